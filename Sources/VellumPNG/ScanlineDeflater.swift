import CDeflate
import Foundation
import Synchronization

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
        var matcher = Matcher(data: data, count: count, searchDepth: searchDepth, niceLength: niceLength,
                              lazyLimit: lazyLimit, scratch: scratch)
        var start = 0
        repeat {
            let frequencies = Frequencies(scratch.frequencies)
            frequencies.clear()
            let (symbolCount, end) = matcher.parse(from: start, maximumSymbols: DeflateScratch.symbolCapacity,
                                                   maximumEnd: min(count, start + Self.bytesPerBlock),
                                                   into: scratch.symbols, frequencies: frequencies)
            writeBlock(symbols: scratch.symbols, count: symbolCount, frequencies: frequencies,
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

    private func writeBlock(symbols: UnsafeMutablePointer<UInt32>, count: Int, frequencies: Frequencies,
                            raw: UnsafePointer<UInt8>, rawCount: Int, isFinal: Bool, to writer: inout BitWriter) {
        frequencies.literals[256] += 1
        let dynamic = DynamicCodes(frequencies)
        let tables = DeflateTables.shared
        var extraBits = 0
        for symbol in 257..<286 { extraBits += Int(frequencies.literals[symbol]) * Int(tables.lengthExtra[symbol - 257]) }
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
                writer.putByte(UInt8(truncatingIfNeeded: length)); writer.putByte(UInt8(truncatingIfNeeded: length >> 8))
                writer.putByte(UInt8(truncatingIfNeeded: ~length)); writer.putByte(UInt8(truncatingIfNeeded: ~length >> 8))
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

// MARK: - Matching

/// Symbol counts of one block, in a scratch buffer: 286 literal/length counts, then 30
/// distance counts.
private struct Frequencies {
    let literals: UnsafeMutablePointer<UInt32>
    let distances: UnsafeMutablePointer<UInt32>

    init(_ storage: UnsafeMutablePointer<UInt32>) {
        literals = storage
        distances = storage + 286
    }

    func clear() { literals.update(repeating: 0, count: 286 + 30) }
}

/// The tables and buffers of one compression, kept in a pool between calls: allocating
/// them afresh each time costs page faults in a long-lived process.
private final class DeflateScratch: @unchecked Sendable {
    static let hashCapacity = 1 << 15
    static let symbolCapacity = 1 << 15

    let head = UnsafeMutablePointer<Int32>.allocate(capacity: hashCapacity)
    let previous = UnsafeMutablePointer<Int32>.allocate(capacity: Matcher.window)
    let symbols = UnsafeMutablePointer<UInt32>.allocate(capacity: symbolCapacity)
    let frequencies = UnsafeMutablePointer<UInt32>.allocate(capacity: 286 + 30)
    /// `head` and `previous` hold `positionBase + position + 1`: entries at or below the base
    /// are from earlier inputs, so a new input needs no clearing of the 128 KiB hash table.
    var positionBase = 0

    init() {
        head.initialize(repeating: 0, count: Self.hashCapacity)
        // Only positions inserted from the current input are read back, but stale entries
        // must never look current: start below every base.
        previous.initialize(repeating: 0, count: Matcher.window)
    }

    deinit {
        head.deallocate()
        previous.deallocate()
        symbols.deallocate()
        frequencies.deallocate()
    }

    private static let pool = Mutex<[DeflateScratch]>([])
    /// As many as threads that compress at once, in practice; more are freed.
    private static let poolLimit = 2 * ProcessInfo.processInfo.activeProcessorCount + 2

    static func take() -> DeflateScratch {
        pool.withLock { $0.popLast() } ?? DeflateScratch()
    }

    static func give(_ scratch: DeflateScratch) {
        pool.withLock { pool in
            if pool.count < poolLimit { pool.append(scratch) }
        }
    }
}

/// LZ77 over the whole input with hash chains; symbols are packed as `byte` for a literal,
/// or `length << 16 | distance` (length ≥ 3, so never below 1 << 16) for a match.
private struct Matcher {
    let data: UnsafePointer<UInt8>
    let count: Int
    let searchDepth: Int
    let niceLength: Int
    /// A match this long is taken without looking one byte further for a longer one.
    let lazyLimit: Int
    private let hashBits: Int
    /// `base` + position + 1 of the latest position with each hash (`base` or less: none).
    private let head: UnsafeMutablePointer<Int32>
    /// For each position in the window, `base` + position + 1 of the previous one with its
    /// hash.
    private let previous: UnsafeMutablePointer<Int32>
    /// What this input's positions are stored above (see `DeflateScratch.positionBase`).
    private let base: Int
    /// The next position to insert into the chains.
    private var inserted = 0

    static let window = 1 << 15
    static let minimumMatch = 4
    static let maximumMatch = 258
    /// A match longer than this inserts only its last positions: a run needs no more.
    static let insertLimit = 16

    init(data: UnsafePointer<UInt8>, count: Int, searchDepth: Int, niceLength: Int, lazyLimit: Int, scratch: DeflateScratch) {
        self.data = data
        self.count = count
        self.searchDepth = max(1, searchDepth)
        self.niceLength = min(max(niceLength, Self.minimumMatch), Self.maximumMatch)
        self.lazyLimit = min(lazyLimit, self.niceLength)
        // A table about the size of the input: small images clear little.
        var bits = 10
        while bits < 15 && (1 << bits) < count { bits += 1 }
        hashBits = bits
        head = scratch.head
        previous = scratch.previous
        if scratch.positionBase > Int(Int32.max) - count - 2 {
            head.update(repeating: 0, count: DeflateScratch.hashCapacity)
            scratch.positionBase = 0
        }
        base = scratch.positionBase
        scratch.positionBase += count + 1
    }

    @inline(__always) private func load32(_ position: Int) -> UInt32 {
        UnsafeRawPointer(data + position).loadUnaligned(as: UInt32.self)
    }

    @inline(__always) private func hash(_ position: Int) -> Int {
        Int(truncatingIfNeeded: (load32(position) &* 0x9E37_79B1) &>> UInt32(truncatingIfNeeded: 32 &- hashBits))
    }

    // Positions and lengths below stay far inside Int's range (an input is at most about a
    // gigabyte: 16,384 rows of 65,537 bytes), so the hot loops use wrapping arithmetic, free
    // of overflow checks.

    /// Inserts every position up to `end` (exclusive) that has four bytes.
    @inline(__always) private mutating func insert(upTo end: Int) {
        let last = min(end, count &- 3)
        while inserted < last {
            let h = hash(inserted)
            previous[inserted & (Self.window &- 1)] = head[h]
            head[h] = Int32(truncatingIfNeeded: base &+ inserted &+ 1)
            inserted &+= 1
        }
        if inserted < end { inserted = end }
    }

    /// How many bytes from `a` and `b` (a < b) agree, up to `limit`.
    @inline(__always) private func matchLength(_ a: Int, _ b: Int, limit: Int) -> Int {
        var length = 0
        while length &+ 8 <= limit {
            let x = UnsafeRawPointer(data + (a &+ length)).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(data + (b &+ length)).loadUnaligned(as: UInt64.self)
            let difference = x ^ y
            if difference != 0 { return length &+ (difference.trailingZeroBitCount &>> 3) }
            length &+= 8
        }
        while length < limit && data[a &+ length] == data[b &+ length] { length &+= 1 }
        return length
    }

    /// The longest match for `position` among the chain's candidates, with its distance;
    /// the position itself must already be inserted.
    @inline(__always) private func longestMatch(at position: Int, better than: Int) -> (length: Int, distance: Int) {
        let limit = min(Self.maximumMatch, count &- position)
        guard limit >= Self.minimumMatch else { return (0, 0) }
        var best = than, bestDistance = 0
        var candidate = Int(previous[position & (Self.window &- 1)]) &- base &- 1
        var depth = searchDepth
        let lowest = position &- Self.window &+ 1
        while candidate >= 0 && candidate >= lowest && depth > 0 {
            // The byte just past the best so far must match for a longer match.
            if best < limit, data[candidate &+ best] == data[position &+ best] {
                let length = matchLength(candidate, position, limit: limit)
                if length > best {
                    best = length
                    bestDistance = position &- candidate
                    if length >= niceLength { break }
                }
            }
            let next = Int(previous[candidate & (Self.window &- 1)]) &- base &- 1
            if next >= candidate { break }
            candidate = next
            depth &-= 1
        }
        return best > than ? (best, bestDistance) : (0, 0)
    }

    /// Parses from `start` until `maximumSymbols` symbols or `maximumEnd`; returns the symbol
    /// count and where it stopped.
    mutating func parse(from start: Int, maximumSymbols: Int, maximumEnd: Int,
                        into symbols: UnsafeMutablePointer<UInt32>, frequencies: Frequencies) -> (Int, Int) {
        let tables = DeflateTables.shared
        var position = start, emitted = 0
        // A match found one step ahead, kept for the lazy comparison.
        var pending: (length: Int, distance: Int)? = nil
        while position < maximumEnd && emitted < maximumSymbols &- 1 {
            insert(upTo: position &+ 1)
            let match = pending ?? longestMatch(at: position, better: Self.minimumMatch &- 1)
            pending = nil
            if match.length >= Self.minimumMatch && match.length < lazyLimit && position &+ 1 < maximumEnd {
                // Lazy: a longer match at the next byte is worth a literal here.
                insert(upTo: position &+ 2)
                let next = longestMatch(at: position &+ 1, better: match.length)
                if next.length > match.length {
                    symbols[emitted] = UInt32(data[position])
                    frequencies.literals[Int(data[position])] &+= 1
                    emitted &+= 1
                    position &+= 1
                    pending = next
                    continue
                }
            }
            if match.length >= Self.minimumMatch {
                symbols[emitted] = UInt32(truncatingIfNeeded: match.length) &<< 16 | UInt32(truncatingIfNeeded: match.distance)
                frequencies.literals[Int(tables.lengthSymbol[match.length])] &+= 1
                frequencies.distances[Int(tables.distanceSymbol(match.distance))] &+= 1
                emitted &+= 1
                let end = position &+ match.length
                if match.length > Self.insertLimit { inserted = max(inserted, end &- 3) }
                insert(upTo: end)
                position = end
            } else {
                symbols[emitted] = UInt32(data[position])
                frequencies.literals[Int(data[position])] &+= 1
                emitted &+= 1
                position &+= 1
            }
        }
        return (emitted, position)
    }
}

// MARK: - Huffman codes

/// The literal/length and distance codes of a block, with their canonical codewords
/// bit-reversed for deflate's least-significant-bit-first order.
private struct DynamicCodes {
    var literalLengths: [UInt8]
    var distanceLengths: [UInt8]
    var literalCodes: [UInt16]
    var distanceCodes: [UInt16]
    /// The code-length code and the run-length encoded lengths, for a dynamic header.
    private var header: (lengths: [UInt8], codes: [UInt16], runs: [UInt16], literalCount: Int, distanceCount: Int, order: Int)?
    private(set) var headerBits = 0

    static let fixed: DynamicCodes = {
        var literals = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { literals[symbol] = 9 }
        for symbol in 256..<280 { literals[symbol] = 7 }
        return DynamicCodes(literalLengths: literals, distanceLengths: [UInt8](repeating: 5, count: 30))
    }()

    private init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        self.literalLengths = literalLengths
        self.distanceLengths = distanceLengths
        literalCodes = Self.canonicalCodes(literalLengths)
        distanceCodes = Self.canonicalCodes(distanceLengths)
    }

    init(_ frequencies: Frequencies) {
        self.init(literalLengths: Self.lengths(UnsafeBufferPointer(start: frequencies.literals, count: 286), limit: 15),
                  distanceLengths: Self.lengths(UnsafeBufferPointer(start: frequencies.distances, count: 30), limit: 15))
        buildHeader()
    }

    func dataBits(_ frequencies: Frequencies) -> Int {
        var bits = 0
        for symbol in 0..<286 { bits += Int(frequencies.literals[symbol]) * Int(literalLengths[symbol]) }
        for symbol in 0..<30 { bits += Int(frequencies.distances[symbol]) * Int(distanceLengths[symbol]) }
        return bits
    }

    // RFC 1951 3.2.7: HLIT, HDIST, HCLEN, the code-length code, then the lengths with runs.
    private static let order: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func buildHeader() {
        var literalCount = 286
        while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = 30
        while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let all = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        // Each run: symbol | extra value << 8.
        var runs: [UInt16] = []
        var frequencies = [UInt32](repeating: 0, count: 19)
        var index = 0
        while index < all.count {
            let length = all[index]
            var run = 1
            while index + run < all.count && all[index + run] == length { run += 1 }
            var left = run
            if length == 0 {
                while left >= 11 { let n = min(left, 138); runs.append(18 | UInt16(n - 11) << 8); frequencies[18] += 1; left -= n }
                if left >= 3 { runs.append(17 | UInt16(left - 3) << 8); frequencies[17] += 1; left = 0 }
            } else {
                runs.append(UInt16(length)); frequencies[Int(length)] += 1; left -= 1
                while left >= 3 { let n = min(left, 6); runs.append(16 | UInt16(n - 3) << 8); frequencies[16] += 1; left -= n }
            }
            for _ in 0..<left { runs.append(UInt16(length)); frequencies[Int(length)] += 1 }
            index += run
        }
        let lengths = frequencies.withUnsafeBufferPointer { Self.lengths($0, limit: 7) }
        var orderCount = 19
        while orderCount > 4 && lengths[Self.order[orderCount - 1]] == 0 { orderCount -= 1 }
        var bits = 5 + 5 + 4 + 3 * orderCount
        for run in runs {
            let symbol = Int(run & 0xFF)
            bits += Int(lengths[symbol]) + (symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0)
        }
        headerBits = bits
        header = (lengths, Self.canonicalCodes(lengths), runs, literalCount, distanceCount, orderCount)
    }

    func writeHeader(to writer: inout BitWriter) {
        guard let header else { return }
        writer.put(UInt64(header.literalCount - 257), 5)
        writer.put(UInt64(header.distanceCount - 1), 5)
        writer.put(UInt64(header.order - 4), 4)
        for index in 0..<header.order { writer.put(UInt64(header.lengths[Self.order[index]]), 3) }
        for run in header.runs {
            let symbol = Int(run & 0xFF)
            writer.put(UInt64(header.codes[symbol]), Int(header.lengths[symbol]))
            switch symbol {
            case 16: writer.put(UInt64(run >> 8), 2)
            case 17: writer.put(UInt64(run >> 8), 3)
            case 18: writer.put(UInt64(run >> 8), 7)
            default: break
            }
        }
    }

    func writeSymbols(_ symbols: UnsafePointer<UInt32>, count: Int, to writer: inout BitWriter) {
        let tables = DeflateTables.shared
        literalLengths.withUnsafeBufferPointer { literalLengths in
        literalCodes.withUnsafeBufferPointer { literalCodes in
        distanceLengths.withUnsafeBufferPointer { distanceLengths in
        distanceCodes.withUnsafeBufferPointer { distanceCodes in
            for index in 0..<count {
                let symbol = symbols[index]
                if symbol < 1 << 16 {
                    writer.put(UInt64(literalCodes[Int(symbol)]), Int(literalLengths[Int(symbol)]))
                    continue
                }
                // Lengths 3...258 and distances 1...32768, as the matcher emits them: the
                // arithmetic below cannot wrap, so it skips overflow checks.
                let length = Int(symbol &>> 16), distance = Int(symbol & 0xFFFF)
                let lengthCode = Int(tables.lengthSymbol[length])
                let lengthExtra = Int(tables.lengthExtra[lengthCode &- 257])
                writer.put(UInt64(literalCodes[lengthCode])
                               | UInt64(truncatingIfNeeded: length &- Int(tables.lengthBase[lengthCode &- 257])) &<< literalLengths[lengthCode],
                           Int(literalLengths[lengthCode]) &+ lengthExtra)
                let distanceCode = Int(tables.distanceSymbol(distance))
                let distanceExtra = Int(tables.distanceExtra[distanceCode])
                writer.put(UInt64(distanceCodes[distanceCode])
                               | UInt64(truncatingIfNeeded: distance &- Int(tables.distanceBase[distanceCode])) &<< distanceLengths[distanceCode],
                           Int(distanceLengths[distanceCode]) &+ distanceExtra)
            }
        }}}}
    }

    /// Code lengths of at most `limit` bits for `frequencies`; at least two symbols get a
    /// code, so that every decoder accepts the code as complete.
    static func lengths(_ frequencies: UnsafeBufferPointer<UInt32>, limit: Int) -> [UInt8] {
        // Ascending weight, ties by symbol (so the result never depends on the sort), packed
        // as weight << 16 | symbol; unused symbols added to make two get weight 1.
        var keys: [UInt64] = []
        keys.reserveCapacity(frequencies.count)
        for symbol in 0..<frequencies.count where frequencies[symbol] > 0 {
            keys.append(UInt64(frequencies[symbol]) << 16 | UInt64(symbol))
        }
        var spare = 0
        while keys.count < 2 {
            if frequencies[spare] == 0 { keys.append(1 << 16 | UInt64(spare)) }
            spare += 1
        }
        keys.sort()
        var depths = keys.map { Int(truncatingIfNeeded: $0 >> 16) }
        minimumRedundancy(&depths)
        var counts = [Int](repeating: 0, count: max(limit, depths.max() ?? 0) + 1)
        for depth in depths { counts[depth] += 1 }
        if counts.count > limit + 1 {
            for depth in (limit + 1)..<counts.count { counts[limit] += counts[depth]; counts[depth] = 0 }
            // Over-full by the leaves moved up to `limit`: take one leaf off the longest level
            // and split a shorter leaf into two, until the Kraft sum is exactly one.
            var total = 0
            for depth in 1...limit { total += counts[depth] << (limit - depth) }
            while total > 1 << limit {
                counts[limit] -= 1
                for depth in stride(from: limit - 1, through: 1, by: -1) where counts[depth] > 0 {
                    counts[depth] -= 1
                    counts[depth + 1] += 2
                    break
                }
                total -= 1
            }
        }
        var result = [UInt8](repeating: 0, count: frequencies.count)
        var next = 0
        for depth in stride(from: counts.count - 1, through: 1, by: -1) {
            for _ in 0..<counts[depth] { result[Int(truncatingIfNeeded: keys[next] & 0xFFFF)] = UInt8(depth); next += 1 }
        }
        return result
    }

    /// Moffat and Katajainen's in-place code lengths for weights in ascending order.
    private static func minimumRedundancy(_ a: inout [Int]) {
        let n = a.count
        if n == 0 { return }
        if n == 1 { a[0] = 1; return }
        a[0] += a[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] { a[next] = a[root]; a[root] = next; root += 1 } else { a[next] = a[leaf]; leaf += 1 }
            if leaf >= n || (root < next && a[root] < a[leaf]) { a[next] += a[root]; a[root] = next; root += 1 } else { a[next] += a[leaf]; leaf += 1 }
        }
        a[n - 2] = 0
        if n >= 3 { for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 } }
        var available = 1, usedNodes = 0, depth = 0
        var rootIndex = n - 2, next = n - 1
        while available > 0 {
            while rootIndex >= 0 && a[rootIndex] == depth { usedNodes += 1; rootIndex -= 1 }
            while available > usedNodes { a[next] = depth; next -= 1; available -= 1 }
            available = 2 * usedNodes
            depth += 1
            usedNodes = 0
        }
    }

    /// RFC 1951 3.2.2's canonical codes, bit-reversed.
    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + counts[bits - 1]) << 1
            nextCode[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = UInt16(truncatingIfNeeded: nextCode[Int(length)])
            nextCode[Int(length)] += 1
            return value.bitReversed >> (16 - UInt16(length))
        }
    }
}

extension UInt16 {
    /// The bits in reverse order.
    fileprivate var bitReversed: UInt16 {
        var v = self
        v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
        v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
        v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
        return v << 8 | v >> 8
    }
}

// MARK: - Tables and bits

/// RFC 1951 3.2.5's length and distance codes.
private final class DeflateTables: Sendable {
    static let shared = DeflateTables()

    let lengthBase: [UInt16]
    let lengthExtra: [UInt8]
    /// The literal/length symbol of each match length 0...258 (3... are meaningful).
    let lengthSymbol: [UInt16]
    let distanceBase: [UInt16]
    let distanceExtra: [UInt8]
    /// The distance symbol of distances 1...256 (index distance − 1), and of larger ones by
    /// (distance − 1) >> 7, as zlib's table.
    private let nearDistanceSymbol: [UInt8]
    private let farDistanceSymbol: [UInt8]

    private init() {
        lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var base: [UInt16] = []
        var length: UInt16 = 3
        for index in 0..<28 { base.append(length); length += 1 << UInt16(lengthExtra[index]) }
        base.append(258)
        lengthBase = base
        var symbolOfLength = [UInt16](repeating: 0, count: 259)
        for index in 0..<28 {
            for value in Int(base[index])..<Int(base[index]) + (1 << Int(lengthExtra[index])) where value < 258 {
                symbolOfLength[value] = UInt16(257 + index)
            }
        }
        symbolOfLength[258] = 285
        lengthSymbol = symbolOfLength
        var extra: [UInt8] = [0, 0, 0, 0]
        for bits in 1...13 { extra.append(UInt8(bits)); extra.append(UInt8(bits)) }
        distanceExtra = extra
        var distances: [UInt16] = []
        var distance = 1
        for index in 0..<30 { distances.append(UInt16(distance)); distance += 1 << Int(extra[index]) }
        distanceBase = distances
        func symbol(_ distance: Int) -> UInt8 {
            var code = 29
            while Int(distances[code]) > distance { code -= 1 }
            return UInt8(code)
        }
        nearDistanceSymbol = (1...256).map(symbol)
        farDistanceSymbol = (0..<256).map { symbol(($0 << 7) + 1) }
    }

    @inline(__always) func distanceSymbol(_ distance: Int) -> UInt8 {
        distance <= 256 ? nearDistanceSymbol[distance - 1] : farDistanceSymbol[(distance - 1) >> 7]
    }
}

/// Writes bits least significant first, a word at a time.
private struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var cursor: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var bitCount = 0

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        cursor = start
    }

    var byteCount: Int { cursor - start }

    /// Appends the low `count` bits of `bits` (`count` ≤ 32).
    @inline(__always) mutating func put(_ bits: UInt64, _ count: Int) {
        // `bitCount` stays below 32 between calls, so the shift never reaches 64.
        buffer |= bits &<< UInt64(truncatingIfNeeded: bitCount)
        bitCount &+= count
        if bitCount >= 32 {
            UnsafeMutableRawPointer(cursor).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            cursor += 4
            buffer &>>= 32
            bitCount &-= 32
        }
    }

    /// Pads with zero bits to a whole byte and writes out what is buffered.
    mutating func alignToByte() {
        while bitCount > 0 {
            cursor.pointee = UInt8(truncatingIfNeeded: buffer)
            cursor += 1
            buffer >>= 8
            bitCount = max(0, bitCount - 8)
        }
        buffer = 0
    }

    mutating func putByte(_ byte: UInt8) {
        if bitCount == 0 {
            cursor.pointee = byte
            cursor += 1
        } else {
            put(UInt64(byte), 8)
        }
    }

    mutating func putBytes(_ bytes: UnsafePointer<UInt8>, count: Int) {
        alignToByte()
        cursor.update(from: bytes, count: count)
        cursor += count
    }
}
