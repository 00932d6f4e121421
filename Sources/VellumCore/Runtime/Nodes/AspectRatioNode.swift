import Foundation
import VellumGeometry

final class AspectRatioNode: LayoutModifierNode {
    let ratio: CGFloat?
    let mode: ContentMode

    init(child: _ViewNode, ratio: CGFloat?, mode: ContentMode, environment: EnvironmentValues) {
        self.ratio = ratio
        self.mode = mode
        super.init(child: child, environment: environment)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        guard r.isFinite, r > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            switch mode {
            case .fit: return ProposedViewSize(fits ? byWidth : byHeight)
            case .fill: return ProposedViewSize(fits ? byHeight : byWidth)
            }
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let width = ideal.width > 0 ? ideal.width : 10
            return ProposedViewSize(width: width, height: width / r)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(offer(proposal)) }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        (offer(proposal), .zero)
    }
}
