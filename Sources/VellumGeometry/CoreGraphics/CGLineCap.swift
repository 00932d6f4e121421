import Foundation

#if !canImport(CoreGraphics)
    /// How the ends of an open stroke are drawn, with CoreGraphics' names.
    ///
    /// ```swift
    /// let style = StrokeStyle(lineWidth: 8, lineCap: .round)
    /// ```
    public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
        /// The stroke ends exactly at the end point.
        case butt = 0
        /// A half disc of the line width's diameter caps each end.
        case round = 1
        /// The stroke continues half the line width past each end.
        case square = 2
    }
#endif
