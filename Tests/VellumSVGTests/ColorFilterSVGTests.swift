import Foundation
import Testing
import Vellum
import VellumRsvg

/// Colour filters in SVG are `feColorMatrix` primitives over the canvas, never rasters, and
/// librsvg draws them as Cairo draws the view.
@Suite struct ColorFilterSVGTests {
    static var scene: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Circle().fill(.red).frame(width: 24, height: 24).grayscale(1)
                Circle().fill(.blue).frame(width: 24, height: 24).hueRotation(.degrees(90))
                Circle().fill(.green).frame(width: 24, height: 24).saturation(0.3)
            }
            HStack(spacing: 4) {
                Capsule().fill(.orange).frame(width: 24, height: 12).brightness(0.3)
                Capsule().fill(.purple).frame(width: 24, height: 12).contrast(1.8)
                Capsule().fill(.white).frame(width: 24, height: 12).colorMultiply(.teal)
            }
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
                .frame(width: 80, height: 10).luminanceToAlpha()
            Text("Inverted").font(.system(size: 12)).colorInvert()
        }.padding(4)
    }

    @Test func librsvgDrawsColourFiltersAsCairoDoes() throws {
        let (svg, librsvg, cairo) = try svgAndRaster(Self.scene, scale: 2)
        let differing = differingPixels(librsvg, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print("colour filters: \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255")
        #expect(share <= 0.005)
        #expect(svg.components(separatedBy: "<feColorMatrix").count - 1 == 8)
        #expect(svg.contains(#"color-interpolation-filters="sRGB""#))
        #expect(!svg.contains("<image"))
    }

    @Test func theMatrixIsWrittenAsSwiftUIDefinesIt() throws {
        let svg = try ImageRenderer(content: Color.red.frame(width: 4, height: 4).grayscale(1)).svgString()
        #expect(svg.contains(#"values=".2126 .7152 .0722 0 0 .2126 .7152 .0722 0 0 .2126 .7152 .0722 0 0 0 0 0 1 0""#), "\(svg)")
    }
}
