import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTestSupport

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
        #expect(
            svg.contains(#"values=".2126 .7152 .0722 0 0 .2126 .7152 .0722 0 0 .2126 .7152 .0722 0 0 0 0 0 1 0""#),
            "\(svg)")
    }
}

/// Blurs in SVG are `feGaussianBlur` with σ = the radius, over the canvas; an opaque blur
/// then scales alpha by 255 in an `feColorMatrix`. librsvg and Chromium check them.
@Suite(.serialized) struct BlurSVGTests {
    static var scene: some View {
        HStack(spacing: 12) {
            Circle().fill(.orange).frame(width: 30, height: 30).blur(radius: 3)
            Text("Blur").font(.system(size: 16, weight: .bold)).blur(radius: 1.2)
            LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom)
                .frame(width: 40, height: 30).blur(radius: 4, opaque: true)
            Canvas { context, size in
                context.addFilter(.blur(radius: 2))
                context.addFilter(.colorInvert())
                context.fill(
                    Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 6, dy: 6)), with: .color(.white))
            }.frame(width: 40, height: 40)
        }.padding(10).frame(width: 256, height: 256)
    }

    /// Blurred blobs made crisp by an alpha threshold (the "gooey" effect), and a gradient band.
    static var thresholdScene: some View {
        Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: .purple))
            context.addFilter(.blur(radius: 6))
            context.drawLayer { layer in
                for (x, y) in [(40.0, 40.0), (70.0, 48.0), (100.0, 36.0)] {
                    layer.fill(
                        Path(ellipseIn: CGRect(x: x - 16, y: y - 16, width: 32, height: 32)), with: .color(.black))
                }
            }
            context.fill(
                Path(CGRect(x: 10, y: 90, width: 120, height: 20)),
                with: .linearGradient(
                    Gradient(colors: [.clear, .black]), startPoint: CGPoint(x: 10, y: 0),
                    endPoint: CGPoint(x: 130, y: 0)))
        }
        .frame(width: 140, height: 120)
    }

    @Test func alphaThresholdsAreMatrixPrimitivesThatLibrsvgAndChromiumDrawAsCairoDoes() throws {
        let (svg, librsvg, cairo) = try svgAndRaster(Self.thresholdScene, scale: 2)
        #expect(
            svg.contains(#"operator="arithmetic" k1="1""#) && !svg.contains("<image")
                && !svg.contains("feComponentTransfer"))
        let differing = differingPixels(librsvg, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print("librsvg alpha threshold: \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255")
        #expect(share <= 0.005)
        guard HeadlessChromium.isAvailable else { return }
        let (chromium, cairoOverWhite) = try chromiumAndCairo(
            ImageRenderer(content: Self.thresholdScene.frame(width: 256, height: 256)),
            name: "threshold")
        let chromiumDiffering = differingPixels(chromium, cairoOverWhite)
        let chromiumShare = Double(chromiumDiffering) / Double(cairoOverWhite.pixels.count)
        print(
            "chromium alpha threshold: \(chromiumDiffering) pixels (\(String(format: "%.3f", chromiumShare * 100)) %) over 8/255"
        )
        #expect(chromiumShare <= 0.005)
    }

    @Test func linearColourFiltersAreLinearRGBFiltersThatLibrsvgDrawsAsCairoDoes() throws {
        let scene = Canvas { context, size in
            context.addFilter(.hueRotation(.degrees(90)), options: .linearColor)
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.orange))
            context.fill(
                Path(ellipseIn: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)),
                with: .linearGradient(
                    Gradient(colors: [.blue, .green]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }.frame(width: 96, height: 48)
        let (svg, librsvg, cairo) = try svgAndRaster(scene, scale: 2)
        #expect(svg.contains(#"color-interpolation-filters="linearRGB""#))
        let differing = differingPixels(librsvg, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print("librsvg linear colour: \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255")
        #expect(share <= 0.005)
    }

    @Test func blursAreGaussianBlurPrimitives() throws {
        let svg = try ImageRenderer(content: Self.scene).svgString()
        #expect(svg.contains(#"<feGaussianBlur stdDeviation="3"/>"#))
        #expect(svg.contains(#"values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 255 0""#))
        #expect(!svg.contains("<image"))
    }

    @Test func librsvgDrawsBlursAsCairoDoes() throws {
        let (_, librsvg, cairo) = try svgAndRaster(Self.scene, scale: 2)
        let differing = differingPixels(librsvg, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print("librsvg blurs: \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255")
        #expect(share <= 0.005)
    }

    @Test(
        .enabled(
            if: HeadlessChromium.isAvailable,
            "no chromium or chromium-browser on the PATH; `make test` installs Debian's `chromium`"),
        .timeLimit(.minutes(10))
    )
    func chromiumDrawsBlursAsCairoDoes() throws {
        // 256 × 256: headless Chromium screenshots small windows blank.
        let (chromium, cairo) = try chromiumAndCairo(ImageRenderer(content: Self.scene), name: "blur")
        let differing = differingPixels(chromium, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print("chromium blurs: \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255")
        #expect(share <= 0.005)
    }
}
