import Foundation
import VellumGeometry

// SwiftUI's blur and colour effects. Each draws the view into one layer and filters the
// layer (colours as straight sRGB, clamped; see `ColorMatrix`), so overlapping children are
// filtered as they look together, as SwiftUI filters a view's rendered layer. In SVG each
// is a filter primitive (`feGaussianBlur`, `feColorMatrix`); in PNG and PDF the layer is
// filtered as pixels.

extension View {
    /// Blurs the view with a Gaussian whose standard deviation is `radius` points; the blur
    /// spreads past the view's frame. With `opaque`, the result inside the frame is made
    /// opaque (each pixel divided by its alpha, so edges keep their colour instead of fading)
    /// and nothing is drawn outside the frame.
    ///
    /// ```swift
    /// Text("Spoiler").blur(radius: 4)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifiedNodes(self) { node, _ in
            DrawingNode(child: node) { child, context, proposal in
                var layer = context
                if opaque { layer.clip(to: Path(CGRect(origin: .zero, size: child.sizeThatFits(proposal)))) }
                layer.addFilter(.blur(radius: radius, options: opaque ? .opaque : []))
                layer.drawLayer { child.draw(in: &$0, proposal: proposal) }
            }
        }
    }

    /// Brightens the view by adding `amount` to each colour component: 0 changes nothing,
    /// 1 gives white.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").brightness(0.3)
    /// ```
    public func brightness(_ amount: Double) -> some View {
        colorFiltered { _ in .brightness(amount) }
    }

    /// Scales the view's colours about mid-grey: 0 gives grey, 1 changes nothing, more than
    /// 1 adds contrast, negative values invert as well.
    ///
    /// ```swift
    /// Color.blue.contrast(0.5)
    /// ```
    public func contrast(_ amount: Double) -> some View {
        colorFiltered { _ in .contrast(amount) }
    }

    /// Sets the view's saturation: 0 is grey, 1 changes nothing, more saturates; negative
    /// values count as 0.
    ///
    /// ```swift
    /// badge.saturation(0.2)
    /// ```
    public func saturation(_ amount: Double) -> some View {
        colorFiltered { _ in .saturation(amount) }
    }

    /// Removes colour from the view: 1 is fully grey (Rec. 709 luminance), 0 changes nothing.
    ///
    /// ```swift
    /// card.grayscale(1) // a disabled look
    /// ```
    public func grayscale(_ amount: Double) -> some View {
        colorFiltered { _ in .grayscale(amount) }
    }

    /// Rotates the hues of the view's colours by `angle`.
    ///
    /// ```swift
    /// Color.red.hueRotation(.degrees(120))
    /// ```
    public func hueRotation(_ angle: Angle) -> some View {
        colorFiltered { _ in .hueRotation(angle) }
    }

    /// Multiplies each colour component of the view, alpha included, by `color`'s: white
    /// changes nothing.
    ///
    /// ```swift
    /// Text("Tinted").colorMultiply(.orange)
    /// ```
    public func colorMultiply(_ color: Color) -> some View {
        colorFiltered { _ in .colorMultiply(color) }
    }

    /// Replaces each colour of the view by its complement: blue becomes yellow, white black.
    ///
    /// ```swift
    /// Color.white.colorInvert()
    /// ```
    public func colorInvert() -> some View {
        colorFiltered { _ in .colorInvert() }
    }

    /// Makes the view black, with each pixel's luminance as its opacity (SVG's
    /// `luminanceToAlpha`): useful as a mask.
    ///
    /// ```swift
    /// LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).luminanceToAlpha()
    /// ```
    public func luminanceToAlpha() -> some View {
        colorFiltered { _ in .luminanceToAlpha }
    }

    /// The view drawn into one layer with `filter` applied to it.
    private func colorFiltered(_ filter: @escaping (EnvironmentValues) -> GraphicsContext.Filter) -> some View {
        ModifiedNodes(self) { node, environment in
            DrawingNode(child: node) { child, context, proposal in
                var layer = context
                layer.addFilter(filter(environment))
                layer.drawLayer { child.draw(in: &$0, proposal: proposal) }
            }
        }
    }
}
