import CCairo
import Foundation
import Testing
import Vellum
import VellumReferenceScenes
import VellumTestSupport

// A second, independent check of our SVG: headless Chromium (Debian's `chromium`, which
// `make test` installs through scripts/install-deps.sh) screenshots each reference scene's
// SVG, and the screenshot must match the Cairo raster as librsvg's rendering does.

/// A PNG file decoded by Cairo, as premultiplied ARGB (opaque for RGB files).
func decodePNG(_ url: URL) throws -> RasterImage {
    guard let surface = cairo_image_surface_create_from_png(url.path) else {
        throw HeadlessChromium.Failure(description: "cairo could not create a surface for \(url.path)")
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        throw HeadlessChromium.Failure(
            description:
                "cairo could not read \(url.path): \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))"
        )
    }
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
        throw HeadlessChromium.Failure(description: "\(url.path): unexpected cairo format \(format.rawValue)")
    }
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
        throw HeadlessChromium.Failure(description: "\(url.path): no pixel data")
    }
    let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { pixels[y * width + x] = row[x] | opaque }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
}

/// `image` composited over opaque white (premultiplied: c + (255 − a)).
func overWhite(_ image: RasterImage) -> RasterImage {
    RasterImage(
        width: image.width, height: image.height,
        pixels: image.pixels.map { p in
            let rest = 255 - (p >> 24)
            var out: UInt32 = 0xFF00_0000
            for shift: UInt32 in [0, 8, 16] { out |= min(255, ((p >> shift) & 0xFF) + rest) << shift }
            return out
        })
}

/// Scenes where Chromium and Cairo rasterize the same curved geometry differently by more
/// than the bound; the SVG is not at fault. Measured against a 16×16-supersampled exact
/// rendering of each scene's geometry (pixels over 8/255):
///
/// - ring: Chromium's anti-aliasing of curves at device scale 1 is coarse. Even a plain black
///   `<circle>` or annulus on white differs from the exact coverage on about a quarter of its
///   edge pixels, by up to 69/255 (mean ≈ 0, so noise rather than a shift); GPU rasterization
///   through SwiftShader is no better. Here: 584 pixels from exact (round caps up to ~0.3 px
///   small), 681 when the stroke is written as a filled outline instead. Cairo flattens to
///   chords within 0.1 px, so both stroke edges sit up to 0.1 px inside the circle (543 from
///   exact; 1 at tolerance 0.01, yet Chromium then still differs from Cairo on 580).
/// - dashed-ring: written with `stroke-dasharray`, Chromium cuts dashes from the curve itself
///   (radial ends) but measures length along its own flattening, about 0.05 % short, so the
///   dashes drift by up to ≈0.17 px (3001 pixels from exact), on top of the edge noise above;
///   Vellum's PNG places them exactly (332 from exact). Written as paths
///   (`SVGOptions.dashesAsPaths`), Chromium's picture 8 times larger and averaged is within 57
///   pixels of exact, but at 1× its anti-aliasing leaves 1179 (ExactDashesTests).
///
/// These scenes are still rendered and measured; their failure is recorded as a known issue,
/// and if one comes within the bound the test fails until it is taken off this list.
let chromiumKnownDisagreements: Set<String> = ["ring", "dashed-ring"]

@Suite(.serialized) struct ChromiumSVGTests {
    @Test(
        .enabled(
            if: HeadlessChromium.isAvailable,
            "no chromium or chromium-browser on the PATH; `make test` installs Debian's `chromium` (scripts/install-deps.sh test)"
        ),
        // A guard against a hang only (HeadlessChromium kills a browser after 60 s): on two
        // cores shared with every other suite, waiting for a thread counts here too.
        .timeLimit(.minutes(10)),
        arguments: ReferenceScene.all.map(\.name)
    )
    func chromiumDrawsOurSVGAsCairoDrawsTheScene(_ name: String) throws {
        // One browser at a time (.serialized): each launch is under a second, CI has two cores.
        let scene = try #require(ReferenceScene.all.first { $0.name == name })
        let renderer = ImageRenderer(content: scene.view())
        renderer.proposedSize = ProposedViewSize(CGSize(width: 256, height: 256))
        let cairo = overWhite(try renderer.image())
        let svg = try renderer.svgString()

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-chromium-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var keep = false
        defer {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("chromium-profile"))
            if !keep { try? FileManager.default.removeItem(at: directory) }
        }
        let page = directory.appendingPathComponent("\(name).svg")
        try Data(svg.utf8).write(to: page)
        let screenshotURL = directory.appendingPathComponent("\(name).chromium.png")

        let start = Date()
        do {
            try HeadlessChromium.screenshot(
                of: page, width: cairo.width, height: cairo.height, to: screenshotURL, in: directory)
        } catch {
            keep = true // the SVG and chromium's log
            throw error
        }
        let seconds = Date().timeIntervalSince(start)
        let chromium = overWhite(try decodePNG(screenshotURL))
        try #require(
            chromium.width == cairo.width && chromium.height == cairo.height,
            "\(name): screenshot is \(chromium.width)×\(chromium.height), not \(cairo.width)×\(cairo.height)")

        let differing = differingPixels(chromium, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        let known = chromiumKnownDisagreements.contains(name)
        print(
            "chromium \(name): \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255\(known ? " (known disagreement)" : ""), screenshot in \(String(format: "%.2f", seconds)) s"
        )
        if share > 0.005 && !known {
            keep = true
            try? renderer.pngData().write(to: directory.appendingPathComponent("\(name).cairo.png"))
        }
        let message: Comment =
            "\(name): \(differing) pixels (\(String(format: "%.3f", share * 100)) %) differ by more than 8/255\(keep ? "; SVG, screenshot and Cairo PNG kept in \(directory.path)" : "")"
        if known {
            withKnownIssue(
                "Chromium and Cairo approximate \(name)'s curved edges differently (see chromiumKnownDisagreements)"
            ) {
                #expect(share <= 0.005, message)
            }
        } else {
            #expect(share <= 0.005, message)
        }
    }
}

/// librsvg ignores `mix-blend-mode: plus-lighter`; browsers draw it. Chromium checks ours.
@Suite(.serialized) struct ChromiumBlendTests {
    @Test(
        .enabled(
            if: HeadlessChromium.isAvailable,
            "no chromium or chromium-browser on the PATH; `make test` installs Debian's `chromium`"),
        // A guard against a hang only (HeadlessChromium kills a browser after 60 s): on two
        // cores shared with every other suite, waiting for a thread counts here too.
        .timeLimit(.minutes(10)),
        arguments: [BlendMode.plusLighter, .multiply, .hue]
    )
    func chromiumDrawsBlendModesAsCairo(_ mode: BlendMode) throws {
        // Headless Chromium screenshots small windows blank (90 × 90 came back transparent),
        // so the canvas is 256 × 256; edges fall on whole pixels because Chromium quantizes
        // the coverage of fractional edges (a 0.56-covered row came out 0.50), which is not
        // what this test is about.
        let renderer = ImageRenderer(
            content: Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                context.scaleBy(x: 2, y: 2)
                context.fill(Path(CGRect(x: 0, y: 0, width: 90, height: 45)), with: .color(Color(white: 0.4)))
                context.fill(Path(CGRect(x: 10, y: 10, width: 50, height: 50)), with: .color(.orange))
                context.blendMode = mode
                context.opacity = 0.8
                context.fill(Path(CGRect(x: 30, y: 25, width: 50, height: 50)), with: .color(.blue))
            }.frame(width: 256, height: 256))
        let (chromium, cairo) = try chromiumAndCairo(renderer, name: "blend")
        let differing = differingPixels(chromium, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print("chromium blend \(mode): \(String(format: "%.3f", share * 100)) % over 8/255")
        #expect(share <= 0.005, "\(mode): \(differing) pixels differ")
    }
}

/// Chromium's screenshot of `renderer`'s SVG and Cairo's raster of the same view, both over
/// white (set `VELLUM_KEEP` to keep the files and print where they are).
func chromiumAndCairo<Content: View>(_ renderer: ImageRenderer<Content>, name: String) throws -> (
    chromium: RasterImage, cairo: RasterImage
) {
    let cairo = overWhite(try renderer.image())
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "vellum-chromium-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer {
        if ProcessInfo.processInfo.environment["VELLUM_KEEP"] == nil {
            try? FileManager.default.removeItem(at: directory)
        } else {
            print(directory.path)
        }
    }
    let page = directory.appendingPathComponent("\(name).svg")
    try renderer.svgData().write(to: page)
    let shot = directory.appendingPathComponent("\(name).png")
    try HeadlessChromium.screenshot(of: page, width: cairo.width, height: cairo.height, to: shot, in: directory)
    let chromium = overWhite(try decodePNG(shot))
    try #require(chromium.width == cairo.width && chromium.height == cairo.height)
    return (chromium, cairo)
}
