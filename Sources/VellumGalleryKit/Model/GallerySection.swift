import Foundation

/// One section of the gallery page: its entries, where their files go, and what it shows.
public struct GallerySection: Sendable {
    /// The HTML id and the folder under Gallery/, for example `rendering`.
    public var id: String
    /// The heading.
    public var title: String
    /// One paragraph of HTML under the heading (already escaped).
    public var introduction: String
    /// The entries, in page order.
    public var entries: [GalleryEntry]
    /// Whether each entry also gets a PDF (unless it gives a reason it cannot). Default: true.
    public var includesPDF = true
    /// Code several entries use (a helper view), shown once under the introduction.
    /// Default: none.
    public var sharedSamples: [GallerySample] = []

    /// Whether `entry` gets a PDF in this section.
    public func writesPDF(for entry: GalleryEntry) -> Bool {
        includesPDF && entry.pdfUnavailableReason == nil
    }

    /// Every section, in page order.
    public static let all: [GallerySection] = [
        GallerySection(
            id: "geometry", title: "Geometry",
            introduction: """
                Every picture is only geometry: paths built with Vellum’s SwiftUI-style <code>Path</code> \
                API, strokes turned into outlines with <code>strokedPath(_:)</code>, and every outline \
                filled in a <code>Canvas</code>. The PNG is drawn by cairo, the SVG by Vellum's writer; \
                the two should look the same.
                """,
            entries: GalleryEntry.geometry, includesPDF: false),
        GallerySection(
            id: "rendering", title: "Rendering",
            introduction: """
                Every picture is a view as a SwiftUI user writes it: a <code>Canvas</code> drawing \
                with <code>GraphicsContext</code> (gradients, blend modes, shadows, clips, layers), \
                sized with <code>.frame(width:height:)</code> and rendered by <code>ImageRenderer</code> \
                through cairo to PNG and PDF, and by Vellum's own SVG writer from the same recorded \
                drawing. The PNG and the SVG sit side by side: your browser draws the SVG.
                """,
            entries: GalleryEntry.rendering),
        GallerySection(
            id: "views", title: "Shapes, views and layout",
            introduction: """
                SwiftUI code as you would write it for Apple platforms — shapes with fills and \
                strokes, stacks, frames, padding, overlays and effects, your own <code>Layout</code> \
                and <code>GeometryReader</code> — compiled against <code>import Vellum</code> and \
                rendered the same way: PNG and PDF through cairo, SVG by our writer.
                """,
            entries: GalleryEntry.views),
        GallerySection(
            id: "images", title: "Images and symbols",
            introduction: """
                <code>Image</code> as SwiftUI code uses it: named images from a target's resources \
                (PNG, JPEG, WebP, GIF and SVG, decoded by gdk-pixbuf, libwebp and librsvg), \
                <code>resizable</code>, cap insets and tiling, interpolation, filters, and \
                <code>Image(systemName:)</code> from Vellum's symbol catalog. SVG images stay \
                vectors in every output; the SVG embeds each file once, as a data URI.
                """,
            entries: GalleryEntry.images),
        GallerySection(
            id: "progress", title: "Progress views",
            introduction: """
                <code>ProgressView</code> with every style at 0, 0.01, 0.5, 0.99 and 1 and \
                indeterminate, and custom <code>ProgressViewStyle</code>s written as SwiftUI users \
                write them. Each SVG carries <code>role="progressbar"</code> and the ARIA values.
                """,
            entries: GalleryEntry.progress, sharedSamples: [GalleryEntry.progressRangeSample]),
        GallerySection(
            id: "gauges", title: "Gauges, timers and animation",
            introduction: """
                <code>Gauge</code> with its styles, <code>ProgressView(timerInterval:countsDown:)</code> \
                at a chosen moment, and spinner frames.
                """,
            entries: GalleryEntry.gauges),
        GallerySection(
            id: "cards", title: "Cards and labels",
            introduction: """
                Pictures a server renders for people: status cards, badges and stats, written as \
                SwiftUI code for Apple platforms with hierarchical styles (<code>.secondary</code>, \
                <code>.background</code>), formatted text (<code>Text(_:format:)</code>, dates at the \
                render's moment, Markdown, <code>Text + Text</code>) and the dark colour scheme.
                """,
            entries: GalleryEntry.cards,
            sharedSamples: [GalleryEntry.badgeSample, GalleryEntry.styleColumnSample, GalleryEntry.ticketShapeSample]),
        GallerySection(
            id: "animated", title: "Animated",
            introduction: """
                SwiftUI code that starts invisible and animates in once it appears: <code>@State</code>                 set in <code>onAppear</code> inside <code>withAnimation</code>. The still PNG, SVG and PDF                 show the settled view, as a person sees it; the APNG beside them is the appear                 animation, each frame on the animation's curve.
                """,
            entries: GalleryEntry.animated),
        GallerySection(
            id: "app-screens", title: "App screens and controls",
            introduction: """
                App code as written for iOS — <code>NavigationStack</code>, <code>Form</code>, \
                <code>List</code>, <code>Toggle</code>, <code>TextField</code>, <code>Picker</code>, \
                <code>TabView</code> — drawn at rest as iOS 17 draws it on an iPhone: nothing \
                focused, pressed or scrolled, the root screen of each stack.
                """,
            entries: GalleryEntry.appScreens),
        GallerySection(
            id: "charts", title: "Charts",
            introduction: """
                Swift Charts code from Apple's documentation and WWDC sessions, with \
                <code>import Charts</code> swapped for <code>import VellumCharts</code>: bars, stacks, \
                lines with series, areas, rules and sectors, with automatic nice scales, the y axis \
                on the trailing edge, Apple's palette and legend. docs/charts.md says where each \
                default comes from.
                """,
            entries: GalleryEntry.charts)
    ]
}
