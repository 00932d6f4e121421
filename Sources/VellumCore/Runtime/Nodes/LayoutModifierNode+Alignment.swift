import Foundation
import VellumGeometry

/// Where a child with `dimensions` goes when aligned in a box of `size`, from the box's
/// leading edge, as SwiftUI's frames, overlays and backgrounds place their content.
func alignedOrigin(of child: _ViewNode, alignment: Alignment, in size: CGSize) -> CGPoint {
    let offer = ProposedViewSize(size)
    return alignment.origin(of: child, proposal: offer, size: child.sizeThatFits(offer), in: size)
}

/// Draws `child` placed with the proposal `size`, aligned in it (mirrored for right to left).
func drawAligned(
    _ child: _ViewNode, alignment: Alignment, mirror: HorizontalMirror, in context: inout GraphicsContext,
    size: CGSize
) {
    let offer = ProposedViewSize(size)
    let origin = alignedOrigin(of: child, alignment: alignment, in: size)
    var local = context
    local.translateBy(
        x: mirror.left(ofLeading: origin.x, width: child.sizeThatFits(offer).width, in: size.width), y: origin.y)
    child.draw(in: &local, proposal: offer)
}
