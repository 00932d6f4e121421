// Based on the APNG specification 1.0 (https://wiki.mozilla.org/APNG_Specification): acTL
// after IHDR; an fcTL before the IDAT makes the default image (what a plain PNG decoder shows)
// the first frame; each later frame is an fcTL and fdAT chunks; fcTL and fdAT share one
// sequence, numbered from 0.

import CDeflate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Encodes frames as an animated PNG (APNG) in memory, with ``PNGEncoder``'s scanline
/// conversion, filters and libdeflate: browsers play it, and a decoder that knows only PNG
/// shows the first frame.
///
/// All frames share the colour type: 8-bit RGB when every pixel of every frame is opaque,
/// 8-bit RGBA otherwise (un-premultiplied with Cairo's rounding, as ``PNGEncoder``). Each frame
/// after the first is stored as the smallest rectangle holding every pixel that changed since
/// the frame before (replacing that rectangle: `dispose_op` none, `blend_op` source), so a
/// spinner in a large picture costs only its own pixels per frame.
///
/// - Parameters (of ``encode(frames:delay:loopCount:compression:)``):
///   - frames: the frames in order, all of the first frame's size.
///   - delay: how long each frame shows, in seconds, stored to the millisecond (at most
///     65.535).
///   - loopCount: how many times the animation plays; 0 (the default) loops forever.
///   - compression: see ``PNGCompression``. Default: `.default`.
///
/// ```swift
/// let frames = try (0..<8).map { k in try CairoRenderer.image(spinnerDrawing(phase: Double(k) / 8)) }
/// let apng = try APNGEncoder.encode(frames: frames, delay: 0.125)
/// ```
public enum APNGEncoder {
    /// Encodes `frames` as an APNG; see ``APNGEncoder`` for the parameters.
    public static func encode(
        frames: [RasterImage], delay: Double, loopCount: Int = 0,
        compression: PNGCompression = .default
    ) throws(APNGEncodingError) -> [UInt8] {
        guard let first = frames.first else { throw .noFrames }
        let width = first.width, height = first.height
        for (index, frame) in frames.enumerated() where frame.width != width || frame.height != height {
            throw .frameSizeMismatch(index: index)
        }
        guard (1...PNGEncoder.maximumSide).contains(width), (1...PNGEncoder.maximumSide).contains(height) else {
            throw .encoding(.invalidDimensions(width: width, height: height))
        }
        guard delay.isFinite, delay >= 0, (delay * 1000).rounded() <= Double(UInt16.max) else {
            throw .invalidDelay(delay)
        }
        let settings = compression.settings
        guard !settings.strategies.isEmpty, let compressor = DeflateCompressor(settings.deflate) else {
            throw .encoding(.compressionFailed)
        }
        let opaque = frames.allSatisfy { frame in
            frame.pixels.withUnsafeBytes { bytes in
                PNGScanlines.isOpaque(
                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width,
                    height: height, stride: 4 * width)
            }
        }

        var out: [UInt8] = PNGChunkWriter.signature
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        out.appendChunk("IHDR", header)
        var control = [UInt8]()
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(UInt32(clamping: max(loopCount, 0)))
        out.appendChunk("acTL", control)

        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let region =
                index == 0
                ? FrameRegion(x: 0, y: 0, width: width, height: height)
                : FrameRegion(changedFrom: frames[index - 1], to: frame)
            var frameControl = [UInt8]()
            frameControl.appendBigEndian(sequence)
            sequence += 1
            for value in [region.width, region.height, region.x, region.y] {
                frameControl.appendBigEndian(UInt32(value))
            }
            frameControl.appendBigEndian16(UInt16((delay * 1000).rounded()))
            frameControl.appendBigEndian16(1000)
            frameControl += [0, 0] // dispose_op none, blend_op source
            out.appendChunk("fcTL", frameControl)

            let result = frame.pixels.withUnsafeBytes { bytes in
                let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                return Result { () throws(PNGEncodingError) in
                    try compressedImage(
                        base + 4 * (region.y * width + region.x), width: region.width,
                        height: region.height, stride: 4 * width, opaque: opaque,
                        settings: settings, compressor: compressor)
                }
            }
            let stream: [UInt8]
            switch result {
            case .success(let bytes): stream = bytes
            case .failure(let error): throw .encoding(error)
            }
            var offset = 0
            repeat {
                let length = min(PNGChunkWriter.maximumChunkLength - 4, stream.count - offset)
                if index == 0 {
                    out.appendChunk("IDAT", stream[offset..<offset + length])
                } else {
                    var data = [UInt8]()
                    data.reserveCapacity(4 + length)
                    data.appendBigEndian(sequence)
                    sequence += 1
                    data += stream[offset..<offset + length]
                    out.appendChunk("fdAT", data)
                }
                offset += length
            } while offset < stream.count
        }
        out.appendChunk("IEND", [])
        return out
    }

    /// The zlib stream of one image's filtered scanlines: the smallest of the settings'
    /// filter strategies.
    private static func compressedImage(
        _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool,
        settings: PNGEncodingSettings,
        compressor: DeflateCompressor
    ) throws(PNGEncodingError) -> [UInt8] {
        let rowBytes = width * (opaque ? 3 : 4)
        let filteredCount = height * (rowBytes + 1)
        let bound = compressor.zlibBound(count: filteredCount)
        let workCount = filteredCount + 6 * rowBytes + bound
        guard let work = malloc(workCount)?.bindMemory(to: UInt8.self, capacity: workCount) else {
            throw .outOfMemory(bytes: workCount)
        }
        defer { free(work) }
        let filtered = work, rows = work + filteredCount, scratch = rows + 2 * rowBytes,
            compressed = scratch + 4 * rowBytes
        var best: [UInt8] = []
        for strategy in settings.strategies {
            PNGEncoder.filterImage(
                data, width: width, height: height, stride: stride, opaque: opaque, strategy: strategy,
                rows: rows, scratch: scratch, to: filtered)
            let length = compressor.zlibCompress(
                UnsafeRawBufferPointer(start: filtered, count: filteredCount),
                into: UnsafeMutableRawBufferPointer(start: compressed, count: bound))
            guard length > 0 else { throw .compressionFailed }
            if best.isEmpty || length < best.count {
                best = Array(UnsafeBufferPointer(start: compressed, count: length))
            }
        }
        return best
    }
}

/// The rectangle of a frame that an APNG stores.
struct FrameRegion: Hashable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle holding every pixel that differs between two frames of the
    /// same size; one pixel at the origin when none does (a frame must hold a pixel).
    init(changedFrom previous: RasterImage, to frame: RasterImage) {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let width = frame.width
        previous.pixels.withUnsafeBufferPointer { old in
            frame.pixels.withUnsafeBufferPointer { new in
                for y in 0..<frame.height {
                    let row = y * width
                    var x = 0
                    while x < width, old[row + x] == new[row + x] { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while old[row + last] == new[row + last] { last -= 1 }
                    minX = min(minX, x)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        if maxY < 0 {
            self.init(x: 0, y: 0, width: 1, height: 1)
        } else {
            self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)
        ])
    }

    mutating func appendBigEndian16(_ value: UInt16) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    /// Appends a chunk: length, type, data, and the CRC-32 of type and data.
    mutating func appendChunk<Data: Collection<UInt8>>(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: type.utf8)
        append(contentsOf: data)
        let crc = withUnsafeBufferPointer { buffer in
            libdeflate_crc32(0, buffer.baseAddress! + start, count - start)
        }
        appendBigEndian(crc)
    }
}
