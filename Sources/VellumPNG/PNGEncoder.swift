#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Encodes Cairo image surfaces as PNG files in memory: our replacement for
/// `cairo_surface_write_to_png_stream`, with our own zlib encoder (`ScanlineDeflater`) or
/// libdeflate instead of libpng and zlib.
///
/// The file holds only the chunks Cairo's writer holds (IHDR, IDAT, IEND) and decodes to
/// exactly the pixels of Cairo's own PNG of the same surface:
/// - every alpha 255: 8-bit RGB (colour type 2);
/// - otherwise: 8-bit RGBA (colour type 6), colours un-premultiplied with Cairo's integer
///   rounding, `c = (c * 255 + alpha / 2) / alpha`, and fully transparent pixels as 0, 0, 0, 0.
///
/// Each call uses its own compressor and buffers (the deflater's tables come from a pool and
/// go back to it, one call at a time each), so any number of threads may encode at once.
///
/// - Parameters (of ``encode(argb32:width:height:stride:compression:)``):
///   - data: the first byte of the surface (`cairo_image_surface_get_data` after
///     `cairo_surface_flush`), `CAIRO_FORMAT_ARGB32`: premultiplied, native-endian 32-bit.
///   - width, height: pixels, each in `1...maximumSide`.
///   - stride: bytes from one row to the next, at least `4 * width`.
///   - compression: see ``PNGCompression``. Default: `.default`.
///
/// ```swift
/// cairo_surface_flush(surface)
/// let png = try PNGEncoder.encode(
///     argb32: cairo_image_surface_get_data(surface),
///     width: Int(cairo_image_surface_get_width(surface)),
///     height: Int(cairo_image_surface_get_height(surface)),
///     stride: Int(cairo_image_surface_get_stride(surface)))
/// ```
public struct PNGEncoder: Sendable {
    /// The largest width and height accepted: 16,384 pixels (so at most 256 megapixels).
    public static let maximumSide = 16_384

    /// Encodes an ARGB32 image as a PNG file; see ``PNGEncoder`` for the parameters.
    public static func encode(
        argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        compression: PNGCompression = .default
    ) throws(PNGEncodingError) -> [UInt8] {
        try encode(argb32: data, width: width, height: height, stride: stride, settings: compression.settings)
    }

    /// Encodes with explicit settings (the benchmark and tests compare them).
    static func encode(
        argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        settings: PNGEncodingSettings
    ) throws(PNGEncodingError) -> [UInt8] {
        try checkInput(width: width, height: height, stride: stride)
        guard !settings.strategies.isEmpty else { throw .compressionFailed }
        if settings.indexesFewColors, let palette = PNGPalette(data, width: width, height: height, stride: stride) {
            return try encodeIndexed(
                data, width: width, height: height, stride: stride, palette: palette,
                deflate: settings.flatArtDeflate ?? settings.deflate)
        }
        let isFlat =
            settings.strategies.contains(.chosenByFlatness)
            && PNGScanlines.isFlat(data, width: width, height: height, stride: stride)
        guard !settings.strategies.isEmpty,
            let compressor = DeflateCompressor(isFlat ? settings.flatArtDeflate ?? settings.deflate : settings.deflate)
        else {
            throw .compressionFailed
        }

        let opaque = PNGScanlines.isOpaque(data, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let filteredCount = height * (rowBytes + 1)
        let bound = compressor.zlibBound(count: filteredCount)
        let streams = settings.strategies.count > 1 ? 2 : 1

        // filtered scanlines | two raw rows (previous, current) | four adaptive candidates
        // | one or two compressed streams.
        let workCount = filteredCount + 6 * rowBytes + streams * bound
        guard let work = malloc(workCount)?.bindMemory(to: UInt8.self, capacity: workCount) else {
            throw .outOfMemory(bytes: workCount)
        }
        defer { free(work) }
        let filtered = work
        let rows = filtered + filteredCount
        let scratch = rows + 2 * rowBytes
        let compressed = scratch + 4 * rowBytes

        var bestStream = compressed, bestLength = 0
        for strategy in settings.strategies {
            let strategy = strategy != .chosenByFlatness ? strategy : isFlat ? .fixed(.none) : .minimumSumAmongNoneSubUp
            filterImage(
                data, width: width, height: height, stride: stride, opaque: opaque, strategy: strategy,
                rows: rows, scratch: scratch, to: filtered)
            let stream = bestStream == compressed && bestLength > 0 ? compressed + bound : compressed
            let length = compressor.zlibCompress(
                UnsafeRawBufferPointer(start: filtered, count: filteredCount),
                into: UnsafeMutableRawBufferPointer(start: stream, count: bound))
            guard length > 0 else { throw .compressionFailed }
            if bestLength == 0 || length < bestLength { bestStream = stream; bestLength = length }
        }

        return file(
            width: width, height: height, colorType: opaque ? 2 : 6, bitDepth: 8, chunks: [],
            stream: UnsafeRawBufferPointer(start: bestStream, count: bestLength))
    }

    /// Refuses sizes outside `1...maximumSide` and strides too short for a row or so long
    /// that `stride * height` overflows, before anything is read or allocated.
    package static func checkInput(width: Int, height: Int, stride: Int) throws(PNGEncodingError) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        guard stride >= 4 * width, !stride.multipliedReportingOverflow(by: height).overflow else {
            throw .invalidStride(stride: stride, minimum: 4 * width)
        }
    }

    /// An image of at most 256 colours as colour type 3: `PLTE`, `tRNS` for the translucent
    /// colours, and rows of indices at 1, 2, 4 or 8 bits, unfiltered. Package-visible so that
    /// the quantizing encoder writes an exact palette through it too.
    package static func encodeIndexed(
        _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        palette: PNGPalette, deflate: PNGDeflate
    ) throws(PNGEncodingError) -> [UInt8] {
        try indexedFile(
            width: width, height: height, bitDepth: palette.bitDepth, palette: palette.paletteChunk(),
            transparency: palette.transparencyChunk(), deflate: deflate
        ) { scanlines, rowBytes in
            for y in 0..<height {
                palette.writeScanline(
                    UnsafeRawPointer(data + y * stride), width: width, to: scanlines + y * (rowBytes + 1))
            }
        }
    }

    /// A colour-type-3 file whose `height` scanlines (filter byte and packed indices,
    /// `rowBytes` after the filter byte) `writeScanlines` writes.
    package static func indexedFile(
        width: Int, height: Int, bitDepth: Int, palette: [UInt8], transparency: [UInt8],
        deflate: PNGDeflate,
        writeScanlines: (UnsafeMutablePointer<UInt8>, Int) -> Void
    ) throws(PNGEncodingError) -> [UInt8] {
        guard let compressor = DeflateCompressor(deflate) else { throw .compressionFailed }
        let rowBytes = (width * bitDepth + 7) / 8
        let filteredCount = height * (rowBytes + 1)
        let bound = compressor.zlibBound(count: filteredCount)
        let workCount = filteredCount + bound
        guard let work = malloc(workCount)?.bindMemory(to: UInt8.self, capacity: workCount) else {
            throw .outOfMemory(bytes: workCount)
        }
        defer { free(work) }
        writeScanlines(work, rowBytes)
        let stream = work + filteredCount
        let length = compressor.zlibCompress(
            UnsafeRawBufferPointer(start: work, count: filteredCount),
            into: UnsafeMutableRawBufferPointer(start: stream, count: bound))
        guard length > 0 else { throw .compressionFailed }
        var chunks: [(type: StaticString, data: [UInt8])] = [("PLTE", palette)]
        if !transparency.isEmpty { chunks.append(("tRNS", transparency)) }
        return file(
            width: width, height: height, colorType: 3, bitDepth: UInt8(bitDepth), chunks: chunks,
            stream: UnsafeRawBufferPointer(start: stream, count: length))
    }

    /// The PNG file: signature, `IHDR`, `chunks`, the zlib `stream` in `IDAT` chunks, `IEND`.
    private static func file(
        width: Int, height: Int, colorType: UInt8, bitDepth: UInt8,
        chunks: [(type: StaticString, data: [UInt8])], stream: UnsafeRawBufferPointer
    ) -> [UInt8] {
        let idatCount = (stream.count + PNGChunkWriter.maximumChunkLength - 1) / PNGChunkWriter.maximumChunkLength
        let fileCount =
            PNGChunkWriter.signature.count + PNGChunkWriter.size(ofChunkWithLength: 13)
            + chunks.reduce(0) { $0 + PNGChunkWriter.size(ofChunkWithLength: $1.data.count) }
            + stream.count + 12 * idatCount + PNGChunkWriter.size(ofChunkWithLength: 0)
        return [UInt8](unsafeUninitializedCapacity: fileCount) { buffer, initialized in
            var writer = PNGChunkWriter(buffer: buffer)
            writer.append(PNGChunkWriter.signature)
            // IHDR: width, height, bit depth, colour type, compression 0, filter 0, interlace 0.
            var header = [UInt8](repeating: 0, count: 13)
            for (i, value) in [UInt32(width), UInt32(height)].enumerated() {
                for j in 0..<4 { header[4 * i + j] = UInt8(truncatingIfNeeded: value >> (24 - 8 * j)) }
            }
            header[8] = bitDepth
            header[9] = colorType
            header.withUnsafeBytes { writer.appendChunk("IHDR", data: $0) }
            for chunk in chunks { chunk.data.withUnsafeBytes { writer.appendChunk(chunk.type, data: $0) } }
            var offset = 0
            while offset < stream.count {
                let length = min(PNGChunkWriter.maximumChunkLength, stream.count - offset)
                writer.appendChunk("IDAT", data: UnsafeRawBufferPointer(rebasing: stream[offset..<offset + length]))
                offset += length
            }
            writer.appendChunk("IEND", data: UnsafeRawBufferPointer(start: nil, count: 0))
            initialized = writer.count
        }
    }

    /// Converts and filters every row into `filtered` (`height * (1 + rowBytes)` bytes).
    /// `rows` holds two rows and `scratch` four, of `width * (opaque ? 3 : 4)` bytes each.
    /// The APNG encoder filters its frames with it too.
    static func filterImage(
        _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        opaque: Bool, strategy: PNGFilterStrategy,
        rows: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>,
        to filtered: UnsafeMutablePointer<UInt8>
    ) {
        let strategy =
            strategy != .chosenByFlatness
            ? strategy
            : PNGScanlines.isFlat(data, width: width, height: height, stride: stride)
                ? .fixed(.none) : .minimumSumAmongNoneSubUp
        PNGScanlines.unpremultiplyTable.withUnsafeBufferPointer { table in
            let rowBytes = width * (opaque ? 3 : 4)
            var prior = rows, current = rows + rowBytes
            prior.initialize(repeating: 0, count: rowBytes)
            // None reads no other row: the pixels go straight into the scanline, uncopied.
            let unfiltered = strategy == .fixed(.none)
            for y in 0..<height {
                let source = UnsafeRawPointer(data + y * stride)
                let out = filtered + y * (rowBytes + 1)
                if unfiltered {
                    out[0] = PNGFilter.none.rawValue
                    if opaque {
                        PNGScanlines.writeRGB(from: source, width: width, to: out + 1)
                    } else {
                        PNGScanlines.writeRGBA(from: source, width: width, table: table.baseAddress!, to: out + 1)
                    }
                } else if opaque {
                    PNGScanlines.writeRGB(from: source, width: width, to: current)
                    filterRow(
                        current, prior: prior, count: rowBytes, bpp: 3, strategy: strategy,
                        scratch: scratch, to: out)
                } else {
                    PNGScanlines.writeRGBA(from: source, width: width, table: table.baseAddress!, to: current)
                    filterRow(
                        current, prior: prior, count: rowBytes, bpp: 4, strategy: strategy,
                        scratch: scratch, to: out)
                }
                swap(&prior, &current)
            }
        }
    }

    @inline(__always)
    private static func filterRow(
        _ raw: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int,
        strategy: PNGFilterStrategy, scratch: UnsafeMutablePointer<UInt8>,
        to out: UnsafeMutablePointer<UInt8>
    ) {
        switch strategy {
        case .fixed(let filter):
            out[0] = filter.rawValue
            filter.apply(row: raw, prior: prior, count: count, bpp: bpp, to: out + 1)
        case .minimumSumOfAbsoluteDifferences:
            PNGFilter.applyAdaptive(row: raw, prior: prior, count: count, bpp: bpp, scratch: scratch, to: out)
        case .minimumSumAmongNoneSubUp, .chosenByFlatness:
            PNGFilter.applyNoneSubUp(row: raw, prior: prior, count: count, bpp: bpp, to: out)
        }
    }
}
