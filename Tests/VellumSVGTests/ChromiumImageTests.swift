import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Our SVG of the image cases in headless Chromium against our PNG (over white), within the
/// project's bound. The fixtures are VellumImageTests' files. Tiles and nine-slice images are
/// checked with librsvg (ImageSVGTests): Chromium rasterises an SVG pattern's tile on its own
/// pixel grid before repeating it, so bilinear seams and pixel phases differ from any
/// renderer that samples the plane (1.1 % of this sheet's pixels with them).
@Suite(.enabled(if: HeadlessChromium.isAvailable, "no chromium on the PATH; `make test` installs Debian's `chromium`"))
struct ChromiumImageTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("VellumImageTests/Images/\(name)"))
    }

    @Test func imagesInChromiumMatchOurPNG() throws {
        let avatar = Image(data: try Self.fixture("avatar.png"))
        let checker = Image(data: try Self.fixture("checker.png")), star = Image(data: try Self.fixture("star.svg"))
        let glyph = Image(data: try Self.fixture("glyph.png")), logo = Image(data: try Self.fixture("logo.jpg"))
        let view = VStack(spacing: 4) {
            HStack(spacing: 4) {
                avatar
                avatar.resizable().frame(width: 60, height: 40)
                checker.resizable().interpolation(.none).frame(width: 40, height: 40)
                star.resizable().frame(width: 48, height: 48)
            }
            HStack(spacing: 4) {
                glyph.renderingMode(.template).foregroundStyle(.blue)
                logo
                Image(systemName: "star.fill").foregroundStyle(.orange)
            }
        }
        .padding(4)
        let (chromium, cairo) = try chromiumAndCairo(
            ImageRenderer(content: view.frame(width: 256, height: 256)),
            // Headless Chromium with a fresh profile leaves small windows partly blank.
            name: "images")
        if ProcessInfo.processInfo.environment["VELLUM_KEEP"] != nil {
            try? cairo.pngData().write(to: URL(fileURLWithPath: "/tmp/chromium-images-cairo.png"))
            try? chromium.pngData().write(to: URL(fileURLWithPath: "/tmp/chromium-images-chromium.png"))
        }
        let differing = differingPixels(chromium, cairo)
        let share = Double(differing) / Double(cairo.width * cairo.height)
        print("chromium images: \(differing) pixels (\(share * 100) %) over 8/255")
        #expect(share <= 0.005)
    }
}
