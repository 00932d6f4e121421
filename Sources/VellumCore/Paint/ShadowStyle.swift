import Foundation
import VellumGeometry

/// A shadow a style casts, as SwiftUI's `ShadowStyle`: a drop shadow beneath what the style
/// paints, or an inner shadow inside it.
///
/// ```swift
/// Circle().fill(.blue.shadow(.drop(radius: 6, y: 3)))
/// RoundedRectangle(cornerRadius: 12).fill(.white.shadow(.inner(color: .black.opacity(0.3), radius: 4)))
/// ```
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    /// The blur radius in points (standard deviation radius / 2, as the view modifier's).
    let radius: CGFloat
    let offset: CGSize

    /// A shadow beneath what is painted. Default colour: black at 33 % opacity in linear
    /// sRGB, as SwiftUI's (`Color(.sRGBLinear, white: 0, opacity: 0.33)`). Negative or
    /// non-finite radii count as 0; non-finite offsets as 0.
    ///
    /// ```swift
    /// .fill(.orange.shadow(.drop(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)))
    /// ```
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside what is painted, cast by its edges as if it were a hole. Default
    /// colour as ``drop(color:radius:x:y:)``.
    ///
    /// ```swift
    /// .fill(.gray.opacity(0.2).shadow(.inner(radius: 3, y: 2)))
    /// ```
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    private init(kind: Kind, color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
        self.kind = kind
        self.color = color
        self.radius = radius.isFinite ? max(radius, 0) : 0
        self.offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
    }
}

extension ShapeStyle {
    /// This style casting `style`, as SwiftUI's `shadow(_:)`; shadows of nested calls add up.
    ///
    /// ```swift
    /// Capsule().fill(.green.gradient.shadow(.drop(radius: 2)))
    /// ```
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ModifiedShapeStyle(base: self, modification: .shadow(style))
    }
}

extension GraphicsContext {
    /// Records `region` (what a style paints, filled with the non-zero rule unless `style`
    /// says otherwise) with a style's effects: drop shadows as filters on its own layer,
    /// then `draw` itself, then inner shadows cast into the region by its outside.
    func drawing(_ region: Path, style: FillStyle, effects: _ShapeStyleEffects, draw: (inout GraphicsContext) -> Void) {
        var context = self
        if let blendMode = effects.blendMode { context.blendMode = blendMode }
        let drops = effects.shadows.filter { $0.kind == .drop }
        let inners = effects.shadows.filter { $0.kind == .inner }
        if drops.isEmpty {
            draw(&context)
        } else {
            var shadowed = context
            for shadow in drops {
                shadowed.addFilter(
                    .shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height)
                )
            }
            draw(&shadowed)
        }
        guard !inners.isEmpty else { return }
        // The outside of the region, as far as any shadow can reach into it, casts the shadow;
        // the clip keeps only what falls inside.
        let bounds = region.boundingRect
        var reach: CGFloat = 0
        for shadow in inners {
            reach = max(reach, 3 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height) + 1)
        }
        var outside = Path(bounds.insetBy(dx: -reach, dy: -reach))
        outside.addPath(region)
        var inner = context
        inner.clip(to: region, style: style)
        for shadow in inners {
            var caster = inner
            caster.addFilter(
                .shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height))
            // Opaque, so the shadow has the colour's own opacity; its hairline at the clip's edge
            // is the shadow's colour.
            caster.fill(outside, with: .color(shadow.color.opaque), style: FillStyle(eoFill: true))
        }
    }
}
