import Foundation
import VellumGeometry

/// Draws `node` with `effects`, as SwiftUI applies `opacity` and `shadow`: to a container
/// (a stack or layout, through padding and frames) they pass to each of its children, so
/// overlapping children show through each other and each casts its own shadow; to any other
/// view (a shape, a text, a `compositingGroup()`) they apply to it as one layer.
func drawEach(
    _ node: _ViewNode, with effects: PerChildEffects, in context: inout GraphicsContext, proposal: ProposedViewSize
) {
    var local = context
    local.perChildEffects.opacity *= effects.opacity
    local.perChildEffects.shadows += effects.shadows
    if isContainer(node) {
        node.draw(in: &local, proposal: proposal)
    } else {
        drawChild(node, in: &local, proposal: proposal)
    }
}

/// Draws one child of a container, applying the effects left for its children: a container
/// child passes them on, any other view takes them as one layer.
func drawChild(_ node: _ViewNode, in context: inout GraphicsContext, proposal: ProposedViewSize) {
    let effects = context.perChildEffects
    guard !effects.isEmpty, !isContainer(node) else {
        node.draw(in: &context, proposal: proposal)
        return
    }
    var local = context
    local.perChildEffects = PerChildEffects()
    local.opacity *= effects.opacity
    for shadow in effects.shadows { local.addFilter(shadow) }
    local.drawLayer { layer in node.draw(in: &layer, proposal: proposal) }
}

/// Whether `node` is a layout container, reached through modifiers that only size and place
/// (padding, frames): effects on it belong to its children.
func isContainer(_ node: _ViewNode) -> Bool {
    var current = node
    while true {
        if current is AnyLayoutNode { return true }
        guard let modifier = current as? ModifierNode,
            type(of: modifier) == ModifierNode.self || modifier is LayoutModifierNode
        else { return false }
        current = modifier.child
    }
}
