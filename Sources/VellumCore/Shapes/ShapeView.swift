import Foundation
import VellumGeometry

/// A view that draws a shape and offers it for more drawing, as iOS 17's `ShapeView`: a filled
/// shape can be stroked, and a stroked one filled, each new layer drawn over the last.
///
/// ```swift
/// Circle().fill(.yellow).stroke(.orange, lineWidth: 4)
/// Capsule().stroke(.blue, lineWidth: 6).fill(.blue.opacity(0.2))
/// ```
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape this view draws, for the layers added over it.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape drawn over another drawing of it: what `fill`, `stroke` and `strokeBorder` return
/// on a ``ShapeView`` (SwiftUI's `FillShapeView`, `StrokeShapeView`, `StrokeBorderShapeView`).
public struct _LayeredShapeView<Content: Shape, Background: View>: ShapeView {
    /// The shape both layers draw.
    public let shape: Content
    let layers: ShapeLayers<Background>

    public var body: some View { layers }
}

/// The inset stroke of `strokeBorder` over another drawing of the shape.
public struct _LayeredBorderView<Content: InsettableShape, Background: View>: ShapeView {
    /// The shape both layers draw.
    public let shape: Content
    let layers: ShapeLayers<Background>

    public var body: some View { layers }
}

/// What both layered shape views draw: the earlier drawing, the new layer over it.
struct ShapeLayers<Background: View>: View {
    let background: Background
    let layer: AnyView

    var body: some View {
        ZStack {
            background
            layer
        }
    }
}

extension ShapeView {
    /// Fills the shape with `content` over what this view draws, as iOS 17's `ShapeView.fill`.
    ///
    /// ```swift
    /// Circle().stroke(.blue, lineWidth: 8).fill(.white)  // the fill covers the stroke's inner half
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> _LayeredShapeView<Content, Self>
    {
        _LayeredShapeView(
            shape: shape, layers: ShapeLayers(background: self, layer: AnyView(shape.fill(content, style: style))))
    }

    /// Strokes the outline with `content` over what this view draws, centred on the outline.
    ///
    /// ```swift
    /// Circle().fill(.red).stroke(.white, style: StrokeStyle(lineWidth: 2))
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _LayeredShapeView<Content, Self>
    {
        _LayeredShapeView(
            shape: shape,
            layers: ShapeLayers(background: self, layer: strokeLayer(of: shape, content, style, antialiased)))
    }

    /// Strokes the outline `lineWidth` wide with `content` over what this view draws.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.mint).stroke(.black, lineWidth: 1)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _LayeredShapeView<Content, Self>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the outline inset by half the line width, over what this view draws.
    ///
    /// ```swift
    /// Circle().fill(.teal).strokeBorder(.white, lineWidth: 3)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> _LayeredBorderView<Content, Self>
    {
        let inset = shape.inset(by: style.lineWidth.isFinite ? style.lineWidth / 2 : 0)
        return _LayeredBorderView(
            shape: shape,
            layers: ShapeLayers(background: self, layer: strokeLayer(of: inset, content, style, antialiased)))
    }

    /// Strokes the outline inset by half of `lineWidth`, over what this view draws.
    ///
    /// ```swift
    /// Capsule().fill(.indigo).strokeBorder(.white, lineWidth: 2)
    /// ```
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> _LayeredBorderView<Content, Self>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// The layer `stroke` and `strokeBorder` add: `outline` stroked with `content`, as a plain
/// stroke unless hard edges are asked for (those fill the stroked outline without antialiasing).
private func strokeLayer<Outline: Shape, S: ShapeStyle>(
    of outline: Outline, _ content: S, _ style: StrokeStyle, _ antialiased: Bool
) -> AnyView {
    antialiased
        ? AnyView(outline.stroke(content, style: style))
        : AnyView(outline.stroke(content, style: style, antialiased: false))
}
