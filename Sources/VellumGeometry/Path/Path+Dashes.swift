import Foundation

extension Path {
    /// The centre lines of the dashes `style` cuts from this path, each its own open
    /// subpath, placed by exact arc length as ``strokedPath(_:)`` places them: stroked with
    /// `style`'s width, caps and joins but no dashes, they paint what the dashed stroke
    /// paints. Nil for a solid style, or past ``maximumDashCount`` dashes.
    ///
    /// A dash of zero length is a dot for round caps, nothing for butt caps, and for square
    /// caps a line `zeroLengthReach` long along the path, so that a stroker turns the square
    /// as the path turns (a zero-length subpath has no direction of its own).
    package func dashCenterlines(_ style: StrokeStyle, zeroLengthReach: CGFloat) -> Path? {
        guard let pattern = DashPattern(style), let dashed = PathDasher.dashes(of: self, pattern: pattern) else {
            return nil
        }
        var centerlines = Path()
        for dash in dashed.joined() {
            if let first = dash.segments.first {
                centerlines.move(to: first.start)
                for segment in dash.segments { centerlines.append(segment) }
                continue
            }
            switch style.lineCap {
            case .butt:
                continue
            case .round:
                centerlines.move(to: dash.point)
                centerlines.addLine(to: dash.point)
            case .square:
                let direction = dash.direction ?? CGPoint(x: 1, y: 0)
                let half = CGPoint(x: direction.x * zeroLengthReach / 2, y: direction.y * zeroLengthReach / 2)
                centerlines.move(to: CGPoint(x: dash.point.x - half.x, y: dash.point.y - half.y))
                centerlines.addLine(to: CGPoint(x: dash.point.x + half.x, y: dash.point.y + half.y))
            }
        }
        return centerlines
    }
}
