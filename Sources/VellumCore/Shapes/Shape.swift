import Foundation
import VellumGeometry

/// A 2D shape that is also a view, as SwiftUI's: it takes the size it is offered and fills
/// it with the foreground style unless a `fill` or `stroke` modifier says otherwise.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
///             p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
///             p.closeSubpath()
///         }
///     }
/// }
/// Diamond().fill(.orange).frame(width: 80, height: 120)
/// ```
public protocol Shape: View, Animatable, Sendable {
    /// The outline of the shape fitted to `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal. Default: the proposal, 10 points for an
    /// unspecified dimension (negative as 0).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// What the shape is for, as SwiftUI's: styles may draw a separator differently. Default:
    /// `.fill`. Vellum draws every role alike.
    static var role: ShapeRole { get }
}

/// What a shape is for, as SwiftUI's ``Shape/role``.
///
/// ```swift
/// struct Divider: Shape {
///     static var role: ShapeRole { .separator }
///     func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: rect.midY, width: rect.width, height: 1)) }
/// }
/// ```
public enum ShapeRole: Hashable, Sendable {
    /// A shape to fill.
    case fill
    /// A shape to stroke.
    case stroke
    /// A shape that separates content.
    case separator
}

extension Shape {
    public static var role: ShapeRole { .fill }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(
            width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
    }

    /// A shape with no fill modifier fills with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, mode: .fill(nil, FillStyle())) }
}

/// A shape whose outline can be inset, as SwiftUI's: what `strokeBorder` needs.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn with a fill or a stroke: what `fill` and `stroke` return.
public struct _ShapeView<Content: Shape>: View, _PrimitiveView {
    public typealias Body = Never
    enum Mode: Sendable {
        /// nil: the environment's foreground style.
        case fill(AnyShapeStyle?, FillStyle)
        case stroke(AnyShapeStyle?, StrokeStyle)

        /// The mode with a colour as the render draws it (animations move colours).
        var animated: Mode {
            switch self {
            case .fill(let style, let fill): .fill(style?.animatedColor, fill)
            case .stroke(let style, let stroke): .stroke(style?.animatedColor, stroke)
            }
        }
    }

    /// The shape this view draws.
    public let shape: Content
    let mode: Mode

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        guard RenderContext.tracker != nil else {
            return [ShapeNode(shape: shape, mode: mode, environment: environment)]
        }
        return [ShapeNode(shape: animatedData(shape, .shapeData), mode: mode.animated, environment: environment)]
    }
}

extension GraphicsContext.Shading {
    /// A resolved paint.
    static func paint(_ paint: Paint) -> GraphicsContext.Shading { GraphicsContext.Shading(kind: .paint(paint)) }
}

extension Shape {
    /// Fills the shape with `content` (default: the foreground style).
    ///
    /// ```swift
    /// Circle().fill(.red).frame(width: 200, height: 200)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, mode: .fill(AnyShapeStyle(content), style))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, mode: .fill(nil, style))
    }

    /// Strokes the outline with `content` and `style`; the stroke is centred on the outline.
    ///
    /// ```swift
    /// Capsule().stroke(.blue, style: StrokeStyle(lineWidth: 10)).frame(width: 200, height: 100)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, mode: .stroke(AnyShapeStyle(content), style))
    }

    /// Strokes the outline with `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with `style`, as a shape (filled with the foreground style
    /// unless filled otherwise).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The outline stroked `lineWidth` wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with `content` and `style`, anti-aliased or with hard edges.
    ///
    /// ```swift
    /// Rectangle().stroke(.black, style: StrokeStyle(lineWidth: 1), antialiased: false)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool) -> _ShapeView<
        _StrokedShape<Self>
    > {
        stroke(style: style).fill(content, style: FillStyle(antialiased: antialiased))
    }

    /// Strokes the outline with `content`, `lineWidth` wide, anti-aliased or with hard edges.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<
        _StrokedShape<Self>
    > {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// This shape at a fixed size, at the top-leading corner of the rectangle it is given,
    /// as SwiftUI's `size(width:height:)`.
    ///
    /// ```swift
    /// Circle().size(width: 20, height: 20).fill(.red)
    /// ```
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// This shape at a fixed size, at the top-leading corner of the rectangle it is given.
    public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }
}

/// `size(width:height:)`: a shape at a fixed size in the corner of its rectangle.
public struct _SizedShape<Content: Shape>: Shape {
    let shape: Content
    let size: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

extension InsettableShape {
    /// Strokes the outline inset by half the line width, so the stroke stays inside the
    /// shape's frame.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).strokeBorder(.green, lineWidth: 4)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<InsetShape> {
        inset(by: style.lineWidth.isFinite ? style.lineWidth / 2 : 0).stroke(content, style: style)
    }

    /// Strokes the outline inset by half of `lineWidth`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the inset outline with the foreground style.
    public func strokeBorder(style: StrokeStyle) -> _StrokedShape<InsetShape> {
        inset(by: style.lineWidth.isFinite ? style.lineWidth / 2 : 0).stroke(style: style)
    }

    /// Strokes the inset outline `lineWidth` wide with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _StrokedShape<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's stroke as a shape of its own (`stroke(style:)`): its path is the stroke's
/// outline; drawn as a view, it strokes the original outline so backends use their stroker.
public struct _StrokedShape<Content: Shape>: Shape {
    let shape: Content
    let style: StrokeStyle

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var body: _ShapeView<Content> { _ShapeView(shape: shape, mode: .stroke(nil, style)) }

    /// Fills the stroke with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        _ShapeView(shape: shape, mode: .stroke(AnyShapeStyle(content), self.style))
    }
}

extension Path: Shape {
    /// A path used as a shape is drawn where it is, not fitted to the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
