import CCairo
import Foundation
import Testing
import Vellum
@testable import VellumCairo

/// Text masks kept across renders: a mask composited with an opaque colour gives the pixels
/// of Cairo's own fill, at every sub-pixel offset; whole-pixel moves reuse it; limits hold.
@Suite struct TextCoverageCacheTests {
    /// A glyph-like outline: a ring (a hole by winding) and a cubic bowl with a straight stem.
    static let outline: Path = {
        var path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 14.3, height: 17.1))
        path.addPath(Path(ellipseIn: CGRect(x: 3.2, y: 4.1, width: 7.7, height: 9.4)).applying(
            CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 17.6)))
        path.move(to: CGPoint(x: 18, y: 0.4))
        path.addCurve(to: CGPoint(x: 31.7, y: 16.9), control1: CGPoint(x: 35, y: 1), control2: CGPoint(x: 20, y: 9))
        path.addLine(to: CGPoint(x: 18.6, y: 16.2))
        path.closeSubpath()
        return path
    }()

    static func matrix(_ x: Double, _ y: Double, scale: Double = 1) -> cairo_matrix_t {
        cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: x, y0: y)
    }

    /// Cairo's coverage of the outline filled on a 64×48 A8 surface, and the cache's mask of
    /// it laid on the same grid.
    static func coverages(_ cache: TextCoverageCache, _ matrix: cairo_matrix_t) throws -> (filled: [UInt8], masked: [UInt8]) {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 64, 48))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        var m = matrix
        cairo_set_matrix(cr, &m)
        CairoPath.set(outline, on: cr)
        cairo_fill(cr)
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let found = try #require(try cache.mask(for: outline, matrix: matrix))
        var filled: [UInt8] = [], masked: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<64 {
                filled.append(data[y * stride + x])
                masked.append(found.mask[x - found.x, y - found.y])
            }
        }
        return (filled, masked)
    }

    @Test(arguments: [(0.0, 0.0), (0.25, 0.5), (0.73, 0.11), (0.999, 0.001), (12.5, 7.375), (20.1, 30.9)])
    func maskIsCairosCoverage(x: Double, y: Double) throws {
        let cache = TextCoverageCache(byteLimit: 1 << 20)
        let (filled, masked) = try Self.coverages(cache, Self.matrix(x, y))
        #expect(filled.filter { $0 == 255 }.count > 150)
        #expect(filled.contains { $0 > 0 && $0 < 255 })
        #expect(filled == masked)
    }

    @Test func scaledAndSkewedOutlinesToo() throws {
        let cache = TextCoverageCache(byteLimit: 1 << 20)
        let matrix = cairo_matrix_t(xx: 1.5, yx: 0.2, xy: -0.3, yy: 1.25, x0: 9.37, y0: 3.61)
        let (filled, masked) = try Self.coverages(cache, matrix)
        #expect(filled == masked)
    }

    /// Composited, the mask gives the fill's colours but for Cairo's rounding: its span
    /// renderer and pixman's masked OVER round some products differently, by one unit.
    @Test func compositedMaskIsTheFillWithinOneUnit() throws {
        let cache = TextCoverageCache(byteLimit: 1 << 20)
        let matrix = Self.matrix(20.1, 30.9)
        let colour = (0x34 / 255.0, 0x78 / 255.0, 0xF6 / 255.0)
        let filled = try renderWithCairo(width: 64, height: 48) { cr in
            var m = matrix
            cairo_set_matrix(cr, &m)
            CairoPath.set(Self.outline, on: cr)
            cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
            cairo_fill(cr)
        }
        let found = try #require(try cache.mask(for: Self.outline, matrix: matrix))
        let surface = try found.mask.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let masked = try renderWithCairo(width: 64, height: 48) { cr in
            cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
            cairo_mask_surface(cr, surface, Double(found.x), Double(found.y))
        }
        let difference = PixelDifference(filled, masked, threshold: 1)
        #expect(difference.count == 0, "\(difference)")
        #expect(PixelDifference(filled, masked, threshold: 0).share < 0.005)
    }

    @Test func wholePixelMovesShareOneMask() throws {
        let cache = TextCoverageCache(byteLimit: 1 << 20)
        let first = try #require(try cache.mask(for: Self.outline, matrix: Self.matrix(3.25, 2.625)))
        let moved = try #require(try cache.mask(for: Self.outline, matrix: Self.matrix(17.25, 9.625)))
        #expect(cache.count == 1)
        #expect(first.mask === moved.mask)
        #expect(moved.x - first.x == 14 && moved.y - first.y == 7)
        // Another sub-pixel offset, scale or outline is another mask.
        _ = try cache.mask(for: Self.outline, matrix: Self.matrix(3.75, 2.625))
        _ = try cache.mask(for: Self.outline, matrix: Self.matrix(3.25, 2.625, scale: 2))
        _ = try cache.mask(for: Path(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5)), matrix: Self.matrix(3.25, 2.625))
        #expect(cache.count == 4)
    }

    @Test func largeOrFarTextIsFilledInstead() throws {
        let cache = TextCoverageCache(byteLimit: 1 << 20)
        let large = Path(ellipseIn: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(try cache.mask(for: large, matrix: Self.matrix(0, 0)) == nil)
        #expect(try cache.mask(for: Self.outline, matrix: Self.matrix(2e9, 0)) == nil)
        #expect(try cache.mask(for: Self.outline, matrix: Self.matrix(.nan, 0)) == nil)
        #expect(cache.count == 0)
    }

    @Test func aFullCacheStartsAgainEmpty() throws {
        // Each mask of the outline is about 34 × 20 bytes: three fit in 2.5 KB, a fourth does not.
        let cache = TextCoverageCache(byteLimit: 2_500)
        for i in 0..<3 { _ = try cache.mask(for: Self.outline, matrix: Self.matrix(0.1 * Double(i), 0)) }
        #expect(cache.count == 3)
        _ = try cache.mask(for: Self.outline, matrix: Self.matrix(0.5, 0))
        #expect(cache.count == 1)
    }

    /// Through the renderer: text drawn again, or a whole pixel further, gives the same pixels.
    @Test func textRendersTheSameFromTheCache() throws {
        func label(_ x: CGFloat) -> some View {
            Canvas { context, _ in
                context.draw(Text("Upload 42%").font(.system(size: 13)), at: CGPoint(x: x, y: 20), anchor: .leading)
            }.frame(width: 120, height: 40)
        }
        let first = try render(label(10.3)), again = try render(label(10.3)), moved = try render(label(11.3))
        #expect(first == again)
        var shifted = 0
        for y in 0..<40 {
            for x in 0..<119 where first.pixels[y * 120 + x] != moved.pixels[y * 120 + x + 1] { shifted += 1 }
        }
        #expect(first.pixels.contains { $0 != 0 })
        #expect(shifted == 0)
    }
}
