import Foundation

#if !canImport(CoreGraphics)
    /// How two stroked segments meet at a corner, with CoreGraphics' names.
    ///
    /// ```swift
    /// let style = StrokeStyle(lineWidth: 8, lineJoin: .bevel)
    /// ```
    public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
        /// A sharp corner, cut to a bevel when it would exceed the miter limit.
        case miter = 0
        /// A circular arc around the corner point.
        case round = 1
        /// A straight cut across the corner.
        case bevel = 2
    }
#endif
