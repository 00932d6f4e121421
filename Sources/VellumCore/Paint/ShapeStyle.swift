import Foundation
import VellumGeometry

/// A colour or pattern to fill or stroke a shape with, as in SwiftUI.
///
/// Write your own style as SwiftUI has it: resolve it from the environment into another
/// style.
///
/// ```swift
/// struct Warning: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.orange : Color.red
///     }
/// }
/// Circle().fill(Warning())
/// ```
///
/// Every style comes to a backend-neutral ``Paint`` once the environment and the bounding
/// rectangle of what it fills are known; renderers only ever see that ``Paint``. Vellum's
/// own primitive styles (colours, gradients) answer `_paint(in:environment:)` themselves;
/// a style of yours need not.
///
/// Unlike SwiftUI, whose primitive styles have `Resolved == Never`, Vellum's primitives
/// resolve to themselves, so `resolve(in:)` is safe to call on any style.
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to; Swift infers it from ``resolve(in:)``.
    associatedtype Resolved: ShapeStyle

    /// The style to draw with in `environment`.
    ///
    /// - Parameters:
    ///   - environment: The environment of what is drawn: colour scheme, foreground
    ///     style, tint and your own values.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// The paint this style draws with in `environment` when it fills something whose
    /// bounding rectangle is `bounds`: every ``UnitPoint`` of the style resolves against
    /// `bounds`, as in SwiftUI, where `.top` is the middle of the filled shape's top edge.
    /// The default resolves the style and asks the result.
    ///
    /// ```swift
    /// Color.red._paint(in: .zero, environment: EnvironmentValues()) // .color(#FF3B30)
    /// ```
    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint

    /// How what this style paints is composited in `environment`: its blend mode
    /// (``ShapeStyle/blendMode(_:)``) and shadows (``ShapeStyle/shadow(_:)``). The default asks
    /// the resolved style, unless the style resolves to itself.
    func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects
}

/// How a style's paint is composited: what ``ShapeStyle/blendMode(_:)`` and
/// ``ShapeStyle/shadow(_:)`` add to a style. Styles pass it through; drawing applies it.
public struct _ShapeStyleEffects: Sendable {
    /// The blend mode; nil keeps the drawing's own.
    public var blendMode: BlendMode?
    /// Shadows, innermost style's first.
    public var shadows: [ShadowStyle] = []

    /// No effects.
    public init(blendMode: BlendMode? = nil, shadows: [ShadowStyle] = []) {
        self.blendMode = blendMode
        self.shadows = shadows
    }
}

extension ShapeStyle {
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        resolve(in: environment)._paint(in: bounds, environment: environment)
    }

    public func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        // A primitive resolves to itself and has no effects unless it says otherwise.
        guard Resolved.self != Self.self else { return _ShapeStyleEffects() }
        return resolve(in: environment)._effects(in: environment)
    }

    /// The paint in a default environment (light scheme, no foreground style or tint).
    ///
    /// ```swift
    /// let style: some ShapeStyle = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    /// style._paint(in: CGRect(x: 0, y: 0, width: 100, height: 50)) // .linearGradient(…, start: (50, 0), end: (50, 50))
    /// ```
    package func _paint(in bounds: CGRect) -> Paint {
        _paint(in: bounds, environment: EnvironmentValues())
    }
}
