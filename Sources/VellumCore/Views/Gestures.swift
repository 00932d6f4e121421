import Foundation
import VellumGeometry

// Gestures as a render sees them: accepted and composed so that app code compiles unchanged,
// never recognised (the view modifiers that take them are in Interaction.swift).

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

/// An optional gesture, as SwiftUI's: `.gesture(isEnabled ? drag : nil)` attaches the gesture or
/// none.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
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
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
    /// This gesture, or else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures recognized at once, as SwiftUI's (what ``Gesture/simultaneously(with:)`` makes).
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture())
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both, each nil while its gesture is not active.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture and then another, as SwiftUI's (what ``Gesture/sequenced(before:)`` makes).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first has ended and the second is under way (nil until it starts).
        case second(First.Value, Second.Value?)
    }

    /// The gesture first recognized.
    public var first: First
    /// The gesture recognized after it.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture or the other, the first preferred, as SwiftUI's (what
/// ``Gesture/exclusively(before:)`` makes).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognized.
    public enum Value {
        /// The first.
        case first(First.Value)
        /// The second.
        case second(Second.Value)
    }

    /// The preferred gesture.
    public var first: First
    /// The gesture recognized when the first is not.
    public var second: Second

    /// `first`, else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

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

/// A pinch, as SwiftUI's deprecated `MagnificationGesture`: its value is the scale.
///
/// ```swift
/// Image("map").gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// The least change of scale reported.
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as SwiftUI's deprecated `RotationGesture`: its value is the angle.
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// The least change of angle reported.
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`.
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { tap in print(tap.location) })
/// ```
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    /// How many taps.
    public var count: Int
    /// The space `location` is in.
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A gesture whose value is mapped, what ``Gesture/map(_:)`` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value
}

extension Gesture {
    /// This gesture with its value passed through `body`.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }.onEnded { offset = $0 }
    /// ```
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

/// A gesture with its type erased, as SwiftUI's: gestures of different types stored in one
/// property. It never fires in a render, as no gesture does.
///
/// ```swift
/// let gesture: AnyGesture<Void> = AnyGesture(TapGesture(count: 2))
/// ```
public struct AnyGesture<Value>: Gesture {
    /// The gesture, erased.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {}
}
