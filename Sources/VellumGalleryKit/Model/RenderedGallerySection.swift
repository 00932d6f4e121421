import Foundation

/// One section of rendered views on the gallery page: its entries, where their files go, and
/// the source file whose snippets must match the views' code.
public struct RenderedGallerySection: Sendable {
    /// The HTML id and the folder under Gallery/, for example `rendering`.
    public var id: String
    /// The heading.
    public var title: String
    /// One paragraph of HTML under the heading (already escaped).
    public var introduction: String
    /// The entries, in page order.
    public var entries: [RenderedGalleryEntry]
    /// The file (relative to the package) that defines the entries: the tests find each
    /// snippet there twice, as text and as the view's code.
    public var sourceFile: String

    /// Every rendered section, in page order.
    public static let all: [RenderedGallerySection] = [
        RenderedGallerySection(
            id: "rendering", title: "Rendering",
            introduction: """
                Every picture is a view as a SwiftUI user writes it: a <code>Canvas</code> drawing \
                with <code>GraphicsContext</code> (gradients, blend modes, shadows, clips, layers), \
                sized with <code>.frame(width:height:)</code> and rendered by <code>ImageRenderer</code> \
                through cairo to PNG and PDF, and by Vellum's own SVG writer from the same recorded \
                drawing. The PNG and the SVG sit side by side: your browser draws the SVG.
                """,
            entries: RenderedGalleryEntry.rendering,
            sourceFile: "Sources/VellumGalleryKit/Entries/RenderedGalleryEntry+Rendering.swift"),
        RenderedGallerySection(
            id: "views", title: "Shapes, views and layout",
            introduction: """
                SwiftUI code as you would write it for Apple platforms — shapes with fills and \
                strokes, stacks, frames, padding, overlays and effects — compiled against \
                <code>import Vellum</code> and rendered the same way: PNG and PDF through cairo, SVG \
                by our writer.
                """,
            entries: RenderedGalleryEntry.views,
            sourceFile: "Sources/VellumGalleryKit/Entries/RenderedGalleryEntry+Views.swift"),
        RenderedGallerySection(
            id: "progress", title: "Progress views",
            introduction: """
                <code>ProgressView</code> with every style at 0, 0.01, 0.5, 0.99 and 1 and \
                indeterminate, and custom <code>ProgressViewStyle</code>s written as SwiftUI users \
                write them. Each SVG carries <code>role="progressbar"</code> and the ARIA values.
                """,
            entries: RenderedGalleryEntry.progress,
            sourceFile: "Sources/VellumGalleryKit/Entries/RenderedGalleryEntry+Progress.swift"),
        RenderedGallerySection(
            id: "gauges", title: "Gauges, timers and animation",
            introduction: """
                <code>Gauge</code> with its styles, <code>ProgressView(timerInterval:countsDown:)</code> \
                at a chosen moment, and spinner frames.
                """,
            entries: RenderedGalleryEntry.gauges,
            sourceFile: "Sources/VellumGalleryKit/Entries/RenderedGalleryEntry+Gauges.swift"),
    ]
}
