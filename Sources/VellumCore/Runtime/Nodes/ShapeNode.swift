import Foundation
import VellumGeometry

final class ShapeNode<Content: Shape>: _ViewNode {
    let shape: Content
    let mode: _ShapeView<Content>.Mode
    /// The environment the fill resolves in (colour scheme, foreground style, tint).
    let environment: EnvironmentValues

    init(shape: Content, mode: _ShapeView<Content>.Mode, environment: EnvironmentValues) {
        self.shape = shape
        self.mode = mode
        self.environment = environment
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let frame = CGRect(origin: .zero, size: sizeThatFits(proposal))
        let path = ContainerShapeContext.withShape(of: environment) { shape.path(in: frame) }
        guard !path.isEmpty else { return }
        // As in SwiftUI, unit points of a shape's style resolve against the shape's frame.
        switch mode {
        case .fill(let style, let fillStyle):
            context.fill(
                path, with: .style(style ?? environment.resolvedForeground, frame: frame, environment: environment),
                style: fillStyle)
        case .stroke(let style, let strokeStyle):
            context.stroke(
                path, with: .style(style ?? environment.resolvedForeground, frame: frame, environment: environment),
                style: strokeStyle)
        }
    }
}
