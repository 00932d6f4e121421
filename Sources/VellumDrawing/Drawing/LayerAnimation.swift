import Foundation
import VellumGeometry

/// How a layer moves over one cycle of an animation. The recorded layer is the picture at the
/// start of the cycle.
///
/// ```swift
/// context.drawLayer(animation: .rotation(center: CGPoint(x: 10, y: 10), steps: 8)) { layer in
///     // eight ticks around (10, 10)
/// }
/// ```
public enum LayerAnimation: Sendable, Hashable {
    /// One clockwise turn about `center` per cycle, in `steps` equal jumps (SwiftUI's spinner
    /// jumps eighth by eighth), or smoothly when `steps` is 0. `center` is in the drawing's
    /// root space once recorded (`GraphicsContext` converts it from user space).
    case rotation(center: CGPoint, steps: Int)
}
