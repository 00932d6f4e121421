import Foundation

/// A view's size and where its alignment guides fall, as SwiftUI's, for layouts that align
/// subviews (``LayoutSubview/dimensions(in:)``).
///
/// ```swift
/// let dimensions = subview.dimensions(in: .unspecified)
/// let centreX = dimensions[HorizontalAlignment.center]   // dimensions.width / 2
/// ```
public struct ViewDimensions: Hashable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Where `guide` falls, from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { guide.fraction * width }

    /// Where `guide` falls, from the view's top edge. Text baselines fall on the top and
    /// bottom edges (Vellum's stacks do not align baselines yet).
    public subscript(guide: VerticalAlignment) -> CGFloat { guide.fraction * height }

    /// Where the view puts `guide` explicitly: nil, as no view sets alignment guides yet.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Where the view puts `guide` explicitly: nil, as no view sets alignment guides yet.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
