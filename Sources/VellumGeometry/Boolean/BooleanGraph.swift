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
struct GraphEdge {
    var piece: BooleanPiece
    var from: Int
    var to: Int
    var windingA: Int
    var windingB: Int
}

struct BooleanGraph {
    // Not private: the extensions in BooleanGraph+Faces and BooleanGraph+HalfEdges read these.
    private(set) var vertices: [CGPoint] = []
    private(set) var edges: [GraphEdge] = []
    let tolerance: CGFloat
    /// How close vertices merge and pieces count as one: a few tolerances, as wide as the
    /// band in which the crossings test takes pieces to run together, so a stretch two
    /// pieces share never leaves a sliver between its ends.
    var snap: CGFloat { tolerance * 4 }

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
    ///
    /// Merging moves ends by up to the snap distance, and a moved edge can cross an edge it
    /// only passed near before. Edges that moved that far are checked against the rest (with
    /// `checkingEveryEdge`, every edge against every other), and where they cross, both are
    /// cut too and the graph is built again (twice at most).
    init(pieces: [BooleanPiece], tolerance: CGFloat, checkingEveryEdge: Bool = false) {
        self.tolerance = tolerance
        var cuts = Self.cuts(pieces, tolerance: tolerance) { _, _ in true }
        for round in 0..<3 {
            var split: [BooleanPiece] = []
            var origin: [Int] = []
            for (index, piece) in pieces.enumerated() {
                let parts = Self.split(piece, at: cuts[index], tolerance: snap)
                split.append(contentsOf: parts)
                origin.append(contentsOf: repeatElement(index, count: parts.count))
            }
            vertices = []
            edges = []
            let (moved, edgeOf) = build(split)
            // Every pair is O(edges²): past a few thousand edges, only the moved ones.
            let everyEdge = checkingEveryEdge && edges.count <= 4_096
            let checked = everyEdge ? Array(edges.indices) : moved
            guard round < 2, !checked.isEmpty else { break }
            var added = false
            for (edge, point) in crossings(of: checked, againstLater: everyEdge) {
                // Every piece the edge was made of, as the pieces it was cut from.
                for part in edgeOf.indices where edgeOf[part] == edge {
                    let index = origin[part]
                    guard let t = PieceIntersections.parameter(of: point, on: pieces[index], tolerance: snap) else {
                        continue
                    }
                    cuts[index].append((t, point.x, point.y))
                    added = true
                }
            }
            if !added { break }
        }
    }

    /// Where the edges in `checked` cross other edges (only those after them, `againstLater`)
    /// away from the ends of both: each edge and the point, once for each of the two.
    private func crossings(of checked: [Int], againstLater: Bool) -> [(Int, CGPoint)] {
        var result: [(Int, CGPoint)] = []
        for m in checked {
            let a = edges[m].piece
            for (index, edge) in edges.enumerated() where againstLater ? index > m : index != m {
                let b = edge.piece
                guard a.bounds.insetBy(dx: -snap, dy: -snap).intersects(b.bounds) else { continue }
                let ends = [a.start, a.end, b.start, b.end]
                for crossing in PieceIntersections.crossings(a, b, tolerance: tolerance).crossings
                where !ends.contains(where: { $0.distance(to: crossing.point) <= snap }) {
                    result.append((m, crossing.point))
                    result.append((index, crossing.point))
                }
            }
        }
        return result
    }

    /// For each piece, its (parameter, point) cuts where the pieces `pairs` allows meet it.
    static func cuts(
        _ pieces: [BooleanPiece], tolerance: CGFloat,
        pairs: (BooleanPiece, BooleanPiece) -> Bool
    ) -> [[(CGFloat, CGFloat, CGFloat)]] {
        var cuts = [[(CGFloat, CGFloat, CGFloat)]](repeating: [], count: pieces.count)
        var stretches: [SharedStretch] = []
        // Sweep in x: only pieces whose x ranges overlap are compared.
        let order = pieces.indices.sorted { pieces[$0].bounds.minX < pieces[$1].bounds.minX }
        var active: [Int] = []
        for i in order {
            let piece = pieces[i]
            active.removeAll { pieces[$0].bounds.maxX + tolerance < piece.bounds.minX }
            for j in active where pairs(pieces[j], piece) {
                let (crossings, together) = PieceIntersections.crossings(pieces[j], piece, tolerance: tolerance)
                for crossing in crossings {
                    cuts[j].append((crossing.t, crossing.point.x, crossing.point.y))
                    cuts[i].append((crossing.u, crossing.point.x, crossing.point.y))
                }
                for (start, end) in together {
                    stretches.append(
                        SharedStretch(
                            first: j, second: i, onFirst: min(start.t, end.t)...max(start.t, end.t),
                            onSecond: min(start.u, end.u)...max(start.u, end.u)))
                }
            }
            active.append(i)
        }
        shareCuts(along: stretches, pieces, &cuts, tolerance: tolerance)
        return cuts
    }

    /// Two pieces that run together between parameters `onFirst` of the first and `onSecond`
    /// of the second.
    private struct SharedStretch {
        var first: Int
        var second: Int
        var onFirst: ClosedRange<CGFloat>
        var onSecond: ClosedRange<CGFloat>
    }

    /// Where pieces run together, a cut on one is a cut on the other at the same point: a
    /// copy of a shape a hair away is cut where the shape is, and the stretches between the
    /// cuts merge into shared edges instead of interleaving.
    private static func shareCuts(
        along stretches: [SharedStretch], _ pieces: [BooleanPiece],
        _ cuts: inout [[(CGFloat, CGFloat, CGFloat)]], tolerance: CGFloat
    ) {
        let snap = tolerance * 4
        func carry(from source: Int, within range: ClosedRange<CGFloat>, to target: Int) -> Bool {
            var added = false
            for (t, x, y) in cuts[source] where range.contains(t) {
                let point = CGPoint(x: x, y: y)
                guard !cuts[target].contains(where: { CGPoint(x: $0.1, y: $0.2).distance(to: point) <= tolerance }),
                    let u = PieceIntersections.parameter(of: point, on: pieces[target], tolerance: snap)
                else { continue }
                cuts[target].append((u, x, y))
                added = true
            }
            return added
        }
        // A cut carried along one stretch may lie on another: a few rounds carry it on.
        for _ in 0..<4 {
            var added = false
            for stretch in stretches {
                added = carry(from: stretch.first, within: stretch.onFirst, to: stretch.second) || added
                added = carry(from: stretch.second, within: stretch.onSecond, to: stretch.first) || added
            }
            if !added { break }
        }
    }

    /// `piece` cut at `cuts`, each cut's point shared with the piece it meets.
    static func split(_ piece: BooleanPiece, at cuts: [(CGFloat, CGFloat, CGFloat)], tolerance: CGFloat)
        -> [BooleanPiece]
    {
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
    /// coincident pieces merged into one. Returns the edges whose ends merging moved by more
    /// than the tolerance, and for each piece, its edge (−1 for none).
    private mutating func build(_ pieces: [BooleanPiece]) -> (moved: [Int], edgeOf: [Int]) {
        var moved: [Int] = []
        var edgeOf = [Int](repeating: -1, count: pieces.count)
        var vertexIndex: [Int] = []
        var points: [CGPoint] = []
        for piece in pieces { points.append(piece.start); points.append(piece.end) }
        vertexIndex = mergePoints(points)
        var byEnds: [Int: [Int]] = [:]
        for (index, piece) in pieces.enumerated() {
            let from = vertexIndex[2 * index], to = vertexIndex[2 * index + 1]
            let placed = piece.piece(from: 0, to: 1, startingAt: vertices[from], endingAt: vertices[to])
            // A piece shorter than the tolerance closes up into its vertex.
            if from == to && isTiny(placed) { continue }
            let edge = GraphEdge(
                piece: placed, from: from, to: to,
                windingA: piece.operand == 0 ? 1 : 0, windingB: piece.operand == 1 ? 1 : 0)
            let key = min(from, to) &* 1_000_003 &+ max(from, to)
            if let twin = byEnds[key]?.first(where: { coincide(edges[$0], edge) }) {
                let same = edges[twin].from == from
                edges[twin].windingA += same ? edge.windingA : -edge.windingA
                edges[twin].windingB += same ? edge.windingB : -edge.windingB
                edgeOf[index] = twin
                continue
            }
            byEnds[key, default: []].append(edges.count)
            // At most 64: each is checked against every edge.
            if moved.count < 64,
                vertices[from].distance(to: piece.start) > tolerance || vertices[to].distance(to: piece.end) > tolerance
            {
                moved.append(edges.count)
            }
            edgeOf[index] = edges.count
            edges.append(edge)
        }
        return (moved, edgeOf)
    }

    private func isTiny(_ piece: BooleanPiece) -> Bool {
        let c = piece.curve
        return c.p1.distance(to: c.p0) <= snap && c.p2.distance(to: c.p0) <= snap && c.p3.distance(to: c.p0) <= snap
    }

    /// Whether two edges between the same vertices are the same curve.
    private func coincide(_ a: GraphEdge, _ b: GraphEdge) -> Bool {
        let bPiece = a.from == b.from ? b.piece : b.piece.reversed
        for t in [0.25, 0.5, 0.75] as [CGFloat] {
            guard PieceIntersections.parameter(of: a.piece.point(at: t), on: bPiece, tolerance: snap) != nil else {
                return false
            }
        }
        return true
    }

    /// The merged vertex of each point: points within the tolerance of one another (in
    /// chains) become the first of them.
    private mutating func mergePoints(_ points: [CGPoint]) -> [Int] {
        var result = [Int](repeating: -1, count: points.count)
        let order = points.indices.sorted { points[$0].x < points[$1].x }
        var window: [Int] = [] // indices into `order` of points still within reach in x
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

    /// The vertex points, for tests.
    var vertexPoints: [CGPoint] { vertices }
}
