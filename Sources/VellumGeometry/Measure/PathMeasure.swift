import Foundation

/// Arc lengths of every segment of a path, and the means to cut pieces out of it by length.
/// Trimming and dashing both walk a path with it.
internal struct PathMeasure {
    struct MeasuredSubpath {
        var subpath: Subpath
        var lengths: [CGFloat]
        var total: CGFloat
    }

    let subpaths: [MeasuredSubpath]
    let totalLength: CGFloat

    init(_ path: Path) { self.init(subpaths: path.subpaths) }

    init(subpaths source: [Subpath]) {
        var measured: [MeasuredSubpath] = []
        var total: CGFloat = 0
        for subpath in source {
            let lengths = subpath.segments.map({ $0.length })
            let sum = lengths.reduce(0, +)
            measured.append(MeasuredSubpath(subpath: subpath, lengths: lengths, total: sum))
            total += sum
        }
        subpaths = measured
        totalLength = total
    }
}

extension PathMeasure.MeasuredSubpath {
    /// Walks a subpath forward for queries whose starts never decrease (dashing), so each
    /// segment is visited a bounded number of times instead of once per query.
    struct Cursor {
        let subpath: PathMeasure.MeasuredSubpath
        private var index = 0
        private var offset: CGFloat = 0
        /// The last parameter solved for, on segment `solvedIndex`: the next query on the
        /// same segment starts its search there.
        private var solvedIndex = -1
        private var solved = CubicBezier.KnownLength.start

        init(_ subpath: PathMeasure.MeasuredSubpath) { self.subpath = subpath }

        /// Skips the segments that end before `distance`.
        private mutating func advance(to distance: CGFloat) {
            while index < subpath.lengths.count - 1 && offset + subpath.lengths[index] < distance {
                offset += subpath.lengths[index]
                index += 1
            }
        }

        /// The segments between arc lengths `from` and `to` (measured from the subpath's
        /// start), split exactly at the parameters for those lengths. Zero-length segments
        /// strictly inside the range are kept, so corners and directions survive.
        mutating func segments(from: CGFloat, to: CGFloat) -> [PathSegment] {
            guard to > from, !subpath.lengths.isEmpty else { return [] }
            advance(to: from)
            var result: [PathSegment] = []
            var segmentStart = offset
            var i = index
            while i < subpath.lengths.count {
                let segment = subpath.subpath.segments[i], length = subpath.lengths[i]
                let segmentEnd = segmentStart + length
                if segmentStart > to { break }
                if length == 0 {
                    if segmentStart > from && segmentStart < to { result.append(segment) }
                } else if segmentEnd >= from {
                    let t0 = from <= segmentStart ? 0 : solve(i, from - segmentStart, length)
                    let t1 = to >= segmentEnd ? 1 : solve(i, to - segmentStart, length)
                    if t1 > t0 { result.append(segment.subsegment(from: t0, to: t1)) }
                }
                segmentStart = segmentEnd
                i += 1
            }
            return result
        }

        /// Whether a segment between arc lengths `from` and `to` (inclusive) is flagged in
        /// `flags` (one per segment).
        mutating func anySegment(from: CGFloat, to: CGFloat, in flags: [Bool]) -> Bool {
            advance(to: from)
            var segmentStart = offset
            var i = index
            while i < subpath.lengths.count && segmentStart <= to {
                if flags[i] { return true }
                segmentStart += subpath.lengths[i]
                i += 1
            }
            return false
        }

        /// Where the run of segments not flagged in `flags` that holds `distance` ends (the
        /// start of the next flagged segment, or the subpath's end); nil when the segment at
        /// `distance` is flagged.
        mutating func farRunEnd(from distance: CGFloat, in flags: [Bool]) -> CGFloat? {
            advance(to: distance)
            guard index < flags.count, !flags[index] else { return nil }
            var end = offset
            var i = index
            while i < flags.count && !flags[i] {
                end += subpath.lengths[i]
                i += 1
            }
            return end
        }

        /// The parameter at `target` along segment `i`, from the last one solved on it.
        private mutating func solve(_ i: Int, _ target: CGFloat, _ length: CGFloat) -> CGFloat {
            let segment = subpath.subpath.segments[i]
            let t = segment.parameter(atLength: target, totalLength: length, known: solvedIndex == i ? solved : .start)
            // The target, not the length reached at `t`: the next piece's length is then
            // exact to 1e-12 of itself (a trim a millionth long stays a millionth long), and
            // positions along the segment stay within 1e-12 of its length.
            solved = CubicBezier.KnownLength(t: t, length: target)
            solvedIndex = i
            return t
        }

        /// The point and unit tangent at arc length `distance` along the subpath.
        mutating func pointAndTangent(at distance: CGFloat) -> (CGPoint, CGPoint?) {
            advance(to: distance)
            var segmentStart = offset
            for i in index..<subpath.lengths.count {
                let segment = subpath.subpath.segments[i], length = subpath.lengths[i]
                if length > 0, distance <= segmentStart + length {
                    let t = solve(i, distance - segmentStart, length)
                    let c = segment.cubic
                    return (c.point(at: t), c.tangent(at: t))
                }
                segmentStart += length
            }
            if let last = subpath.subpath.segments.last(where: { !$0.isDegenerate }) {
                return (last.end, last.cubic.tangent(at: 1))
            }
            return (subpath.subpath.start, nil)
        }
    }

    /// The segments between arc lengths `from` and `to` (measured from this subpath's start),
    /// split exactly at the parameters for those lengths.
    func segments(from: CGFloat, to: CGFloat) -> [PathSegment] {
        var cursor = Cursor(self)
        return cursor.segments(from: from, to: to)
    }
}
