// Based on the PNG specification (W3C, 2nd edition, section 9 "Filtering") for the five
// filters, and on libpng's `png_write_find_filter` (pngwutil.c) for the adaptive choice:
// the filter whose output has the least sum of absolute values, bytes read as signed.

/// A PNG scanline filter (filter method 0), by its type byte.
enum PNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4
}

/// How the encoder picks each scanline's filter.
enum PNGFilterStrategy: Hashable, Sendable {
    /// The same filter on every row.
    case fixed(PNGFilter)
    /// libpng's heuristic: per row, the filter with the minimum sum of absolute differences.
    case minimumSumOfAbsoluteDifferences
}

extension PNGFilter {
    /// Filters one row of `count` bytes with `bpp` bytes per pixel; `prior` is the previous
    /// unfiltered row (zeros above the first row).
    @inline(__always)
    func apply(row raw: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int,
               to out: UnsafeMutablePointer<UInt8>) {
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
    static func applyAdaptive(row raw: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int,
                              scratch: UnsafeMutablePointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) {
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
        for i in bpp..<count {
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
}
