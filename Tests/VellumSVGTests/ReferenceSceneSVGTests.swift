import Foundation
import Testing
import Vellum
import VellumReferenceScenes
import VellumRsvg

/// How many pixels differ by more than `tolerance` in any channel (premultiplied ARGB).
func differingPixels(_ a: RasterImage, _ b: RasterImage, tolerance: Int = 8) -> Int {
    precondition(a.width == b.width && a.height == b.height)
    var count = 0
    for (p, q) in zip(a.pixels, b.pixels) {
        for shift in stride(from: 0, to: 32, by: 8) {
            let x = Int((p >> UInt32(shift)) & 0xFF), y = Int((q >> UInt32(shift)) & 0xFF)
            if abs(x - y) > tolerance { count += 1; break }
        }
    }
    return count
}

/// The SVG of a view rendered by librsvg, next to the Cairo raster of the same drawing.
/// Dashes are written as paths: with `stroke-dasharray` librsvg would dash with Cairo's own
/// dasher, which drifts along curves (ExactDashesTests).
func svgAndRaster<V: View>(_ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) throws -> (
    svg: String, librsvg: RasterImage, cairo: RasterImage
) {
    let renderer = ImageRenderer(content: view)
    renderer.svgOptions.dashesAsPaths = true
    renderer.scale = scale
    renderer.proposedSize = proposal
    let cairo = try renderer.image()
    let svg = try renderer.svgString()
    let librsvg = try LibrsvgRenderer.image(svg: Data(svg.utf8), width: cairo.width, height: cairo.height)
    return (svg, librsvg, cairo)
}

@Suite struct ReferenceSceneSVGTests {
    @Test(arguments: ReferenceScene.all.map(\.name))
    func librsvgDrawsOurSVGAsCairoDrawsTheScene(_ name: String) throws {
        let scene = try #require(ReferenceScene.all.first { $0.name == name })
        let (svg, librsvg, cairo) = try svgAndRaster(
            scene.view(), proposal: ProposedViewSize(CGSize(width: 256, height: 256)))
        let differing = differingPixels(librsvg, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print(
            "svg \(name): \(svg.utf8.count) bytes, \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255"
        )
        #expect(share <= 0.005, "\(name): \(differing) pixels differ")
        #expect(!svg.contains("<image"))
    }
}
