import Foundation
import VellumGeometry

/// The current foreground style, as SwiftUI's `ForegroundStyle` (`.foreground`): what
/// `foregroundStyle(_:)` set, or the primary label colour.
///
/// ```swift
/// Capsule().stroke(.foreground, lineWidth: 2)
/// ```
public struct ForegroundStyle: ShapeStyle {
    /// The current foreground style.
    public init() {}

    /// The style itself: it resolves against the environment when drawn.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        environment.foregroundLevels.paint(level: 0, in: bounds, environment: environment)
    }

    public func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        environment.foregroundLevels.effects(level: 0, environment: environment)
    }
}

/// The current background style, as SwiftUI's `BackgroundStyle` (`.background`): what
/// `backgroundStyle(_:)` set, or iOS's `systemBackground` (white, black in the dark scheme).
///
/// ```swift
/// Text("42").padding().background(.background, in: RoundedRectangle(cornerRadius: 8))
/// ```
public struct BackgroundStyle: ShapeStyle {
    /// The current background style.
    public init() {}

    /// The style itself: it resolves against the environment when drawn.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let (style, inner) = Self.current(in: environment)
        return style._paint(in: bounds, environment: inner)
    }

    public func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        let (style, inner) = Self.current(in: environment)
        return style._effects(in: inner)
    }

    /// The background style set, resolved without it (so `.backgroundStyle(.background)`
    /// is the default background, not itself), or `systemBackground`.
    static func current(in environment: EnvironmentValues) -> (AnyShapeStyle, EnvironmentValues) {
        guard let style = environment.backgroundStyle else {
            return (AnyShapeStyle(Color.backgroundLevels[0]), environment)
        }
        var inner = environment
        inner.backgroundStyle = nil
        return (style, inner)
    }
}

/// The current tint, as SwiftUI's `TintShapeStyle` (`.tint`): what `tint(_:)` set, or the
/// accent colour.
///
/// ```swift
/// Circle().fill(.tint).tint(.green)
/// ```
public struct TintShapeStyle: ShapeStyle {
    /// The current tint.
    public init() {}

    /// The style itself: it resolves against the environment when drawn.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        var inner = environment
        inner.tint = nil
        return environment.resolvedTint._paint(in: bounds, environment: inner)
    }

    public func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        var inner = environment
        inner.tint = nil
        return environment.resolvedTint._effects(in: inner)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style: `systemBackground` unless `backgroundStyle(_:)` set one.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: the accent colour unless `tint(_:)` set one.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

// MARK: Levels, opacity and blend mode of any style

extension ShapeStyle {
    /// The second level of this style, as SwiftUI's instance property: for `.background`,
    /// iOS's `secondarySystemBackground` (#F2F2F7, dark #1C1C1E); for `.foreground`, the
    /// foreground's second level; for any other style, the style at half its opacity.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 10).fill(.background.secondary)
    /// ```
    public var secondary: some ShapeStyle { ModifiedShapeStyle(base: self, modification: .level(1)) }
    /// The third level of this style (`.background`: `tertiarySystemBackground`; others at
    /// 25 % opacity).
    public var tertiary: some ShapeStyle { ModifiedShapeStyle(base: self, modification: .level(2)) }
    /// The fourth level of this style (others at 18 % opacity).
    public var quaternary: some ShapeStyle { ModifiedShapeStyle(base: self, modification: .level(3)) }
    /// The fifth level of this style (others at 10 % opacity).
    public var quinary: some ShapeStyle { ModifiedShapeStyle(base: self, modification: .level(4)) }

    /// This style with its opacity multiplied by `opacity` (clamped to 0...1, NaN as 0).
    ///
    /// ```swift
    /// Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
    /// ```
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        ModifiedShapeStyle(base: self, modification: .opacity(RGBAColor.clamp(opacity)))
    }

    /// This style composited with `mode` over what is beneath it.
    ///
    /// ```swift
    /// Circle().fill(Color.red.blendMode(.multiply))
    /// ```
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        ModifiedShapeStyle(base: self, modification: .blendMode(mode))
    }
}
