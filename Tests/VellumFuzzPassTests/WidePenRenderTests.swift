import Foundation
import Testing
import Vellum
import VellumRsvg

/// Pens 1e300 wide, drawn: the PNG and librsvg's rendering of our SVG both show the exact
/// stroke near the image (fuzz finding 12: the outline's edges lost where the path was, and
/// 80,000 dashes 400,000 points long all cut the image).
@Suite("Pens wider than the image, rendered")
struct WidePenRenderTests {
    /// The PNG, and the SVG as librsvg draws it, of a 64 × 64 canvas.
    static func images(_ draw: @escaping @Sendable (inout GraphicsContext, CGSize) -> Void) throws -> [(
        String, RasterImage
    )] {
        let renderer = ImageRenderer(
            content: Canvas { context, size in draw(&context, size) }.frame(width: 64, height: 64))
        let svg = try LibrsvgRenderer.image(svg: Data(try renderer.svgString().utf8), width: 64, height: 64)
        return [("PNG", try renderer.image()), ("SVG", svg)]
    }

    /// A line 80,000 points long at 3:4 through the centre, dashed [3, 7] with butt caps: each
    /// dash paints the slab between the normals at its ends, so a pixel is painted when its
    /// centre's distance along the line, modulo 10, is under 3.
    @Test("Dashes of a pen 1e300 wide are slabs across the image where the pattern puts them")
    func dashedSlabs() throws {
        let direction = CGPoint(x: 0.6, y: 0.8), centre = CGPoint(x: 32, y: 32)
        let images = try Self.images { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: centre.x - 40_000 * direction.x, y: centre.y - 40_000 * direction.y))
            line.addLine(to: CGPoint(x: centre.x + 40_000 * direction.x, y: centre.y + 40_000 * direction.y))
            context.stroke(
                line, with: .color(Color(red: 0, green: 0, blue: 1)), style: StrokeStyle(lineWidth: 1e300, dash: [3, 7])
            )
        }
        for (name, image) in images {
            var painted = 0, empty = 0
            for y in 0..<64 {
                for x in 0..<64 {
                    let along =
                        (CGFloat(x) + 0.5 - centre.x) * direction.x + (CGFloat(y) + 0.5 - centre.y) * direction.y
                    let phase = (along.truncatingRemainder(dividingBy: 10) + 10).truncatingRemainder(dividingBy: 10)
                    let alpha = image.rgba(x: x, y: y).alpha
                    if phase > 0.75 && phase < 2.25 {
                        #expect(alpha == 255, "\(name) (\(x), \(y)): along \(along)")
                        painted += 1
                    } else if phase > 3.75 && phase < 9.25 {
                        #expect(alpha == 0, "\(name) (\(x), \(y)): along \(along)")
                        empty += 1
                    }
                }
            }
            #expect(painted > 500 && empty > 2_000, "\(name): \(painted) painted, \(empty) empty")
        }
    }

    /// Square dots 1e300 across on a line 400,000 points long: the first dot already covers
    /// the image, so the outline is the image's rectangle (the fuzzed drawing filled 923,111
    /// elements: 26 s in the ASan build).
    @Test("Square dots of a pen 1e300 wide cover the whole image")
    func coveringDots() throws {
        let images = try Self.images { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: -400_000, y: -4.88))
            line.addLine(to: CGPoint(x: 27.58, y: 1.34))
            context.stroke(
                line, with: .color(Color(red: 0, green: 0, blue: 1)),
                style: StrokeStyle(lineWidth: 1e300, lineCap: .square, dash: [0, 4, 3, 3]))
        }
        for (name, image) in images {
            for (x, y) in [(0, 0), (63, 0), (0, 63), (63, 63), (32, 32)] {
                let pixel = image.rgba(x: x, y: y)
                #expect(pixel.blue == 255 && pixel.alpha == 255, "\(name) (\(x), \(y)): \(pixel)")
            }
        }
    }
}
