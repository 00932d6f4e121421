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

    init(_ path: Path) {
        var measured: [MeasuredSubpath] = []
        var total: CGFloat = 0
        for subpath in path.subpaths {
            let lengths = subpath.segments.map(\.length)
            let sum = lengths.reduce(0, +)
            measured.append(MeasuredSubpath(subpath: subpath, lengths: lengths, total: sum))
            total += sum
        }
        subpaths = measured
        totalLength = total
    }
}

extension PathMeasure.MeasuredSubpath {
    /// The segments between arc lengths `from` and `to` (measured from this subpath's start),
    /// split exactly at the parameters for those lengths.
    func segments(from: CGFloat, to: CGFloat) -> [PathSegment] {
        guard to > from else { return [] }
        var result: [PathSegment] = []
        var offset: CGFloat = 0
        for (segment, length) in zip(subpath.segments, lengths) {
            defer { offset += length }
            let segStart = offset, segEnd = offset + length
            if segEnd < from || segStart > to { continue }
            if length == 0 {
                // Zero-length segments inside the range keep corners and direction intact.
                if segStart > from && segStart < to { result.append(segment) }
                continue
            }
            let t0 = from <= segStart ? 0 : segment.parameter(atLength: from - segStart, totalLength: length)
            let t1 = to >= segEnd ? 1 : segment.parameter(atLength: to - segStart, totalLength: length)
            if t1 <= t0 && !(t0 == 0 && t1 == 0 && from == to) { continue }
            result.append(segment.subsegment(from: t0, to: t1))
        }
        return result
    }

    /// The point and unit tangent at arc length `distance` along this subpath.
    func pointAndTangent(at distance: CGFloat) -> (CGPoint, CGPoint?) {
        var offset: CGFloat = 0
        for (segment, length) in zip(subpath.segments, lengths) {
            if length > 0, distance <= offset + length {
                let t = segment.parameter(atLength: distance - offset, totalLength: length)
                let c = segment.cubic
                return (c.point(at: t), c.tangent(at: t))
            }
            offset += length
        }
        if let last = subpath.segments.last(where: { !$0.isDegenerate }) {
            return (last.end, last.cubic.tangent(at: 1))
        }
        return (subpath.start, nil)
    }
}
