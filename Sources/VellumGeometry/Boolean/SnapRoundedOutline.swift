import Foundation

// The last resort of an area operation, for outlines that meet in clusters of crossings too
// close together to resolve as curves (a curve that crosses itself beside a copy of itself a
// hair away). The pieces are flattened to lines with ends on an integer grid and snap rounded
// (Hobby, "Practical segment intersection with finite precision output", 1999): every crossing
// rounds to the grid point whose square holds it, and every line is bent through the grid
// points whose squares it passes. Every decision after that is exact integer arithmetic, and
// the graph is planar by construction, so the faces' winding numbers cannot disagree.
//
// The price is the curves: the result is lines, within 2.4e-7 of the operands' size of them.

/// The outline of a set operation on flattened, snap-rounded pieces.
enum SnapRoundedOutline {
    /// A point of the grid: 2^26 steps across the operands' bounds.
    private struct GridPoint: Hashable, Comparable {
        var x: Int64
        var y: Int64

        static func < (a: GridPoint, b: GridPoint) -> Bool { a.x < b.x || (a.x == b.x && a.y < b.y) }
    }

    /// A line between grid points, with how much it adds to each operand's winding number.
    private struct Segment {
        var from: GridPoint
        var to: GridPoint
        var windingA: Int
        var windingB: Int

        var minX: Int64 { min(from.x, to.x) }
        var maxX: Int64 { max(from.x, to.x) }
        var minY: Int64 { min(from.y, to.y) }
        var maxY: Int64 { max(from.y, to.y) }
    }

    /// The grid's steps across the operands' size (a power of two, so scaling is exact):
    /// coordinates and their differences stay below 2^27, and every product of two below 2^55.
    private static let stepsAcross: CGFloat = 0x1p26

    /// How far a flattened line may stray from its curve, in grid steps: 2.4e-7 of the size
    /// at most, 4 times finer than the margin the set operations are checked at.
    private static let flatness: CGFloat = 16

    /// More lines than any drawing needs (a random cubic takes about 2,000).
    private static let maximumLines = 1 << 20

    /// The operation's outline, or nil when the rounded lines still cross or the faces'
    /// winding numbers disagree (never seen; the checks keep a wrong answer out), or when the
    /// operands need more than a million lines or are under 1e-300 across.
    static func outline(of pieces: [BooleanPiece], keeping rule: BooleanRule, eoFill: Bool) -> Path? {
        let bounds = pieces.reduce(CGRect.null) { $0.union($1.bounds) }
        let size = max(bounds.width, bounds.height)
        guard !bounds.isNull, size > 0, size.isFinite else { return Path() }
        let unit = CGFloat(sign: .plus, exponent: size.exponent - 25, significand: 1)
        // Operands under 1e-300 across have no grid step to spare.
        guard unit.isNormal else { return nil }
        let origin = CGPoint(x: bounds.minX, y: bounds.minY)
        func grid(_ p: CGPoint) -> GridPoint {
            GridPoint(x: Int64(((p.x - origin.x) / unit).rounded()), y: Int64(((p.y - origin.y) / unit).rounded()))
        }
        var lines: [Segment] = []
        for piece in pieces {
            var points = [piece.start]
            if piece.kind == .line {
                points.append(piece.end)
            } else {
                flatten(piece.curve, within: flatness * unit, into: &points)
            }
            let winding = (piece.operand == 0 ? 1 : 0, piece.operand == 1 ? 1 : 0)
            var previous = grid(points[0])
            for point in points.dropFirst() {
                let next = grid(point)
                if next != previous {
                    lines.append(Segment(from: previous, to: next, windingA: winding.0, windingB: winding.1))
                }
                previous = next
            }
            // A curve needs a few thousand lines; millions would be an input no picture needs.
            guard lines.count <= Self.maximumLines else { return nil }
        }
        guard let edges = snapRounded(lines) else { return nil }
        guard let loops = outlineLoops(edges, keeping: rule, eoFill: eoFill) else { return nil }
        var path = Path()
        func point(_ g: GridPoint) -> CGPoint {
            CGPoint(x: origin.x + CGFloat(g.x) * unit, y: origin.y + CGFloat(g.y) * unit)
        }
        for loop in loops {
            path.move(to: point(loop[0]))
            for vertex in loop.dropFirst() { path.addLine(to: point(vertex)) }
            path.closeSubpath()
        }
        return path
    }

    /// Appends the curve's points after its start, halving it until its controls lie within
    /// `flatness` of its chord (a curve lies within its controls' hull).
    private static func flatten(
        _ curve: CubicBezier, within flatness: CGFloat, into points: inout [CGPoint], depth: Int = 0
    ) {
        let chord = curve.p3 - curve.p0
        let length = chord.length
        func off(_ p: CGPoint) -> CGFloat {
            length > 0 ? abs(chord.cross(p - curve.p0)) / length : p.distance(to: curve.p0)
        }
        // Past the budget the caller gives up, so the halving stops too.
        if depth >= 24 || points.count > maximumLines || (off(curve.p1) <= flatness && off(curve.p2) <= flatness) {
            points.append(curve.p3)
            return
        }
        let (first, second) = curve.split(at: 0.5)
        flatten(first, within: flatness, into: &points, depth: depth + 1)
        flatten(second, within: flatness, into: &points, depth: depth + 1)
    }

    // MARK: Snap rounding

    /// The lines bent through the hot grid points (their ends and their rounded crossings)
    /// whose squares they pass, cut at every grid point on them, and lines with the same
    /// ends merged. Nil if any two still cross away from their ends.
    private static func snapRounded(_ lines: [Segment]) -> [Segment]? {
        var points = lines.flatMap { [$0.from, $0.to] }
        forEachCrossing(of: lines) { a, b in points.append(roundedCrossing(lines[a], lines[b])) }
        let hot = HotPoints(points)
        var fragments: [Segment] = []
        for line in lines {
            // The hot squares it passes, in order along it from its start.
            var passed: [(key: Int64, point: GridPoint)] = []
            hot.forEach(in: line) { h in
                guard h != line.from, h != line.to, passesSquare(line, of: h) else { return }
                passed.append((dot(h, line.from, line.to), h))
            }
            passed.sort { $0.key < $1.key }
            var previous = line.from
            for h in passed.map(\.point) + [line.to] where h != previous {
                fragments.append(Segment(from: previous, to: h, windingA: line.windingA, windingB: line.windingB))
                previous = h
            }
        }
        // A bent line can run exactly through a hot point it did not pass: cut it there too.
        var cut: [Segment] = []
        for fragment in fragments {
            var on: [(key: Int64, point: GridPoint)] = []
            hot.forEach(in: fragment) { h in
                guard h != fragment.from, h != fragment.to, orientation(fragment.from, fragment.to, h) == 0 else {
                    return
                }
                on.append((dot(h, fragment.from, fragment.to), h))
            }
            on.sort { $0.key < $1.key }
            var previous = fragment.from
            for h in on.map(\.point) + [fragment.to] {
                cut.append(Segment(from: previous, to: h, windingA: fragment.windingA, windingB: fragment.windingB))
                previous = h
            }
        }
        // Lines with the same ends are one edge.
        struct Ends: Hashable { var low, high: GridPoint }
        var merged: [Segment] = []
        var index: [Ends: Int] = [:]
        for fragment in cut {
            let ends = Ends(low: min(fragment.from, fragment.to), high: max(fragment.from, fragment.to))
            if let twin = index[ends] {
                let same = merged[twin].from == fragment.from
                merged[twin].windingA += same ? fragment.windingA : -fragment.windingA
                merged[twin].windingB += same ? fragment.windingB : -fragment.windingB
            } else {
                index[ends] = merged.count
                merged.append(fragment)
            }
        }
        merged.removeAll { $0.windingA == 0 && $0.windingB == 0 }
        var crosses = false
        forEachCrossing(of: merged) { _, _ in crosses = true }
        return crosses ? nil : merged
    }

    /// Calls `body` with the indices of every pair of lines that cross at a point inside both
    /// (touching at an end, or running along each other, is left out: the ends are hot points
    /// already). A sweep along the axis the lines are shorter in (stripes of long horizontal
    /// lines would all overlap in x).
    private static func forEachCrossing(of lines: [Segment], _ body: (Int, Int) -> Void) {
        let alongY =
            lines.reduce(0) { $0 + Double($1.maxY - $1.minY) } < lines.reduce(0) { $0 + Double($1.maxX - $1.minX) }
        let low = lines.map { alongY ? $0.minY : $0.minX }, high = lines.map { alongY ? $0.maxY : $0.maxX }
        let acrossLow = lines.map { alongY ? $0.minX : $0.minY }, acrossHigh = lines.map { alongY ? $0.maxX : $0.maxY }
        let order = lines.indices.sorted { low[$0] < low[$1] }
        var active: [Int] = []
        for i in order {
            let line = lines[i]
            active.removeAll { high[$0] < low[i] }
            for j in active {
                let other = lines[j]
                guard acrossLow[j] <= acrossHigh[i], acrossLow[i] <= acrossHigh[j] else { continue }
                let o1 = orientation(line.from, line.to, other.from).signum(),
                    o2 = orientation(line.from, line.to, other.to).signum()
                guard o1 * o2 < 0 else { continue }
                let o3 = orientation(other.from, other.to, line.from).signum(),
                    o4 = orientation(other.from, other.to, line.to).signum()
                if o3 * o4 < 0 { body(i, j) }
            }
            active.append(i)
        }
    }

    /// The grid point whose square holds the point where two lines cross.
    private static func roundedCrossing(_ a: Segment, _ b: Segment) -> GridPoint {
        let dx = b.to.x - b.from.x, dy = b.to.y - b.from.y
        let denominator = (a.to.x - a.from.x) * dy - (a.to.y - a.from.y) * dx
        let numerator = (b.from.x - a.from.x) * dy - (b.from.y - a.from.y) * dx
        return GridPoint(
            x: a.from.x + roundedProduct(a.to.x - a.from.x, numerator, over: denominator),
            y: a.from.y + roundedProduct(a.to.y - a.from.y, numerator, over: denominator))
    }

    /// ⌊m·n/d + ½⌋, the integer whose half-open square [k − ½, k + ½) holds m·n/d, the product
    /// held at full width (d ≠ 0, and the quotient no larger than m).
    private static func roundedProduct(_ m: Int64, _ n: Int64, over d: Int64) -> Int64 {
        let (n, d) = d < 0 ? (-n, -d) : (n, d)
        // Truncated towards zero, the remainder with the product's sign.
        let (quotient, remainder) = d.dividingFullWidth(m.multipliedFullWidth(by: n))
        if 2 * remainder >= d { return quotient + 1 }
        return 2 * remainder < -d ? quotient - 1 : quotient
    }

    /// The hot points, sorted by x and by y: a line between grid points can pass only the
    /// squares of those within its bounds, looked for along the axis it is shorter in.
    private struct HotPoints {
        private let byX: [GridPoint]
        private let byY: [GridPoint]

        init(_ points: [GridPoint]) {
            var unique = Array(Set(points))
            unique.sort()
            byX = unique
            unique.sort { $0.y < $1.y || ($0.y == $1.y && $0.x < $1.x) }
            byY = unique
        }

        func forEach(in line: Segment, _ body: (GridPoint) -> Void) {
            let alongX = line.maxX - line.minX <= line.maxY - line.minY
            let sorted = alongX ? byX : byY
            func along(_ p: GridPoint) -> Int64 { alongX ? p.x : p.y }
            func across(_ p: GridPoint) -> Int64 { alongX ? p.y : p.x }
            let (start, end) = alongX ? (line.minX, line.maxX) : (line.minY, line.maxY)
            let (acrossMin, acrossMax) = alongX ? (line.minY, line.maxY) : (line.minX, line.maxX)
            var low = 0, high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if along(sorted[mid]) < start { low = mid + 1 } else { high = mid }
            }
            var index = low
            while index < sorted.count, along(sorted[index]) <= end {
                let h = sorted[index]
                if across(h) >= acrossMin && across(h) <= acrossMax { body(h) }
                index += 1
            }
        }
    }

    /// Whether the line passes h's half-open square [h − ½, h + ½)² (Hobby's pixel: a point on
    /// a square's edge belongs to one square only, so two lines crossing at a corner are bent
    /// through the same squares in the same order). In doubled coordinates the corners are
    /// grid points: the line passes when it has corners strictly on both sides, or runs
    /// through the lower left one, the only corner the square holds. Only squares of points
    /// within the line's bounds are asked about, where its line and the line's extension
    /// cannot differ.
    private static func passesSquare(_ line: Segment, of h: GridPoint) -> Bool {
        let from = GridPoint(x: 2 * line.from.x, y: 2 * line.from.y), to = GridPoint(x: 2 * line.to.x, y: 2 * line.to.y)
        var positive = false, negative = false
        for (cx, cy) in [(1, -1), (1, 1), (-1, 1), (-1, -1)] as [(Int64, Int64)] {
            let side = orientation(from, to, GridPoint(x: 2 * h.x + cx, y: 2 * h.y + cy))
            if side > 0 { positive = true }
            if side < 0 { negative = true }
        }
        return (positive && negative) || orientation(from, to, GridPoint(x: 2 * h.x - 1, y: 2 * h.y - 1)) == 0
    }

    /// Twice the signed area of the triangle a, b, c: positive when c lies to the left of a→b
    /// (with y up).
    private static func orientation(_ a: GridPoint, _ b: GridPoint, _ c: GridPoint) -> Int64 {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    /// How far along a→b point h lies, scaled by |b − a|².
    private static func dot(_ h: GridPoint, _ a: GridPoint, _ b: GridPoint) -> Int64 {
        (h.x - a.x) * (b.x - a.x) + (h.y - a.y) * (b.y - a.y)
    }

    // MARK: Faces

    /// The closed loops bounding the kept faces, each with its kept face on its left (y up),
    /// straight runs joined. Nil if the faces' winding numbers disagree across an edge.
    private static func outlineLoops(_ edges: [Segment], keeping rule: BooleanRule, eoFill: Bool) -> [[GridPoint]]? {
        var vertexIndex: [GridPoint: Int] = [:]
        var vertices: [GridPoint] = []
        func vertex(_ p: GridPoint) -> Int {
            if let index = vertexIndex[p] { return index }
            vertexIndex[p] = vertices.count
            vertices.append(p)
            return vertices.count - 1
        }
        // Half-edge 2e runs edge e forwards, 2e + 1 backwards.
        var tail = [Int](repeating: 0, count: 2 * edges.count)
        for (index, edge) in edges.enumerated() {
            tail[2 * index] = vertex(edge.from)
            tail[2 * index + 1] = vertex(edge.to)
        }
        func head(_ h: Int) -> Int { tail[h ^ 1] }
        func direction(_ h: Int) -> (Int64, Int64) {
            let a = vertices[tail[h]], b = vertices[head(h)]
            return (b.x - a.x, b.y - a.y)
        }
        // Leaving each vertex, by angle counterclockwise (y up) from +x: exact, and no two
        // alike, as no two edges overlap.
        var leaving = [[Int]](repeating: [], count: vertices.count)
        for h in tail.indices { leaving[tail[h]].append(h) }
        var position = [Int](repeating: 0, count: tail.count)
        for v in leaving.indices {
            leaving[v].sort { g, h in
                let (ax, ay) = direction(g), (bx, by) = direction(h)
                let upperA = ay > 0 || (ay == 0 && ax > 0), upperB = by > 0 || (by == 0 && bx > 0)
                if upperA != upperB { return upperA }
                return ax * by - ay * bx > 0
            }
            for (index, h) in leaving[v].enumerated() { position[h] = index }
        }
        // The face on the left of h goes on along the half-edge just clockwise of h's twin.
        func next(_ h: Int) -> Int {
            let around = leaving[head(h)]
            return around[(position[h ^ 1] + around.count - 1) % around.count]
        }
        var face = [Int](repeating: -1, count: tail.count)
        var faceArea: [Int64] = []
        var faceStart: [Int] = []
        for first in tail.indices where face[first] < 0 {
            var h = first
            var area: Int64 = 0
            faceStart.append(first)
            while face[h] < 0 {
                face[h] = faceArea.count
                let a = vertices[tail[h]], b = vertices[head(h)]
                // Exact modulo 2^64, and the true sum is far smaller.
                area = area &+ (a.x &* b.y &- a.y &* b.x)
                h = next(h)
            }
            faceArea.append(area)
        }
        // Connected parts: each has one outer face, the one not turning counterclockwise.
        var parent = Array(vertices.indices)
        func root(_ v: Int) -> Int {
            var v = v
            while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
            return v
        }
        for index in edges.indices { parent[root(tail[2 * index])] = root(tail[2 * index + 1]) }
        let partOf = edges.indices.map { root(tail[2 * $0]) }
        var windings = [(Int, Int)?](repeating: nil, count: faceArea.count)
        var queue: [Int] = []
        for f in faceArea.indices where faceArea[f] <= 0 {
            // Its winding numbers: those of the other parts at one of its vertices (which lies
            // on none of their edges), from a ray towards +x.
            let p = vertices[tail[faceStart[f]]], part = root(tail[faceStart[f]])
            var a = 0, b = 0
            for (index, edge) in edges.enumerated()
            where min(edge.from.y, edge.to.y) <= p.y && max(edge.from.y, edge.to.y) > p.y {
                guard partOf[index] != part else { continue }
                if edge.from.y <= p.y {
                    if edge.to.y > p.y && orientation(edge.from, edge.to, p) > 0 {
                        a += edge.windingA; b += edge.windingB
                    }
                } else if edge.to.y <= p.y && orientation(edge.from, edge.to, p) < 0 {
                    a -= edge.windingA; b -= edge.windingB
                }
            }
            windings[f] = (a, b)
            queue.append(f)
        }
        // Across half-edge h from its left face: its own windings less.
        var members = [[Int]](repeating: [], count: faceArea.count)
        for h in tail.indices { members[face[h]].append(h) }
        while let f = queue.popLast() {
            let (a, b) = windings[f]!
            for h in members[f] {
                let edge = edges[h >> 1], sign = h & 1 == 0 ? 1 : -1
                let across = (a - sign * edge.windingA, b - sign * edge.windingB)
                if let known = windings[face[h ^ 1]] {
                    guard known == across else { return nil }
                } else {
                    windings[face[h ^ 1]] = across
                    queue.append(face[h ^ 1])
                }
            }
        }
        func kept(_ f: Int) -> Bool {
            guard let (a, b) = windings[f] else { return false }
            return rule.keeps(eoFill ? a & 1 != 0 : a != 0, eoFill ? b & 1 != 0 : b != 0)
        }
        let isOutline = tail.indices.map { kept(face[$0]) && !kept(face[$0 ^ 1]) }
        var used = [Bool](repeating: false, count: tail.count)
        var loops: [[GridPoint]] = []
        for first in tail.indices where isOutline[first] && !used[first] {
            var loop: [GridPoint] = []
            var h = first
            while !used[h] {
                used[h] = true
                loop.append(vertices[tail[h]])
                // The next outline half-edge clockwise of h's twin around its end.
                var g = next(h)
                while !isOutline[g] {
                    g = leaving[head(h)][(position[g] + leaving[head(h)].count - 1) % leaving[head(h)].count]
                }
                h = g
            }
            loops.append(withoutStraightVertices(loop))
        }
        return loops
    }

    /// The loop without the vertices where it runs straight on.
    private static func withoutStraightVertices(_ loop: [GridPoint]) -> [GridPoint] {
        guard loop.count > 3 else { return loop }
        var result: [GridPoint] = []
        for (index, p) in loop.enumerated() {
            let before = loop[(index + loop.count - 1) % loop.count], after = loop[(index + 1) % loop.count]
            let straight = orientation(before, p, after) == 0 && dot(p, before, after) > 0 && dot(p, after, before) > 0
            if !straight { result.append(p) }
        }
        return result
    }
}
