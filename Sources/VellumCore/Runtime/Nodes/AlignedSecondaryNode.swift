import Foundation
import VellumGeometry

/// A child with a second view laid in its frame at `alignment`: what `overlay`, `background`
/// and `mask` share; they differ only in how they draw the two.
class AlignedSecondaryNode: ModifierNode {
    let secondary: _ViewNode
    let alignment: Alignment
    let mirror: HorizontalMirror

    init(child: _ViewNode, secondary: _ViewNode, alignment: Alignment, mirror: HorizontalMirror) {
        self.secondary = secondary
        self.alignment = alignment
        self.mirror = mirror
        super.init(child: child)
    }
}
