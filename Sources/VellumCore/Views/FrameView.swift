import Foundation
import VellumGeometry

extension View {
    /// Gives the view a fixed width and/or height, as SwiftUI's `frame(width:height:)`;
    /// a nil dimension keeps the child's. The child is proposed the frame's size and
    /// centred in it. Negative or non-finite lengths count as nil (SwiftUI logs them).
    ///
    /// ```swift
    /// Canvas { context, size in /* ... */ }.frame(width: 200, height: 100)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
        FrameView(content: self, width: Self.validLength(width), height: Self.validLength(height))
    }

    private static func validLength(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}

/// The view `frame(width:height:)` makes.
struct FrameView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let width: CGFloat?
    let height: CGFloat?

    var body: Never { fatalError("FrameView draws itself") }

    func _size(for proposal: ProposedViewSize) -> CGSize {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let child = ViewRenderer.size(of: content, for: childProposal)
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func _draw(in context: inout GraphicsContext, size: CGSize) {
        let childSize = ViewRenderer.size(of: content, for: ProposedViewSize(size))
        var local = context
        local.translateBy(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
        ViewRenderer.draw(content, in: &local, size: childSize)
    }
}
