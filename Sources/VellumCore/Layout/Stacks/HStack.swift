import Foundation
import VellumGeometry

/// Lays its children out in a row, as SwiftUI's `HStack`: each child is offered an equal
/// share of the width that is left, the least flexible first (higher `layoutPriority`
/// first), and takes what it needs. It is ``HStackLayout`` applied to its content.
///
/// ```swift
/// HStack(spacing: 4) { Circle(); Text("Online"); Spacer() }.frame(width: 200, height: 20)
/// ```
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: How children line up vertically. Default: centre.
    ///   - spacing: Between neighbours; nil for what each pair prefers (``ViewSpacing``: 8, or
    ///     from the font next to text). NaN counts as nil.
    ///   - content: The children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { layout { content } }
}
