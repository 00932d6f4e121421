import Foundation
import Vellum

// Every file of an entry comes from one ImageRenderer over the entry's view: the gallery
// draws nothing itself.
extension GalleryEntry {
    /// The view as a PNG at ``scale`` pixels per point.
    ///
    /// ```swift
    /// let png = try GalleryEntry.shadows.pngData()
    /// ```
    public func pngData() throws -> Data {
        try renderer().pngData()
    }

    /// The view as SVG from Vellum's writer, its `width` and `height` scaled by ``scale``,
    /// with dashes written as paths (`SVGOptions.dashesAsPaths`), so that every viewer shows
    /// the PNG's dashes.
    /// - Throws: ``RenderError/unsupported(feature:)`` for entries with a
    ///   ``svgUnavailableReason``.
    public func svgData() throws -> Data {
        let renderer = try renderer()
        renderer.svgOptions.dashesAsPaths = true
        return try renderer.svgData()
    }

    /// The view as a one-page PDF, its size in points (deterministic: the renderer pins the
    /// PDF's dates).
    /// - Throws: ``RenderError/unsupported(feature:)`` for entries with a
    ///   ``pdfUnavailableReason``.
    public func pdfData() throws -> Data {
        try renderer(scale: 1).pdfData()
    }

    /// The animation as an APNG at ``scale``: ``animationFrameCount`` frames, one cycle a
    /// second, looping; nil without a frame count.
    public func animatedPNGData() throws -> Data? {
        guard let count = animationFrameCount else { return nil }
        return try renderer().apngData(frameCount: count, delay: 1 / Double(count))
    }

    /// The appear animation as an APNG at ``scale``: ``appearFrameCount`` frames over the
    /// animation's length, looping; nil without a frame count.
    public func appearPNGData() throws -> Data? {
        guard let count = appearFrameCount else { return nil }
        return try renderer().appearAnimationAPNGData(frameCount: count, loopCount: 0)
    }

    /// The appear animation as an SVG that browsers play, looping; nil without a frame count.
    public func appearSVGData() throws -> Data? {
        guard let count = appearFrameCount else { return nil }
        return try renderer().appearAnimationSVGData(frameCount: count, loops: true)
    }

    /// The animation as an SVG that browsers play (one cycle a second); nil without a frame
    /// count.
    public func animatedSVGData() throws -> Data? {
        guard animationFrameCount != nil else { return nil }
        return try renderer().animatedSVGData(duration: 1)
    }

    /// The view's size for an unspecified proposal: what ``ImageRenderer`` lays it out at.
    public func viewSize() throws -> CGSize {
        try renderer().drawing.size
    }

    /// A renderer of the view at `scale` (default: the entry's).
    func renderer(scale: CGFloat? = nil) throws -> ImageRenderer<AnyView> {
        let renderer = ImageRenderer(content: AnyView(erasing: try view()))
        renderer.scale = scale ?? self.scale
        return renderer
    }
}
