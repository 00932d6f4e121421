import Foundation
import VellumGeometry

/// A style changed by one of `ShapeStyle`'s modifiers: a level (``ShapeStyle/secondary``),
/// an opacity, a blend mode, a shadow, or fixed bounds (``ShapeStyle/in(_:)``). Each changes
/// either the paint or the effects of the style it wraps; everything else passes through.
struct ModifiedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    enum Modification: Sendable {
        /// A level, 1 for secondary … 4 for quinary.
        case level(Int)
        /// An opacity factor in 0...1.
        case opacity(Double)
        case blendMode(BlendMode)
        case shadow(ShadowStyle)
        /// The rectangle unit points resolve against, whatever is filled.
        case bounds(CGRect)
    }

    let base: Base
    let modification: Modification

    func resolve(in environment: EnvironmentValues) -> Self { self }

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        switch modification {
        case .level(let level): return levelPaint(level, in: bounds, environment: environment)
        case .opacity(let opacity):
            return base._paint(in: bounds, environment: environment).multiplyingOpacity(by: opacity)
        case .blendMode, .shadow: return base._paint(in: bounds, environment: environment)
        case .bounds(let fixed): return base._paint(in: fixed, environment: environment)
        }
    }

    func _effects(in environment: EnvironmentValues) -> _ShapeStyleEffects {
        var effects = base._effects(in: environment)
        switch modification {
        case .blendMode(let mode): effects.blendMode = mode
        case .shadow(let shadow): effects.shadows.append(shadow)
        case .level, .opacity, .bounds: break
        }
        return effects
    }

    /// Level `level` of the base: the background's own levels for `.background`, the
    /// foreground's for `.foreground` and hierarchical styles, the levels' opacities for
    /// any other style.
    private func levelPaint(_ level: Int, in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        switch base {
        case is BackgroundStyle where environment.backgroundStyle == nil:
            return Color.backgroundLevels[min(level, 2)]._paint(in: bounds, environment: environment)
        case is BackgroundStyle:
            let (style, inner) = BackgroundStyle.current(in: environment)
            return style._paint(in: bounds, environment: inner)
                .multiplyingOpacity(by: HierarchicalShapeStyle.opacity(ofLevel: level))
        case is ForegroundStyle:
            return environment.foregroundLevels.paint(level: level, in: bounds, environment: environment)
        case let hierarchical as HierarchicalShapeStyle:
            return environment.foregroundLevels.paint(
                level: min(hierarchical.level + level, 4), in: bounds,
                environment: environment)
        default:
            return base._paint(in: bounds, environment: environment)
                .multiplyingOpacity(by: HierarchicalShapeStyle.opacity(ofLevel: level))
        }
    }
}
