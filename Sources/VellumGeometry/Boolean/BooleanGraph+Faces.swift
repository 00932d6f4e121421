import Foundation

// Which edges of the graph bound the result, from the winding numbers of the faces on
// either side, and how they join into closed subpaths.

extension BooleanGraph {
    // MARK: Choosing and joining edges

    /// The winding numbers of both operands at `point`, from a ray towards +x (`horizontal`)
    /// or +y, leaving out edge `skipped`. Every edge is monotone in x and y.
    private func winding(at point: CGPoint, horizontal: Bool, skipping skipped: Int) -> (Int, Int) {
        var a = 0, b = 0
        for (index, edge) in edges.enumerated() where index != skipped && (edge.windingA != 0 || edge.windingB != 0) {
            let s = edge.piece.start, e = edge.piece.end
            // Along the ray's axis (x for a horizontal ray) and across it.
            let (along0, along1, across0, across1, target, from) =
                horizontal
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
                if let index = votes.firstIndex(where: { $0.winding == winding }) {
                    votes[index].count += 1
                } else {
                    votes.append((winding, 1))
                }
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
                    next != first, !used[next]
                else { break }
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
}
