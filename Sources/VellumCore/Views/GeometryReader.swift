import Foundation
import VellumGeometry

/// A container whose content is made for the size it is laid out at, as SwiftUI's: it takes
/// all the space it is offered (10 points for an unspecified dimension) and places its
/// content at its top-leading corner, offered that size.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().fill(.blue).frame(width: min(proxy.size.width, proxy.size.height) / 2)
/// }
/// .frame(width: 120, height: 80)
/// ```
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    /// Makes the content for the reader's size.
    public var content: (GeometryProxy) -> Content

    /// - Parameters:
    ///   - content: Makes the content from a proxy that tells the reader's size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let content = self.content
        // The content is made when drawn: at the reader's place, for its state.
        let place = RenderContext.ofThisThread.position
        return [
            LeafNode(
                size: flexibleLeafSize(for:),
                draw: { context, size in
                    let proxy = GeometryProxy(
                        size: size, transform: context.transform, spaces: environment.coordinateSpaces)
                    // Several views in a reader lie on each other at its top-leading corner, as in SwiftUI.
                    let nodes = RenderContext.ofThisThread.at(place) {
                        ViewTree.nodes(of: content(proxy), in: environment)
                    }
                    let root =
                        nodes.count == 1
                        ? nodes[0]
                        : LayoutNode(
                            layout: ZStackLayout(alignment: .topLeading), children: nodes,
                            mirror: HorizontalMirror(environment))
                    root.draw(in: &context, proposal: ProposedViewSize(size))
                })
        ]
    }
}

/// What a ``GeometryReader`` tells its content: its size and where it is. Vellum has no safe
/// areas, so the insets are zero.
///
/// ```swift
/// GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide at \(Int(proxy.frame(in: .global).minX))") }
/// ```
public struct GeometryProxy: @unchecked Sendable {
    /// The reader's size.
    public let size: CGSize
    /// From the reader's space to the render's.
    let transform: CGAffineTransform
    private let spaces: CoordinateSpaces?

    init(size: CGSize, transform: CGAffineTransform = .identity, spaces: CoordinateSpaces? = nil) {
        self.size = size
        self.transform = transform
        self.spaces = spaces
    }

    /// The safe area's insets: always zero in a render.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space`: `.local` (origin zero), `.global` (the whole render) or
    /// a space named with `coordinateSpace(name:)` around it (`.global` when there is none).
    public func frame(in space: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        switch space {
        case .local: return local
        case .global: return local.applying(transform)
        case .named(let name):
            guard let origin = spaces?.transform(named: name) else { return local.applying(transform) }
            return local.applying(transform.concatenating(origin.inverted()))
        }
    }

    /// The reader's frame in `space` (iOS 17's form: `.local`, `.global`, `.named("card")`).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of the space named `space`, in the reader's space; nil when there is none.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let found = spaces?.frame(named: name) else { return nil }
        return found.applying(transform.inverted())
    }
}

/// A frame of reference for geometry, as SwiftUI's.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The whole render's.
    case global
    /// The view's own.
    case local
    /// The space of the view that `coordinateSpace(name:)` named so.
    case named(AnyHashable)
}

/// A coordinate space as iOS 17 names them: `.global`, `.local`, `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The whole render's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// The named spaces around a view, each told where it was drawn (a parent draws first).
final class CoordinateSpaces: @unchecked Sendable {
    let name: AnyHashable
    let outer: CoordinateSpaces?
    private var drawn: (transform: CGAffineTransform, size: CGSize)?

    init(name: AnyHashable, outer: CoordinateSpaces?) {
        self.name = name
        self.outer = outer
    }

    func record(_ transform: CGAffineTransform, size: CGSize) { drawn = (transform, size) }

    func transform(named name: AnyHashable) -> CGAffineTransform? {
        var space: CoordinateSpaces? = self
        while let current = space {
            if current.name == name { return current.drawn?.transform }
            space = current.outer
        }
        return nil
    }

    func frame(named name: AnyHashable) -> CGRect? {
        var space: CoordinateSpaces? = self
        while let current = space {
            if current.name == name, let drawn = current.drawn {
                return CGRect(origin: .zero, size: drawn.size).applying(drawn.transform)
            }
            space = current.outer
        }
        return nil
    }
}

private struct CoordinateSpacesKey: EnvironmentKey { static let defaultValue: CoordinateSpaces? = nil }

extension EnvironmentValues {
    var coordinateSpaces: CoordinateSpaces? {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}

extension View {
    /// Names this view's space, for `GeometryProxy.frame(in: .named(name))` inside it.
    ///
    /// ```swift
    /// VStack { GeometryReader { proxy in Text("\(proxy.frame(in: .named("card")).minY)") } }
    ///     .coordinateSpace(name: "card")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let key = UncheckedBox(AnyHashable(name))
        return ModifiedNodes(
            self,
            environment: { environment in
                environment.coordinateSpaces = CoordinateSpaces(name: key.value, outer: environment.coordinateSpaces)
            },
            wrap: { node, environment in
                let spaces = environment.coordinateSpaces
                return DrawingNode(child: node) { child, context, proposal in
                    spaces?.record(context.transform, size: child.sizeThatFits(proposal))
                    child.draw(in: &context, proposal: proposal)
                }
            })
    }

    /// Names this view's space (iOS 17's form).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        coordinateSpace(name: name.name)
    }
}
