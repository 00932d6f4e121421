import CImageQuant
import VellumPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How ``PNGEncoder/encodeQuantized(argb32:width:height:stride:quantization:)`` reduces an
/// image to a palette with libimagequant: a lossy, much smaller PNG for images of many
/// colours (a badge with a gradient and text), where the exact indexed path does not apply.
///
/// ```swift
/// let result = try ImageRenderer(content: badge).quantizedPNG(PNGQuantization(maximumColors: 64))
/// print(result.quality, result.largestChannelError)
/// ```
public struct PNGQuantization: Sendable, Hashable {
    /// The most colours in the palette, 2...256 (clamped). Default: 256.
    public var maximumColors: Int
    /// The least quality (0...100, clamped; libimagequant's scale, where 100 is perfect) to
    /// accept: below it the encoder throws ``PNGEncodingError/qualityTooLow(quality:)``
    /// rather than return a poor image. Default: 0 (any).
    public var minimumQuality: Int
    /// Floyd–Steinberg dithering strength, 0...1 (clamped). Default: 1.
    public var dithering: Double

    /// Creates options; every argument has its default.
    public init(maximumColors: Int = 256, minimumQuality: Int = 0, dithering: Double = 1) {
        self.maximumColors = maximumColors
        self.minimumQuality = minimumQuality
        self.dithering = dithering
    }
}

/// A palette PNG from ``PNGEncoder/encodeQuantized(argb32:width:height:stride:quantization:)``
/// and how far it is from the image.
///
/// ```swift
/// let result = try renderer.quantizedPNG(PNGQuantization(maximumColors: 32))
/// if result.largestChannelError <= 24 { try Data(result.bytes).write(to: url) }
/// ```
public struct QuantizedPNG: Sendable, Hashable {
    /// The PNG file.
    public var bytes: [UInt8]
    /// Colours in its palette.
    public var colorCount: Int
    /// libimagequant's quality of the palette, 0...100 (100: no visible loss).
    public var quality: Int
    /// The mean squared error of the written pixels against the image, per channel on the
    /// 0...255 scale of premultiplied RGBA (what a viewer composites, so the colour of a
    /// clear pixel does not count), measured on the result, dithering included.
    public var meanSquaredError: Double
    /// The largest difference of any premultiplied channel of any pixel, 0...255, rounded.
    public var largestChannelError: Int
}

extension PNGEncoder {
    /// A palette PNG of at most `quantization.maximumColors` colours, chosen and remapped by
    /// libimagequant, with the error it leaves. An image that already has few enough colours
    /// is written exactly (the error is 0).
    ///
    /// - Throws: what ``encode(argb32:width:height:stride:compression:)`` throws for bad
    ///   input; ``PNGEncodingError/qualityTooLow(quality:)`` below the minimum quality;
    ///   ``PNGEncodingError/quantizationFailed(code:)`` when libimagequant fails.
    ///
    /// ```swift
    /// let result = try PNGEncoder.encodeQuantized(argb32: pixels, width: 96, height: 20, stride: 384,
    ///                                             quantization: PNGQuantization(maximumColors: 16))
    /// print(result.bytes.count, result.quality, result.meanSquaredError)
    /// ```
    public static func encodeQuantized(
        argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        quantization: PNGQuantization = PNGQuantization()
    ) throws(PNGEncodingError) -> QuantizedPNG {
        try checkInput(width: width, height: height, stride: stride)
        let maximumColors = min(max(quantization.maximumColors, 2), 256)
        let deflate = PNGCompression.default.settings.flatArtDeflate ?? PNGCompression.default.settings.deflate
        if let exact = PNGPalette(data, width: width, height: height, stride: stride),
            exact.colors.count <= maximumColors
        {
            let bytes = try encodeIndexed(
                data, width: width, height: height, stride: stride, palette: exact, deflate: deflate)
            return QuantizedPNG(
                bytes: bytes, colorCount: exact.colors.count, quality: 100, meanSquaredError: 0, largestChannelError: 0)
        }

        // libimagequant reads straight RGBA, as the RGBA scanlines are written.
        let pixelCount = width * height
        guard let rgba = malloc(4 * pixelCount)?.bindMemory(to: UInt8.self, capacity: 4 * pixelCount),
            let indices = malloc(pixelCount)?.bindMemory(to: UInt8.self, capacity: pixelCount)
        else {
            throw .outOfMemory(bytes: 5 * pixelCount)
        }
        defer { free(rgba); free(indices) }
        PNGScanlines.unpremultiplyTable.withUnsafeBufferPointer { table in
            for y in 0..<height {
                PNGScanlines.writeRGBA(
                    from: UnsafeRawPointer(data + y * stride), width: width, table: table.baseAddress!,
                    to: rgba + 4 * width * y)
            }
        }
        guard let attributes = liq_attr_create() else { throw .outOfMemory(bytes: 0) }
        defer { liq_attr_destroy(attributes) }
        try check(liq_set_max_colors(attributes, Int32(maximumColors)))
        try check(liq_set_quality(attributes, Int32(min(max(quantization.minimumQuality, 0), 100)), 100))
        guard let image = liq_image_create_rgba(attributes, rgba, Int32(width), Int32(height), 0) else {
            throw .quantizationFailed(code: Int(LIQ_INVALID_POINTER.rawValue))
        }
        defer { liq_image_destroy(image) }
        var result: OpaquePointer?
        let status = liq_image_quantize(image, attributes, &result)
        if status == LIQ_QUALITY_TOO_LOW {
            throw .qualityTooLow(quality: Int(min(max(quantization.minimumQuality, 0), 100)))
        }
        try check(status)
        guard let result else { throw .quantizationFailed(code: Int(LIQ_INVALID_POINTER.rawValue)) }
        defer { liq_result_destroy(result) }
        let dithering = quantization.dithering.isFinite ? min(max(quantization.dithering, 0), 1) : 1
        try check(liq_set_dithering_level(result, Float(dithering)))
        try check(liq_write_remapped_image(result, image, indices, pixelCount))
        guard let paletteEntries = liq_get_palette(result) else {
            throw .quantizationFailed(code: Int(LIQ_INVALID_POINTER.rawValue))
        }
        let count = Int(paletteEntries.pointee.count)
        let entries: [liq_color] = withUnsafeBytes(of: paletteEntries.pointee.entries) {
            Array($0.bindMemory(to: liq_color.self).prefix(count))
        }

        // Translucent entries first, so that tRNS lists only those.
        let order = entries.indices.filter { entries[$0].a < 255 } + entries.indices.filter { entries[$0].a == 255 }
        var newIndex = [UInt8](repeating: 0, count: 256)
        for (position, old) in order.enumerated() { newIndex[old] = UInt8(position) }
        let palette = order.flatMap { [entries[$0].r, entries[$0].g, entries[$0].b] }
        let transparency = order.prefix { entries[$0].a < 255 }.map { entries[$0].a }

        // The error of what is written, on premultiplied colour (what a viewer composites:
        // the colour of a clear pixel, which libimagequant may change, does not count).
        var squared = 0.0, largest = 0.0
        for index in 0..<pixelCount {
            let color = entries[Int(indices[index])], o = 4 * index
            let alpha = Double(color.a) / 255, originalAlpha = Double(rgba[o + 3]) / 255
            for (channel, value) in [color.r, color.g, color.b].enumerated() {
                let difference = abs(Double(value) * alpha - Double(rgba[o + channel]) * originalAlpha)
                squared += difference * difference
                largest = max(largest, difference)
            }
            let difference = abs(Double(color.a) - Double(rgba[o + 3]))
            squared += difference * difference
            largest = max(largest, difference)
        }
        let bitDepth = PNGPalette.bitDepth(forColors: count)
        let bytes = try indexedFile(
            width: width, height: height, bitDepth: bitDepth, palette: palette,
            transparency: transparency, deflate: deflate
        ) { scanlines, rowBytes in
            let perByte = 8 / bitDepth
            for y in 0..<height {
                let out = scanlines + y * (rowBytes + 1)
                out[0] = 0
                (out + 1).initialize(repeating: 0, count: rowBytes)
                for x in 0..<width {
                    let value = newIndex[Int(indices[y * width + x])]
                    out[1 + x / perByte] |= value << UInt8(8 - bitDepth * (x % perByte + 1))
                }
            }
        }
        return QuantizedPNG(
            bytes: bytes, colorCount: count, quality: Int(liq_get_quantization_quality(result)),
            meanSquaredError: squared / Double(4 * pixelCount), largestChannelError: Int(largest.rounded()))
    }

    private static func check(_ status: liq_error) throws(PNGEncodingError) {
        guard status == LIQ_OK else {
            if status == LIQ_OUT_OF_MEMORY { throw .outOfMemory(bytes: 0) }
            throw .quantizationFailed(code: Int(status.rawValue))
        }
    }
}
