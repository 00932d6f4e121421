import Foundation
import VellumGeometry

/// A type-erased ``ShapeStyle``, as SwiftUI's.
///
/// ```swift
/// let style = AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
/// ```
public struct AnyShapeStyle: ShapeStyle {
    /// The style wrapped. SwiftUI keeps it private; Vellum shows it so that a control style
    /// can treat a tint by its kind, as Apple's gauges draw a `Gradient` tint along their
    /// track (an addition to SwiftUI's API, not in it):
    ///
    /// ```swift
    /// if let gradient = environment.resolvedTint.base as? Gradient { /* along the track */ }
    /// ```
    public let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            base = erased.base
        } else {
            base = style
        }
    }

    /// The style itself: resolving happens when it is drawn.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: bounds, environment: environment)
    }

    public func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        base._effects(in: environment)
    }
}
