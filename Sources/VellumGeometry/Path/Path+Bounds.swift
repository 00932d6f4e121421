import Foundation

// Tight curve bounds from the roots of B'(t), as in CoreGraphics' CGPathGetPathBoundingBox
// and tiny-skia's Path::compute_tight_bounds.

extension Path {
    /// Everything a stroke of the path with `style` can paint, as a renderer that moves each
    /// point by up to `wobble` draws it: the bounds grown by the pen's reach (half the width,
    /// more at square caps and miters, see `PathStroker.reach(of:style:wobble:)`). Infinite
    /// when the width is not a finite non-negative number, so nothing can be proved inside.
    package func strokeBounds(_ style: StrokeStyle, wobble: CGFloat) -> CGRect {
        guard style.lineWidth >= 0, style.lineWidth.isFinite else { return .infinite }
        let bounds = boundingRect
        guard !bounds.isNull else { return bounds }
        let reach = style.lineWidth * PathStroker.reach(of: self, style: style, wobble: wobble) + wobble
        return bounds.insetBy(dx: -reach, dy: -reach)
    }

    /// The smallest rectangle that holds every point of the path, as in SwiftUI: curves count
    /// by the points they pass through, not by their control points.
    ///
    /// - An empty path gives `CGRect.null`, as CoreGraphics' `boundingBoxOfPath` documents
    ///   for an empty path (SwiftUI's documentation does not say).
    /// - Every move counts, so a path that is only a move gives a zero-size rectangle at
    ///   that point, and a trailing move widens the bounds.
    ///
    /// ```swift
    /// let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// circle.boundingRect // (0, 0, 100, 100), though no control point is at a corner
    /// Path().boundingRect.isNull // true
    /// ```
    public var boundingRect: CGRect {
        var box = Box()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p); current = p; start = p
            case .line(let p):
                box.add(p); current = p
            case .quadCurve(let p, let c):
                box.add(p)
                if !box.contains(c) {
                    // Raised from a quarter-size copy: c − p0 overflows near the largest double.
                    let raised = CubicBezier(quadFrom: current.quartered, control: c.quartered, to: p.quartered)
                    box.add(
                        CubicBezier(
                            raised.p0.quadrupled, raised.p1.quadrupled, raised.p2.quadrupled, raised.p3.quadrupled))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                if !box.contains(c1) || !box.contains(c2) {
                    box.add(CubicBezier(current, c1, c2, p))
                }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return box.rect
    }
}

/// A growing axis-aligned box; empty until the first point.
private struct Box {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// Adds the interior extrema of `curve` (its end points are already in the box). A
    /// control point inside the box cannot push the curve out of it, since the curve stays
    /// in the hull of its control points.
    mutating func add(_ curve: CubicBezier) {
        let extent = max(
            abs(curve.p0.x), abs(curve.p0.y), abs(curve.p1.x), abs(curve.p1.y),
            abs(curve.p2.x), abs(curve.p2.y), abs(curve.p3.x), abs(curve.p3.y))
        guard extent > 0x1p1000 else {
            for t in curve.extremaParameters() { add(curve.point(at: t)) }
            return
        }
        // Near the largest double the evaluation's differences overflow: evaluate a quarter
        // size copy (exact) and scale the points back, which stay within the control hull.
        let quarter = CubicBezier(curve.p0.quartered, curve.p1.quartered, curve.p2.quartered, curve.p3.quartered)
        for t in quarter.extremaParameters() {
            let p = quarter.point(at: t)
            add(CGPoint(x: p.x * 4, y: p.y * 4))
        }
    }

    func contains(_ p: CGPoint) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

private extension CGPoint {
    var quartered: CGPoint { CGPoint(x: x / 4, y: y / 4) }
    /// Four times, saturating: a control point raised from a quadratic may lie beyond the
    /// largest double, but the curve's extremes, which are all that use it, do not.
    var quadrupled: CGPoint {
        CGPoint(
            x: min(max(x * 4, -.greatestFiniteMagnitude), .greatestFiniteMagnitude),
            y: min(max(y * 4, -.greatestFiniteMagnitude), .greatestFiniteMagnitude))
    }
}
