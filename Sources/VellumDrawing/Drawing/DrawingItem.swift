import Foundation
import VellumGeometry

/// One recorded operation: what to draw (its ``Kind``) and the graphics state it is drawn
/// with.
///
/// ```swift
/// let dot = DrawingItem.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)),
///                            .color(RGBAColor(red: 1, green: 0, blue: 0)), FillStyle(), DrawingState())
/// ```
public struct DrawingItem: Sendable {
    /// What an item draws.
    public indirect enum Kind: Sendable {
        /// Fill the path (in the state's user space) with the paint.
        case fill(Path, Paint, FillStyle)
        /// Stroke the path (in the state's user space) with the paint; the pen is transformed
        /// with the user space, as in SwiftUI and Cairo.
        case stroke(Path, Paint, StrokeStyle)
        /// Items drawn into an offscreen layer, then composited with the layer's style.
        case layer([DrawingItem], LayerStyle)
        /// Text: its glyph outlines (in the state's user space) filled with the paint.
        /// Renderers fill the outline, so every backend draws the same letters; the run also
        /// keeps the string and font for writers that can emit real text (SVG's `<text>`).
        case text(TextRun, Paint)
    }

    /// What the item draws.
    public var kind: Kind
    /// The state the item is drawn with. Default: ``DrawingState/init(transform:clips:opacity:blendMode:)``'s defaults.
    public var state: DrawingState

    /// Creates an item.
    public init(_ kind: Kind, state: DrawingState = DrawingState()) {
        self.kind = kind
        self.state = state
    }

    /// Fill `path` (in the state's user space) with `paint`.
    public static func fill(_ path: Path, _ paint: Paint, _ style: FillStyle, _ state: DrawingState) -> DrawingItem {
        DrawingItem(.fill(path, paint, style), state: state)
    }

    /// Stroke `path` (in the state's user space) with `paint`.
    public static func stroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle, _ state: DrawingState) -> DrawingItem
    {
        DrawingItem(.stroke(path, paint, style), state: state)
    }

    /// Draw `items` into an offscreen layer, then composite it with `style`.
    public static func layer(_ items: [DrawingItem], _ style: LayerStyle, _ state: DrawingState) -> DrawingItem {
        DrawingItem(.layer(items, style), state: state)
    }

    /// Fill the run's glyph outlines with `paint`.
    public static func text(_ run: TextRun, _ paint: Paint, _ state: DrawingState) -> DrawingItem {
        DrawingItem(.text(run, paint), state: state)
    }
}

extension DrawingItem {
    /// The item with no accessibility element in it: what an element that merges its
    /// content (`accessibilityElement(children: .combine)`) holds.
    package var withoutAccessibility: DrawingItem {
        guard case .layer(let inner, var style) = kind else { return self }
        style.accessibility = nil
        return DrawingItem(.layer(inner.map(\.withoutAccessibility), style), state: state)
    }
}
