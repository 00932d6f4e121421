import Foundation
import VellumGeometry

// GraphicsContext.Filter: the filters `addFilter(_:options:)` takes.
extension GraphicsContext {
    /// A filter applied to each later drawing call (or layer), as in SwiftUI.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            /// A shadow whose colour follows the context's colour scheme.
            case shadow(Color, DrawingShadow)
            /// A colour transformation.
            case colorMatrix(ColorMatrix)
            /// Multiplies by a colour that follows the context's colour scheme.
            case colorMultiply(Color)
            /// A Gaussian blur.
            case blur(LayerBlur)
            /// A colour where alpha lies in a range; the colour follows the colour scheme.
            case alphaThreshold(minimum: Double, maximum: Double, Color)
        }

        let kind: Kind
        /// Set by `addFilter(_:options:)` with `.linearColor`.
        var usesLinearColor = false

        /// Transforms colours by `matrix`: straight (not premultiplied) sRGB components in
        /// 0...1, clamped after; SVG's `feColorMatrix`.
        ///
        /// ```swift
        /// context.addFilter(.colorMatrix(ColorMatrix()))
        /// ```
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .colorMatrix(matrix)) }

        /// Adds `amount` to each colour component: 0 changes nothing, 1 gives white. This is
        /// CoreImage's brightness, not SVG's (which multiplies).
        public static func brightness(_ amount: Double) -> Filter { colorMatrix(.brightness(amount)) }

        /// Scales colours about mid-grey: 0 gives grey, 1 changes nothing, more than 1 adds
        /// contrast; negative amounts invert as well.
        public static func contrast(_ amount: Double) -> Filter { colorMatrix(.contrast(amount)) }

        /// 0 desaturates fully, 1 changes nothing, more saturates; negative amounts count as 0.
        public static func saturation(_ amount: Double) -> Filter { colorMatrix(.saturation(amount)) }

        /// Moves colours towards their Rec. 709 luminance: 1 is fully grey, 0 changes nothing.
        public static func grayscale(_ amount: Double) -> Filter { colorMatrix(.grayscale(amount)) }

        /// Rotates hues by `angle`, as SVG's `hue-rotate`.
        public static func hueRotation(_ angle: Angle) -> Filter { colorMatrix(.hueRotation(angle)) }

        /// Multiplies each colour component, alpha included, by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }

        /// Inverts colours by `amount`: 1 fully, 0 not at all.
        public static func colorInvert(_ amount: Double = 1) -> Filter { colorMatrix(.colorInvert(amount)) }

        /// Black whose opacity is each pixel's luminance.
        public static var luminanceToAlpha: Filter { colorMatrix(.luminanceToAlpha) }

        /// A Gaussian blur whose standard deviation is `radius` points. With `.opaque` the
        /// result is made opaque by dividing each pixel by its alpha (fully transparent
        /// pixels stay so); `.dithersResult` is accepted and changes nothing (8-bit output
        /// is not dithered).
        ///
        /// ```swift
        /// context.addFilter(.blur(radius: 3))
        /// ```
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(LayerBlur(radius: radius, isOpaque: options.contains(.opaque))))
        }

        /// Replaces each pixel whose alpha lies in `min...max` (both included) by `color`, and
        /// every other pixel by transparency. Results are undefined in SwiftUI unless
        /// `min < max`; here an empty range keeps nothing.
        ///
        /// ```swift
        /// context.addFilter(.alphaThreshold(min: 0.5, color: .blue))  // a blurred blob, made crisp
        /// ```
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(minimum: min, maximum: max, color))
        }

        /// A Gaussian shadow of what is drawn. The radius is the blur radius in points
        /// (standard deviation radius / 2); `x` and `y` offset the shadow. By default it is
        /// drawn beneath, composited normally; `blendMode` and `options` give SwiftUI's other
        /// shadows (`[.shadowAbove, .invertsAlpha]` with `.sourceAtop` is an inner shadow).
        /// Default colour: black at 33 % opacity, as SwiftUI's.
        ///
        /// ```swift
        /// context.addFilter(.shadow(color: .black.opacity(0.5), radius: 6, x: 2, y: 2,
        ///                           blendMode: .sourceAtop, options: [.shadowAbove, .invertsAlpha]))
        /// ```
        public static func shadow(
            color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
            x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
            options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            let safeRadius = radius.isFinite ? max(radius, 0) : 0
            let shadow = DrawingShadow(
                color: color.resolved, radius: safeRadius,
                offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0),
                blendMode: blendMode, isAbove: options.contains(.shadowAbove),
                isShadowOnly: options.contains(.shadowOnly), invertsAlpha: options.contains(.invertsAlpha),
                disablesGroup: options.contains(.disablesGroup))
            return Filter(kind: .shadow(color, shadow))
        }
    }
}
