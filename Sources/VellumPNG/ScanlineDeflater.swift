import CDeflate
import Foundation

// Based on RFC 1950 (zlib stream) and RFC 1951 (DEFLATE): LZ77 over a 32 KiB window with
// hash chains and one step of lazy matching, then per block the cheapest of a dynamic
// Huffman, the fixed Huffman and a stored block. Code lengths come from Moffat and
// Katajainen's in-place minimum-redundancy algorithm, limited to 15 (7 for the code-length
// code) by moving leaves down as miniz does.

/// A zlib encoder for filtered PNG scanlines, whose long runs (transparent and flat areas)
/// libdeflate walks byte by byte: here a long match inserts only its last positions into
/// the hash chains, so a run costs about as much as its length divided by 258.
///
/// Safe to use from any number of threads: every call takes its own tables from a pool.
struct ScanlineDeflater {
    /// Candidates examined per position; more finds longer matches, slower.
    let searchDepth: Int
    /// A match this long is taken without looking further.
    let niceLength: Int
    /// A match this long is taken without looking one byte further for a longer one.
    var lazyLimit: Int = 258

    /// The most bytes ``compress(_:into:)`` writes for `count` input bytes: stored blocks at
    /// worst (a block covers at least 16 KiB unless it is the last), zlib's header and
    /// checksum, and 8 to spare.
    static func bound(count: Int) -> Int {
        count + 5 * (count / 16_384 + 2) + 6 + 8
    }

    /// Compresses `input` into a zlib stream in `output` (at least ``bound(count:)``
    /// bytes); returns its length.
    func compress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
        precondition(output.count >= Self.bound(count: input.count))
        let data = input.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(bitPattern: 1)!
        let count = input.count
        var writer = BitWriter(output.baseAddress!.assumingMemoryBound(to: UInt8.self))
        // CMF: deflate, 32 KiB window; FLG: level "default", check bits.
        writer.putByte(0x78)
        writer.putByte(0x9C)

        let scratch = DeflateScratch.take()
        defer { DeflateScratch.give(scratch) }
        var matcher = Matcher(
            data: data, count: count, searchDepth: searchDepth, niceLength: niceLength,
            lazyLimit: lazyLimit, scratch: scratch)
        var start = 0
        repeat {
            let frequencies = Frequencies(scratch.frequencies)
            frequencies.clear()
            let (symbolCount, end) = matcher.parse(
                from: start, maximumSymbols: DeflateScratch.symbolCapacity,
                maximumEnd: min(count, start + Self.bytesPerBlock),
                into: scratch.symbols, frequencies: frequencies)
            writeBlock(
                symbols: scratch.symbols, count: symbolCount, frequencies: frequencies,
                raw: data + start, rawCount: end - start, isFinal: end == count, to: &writer)
            start = end
        } while start < count
        writer.alignToByte()
        let adler = UInt32(truncatingIfNeeded: libdeflate_adler32(1, data, count))
        for shift in [24, 16, 8, 0] { writer.putByte(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
        return writer.byteCount
    }

    /// Code lengths of at most `limit` bits for `frequencies` (exposed for tests).
    static func codeLengths(for frequencies: [UInt32], limit: Int) -> [UInt8] {
        frequencies.withUnsafeBufferPointer { DynamicCodes.lengths($0, limit: limit) }
    }

    private static let bytesPerBlock = 1 << 18

    // MARK: Blocks

    private func writeBlock(
        symbols: UnsafeMutablePointer<UInt32>, count: Int, frequencies: Frequencies,
        raw: UnsafePointer<UInt8>, rawCount: Int, isFinal: Bool, to writer: inout BitWriter
    ) {
        frequencies.literals[256] += 1
        let dynamic = DynamicCodes(frequencies)
        let tables = DeflateTables.shared
        var extraBits = 0
        for symbol in 257..<286 {
            extraBits += Int(frequencies.literals[symbol]) * Int(tables.lengthExtra[symbol - 257])
        }
        for symbol in 0..<30 { extraBits += Int(frequencies.distances[symbol]) * Int(tables.distanceExtra[symbol]) }
        let dynamicBits = 3 + dynamic.headerBits + dynamic.dataBits(frequencies) + extraBits
        let fixedBits = 3 + DynamicCodes.fixed.dataBits(frequencies) + extraBits
        // Stored: header, padding to a byte (up to 7 bits), LEN and NLEN per 65,535 bytes.
        let storedBits = (rawCount + 5 * max(1, (rawCount + 65_534) / 65_535)) * 8 + 10

        if storedBits <= min(dynamicBits, fixedBits) {
            var offset = 0
            repeat {
                let length = min(65_535, rawCount - offset)
                writer.put(UInt64(isFinal && offset + length == rawCount ? 1 : 0), 1)
                writer.put(0, 2)
                writer.alignToByte()
                writer.putByte(UInt8(truncatingIfNeeded: length));
                writer.putByte(UInt8(truncatingIfNeeded: length >> 8))
                writer.putByte(UInt8(truncatingIfNeeded: ~length));
                writer.putByte(UInt8(truncatingIfNeeded: ~length >> 8))
                writer.putBytes(raw + offset, count: length)
                offset += length
            } while offset < rawCount
            return
        }
        writer.put(isFinal ? 1 : 0, 1)
        let codes: DynamicCodes
        if fixedBits <= dynamicBits {
            writer.put(1, 2)
            codes = DynamicCodes.fixed
        } else {
            writer.put(2, 2)
            dynamic.writeHeader(to: &writer)
            codes = dynamic
        }
        codes.writeSymbols(symbols, count: count, to: &writer)
        writer.put(UInt64(codes.literalCodes[256]), Int(codes.literalLengths[256]))
    }
}
