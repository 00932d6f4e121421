import VellumGeometry

/// One filled path of a gallery drawing: the only thing a gallery renderer knows how to draw.
///
/// Strokes reach a layer already turned into outlines by ``Path/strokedPath(_:)``, so both
/// renderers only ever fill.
public struct GalleryLayer: Hashable, Sendable {
    /// The outline to fill.
    public var path: Path
    /// The fill colour.
    public var color: GalleryColor
    /// The fill rule. Default: non-zero winding, as in SwiftUI and SVG.
    public var style: FillStyle

    /// A layer that fills `path` with `color` under the rule in `style`.
    ///
    /// - Parameters:
    ///   - path: The outline to fill.
    ///   - color: The fill colour.
    ///   - style: The fill rule. Default: `FillStyle()`, non-zero.
    ///
    /// ```swift
    /// let dot = GalleryLayer(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)), .black)
    /// ```
    public init(_ path: Path, _ color: GalleryColor, style: FillStyle = FillStyle()) {
        self.path = path
        self.color = color
        self.style = style
    }
}
