import CCairo
import Foundation
import VellumDrawing
import VellumGeometry

/// Renders a recorded `Drawing` through Cairo: to pixels, PNG or PDF.
///
/// Safe to call from many threads at once: every call makes its own Cairo surface and
/// context and frees them before it returns.
///
/// ```swift
/// let drawing = GraphicsContext.record(size: CGSize(width: 64, height: 64)) { context in
///     context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.red))
/// }
/// let png = try CairoRenderer.pngData(drawing, scale: 2)
/// ```
public enum CairoRenderer {
    /// The drawing rasterized at `scale` pixels per point: premultiplied ARGB32 pixels.
    /// The background is transparent unless `isOpaque`, which paints it white first.
    /// Coverage masks are kept in ``RenderCaches/shared``.
    public static func image(_ drawing: Drawing, scale: CGFloat = 1, isOpaque: Bool = false) throws -> RasterImage {
        try image(drawing, scale: scale, isOpaque: isOpaque, caches: .shared)
    }

    /// ``image(_:scale:isOpaque:)``, keeping coverage masks in `caches` (a Vellum addition:
    /// a server sizes its own, see ``RenderCaches``).
    ///
    /// ```swift
    /// let caches = RenderCaches(coverageMaskBytes: 1 << 20)
    /// let image = try CairoRenderer.image(drawing, scale: 2, caches: caches)
    /// ```
    public static func image(
        _ drawing: Drawing, scale: CGFloat = 1, isOpaque: Bool = false,
        caches: RenderCaches
    ) throws -> RasterImage {
        let target = try rasterize(drawing, scale: scale, isOpaque: isOpaque, caches: caches)
        let (data, stride) = try target.pixels()
        var pixels = [UInt32](repeating: 0, count: target.width * target.height)
        pixels.withUnsafeMutableBytes { destination in
            for row in 0..<target.height {
                let rowBytes = target.width * 4
                (destination.baseAddress! + row * rowBytes).copyMemory(from: data + row * stride, byteCount: rowBytes)
            }
        }
        return RasterImage(width: target.width, height: target.height, pixels: pixels)
    }

    /// Renders the drawing and lends its premultiplied ARGB32 pixels to `body` without
    /// copying them; the memory is freed when `body` returns. For measuring drawing alone
    /// from a separate package (`@_spi(Benchmarks) import VellumCairo`), as users run us.
    ///
    /// ```swift
    /// let first = try CairoRenderer.withPixels(drawing) { pixels, _, _, _ in pixels.load(as: UInt8.self) }
    /// ```
    @_spi(Benchmarks)
    public static func withPixels<R>(
        _ drawing: Drawing, scale: CGFloat = 1, isOpaque: Bool = false,
        _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws -> R
    ) throws -> R {
        let target = try rasterize(drawing, scale: scale, isOpaque: isOpaque, caches: .shared)
        let (data, stride) = try target.pixels()
        return try body(UnsafeRawPointer(data), target.width, target.height, stride)
    }

    /// The drawing as a PNG at `scale` pixels per point, encoded with `compression`.
    /// Coverage masks are kept in ``RenderCaches/shared``.
    public static func pngData(
        _ drawing: Drawing, scale: CGFloat = 1, isOpaque: Bool = false,
        compression: PNGCompression = .default
    ) throws -> Data {
        try pngData(drawing, scale: scale, isOpaque: isOpaque, compression: compression, caches: .shared)
    }

    /// ``pngData(_:scale:isOpaque:compression:)``, keeping coverage masks in `caches` (a
    /// Vellum addition, see ``RenderCaches``).
    ///
    /// ```swift
    /// let png = try CairoRenderer.pngData(drawing, scale: 2, caches: serverCaches)
    /// ```
    public static func pngData(
        _ drawing: Drawing, scale: CGFloat = 1, isOpaque: Bool = false,
        compression: PNGCompression = .default, caches: RenderCaches
    ) throws -> Data {
        let target = try rasterize(drawing, scale: scale, isOpaque: isOpaque, caches: caches)
        let (data, stride) = try target.pixels()
        let bytes = try PNGEncoder.encode(
            argb32: data, width: target.width, height: target.height,
            stride: stride, compression: compression)
        return Data(bytes)
    }

    /// The drawing as a one-page PDF of its size in points, with `title` in its metadata when
    /// given. Conic gradients and shadows, which PDF's Cairo backend cannot express, are
    /// embedded as images at 4 pixels per point.
    public static func pdfData(_ drawing: Drawing, title: String? = nil) throws -> Data {
        try pdfData(drawing, title: title, caches: .shared)
    }

    /// ``pdfData(_:title:)`` with `caches` for what it keeps between renders (a Vellum
    /// addition, see ``RenderCaches``; a PDF draws its shapes as vectors, so it keeps little).
    ///
    /// ```swift
    /// let pdf = try CairoRenderer.pdfData(drawing, title: "Report", caches: serverCaches)
    /// ```
    public static func pdfData(_ drawing: Drawing, title: String? = nil, caches: RenderCaches) throws -> Data {
        _ = try RenderError.pixelSize(for: drawing.size, scale: 1)
        let sink = PDFSink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, unmanaged.toOpaque(), drawing.size.width, drawing.size.height)
        else {
            throw RenderError.backend(operation: "cairo_pdf_surface_create_for_stream", detail: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        try checkCairo(cairo_surface_status(surface), "cairo_pdf_surface_create_for_stream")
        // A fixed date instead of "now": the same drawing gives the same bytes.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vellum")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        if let title {
            // A C string ends at the first NUL: drop them.
            cairo_pdf_surface_set_metadata(
                surface, CAIRO_PDF_METADATA_TITLE, title.replacingOccurrences(of: "\0", with: ""))
        }
        guard let cr = cairo_create(surface) else {
            throw RenderError.backend(operation: "cairo_create", detail: "no context")
        }
        do {
            defer { cairo_destroy(cr) }
            let rasterScale: CGFloat = 4
            let prepared = drawing.prepared(for: .pdf(size: drawing.size, rasterScale: rasterScale))
            let player = CairoPlayer(
                cr: cr, scale: 1, deviceWidth: Int(drawing.size.width.rounded(.up)),
                deviceHeight: Int(drawing.size.height.rounded(.up)), rasterScale: rasterScale,
                coverageCache: .of(caches), cancellation: prepared.cancellation)
            try player.play(prepared.items)
            cairo_show_page(cr)
            try checkCairo(cairo_status(cr), "drawing the PDF page")
        }
        cairo_surface_finish(surface)
        try checkCairo(cairo_surface_status(surface), "cairo_surface_finish")
        return sink.data
    }

    package static func rasterize(
        _ drawing: Drawing, scale: CGFloat, isOpaque: Bool,
        caches: RenderCaches
    ) throws -> CairoImageTarget {
        let (width, height) = try RenderError.pixelSize(for: drawing.size, scale: scale)
        let prepared = drawing.prepared(for: .raster(width: width, height: height, scale: scale))
        let covered = isOpaque || prepared.beginsWithOpaqueCover
        let target = try CairoImageTarget(width: width, height: height, cleared: !covered)
        if isOpaque {
            cairo_set_source_rgb(target.context, 1, 1, 1)
            cairo_paint(target.context)
        }
        let player = CairoPlayer(
            cr: target.context, scale: scale, deviceWidth: width, deviceHeight: height,
            rasterScale: 1, coverageCache: .of(caches), cancellation: prepared.cancellation)
        try player.play(prepared.items)
        return target
    }
}

/// Collects PDF bytes from Cairo's stream callback.
private final class PDFSink {
    var data = Data()
}
