import Foundation

// Arcs become cubic Béziers of at most 90° each (see `arcCubics`): radial error ≈ 2.7e-4·r
// for a quarter circle, far below 0.1 px for radii under 300 px, the construction Cairo uses.

extension Path {
    /// Adds a circular arc, with SwiftUI's meaning of `clockwise` in y-down space.
    ///
    /// Angles are measured from 3 o'clock and grow clockwise *on screen*. As in SwiftUI,
    /// `clockwise: false` therefore sweeps in the direction of growing angles, which looks
    /// clockwise on screen, and `clockwise: true` sweeps the other way. A sweep whose span
    /// reaches a full turn draws the whole circle. A line joins the current point (if any)
    /// to the arc's start.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius; a negative or non-finite radius is ignored.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: SwiftUI's direction flag (see above).
    ///   - transform: Applied to the arc's points.
    ///
    /// ```swift
    /// // The lower half of a circle, from 3 o'clock through 6 o'clock to 9 o'clock.
    /// var path = Path()
    /// path.addArc(center: CGPoint(x: 50, y: 50), radius: 40,
    ///             startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
    /// ```
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        // Sweep in the arc's own direction, reduced into one turn; a full turn or more in
        // that direction draws the whole circle (the HTML canvas rule, CoreGraphics' too).
        let fullTurn = 2 * Double.pi
        var sweep = clockwise ? start - end : end - start
        if sweep >= fullTurn {
            sweep = fullTurn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        let delta = clockwise ? -sweep : sweep
        addArcSegments(center: center, radius: radius, start: start, delta: delta, transform: transform)
    }

    /// Adds a circular arc of `delta` from `startAngle`; a positive delta turns clockwise on
    /// screen. Sweeps beyond a full turn are clamped to one full turn.
    ///
    /// ```swift
    /// // 73 % of a ring, from 12 o'clock.
    /// var ring = Path()
    /// ring.addRelativeArc(center: CGPoint(x: 128, y: 128), radius: 100,
    ///                     startAngle: .degrees(-90), delta: .degrees(0.73 * 360))
    /// ```
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        guard delta.radians.isFinite, startAngle.radians.isFinite else { return }
        let turn = 2 * Double.pi
        addArcSegments(
            center: center, radius: radius, start: startAngle.radians,
            delta: min(max(delta.radians, -turn), turn), transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, joined to the current point by a
    /// line, as CoreGraphics does. With no current point, the path moves to `tangent1End`
    /// first; with collinear points or a zero radius it adds a line to `tangent1End`.
    ///
    /// ```swift
    /// var corner = Path()
    /// corner.move(to: CGPoint(x: 0, y: 0))
    /// corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    /// ```
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite, radius >= 0 else { return }
        // The current point must be taken back into the arc's space: impossible when the
        // transform is singular, so the call is ignored.
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return }
        let inverse = transform.inverted()
        guard let currentUser = currentPoint?.applying(inverse) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = currentUser, p1 = tangent1End, p2 = tangent2End
        let u = (p0 - p1).normalized, v = (p2 - p1).normalized
        let cross = u.cross(v)
        let cosTheta = u.dot(v)
        guard radius > 0, abs(cross) > 1e-12, (p0 - p1).length > 0, (p2 - p1).length > 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        // Half the angle between the two legs.
        let halfAngle = acos(max(-1, min(1, cosTheta))) / 2
        let distance = radius / tan(halfAngle)
        let t1 = p1 + u * distance, t2 = p1 + v * distance
        let bisector = (u + v).normalized
        let center = p1 + bisector * (radius / sin(halfAngle))
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a1 - a0
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        addArcSegments(center: center, radius: radius, start: a0, delta: delta, transform: transform)
    }

    /// The arc as cubics, each spanning at most a quarter turn.
    internal mutating func addArcSegments(
        center: CGPoint, radius: CGFloat, start: Double, delta: Double,
        transform: CGAffineTransform
    ) {
        guard center.isFinite, radius.isFinite, radius >= 0, start.isFinite, delta.isFinite else { return }
        let cubics = ArcCubics(center: center, radius: radius, start: start, delta: delta)
        let identity = transform.isIdentity
        if cubics.count == 0 {
            // No sweep (or no radius): the arc is its start point.
            let point = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)).applying(
                transform)
            guard point.isFinite else { return }
            if currentPoint == nil { move(to: point) } else if currentPoint != point { addLine(to: point) }
            return
        }
        // All or nothing: a curve lost to overflow must not leave later ones misplaced.
        var mapped = cubics
        if !identity {
            for index in 0..<cubics.count {
                let c = cubics[index].applying(transform)
                guard c.p0.isFinite, c.p1.isFinite, c.p2.isFinite, c.p3.isFinite else { return }
                mapped[index] = c
            }
        } else {
            for index in 0..<cubics.count {
                let c = cubics[index]
                guard c.p0.isFinite, c.p1.isFinite, c.p2.isFinite, c.p3.isFinite else { return }
            }
        }
        let first = mapped[0].p0
        if currentPoint == nil { move(to: first) } else if currentPoint != first { addLine(to: first) }
        for index in 0..<mapped.count {
            let c = mapped[index]
            addCurve(to: c.p3, control1: c.p1, control2: c.p2)
        }
    }
}
