import Foundation

// SwiftUI's path set operations (iOS 17, macOS 14). Curves stay curves: lines, quadratics
// and cubics are cut at the points where outlines meet and kept as what they were; a
// circle's arcs stay the Bézier arcs they were drawn with. Every result of an area operation
// is a set of closed subpaths that never cross, with holes turning against their outlines,
// so it fills the same under the non-zero and the even-odd rule.
//
// Where outlines meet in clusters of crossings too close to resolve as curves, the result is
// snap rounded lines instead (`SnapRoundedOutline`), within 2.4e-7 of the operands' size.
//
// Inputs with a coordinate beyond ±10¹⁵ give an empty path: see `isWithinSetOperationLimit`.

extension Path {
    /// A new path whose filled region is the filled regions of this path and `other` together.
    ///
    /// Unclosed subpaths of both paths are taken as closed. The result fills the same under
    /// the even-odd and the non-zero rule.
    ///
    /// - Parameters:
    ///   - other: The path to add.
    ///   - eoFill: Whether both paths' interiors follow the even-odd rule (true) or the non-zero
    ///     rule (false, the default).
    ///
    /// ```swift
    /// let pill = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    ///     .union(Path(ellipseIn: CGRect(x: 30, y: 0, width: 40, height: 40)))
    /// ```
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        areaOperation(.union, other, eoFill: eoFill)
    }

    /// A new path whose filled region is where this path's and `other`'s filled regions overlap.
    ///
    /// Unclosed subpaths of both paths are taken as closed. The result fills the same under
    /// the even-odd and the non-zero rule.
    ///
    /// ```swift
    /// let lens = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    ///     .intersection(Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40)))
    /// ```
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        areaOperation(.intersection, other, eoFill: eoFill)
    }

    /// A new path whose filled region is this path's with `other`'s filled region removed.
    ///
    /// Unclosed subpaths of both paths are taken as closed. The result fills the same under
    /// the even-odd and the non-zero rule.
    ///
    /// ```swift
    /// let notched = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40), cornerRadius: 8)
    ///     .subtracting(Path(ellipseIn: CGRect(x: 110, y: -10, width: 20, height: 20)))
    /// ```
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        areaOperation(.subtraction, other, eoFill: eoFill)
    }

    /// A new path whose filled region is what either this path or `other` fills, but not both.
    ///
    /// Unclosed subpaths of both paths are taken as closed. The result fills the same under
    /// the even-odd and the non-zero rule.
    ///
    /// ```swift
    /// let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    ///     .symmetricDifference(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
    /// ```
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        areaOperation(.symmetricDifference, other, eoFill: eoFill)
    }

    /// The same filled region as a set of subpaths that do not overlap: self-intersections
    /// resolved, overlapping subpaths merged, holes turning against their outlines.
    ///
    /// - Parameter eoFill: Whether this path's interior follows the even-odd rule (true) or
    ///   the non-zero rule (false, the default). The result fills the same under both.
    ///
    /// ```swift
    /// let star = Path { p in
    ///     p.move(to: CGPoint(x: 50, y: 0)); p.addLine(to: CGPoint(x: 80, y: 95))
    ///     p.addLine(to: CGPoint(x: 0, y: 35)); p.addLine(to: CGPoint(x: 100, y: 35))
    ///     p.addLine(to: CGPoint(x: 20, y: 95)); p.closeSubpath()
    /// }
    /// let outline = star.normalized()          // the star's outline, centre filled
    /// let pentagram = star.normalized(eoFill: true) // five points, no centre
    /// ```
    public func normalized(eoFill: Bool = true) -> Path {
        areaOperation(.normalization, Path(), eoFill: eoFill)
    }

    /// The line of this path where it runs inside `other`'s filled region.
    ///
    /// Subpaths that `other`'s outline cuts become open subpaths; closed subpaths it does not
    /// cut stay closed, whole, when inside.
    ///
    /// ```swift
    /// let inside = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ///     .lineIntersection(Path(CGRect(x: 0, y: 0, width: 50, height: 100)))  // the left half-circle, open
    /// ```
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        lineOperation(other, eoFill: eoFill, keepingInside: true)
    }

    /// The line of this path where it runs outside `other`'s filled region.
    ///
    /// Subpaths that `other`'s outline cuts become open subpaths; closed subpaths it does not
    /// cut stay closed, whole, when outside.
    ///
    /// ```swift
    /// let gap = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ///     .lineSubtraction(Path(CGRect(x: 45, y: -5, width: 10, height: 20)))  // a ring's outline with a gap
    /// ```
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        lineOperation(other, eoFill: eoFill, keepingInside: false)
    }

    // MARK: Implementation

    /// The paths moved so the middle of their bounds is the origin, and the move back, when
    /// they lie far from the origin for their size: there, coordinates keep fewer bits for the
    /// shape itself (subtracting a nearby double is exact, so nothing is lost moving there).
    /// Nil when a coordinate is beyond ``CGPoint/isWithinSetOperationLimit``.
    private static func centred(_ first: Path, _ second: Path) -> (Path, Path, back: CGAffineTransform)? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for path in [first, second] {
            path.forEachPoint { p in
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return (first, second, .identity) }
        guard CGPoint(x: minX, y: minY).isWithinSetOperationLimit, CGPoint(x: maxX, y: maxY).isWithinSetOperationLimit
        else { return nil }
        let x = ((minX + maxX) / 2).rounded(), y = ((minY + maxY) / 2).rounded()
        // Near the origin for its size, a shape loses nothing where it is.
        guard max(abs(x), abs(y)) > 64 * max(maxX - minX, maxY - minY, 1) else { return (first, second, .identity) }
        let there = CGAffineTransform(translationX: -x, y: -y)
        return (first.applying(there), second.applying(there), CGAffineTransform(translationX: x, y: y))
    }

    private func areaOperation(_ rule: BooleanRule, _ other: Path, eoFill: Bool) -> Path {
        guard let (a, b, back) = Self.centred(self, other) else { return Path() }
        let result = a.areaOperationInPlace(rule, b, eoFill: eoFill)
        return back.isIdentity ? result : result.applying(back)
    }

    private func areaOperationInPlace(_ rule: BooleanRule, _ other: Path, eoFill: Bool) -> Path {
        guard let (first, _) = booleanPieces(operand: 0, closing: true),
            let (second, _) = other.booleanPieces(operand: 1, closing: true)
        else { return Path() }
        let pieces = first + second
        guard !pieces.isEmpty else { return Path() }
        let tolerance = BooleanGraph.tolerance(for: pieces)
        let fine = BooleanGraph(pieces: pieces, tolerance: tolerance).outline(keeping: rule, eoFill: eoFill)
        if fine.isConsistent { return fine.path }
        // A crossing missed where nearly tangent pieces run into a cluster of vertices:
        // every edge checked against every other finds it.
        let checked = BooleanGraph(pieces: pieces, tolerance: tolerance, checkingEveryEdge: true).outline(
            keeping: rule, eoFill: eoFill)
        if checked.isConsistent { return checked.path }
        // Outlines meet in a cluster of vertices a few snap distances apart: a snap distance
        // 8 times as wide merges the cluster into one vertex. Merging moves curves' ends by up
        // to that distance; a result that strays from the operands' bounds by more than 16
        // tolerances (1.6e-6 of their size) has moved too much of them, and is not taken.
        let bounds = pieces.reduce(CGRect.null) { $0.union($1.bounds) }.insetBy(
            dx: -tolerance * 16, dy: -tolerance * 16)
        let coarse = BooleanGraph(pieces: pieces, tolerance: tolerance * 8).outline(keeping: rule, eoFill: eoFill)
        if coarse.isConsistent && (coarse.path.isEmpty || bounds.contains(coarse.path.boundingRect)) {
            return coarse.path
        }
        // Exact on lines, at the cost of the curves.
        if let snapped = SnapRoundedOutline.outline(of: pieces, keeping: rule, eoFill: eoFill) { return snapped }
        return fine.path
    }

    private func lineOperation(_ other: Path, eoFill: Bool, keepingInside: Bool) -> Path {
        guard let (a, b, back) = Self.centred(self, other) else { return Path() }
        let result = a.lineOperationInPlace(b, eoFill: eoFill, keepingInside: keepingInside)
        return back.isIdentity ? result : result.applying(back)
    }

    private func lineOperationInPlace(_ other: Path, eoFill: Bool, keepingInside: Bool) -> Path {
        guard let (lines, closed) = booleanPieces(operand: 0, closing: false),
            let (area, _) = other.booleanPieces(operand: 1, closing: true), !lines.isEmpty
        else { return Path() }
        let all = lines + area
        let tolerance = BooleanGraph.tolerance(for: all)
        // Only where this path's line meets the other's outline.
        let cuts = BooleanGraph.cuts(all, tolerance: tolerance) { $0.operand != $1.operand }
        var result = Path()
        var run: [BooleanPiece] = []
        func flush(closing: Bool) {
            guard let first = run.first else { return }
            result.move(to: first.start)
            // Closing draws a last straight piece itself.
            let drawn = closing && run.last?.kind == .line && run.last?.end == first.start ? run.dropLast() : run[...]
            for piece in drawn { piece.append(to: &result) }
            if closing { result.closeSubpath() }
            run.removeAll()
        }
        var index = 0
        while index < lines.count {
            let subpath = lines[index].subpath
            var pieces: [BooleanPiece] = []
            var wasCut = false
            while index < lines.count && lines[index].subpath == subpath {
                let split = BooleanGraph.split(lines[index], at: cuts[index], tolerance: tolerance)
                wasCut = wasCut || split.count > 1
                pieces.append(contentsOf: split)
                index += 1
            }
            let keeps = pieces.map { other.contains($0.point(at: 0.5), eoFill: eoFill) == keepingInside }
            if keeps.allSatisfy({ $0 }) {
                run = pieces
                flush(closing: subpath >= 0 && subpath < closed.count && closed[subpath] && !wasCut)
                continue
            }
            // A closed subpath cut open: start after a removed piece, so a kept run across
            // the subpath's start stays one line.
            var order = Array(pieces.indices)
            if subpath >= 0, subpath < closed.count, closed[subpath], let firstRemoved = keeps.firstIndex(of: false) {
                order = Array(pieces.indices[(firstRemoved + 1)...]) + Array(pieces.indices[...firstRemoved])
            }
            for position in order {
                if keeps[position] {
                    if let last = run.last, last.end != pieces[position].start { flush(closing: false) }
                    run.append(pieces[position])
                } else {
                    flush(closing: false)
                }
            }
            flush(closing: false)
        }
        return result
    }
}
