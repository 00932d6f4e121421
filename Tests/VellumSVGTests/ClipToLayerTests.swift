import Foundation
import Testing
import Vellum
import VellumTestSupport

/// `GraphicsContext.clipToLayer`: later drawing shows through the layer's alpha times the
/// opacity (or its complement with `.inverse`), in the raster and through librsvg.
@Suite struct ClipToLayerTests {
    /// Blue through a horizontal ramp of alpha (clear to black), at `opacity`.
    static func scene(opacity: Double = 1, inverse: Bool = false) -> some View {
        Canvas { context, size in
            context.clipToLayer(opacity: opacity, options: inverse ? .inverse : []) { layer in
                layer.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.clear, .black]), startPoint: .zero,
                        endPoint: CGPoint(x: size.width, y: 0)))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        .frame(width: 64, height: 8)
    }

    @Test func laterDrawingShowsThroughTheLayersAlpha() throws {
        let ramp = try ImageRenderer(
            content: Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.clear, .black]), startPoint: .zero,
                        endPoint: CGPoint(x: size.width, y: 0)))
            }.frame(width: 64, height: 8)
        ).image()
        for (opacity, inverse) in [(1.0, false), (0.5, false), (1.0, true), (0.5, true)] {
            let clipped = try ImageRenderer(content: Self.scene(opacity: opacity, inverse: inverse)).image()
            for x in stride(from: 0, to: 64, by: 5) {
                let mask = Double(ramp.pixels[64 * 4 + x] >> 24) / 255 * opacity
                let expected = inverse ? 1 - mask : mask
                let alpha = Double(clipped.pixels[64 * 4 + x] >> 24) / 255
                #expect(abs(alpha - expected) <= 2.0 / 255, "opacity \(opacity), inverse \(inverse), column \(x)")
                #expect(clipped.rgba(x: x, y: 4).alpha == 0 || clipped.rgba(x: x, y: 4).blue >= 250)
            }
        }
    }

    @Test func librsvgDrawsLayerClipsAsCairoDoes() throws {
        for (opacity, inverse) in [(1.0, false), (0.5, true)] {
            let (svg, librsvg, cairo) = try svgAndRaster(Self.scene(opacity: opacity, inverse: inverse), scale: 2)
            #expect(svg.contains("<mask") && !svg.contains("<image"))
            let differing = differingPixels(librsvg, cairo)
            #expect(differing == 0, "opacity \(opacity), inverse \(inverse): \(differing) pixels over 8/255")
        }
    }
}
