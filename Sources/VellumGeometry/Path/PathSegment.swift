import Foundation

/// A drawable piece of a path with its start point made explicit.
internal enum PathSegment: Hashable, Sendable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CubicBezier)

    var start: CGPoint {
        switch self {
        case .line(let a, _), .quad(let a, _, _): return a
        case .cubic(let c): return c.p0
        }
    }

    var end: CGPoint {
        switch self {
        case .line(_, let b), .quad(_, _, let b): return b
        case .cubic(let c): return c.p3
        }
    }

    /// The segment as an exact cubic.
    var cubic: CubicBezier {
        switch self {
        case .line(let a, let b): return CubicBezier(lineFrom: a, to: b)
        case .quad(let a, let c, let b): return CubicBezier(quadFrom: a, control: c, to: b)
        case .cubic(let c): return c
        }
    }

    /// The first control point (or the end) that ``CubicBezier/tangent(at:)`` takes the start
    /// tangent from: the first whose derivative there (three times the handle) exceeds 1e-12
    /// of the segment's size. (A handle an ulp from its end, as a split leaves it, points
    /// anywhere.)
    var startDirectionPoint: CGPoint {
        let points = controlPoints, threshold = 1e-12 * max(1, cubic.extent)
        return points.dropFirst().first { 3 * ($0 - points[0]).length > threshold } ?? end
    }

    /// The last control point (or the start) that the end tangent comes from, by the same rule.
    var endDirectionPoint: CGPoint {
        let points = controlPoints, threshold = 1e-12 * max(1, cubic.extent)
        return points.dropLast().last { 3 * ($0 - points[points.count - 1]).length > threshold } ?? start
    }

    /// The start, the control points and the end, in order.
    var controlPoints: [CGPoint] {
        switch self {
        case .line(let a, let b): return [a, b]
        case .quad(let a, let c, let b): return [a, c, b]
        case .cubic(let c): return [c.p0, c.p1, c.p2, c.p3]
        }
    }

    /// The segment of ``controlPoints`` (two, three or four of them).
    init(controlPoints p: [CGPoint]) {
        switch p.count {
        case 2: self = .line(p[0], p[1])
        case 3: self = .quad(p[0], p[1], p[2])
        default: self = .cubic(CubicBezier(p[0], p[1], p[2], p[3]))
        }
    }

    /// Whether the segment's control points span a box that meets `area`: false means no
    /// point of the segment lies in `area`.
    func hullMeets(_ area: CGRect) -> Bool {
        let points = controlPoints
        // NaN coordinates compare false everywhere: such a segment counts as near.
        return
            !(points.allSatisfy { $0.x < area.minX } || points.allSatisfy { $0.x > area.maxX }
            || points.allSatisfy { $0.y < area.minY } || points.allSatisfy { $0.y > area.maxY })
    }

    /// Whether every control point lies in `box`.
    func hullLies(in box: CGRect) -> Bool {
        controlPoints.allSatisfy { $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY }
    }

    /// The two halves at parameter 1/2, each of the same kind, split without overflow
    /// (see ``halvedControlPoints(_:)``).
    var halves: (PathSegment, PathSegment) {
        let (first, second) = halvedControlPoints(controlPoints)
        return (PathSegment(controlPoints: first), PathSegment(controlPoints: second))
    }

    /// Whether every control point coincides with the start.
    var isDegenerate: Bool {
        switch self {
        case .line(let a, let b): return a == b
        case .quad(let a, let c, let b): return a == c && a == b
        case .cubic(let c): return c.p0 == c.p1 && c.p0 == c.p2 && c.p0 == c.p3
        }
    }
}

/// One subpath: a start point, its segments, and whether it is closed. When closed, the
/// closing line (if the last point differs from the start) is the last segment.
internal struct Subpath: Hashable, Sendable {
    var start: CGPoint
    var segments: [PathSegment] = []
    var isClosed = false
}

/// What a walk over a path's elements meets (``Path/walkSegments(_:)``): each segment with
/// its start made explicit, between the move that begins its subpath and the close that ends it.
internal enum PathWalkEvent {
    /// A subpath begins at the point.
    case move(CGPoint)
    /// A line or curve, or the line that closes a subpath when its last point is not its start.
    case segment(PathSegment)
    /// The subpath ends closed, after its closing line.
    case close
}

extension Path {
    /// Calls `body` with the elements as segments with explicit starts, in order, until it
    /// returns false: the one walk that subpaths, corners and arms are read by. It allocates
    /// nothing. (Every subpath starts with a move: ``elements``' invariant.)
    internal func walkSegments(_ body: (PathWalkEvent) -> Bool) {
        var start = CGPoint.zero, point = CGPoint.zero
        for element in elements {
            let event: PathWalkEvent
            switch element {
            case .move(let p):
                (start, point) = (p, p)
                event = .move(p)
            case .line(let p):
                event = .segment(.line(point, p)); point = p
            case .quadCurve(let p, let c):
                event = .segment(.quad(point, c, p)); point = p
            case .curve(let p, let c1, let c2):
                event = .segment(.cubic(CubicBezier(point, c1, c2, p))); point = p
            case .closeSubpath:
                if point != start, !body(.segment(.line(point, start))) { return }
                event = .close; point = start
            }
            if !body(event) { return }
        }
    }

    /// The path as subpaths with explicit segment starts, the form that measuring,
    /// trimming, stroking, bounds and hit testing all work on.
    internal var subpaths: [Subpath] {
        var result: [Subpath] = []
        var currentSubpath: Subpath?
        walkSegments { event in
            switch event {
            case .move(let p):
                if let s = currentSubpath { result.append(s) }
                currentSubpath = Subpath(start: p)
            case .segment(let segment):
                currentSubpath?.segments.append(segment)
            case .close:
                currentSubpath?.isClosed = true
                if let s = currentSubpath { result.append(s) }
                currentSubpath = nil
            }
            return true
        }
        if let s = currentSubpath { result.append(s) }
        return result
    }

    /// Appends a subpath's segments (a move, then one element per segment, then a close).
    internal mutating func append(_ subpath: Subpath) {
        move(to: subpath.start)
        for (index, segment) in subpath.segments.enumerated() {
            // The closing line is implied by the close element.
            if subpath.isClosed, index == subpath.segments.count - 1,
                case .line(_, let b) = segment, b == subpath.start
            {
                break
            }
            append(segment)
        }
        if subpath.isClosed { closeSubpath() }
    }

    internal mutating func append(_ segment: PathSegment) {
        switch segment {
        case .line(_, let b): addLine(to: b)
        case .quad(_, let c, let b): addQuadCurve(to: b, control: c)
        case .cubic(let c): addCurve(to: c.p3, control1: c.p1, control2: c.p2)
        }
    }
}

/// The control points of the two halves of a Bézier curve (or line) at parameter ½: de
/// Casteljau with halves taken first, so that points near the largest finite value do not
/// overflow when added.
internal func halvedControlPoints(_ p: [CGPoint]) -> ([CGPoint], [CGPoint]) {
    func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x / 2 + b.x / 2, y: a.y / 2 + b.y / 2) }
    var left = [p[0]], right = [p[p.count - 1]]
    var level = p
    while level.count > 1 {
        level = (0..<(level.count - 1)).map { mid(level[$0], level[$0 + 1]) }
        left.append(level[0])
        right.append(level[level.count - 1])
    }
    return (left, right.reversed())
}

extension PathSegment {
    var reversed: PathSegment {
        switch self {
        case .line(let a, let b): return .line(b, a)
        case .quad(let a, let c, let b): return .quad(b, c, a)
        case .cubic(let c): return .cubic(c.reversed)
        }
    }
}
