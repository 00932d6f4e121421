import CCairo
import Foundation
import Synchronization
import VellumCore
import VellumGeometry

/// Coverage of text outlines on pixel targets, rasterized once per placement and composited
/// as a mask after that: the text blob cache of a mature rasterizer, shared by every render
/// in the process.
///
/// A server draws the same labels again and again ("Upload", "42%"), and scan-converting
/// glyph outlines was the largest part of a small PNG. A mask is Cairo's own coverage of
/// the outline, made with the same scan converter at the same sub-pixel offset; an integer
/// pixel translation moves it unchanged, so a hit has exactly the coverage a fill computes
/// (composited, colours may differ from a fill's by one unit: pixman's masked OVER rounds
/// some products apart from Cairo's span renderer). The key is the outline, the linear part
/// of its device transform and the fractional part of its translation. Bounded in bytes:
/// when full it starts again empty.
final class TextCoverageCache: Sendable {
    static let shared = TextCoverageCache(byteLimit: 8 << 20)

    /// The largest mask kept, in pixels: bigger text is filled as a path each time.
    static let maximumMaskPixels = 256 * 256

    /// How the outline lies on the pixel grid, up to a whole-pixel translation.
    struct Placement: Hashable, Sendable {
        let xx, yx, xy, yy: Double
        let fractionX, fractionY: Double
    }

    private typealias Key = SampledPathKey<Placement>

    private let byteLimit: Int
    private let state = Mutex<(entries: [Key: CoverageMask], bytes: Int)>(([:], 0))

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The coverage of `outline` under the device `matrix`, from the cache or rasterized now;
    /// nil when it is too large to keep or not finite. The mask's origin is in device pixels.
    func mask(for outline: Path, matrix: cairo_matrix_t) throws -> (mask: CoverageMask, x: Int, y: Int)? {
        guard matrix.x0.isFinite, matrix.y0.isFinite, abs(matrix.x0) < 1e9, abs(matrix.y0) < 1e9 else { return nil }
        let wholeX = matrix.x0.rounded(.down), wholeY = matrix.y0.rounded(.down)
        let placement = Placement(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy,
                                  fractionX: matrix.x0 - wholeX, fractionY: matrix.y0 - wholeY)
        let key = Key(path: outline, extra: placement)
        let found = state.withLock { $0.entries[key] }
        let mask: CoverageMask
        if let found {
            mask = found
        } else {
            guard let made = try CoverageMask(outline, placement: placement) else { return nil }
            mask = made
            state.withLock { state in
                if state.bytes + made.byteCount > byteLimit { state = ([:], 0) }
                if state.entries.updateValue(made, forKey: key) == nil { state.bytes += made.byteCount }
            }
        }
        return (mask, Int(wholeX) + mask.originX, Int(wholeY) + mask.originY)
    }

    /// Entries held now, for tests.
    var count: Int { state.withLock { $0.entries.count } }
}

/// 8-bit coverage of one outline (Cairo's A8 format), immutable once made: any number of
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

    /// Rasterizes `outline` with the non-zero rule; nil when its bounds are not finite or the
    /// mask would exceed ``TextCoverageCache/maximumMaskPixels``.
    init?(_ outline: Path, placement: TextCoverageCache.Placement) throws {
        let linear = CGAffineTransform(a: placement.xx, b: placement.yx, c: placement.xy, d: placement.yy,
                                       tx: placement.fractionX, ty: placement.fractionY)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        outline.forEachPoint { point in
            let p = point.applying(linear)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, minY.isFinite, maxX - minX < 4096, maxY - minY < 4096 else { return nil }
        // The hull of the control points holds the outline; a pixel more on each side.
        let left = minX.rounded(.down) - 1, top = minY.rounded(.down) - 1
        let width = Int(maxX.rounded(.up) - left) + 1, height = Int(maxY.rounded(.up) - top) + 1
        guard width > 0, height > 0, width * height <= TextCoverageCache.maximumMaskPixels else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard stride > 0, let memory = calloc(stride * height, 1)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        do {
            let surface = try Self.surface(over: memory, width: width, height: height, stride: stride)
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else {
                throw RenderError.backend(operation: "cairo_create", detail: "no context for a text mask")
            }
            defer { cairo_destroy(cr) }
            var matrix = cairo_matrix_t(xx: placement.xx, yx: placement.yx, xy: placement.xy, yy: placement.yy,
                                        x0: placement.fractionX - left, y0: placement.fractionY - top)
            cairo_set_matrix(cr, &matrix)
            CairoPath.set(outline, on: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            try checkCairo(cairo_status(cr), "rasterizing a text mask")
            cairo_surface_flush(surface)
        } catch {
            free(memory)
            throw error
        }
        self.width = width
        self.height = height
        self.stride = stride
        originX = Int(left)
        originY = Int(top)
        bytes = memory
    }

    deinit { free(bytes) }

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

    private static func surface(over bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
                                stride: Int) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_A8, Int32(width), Int32(height),
                                                                Int32(stride)) else {
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
