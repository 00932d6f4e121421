import Foundation
import VellumGeometry

/// One of the numbered levels of the current foreground style, as SwiftUI's
/// `HierarchicalShapeStyle`: `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`.
///
/// How a level resolves:
/// - With no foreground style set, the levels are iOS's label colours for the colour scheme:
///   `label`, `secondaryLabel` (#3C3C43 at 60 % in light, #EBEBF5 at 60 % in dark),
///   `tertiaryLabel` (30 %), `quaternaryLabel` (18 %), and a quinary level at 9 %.
/// - With styles set by `foregroundStyle(_:_:)` or `(_:_:_:)`, level *n* is the *n*th style;
///   levels past the last are the last style at that many levels' opacity.
/// - With one style set (`foregroundStyle(.orange)`), the levels are that style at opacity 1,
///   0.5, 0.25, 0.18 and 0.1, the opacities SwiftUI's default system colour definition gives
///   (as read by OpenSwiftUI; the fifth is ours, Apple publishes none).
///
/// ```swift
/// VStack {
///     Text("Build 1042").font(.headline)
///     Text("main · 4 min ago").foregroundStyle(.secondary)
/// }
/// .foregroundStyle(.indigo)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle {
    /// 0 for primary … 4 for quinary.
    let level: Int

    /// The first level of the current foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level of the current foreground style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the current foreground style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the current foreground style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level of the current foreground style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of level `level` of a single foreground style.
    static func opacity(ofLevel level: Int) -> Double {
        [1, 0.5, 0.25, 0.18, 0.1][min(max(level, 0), 4)]
    }

    /// The style itself: it resolves against the foreground when drawn.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        environment.foregroundLevels.paint(level: level, in: bounds, environment: environment)
    }

    public func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        environment.foregroundLevels.effects(level: level, environment: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style (``HierarchicalShapeStyle``).
    ///
    /// ```swift
    /// Text("Title").foregroundStyle(.primary)
    /// ```
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the current foreground style: iOS `secondaryLabel` by default.
    ///
    /// ```swift
    /// Text("Subtitle").foregroundStyle(.secondary)
    /// ```
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the current foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the current foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the current foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground styles of an environment by level, as the `foregroundStyle` modifiers set
/// them: empty means iOS's label colours.
struct ForegroundLevels: Sendable {
    var styles: [AnyShapeStyle] = []

    /// The paint of level `level` in `environment`.
    func paint(level: Int, in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        guard let last = styles.last else {
            return Color.labelLevels[min(max(level, 0), 4)]._paint(in: bounds, environment: environment)
        }
        let (style, extra) = level < styles.count ? (styles[max(level, 0)], 0) : (last, level - (styles.count - 1))
        return style._paint(in: bounds, environment: Self.environment(for: style, in: environment))
            .multiplyingOpacity(by: HierarchicalShapeStyle.opacity(ofLevel: extra))
    }

    /// The effects (shadows, blend mode) of the style of level `level`.
    func effects(level: Int, environment: EnvironmentValues) -> _ShapeStyleEffects {
        guard let last = styles.last else { return _ShapeStyleEffects() }
        let style = level < styles.count ? styles[max(level, 0)] : last
        return style._effects(in: Self.environment(for: style, in: environment))
    }

    /// Where a foreground style resolves: one set by a modifier carries the foreground of
    /// the views around it; any other (set through `EnvironmentValues.foregroundStyle`) is
    /// resolved without a foreground, so a style that asks for one reaches the label
    /// colours, never itself.
    private static func environment(for style: AnyShapeStyle, in environment: EnvironmentValues) -> EnvironmentValues {
        guard !(style.base is EnclosedForegroundStyle) else { return environment }
        var inner = environment
        inner.foregroundLevels = ForegroundLevels()
        return inner
    }

    /// These levels after `foregroundStyle(style)` (one style) is applied: a hierarchical
    /// style picks a level of these, the foreground style keeps them, any other replaces them.
    func setting(_ style: AnyShapeStyle) -> ForegroundLevels {
        ForegroundLevels(styles: [resolvingLevels(of: style)])
    }

    /// These levels after `foregroundStyle(_:_:…)` with several styles.
    func setting(_ styles: [AnyShapeStyle]) -> ForegroundLevels {
        ForegroundLevels(styles: styles.map(resolvingLevels(of:)))
    }

    private func resolvingLevels(of style: AnyShapeStyle) -> AnyShapeStyle {
        if let hierarchical = style.base as? HierarchicalShapeStyle {
            return AnyShapeStyle(LevelOfForeground(levels: self, level: hierarchical.level))
        }
        if style.base is ForegroundStyle {
            return AnyShapeStyle(LevelOfForeground(levels: self, level: 0))
        }
        return AnyShapeStyle(EnclosedForegroundStyle(base: style, enclosing: self))
    }
}

/// A foreground style set by a modifier, with the foreground of the views around it, which
/// it resolves against (`.foregroundStyle(.foreground.opacity(0.5))` inside a red view is
/// red at half opacity).
struct EnclosedForegroundStyle: ShapeStyle {
    let base: AnyShapeStyle
    let enclosing: ForegroundLevels

    func resolve(in environment: EnvironmentValues) -> Self { self }

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        var inner = environment
        inner.foregroundLevels = enclosing
        return base._paint(in: bounds, environment: inner)
    }

    func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        var inner = environment
        inner.foregroundLevels = enclosing
        return base._effects(in: inner)
    }
}

/// A level of the foreground styles of an enclosing view (`foregroundStyle(.secondary)`
/// inside `foregroundStyle(.orange)`).
struct LevelOfForeground: ShapeStyle {
    let levels: ForegroundLevels
    let level: Int

    func resolve(in environment: EnvironmentValues) -> Self { self }

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        levels.paint(level: level, in: bounds, environment: environment)
    }

    func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        levels.effects(level: level, environment: environment)
    }
}

extension Paint {
    /// This paint with every colour's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> Paint {
        guard factor != 1 else { return self }
        func ramp(_ gradient: ResolvedGradient) -> ResolvedGradient {
            ResolvedGradient(
                stops: gradient.stops.map {
                    .init(location: $0.location, color: $0.color.multiplyingOpacity(by: factor))
                })
        }
        switch self {
        case .color(let color):
            return .color(color.multiplyingOpacity(by: factor))
        case .linearGradient(let gradient, let start, let end):
            return .linearGradient(ramp(gradient), start: start, end: end)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            return .radialGradient(ramp(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
        case .conicGradient(let gradient, let center, let startAngle):
            return .conicGradient(ramp(gradient), center: center, startAngle: startAngle)
        case .transformed(let inner, let transform):
            return .transformed(inner.multiplyingOpacity(by: factor), transform)
        case .image(var pattern):
            pattern.opacity *= factor
            return .image(pattern)
        }
    }
}
