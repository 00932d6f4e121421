import CCairo
import Foundation
import VellumDrawing
import VellumGeometry

// What Cairo 1.16 cannot draw itself — conic gradients, blurred shadows, "plus darker" —
// computed by the raster helpers and handed to Cairo as image surfaces.

extension CairoPlayer {
    /// The largest raster a PDF helper image may take, in pixels: PDF pages may be huge.
    private static let maximumHelperPixels: CGFloat = 64 * 1_024 * 1_024

    /// The pixels per device unit for a helper image of `width`×`height` device units.
    private func helperScale(width: CGFloat, height: CGFloat) -> CGFloat {
        let area = max(width * height, 1)
        return min(rasterScale, (Self.maximumHelperPixels / area).squareRoot())
    }

    /// Makes a conic `paint` the source: computed exactly over `bounds` (device space).
    func setRasterSource(_ paint: Paint, opacity: Double, transform: CGAffineTransform, bounds: CGRect) throws {
        let box = bounds.integral
        guard !box.isNull, box.width >= 1, box.height >= 1 else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        let pixelsPerUnit = helperScale(width: box.width, height: box.height)
        let width = Int((box.width * pixelsPerUnit).rounded(.up)),
            height = Int((box.height * pixelsPerUnit).rounded(.up))
        let image = try CairoImageTarget(width: width, height: height)
        let (data, stride) = try image.pixels()
        // User space → helper image pixels.
        let userToImage =
            transform
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY))
            .concatenating(CGAffineTransform(scaleX: pixelsPerUnit, y: pixelsPerUnit))
        guard
            let buffer = PixelBuffer(base: UnsafeMutableRawPointer(data), width: width, height: height, stride: stride),
            let rasterizer = ConicGradientRasterizer(paint: paint, transform: userToImage)
        else {
            throw RenderError.backend(operation: "conic gradient", detail: "cannot prepare \(width)×\(height) pixels")
        }
        rasterizer.fill(buffer)
        if opacity < 1 { Self.multiplyAlpha(buffer, by: opacity) }
        cairo_surface_mark_dirty(image.surface)
        setSource(image: image.surface, at: box.origin, pixelsPerUnit: pixelsPerUnit)
    }

    /// The layer `items` drawn into an image covering the target at the helper scale, its
    /// colours transformed by `matrix`, then blurred, then thresholded, when there are.
    func layerImage(
        _ items: [PreparedItem], colorMatrix matrix: ColorMatrix? = nil, linearColor: Bool = false,
        blur: LayerBlur? = nil, alphaThreshold threshold: AlphaThreshold? = nil
    ) throws -> LayerImage {
        let pixelsPerUnit = helperScale(width: CGFloat(deviceWidth), height: CGFloat(deviceHeight))
        let width = max(1, Int((CGFloat(deviceWidth) * pixelsPerUnit).rounded(.up)))
        let height = max(1, Int((CGFloat(deviceHeight) * pixelsPerUnit).rounded(.up)))
        let image = try CairoImageTarget(width: width, height: height)
        let player = CairoPlayer(
            cr: image.context, scale: scale * pixelsPerUnit, deviceWidth: width,
            deviceHeight: height, rasterScale: 1, coverageCache: coverageCache,
            devicePathScale: devicePathScale * pixelsPerUnit, cancellation: cancellation)
        try player.play(items)
        let layer = LayerImage(image: image, pixelsPerUnit: pixelsPerUnit, buffer: try Self.buffer(of: image))
        if let matrix { ColorMatrixFilter.apply(matrix, to: layer.buffer, linear: linearColor) }
        if let blur {
            GaussianBlur.blur(
                layer.buffer, sigma: Double(blur.radius * scale * pixelsPerUnit),
                exactUpTo: GaussianBlur.filterExactLimit)
            if blur.isOpaque { Self.divideByAlpha(layer.buffer) }
        }
        if let threshold { Self.apply(threshold, to: layer.buffer) }
        if matrix != nil || blur != nil || threshold != nil { cairo_surface_mark_dirty(image.surface) }
        return layer
    }

    /// A layer drawn into pixels, with how many pixels a device unit takes.
    struct LayerImage {
        let image: CairoImageTarget
        let pixelsPerUnit: CGFloat
        let buffer: PixelBuffer

        /// A pattern (the caller destroys it) that paints the image where the layer lies, in
        /// device space.
        func devicePattern() throws -> OpaquePointer {
            guard let pattern = cairo_pattern_create_for_surface(image.surface) else {
                throw RenderError.backend(operation: "cairo_pattern_create_for_surface", detail: "no pattern")
            }
            var toImage = cairo_matrix_t()
            cairo_matrix_init_scale(&toImage, pixelsPerUnit, pixelsPerUnit)
            cairo_pattern_set_matrix(pattern, &toImage)
            if pixelsPerUnit == 1 { cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST) }
            do {
                try checkCairo(cairo_pattern_status(pattern), "cairo_pattern_create_for_surface")
            } catch {
                cairo_pattern_destroy(pattern)
                throw error
            }
            return pattern
        }
    }

    /// The pixels of `image`, flushed for reading and writing.
    private static func buffer(of image: CairoImageTarget) throws -> PixelBuffer {
        let (data, stride) = try image.pixels()
        guard
            let buffer = PixelBuffer(
                base: UnsafeMutableRawPointer(data), width: image.width, height: image.height,
                stride: stride)
        else {
            throw RenderError.backend(
                operation: "layer image", detail: "cannot wrap \(image.width)×\(image.height) pixels")
        }
        return buffer
    }

    /// Draws `shadow` of the layer `items`: their alpha, tinted, blurred, offset.
    func drawShadow(_ shadow: DrawingShadow, of items: [PreparedItem], opacity: Double) throws {
        let layer = try layerImage(items)
        try drawShadow(shadow, ofLayer: layer, consuming: true, opacity: opacity)
    }

    /// Draws `shadow` of an image of a layer; with `consuming`, the image's pixels may be
    /// overwritten, else a copy is made.
    func drawShadow(_ shadow: DrawingShadow, ofLayer layer: LayerImage, consuming: Bool, opacity: Double) throws {
        let pixelsPerUnit = layer.pixelsPerUnit
        var image = layer.image, buffer = layer.buffer
        if !consuming {
            image = try CairoImageTarget(width: layer.image.width, height: layer.image.height)
            buffer = try Self.buffer(of: image)
            for y in 0..<buffer.height { buffer.row(y).update(from: layer.buffer.row(y), count: buffer.width) }
        }
        if shadow.invertsAlpha { Self.invertAlpha(buffer) }
        Self.tint(buffer, with: shadow.color, opacity: opacity)
        GaussianBlur.blur(buffer, sigma: Double(shadow.radius / 2 * scale * pixelsPerUnit))
        cairo_surface_mark_dirty(image.surface)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Through `composite`, so that every blend mode (plus darker and the non-separable
        // ones included) composites as it does for any other drawing.
        try composite(shadow.blendMode, inverseClips: []) {
            setSource(
                image: image.surface,
                at: CGPoint(x: shadow.offset.width * scale, y: shadow.offset.height * scale),
                pixelsPerUnit: pixelsPerUnit)
            cairo_identity_matrix(cr)
            cairo_paint(cr)
        }
        try checkCairo(cairo_status(cr), "drawing a shadow")
    }

    /// Sets `surface` as the source, its top-left at device point `origin`, scaled down by
    /// `pixelsPerUnit`; the source is locked to device space.
    private func setSource(image surface: OpaquePointer, at origin: CGPoint, pixelsPerUnit: CGFloat) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_identity_matrix(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, 1 / pixelsPerUnit, 1 / pixelsPerUnit)
        cairo_set_source_surface(cr, surface, 0, 0)
        if pixelsPerUnit == 1, origin.x == origin.x.rounded(), origin.y == origin.y.rounded() {
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        }
        cairo_set_matrix(cr, &saved)
    }

    /// SwiftUI's alpha threshold: the colour where alpha is kept, transparency elsewhere.
    static func apply(_ threshold: AlphaThreshold, to buffer: PixelBuffer) {
        let kept = threshold.keptBytes
        let c = threshold.color, a = min(max(c.opacity, 0), 1)
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * a * 255).rounded()) }
        let colour = UInt32((a * 255).rounded()) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                row[x] = kept?.contains(Int(row[x] >> 24)) == true ? colour : 0
            }
        }
    }

    /// One minus each pixel's alpha, in black (the colour is tinted next).
    static func invertAlpha(_ buffer: PixelBuffer) {
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width { row[x] = (255 - (row[x] >> 24)) << 24 }
        }
    }

    /// Makes every pixel that is not fully transparent opaque, with its straight colour
    /// (SwiftUI's opaque blur).
    static func divideByAlpha(_ buffer: PixelBuffer) {
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                let p = row[x], alpha = p >> 24
                guard alpha != 0, alpha != 255 else { continue }
                func straight(_ shift: UInt32) -> UInt32 { min((((p >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255) }
                row[x] = 0xFF00_0000 | straight(16) << 16 | straight(8) << 8 | straight(0)
            }
        }
    }

    /// Multiplies every premultiplied component by `factor`.
    static func multiplyAlpha(_ buffer: PixelBuffer, by factor: Double) {
        let f = UInt32((min(max(factor, 0), 1) * 256).rounded())
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                let p = row[x]
                let rb = ((p & 0x00FF_00FF) &* f >> 8) & 0x00FF_00FF
                let ag = (((p >> 8) & 0x00FF_00FF) &* f >> 8) & 0x00FF_00FF
                row[x] = rb | (ag << 8)
            }
        }
    }

    /// Replaces every pixel by `color` at the pixel's alpha × `opacity` (premultiplied).
    static func tint(_ buffer: PixelBuffer, with color: RGBAColor, opacity: Double) {
        let alphaScale = color.opacity * min(max(opacity, 0), 1)
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                let coverage = Double(row[x] >> 24) / 255 * alphaScale
                if coverage == 0 { row[x] = 0; continue }
                func byte(_ value: Double) -> UInt32 { UInt32((value * coverage * 255).rounded()) }
                row[x] = byte(1) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
            }
        }
    }
}
