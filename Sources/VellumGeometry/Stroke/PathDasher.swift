import Foundation

// Dashing walks each subpath by exact arc length (see PathMeasure) and cuts the "on"
// intervals out as open subpaths, as the SVG 1.1 stroke-dasharray rules and Cairo do:
// the pattern restarts at every subpath, a dash that runs through the start of a closed
// subpath joins the subpath's last dash, and a zero-length "on" interval still gets caps.

/// A dash pattern that keeps its own promises: at least two entries, all finite and
/// non-negative, with a positive sum.
internal struct DashPattern: Sendable {
    let intervals: [CGFloat]
    let period: CGFloat
    let phase: CGFloat

    /// Nil when the style asks for a solid line or the pattern is unusable (see
    /// ``StrokeStyle/dash``).
    init?(_ style: StrokeStyle) {
        guard !style.dash.isEmpty else { return nil }
        var intervals = style.dash
        guard intervals.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        if intervals.count % 2 == 1 { intervals += intervals }
        let period = intervals.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.intervals = intervals
        self.period = period
        var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
        if phase < 0 { phase += period }
        self.phase = phase
    }
}

/// One dash: an open run of segments, or a zero-length dash at a point with a direction.
internal struct DashPiece {
    var segments: [PathSegment]
    var point: CGPoint
    var direction: CGPoint?
}

/// The most dashes one stroke may produce before the pattern is drawn solid instead
/// (documented on ``StrokeStyle/dash``): a bound on time and memory for hostile input.
internal let maximumDashCount = 100_000

internal enum PathDasher {
    /// The dashes of `path`, subpath by subpath; nil when there would be more than
    /// ``maximumDashCount``. With an `area`, only the dashes running through a segment whose
    /// control points come near it are cut out (the pattern still advances along the rest):
    /// a renderer that shows only `area` need not cut thousands of dashes it cannot see.
    static func dashes(of path: Path, pattern: DashPattern, near area: CGRect? = nil) -> [[DashPiece]]? {
        let measure = area.map { PathMeasure(subpaths: refined(path.subpaths, near: $0)) } ?? PathMeasure(path)
        let flags = area.map { area in measure.subpaths.map { $0.subpath.segments.map { $0.hullMeets(area) } } }
        var walkedLength = measure.totalLength
        if let flags {
            walkedLength = zip(measure.subpaths, flags).reduce(0) { sum, pair in
                sum + zip(pair.0.lengths, pair.1).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
            }
        }
        // Positions along the path must still resolve the pattern's intervals: walking from
        // far-off segments to near ones 4e17 along, adding a 3 changes nothing.
        let shortestInterval = pattern.intervals.filter { $0 > 0 }.min() ?? pattern.period
        guard measure.totalLength.isFinite,
            walkedLength / pattern.period * CGFloat(pattern.intervals.count / 2) < CGFloat(maximumDashCount),
            measure.totalLength.ulp <= shortestInterval * 1e-6
        else { return nil }
        return measure.subpaths.indices.map {
            dashes(of: measure.subpaths[$0], pattern: pattern, nearFlags: flags?[$0])
        }
    }

    /// The subpaths with every segment that comes near `area` but reaches far beyond it
    /// halved until its pieces lie within `area` grown by its size or miss `area`: the same
    /// curves and lengths, so the same dashes, but the ones far off lie on segments that
    /// can be skipped whole. (A quarter of an ellipse 100,000 points tall would otherwise
    /// have its 12,000 dashes cut for the few that show.)
    static func refined(_ subpaths: [Subpath], near area: CGRect) -> [Subpath] {
        let reach = max(area.width, area.height)
        let box = area.insetBy(dx: -reach, dy: -reach)
        guard box.width.isFinite, box.height.isFinite else { return subpaths }
        // A curve of everyday shape has a few pieces near the area at each depth; one with
        // control points at 1e308 keeps them all near for 40 halvings (2^40 pieces). Both
        // budgets keep the work and memory bounded: past them, pieces stay whole.
        var splitsLeft = maximumRefinementSplits
        return subpaths.map { subpath in
            var result = Subpath(start: subpath.start, isClosed: subpath.isClosed)
            for segment in subpath.segments {
                var stack = [(segment, 0)]
                var segmentSplitsLeft = maximumSegmentRefinementSplits
                while let (piece, depth) = stack.popLast() {
                    if depth >= maximumRefinementDepth || splitsLeft <= 0 || segmentSplitsLeft <= 0
                        || !piece.hullMeets(area) || piece.hullLies(in: box)
                    {
                        result.segments.append(piece)
                    } else {
                        splitsLeft -= 1
                        segmentSplitsLeft -= 1
                        let (first, second) = piece.halves
                        stack.append((second, depth + 1))
                        stack.append((first, depth + 1))
                    }
                }
            }
            return result
        }
    }

    /// Halvings of one segment: 2^40 reaches from a 64-point image to 7e13 points.
    private static let maximumRefinementDepth = 40
    /// Splits of one segment (about eight pieces near the area at each of 40 depths) and of
    /// a whole path.
    private static let maximumSegmentRefinementSplits = 320
    private static let maximumRefinementSplits = 20_000

    private static func dashes(
        of measured: PathMeasure.MeasuredSubpath, pattern: DashPattern,
        nearFlags: [Bool]?
    ) -> [DashPiece] {
        let total = measured.total
        guard total > 0 else { return [] }
        // Find where the phase falls in the pattern (as Cairo's dash start does).
        let count = pattern.intervals.count
        var index = 0
        var offset = pattern.phase
        while offset > 0 && offset >= pattern.intervals[index] {
            offset -= pattern.intervals[index]
            index = (index + 1) % count
        }
        var cursor = PathMeasure.MeasuredSubpath.Cursor(measured)
        var position: CGFloat = 0
        var intervalLeft = pattern.intervals[index] - offset
        var on = index % 2 == 0
        let startsOn = on
        var result: [DashPiece] = []
        // Whether the first dash kept starts the subpath and the last kept ends it (with
        // dashes skipped, the ones kept may be neither).
        var firstKeptStarts = false, lastKeptEnds = false
        while position < total {
            if let nearFlags, let runEnd = cursor.farRunEnd(from: position, in: nearFlags),
                runEnd > position + intervalLeft
            {
                // Far segments up to `runEnd`: move the pattern there without walking it.
                // (A dash cut at `runEnd` gets a cap there, at the end of a far segment, so
                // beyond the area's reach.)
                index = (index + 1) % count
                var rest = (runEnd - position - intervalLeft).truncatingRemainder(dividingBy: pattern.period)
                while rest >= pattern.intervals[index] {
                    rest -= pattern.intervals[index]
                    index = (index + 1) % count
                }
                intervalLeft = pattern.intervals[index] - rest
                on = index % 2 == 0
                position = runEnd
                continue
            }
            let end = min(position + intervalLeft, total)
            if on, let nearFlags, !cursor.anySegment(from: position, to: end, in: nearFlags) {
                // Far from the area: skipped.
            } else if on {
                let countBefore = result.count
                if end > position {
                    let segments = cursor.segments(from: position, to: end)
                    if let first = segments.first {
                        result.append(DashPiece(segments: segments, point: first.start, direction: nil))
                    }
                } else {
                    let (point, direction) = cursor.pointAndTangent(at: position)
                    result.append(DashPiece(segments: [], point: point, direction: direction))
                }
                if result.count > countBefore {
                    if countBefore == 0 { firstKeptStarts = position == 0 }
                    lastKeptEnds = end >= total
                } else if end >= total {
                    lastKeptEnds = false
                }
            }
            position = end
            if position >= total { break }
            index = (index + 1) % count
            intervalLeft = pattern.intervals[index]
            on = index % 2 == 0
        }
        // A closed subpath whose pattern is on at both its start and end: the last dash
        // continues into the first, with a join instead of two caps.
        if measured.subpath.isClosed, startsOn, result.count > 1, on, firstKeptStarts, lastKeptEnds,
            !result[0].segments.isEmpty, !result[result.count - 1].segments.isEmpty
        {
            let last = result.removeLast()
            result[0] = DashPiece(segments: last.segments + result[0].segments, point: last.point, direction: nil)
        }
        return result
    }
}
