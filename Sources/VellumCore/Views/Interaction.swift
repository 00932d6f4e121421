import Foundation
import VellumGeometry

// Interaction as a render sees it: gestures (the types are in Gestures.swift), hit testing
// and safe areas are accepted so that app code compiles unchanged, and the view is drawn at
// rest. Disabled controls are drawn disabled.

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether controls inside are enabled (`disabled(_:)` turns it off). Default: true.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls inside when `disabled`: buttons are drawn in gray, as on iOS.
    public func disabled(_ disabled: Bool) -> some View {
        ModifiedNodes(self, environment: { if disabled { $0.isEnabled = false } })
    }

    /// Runs `action` on a tap: accepted, never run in a render.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Runs `action` on a tap at a point: accepted, never run in a render.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View { self }

    /// Runs `action` on a long press: accepted, never run in a render.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// Attaches `gesture`: accepted, never recognised in a render.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture` alongside the view's others: accepted.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture` ahead of the view's others: accepted.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// The shape that hit testing uses: accepted, it draws nothing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Whether the view takes part in hit testing: accepted, it draws the same.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Extends the view into the safe area: a render has none, so nothing changes.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Extends the view into the safe area on `edges`, as SwiftUI's deprecated spelling of
    /// ``ignoresSafeArea(_:edges:)``: a render has no safe area, so nothing changes.
    ///
    /// ```swift
    /// Color.black.edgesIgnoringSafeArea(.all)
    /// ```
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Gives the view an explicit identity, as SwiftUI's: it draws the same, and its state (and
    /// that of the views inside) belongs to that identity, so a new `id` starts it afresh.
    ///
    /// ```swift
    /// Counter().id(reloadCount)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, identity: AnyHashable(id)) }

    /// Tags the view for a picker or list selection: a picker draws the option whose tag is
    /// its selection; the view draws the same.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        layoutValue(key: TagKey.self, value: AnyHashable(tag))
    }

    /// Puts `content` along `edge` of the view, the view inset by it, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`: a render stacks them.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) { stretched(beside: inset, first: edge == .top) }
    }

    /// Puts `content` along a leading or trailing `edge` of the view, stacked beside it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            stretched(beside: inset, first: edge == .leading)
        }
    }

    /// What both `safeAreaInset`s stack: the view stretched across what it is offered, with
    /// `inset` before it (`first`) or after it.
    @ViewBuilder private func stretched<Inset: View>(beside inset: Inset, first: Bool) -> some View {
        if first { inset }
        self.frame(maxWidth: .infinity, maxHeight: .infinity)
        if !first { inset }
    }
}

/// Regions of the safe area, as SwiftUI's.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view with an explicit identity: what `id(_:)` returns.
struct IdentifiedView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let identity: AnyHashable

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        ViewTree.nodes(of: content, identity: identity, in: environment)
    }
}

/// The modifier behind `id(_:)` in SwiftUI's interface, named by code that extends
/// `ModifiedContent` for Xcode's previews: the content with `identifier` as its identity.
public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier {
    /// The identity the content gets.
    public var identifier: Identifier

    /// A modifier that gives content `identifier`.
    public init(identifier: Identifier) { self.identifier = identifier }

    public func body(content: Content) -> some View { content.id(identifier) }
}

/// The identity Xcode's previews give views they can select, named by code that extends
/// `ModifiedContent` for them; a render never makes one.
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
    /// The identifier's text.
    public let identifier: String

    /// An identifier with `identifier` as its text.
    public init(_ identifier: String) { self.identifier = identifier }
}
