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
        return [LeafNode(size: Canvas.size(for:), draw: { context, size in
            ViewTree.node(of: content(GeometryProxy(size: size)), in: environment)
                .draw(in: &context, proposal: ProposedViewSize(size))
        })]
    }
}

/// What a ``GeometryReader`` tells its content: its size. Vellum has no safe areas, so the
/// insets are zero.
///
/// ```swift
/// GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
/// ```
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The safe area's insets: always zero in a render.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
