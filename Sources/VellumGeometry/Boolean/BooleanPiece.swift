import Foundation

/// One piece of outline in a set operation: a line, quadratic or cubic (held as its exact
/// cubic form), monotone in x and y, from one of the two operands.
struct BooleanPiece {
    enum Kind { case line, quad, cubic }

    var kind: Kind
    var curve: CubicBezier
    /// 0 for the first operand, 1 for the second.
    var operand: Int
    /// The subpath it came from (for line operations, which keep the first operand's order).
    var subpath: Int

    var start: CGPoint { curve.p0 }
    var end: CGPoint { curve.p3 }

    /// Its bounds: those of its end points, as it is monotone in x and y.
    var bounds: CGRect {
        CGRect(
            x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
    }

    func point(at t: CGFloat) -> CGPoint {
        kind == .line ? start.lerp(end, t) : curve.point(at: t)
    }

    /// The piece between parameters `t0 < t1`, its ends moved exactly onto `from` and `to`
    /// (the points shared with the pieces it meets).
    func piece(from t0: CGFloat, to t1: CGFloat, startingAt from: CGPoint, endingAt to: CGPoint) -> BooleanPiece {
        var copy = self
        if kind == .line {
            copy.curve = CubicBezier(lineFrom: from, to: to)
        } else {
            var sub = curve.subcurve(from: t0, to: t1)
            // Moving an end moves its neighbouring control by as much: the tangent is kept.
            sub.p1 = sub.p1 + (from - sub.p0)
            sub.p2 = sub.p2 + (to - sub.p3)
            sub.p0 = from
            sub.p3 = to
            copy.curve = sub
        }
        return copy
    }

    var reversed: BooleanPiece {
        var copy = self
        copy.curve = curve.reversed
        return copy
    }

    /// Appends the piece to `path`, whose current point is its start.
    func append(to path: inout Path) {
        switch kind {
        case .line:
            path.addLine(to: end)
        case .quad:
            // The control of the quadratic whose exact cubic form this is, averaged from
            // both ends (they agree unless an end was moved onto a shared point).
            let fromStart = (curve.p1 * 3 - start) * 0.5, fromEnd = (curve.p2 * 3 - end) * 0.5
            path.addQuadCurve(to: end, control: fromStart.lerp(fromEnd, 0.5))
        case .cubic:
            path.addCurve(to: end, control1: curve.p1, control2: curve.p2)
        }
    }
}

extension Path {
    /// The path's outline as pieces monotone in x and y, open subpaths closed when `closing`
    /// (for area operations) and zero-length pieces left out, and whether each subpath was
    /// closed. Nil when a coordinate is not finite.
    func booleanPieces(operand: Int, closing: Bool) -> (pieces: [BooleanPiece], closed: [Bool])? {
        var pieces: [BooleanPiece] = []
        var closed: [Bool] = []
        var start = CGPoint.zero, current = CGPoint.zero
        var subpath = -1
        var isOpen = false
        func add(_ kind: BooleanPiece.Kind, _ curve: CubicBezier) {
            if kind == .line {
                if curve.p0 != curve.p3 {
                    pieces.append(BooleanPiece(kind: .line, curve: curve, operand: operand, subpath: subpath))
                }
                return
            }
            if curve.p0 == curve.p1 && curve.p1 == curve.p2 && curve.p2 == curve.p3 { return }
            var t0: CGFloat = 0
            var cuts = curve.extremaParameters()
            cuts.insert(1)
            for t1 in cuts where t1 > t0 {
                let piece = curve.subcurve(from: t0, to: t1)
                if piece.p0 != piece.p3 || t1 - t0 > 1e-9 {
                    pieces.append(BooleanPiece(kind: kind, curve: piece, operand: operand, subpath: subpath))
                }
                t0 = t1
            }
        }
        func close() {
            if isOpen && closing && current != start { add(.line, CubicBezier(lineFrom: current, to: start)) }
            isOpen = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                guard p.isWithinSetOperationLimit else { return nil }
                close()
                subpath += 1
                closed.append(false)
                start = p; current = p; isOpen = true
            case .line(let p):
                guard p.isWithinSetOperationLimit else { return nil }
                add(.line, CubicBezier(lineFrom: current, to: p)); current = p
            case .quadCurve(let p, let c):
                guard p.isWithinSetOperationLimit, c.isWithinSetOperationLimit else { return nil }
                add(.quad, CubicBezier(quadFrom: current, control: c, to: p)); current = p
            case .curve(let p, let c1, let c2):
                guard p.isWithinSetOperationLimit, c1.isWithinSetOperationLimit, c2.isWithinSetOperationLimit else {
                    return nil
                }
                add(.cubic, CubicBezier(current, c1, c2, p)); current = p
            case .closeSubpath:
                if subpath >= 0 { closed[subpath] = true }
                if current != start { add(.line, CubicBezier(lineFrom: current, to: start)) }
                current = start; isOpen = false
            }
        }
        close()
        return (pieces, closed)
    }
}

extension CGPoint {
    /// Set operations refuse coordinates beyond ±10¹⁵ (and non-finite ones): past that, the
    /// products that decide where outlines cross overflow their precision, and no picture
    /// needs them.
    var isWithinSetOperationLimit: Bool { abs(x) <= 1e15 && abs(y) <= 1e15 }
}
