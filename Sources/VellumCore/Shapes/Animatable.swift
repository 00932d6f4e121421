import Foundation
import VellumGeometry

/// A value that can be interpolated, as SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values as one, as SwiftUI's `AnimatablePair`.
///
/// ```swift
/// var animatableData: AnimatablePair<CGFloat, CGFloat> {
///     get { AnimatablePair(start, end) }
///     set { (start, end) = (newValue.first, newValue.second) }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No animatable data, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
    /// No data.
    public init() {}
    public static var zero: Self { Self() }
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose look can be interpolated, as SwiftUI's `Animatable`. A still draws where
/// animations end; the frames of an appear animation
/// (`ImageRenderer.appearAnimationImages(count:)`) set the `animatableData` of shapes,
/// views and modifiers to each moment's value, as SwiftUI does.
///
/// ```swift
/// struct Wedge: Shape {
///     var fraction: Double
///     var animatableData: Double {
///         get { fraction }
///         set { fraction = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol Animatable {
    /// The interpolated value.
    associatedtype AnimatableData: VectorArithmetic
    /// The value animation would interpolate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself, for values that are their own animatable data.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

// The values SwiftUI makes animatable, so that keyframes and springs can move them.

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and the size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { self = .radians(newValue) }
    }
}

extension UnitPoint: Animatable {
    /// x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    /// The top, leading, bottom and trailing insets.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            (top, leading, bottom, trailing) = (
                newValue.first, newValue.second.first, newValue.second.second.first, newValue.second.second.second
            )
        }
    }
}
