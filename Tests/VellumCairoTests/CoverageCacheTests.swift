import CCairo
import Foundation
import Testing
import Vellum

@testable import VellumCairo

/// Coverage masks of text and strokes: a mask is Cairo's own coverage of the fill or stroke
/// at every sub-pixel offset; composited, it is the direct drawing within one unit; whole-pixel
/// moves reuse it; masks are kept from the second use; limits hold.
@Suite struct CoverageCacheTests {
    /// A glyph-like outline: a ring (a hole by winding) and a cubic bowl with a straight stem.
    static let outline: Path = {
        var path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 14.3, height: 17.1))
        path.addPath(
            Path(ellipseIn: CGRect(x: 3.2, y: 4.1, width: 7.7, height: 9.4)).applying(
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
    static func coverages(
        _ cache: CoverageCache, _ matrix: cairo_matrix_t,
        _ coverage: CoverageCache.Coverage = .nonZeroFill
    ) throws -> (filled: [UInt8], masked: [UInt8]) {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 64, 48))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        var m = matrix
        cairo_set_matrix(cr, &m)
        CairoPath.set(outline, on: cr)
        switch coverage {
        case .nonZeroFill: cairo_fill(cr)
        case .stroke(let style):
            CairoPlayer.applyStroke(style, on: cr)
            cairo_stroke(cr)
        }
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let found = try #require(try cache.mask(for: outline, coverage, matrix: matrix))
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
        let cache = CoverageCache(byteLimit: 1 << 20)
        let (filled, masked) = try Self.coverages(cache, Self.matrix(x, y))
        #expect(filled.filter { $0 == 255 }.count > 150)
        #expect(filled.contains { $0 > 0 && $0 < 255 })
        #expect(filled == masked)
    }

    @Test func scaledAndSkewedOutlinesToo() throws {
        let cache = CoverageCache(byteLimit: 1 << 20)
        let matrix = cairo_matrix_t(xx: 1.5, yx: 0.2, xy: -0.3, yy: 1.25, x0: 9.37, y0: 3.61)
        let (filled, masked) = try Self.coverages(cache, matrix)
        #expect(filled == masked)
    }

    /// Composited, the mask gives the fill's colours but for Cairo's rounding: its span
    /// renderer and pixman's masked OVER round some products differently, by one unit.
    @Test func compositedMaskIsTheFillWithinOneUnit() throws {
        let cache = CoverageCache(byteLimit: 1 << 20)
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
        let cache = CoverageCache(byteLimit: 1 << 20)
        let first = try #require(try cache.mask(for: Self.outline, matrix: Self.matrix(3.25, 2.625)))
        #expect(cache.count == 0, "kept from the second use only")
        let kept = try #require(try cache.mask(for: Self.outline, matrix: Self.matrix(17.25, 9.625)))
        let moved = try #require(try cache.mask(for: Self.outline, matrix: Self.matrix(-4.75, 30.625)))
        #expect(cache.count == 1)
        #expect(kept.mask === moved.mask)
        #expect(kept.x - first.x == 14 && kept.y - first.y == 7)
        #expect(moved.x - first.x == -8 && moved.y - first.y == 28)
        // Another sub-pixel offset, scale, outline or way of drawing is another mask.
        let others: [(Path, CoverageCache.Coverage, cairo_matrix_t)] = [
            (Self.outline, .nonZeroFill, Self.matrix(3.75, 2.625)),
            (Self.outline, .nonZeroFill, Self.matrix(3.25, 2.625, scale: 2)),
            (Path(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5)), .nonZeroFill, Self.matrix(3.25, 2.625)),
            (Self.outline, .stroke(StrokeStyle(lineWidth: 2)), Self.matrix(3.25, 2.625)),
            (Self.outline, .stroke(StrokeStyle(lineWidth: 2, lineCap: .round)), Self.matrix(3.25, 2.625))
        ]
        for (path, coverage, matrix) in others {
            for _ in 0..<2 { _ = try cache.mask(for: path, coverage, matrix: matrix) }
        }
        #expect(cache.count == 6)
    }

    /// Strokes: every cap and join, dashes, a skewed matrix, at sub-pixel offsets.
    @Test(arguments: [
        StrokeStyle(lineWidth: 1),
        StrokeStyle(lineWidth: 3.5, lineCap: .round, lineJoin: .round),
        StrokeStyle(lineWidth: 2.25, lineCap: .square, lineJoin: .bevel),
        StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 30),
        StrokeStyle(lineWidth: 2, lineCap: .round, dash: [3, 2.5, 0.5], dashPhase: 1.75)
    ])
    func strokeMaskIsCairosCoverage(style: StrokeStyle) throws {
        let cache = CoverageCache(byteLimit: 1 << 20)
        for matrix in [
            Self.matrix(12.5, 7.375), Self.matrix(20.1, 14.9),
            cairo_matrix_t(xx: 1.25, yx: 0.2, xy: -0.3, yy: 1.1, x0: 14.37, y0: 6.61)
        ] {
            let (stroked, masked) = try Self.coverages(cache, matrix, .stroke(style))
            #expect(stroked.filter { $0 > 0 }.count > 100)
            #expect(stroked == masked)
        }
    }

    /// A mask is trimmed to its ink: a circle stroked with miter joins (which it never uses)
    /// keeps only the ring's pixels, not the miter allowance.
    @Test func masksAreTrimmedToTheirInk() throws {
        let cache = CoverageCache(byteLimit: 1 << 20)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let found = try #require(
            try cache.mask(for: circle, .stroke(StrokeStyle(lineWidth: 6)), matrix: Self.matrix(10.5, 10.5)))
        // Ink from 10.5 - 3 to 50.5 + 3: pixels 7 ... 53.
        #expect(found.x == 7 && found.y == 7)
        #expect(found.mask.width == 47 && found.mask.height == 47)
        #expect((0..<47).contains { found.mask[$0, 0] > 0 } && (0..<47).contains { found.mask[46, $0] > 0 })
    }

    @Test func inkBoundsFindTheFirstAndLastSetBytes() {
        var bytes = [UInt8](repeating: 0, count: 20 * 6)
        #expect(CoverageMask.inkBounds(bytes, width: 19, height: 6, stride: 20) == nil)
        bytes[2 * 20 + 9] = 1
        bytes[4 * 20 + 17] = 200
        bytes[3 * 20 + 3] = 7
        let ink = CoverageMask.inkBounds(bytes, width: 19, height: 6, stride: 20)
        #expect(ink?.x == 3 && ink?.y == 2 && ink?.width == 15 && ink?.height == 3)
        // A byte past the width (stride padding) is not ink.
        bytes[5 * 20 + 19] = 9
        #expect(CoverageMask.inkBounds(bytes, width: 19, height: 6, stride: 20)?.height == 3)
    }

    @Test func largeOrFarTextIsFilledInstead() throws {
        let cache = CoverageCache(byteLimit: 1 << 20)
        let large = Path(ellipseIn: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(try cache.mask(for: large, matrix: Self.matrix(0, 0)) == nil)
        #expect(try cache.mask(for: Self.outline, matrix: Self.matrix(2e9, 0)) == nil)
        #expect(try cache.mask(for: Self.outline, matrix: Self.matrix(.nan, 0)) == nil)
        #expect(cache.count == 0)
    }

    @Test func aFullCacheDropsTheLeastRecentlyUsed() throws {
        // Masks of the outline at these offsets are all about one size: three fit, a fourth does not.
        let one = try #require(try CoverageCache(byteLimit: 1 << 20).mask(for: Self.outline, matrix: Self.matrix(0, 0)))
        let limit = (one.mask.byteCount + Self.outline.estimatedByteCount) * 7 / 2
        let cache = CoverageCache(byteLimit: limit)
        func draw(at step: Int) throws {
            _ = try cache.mask(for: Self.outline, matrix: Self.matrix(0.1 * Double(step), 0))
        }
        for step in 0..<3 {
            for _ in 0..<2 { try draw(at: step) }
        }
        #expect(cache.count == 3)
        try draw(at: 0) // now the most recently used: step 1 is the least
        for _ in 0..<2 { try draw(at: 5) }
        var statistics = cache.statistics
        #expect(statistics.entries == 3 && statistics.evictions == 1 && statistics.bytes <= limit)
        try draw(at: 0)
        try draw(at: 2)
        #expect(cache.statistics.hits == statistics.hits + 2)
        statistics = cache.statistics
        try draw(at: 1)
        #expect(cache.statistics.misses == statistics.misses + 1, "step 1 went first")
    }

    /// Composited, a stroke's mask is Cairo's own stroke within one unit.
    @Test func compositedStrokeIsTheStrokeWithinOneUnit() throws {
        let cache = CoverageCache(byteLimit: 1 << 20)
        let matrix = Self.matrix(20.1, 14.9)
        let style = StrokeStyle(lineWidth: 3.5, lineCap: .round)
        let colour = (0x34 / 255.0, 0x78 / 255.0, 0xF6 / 255.0)
        let stroked = try renderWithCairo(width: 64, height: 48) { cr in
            var m = matrix
            cairo_set_matrix(cr, &m)
            CairoPath.set(Self.outline, on: cr)
            CairoPlayer.applyStroke(style, on: cr)
            cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
            cairo_stroke(cr)
        }
        let found = try #require(try cache.mask(for: Self.outline, .stroke(style), matrix: matrix))
        let surface = try found.mask.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let masked = try renderWithCairo(width: 64, height: 48) { cr in
            cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
            cairo_mask_surface(cr, surface, Double(found.x), Double(found.y))
        }
        #expect(PixelDifference(stroked, masked, threshold: 1).count == 0)
        #expect(PixelDifference(stroked, masked, threshold: 0).share < 0.005)
    }

    /// What the cache holds never changes a picture: a stroke drawn first (made), again
    /// (kept from now) and once more (from the cache) is each time the mask composited, never
    /// a direct stroke, whose rounding differs on this background.
    @Test func strokesRenderTheSameWhateverTheCacheHolds() throws {
        let style = StrokeStyle(lineWidth: 3.5, lineCap: .round)
        let background = (red: 0.9, green: 0.9, blue: 0.92, opacity: 0.7)
        let offset = (x: 20.1, y: 14.9)
        let view = Canvas { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .color(
                    Color(
                        red: background.red, green: background.green, blue: background.blue, opacity: background.opacity
                    )))
            context.translateBy(x: offset.x, y: offset.y)
            context.stroke(Self.outline, with: .color(Color(red: 0, green: 0.478, blue: 1)), style: style)
        }.frame(width: 64, height: 48)
        let renders = try (0..<3).map { _ in try render(view) }

        let found = try #require(
            try CoverageCache(byteLimit: 1 << 20).mask(
                for: Self.outline, .stroke(style),
                matrix: Self.matrix(offset.x, offset.y)))
        let surface = try found.mask.makeSurface()
        defer { cairo_surface_destroy(surface) }
        func drawn(_ draw: (OpaquePointer) -> Void) throws -> RasterImage {
            try renderWithCairo(width: 64, height: 48) { cr in
                cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
                cairo_paint(cr)
                draw(cr)
            }
        }
        let masked = try drawn { cr in
            cairo_set_source_rgb(cr, 0, 0.478, 1)
            cairo_mask_surface(cr, surface, Double(found.x), Double(found.y))
        }
        let stroked = try drawn { cr in
            var m = Self.matrix(offset.x, offset.y)
            cairo_set_matrix(cr, &m)
            CairoPath.set(Self.outline, on: cr)
            CairoPlayer.applyStroke(style, on: cr)
            cairo_set_source_rgb(cr, 0, 0.478, 1)
            cairo_stroke(cr)
        }
        #expect(PixelDifference(stroked, masked, threshold: 0).count > 0, "the scene tells the two apart")
        for image in renders { #expect(image == masked) }
    }
}
