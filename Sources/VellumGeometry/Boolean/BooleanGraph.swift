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
                    guard let t = PieceIntersections.parameter(of: point, on: pieces[index], tolerance: snap) else { continue }
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
    static func cuts(_ pieces: [BooleanPiece], tolerance: CGFloat,
                     pairs: (BooleanPiece, BooleanPiece) -> Bool) -> [[(CGFloat, CGFloat, CGFloat)]] {
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
                    stretches.append(SharedStretch(first: j, second: i, onFirst: min(start.t, end.t)...max(start.t, end.t),
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
    private static func shareCuts(along stretches: [SharedStretch], _ pieces: [BooleanPiece],
                                  _ cuts: inout [[(CGFloat, CGFloat, CGFloat)]], tolerance: CGFloat) {
        let snap = tolerance * 4
        func carry(from source: Int, within range: ClosedRange<CGFloat>, to target: Int) -> Bool {
            var added = false
            for (t, x, y) in cuts[source] where range.contains(t) {
                let point = CGPoint(x: x, y: y)
                guard !cuts[target].contains(where: { CGPoint(x: $0.1, y: $0.2).distance(to: point) <= tolerance }),
                      let u = PieceIntersections.parameter(of: point, on: pieces[target], tolerance: snap) else { continue }
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
            let edge = GraphEdge(piece: placed, from: from, to: to,
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
            if moved.count < 64, vertices[from].distance(to: piece.start) > tolerance || vertices[to].distance(to: piece.end) > tolerance {
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

    // MARK: Faces

    /// The result's outline: the edges between a kept face and one that is not, each turned
    /// so the kept face is on its clockwise side (on screen), joined into closed subpaths.
    ///
    /// Faces, not edges, carry the winding numbers, and an edge is kept when its two faces
    /// differ. However near-degenerate the input, every vertex then has as many kept edges
    /// arriving as leaving, so the outline always closes up; an edge judged on its own by a
    /// ray that grazes a vertex could not promise that.
    ///
    /// Also whether the faces' winding numbers agree across every edge (crossing an edge
    /// changes them by its own windings). They disagree where the graph is not planar: where
    /// outlines meet in a cluster of vertices a few snap distances apart.
    func outline(keeping rule: BooleanRule, eoFill: Bool) -> (path: Path, isConsistent: Bool) {
        let faces = HalfEdges(self)
        let windings = faceWindings(faces)
        var isConsistent = faces.isPlanar
        for (index, edge) in edges.enumerated() where isConsistent && faces.face[2 * index] >= 0 {
            let clockwise = windings[faces.face[2 * index]], other = windings[faces.face[2 * index + 1]]
            if clockwise.0 - other.0 != edge.windingA || clockwise.1 - other.1 != edge.windingB {
                isConsistent = false
                break
            }
        }
        func kept(_ face: Int) -> Bool {
            let (a, b) = windings[face]
            return rule.keeps(eoFill ? a & 1 != 0 : a != 0, eoFill ? b & 1 != 0 : b != 0)
        }
        var isOutline = [Bool](repeating: false, count: faces.count)
        for h in 0..<faces.count where faces.face[h] >= 0 {
            isOutline[h] = kept(faces.face[h]) && !kept(faces.face[h ^ 1])
        }
        return (join(faces, isOutline), isConsistent)
    }

    /// Each face's winding numbers, from rays leaving the middles of its longest few edges:
    /// the value most of them agree on. Each face is measured on its own, so a face that a
    /// missed crossing misshapes does not pass a wrong count on to its neighbours.
    private func faceWindings(_ faces: HalfEdges) -> [(Int, Int)] {
        var windings = [(Int, Int)](repeating: (0, 0), count: faces.faceCount)
        func length(_ h: Int) -> CGFloat { edges[h >> 1].piece.start.distance(to: edges[h >> 1].piece.end) }
        // One ray gives both sides of an edge, and an edge is often among the longest of both.
        var measured = [(Int, Int)?](repeating: nil, count: edges.count)
        for face in 0..<faces.faceCount {
            var longest: [Int] = []
            for h in faces.halfEdges(of: face) {
                longest.append(h)
                if longest.count > 3 {
                    longest.sort { length($0) > length($1) }
                    longest.removeLast()
                }
            }
            longest.sort { length($0) > length($1) }
            var votes: [(winding: (Int, Int), count: Int)] = []
            for (rank, h) in longest.enumerated() {
                // Two that agree are most of three.
                if rank == 2, votes.count == 1 { break }
                let edge = edges[h >> 1]
                let clockwise = measured[h >> 1] ?? clockwiseSideWinding(of: h >> 1)
                measured[h >> 1] = clockwise
                var winding = clockwise
                // The other side of the edge: crossing it against its clockwise side.
                if h & 1 == 1 { winding = (winding.0 - edge.windingA, winding.1 - edge.windingB) }
                if let index = votes.firstIndex(where: { $0.winding == winding }) { votes[index].count += 1 }
                else { votes.append((winding, 1)) }
            }
            // The first (longest edge's) wins ties.
            var best = 0
            for index in votes.indices where votes[index].count > votes[best].count { best = index }
            if !votes.isEmpty { windings[face] = votes[best].winding }
        }
        return windings
    }

    /// The winding numbers on the clockwise side of edge `index`, from a ray leaving its
    /// middle across it.
    private func clockwiseSideWinding(of index: Int) -> (Int, Int) {
        let edge = edges[index]
        let middle = edge.piece.point(at: 0.5)
        let d = edge.piece.kind == .line ? edge.piece.end - edge.piece.start : edge.piece.curve.derivative(at: 0.5)
        let horizontal = abs(d.y) >= abs(d.x)
        let (a, b) = winding(at: middle, horizontal: horizontal, skipping: index)
        // Just past the edge along the ray the ray misses it; just before, it crosses it.
        // The clockwise side (the normal (−dy, dx)) is the side before when the edge runs
        // down across a horizontal ray, or leftwards across a vertical one.
        let direction: Int
        if horizontal { direction = d.y > 0 ? 1 : -1 } else { direction = d.x < 0 ? 1 : -1 }
        let clockwiseIsBefore = horizontal ? d.y > 0 : d.x < 0
        return clockwiseIsBefore ? (a + direction * edge.windingA, b + direction * edge.windingB) : (a, b)
    }

    /// Closed subpaths from the outline's half-edges: after each, the next outline half-edge
    /// clockwise around its end, so subpaths may touch but never cross.
    private func join(_ faces: HalfEdges, _ isOutline: [Bool]) -> Path {
        var used = [Bool](repeating: false, count: faces.count)
        var path = Path()
        for first in 0..<faces.count where isOutline[first] && !used[first] {
            var loop: [Int] = [first]
            used[first] = true
            var current = first
            while loop.count <= faces.count {
                guard let next = faces.nextClockwise(after: current, where: { isOutline[$0] }),
                      next != first, !used[next] else { break }
                used[next] = true
                loop.append(next)
                current = next
            }
            let pieces = loop.map { faces.piece(of: $0, in: self) }
            path.move(to: pieces[0].start)
            // Closing draws a last straight piece itself.
            let last = pieces[pieces.count - 1]
            let closesWithLine = pieces.count > 1 && last.kind == .line && last.end == pieces[0].start
            for piece in closesWithLine ? pieces.dropLast() : pieces[...] { piece.append(to: &path) }
            path.closeSubpath()
        }
        return path
    }

    /// The vertex points, for tests.
    var vertexPoints: [CGPoint] { vertices }

    /// The graph's edges as pairs of half-edges (2·e runs edge e forwards, 2·e + 1 backwards),
    /// the half-edges leaving each vertex in order of direction, and the faces: each the
    /// region on the clockwise side of a cycle of half-edges.
    fileprivate struct HalfEdges {
        /// Per half-edge: its face, or −1 for an edge that bounds nothing.
        var face: [Int]
        var faceCount = 0
        /// Whether the order around the vertices can be drawn in the plane (Euler's formula).
        private(set) var isPlanar = true
        private var faceStart: [Int] = []
        private var faceMembers: [Int] = []
        /// The half-edges leaving each vertex by increasing angle, vertex by vertex (vertex v's
        /// from `aroundStart[v]`); per half-edge, where among its vertex's.
        private var around: [Int]
        private var aroundStart: [Int]
        private var position: [Int]
        private var head: [Int]

        var count: Int { face.count }

        init(_ graph: BooleanGraph) {
            let edges = graph.edges
            face = [Int](repeating: -1, count: 2 * edges.count)
            position = face
            head = face
            // One array for all vertices (an array per vertex costs an allocation each).
            aroundStart = [Int](repeating: 0, count: graph.vertices.count + 1)
            for edge in edges where edge.windingA != 0 || edge.windingB != 0 {
                aroundStart[edge.from + 1] += 1
                aroundStart[edge.to + 1] += 1
            }
            for vertex in graph.vertices.indices { aroundStart[vertex + 1] += aroundStart[vertex] }
            around = [Int](repeating: -1, count: aroundStart[graph.vertices.count])
            var filled = aroundStart
            for (index, edge) in edges.enumerated() where edge.windingA != 0 || edge.windingB != 0 {
                around[filled[edge.from]] = 2 * index; filled[edge.from] += 1; head[2 * index] = edge.to
                around[filled[edge.to]] = 2 * index + 1; filled[edge.to] += 1; head[2 * index + 1] = edge.from
            }
            // Around each vertex, the pieces are ordered by where they are half as far from it
            // as the nearest other vertex they lead to: out to there they cross nowhere, so that
            // order holds all the way in, however finely their tangents differ (and half way,
            // two pieces between the same two vertices are furthest apart).
            var angle = [CGFloat](repeating: 0, count: 2 * edges.count)
            var offset = [CGPoint](repeating: .zero, count: 2 * edges.count)
            func leaving(_ h: Int) -> BooleanPiece { h & 1 == 0 ? edges[h >> 1].piece : edges[h >> 1].piece.reversed }
            for vertex in graph.vertices.indices where aroundStart[vertex] < aroundStart[vertex + 1] {
                let range = aroundStart[vertex]..<aroundStart[vertex + 1]
                var reach = CGFloat.infinity
                for h in around[range] {
                    let piece = edges[h >> 1].piece
                    let length = piece.start.distance(to: piece.end)
                    if length > 0 { reach = min(reach, length / 2) }
                }
                for h in around[range] {
                    offset[h] = Self.offset(leaving(h), reach: reach)
                    angle[h] = atan2(offset[h].y, offset[h].x)
                }
                around[range].sort { angle[$0] < angle[$1] || (angle[$0] == angle[$1] && $0 < $1) }
                Self.orderWherePiecesPart(&around[range], angle: angle, offset: offset, reach: reach, snap: graph.snap, leaving)
                for index in range { position[around[index]] = index - range.lowerBound }
            }
            // The face on a half-edge's clockwise side goes on along the next half-edge
            // clockwise from its twin around its end.
            for first in face.indices where head[first] >= 0 && face[first] < 0 {
                faceStart.append(faceMembers.count)
                var h = first
                while face[h] < 0 {
                    face[h] = faceCount
                    faceMembers.append(h)
                    h = next(after: h)
                }
                faceCount += 1
            }
            faceStart.append(faceMembers.count)
            isPlanar = Self.eulerHolds(graph, faceCount: faceCount)
        }

        /// Whether the order around the vertices can draw the graph in the plane: then each
        /// connected part has V − E + F = 2, and an order that cannot has fewer faces. (Edges
        /// that cross with no vertex between them may still pass; the windings check those.)
        private static func eulerHolds(_ graph: BooleanGraph, faceCount: Int) -> Bool {
            var parent = Array(graph.vertices.indices)
            func root(_ v: Int) -> Int {
                var v = v
                while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
                return v
            }
            var used = [Bool](repeating: false, count: graph.vertices.count)
            var edgeCount = 0
            for edge in graph.edges where edge.windingA != 0 || edge.windingB != 0 {
                edgeCount += 1
                used[edge.from] = true
                used[edge.to] = true
                parent[root(edge.from)] = root(edge.to)
            }
            var vertexCount = 0, parts = 0
            for v in graph.vertices.indices where used[v] {
                vertexCount += 1
                if root(v) == v { parts += 1 }
            }
            return vertexCount - edgeCount + faceCount == 2 * parts
        }

        func halfEdges(of face: Int) -> ArraySlice<Int> { faceMembers[faceStart[face]..<faceStart[face + 1]] }

        private func next(after h: Int) -> Int {
            let start = aroundStart[head[h]], count = aroundStart[head[h] + 1] - start
            return around[start + (position[h ^ 1] + count - 1) % count]
        }

        /// The first half-edge passing `test`, clockwise from `h`'s twin around `h`'s end.
        func nextClockwise(after h: Int, where test: (Int) -> Bool) -> Int? {
            let start = aroundStart[head[h]], count = aroundStart[head[h] + 1] - start
            let p = position[h ^ 1]
            for step in 1..<max(count, 1) {
                let candidate = around[start + (p + count - step) % count]
                if test(candidate) { return candidate }
            }
            return nil
        }

        func piece(of h: Int, in graph: BooleanGraph) -> BooleanPiece {
            let piece = graph.edges[h >> 1].piece
            return h & 1 == 0 ? piece : piece.reversed
        }

        /// Neighbours around a vertex still within the snap distance of each other `reach`
        /// out are nearly tangent, and may even cross inside that band: they go in the order
        /// they have where they part, as the graph sees them everywhere beyond.
        private static func orderWherePiecesPart(_ list: inout ArraySlice<Int>, angle: [CGFloat], offset: [CGPoint], reach: CGFloat,
                                                 snap: CGFloat, _ leaving: (Int) -> BooleanPiece) {
            // Two pieces around a vertex are in the same cyclic order either way.
            guard list.count > 2 else { return }
            for _ in 0..<list.count {
                var swapped = false
                for step in 0..<list.count {
                    let index = list.startIndex + step, next = list.startIndex + (step + 1) % list.count
                    let h = list[index], g = list[next]
                    // Only neighbours in nearly one direction: around a vertex of tiny pieces,
                    // pieces at right angles can be within the snap distance too.
                    var gap = angle[g] - angle[h]
                    if gap < 0 { gap += 2 * .pi }
                    guard gap < .pi / 2, offset[h].distance(to: offset[g]) <= snap else { continue }
                    let parting = turn(from: leaving(h), to: leaving(g), beyond: reach, snap: snap)
                    if parting < 0 && parting > -.pi / 2 {
                        list.swapAt(index, next)
                        swapped = true
                    }
                }
                if !swapped { break }
            }
        }

        /// The angle from piece `a` to piece `b`, both leaving one vertex, at the first of the
        /// distances `reach`·2, ·4, … where they are further apart than `snap` (or the nearer
        /// end of the two).
        private static func turn(from a: BooleanPiece, to b: BooleanPiece, beyond reach: CGFloat, snap: CGFloat) -> CGFloat {
            let shorter = min(a.start.distance(to: a.end), b.start.distance(to: b.end))
            var distance = reach
            var pa = CGPoint.zero, pb = CGPoint.zero
            repeat {
                distance = min(distance * 2, shorter)
                pa = offset(a, reach: distance)
                pb = offset(b, reach: distance)
            } while pa.distance(to: pb) <= snap && distance < shorter
            var turn = atan2(pb.y, pb.x) - atan2(pa.y, pa.x)
            if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
            return turn
        }

        /// The offset from a piece's start to its point `reach` away (its end, if nearer).
        private static func offset(_ piece: BooleanPiece, reach: CGFloat) -> CGPoint {
            var toward = piece.end - piece.start
            let chord = toward.length
            guard chord > reach && reach.isFinite else { return toward }
            if piece.kind == .line {
                toward = CGPoint(x: toward.x * reach / chord, y: toward.y * reach / chord)
            } else {
                // A monotone piece's distance from its start grows along it: Newton's method on
                // the squared distance, kept inside a bracket that bisection narrows when a
                // step would leave it.
                var low: CGFloat = 0, high: CGFloat = 1, t = reach / chord
                for _ in 0..<40 {
                    let offset = piece.point(at: t) - piece.start
                    let gap = offset.dot(offset) - reach * reach
                    if gap < 0 { low = t } else { high = t }
                    let slope = 2 * offset.dot(piece.curve.derivative(at: t))
                    var next = slope > 0 ? t - gap / slope : (low + high) / 2
                    if !(next > low && next < high) { next = (low + high) / 2 }
                    if abs(next - t) <= 1e-12 || high - low <= 1e-12 { t = next; break }
                    t = next
                }
                toward = piece.point(at: t) - piece.start
            }
            return toward
        }
    }
}
