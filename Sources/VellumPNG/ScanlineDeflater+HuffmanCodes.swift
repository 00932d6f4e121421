import Foundation

// ScanlineDeflater's Huffman codes: dynamic and fixed, with length-limited code lengths.

/// The literal/length and distance codes of a block, with their canonical codewords
/// bit-reversed for deflate's least-significant-bit-first order.
struct DynamicCodes {
    var literalLengths: [UInt8]
    var distanceLengths: [UInt8]
    var literalCodes: [UInt16]
    var distanceCodes: [UInt16]
    /// The code-length code and the run-length encoded lengths, for a dynamic header.
    private var header:
        (lengths: [UInt8], codes: [UInt16], runs: [UInt16], literalCount: Int, distanceCount: Int, order: Int)?
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
        self.init(
            literalLengths: Self.lengths(UnsafeBufferPointer(start: frequencies.literals, count: 286), limit: 15),
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
                while left >= 11 {
                    let n = min(left, 138); runs.append(18 | UInt16(n - 11) << 8); frequencies[18] += 1; left -= n
                }
                if left >= 3 { runs.append(17 | UInt16(left - 3) << 8); frequencies[17] += 1; left = 0 }
            } else {
                runs.append(UInt16(length)); frequencies[Int(length)] += 1; left -= 1
                while left >= 3 {
                    let n = min(left, 6); runs.append(16 | UInt16(n - 3) << 8); frequencies[16] += 1; left -= n
                }
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
                            writer.put(
                                UInt64(literalCodes[lengthCode])
                                    | UInt64(truncatingIfNeeded: length &- Int(tables.lengthBase[lengthCode &- 257]))
                                    &<< literalLengths[lengthCode],
                                Int(literalLengths[lengthCode]) &+ lengthExtra)
                            let distanceCode = Int(tables.distanceSymbol(distance))
                            let distanceExtra = Int(tables.distanceExtra[distanceCode])
                            writer.put(
                                UInt64(distanceCodes[distanceCode])
                                    | UInt64(truncatingIfNeeded: distance &- Int(tables.distanceBase[distanceCode]))
                                    &<< distanceLengths[distanceCode],
                                Int(distanceLengths[distanceCode]) &+ distanceExtra)
                        }
                    }
                }
            }
        }
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
            for _ in 0..<counts[depth] {
                result[Int(truncatingIfNeeded: keys[next] & 0xFFFF)] = UInt8(depth); next += 1
            }
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
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]; a[root] = next; root += 1
            } else {
                a[next] = a[leaf]; leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]; a[root] = next; root += 1
            } else {
                a[next] += a[leaf]; leaf += 1
            }
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
