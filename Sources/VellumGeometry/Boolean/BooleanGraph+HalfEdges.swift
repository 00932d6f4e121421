import Foundation

extension BooleanGraph {
    /// The graph's edges as pairs of half-edges (2·e runs edge e forwards, 2·e + 1 backwards),
    /// the half-edges leaving each vertex in order of direction, and the faces: each the
    /// region on the clockwise side of a cycle of half-edges.
    struct HalfEdges {
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
                Self.orderWherePiecesPart(
                    &around[range], angle: angle, offset: offset, reach: reach, snap: graph.snap, leaving)
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
        private static func orderWherePiecesPart(
            _ list: inout ArraySlice<Int>, angle: [CGFloat], offset: [CGPoint], reach: CGFloat,
            snap: CGFloat, _ leaving: (Int) -> BooleanPiece
        ) {
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
        private static func turn(from a: BooleanPiece, to b: BooleanPiece, beyond reach: CGFloat, snap: CGFloat)
            -> CGFloat
        {
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
