import Foundation

// The outlines of both operands cut at every point where they meet, merged into one planar
// graph: vertices where pieces meet, edges between them. An edge separates two regions;
// the winding numbers of both operands on either side decide whether it bounds the result,
// and on which side the result lies. The edges that bound it, each turned to have the
// result on the same side, are then joined into closed subpaths.

/// Which regions a set operation keeps, from whether each operand fills them.
enum BooleanRule {
    case union, intersection, subtraction, symmetricDifference, normalization

    func keeps(_ inA: Bool, _ inB: Bool) -> Bool {
        switch self {
        case .union: return inA || inB
        case .intersection: return inA && inB
        case .subtraction: return inA && !inB
        case .symmetricDifference: return inA != inB
        case .normalization: return inA
        }
    }
}

/// One edge of the graph: a piece between two vertices, with how much it adds to each
/// operand's winding number when crossed (coincident pieces are one edge).
private struct GraphEdge {
    var piece: BooleanPiece
    var from: Int
    var to: Int
    var windingA: Int
    var windingB: Int
}

struct BooleanGraph {
    private var vertices: [CGPoint] = []
    private var edges: [GraphEdge] = []
    private let tolerance: CGFloat
    /// How close vertices merge and pieces count as one: a few tolerances, as wide as the
    /// band in which the crossings test takes pieces to run together, so a stretch two
    /// pieces share never leaves a sliver between its ends.
    private var snap: CGFloat { tolerance * 4 }

    /// The tolerance for points meeting: 1e-7 of the operands' size (about what Skia's 32-bit
    /// PathOps resolve; finer, nearly coincident copies graze inconsistently), and never finer
    /// than a few hundred times the spacing of doubles at their coordinates.
    static func tolerance(for pieces: [BooleanPiece]) -> CGFloat {
        var bounds = CGRect.null
        var magnitude: CGFloat = 0
        for piece in pieces {
            bounds = bounds.union(piece.bounds)
            magnitude = max(magnitude, piece.curve.extent)
        }
        guard !bounds.isNull else { return 0 }
        return max(max(bounds.width, bounds.height) * 1e-7, magnitude * 1e-13, .leastNormalMagnitude)
    }

    /// Every piece cut where any piece meets it, ends merged within the tolerance.
    init(pieces: [BooleanPiece], tolerance: CGFloat) {
        self.tolerance = tolerance
        let cuts = Self.cuts(pieces, tolerance: tolerance) { _, _ in true }
        var split: [BooleanPiece] = []
        for (index, piece) in pieces.enumerated() {
            split.append(contentsOf: Self.split(piece, at: cuts[index], tolerance: snap))
        }
        build(split)
    }

    /// For each piece, its (parameter, point) cuts where the pieces `pairs` allows meet it.
    static func cuts(_ pieces: [BooleanPiece], tolerance: CGFloat,
                     pairs: (BooleanPiece, BooleanPiece) -> Bool) -> [[(CGFloat, CGFloat, CGFloat)]] {
        var cuts = [[(CGFloat, CGFloat, CGFloat)]](repeating: [], count: pieces.count)
        // Sweep in x: only pieces whose x ranges overlap are compared.
        let order = pieces.indices.sorted { pieces[$0].bounds.minX < pieces[$1].bounds.minX }
        var active: [Int] = []
        for i in order {
            let piece = pieces[i]
            active.removeAll { pieces[$0].bounds.maxX + tolerance < piece.bounds.minX }
            for j in active where pairs(pieces[j], piece) {
                for crossing in PieceIntersections.crossings(pieces[j], piece, tolerance: tolerance) {
                    cuts[j].append((crossing.t, crossing.point.x, crossing.point.y))
                    cuts[i].append((crossing.u, crossing.point.x, crossing.point.y))
                }
            }
            active.append(i)
        }
        return cuts
    }

    /// `piece` cut at `cuts`, each cut's point shared with the piece it meets.
    static func split(_ piece: BooleanPiece, at cuts: [(CGFloat, CGFloat, CGFloat)], tolerance: CGFloat) -> [BooleanPiece] {
        var inner = cuts.map { (t: $0.0, point: CGPoint(x: $0.1, y: $0.2)) }
            .filter { $0.point.distance(to: piece.start) > tolerance && $0.point.distance(to: piece.end) > tolerance }
            .sorted { $0.t < $1.t }
        // Cuts at one point are one cut.
        var merged: [(t: CGFloat, point: CGPoint)] = []
        for cut in inner where !(merged.last.map { $0.point.distance(to: cut.point) <= tolerance } ?? false) {
            merged.append(cut)
        }
        inner = merged
        guard !inner.isEmpty else { return [piece] }
        var result: [BooleanPiece] = []
        var t0: CGFloat = 0, start = piece.start
        for cut in inner + [(t: 1, point: piece.end)] where cut.t > t0 {
            result.append(piece.piece(from: t0, to: cut.t, startingAt: start, endingAt: cut.point))
            t0 = cut.t; start = cut.point
        }
        return result
    }

    /// Vertices from the pieces' ends, merged within the tolerance, and one edge per piece,
    /// coincident pieces merged into one.
    private mutating func build(_ pieces: [BooleanPiece]) {
        var vertexIndex: [Int] = []
        var points: [CGPoint] = []
        for piece in pieces { points.append(piece.start); points.append(piece.end) }
        vertexIndex = mergePoints(points)
        var byEnds: [Int: [Int]] = [:]
        for (index, piece) in pieces.enumerated() {
            let from = vertexIndex[2 * index], to = vertexIndex[2 * index + 1]
            let moved = piece.piece(from: 0, to: 1, startingAt: vertices[from], endingAt: vertices[to])
            // A piece shorter than the tolerance closes up into its vertex.
            if from == to && isTiny(moved) { continue }
            let edge = GraphEdge(piece: moved, from: from, to: to,
                                 windingA: piece.operand == 0 ? 1 : 0, windingB: piece.operand == 1 ? 1 : 0)
            let key = min(from, to) &* 1_000_003 &+ max(from, to)
            if let twin = byEnds[key]?.first(where: { coincide(edges[$0], edge) }) {
                let same = edges[twin].from == from
                edges[twin].windingA += same ? edge.windingA : -edge.windingA
                edges[twin].windingB += same ? edge.windingB : -edge.windingB
                continue
            }
            byEnds[key, default: []].append(edges.count)
            edges.append(edge)
        }
    }

    private func isTiny(_ piece: BooleanPiece) -> Bool {
        let c = piece.curve
        return c.p1.distance(to: c.p0) <= snap && c.p2.distance(to: c.p0) <= snap && c.p3.distance(to: c.p0) <= snap
    }

    /// Whether two edges between the same vertices are the same curve.
    private func coincide(_ a: GraphEdge, _ b: GraphEdge) -> Bool {
        let bPiece = a.from == b.from ? b.piece : b.piece.reversed
        for t in [0.25, 0.5, 0.75] as [CGFloat] {
            guard PieceIntersections.parameter(of: a.piece.point(at: t), on: bPiece, tolerance: snap) != nil else { return false }
        }
        return true
    }

    /// The merged vertex of each point: points within the tolerance of one another (in
    /// chains) become the first of them.
    private mutating func mergePoints(_ points: [CGPoint]) -> [Int] {
        var result = [Int](repeating: -1, count: points.count)
        let order = points.indices.sorted { points[$0].x < points[$1].x }
        var window: [Int] = []  // indices into `order` of points still within reach in x
        for position in order.indices {
            let index = order[position]
            let p = points[index]
            window.removeAll { points[order[$0]].x < p.x - snap }
            if let near = window.first(where: { points[order[$0]].distance(to: p) <= snap }) {
                result[index] = result[order[near]]
            } else {
                result[index] = vertices.count
                vertices.append(p)
            }
            window.append(position)
        }
        return result
    }

    // MARK: Choosing and joining edges

    /// The winding numbers of both operands at `point`, from a ray towards +x (`horizontal`)
    /// or +y, leaving out edge `skipped`. Every edge is monotone in x and y.
    private func winding(at point: CGPoint, horizontal: Bool, skipping skipped: Int) -> (Int, Int) {
        var a = 0, b = 0
        for (index, edge) in edges.enumerated() where index != skipped && (edge.windingA != 0 || edge.windingB != 0) {
            let s = edge.piece.start, e = edge.piece.end
            // Along the ray's axis (x for a horizontal ray) and across it.
            let (along0, along1, across0, across1, target, from) = horizontal
                ? (s.x, e.x, s.y, e.y, point.y, point.x) : (s.y, e.y, s.x, e.x, point.x, point.y)
            guard min(across0, across1) <= target, target < max(across0, across1) else { continue }
            let crosses: Bool
            if min(along0, along1) > from {
                crosses = true
            } else if max(along0, along1) < from {
                crosses = false
            } else {
                crosses = crossing(edge.piece, across: target, horizontal: horizontal) > from
            }
            guard crosses else { continue }
            // +1 where the outline runs down a horizontal ray, or leftwards across a vertical one.
            let direction = horizontal ? (across1 > across0 ? 1 : -1) : (across1 < across0 ? 1 : -1)
            a += direction * edge.windingA
            b += direction * edge.windingB
        }
        return (a, b)
    }

    /// Where a monotone piece meets the line y = `target` (x = `target` when not
    /// `horizontal`): the coordinate along the ray.
    private func crossing(_ piece: BooleanPiece, across target: CGFloat, horizontal: Bool) -> CGFloat {
        func across(_ t: CGFloat) -> CGFloat { let q = piece.point(at: t); return horizontal ? q.y : q.x }
        let increasing = across(1) >= across(0)
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if (across(mid) < target) == increasing { low = mid } else { high = mid }
        }
        let q = piece.point(at: (low + high) / 2)
        return horizontal ? q.x : q.y
    }

    /// The result's outline: every edge with the result on one side only, turned so that the
    /// result is on its clockwise side (on screen), joined into closed subpaths.
    func outline(keeping rule: BooleanRule, eoFill: Bool) -> Path {
        let (kept, ends) = boundary(keeping: rule, eoFill: eoFill)
        return join(kept, ends)
    }

    /// The edges with the result on one side only, turned to have it on their clockwise side,
    /// and their vertices.
    func boundary(keeping rule: BooleanRule, eoFill: Bool) -> (pieces: [BooleanPiece], ends: [(from: Int, to: Int)]) {
        func fills(_ winding: Int) -> Bool { eoFill ? winding & 1 != 0 : winding != 0 }
        var kept: [BooleanPiece] = []
        var ends: [(from: Int, to: Int)] = []
        for (index, edge) in edges.enumerated() where edge.windingA != 0 || edge.windingB != 0 {
            let middle = edge.piece.point(at: 0.5)
            let d = edge.piece.kind == .line ? edge.piece.end - edge.piece.start : edge.piece.curve.derivative(at: 0.5)
            let horizontal = abs(d.y) >= abs(d.x)
            let (a, b) = winding(at: middle, horizontal: horizontal, skipping: index)
            // Just past the edge along the ray the ray misses it; just before, it crosses it.
            let direction: Int
            if horizontal { direction = d.y > 0 ? 1 : -1 } else { direction = d.x < 0 ? 1 : -1 }
            let after = rule.keeps(fills(a), fills(b))
            let before = rule.keeps(fills(a + direction * edge.windingA), fills(b + direction * edge.windingB))
            guard after != before else { continue }
            // The clockwise side of the edge (its normal (−dy, dx)) is the side before the
            // ray's crossing when the edge runs down (horizontal ray) or leftwards (vertical).
            let clockwiseIsBefore = horizontal ? d.y > 0 : d.x < 0
            let insideClockwise = clockwiseIsBefore ? before : after
            if insideClockwise {
                kept.append(edge.piece); ends.append((edge.from, edge.to))
            } else {
                kept.append(edge.piece.reversed); ends.append((edge.to, edge.from))
            }
        }
        return (kept, ends)
    }

    /// The vertex points, for tests.
    var vertexPoints: [CGPoint] { vertices }

    /// Closed subpaths from edges that each leave as many times as they arrive at every
    /// vertex. Where several leave one vertex, the one turning furthest clockwise from the
    /// arriving edge is taken, so subpaths touch without crossing.
    private func join(_ pieces: [BooleanPiece], _ ends: [(from: Int, to: Int)]) -> Path {
        var leaving: [Int: [Int]] = [:]
        for (index, end) in ends.enumerated() { leaving[end.from, default: []].append(index) }
        var used = [Bool](repeating: false, count: pieces.count)
        var path = Path()
        for first in pieces.indices where !used[first] {
            var loop: [Int] = [first]
            used[first] = true
            var current = first
            while ends[current].to != ends[first].from {
                let arriving = pieces[current].curve.tangent(at: 1) ?? (pieces[current].end - pieces[current].start).normalized
                let candidates = (leaving[ends[current].to] ?? []).filter { !used[$0] }
                guard let next = candidates.max(by: { turn(arriving, pieces[$0]) < turn(arriving, pieces[$1]) }) else { break }
                used[next] = true
                loop.append(next)
                current = next
            }
            path.move(to: vertices[ends[first].from])
            // Closing draws a last straight piece itself.
            let last = loop[loop.count - 1]
            let closesWithLine = loop.count > 1 && pieces[last].kind == .line && ends[last].to == ends[first].from
            for index in closesWithLine ? loop.dropLast() : loop[...] { pieces[index].append(to: &path) }
            path.closeSubpath()
        }
        return path
    }

    /// How far clockwise (on screen) `piece` turns from `arriving`, in (−π, π], with its
    /// chord a little way along breaking ties between pieces that leave along one tangent.
    private func turn(_ arriving: CGPoint, _ piece: BooleanPiece) -> CGFloat {
        let leaving = piece.curve.tangent(at: 0) ?? (piece.end - piece.start).normalized
        let angle = atan2(arriving.cross(leaving), arriving.dot(leaving))
        let ahead = (piece.point(at: 0.01) - piece.start).normalized
        let tie = atan2(arriving.cross(ahead), arriving.dot(ahead))
        return angle + tie * 1e-6
    }
}
