import Foundation
import VellumGeometry

/// Lays its children out in a column, as SwiftUI's `VStack`: ``VStackLayout`` applied to its
/// content.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Upload"); ProgressView(value: 0.4) }
/// ```
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: How children line up horizontally. Default: centre.
    ///   - spacing: Between neighbours; nil for what each pair prefers (``ViewSpacing``: 8, or
    ///     from the font next to text). NaN counts as nil.
    ///   - content: The children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { layout { content } }
}
