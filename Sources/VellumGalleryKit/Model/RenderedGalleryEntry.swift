import Foundation
import Vellum

/// One picture of the gallery's rendering section: a view written as a SwiftUI user would
/// write it (a `Canvas` in a `frame`), rendered with ``ImageRenderer`` to PNG, SVG and PDF.
///
/// The snippet is the body of `view`, written out a second time as text right beside it;
/// `VellumGalleryTests` checks that the two stay the same.
public struct RenderedGalleryEntry: Sendable {
    /// The file name stem, for example `blend-modes` (`blend-modes.png`, `blend-modes.pdf`).
    public var name: String
    /// A short human title.
    public var title: String
    /// One paragraph saying what the picture shows and what to look for.
    public var caption: String
    /// The view's size in points; the page shows the PNG at this size.
    public var size: CGSize
    /// Pixels per point of the PNG. Default: 1.
    public var scale: CGFloat
    /// Why the entry has no PDF, or nil when it has one. Default: nil. Set only for a
    /// feature Cairo's PDF backend refuses (``RenderError/unsupported(feature:)``); the tests
    /// check that the refusal is still real.
    public var pdfUnavailableReason: String?
    /// Why the entry has no SVG, or nil when it has one. Default: nil. Set only for a
    /// feature SVG cannot express (``RenderError/unsupported(feature:)``); the tests check
    /// that the refusal is still real.
    public var svgUnavailableReason: String?
    /// Frames per cycle of an animation written beside the still picture, or nil for none.
    /// Default: nil. With a count, the gallery also holds `<name>.animated.png` (an APNG,
    /// one cycle a second, looping) and `<name>.animated.svg` (the SVG that browsers play);
    /// the still files are the first frame.
    public var animationFrameCount: Int?
    /// The Swift source of `view`'s body, shown on the index page.
    public var snippet: String
    /// Builds the view.
    public var view: @Sendable () -> any View

    /// An entry; see the properties for what each argument means.
    public init(name: String, title: String, caption: String, size: CGSize, scale: CGFloat = 1,
                pdfUnavailableReason: String? = nil, svgUnavailableReason: String? = nil,
                animationFrameCount: Int? = nil, snippet: String,
                view: @escaping @Sendable () -> any View) {
        self.name = name
        self.title = title
        self.caption = caption
        self.size = size
        self.scale = scale
        self.pdfUnavailableReason = pdfUnavailableReason
        self.svgUnavailableReason = svgUnavailableReason
        self.animationFrameCount = animationFrameCount
        self.snippet = snippet
        self.view = view
    }

    /// The view as a PNG at ``scale`` pixels per point.
    ///
    /// ```swift
    /// let png = try RenderedGalleryEntry.shadows.pngData()
    /// ```
    public func pngData() throws -> Data {
        try Self.pngData(of: view(), scale: scale)
    }

    /// The view as a one-page PDF, its size in points (deterministic: the renderer pins the
    /// PDF's dates).
    /// - Throws: ``RenderError/unsupported(feature:)`` for entries with a
    ///   ``pdfUnavailableReason``.
    public func pdfData() throws -> Data {
        try Self.pdfData(of: view())
    }

    /// The view as SVG from Vellum's writer, its `width` and `height` scaled by ``scale``.
    /// - Throws: ``RenderError/unsupported(feature:)`` for entries with a
    ///   ``svgUnavailableReason``.
    public func svgData() throws -> Data {
        try Self.svgData(of: view(), scale: scale)
    }

    /// The animation as an APNG at ``scale``: ``animationFrameCount`` frames, one cycle a
    /// second, looping; nil without a frame count.
    public func animatedPNGData() throws -> Data? {
        guard let count = animationFrameCount else { return nil }
        return try Self.apngData(of: view(), scale: scale, frameCount: count)
    }

    /// The animation as an SVG that browsers play (one cycle a second); nil without a frame
    /// count.
    public func animatedSVGData() throws -> Data? {
        guard animationFrameCount != nil else { return nil }
        return try Self.animatedSVGData(of: view(), scale: scale)
    }

    private static func apngData<V: View>(of view: V, scale: CGFloat, frameCount: Int) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.apngData(frameCount: frameCount, delay: 1 / Double(frameCount))
    }

    private static func animatedSVGData<V: View>(of view: V, scale: CGFloat) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.animatedSVGData(duration: 1)
    }

    /// The view's size for an unspecified proposal: what ``ImageRenderer`` lays it out at.
    public var viewSize: CGSize {
        Self.size(of: view())
    }

    private static func pngData<V: View>(of view: V, scale: CGFloat) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.pngData()
    }

    private static func svgData<V: View>(of view: V, scale: CGFloat) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.svgData()
    }

    private static func pdfData<V: View>(of view: V) throws -> Data {
        try ImageRenderer(content: view).pdfData()
    }

    private static func size<V: View>(of view: V) -> CGSize {
        ImageRenderer(content: view).drawing.size
    }
}
