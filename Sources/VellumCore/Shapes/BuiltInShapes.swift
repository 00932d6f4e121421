import Foundation
import VellumGeometry

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(safe: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { addingInset(amount) }
}

/// A rectangle with rounded corners, as SwiftUI's (continuous corners by default).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).stroke(.black, style: StrokeStyle(lineWidth: 3, dash: [10]))
/// ```
public struct RoundedRectangle: InsettableShape {
    /// The corner's width and height.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let size = CGSize(width: insetRadius(cornerSize.width), height: insetRadius(cornerSize.height))
        return Path(roundedRect: rect.insetBy(safe: insetAmount), cornerSize: size, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { addingInset(amount) }
}

/// A rectangle with a radius per corner, as SwiftUI's.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corner radii (leading is left).
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let radii = RectangleCornerRadii(
            topLeading: insetRadius(cornerRadii.topLeading), bottomLeading: insetRadius(cornerRadii.bottomLeading),
            bottomTrailing: insetRadius(cornerRadii.bottomTrailing), topTrailing: insetRadius(cornerRadii.topTrailing))
        return Path(roundedRect: rect.insetBy(safe: insetAmount), cornerRadii: radii, style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { addingInset(amount) }
}

/// The largest circle centred in its frame, as SwiftUI's; its outline starts at 3 o'clock
/// and runs clockwise on screen (what `trim` follows).
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(safe: insetAmount)
        let side = min(inner.width, inner.height)
        return Path(ellipseIn: CGRect(x: inner.midX - side / 2, y: inner.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: CGFloat) -> Circle { addingInset(amount) }

    /// The proposal, as any shape, but a circle offered one length and asked its ideal other
    /// (`.frame(height: 40)` placed with an unspecified proposal) is a square of that length,
    /// as SwiftUI's: a label in its overlay then has the circle's width, not 10 points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch (proposal.width, proposal.height) {
        case (nil, let height?) where height.isFinite: return Self.square(height)
        case (let width?, nil) where width.isFinite: return Self.square(width)
        default:
            let size = proposal.replacingUnspecifiedDimensions()
            return CGSize(
                width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
        }
    }

    private static func square(_ side: CGFloat) -> CGSize {
        let valid = side.isNaN ? 0 : max(side, 0)
        return CGSize(width: valid, height: valid)
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(safe: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { addingInset(amount) }
}

/// A rounded rectangle whose corner radius is half its shorter side, as SwiftUI's.
public struct Capsule: InsettableShape {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(safe: insetAmount)
        let radius = min(inner.width, inner.height) / 2
        return Path(roundedRect: inner, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule { addingInset(amount) }
}

/// A built-in shape that insets by keeping the amount and drawing in a rectangle inset by
/// it (``CGRect/insetBy(safe:)``).
protocol InsetAmountShape: InsettableShape {
    var insetAmount: CGFloat { get set }
}

extension InsetAmountShape {
    /// This shape inset by `amount` more (NaN counts as 0): what its `inset(by:)` returns.
    func addingInset(_ amount: CGFloat) -> Self {
        var copy = self
        copy.insetAmount += amount.finiteOrZero
        return copy
    }

    /// A corner radius once inset: it shrinks with the inset (NaN counts as 0), which keeps
    /// the corners concentric with the shape's own.
    func insetRadius(_ radius: CGFloat) -> CGFloat { max(radius.finiteOrZero - insetAmount, 0) }
}

extension Rectangle: InsetAmountShape {}
extension RoundedRectangle: InsetAmountShape {}
extension UnevenRoundedRectangle: InsetAmountShape {}
extension Circle: InsetAmountShape {}
extension Ellipse: InsetAmountShape {}
extension Capsule: InsetAmountShape {}

extension CGRect {
    /// Inset that never turns the rectangle inside out: it collapses to its centre instead.
    func insetBy(safe amount: CGFloat) -> CGRect {
        guard amount != 0 else { return self }
        let dx = min(amount, width / 2), dy = min(amount, height / 2)
        return CGRect(x: minX + dx, y: minY + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }
}

// MARK: Shape modifiers

extension Shape {
    /// The part of the outline from `from` to `to` (fractions of its length, clamped to
    /// 0…1), as SwiftUI's; a circle's starts at 3 o'clock.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.73).stroke(.blue, style: StrokeStyle(lineWidth: 20, lineCap: .round))
    ///     .rotationEffect(.degrees(-90))
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// The shape rotated by `angle` about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(shape: self, anchor: anchor) { $0.rotated(by: angle.radians.isFinite ? angle.radians : 0) }
    }

    /// The shape scaled about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(shape: self, anchor: anchor) { $0.scaledBy(x: x.finiteOrZero, y: y.finiteOrZero) }
    }

    /// The shape scaled about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> _TransformedShape<Self> {
        _TransformedShape(shape: self, anchor: .topLeading) {
            $0.translatedBy(x: offset.width.finiteOrZero, y: offset.height.finiteOrZero)
        }
    }

    /// The shape moved by `(x, y)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// The shape transformed by `transform` (about the frame's origin).
    public func transform(_ transform: CGAffineTransform) -> _TransformedShape<Self> {
        _TransformedShape(shape: self, anchor: .topLeading) { transform.concatenating($0) }
    }
}

/// `trim(from:to:)`.
public struct _TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var from: CGFloat
    var to: CGFloat

    /// The trim's ends, then the shape's own data, as SwiftUI's.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), shape.animatableData) }
        set {
            from = newValue.first.first
            to = newValue.first.second
            shape.animatableData = newValue.second
        }
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// `rotation`, `scale`, `offset` and `transform`.
public struct _TransformedShape<Content: Shape>: Shape {
    let shape: Content
    let anchor: UnitPoint
    let change: @Sendable (CGAffineTransform) -> CGAffineTransform

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        var transform = CGAffineTransform(translationX: pivot.x, y: pivot.y)
        transform = change(transform).translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(transform)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A rotated, scaled or moved shape stays insettable when its shape is, as SwiftUI's
/// `RotatedShape`, `ScaledShape` and `OffsetShape` are: the outline is inset, then moved.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 6).rotation(.degrees(45)).strokeBorder(.red, lineWidth: 4)
/// ```
extension _TransformedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> _TransformedShape<Content.InsetShape> {
        _TransformedShape<Content.InsetShape>(shape: shape.inset(by: amount), anchor: anchor, change: change)
    }
}

// MARK: Colours and gradients as views

/// A style used as a view fills the space it is offered (10 points for an unspecified
/// dimension), as SwiftUI's colours and gradients do; gradients resolve against that space.
func styleFillNodes<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues) -> [_ViewNode] {
    [
        LeafNode(
            size: { proposal in
                let size = proposal.replacingUnspecifiedDimensions()
                return CGSize(
                    width: size.width.isNaN ? 0 : max(size.width, 0),
                    height: size.height.isNaN ? 0 : max(size.height, 0))
            },
            draw: { context, size in
                let frame = CGRect(origin: .zero, size: size)
                context.fill(Path(frame), with: .style(style, frame: frame, environment: environment))
            })
    ]
}

extension Color: View, _PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { styleFillNodes(self, in: environment) }
}

extension LinearGradient: View, _PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { styleFillNodes(self, in: environment) }
}

extension RadialGradient: View, _PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { styleFillNodes(self, in: environment) }
}

extension EllipticalGradient: View, _PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { styleFillNodes(self, in: environment) }
}

extension AngularGradient: View, _PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { styleFillNodes(self, in: environment) }
}
