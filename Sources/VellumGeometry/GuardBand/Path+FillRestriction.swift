import Foundation

extension Path {
    /// A path that fills exactly the same points of `visible` as this one, under either fill
    /// rule, and whose coordinates all lie within `box` (which must contain `visible`).
    ///
    /// Renderers use it before handing far-off geometry (coordinates of 1e15 or 1e300) to a
    /// rasterizer that works in fixed point. Every subpath counts as closed, as in a fill;
    /// curves are kept as curves where they lie inside `box`, and far-off pieces become
    /// straight lines along `box`'s edges. A subpath with an infinite or NaN point is left
    /// out (it has no shape to fill). Work grows with the number of elements and with the
    /// logarithm of how far the curves reach, not with their size.
    ///
    /// ```swift
    /// var wedge = Path()
    /// wedge.move(to: CGPoint(x: 10, y: 10))
    /// wedge.addLine(to: CGPoint(x: 1e300, y: 10))
    /// wedge.addLine(to: CGPoint(x: 10, y: 1e300))
    /// let canvas = CGRect(x: 0, y: 0, width: 100, height: 100)
    /// let safe = wedge.restrictedForFilling(visible: canvas, box: canvas.insetBy(dx: -1000, dy: -1000))
    /// safe.boundingRect // within (-1000, -1000, 2100, 2100); fills the canvas as `wedge` does
    /// ```
    public func restrictedForFilling(visible: CGRect, box: CGRect) -> Path {
        passed(through: FillRestriction(visible: visible, box: box))
    }
}

/// The restriction of a path, built loop by loop. Loops that touch `visible` are clipped and
/// kept; loops that stay clear of it wind the same number of times around all of it, so
/// they are only counted, and written at the end as that many turns around `visible`.
private struct FillRestriction: PathElementPass {
    let visible: CGRect
    let box: CGRect
    private var result = Path()
    /// The subpath being read; nil between a close and the next segment.
    private var loop: FillLoop?
    private var current = CGPoint.zero
    private var windingAroundVisible = 0
    private var mostWindingOfTouchingLoops = 0

    init(visible: CGRect, box: CGRect) {
        self.visible = visible
        self.box = box
    }

    private var centre: CGPoint { CGPoint(x: visible.midX, y: visible.midY) }

    mutating func add(_ element: Path.Element) {
        switch element {
        case .move(let p):
            finishLoop()
            loop = FillLoop(start: p)
            current = p
        case .line(let p): addEdge(.line, to: p)
        case .quadCurve(let p, let c): addEdge(.quad(c), to: p)
        case .curve(let p, let c1, let c2): addEdge(.cubic(c1, c2), to: p)
        case .closeSubpath:
            current = loop?.start ?? current
            finishLoop()
        }
    }

    private mutating func addEdge(_ kind: FillEdge.Kind, to p: CGPoint) {
        // A segment after a close starts a new loop at the closed one's start.
        if loop == nil { loop = FillLoop(start: current) }
        loop?.edges.append(FillEdge(kind: kind, to: p))
        current = p
    }

    private mutating func finishLoop() {
        guard let open = loop else { return }
        loop = nil
        guard let restricted = open.restricted(visible: visible, box: box) else { return }
        if restricted.touches(visible) {
            restricted.append(to: &result)
            // An edge crosses a ray at most three times (a cubic), a loop adds one closing line.
            mostWindingOfTouchingLoops += 3 * restricted.edges.count + 1
        } else {
            var single = Path()
            restricted.append(to: &single)
            windingAroundVisible += single.windingNumber(at: centre).winding
        }
    }

    /// The kept loops and the counted turns around `visible`.
    mutating func finished() -> Path {
        finishLoop()
        // Beyond what the other loops can add or take away, only the sign and the parity of
        // the sum matter to either fill rule: a thousand stroke pieces around the image
        // need not become a thousand rectangles.
        if abs(windingAroundVisible) > mostWindingOfTouchingLoops + 2 {
            let smallest = mostWindingOfTouchingLoops + 1
            let parityFix = (abs(windingAroundVisible) - smallest) % 2
            windingAroundVisible = windingAroundVisible.signum() * (smallest + parityFix)
        }
        guard windingAroundVisible != 0 else { return result }
        // Just outside `visible`, so its edges never show; clockwise on screen (y down)
        // winds +1 by the counter's convention when the corners run this way.
        let around = visible.insetBy(dx: -1, dy: -1).intersection(box)
        var turn = Path(around)
        if turn.windingNumber(at: centre).winding * windingAroundVisible < 0 {
            turn = Path()
            turn.move(to: CGPoint(x: around.minX, y: around.minY))
            turn.addLine(to: CGPoint(x: around.minX, y: around.maxY))
            turn.addLine(to: CGPoint(x: around.maxX, y: around.maxY))
            turn.addLine(to: CGPoint(x: around.maxX, y: around.minY))
            turn.closeSubpath()
        }
        for _ in 0..<abs(windingAroundVisible) { result.addPath(turn) }
        return result
    }
}

struct FillEdge {
    enum Kind {
        case line
        case quad(CGPoint)
        case cubic(CGPoint, CGPoint)
    }
    var kind: Kind
    var to: CGPoint
}

/// One subpath as a closed loop: edges from `start`, the last one implicitly back to it.
struct FillLoop {
    var start: CGPoint
    var edges: [FillEdge] = []

    /// Subdivisions deep enough for a curve of 1e308 to shrink below a point.
    static let maximumDepth = 1_100

    func restricted(visible: CGRect, box: CGRect) -> FillLoop? {
        guard start.isFinite, edges.allSatisfy({ $0.isFinite }) else { return nil }
        // Curves: keep the ones inside the box, chords for the ones that miss what is seen.
        var flattened: [FillEdge] = []
        flattened.reserveCapacity(edges.count + 1)
        var current = start
        for edge in edges {
            switch edge.kind {
            case .line:
                Self.appendMergingFarLines(
                    FillEdge(kind: .line, to: edge.to), from: current, box: box, into: &flattened)
            case .quad(let c):
                let (c1, c2) = cubicControls(quadFrom: current, control: c, to: edge.to)
                if [c1, c2].allSatisfy({ $0.isFinite }) {
                    Self.restrict(curve: [current, c1, c2, edge.to], visible: visible, box: box, into: &flattened)
                } else {
                    // The raised controls overflowed; the quadratic itself is finite.
                    Self.restrict(curve: [current, c, edge.to], visible: visible, box: box, into: &flattened)
                }
            case .cubic(let c1, let c2):
                Self.restrict(curve: [current, c1, c2, edge.to], visible: visible, box: box, into: &flattened)
            }
            current = edge.to
        }
        if current != start {
            Self.appendMergingFarLines(FillEdge(kind: .line, to: start), from: current, box: box, into: &flattened)
        }
        // Lines: clip the loop to each side of the box in turn.
        var loop = flattened
        for side in BoxSide.allCases {
            loop = side.clip(loop, to: box)
            if loop.isEmpty { return nil }
        }
        loop = Self.mergingRunsAlongTheBox(loop, box)
        return FillLoop(start: loop[loop.count - 1].to, edges: loop)
    }

    /// Joins consecutive lines along the same side of the box: the far-off parts of a curve
    /// become hundreds of chords that the clipping folds onto the box's edges, and
    /// rasterizers slow down on long runs of collinear edges.
    private static func mergingRunsAlongTheBox(_ loop: [FillEdge], _ box: CGRect) -> [FillEdge] {
        var out: [FillEdge] = []
        out.reserveCapacity(loop.count)
        var runSide: BoxSide?
        var previous = loop[loop.count - 1].to
        for edge in loop {
            let edgeSide: BoxSide? =
                if case .line = edge.kind { BoxSide(along: previous, edge.to, of: box) } else { nil }
            if let edgeSide, edgeSide == runSide, !out.isEmpty {
                out[out.count - 1].to = edge.to
            } else {
                out.append(edge)
            }
            runSide = edgeSide
            previous = edge.to
        }
        return out
    }

    /// Whether any edge's hull reaches into `visible`.
    func touches(_ visible: CGRect) -> Bool {
        var previous = start
        for edge in edges {
            var points = [previous, edge.to]
            switch edge.kind {
            case .line: break
            case .quad(let c): points.append(c)
            case .cubic(let c1, let c2): points += [c1, c2]
            }
            if !Hull(points).misses(visible) { return true }
            previous = edge.to
        }
        return false
    }

    func append(to path: inout Path) {
        path.move(to: start)
        for edge in edges {
            switch edge.kind {
            case .line: path.addLine(to: edge.to)
            case .quad(let c): path.addQuadCurve(to: edge.to, control: c)
            case .cubic(let c1, let c2): path.addCurve(to: edge.to, control1: c1, control2: c2)
            }
        }
        path.closeSubpath()
    }

    /// The control points' extent, kept as its four bounds: a `CGRect` stores a width, and
    /// `maxX` recomputed from -5e299 and a width of 5e299 comes out 0, not -8.7e10.
    private struct Hull {
        var minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat

        init(_ points: [CGPoint]) {
            minX = points[0].x; maxX = points[0].x; minY = points[0].y; maxY = points[0].y
            for p in points.dropFirst() {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }

        func lies(in box: CGRect) -> Bool {
            minX >= box.minX && maxX <= box.maxX && minY >= box.minY && maxY <= box.maxY
        }

        func misses(_ visible: CGRect) -> Bool {
            maxX < visible.minX || minX > visible.maxX || maxY < visible.minY || minY > visible.maxY
        }
    }

    /// Restricts a quadratic (3 points) or cubic (4 points): pieces inside the box stay
    /// curves, pieces whose hull misses `visible` become chords, the rest split at t = ½ by
    /// de Casteljau, on an explicit stack so depth costs no call frames.
    private static func restrict(curve: [CGPoint], visible: CGRect, box: CGRect, into out: inout [FillEdge]) {
        // Pieces still to do, last first so they come off in order.
        var stack: [(points: [CGPoint], depth: Int)] = [(curve, 0)]
        while let (p, depth) = stack.popLast() {
            let h = Hull(p)
            let end = p[p.count - 1]
            if h.lies(in: box) {
                out.append(FillEdge(kind: p.count == 3 ? .quad(p[1]) : .cubic(p[1], p[2]), to: end))
            } else if depth >= maximumDepth || h.misses(visible) {
                appendMergingFarLines(FillEdge(kind: .line, to: end), from: p[0], box: box, into: &out)
            } else {
                let (left, right) = halvedControlPoints(p)
                stack.append((right, depth + 1))
                stack.append((left, depth + 1))
            }
        }
    }

    /// Appends a line, or lengthens the last one when the three points lie beyond the same
    /// side of the box (the triangle they make is outside it, so nothing inside changes):
    /// a far curve's thousand chords take no memory.
    private static func appendMergingFarLines(
        _ edge: FillEdge, from p: CGPoint, box: CGRect, into out: inout [FillEdge]
    ) {
        if case .line = edge.kind, let last = out.last, case .line = last.kind, last.to == p, out.count >= 2 {
            let before = out[out.count - 2].to
            let q = edge.to
            let beyond =
                (before.x < box.minX && p.x < box.minX && q.x < box.minX)
                || (before.x > box.maxX && p.x > box.maxX && q.x > box.maxX)
                || (before.y < box.minY && p.y < box.minY && q.y < box.minY)
                || (before.y > box.maxY && p.y > box.maxY && q.y > box.maxY)
            if beyond {
                out[out.count - 1].to = q
                return
            }
        }
        out.append(edge)
    }
}

private extension FillEdge {
    var isFinite: Bool {
        switch kind {
        case .line: return to.isFinite
        case .quad(let c): return to.isFinite && c.isFinite
        case .cubic(let c1, let c2): return to.isFinite && c1.isFinite && c2.isFinite
        }
    }
}

/// A side of the box, as the half-plane that keeps the box's side of it.
private enum BoxSide: CaseIterable {
    case left, right, top, bottom

    /// The side the segment from `a` to `b` lies along, if it lies along one.
    init?(along a: CGPoint, _ b: CGPoint, of box: CGRect) {
        if a.x == box.minX && b.x == box.minX {
            self = .left
        } else if a.x == box.maxX && b.x == box.maxX {
            self = .right
        } else if a.y == box.minY && b.y == box.minY {
            self = .top
        } else if a.y == box.maxY && b.y == box.maxY {
            self = .bottom
        } else {
            return nil
        }
    }

    func keeps(_ p: CGPoint, _ box: CGRect) -> Bool {
        switch self {
        case .left: return p.x >= box.minX
        case .right: return p.x <= box.maxX
        case .top: return p.y >= box.minY
        case .bottom: return p.y <= box.maxY
        }
    }

    /// Where the line from `a` to `b` (one kept, one not) crosses this side, to within an
    /// ulp or two of the exact crossing however far off the ends are (see
    /// ``exactCrossing(at:_:_:_:_:)``), and between the ends' coordinates.
    func crossing(_ a: CGPoint, _ b: CGPoint, _ box: CGRect) -> CGPoint {
        switch self {
        case .left, .right:
            let x = self == .left ? box.minX : box.maxX
            return CGPoint(x: x, y: exactCrossing(at: x, a.x, a.y, b.x, b.y))
        case .top, .bottom:
            let y = self == .top ? box.minY : box.maxY
            return CGPoint(x: exactCrossing(at: y, a.y, a.x, b.y, b.x), y: y)
        }
    }

    /// Sutherland–Hodgman on a closed loop of edges (each from the previous edge's end, the
    /// first from the last's). Curves reach here only when they lie inside the box.
    func clip(_ loop: [FillEdge], to box: CGRect) -> [FillEdge] {
        guard var previous = loop.last?.to else { return [] }
        var out: [FillEdge] = []
        out.reserveCapacity(loop.count + 2)
        for edge in loop {
            let q = edge.to
            let keepsPrevious = keeps(previous, box), keepsQ = keeps(q, box)
            switch (keepsPrevious, keepsQ) {
            case (true, true):
                out.append(edge)
            case (true, false):
                out.append(FillEdge(kind: .line, to: crossing(previous, q, box)))
            case (false, true):
                out.append(FillEdge(kind: .line, to: crossing(q, previous, box)))
                out.append(FillEdge(kind: .line, to: q))
            case (false, false):
                break
            }
            previous = q
        }
        return out
    }
}
