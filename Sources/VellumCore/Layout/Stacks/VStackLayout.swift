import Foundation
import VellumGeometry

/// The layout of `VStack`, as a ``Layout`` of its own (SwiftUI's `VStackLayout`): use it
/// where a layout value is wanted, or call it with content.
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 4) { Text("Upload"); ProgressView(value: 0.4) }
/// ```
public struct VStackLayout: Layout, Sendable, StackLayoutKind, AxisStackLayout {
    /// How subviews line up horizontally. Default: `.center`.
    public var alignment: HorizontalAlignment
    /// The space between neighbours; nil for what each pair prefers (``ViewSpacing``: 8, or
    /// from the font next to text). NaN counts as nil.
    /// Default: nil.
    public var spacing: CGFloat?

    /// - Parameters:
    ///   - alignment: How subviews line up horizontally.
    ///   - spacing: The space between neighbours; nil for the default.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = Self.keptSpacing(spacing)
    }

    static var axis: Axis { .vertical }
    var crossGuide: AlignmentKey { alignment.key }
}
