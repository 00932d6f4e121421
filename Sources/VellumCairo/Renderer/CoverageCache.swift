import CCairo
import Foundation
import Synchronization
@_spi(RenderCaches) import VellumDrawing
@_spi(RenderCaches) import VellumGeometry

/// Coverage of text outlines and strokes on pixel targets, rasterized into an 8-bit mask
/// and composited through it: the glyph and path-mask caches of a mature rasterizer, shared
/// by every render given the same ``RenderCaches``.
///
/// A server draws the same labels and the same ring tracks again and again ("Upload",
/// "42%", a full circle), and scan-converting them was the largest part of a small PNG.
/// A mask is Cairo's own coverage of the shape, made with the same stroker and scan
/// converter at the same sub-pixel offset; an integer pixel translation moves it unchanged.
/// So a kept mask has exactly the coverage a new one would (composited, colours may differ
/// from a direct fill's by one unit: pixman's masked OVER rounds some products apart from
/// Cairo's span renderer). Eligible shapes always go through a mask, kept or new, so the
/// pixels never depend on what the cache holds.
///
/// The key is the path, how it is drawn (fill or stroke style), the linear part of its
/// device transform and the fractional part of its translation. A mask is kept the second
/// time its key is asked for: labels of one-off values pass through without pushing out
/// what recurs. Bounded in bytes (``RenderCaches/coverageMaskBytes``): the least recently
/// used masks make room for new ones. Each `RenderCaches` holds one, made on first use.
final class CoverageCache: RenderCacheStorage {
    /// The coverage cache of `caches`.
    static func of(_ caches: RenderCaches) -> CoverageCache {
        caches.storage(.coverageMasks) { CoverageCache(byteLimit: $0) }
    }

    /// The largest mask made, in pixels: bigger shapes are drawn directly each time.
    static let maximumMaskPixels = 256 * 256
    /// Keys remembered as asked for once; past this the memory starts again empty.
    static let maximumSightings = 4096

    /// What is rasterized: an outline filled with the non-zero rule, or a path stroked.
    enum Coverage: Hashable, Sendable {
        case nonZeroFill
        case stroke(StrokeStyle)
    }

    /// How the shape lies on the pixel grid, up to a whole-pixel translation.
    struct Placement: Hashable, Sendable {
        let coverage: Coverage
        let xx, yx, xy, yy: Double
        let fractionX, fractionY: Double
    }

    private typealias Key = SampledPathKey<Placement>

    private let masks: ByteLimitedCache<Key, CoverageMask>
    /// Hash values of keys asked for once and not kept.
    private let sightings = Mutex(Set<Int>())

    init(byteLimit: Int) {
        masks = ByteLimitedCache(byteLimit: byteLimit)
    }

    /// The coverage of `path` drawn as `coverage` under the device `matrix`, kept or made
    /// now; nil when it is too large for a mask or not finite. The origin is in device pixels.
    func mask(
        for path: Path, _ coverage: Coverage = .nonZeroFill,
        matrix: cairo_matrix_t
    ) throws -> (mask: CoverageMask, x: Int, y: Int)? {
        guard matrix.x0.isFinite, matrix.y0.isFinite, abs(matrix.x0) < 1e9, abs(matrix.y0) < 1e9 else { return nil }
        let wholeX = matrix.x0.rounded(.down), wholeY = matrix.y0.rounded(.down)
        let placement = Placement(
            coverage: coverage, xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy,
            fractionX: matrix.x0 - wholeX, fractionY: matrix.y0 - wholeY)
        let key = Key(path: path, extra: placement)
        let mask: CoverageMask
        if let found = masks.value(for: key) {
            mask = found
        } else {
            guard let made = try CoverageMask(path, placement: placement) else { return nil }
            mask = made
            let hash = key.hashValue
            let seenBefore = sightings.withLock { sightings in
                guard sightings.remove(hash) != nil else {
                    if sightings.count >= Self.maximumSightings { sightings.removeAll(keepingCapacity: true) }
                    sightings.insert(hash)
                    return false
                }
                return true
            }
            // The key holds the path: its elements count too.
            if seenBefore { masks.insert(made, for: key, bytes: made.byteCount + path.estimatedByteCount) }
        }
        return (mask, Int(wholeX) + mask.originX, Int(wholeY) + mask.originY)
    }

    var statistics: CacheStatistics { masks.statistics }

    func removeAll() {
        masks.removeAll()
        sightings.withLock { $0.removeAll() }
    }

    /// Masks kept now, for tests.
    var count: Int { masks.statistics.entries }
}

/// 8-bit coverage of one shape (Cairo's A8 format), immutable once made: any number of
/// renders may read it at once.
final class CoverageMask: @unchecked Sendable {
    let width: Int
    let height: Int
    let stride: Int
    /// Where the mask's first pixel lies, relative to the whole-pixel part of the placement.
    let originX: Int
    let originY: Int
    private let bytes: UnsafeMutablePointer<UInt8>

    var byteCount: Int { stride * height }

    /// Rasterizes `path` as `placement` says; nil when its bounds are not finite or the mask
    /// would exceed ``CoverageCache/maximumMaskPixels``.
    init?(_ path: Path, placement: CoverageCache.Placement) throws {
        let linear = CGAffineTransform(
            a: placement.xx, b: placement.yx, c: placement.xy, d: placement.yy,
            tx: placement.fractionX, ty: placement.fractionY)
        // The hull of the control points holds a fill; a stroke reaches `outset` beyond it in
        // user space, where Cairo's pen lies.
        var outset: CGFloat = 0
        if case .stroke(let style) = placement.coverage {
            guard style.lineWidth.isFinite, style.lineWidth > 0 else { return nil }
            outset = Self.strokeReach(style)
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        path.forEachPoint { point in
            for dx in outset > 0 ? [-outset, outset] : [0] {
                for dy in outset > 0 ? [-outset, outset] : [0] {
                    let p = CGPoint(x: point.x + dx, y: point.y + dy).applying(linear)
                    minX = min(minX, p.x); maxX = max(maxX, p.x)
                    minY = min(minY, p.y); maxY = max(maxY, p.y)
                }
            }
        }
        guard minX.isFinite, minY.isFinite, maxX - minX < 4096, maxY - minY < 4096 else { return nil }
        // A pixel more on each side.
        let left = minX.rounded(.down) - 1, top = minY.rounded(.down) - 1
        let width = Int(maxX.rounded(.up) - left) + 1, height = Int(maxY.rounded(.up) - top) + 1
        guard width > 0, height > 0, width * height <= CoverageCache.maximumMaskPixels else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard stride > 0, let memory = calloc(stride * height, 1)?.assumingMemoryBound(to: UInt8.self) else {
            return nil
        }
        defer { free(memory) }
        do {
            let surface = try Self.surface(over: memory, width: width, height: height, stride: stride)
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else {
                throw RenderError.backend(operation: "cairo_create", detail: "no context for a coverage mask")
            }
            defer { cairo_destroy(cr) }
            var matrix = cairo_matrix_t(
                xx: placement.xx, yx: placement.yx, xy: placement.xy, yy: placement.yy,
                x0: placement.fractionX - left, y0: placement.fractionY - top)
            cairo_set_matrix(cr, &matrix)
            CairoPath.set(path, on: cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            switch placement.coverage {
            case .nonZeroFill:
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            case .stroke(let style):
                CairoPlayer.applyStroke(style, on: cr)
                cairo_stroke(cr)
            }
            try checkCairo(cairo_status(cr), "rasterizing a coverage mask")
            cairo_surface_flush(surface)
        }
        // Kept trimmed to its ink: a stroke's bound allows for miters it may not have, and
        // compositing walks every pixel of the mask.
        guard let ink = Self.inkBounds(memory, width: width, height: height, stride: stride) else { return nil }
        let inkStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(ink.width)))
        guard inkStride > 0, let trimmed = malloc(inkStride * ink.height)?.assumingMemoryBound(to: UInt8.self) else {
            return nil
        }
        for row in 0..<ink.height {
            let target = trimmed + row * inkStride
            target.update(from: memory + (ink.y + row) * stride + ink.x, count: ink.width)
            (target + ink.width).initialize(repeating: 0, count: inkStride - ink.width)
        }
        self.width = ink.width
        self.height = ink.height
        self.stride = inkStride
        originX = Int(left) + ink.x
        originY = Int(top) + ink.y
        bytes = trimmed
    }

    /// The smallest rectangle holding every non-zero byte of an A8 image; nil when all are 0.
    static func inkBounds(
        _ bytes: UnsafePointer<UInt8>, width: Int, height: Int,
        stride: Int
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, maxX = -1, minY = height, maxY = -1
        let raw = UnsafeRawPointer(bytes)
        for y in 0..<height {
            let row = y * stride
            var x = 0
            var rowHasInk = false
            // Eight bytes at a time; the first and last set byte of a word by its zero bits
            // (little-endian: the lowest byte is the leftmost pixel).
            while x + 8 <= width {
                let word = raw.loadUnaligned(fromByteOffset: row + x, as: UInt64.self).littleEndian
                if word != 0 {
                    rowHasInk = true
                    minX = min(minX, x + word.trailingZeroBitCount / 8)
                    maxX = max(maxX, x + 7 - word.leadingZeroBitCount / 8)
                }
                x += 8
            }
            while x < width {
                if bytes[row + x] != 0 {
                    rowHasInk = true
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
                x += 1
            }
            if rowHasInk {
                minY = min(minY, y)
                maxY = y
            }
        }
        guard maxY >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    deinit { free(bytes) }

    /// How far a stroke's ink lies from its path at most, in user units: half the width,
    /// a square cap's corner, or a miter's tip up to the limit (a prepared style's, already
    /// effective: at least 1).
    static func strokeReach(_ style: StrokeStyle) -> CGFloat {
        let half = style.lineWidth / 2
        let cap = style.lineCap == .square ? half * 2.squareRoot() : half
        let join = style.lineJoin == .miter ? half * style.miterLimit : half
        return max(cap, join) + 1
    }

    /// The coverage at column `x`, row `y` of the mask (0 outside it).
    subscript(_ x: Int, _ y: Int) -> UInt8 {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return 0 }
        return bytes[y * stride + x]
    }

    /// A Cairo surface over the coverage (the caller destroys it; it must not outlive the
    /// mask, and nothing may draw into it once the mask is shared).
    func makeSurface() throws -> OpaquePointer {
        try Self.surface(over: bytes, width: width, height: height, stride: stride)
    }

    private static func surface(
        over bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        stride: Int
    ) throws -> OpaquePointer {
        guard
            let surface = cairo_image_surface_create_for_data(
                bytes, CAIRO_FORMAT_A8, Int32(width), Int32(height),
                Int32(stride))
        else {
            throw RenderError.backend(operation: "cairo_image_surface_create_for_data", detail: "no surface")
        }
        do {
            try checkCairo(cairo_surface_status(surface), "cairo_image_surface_create_for_data")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        return surface
    }
}
