import Foundation
import VellumGeometry

/// The layout of `ZStack`, as a ``Layout`` of its own (SwiftUI's `ZStackLayout`): every
/// subview is offered the whole proposal and aligned in the stack, which is as large as
/// its largest subview in each dimension.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Color.blue; Text("7") }
/// ```
public struct ZStackLayout: Layout, Sendable {
    /// Where subviews sit in the stack. Default: `.center`.
    public var alignment: Alignment

    /// - Parameters:
    ///   - alignment: Where subviews sit in the stack.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var result = CGSize.zero
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            result.width = max(result.width, size.width)
            result.height = max(result.height, size.height)
        }
        return result
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let origin = alignment.origin(of: subview.sizeThatFits(proposal), in: bounds.size)
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }
}
