import Foundation
import VellumGeometry

// Interaction as a render sees it: gestures, hit testing and safe areas are accepted so that
// app code compiles unchanged, and the view is drawn at rest. Disabled controls are drawn
// disabled.

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
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Puts `content` along a leading or trailing `edge` of the view, stacked beside it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
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

/// Which gestures a view recognises, as SwiftUI's.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture, as SwiftUI's: accepted and composed, never recognised in a render. A gesture
/// of your own declares its `body` from others, as in SwiftUI.
///
/// ```swift
/// struct SwipeDown: Gesture {
///     var body: some Gesture { DragGesture(minimumDistance: 20) }
/// }
/// ```
public protocol Gesture<Value> {
    /// What the gesture reports.
    associatedtype Value = Body.Value
    /// The gesture this one is made of; `Never` for the built-in ones.
    associatedtype Body: Gesture = Never
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Gesture where Body == Never {
    /// A built-in gesture is made of no other.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture {
    /// Runs `action` when the gesture ends: never, in a render.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Runs `action` while the gesture changes: never, in a render.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self where Value: Equatable { self }
    /// Updates gesture state while the gesture runs: never, in a render.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
    /// This gesture together with `other`.
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    /// This gesture, or else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

/// A tap.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A long press.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }
        public var velocity: CGSize { .zero }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch (iOS 17).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (iOS 17).
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// State that a gesture sets while it runs and that goes back when it ends, as SwiftUI's: in
/// a render, its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
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
