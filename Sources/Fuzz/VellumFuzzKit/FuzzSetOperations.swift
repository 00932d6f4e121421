import Foundation
import Vellum

/// Two paths for a set operation, built from fuzz choices: polygons on a coarse grid (edges
/// that overlap, share corners and cross at corners), circles, rounded rectangles, random
/// cubics and quadratics, stars that cross themselves, and shapes repeated with a tiny shift
/// (nearly coincident edges), at a random scale and distance from the origin.
public struct FuzzSetOperationInput: CustomStringConvertible {
    public var first: Path
    public var second: Path
    public var eoFill: Bool

    public init<C: FuzzChoices>(_ choices: inout C) {
        let scale = choices.pick([1, 1, 1, 1e-3, 1e3, 1e6] as [CGFloat])
        let origin = choices.pick([0, 0, 0, 1e6, -3e7] as [CGFloat])
        var first = Self.shape(&choices)
        var second =
            choices.oneIn(6)
            ? first.offsetBy(dx: choices.pick([0, 1e-9, 1e-6, 0.5]), dy: choices.pick([0, 1e-7, 0.25]))
            : Self.shape(&choices)
        if choices.oneIn(4) { second.addPath(Self.shape(&choices)) }
        let placement = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin, ty: origin)
        first = first.applying(placement)
        second = second.applying(placement)
        self.first = first
        self.second = second
        eoFill = choices.oneIn(3)
    }

    private static func point<C: FuzzChoices>(_ choices: inout C, grid: Bool) -> CGPoint {
        grid
            ? CGPoint(x: CGFloat(choices.below(11) * 10), y: CGFloat(choices.below(11) * 10))
            : CGPoint(x: choices.unit() * 100, y: choices.unit() * 100)
    }

    private static func shape<C: FuzzChoices>(_ choices: inout C) -> Path {
        var path = Path()
        switch choices.below(6) {
        case 0, 1:
            let grid = choices.below(2) == 0
            path.move(to: point(&choices, grid: grid))
            for _ in 0..<choices.int(in: 2...7) { path.addLine(to: point(&choices, grid: grid)) }
            path.closeSubpath()
        case 2:
            let x = CGFloat(choices.below(8) * 10), y = CGFloat(choices.below(8) * 10)
            let rect = CGRect(
                x: x, y: y, width: CGFloat(choices.int(in: 1...6) * 10), height: CGFloat(choices.int(in: 1...6) * 10))
            path =
                choices.oneIn(2)
                ? Path(ellipseIn: rect) : Path(roundedRect: rect, cornerRadius: CGFloat(choices.below(6) * 2))
        case 3:
            path.move(to: point(&choices, grid: false))
            for _ in 0..<choices.int(in: 1...4) {
                if choices.oneIn(2) {
                    path.addCurve(
                        to: point(&choices, grid: false), control1: point(&choices, grid: false),
                        control2: point(&choices, grid: false))
                } else {
                    path.addQuadCurve(to: point(&choices, grid: false), control: point(&choices, grid: false))
                }
            }
            if choices.oneIn(2) { path.closeSubpath() }
        case 4:
            let points = choices.pick([5, 7, 9])
            let center = point(&choices, grid: true), radius = CGFloat(choices.int(in: 1...5) * 10)
            for index in 0..<points {
                let angle = CGFloat(index * 2 % points) / CGFloat(points) * 2 * .pi
                let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        default:
            // Circles that touch: tangent inside or outside, or concentric.
            let r = CGFloat(choices.int(in: 1...4) * 10)
            path.addEllipse(in: CGRect(x: 50 - r, y: 50 - r, width: 2 * r, height: 2 * r))
            let s = CGFloat(choices.int(in: 1...4) * 10)
            let dx = choices.pick([0, r + s, r - s, -(r + s)])
            path.addEllipse(in: CGRect(x: 50 + dx - s, y: 50 - s, width: 2 * s, height: 2 * s))
        }
        return path
    }

    public var description: String {
        "first: \"\(first.svgPathData)\", second: \"\(second.svgPathData)\", eoFill: \(eoFill)"
    }
}

extension FuzzChecks {
    /// Every set operation of the two paths: the area operations' fills match the set
    /// operation of the inputs' fills at 64 points of their bounds (points within a
    /// millionth of the size of an input's outline left out), fill the same under both
    /// rules, and stay within the inputs' bounds; the line operations stay within the first
    /// path's bounds.
    public static func setOperations(_ input: FuzzSetOperationInput) throws {
        let a = input.first, b = input.second, eo = input.eoFill
        let bounds = a.boundingRect.union(b.boundingRect)
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return }
        let size = max(bounds.width, bounds.height)
        // Never 0: a path with no area contains the points on it, and they are all near it.
        let margin = max(size * 1e-6, (abs(bounds.minX) + abs(bounds.minY)) * 1e-12, 1e-12)
        let operations: [(String, Path, (Bool, Bool) -> Bool)] = [
            ("union", a.union(b, eoFill: eo), { $0 || $1 }),
            ("intersection", a.intersection(b, eoFill: eo), { $0 && $1 }),
            ("subtracting", a.subtracting(b, eoFill: eo), { $0 && !$1 }),
            ("symmetricDifference", a.symmetricDifference(b, eoFill: eo), { $0 != $1 }),
            ("normalized", a.normalized(eoFill: eo), { first, _ in first })
        ]
        let slack = margin * 4
        for (name, result, _) in operations where !result.isEmpty {
            let r = result.boundingRect
            guard r.lies(within: bounds, slack: slack) else {
                throw FuzzFailure(
                    input: input.description, reason: "\(name) reaches outside the inputs: \(r) of \(bounds)")
            }
        }
        for index in 0..<64 {
            // A fixed low-discrepancy spread of points (the additive golden-ratio sequence).
            let fx = (CGFloat(index) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
            let fy = (CGFloat(index) * 0.754_877_666_246_693 + 0.5).truncatingRemainder(dividingBy: 1)
            let p = CGPoint(x: bounds.minX + fx * bounds.width, y: bounds.minY + fy * bounds.height)
            let inA = a.contains(p, eoFill: eo), inB = b.contains(p, eoFill: eo)
            // Measured, not probed: a sliver thinner than the margin has probes on both sides.
            if OutlineDistance(to: p, resolution: margin / 8).isWithin(margin, of: a, b) { continue }
            for (name, result, rule) in operations {
                let filled = result.contains(p)
                guard filled == rule(inA, inB) else {
                    throw FuzzFailure(input: input.description, reason: "\(name) fills \(p) wrongly (\(filled))")
                }
                guard result.contains(p, eoFill: true) == filled else {
                    throw FuzzFailure(input: input.description, reason: "\(name) fills \(p) differently under even-odd")
                }
            }
        }
        let outer = a.boundingRect
        for (name, line) in [
            ("lineIntersection", a.lineIntersection(b, eoFill: eo)),
            ("lineSubtraction", a.lineSubtraction(b, eoFill: eo))
        ]
        where !line.isEmpty {
            let r = line.boundingRect
            guard r.lies(within: outer, slack: slack) else {
                throw FuzzFailure(
                    input: input.description, reason: "\(name) reaches outside the first path: \(r) of \(outer)")
            }
        }
    }
}

extension CGRect {
    /// Whether this rectangle lies inside `outer` grown by `slack` on every side.
    fileprivate func lies(within outer: CGRect, slack: CGFloat) -> Bool {
        minX >= outer.minX - slack && maxX <= outer.maxX + slack
            && minY >= outer.minY - slack && maxY <= outer.maxY + slack
    }
}

/// Whether a point lies within a distance of the outlines of some paths (open subpaths taken
/// as closed, as the set operations take them): each curve halved until flat to
/// `resolution`, halves whose control points all lie farther away passed over.
struct OutlineDistance {
    let point: CGPoint
    let resolution: CGFloat
    private var limit = CGFloat.infinity

    init(to point: CGPoint, resolution: CGFloat) {
        self.point = point
        self.resolution = resolution
    }

    func isWithin(_ limit: CGFloat, of paths: Path...) -> Bool {
        var search = self
        search.limit = limit
        return search.nearest(paths) < limit
    }

    private func nearest(_ paths: [Path]) -> CGFloat {
        var nearest = CGFloat.infinity
        for path in paths {
            var start = CGPoint.zero, current = CGPoint.zero
            path.forEach { element in
                switch element {
                case .move(let to):
                    if current != start { visit(current, current, start, start, &nearest) }
                    start = to; current = to
                case .line(let to):
                    visit(current, current, to, to, &nearest); current = to
                case .quadCurve(let to, let control):
                    // The quadratic's exact cubic form.
                    let c1 = CGPoint(
                        x: current.x + (control.x - current.x) * 2 / 3, y: current.y + (control.y - current.y) * 2 / 3)
                    let c2 = CGPoint(x: to.x + (control.x - to.x) * 2 / 3, y: to.y + (control.y - to.y) * 2 / 3)
                    visit(current, c1, c2, to, &nearest); current = to
                case .curve(let to, let control1, let control2):
                    visit(current, control1, control2, to, &nearest); current = to
                case .closeSubpath:
                    visit(current, current, start, start, &nearest); current = start
                }
            }
            if current != start { visit(current, current, start, start, &nearest) }
        }
        return nearest
    }

    private func visit(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ nearest: inout CGFloat, depth: Int = 0
    ) {
        let minX = min(p0.x, p1.x, p2.x, p3.x), maxX = max(p0.x, p1.x, p2.x, p3.x)
        let minY = min(p0.y, p1.y, p2.y, p3.y), maxY = max(p0.y, p1.y, p2.y, p3.y)
        let dx = max(minX - point.x, 0, point.x - maxX), dy = max(minY - point.y, 0, point.y - maxY)
        // Only whether anything comes within the limit matters.
        guard (dx * dx + dy * dy).squareRoot() < min(nearest, limit) else { return }
        if depth >= 48 || (Self.offChord(p1, p0, p3) <= resolution && Self.offChord(p2, p0, p3) <= resolution) {
            nearest = min(nearest, Self.distance(point, p0, p3))
            return
        }
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let a = mid(p0, p1), b = mid(p1, p2), c = mid(p2, p3), d = mid(a, b), e = mid(b, c), m = mid(d, e)
        visit(p0, a, d, m, &nearest, depth: depth + 1)
        visit(m, e, c, p3, &nearest, depth: depth + 1)
    }

    private static func offChord(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat { distance(p, a, b) }

    /// The distance from `p` to the segment a–b.
    private static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        let f = length > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1) : 0
        let x = a.x + f * dx - p.x, y = a.y + f * dy - p.y
        return (x * x + y * y).squareRoot()
    }
}
