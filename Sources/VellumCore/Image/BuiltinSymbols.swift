import Foundation
import VellumGeometry

/// The symbols Vellum draws itself, on a 24 × 24 design grid.
///
/// Each symbol is one path, filled with the non-zero rule, in the style of SF Symbols'
/// regular weight: strokes 2 units wide with round caps and joins, artwork inside about
/// 2…22. Outlined symbols are stroked paths; solid ones are a shape winding clockwise on
/// screen together with its own stroke (the shape grown by half a stroke, so a `.fill`
/// variant covers the same box as its outline); cut-outs are simple shapes winding the
/// other way inside a region covered exactly once.
enum BuiltinSymbols {
    /// Every name, sorted.
    static let names: [String] = symbols.keys.sorted()

    /// The outline of `name` in a 24 × 24 box (y down), filled with the non-zero rule; nil for
    /// an unknown name.
    static func path(named name: String) -> Path? {
        outlines[name]
    }

    /// Every outline, built once on first use (stroking them takes about a millisecond, which
    /// a render must not pay for each symbol).
    private static let outlines: [String: Path] = symbols.mapValues { $0() }

    private static let symbols: [String: @Sendable () -> Path] = [
        "checkmark": { stroked(polyline([p(4, 12.5), p(9.5, 18), p(20, 6)])) },
        "xmark": { xmark(halfWidth: 6.5) },
        "plus": { stroked(polyline([p(12, 4), p(12, 20)]), polyline([p(4, 12), p(20, 12)])) },
        "minus": { stroked(polyline([p(4, 12), p(20, 12)])) },
        "star": { stroked(starShape()) },
        "star.fill": { solid(starShape()) },
        "heart": { stroked(heartShape()) },
        "heart.fill": { solid(heartShape()) },
        "arrow.up": { arrow(quarterTurns: 0) },
        "arrow.right": { arrow(quarterTurns: 1) },
        "arrow.down": { arrow(quarterTurns: 2) },
        "arrow.left": { arrow(quarterTurns: 3) },
        "chevron.up": { chevron(quarterTurns: 0) },
        "chevron.right": { chevron(quarterTurns: 1) },
        "chevron.down": { chevron(quarterTurns: 2) },
        "chevron.left": { chevron(quarterTurns: 3) },
        "circle": { ring() },
        "circle.fill": { disk(p(12, 12), 10) },
        "square": { stroked(Path(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 4)) },
        "square.fill": { Path(roundedRect: CGRect(x: 2, y: 2, width: 20, height: 20), cornerRadius: 5) },
        "checkmark.circle": {
            union(ring(), stroked(polyline([p(7.75, 12.25), p(10.75, 15.25), p(16.25, 8.75)])))
        },
        "xmark.circle": { union(ring(), xmark(halfWidth: 3.25)) },
        "exclamationmark.triangle": { exclamationTriangle() },
        "exclamationmark.triangle.fill": { exclamationTriangleFill() },
        "exclamationmark.circle": {
            union(ring(), stroked(polyline([p(12, 7), p(12, 12.75)])), disk(p(12, 16.5), 1.25))
        },
        "info.circle": {
            union(ring(), stroked(polyline([p(12, 11), p(12, 17)])), disk(p(12, 7.5), 1.25))
        },
        "info.circle.fill": {
            union(
                disk(p(12, 12), 10),
                hole(
                    Path(
                        roundedRect: CGRect(x: 10.9, y: 10, width: 2.2, height: 8), cornerRadius: 1.1,
                        style: .circular)),
                hole(disk(p(12, 7.25), 1.4)))
        },
        "questionmark.circle": { questionmarkCircle() },
        "clock": { union(ring(), stroked(polyline([p(12, 6.5), p(12, 12), p(15.5, 14)]))) },
        "bolt.fill": { boltFill() },
        "bell": { bell() },
        "person": {
            union(stroked(Path(ellipseIn: CGRect(x: 8.25, y: 3.5, width: 7.5, height: 7.5))), stroked(personBody()))
        },
        "person.fill": { union(disk(p(12, 7.25), 4.75), solid(personBody())) },
        "gearshape": { union(stroked(gearTeeth()), stroked(Path(ellipseIn: CGRect(x: 9, y: 9, width: 6, height: 6)))) },
        "magnifyingglass": {
            stroked(
                Path(ellipseIn: CGRect(x: 3.5, y: 3.5, width: 13, height: 13)),
                polyline([p(15, 15), p(20.5, 20.5)]))
        },
        "house": { house() },
        "house.fill": { houseFill() },
        "envelope": {
            stroked(
                Path(roundedRect: CGRect(x: 3, y: 5, width: 18, height: 14), cornerRadius: 3),
                polyline([p(4, 7), p(12, 12.75), p(20, 7)]))
        },
        "calendar": { calendar() },
        "flag": { stroked(flagShape(), polyline([p(5, 3.5), p(5, 21)])) },
        "flag.fill": { union(solid(flagShape()), stroked(polyline([p(5, 3.5), p(5, 21)]))) },
        "lock": {
            stroked(
                lockShackle(),
                Path(roundedRect: CGRect(x: 4.5, y: 10.5, width: 15, height: 10.5), cornerRadius: 2.5))
        },
        "lock.fill": {
            union(
                stroked(lockShackle()),
                Path(roundedRect: CGRect(x: 3.5, y: 9.5, width: 17, height: 12.5), cornerRadius: 3))
        },
        "cloud": { stroked(cloudShape()) },
        "cloud.fill": { solid(cloudShape()) },
        "sun.max": { sun() },
        "moon.fill": { moonFill() }
    ]

    // MARK: - Symbols

    private static func xmark(halfWidth h: CGFloat) -> Path {
        stroked(polyline([p(12 - h, 12 - h), p(12 + h, 12 + h)]), polyline([p(12 + h, 12 - h), p(12 - h, 12 + h)]))
    }

    /// Drawn pointing up, then turned clockwise about the grid's centre.
    private static func arrow(quarterTurns: Int) -> Path {
        let up = stroked(polyline([p(12, 20), p(12, 4)]), polyline([p(5, 11), p(12, 4), p(19, 11)]))
        return turned(up, quarterTurns: quarterTurns)
    }

    private static func chevron(quarterTurns: Int) -> Path {
        turned(stroked(polyline([p(4.5, 15.75), p(12, 8.25), p(19.5, 15.75)])), quarterTurns: quarterTurns)
    }

    /// A five-point star, point up, its corners slightly rounded.
    private static func starShape() -> Path {
        let center = p(12, 12.9), outer: CGFloat = 10.4, inner: CGFloat = 4.4
        let corners = (0..<10).map { k -> CGPoint in
            let angle = (-90 + 36 * Double(k)) * .pi / 180
            let radius = k.isMultiple(of: 2) ? outer : inner
            return p(center.x + radius * cos(angle), center.y + radius * sin(angle))
        }
        return roundedPolygon(corners, radius: 0.75)
    }

    private static func heartShape() -> Path {
        var path = Path()
        path.move(to: p(12, 20.5))
        path.addCurve(to: p(3, 8.75), control1: p(12, 20.5), control2: p(3, 15))
        path.addCurve(to: p(7.75, 3.75), control1: p(3, 6), control2: p(5, 3.75))
        path.addCurve(to: p(12, 6.5), control1: p(9.6, 3.75), control2: p(11.2, 4.9))
        path.addCurve(to: p(16.25, 3.75), control1: p(12.8, 4.9), control2: p(14.4, 3.75))
        path.addCurve(to: p(21, 8.75), control1: p(19, 3.75), control2: p(21, 6))
        path.addCurve(to: p(12, 20.5), control1: p(21, 15), control2: p(12, 20.5))
        path.closeSubpath()
        return path
    }

    /// The triangle's corners lie outside the box: rounding pulls the outline back in.
    private static func warningTriangle() -> Path {
        roundedPolygon([p(12, 1.25), p(22.35, 20.6), p(1.65, 20.6)], radius: 2)
    }

    private static func exclamationTriangle() -> Path {
        union(stroked(warningTriangle(), polyline([p(12, 9), p(12, 13.75)])), disk(p(12, 17), 1.25))
    }

    private static func exclamationTriangleFill() -> Path {
        union(
            solid(warningTriangle()),
            hole(
                Path(
                    roundedRect: CGRect(x: 10.9, y: 8, width: 2.2, height: 6.75), cornerRadius: 1.1,
                    style: .circular)),
            hole(disk(p(12, 17.1), 1.35)))
    }

    private static func questionmarkCircle() -> Path {
        var hook = Path()
        hook.addArc(
            center: p(12, 9.5), radius: 2.75, startAngle: .degrees(180), endAngle: .degrees(30),
            clockwise: false)
        hook.addCurve(to: p(12, 13), control1: p(12.9, 11.4), control2: p(12, 11.9))
        return union(ring(), stroked(hook), disk(p(12, 16.5), 1.25))
    }

    private static func boltFill() -> Path {
        let corners = [p(14, 2), p(4, 13.5), p(11.25, 13.5), p(10, 22), p(20, 10.5), p(12.75, 10.5)]
        return solid(roundedPolygon(corners, radius: 0.5), lineWidth: 1)
    }

    private static func bell() -> Path {
        var body = Path()
        body.move(to: p(3.5, 17))
        body.addLine(to: p(20.5, 17))
        body.addCurve(to: p(18, 12.5), control1: p(19, 15.6), control2: p(18, 14.5))
        body.addArc(center: p(12, 9), radius: 6, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        body.addLine(to: p(6, 12.5))
        body.addCurve(to: p(3.5, 17), control1: p(6, 14.5), control2: p(5, 15.6))
        body.closeSubpath()
        var clapper = Path()
        clapper.addArc(
            center: p(12, 19.25), radius: 2, startAngle: .degrees(160), endAngle: .degrees(20),
            clockwise: true)
        return stroked(body, clapper)
    }

    private static func personBody() -> Path {
        var path = Path()
        path.move(to: p(4, 21))
        path.addCurve(to: p(12, 14.5), control1: p(4, 17.5), control2: p(7.5, 14.5))
        path.addCurve(to: p(20, 21), control1: p(16.5, 14.5), control2: p(20, 17.5))
        path.closeSubpath()
        return path
    }

    /// Eight trapezoid teeth around a rim.
    private static func gearTeeth() -> Path {
        let outer: CGFloat = 9, root: CGFloat = 6.75
        var corners: [CGPoint] = []
        for tooth in 0..<8 {
            let middle = 45 * Double(tooth) - 90
            for (offset, radius) in [(-15.5, root), (-8.0, outer), (8.0, outer), (15.5, root)] {
                let angle = (middle + offset) * .pi / 180
                corners.append(p(12 + radius * cos(angle), 12 + radius * sin(angle)))
            }
        }
        return roundedPolygon(corners, radius: 0.6)
    }

    private static func house() -> Path {
        stroked(
            polyline([p(3, 11.25), p(12, 3.5), p(21, 11.25)]),
            polyline([p(5, 9.5), p(5, 20.5), p(19, 20.5), p(19, 9.5)]),
            polyline([p(10, 20.5), p(10, 15), p(14, 15), p(14, 20.5)]))
    }

    /// The walls with the door as a notch in the bottom edge, grown by half a stroke.
    private static func houseFill() -> Path {
        let walls = polyline(
            [
                p(12, 4.75), p(19, 9.75), p(19, 20.5), p(15, 20.5), p(15, 14), p(9, 14),
                p(9, 20.5), p(5, 20.5), p(5, 9.75)
            ], closed: true)
        return union(solid(walls), stroked(polyline([p(3, 11.25), p(12, 3.5), p(21, 11.25)])))
    }

    private static func calendar() -> Path {
        var dots: [Path] = []
        for row in [13.5, 17.25] as [CGFloat] {
            for column in [8, 12, 16] as [CGFloat] { dots.append(disk(p(column, row), 1.1)) }
        }
        let frame = stroked(
            Path(roundedRect: CGRect(x: 3, y: 5, width: 18, height: 16), cornerRadius: 3),
            polyline([p(3.5, 9.5), p(20.5, 9.5)]),
            polyline([p(8, 3), p(8, 6.5)]), polyline([p(16, 3), p(16, 6.5)]))
        return union([frame] + dots)
    }

    /// A pennant with a wavy top and bottom; the pole is separate.
    private static func flagShape() -> Path {
        var path = Path()
        path.move(to: p(5, 4))
        path.addCurve(to: p(12, 4), control1: p(7, 2.5), control2: p(9.5, 2.75))
        path.addCurve(to: p(19.5, 4), control1: p(14.5, 5.25), control2: p(17, 5.5))
        path.addLine(to: p(19.5, 14))
        path.addCurve(to: p(12, 14), control1: p(17, 15.5), control2: p(14.5, 15.25))
        path.addCurve(to: p(5, 14), control1: p(9.5, 12.75), control2: p(7, 12.5))
        path.closeSubpath()
        return path
    }

    private static func lockShackle() -> Path {
        var path = Path()
        path.move(to: p(8, 10.5))
        path.addLine(to: p(8, 7.5))
        path.addArc(center: p(12, 7.5), radius: 4, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: p(16, 10.5))
        return path
    }

    /// Two small circles and a big one over a flat base, joined where they cross.
    private static func cloudShape() -> Path {
        let left = (center: p(7, 15.25), radius: CGFloat(4))
        let top = (center: p(11.75, 10.5), radius: CGFloat(5.75))
        let right = (center: p(16.75, 15), radius: CGFloat(4.25))
        let bottom = left.center.y + left.radius
        guard let a = upperCrossing(left.center, left.radius, top.center, top.radius),
            let b = upperCrossing(top.center, top.radius, right.center, right.radius)
        else { return Path() }
        var path = Path()
        path.move(to: p(right.center.x, bottom))
        path.addLine(to: p(left.center.x, bottom))
        addArc(
            &path, center: left.center, radius: left.radius,
            from: .pi / 2, to: angle(of: a, around: left.center), via: .pi)
        addArc(
            &path, center: top.center, radius: top.radius,
            from: angle(of: a, around: top.center), to: angle(of: b, around: top.center), via: -.pi / 2)
        addArc(
            &path, center: right.center, radius: right.radius,
            from: angle(of: b, around: right.center), to: .pi / 2, via: 0)
        path.closeSubpath()
        return path
    }

    private static func sun() -> Path {
        var rays: [Path] = [stroked(Path(ellipseIn: CGRect(x: 8, y: 8, width: 8, height: 8)))]
        for k in 0..<8 {
            let angle = Double(k) * .pi / 4
            let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
            rays.append(stroked(polyline([p(12 + 7 * c, 12 + 7 * s), p(12 + 9 * c, 12 + 9 * s)])))
        }
        return union(rays)
    }

    /// A disc with a smaller disc bitten out of its upper right.
    private static func moonFill() -> Path {
        let disc = (center: p(11.5, 12.5), radius: CGFloat(9.5))
        let bite = (center: p(17, 7), radius: CGFloat(7.5))
        guard let a = crossings(disc.center, disc.radius, bite.center, bite.radius) else { return Path() }
        let away = angle(of: disc.center, around: bite.center)
        var path = Path()
        addArc(
            &path, center: disc.center, radius: disc.radius,
            from: angle(of: a.0, around: disc.center), to: angle(of: a.1, around: disc.center), via: away)
        addArc(
            &path, center: bite.center, radius: bite.radius,
            from: angle(of: a.1, around: bite.center), to: angle(of: a.0, around: bite.center), via: away)
        path.closeSubpath()
        return path
    }

    // MARK: - Building blocks

    private static let pen = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static func polyline(_ points: [CGPoint], closed: Bool = false) -> Path {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        return path
    }

    /// The outlines of `paths` drawn with the 2-unit pen, as one path.
    private static func stroked(_ paths: Path...) -> Path {
        union(paths.map { $0.strokedPath(pen) })
    }

    private static func union(_ paths: Path...) -> Path { union(paths) }

    private static func union(_ paths: [Path]) -> Path {
        var result = Path()
        for path in paths { result.addPath(path) }
        return result
    }

    /// The regular-weight ring, 2…22.
    private static func ring() -> Path {
        stroked(Path(ellipseIn: CGRect(x: 3, y: 3, width: 18, height: 18)))
    }

    private static func disk(_ center: CGPoint, _ radius: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// The closed `shape` filled and grown by half of `lineWidth` with round corners: it
    /// covers what the shape's outline covers. The shape is turned clockwise on screen first,
    /// so its fill and its stroke add up under the non-zero rule instead of cancelling.
    private static func solid(_ shape: Path, lineWidth: CGFloat = 2) -> Path {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
        return union(signedArea(shape) < 0 ? reversed(shape) : shape, shape.strokedPath(style))
    }

    /// `shape` (a simple closed shape) winding counter-clockwise on screen: a cut-out from a
    /// region covered exactly once.
    private static func hole(_ shape: Path) -> Path {
        signedArea(shape) > 0 ? reversed(shape) : shape
    }

    /// A quarter turn clockwise on screen about the grid's centre, `quarterTurns` times.
    private static func turned(_ path: Path, quarterTurns: Int) -> Path {
        let quarter = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 24, ty: 0)
        var result = path
        for _ in 0..<(quarterTurns % 4) { result = result.applying(quarter) }
        return result
    }

    /// The closed polygon through `corners` with each corner rounded to `radius`.
    private static func roundedPolygon(_ corners: [CGPoint], radius: CGFloat) -> Path {
        var path = Path()
        guard let first = corners.first, let last = corners.last else { return path }
        func middle(_ a: CGPoint, _ b: CGPoint) -> CGPoint { p((a.x + b.x) / 2, (a.y + b.y) / 2) }
        path.move(to: middle(last, first))
        for (index, corner) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            path.addArc(tangent1End: corner, tangent2End: middle(corner, next), radius: radius)
        }
        path.closeSubpath()
        return path
    }

    private static func angle(of point: CGPoint, around center: CGPoint) -> Double {
        atan2(point.y - center.y, point.x - center.x)
    }

    /// Adds the arc of the circle from angle `from` to angle `to` that passes through `via`.
    private static func addArc(
        _ path: inout Path, center: CGPoint, radius: CGFloat,
        from: Double, to: Double, via: Double
    ) {
        let turn = 2 * Double.pi
        func positive(_ a: Double) -> Double {
            let r = a.truncatingRemainder(dividingBy: turn)
            return r < 0 ? r + turn : r
        }
        let sweep = positive(to - from)
        let delta = positive(via - from) <= sweep ? sweep : sweep - turn
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(from), delta: .radians(delta))
    }

    /// The two points where two circles cross, or nil if they do not.
    private static func crossings(
        _ c1: CGPoint, _ r1: CGFloat, _ c2: CGPoint,
        _ r2: CGFloat
    ) -> (CGPoint, CGPoint)? {
        let dx = c2.x - c1.x, dy = c2.y - c1.y
        let d = (dx * dx + dy * dy).squareRoot()
        guard d > 0 else { return nil }
        let along = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
        let h2 = r1 * r1 - along * along
        guard h2 > 0 else { return nil }
        let h = h2.squareRoot()
        let base = p(c1.x + along * dx / d, c1.y + along * dy / d)
        return (p(base.x - h * dy / d, base.y + h * dx / d), p(base.x + h * dy / d, base.y - h * dx / d))
    }

    /// The higher on screen of the two crossings.
    private static func upperCrossing(_ c1: CGPoint, _ r1: CGFloat, _ c2: CGPoint, _ r2: CGFloat) -> CGPoint? {
        crossings(c1, r1, c2, r2).map { $0.0.y < $0.1.y ? $0.0 : $0.1 }
    }

    /// Twice the area enclosed by `path`, positive when it winds clockwise on screen (curves
    /// sampled: only the sign is used).
    private static func signedArea(_ path: Path) -> CGFloat {
        var sum: CGFloat = 0
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(to point: CGPoint) {
            sum += current.x * point.y - point.x * current.y
            current = point
        }
        path.forEach { element in
            switch element {
            case .move(let point):
                edge(to: start)
                start = point
                current = point
            case .line(let point):
                edge(to: point)
            case .quadCurve(let end, let control):
                let from = current
                for i in 1...8 {
                    let t = CGFloat(i) / 8, u = 1 - t
                    edge(
                        to: p(
                            u * u * from.x + 2 * u * t * control.x + t * t * end.x,
                            u * u * from.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let from = current
                for i in 1...8 {
                    let t = CGFloat(i) / 8, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    edge(
                        to: p(
                            a * from.x + b * c1.x + c * c2.x + d * end.x,
                            a * from.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                edge(to: start)
            }
        }
        edge(to: start)
        return sum
    }

    /// `path` traced backwards, subpath by subpath (each closed subpath stays closed).
    private static func reversed(_ path: Path) -> Path {
        struct Subpath {
            var start: CGPoint
            var end: CGPoint
            var segments: [(from: CGPoint, element: Path.Element)] = []
            var closed = false
        }
        var subpaths: [Subpath] = []
        func add(_ element: Path.Element, to end: CGPoint) {
            guard let last = subpaths.indices.last else { return }
            subpaths[last].segments.append((subpaths[last].end, element))
            subpaths[last].end = end
        }
        path.forEach { element in
            switch element {
            case .move(let point):
                subpaths.append(Subpath(start: point, end: point))
            case .line(let end), .quadCurve(let end, _), .curve(let end, _, _):
                add(element, to: end)
            case .closeSubpath:
                guard let last = subpaths.indices.last else { return }
                subpaths[last].closed = true
                subpaths.append(Subpath(start: subpaths[last].start, end: subpaths[last].start))
            }
        }
        var result = Path()
        for subpath in subpaths where !subpath.segments.isEmpty {
            // A closed loop P0 … Pn runs back as P0, Pn … P1 and closes.
            result.move(to: subpath.closed ? subpath.start : subpath.end)
            if subpath.closed, subpath.end != subpath.start { result.addLine(to: subpath.end) }
            for (from, element) in subpath.segments.reversed() {
                switch element {
                case .line: result.addLine(to: from)
                case .quadCurve(_, let control): result.addQuadCurve(to: from, control: control)
                case .curve(_, let c1, let c2): result.addCurve(to: from, control1: c2, control2: c1)
                case .move, .closeSubpath: break
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}
