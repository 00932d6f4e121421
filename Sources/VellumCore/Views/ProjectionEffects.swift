import Foundation
import VellumGeometry

// Effects that project a view's drawing (SwiftUI's geometry effects): layout is unchanged;
// what the view draws is mapped, perspective included.

/// An effect that maps a view's drawing by a projection of its size, as SwiftUI's: layout is
/// unchanged. Write one for an effect of your own (a shake, a skew).
///
/// ```swift
/// struct Skew: GeometryEffect {
///     var amount: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
///     }
/// }
/// Text("Skewed").modifier(Skew(amount: 0.3))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The projection of the view's drawing for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Geometry effects are drawn by Vellum, not through a body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is drawn by Vellum") }
}

extension ViewModifier {
    /// The nodes of `content` under this modifier when it is a geometry effect (nil otherwise).
    static func geometryEffectNodes(_ modifier: Self, content: [_ViewNode]) -> [_ViewNode]? {
        guard let effect = modifier as? any GeometryEffect else { return nil }
        return content.map { node in
            DrawingNode(child: node) { child, context, proposal in
                let size = child.sizeThatFits(proposal)
                context.drawProjected(effect.effectValue(size: size), size: size) {
                    child.draw(in: &$0, proposal: proposal)
                }
            }
        }
    }
}

/// A rotation about an axis in 3D, seen in perspective, as SwiftUI's `rotation3DEffect`.
public struct _Rotation3DEffect: GeometryEffect, Sendable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// As Core Animation composes it for SwiftUI: move the anchor to the origin, rotate
    /// (counterclockwise about the axis as it points at the viewer, so a positive turn about
    /// y takes the right side away), divide by the depth seen from a distance of the larger
    /// side over `perspective`, move back.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let radians = angle.radians
        guard length > 0, length.isFinite, radians.isFinite else { return ProjectionTransform() }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = CGFloat(cos(radians)), s = CGFloat(sin(radians)), t = 1 - c
        // Core Animation's rotation for row vectors.
        let r11 = x * x * t + c, r12 = x * y * t + z * s, r13 = x * z * t - y * s
        let r21 = x * y * t - z * s, r22 = y * y * t + c, r23 = y * z * t + x * s
        let r31 = x * z * t + y * s, r32 = y * z * t - x * s, r33 = z * z * t + c
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        let az = anchorZ.isFinite ? anchorZ : 0
        let depth = max(size.width, size.height) / (perspective.isFinite && perspective > 0 ? perspective : 1)
        let inverseDepth: CGFloat = depth > 0 ? 1 / depth : 0
        // For (x, y, 0): v = (x - ax, y - ay, -az); v·R = (x', y', z'); w = 1 - z'/d;
        // the point is (ax + x'/w, ay + y'/w). Each of x'/y'/z' is linear in (x, y, 1).
        let xConst = -ax * r11 - ay * r21 - az * r31
        let yConst = -ax * r12 - ay * r22 - az * r32
        let zConst = -ax * r13 - ay * r23 - az * r33
        let w1 = -r13 * inverseDepth, w2 = -r23 * inverseDepth, w3 = 1 - zConst * inverseDepth
        return ProjectionTransform(
            m11: r11 + ax * w1, m12: r12 + ay * w1, m13: w1,
            m21: r21 + ax * w2, m22: r22 + ay * w2, m23: w2,
            m31: xConst + ax * w3, m32: yConst + ay * w3, m33: w3)
    }
}

/// A projection of the view's drawing, as SwiftUI's `projectionEffect`.
public struct _ProjectionEffect: GeometryEffect, Sendable {
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Draws the view turned by `angle` about `axis` in 3D and seen in perspective, as
    /// SwiftUI's: a turn about the y axis narrows the view and makes its far side smaller.
    /// Layout is unchanged.
    ///
    /// ```swift
    /// Text("Rotated").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(
            _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view mapped by `transform` (layout unchanged).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}
