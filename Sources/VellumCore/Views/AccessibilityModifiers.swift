import Foundation
import VellumGeometry

extension View {
    /// Tells assistive technology what the view is: writers that can say so (SVG, as `role`
    /// and ARIA attributes on the view's group) do; rasters draw the view unchanged. Applied
    /// to several views at once, each carries the information.
    ///
    /// ```swift
    /// Capsule().fill(.green).frame(width: 80, height: 8)
    ///     .accessibilityInfo(AccessibilityInfo(role: "meter", label: "Disk", value: 0.7, minimum: 0, maximum: 1))
    /// ```
    public func accessibilityInfo(_ info: AccessibilityInfo) -> some View {
        ModifiedNodes(self) { node, _ in
            DrawingNode(child: node) { child, context, proposal in
                context.drawLayer(accessibility: info) { layer in child.draw(in: &layer, proposal: proposal) }
            }
        }
    }
}
