// Based on the PNG specification (W3C, 2nd edition, section 9 "Filtering") for the five
// filters, and on libpng's `png_write_find_filter` (pngwutil.c) for the adaptive choice:
// the filter whose output has the least sum of absolute values, bytes read as signed.

/// A PNG scanline filter (filter method 0), by its type byte.
enum PNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
}

/// How the encoder picks each scanline's filter.
enum PNGFilterStrategy: Hashable, Sendable {
    /// The same filter on every row.
    case fixed(PNGFilter)
    /// libpng's heuristic: per row, the filter with the minimum sum of absolute differences.
    case minimumSumOfAbsoluteDifferences
    /// The same heuristic among None, Sub and Up only: on every reference scene it made files
    /// as small as the five filters (within 0.5 %, smaller on gradients), at a fraction of
    /// the work (Average and Paeth are most of it).
    case minimumSumAmongNoneSubUp
    /// None on flat art (``PNGScanlines/isFlat(_:width:height:stride:)``), whose repeated
    /// colours deflate best unfiltered (11–25 % smaller than the heuristics on the flat
    /// reference scenes), else ``minimumSumAmongNoneSubUp`` for gradients and images.
    case chosenByFlatness
}

extension PNGFilter {
    /// Filters one row of `count` bytes with `bpp` bytes per pixel; `prior` is the previous
    /// unfiltered row (zeros above the first row).
    @inline(__always)
    func apply(
        row raw: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int,
        to out: UnsafeMutablePointer<UInt8>
    ) {
        switch self {
        case .none:
            out.update(from: raw, count: count)
        case .sub:
            for i in 0..<bpp { out[i] = raw[i] }
            for i in bpp..<count { out[i] = raw[i] &- raw[i &- bpp] }
        case .up:
            for i in 0..<count { out[i] = raw[i] &- prior[i] }
        case .average:
            for i in 0..<bpp { out[i] = raw[i] &- prior[i] &>> 1 }
            for i in bpp..<count {
                out[i] = raw[i] &- UInt8(truncatingIfNeeded: (UInt16(raw[i &- bpp]) &+ UInt16(prior[i])) &>> 1)
            }
        case .paeth:
            for i in 0..<bpp { out[i] = raw[i] &- prior[i] }
            for i in bpp..<count {
                out[i] = raw[i] &- Self.paethPredictor(raw[i &- bpp], prior[i], prior[i &- bpp])
            }
        }
    }

    /// The Paeth predictor of the PNG specification (9.4): whichever of left, above and
    /// upper-left is nearest to left + above - upper-left, ties in that order.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int32(a), ib = Int32(b), ic = Int32(c)
        let pa = abs(ib &- ic)
        let pb = abs(ia &- ic)
        let pc = abs(ia &+ ib &- 2 &* ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// libpng's cost of a filtered byte: its absolute value read as a signed byte.
    @inline(__always)
    static func cost(_ v: UInt8) -> UInt32 {
        UInt32(v < 128 ? v : 0 &- v)
    }

    /// Filters one row with all five filters, in a single pass, and writes the type byte
    /// and the bytes of the one with the least ``cost(_:)`` sum (the first of equals, in
    /// type order) to `out`. `scratch` holds `4 * count` bytes.
    @inline(__always)
    static func applyAdaptive(
        row raw: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int,
        scratch: UnsafeMutablePointer<UInt8>, to out: UnsafeMutablePointer<UInt8>
    ) {
        let sub = scratch, up = scratch + count, average = scratch + 2 &* count, paeth = scratch + 3 &* count
        var sums: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0)
        for i in 0..<bpp {
            let x = raw[i], b = prior[i]
            sub[i] = x
            up[i] = x &- b
            average[i] = x &- b &>> 1
            paeth[i] = x &- b
            sums.0 &+= cost(x)
            sums.1 &+= cost(x)
            sums.2 &+= cost(up[i])
            sums.3 &+= cost(average[i])
            sums.4 &+= cost(paeth[i])
        }
        // Sixteen bytes at a time, the same integer arithmetic lane by lane, then the rest.
        let rest =
            count &- bpp >= 16
            ? applyAdaptiveBlocks(row: raw, prior: prior, count: count, bpp: bpp, scratch: scratch, sums: &sums)
            : bpp
        for i in rest..<count {
            let x = raw[i], a = raw[i &- bpp], b = prior[i], c = prior[i &- bpp]
            let s = x &- a
            let u = x &- b
            let v = x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) &>> 1)
            let p = x &- paethPredictor(a, b, c)
            sub[i] = s
            up[i] = u
            average[i] = v
            paeth[i] = p
            sums.0 &+= cost(x)
            sums.1 &+= cost(s)
            sums.2 &+= cost(u)
            sums.3 &+= cost(v)
            sums.4 &+= cost(p)
        }
        var best = PNGFilter.none, bestSum = sums.0
        if sums.1 < bestSum { best = .sub; bestSum = sums.1 }
        if sums.2 < bestSum { best = .up; bestSum = sums.2 }
        if sums.3 < bestSum { best = .average; bestSum = sums.3 }
        if sums.4 < bestSum { best = .paeth; bestSum = sums.4 }
        out[0] = best.rawValue
        let source: UnsafeMutablePointer<UInt8>
        switch best {
        case .none: out.advanced(by: 1).update(from: raw, count: count); return
        case .sub: source = sub
        case .up: source = up
        case .average: source = average
        case .paeth: source = paeth
        }
        out.advanced(by: 1).update(from: source, count: count)
    }

    /// Writes the type byte and the bytes of whichever of None, Sub and Up has the least
    /// ``cost(_:)`` sum (the first of equals, in type order) to `out`.
    @inline(__always)
    static func applyNoneSubUp(
        row raw: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int,
        to out: UnsafeMutablePointer<UInt8>
    ) {
        typealias Bytes = SIMD16<UInt8>
        typealias Pairs = SIMD8<UInt16>
        var sums: (UInt32, UInt32, UInt32) = (0, 0, 0)
        for i in 0..<min(bpp, count) {
            sums.0 &+= cost(raw[i])
            sums.1 &+= cost(raw[i])
            sums.2 &+= cost(raw[i] &- prior[i])
        }
        var costs = (Pairs(), Pairs(), Pairs())
        var blocks = 0
        func flush() {
            sums.0 &+= laneSum(costs.0); sums.1 &+= laneSum(costs.1); sums.2 &+= laneSum(costs.2)
            costs = (Pairs(), Pairs(), Pairs())
            blocks = 0
        }
        var i = bpp
        while i &+ 16 <= count {
            let x = UnsafeRawPointer(raw + i).loadUnaligned(as: Bytes.self)
            let a = UnsafeRawPointer(raw + (i &- bpp)).loadUnaligned(as: Bytes.self)
            let b = UnsafeRawPointer(prior + i).loadUnaligned(as: Bytes.self)
            costs.0 &+= pairCosts(x); costs.1 &+= pairCosts(x &- a); costs.2 &+= pairCosts(x &- b)
            blocks &+= 1
            if blocks == 255 { flush() }
            i &+= 16
        }
        flush()
        while i < count {
            sums.0 &+= cost(raw[i])
            sums.1 &+= cost(raw[i] &- raw[i &- bpp])
            sums.2 &+= cost(raw[i] &- prior[i])
            i &+= 1
        }
        var best = PNGFilter.none, bestSum = sums.0
        if sums.1 < bestSum { best = .sub; bestSum = sums.1 }
        if sums.2 < bestSum { best = .up }
        out[0] = best.rawValue
        best.apply(row: raw, prior: prior, count: count, bpp: bpp, to: out + 1)
    }

    /// The cost of each byte (``cost(_:)``), summed in pairs of lanes. Each 16-bit lane
    /// takes at most 256 a block (two costs of at most 128), so 255 blocks fit before a
    /// ``laneSum(_:)``.
    @inline(__always)
    private static func pairCosts(_ v: SIMD16<UInt8>) -> SIMD8<UInt16> {
        let negative = SIMD16<UInt8>(repeating: 0) &- (v &>> 7)
        let magnitude = unsafeBitCast((v ^ negative) &- negative, to: SIMD8<UInt16>.self)
        return (magnitude & SIMD8<UInt16>(repeating: 0x00FF)) &+ (magnitude &>> 8)
    }

    @inline(__always)
    private static func laneSum(_ lanes: SIMD8<UInt16>) -> UInt32 {
        var sum: UInt32 = 0
        for lane in lanes.indices { sum &+= UInt32(lanes[lane]) }
        return sum
    }

    /// ``applyAdaptive(row:prior:count:bpp:scratch:to:)``'s loop over the bytes from `bpp`
    /// on, sixteen at a time with the same integer arithmetic in vector lanes, written with
    /// byte-wise and, or, xor, shifts and wrapping sums only (the generic SIMD comparisons,
    /// selections and widenings ran lane by lane, 4 times slower than the scalar loop), so
    /// the bytes and sums are exactly the scalar loop's. Returns where the whole blocks end.
    @inline(__always)
    private static func applyAdaptiveBlocks(
        row raw: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int,
        bpp: Int, scratch: UnsafeMutablePointer<UInt8>,
        sums: inout (UInt32, UInt32, UInt32, UInt32, UInt32)
    ) -> Int {
        typealias Bytes = SIMD16<UInt8>
        typealias Pairs = SIMD8<UInt16>
        let sub = UnsafeMutableRawPointer(scratch), up = sub + count, average = sub + 2 &* count,
            paeth = sub + 3 &* count
        var costs = (Pairs(), Pairs(), Pairs(), Pairs(), Pairs())
        var blocks = 0
        func flush() {
            sums.0 &+= laneSum(costs.0); sums.1 &+= laneSum(costs.1); sums.2 &+= laneSum(costs.2)
            sums.3 &+= laneSum(costs.3); sums.4 &+= laneSum(costs.4)
            costs = (Pairs(), Pairs(), Pairs(), Pairs(), Pairs())
            blocks = 0
        }
        /// 0xFF where `x < y` (unsigned), else 0: Hacker's Delight's borrow of x − y.
        @inline(__always) func below(_ x: Bytes, _ y: Bytes) -> Bytes {
            Bytes(repeating: 0) &- ((((~x) & y) | (((~x) | y) & (x &- y))) &>> 7)
        }
        @inline(__always) func select(_ mask: Bytes, _ yes: Bytes, _ no: Bytes) -> Bytes {
            (yes & mask) | (no & ~mask)
        }
        @inline(__always) func distance(_ x: Bytes, _ y: Bytes) -> Bytes {
            select(below(x, y), y &- x, x &- y)
        }
        var i = bpp
        while i &+ 16 <= count {
            let x = UnsafeRawPointer(raw + i).loadUnaligned(as: Bytes.self)
            let a = UnsafeRawPointer(raw + (i &- bpp)).loadUnaligned(as: Bytes.self)
            let b = UnsafeRawPointer(prior + i).loadUnaligned(as: Bytes.self)
            let c = UnsafeRawPointer(prior + (i &- bpp)).loadUnaligned(as: Bytes.self)
            let s = x &- a
            let u = x &- b
            // ⌊(a + b) / 2⌋ without a ninth bit.
            let v = x &- ((a & b) &+ ((a ^ b) &>> 1))
            // Paeth: pa = |b − c|, pb = |a − c|, pc = |(b − c) + (a − c)|, which is pa + pb when
            // the two differences share a sign (then pa and pb are both within it) and
            // |pa − pb| when they do not.
            let pa = distance(b, c), pb = distance(a, c)
            let sameSign = ~(below(b, c) ^ below(a, c))
            let pc = distance(pa, pb)
            let paFirst = ~below(pb, pa) & (sameSign | ~below(pc, pa))
            let pbNext = sameSign | ~below(pc, pb)
            let p = x &- select(paFirst, a, select(pbNext, b, c))
            sub.storeBytes(of: s, toByteOffset: i, as: Bytes.self)
            up.storeBytes(of: u, toByteOffset: i, as: Bytes.self)
            average.storeBytes(of: v, toByteOffset: i, as: Bytes.self)
            paeth.storeBytes(of: p, toByteOffset: i, as: Bytes.self)
            costs.0 &+= pairCosts(x); costs.1 &+= pairCosts(s); costs.2 &+= pairCosts(u)
            costs.3 &+= pairCosts(v); costs.4 &+= pairCosts(p)
            blocks &+= 1
            if blocks == 255 { flush() }
            i &+= 16
        }
        flush()
        return i
    }
}
