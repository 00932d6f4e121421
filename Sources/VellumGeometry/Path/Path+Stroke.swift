import Foundation

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill with the non-zero
    /// rule, as in SwiftUI.
    ///
    /// Dashes are cut first (by exact arc length, restarting at every subpath), then each
    /// run gets its bodies, joins and caps. The outline is made of closed pieces that all
    /// wind clockwise on screen and may overlap, so it must be filled with the non-zero rule
    /// (even-odd would open holes where pieces overlap). Curves stay curves: each offset is
    /// a chain of cubics within 0.02 user units of the exact offset.
    ///
    /// Degenerate input follows Cairo and CoreGraphics: a zero or negative or non-finite
    /// line width gives an empty path; a zero-length subpath (a move and a line to the
    /// same point, or a move and a close) gives a dot with round or square caps and nothing
    /// with butt caps; a lone move gives nothing; a miter limit below 1 counts as 1. A path
    /// reaching past 2^450 (about 2.9e135) is stroked a power of two smaller and scaled back,
    /// both exactly, since offsets square coordinates: where the pen is below a double's
    /// precision of the path's size the outline is empty, never out of place.
    ///
    /// - Parameter style: The line width, caps, joins, miter limit and dashes.
    ///
    /// ```swift
    /// var ring = Path()
    /// ring.addArc(center: CGPoint(x: 128, y: 128), radius: 88,
    ///             startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
    /// let dashes = ring.strokedPath(StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10))
    /// ```
    public func strokedPath(_ style: StrokeStyle) -> Path {
        strokedPath(style, dashesNear: nil)
    }

    /// The outline of the stroke; with an `area`, dashes are cut out only where they run
    /// through segments near it (see ``PathDasher/dashes(of:pattern:near:)``), and each dash
    /// kept is cut to its segments near `area` (see ``keepingSegments(near:)``).
    ///
    /// With a `target`, stroking stops as soon as one piece winds around all of it, and the
    /// outline is then `target` itself: the stroke is the union of its pieces, so it paints
    /// all of `target` whatever the other pieces are (a pen wider than the image, whose
    /// first dash already covers it, need not stroke the 80,000 that follow).
    internal func strokedPath(_ style: StrokeStyle, dashesNear area: CGRect?, covering target: CGRect? = nil) -> Path {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return Path() }
        if let scale = strokeRescale {
            // Offsets square coordinates: past about 1e150 they overflow. Stroke the path a
            // power of two smaller (exact both ways) and scale the outline back.
            var small = style
            small.lineWidth *= scale
            small.dash = style.dash.map { $0 * scale }
            small.dashPhase *= scale
            let down = CGAffineTransform(scaleX: scale, y: scale),
                up = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
            return applying(down)
                .strokedPath(small, dashesNear: area?.applying(down), covering: target?.applying(down))
                .applying(up)
        }
        var stroker = PathStroker(style: style)
        stroker.coverTarget = target
        let covered = target.map { Path($0) }
        if let pattern = DashPattern(style), let dashed = PathDasher.dashes(of: self, pattern: pattern, near: area) {
            for subpathDashes in dashed {
                for dash in subpathDashes {
                    if stroker.coversTarget, let covered { return covered }
                    if dash.segments.isEmpty {
                        stroker.addDot(at: dash.point, direction: dash.direction ?? CGPoint(x: 1, y: 0))
                    } else if let area {
                        var run = Path()
                        run.move(to: dash.point)
                        for segment in dash.segments { run.append(segment) }
                        for piece in run.keepingSegments(near: area).subpaths where !piece.segments.isEmpty {
                            stroker.stroke(segments: piece.segments, start: piece.start, closed: false)
                        }
                    } else {
                        stroker.stroke(segments: dash.segments, start: dash.point, closed: false)
                    }
                }
            }
        } else if let area {
            // Solid (no pattern, or more dashes than we cut): only the segments near `area`.
            for subpath in keepingSegments(near: area).subpaths {
                if subpath.segments.isEmpty && !subpath.isClosed { continue }
                if stroker.coversTarget, let covered { return covered }
                stroker.stroke(segments: subpath.segments, start: subpath.start, closed: subpath.isClosed)
            }
        } else {
            for subpath in subpaths {
                // A lone move draws nothing; a closed subpath without segments is a dot.
                if subpath.segments.isEmpty && !subpath.isClosed { continue }
                stroker.stroke(segments: subpath.segments, start: subpath.start, closed: subpath.isClosed)
            }
        }
        if stroker.coversTarget, let covered { return covered }
        return stroker.output
    }
}

extension Path {
    /// The largest coordinate the stroker takes as it is: 2^450 (about 2.9e135), well below
    /// where a coordinate's square overflows (about 1.3e154).
    static let strokeCoordinateLimit: CGFloat = 0x1p450

    /// A power of two that brings a path reaching past ``strokeCoordinateLimit`` to about
    /// 2^400 across, or nil for a path within it (every path's points are finite).
    var strokeRescale: CGFloat? {
        let limit = Self.strokeCoordinateLimit
        guard !elements.allSatisfy({ $0.allPointsSatisfy { abs($0.x) <= limit && abs($0.y) <= limit } }) else {
            return nil
        }
        var reach: CGFloat = 0
        for element in elements {
            _ = element.allPointsSatisfy { point in
                reach = max(reach, abs(point.x), abs(point.y))
                return true
            }
        }
        return CGFloat(sign: .plus, exponent: 400 - reach.exponent, significand: 1)
    }
}
