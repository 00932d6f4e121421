import Foundation
import VellumGeometry

/// The layout of `HStack`, as a ``Layout`` of its own (SwiftUI's `HStackLayout`): use it
/// where a layout value is wanted, or call it with content.
///
/// ```swift
/// HStackLayout(alignment: .top, spacing: 4) { Circle().frame(width: 8); Text("Online") }
/// ```
public struct HStackLayout: Layout, Sendable, StackLayoutKind, AxisStackLayout {
    /// How subviews line up vertically. Default: `.center`.
    public var alignment: VerticalAlignment
    /// The space between neighbours; nil for what each pair prefers (``ViewSpacing``: 8, or
    /// from the font next to text). NaN counts as nil.
    /// Default: nil.
    public var spacing: CGFloat?

    /// - Parameters:
    ///   - alignment: How subviews line up vertically.
    ///   - spacing: The space between neighbours; nil for the default.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = Self.keptSpacing(spacing)
    }

    static var axis: Axis { .horizontal }
    var crossGuide: AlignmentKey { alignment.key }
}
