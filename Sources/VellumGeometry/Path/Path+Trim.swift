import Foundation

extension Path {
    /// The part of the path between two fractions of its total arc length, as in SwiftUI.
    ///
    /// Length is measured over all subpaths in order (a closed subpath counts its closing
    /// line), and curves are split exactly at the parameter for each length (de Casteljau),
    /// so a trimmed curve stays the same kind of curve. `from` and `to` are clamped to
    /// 0...1; `from >= to` gives an empty path; 0...1 gives the path unchanged. A closed
    /// subpath wholly inside the range stays closed; a partial one is open; subpaths of zero
    /// length are dropped (except by 0...1). Curves too large or too small to measure in
    /// double precision are measured on a scaled copy.
    ///
    /// - Parameters:
    ///   - from: Where the result starts, as a fraction of the total length.
    ///   - to: Where the result ends, as a fraction of the total length.
    ///
    /// ```swift
    /// // A circle starts at 3 o'clock and runs clockwise on screen, so this is the
    /// // quarter from 3 o'clock to 6 o'clock.
    /// let quarter = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ///     .trimmedPath(from: 0, to: 0.25)
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lower = from.isNaN ? 0 : min(max(from, 0), 1)
        let upper = to.isNaN ? 0 : min(max(to, 0), 1)
        guard upper > lower else { return Path() }
        if lower == 0 && upper == 1 { return self }
        let measure = PathMeasure(self)
        let start = lower * measure.totalLength, end = upper * measure.totalLength
        var result = Path()
        var offset: CGFloat = 0
        for measured in measure.subpaths {
            defer { offset += measured.total }
            let localStart = start - offset, localEnd = end - offset
            if localEnd < 0 || localStart > measured.total || measured.total == 0 { continue }
            if localStart <= 0 && localEnd >= measured.total {
                result.append(measured.subpath)
                continue
            }
            let pieces = measured.segments(from: max(localStart, 0), to: min(localEnd, measured.total))
            guard let first = pieces.first else { continue }
            result.move(to: first.start)
            for piece in pieces { result.append(piece) }
        }
        return result
    }
}
