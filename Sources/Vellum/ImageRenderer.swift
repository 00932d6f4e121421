import Foundation
import VellumCairo
import VellumCore
import VellumGeometry
import VellumSVG

/// Renders a view to an image, with SwiftUI's names (`content`, `scale`, `proposedSize`)
/// and Vellum's output calls: ``pngData(compression:)``, ``pdfData(title:)``, ``svgString()``,
/// ``svgData()`` and ``write(to:)``.
///
/// Unlike SwiftUI's, it is not bound to the main actor: create one per render, on any
/// thread; many may render at once.
///
/// ```swift
/// let renderer = ImageRenderer(content: Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
/// }.frame(width: 200, height: 200))
/// renderer.scale = 2
/// try renderer.write(to: URL(fileURLWithPath: "circle.png"))
/// ```
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point. Default: 1.
    public var scale: CGFloat = 1
    /// The size proposed to the view. Default: `.unspecified` (the view's ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether the image starts opaque white instead of transparent. Default: false.
    public var isOpaque = false
    /// How hard the PNG encoder works. Default: `.default`.
    public var pngCompression: PNGCompression = .default
    /// The moment time-dependent views show (the environment's `now`: timer progress views).
    /// Default: nil, the real time when a render starts, the same for every view in it.
    public var now: Date?
    /// Where in their cycle animated views are drawn, in turns (the environment's
    /// `animationPhase`: the spinner). Default: 0. The frame calls (``pngFrames(count:)``,
    /// ``apngData(frameCount:delay:loopCount:)``) set it for each frame.
    public var animationPhase: Double = 0
    /// The colour scheme the view is drawn in (the environment's `colorScheme`): system
    /// colours, `.primary`, `.secondary`, `.background` and the built-in progress and gauge
    /// styles follow it. Default: `.light`. A Vellum addition; in SwiftUI the scheme comes
    /// from the window. An opaque image (``isOpaque``) still starts white: give a dark view
    /// its own background.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: StatsCard())
    /// renderer.colorScheme = .dark
    /// ```
    public var colorScheme: ColorScheme = .light
    /// Where this renderer's renders keep what the next render can reuse: shaped text,
    /// decoded images, coverage masks and SVG path data (the environment's `renderCaches`).
    /// Default: `RenderCaches.shared`. `package`, not public: SwiftUI's ImageRenderer has no
    /// such property; programs set `EnvironmentValues.renderCaches` with ``ViewRenderer`` and
    /// pass the caches to `CairoRenderer` and in `SVGOptions.caches` (the server does this).
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: badge)
    /// renderer.renderCaches = serverCaches
    /// ```
    package var renderCaches = RenderCaches.shared
    /// The server's flag for a render it may abandon: checked before the view is recorded,
    /// then carried by the drawing to the backends, which check it before each item.
    package var renderCancellation: RenderCancellation?

    /// Creates a renderer for `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The view's recorded drawing, laid out for ``proposedSize``.
    public var drawing: Drawing {
        ViewRenderer.drawing(
            of: content, proposal: proposedSize,
            environment: environment(phase: animationPhase, now: now ?? Date()))
    }

    /// The drawing, or the error a view reported while laying out, at `phase` (default
    /// ``animationPhase``) and `moment` (default ``now``, else the real time).
    package func checkedDrawing(phase: Double? = nil, moment: Date? = nil) throws -> Drawing {
        try renderCancellation?.check()
        var drawing = try ViewRenderer.checkedDrawing(
            of: content, proposal: proposedSize,
            environment: environment(
                phase: phase ?? animationPhase,
                now: moment ?? now ?? Date()))
        drawing.cancellation = renderCancellation
        return drawing
    }

    /// The environment a render starts from: the moment, the animation phase and the scheme.
    func environment(phase: Double, now: Date) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.now = now
        environment.colorScheme = colorScheme
        environment.renderCaches = renderCaches
        if phase != 0 { environment.animationPhase = phase }
        return environment
    }

    /// The rendered premultiplied ARGB pixels.
    public func image() throws -> RasterImage {
        try CairoRenderer.image(checkedDrawing(), scale: scale, isOpaque: isOpaque, caches: renderCaches)
    }

    /// The view as a PNG.
    public func pngData(compression: PNGCompression? = nil) throws -> Data {
        try CairoRenderer.pngData(
            checkedDrawing(), scale: scale, isOpaque: isOpaque, compression: compression ?? pngCompression,
            caches: renderCaches)
    }

    /// The view as a one-page PDF, its size in points; `title` goes into the PDF's metadata
    /// (what viewers show as the document's name). Default: ``svgOptions``' title, if any.
    ///
    /// ```swift
    /// let pdf = try ImageRenderer(content: ring).pdfData(title: "Upload: 42%")
    /// ```
    public func pdfData(title: String? = nil) throws -> Data {
        try CairoRenderer.pdfData(checkedDrawing(), title: title ?? svgOptions.title, caches: renderCaches)
    }

    /// How the SVG is written: precision, title and description, text and dashes as paths.
    /// Default: `SVGOptions()` (2 decimals, no title).
    public var svgOptions = SVGOptions()

    /// The view as an SVG document written by Vellum's own writer: the same picture as the
    /// PNG (images embedded as data URIs, nothing fetched); `width` and `height` are the
    /// view's size times ``scale``.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: Circle().frame(width: 32, height: 32))
    /// renderer.svgOptions.title = "Status"
    /// let svg = try renderer.svgString()
    /// ```
    public func svgString() throws -> String {
        try SVGWriter.svgString(checkedDrawing(), scale: scale, options: writerOptions)
    }

    /// ``svgString()`` as UTF-8 data.
    public func svgData() throws -> Data {
        try SVGWriter.svgData(checkedDrawing(), scale: scale, options: writerOptions)
    }

    /// ``svgOptions`` with this renderer's caches, unless they name caches of their own.
    var writerOptions: SVGOptions {
        guard svgOptions.caches === RenderCaches.shared else { return svgOptions }
        var options = svgOptions
        options.caches = renderCaches
        return options
    }

    /// Writes the view to `url` in the format its extension names (`png`, `pdf` or `svg`).
    /// - Throws: ``ImageRendererError/unknownFormat(_:)`` for any other extension.
    public func write(to url: URL) throws {
        let data: Data
        switch url.pathExtension.lowercased() {
        case "png": data = try pngData()
        case "pdf": data = try pdfData()
        case "svg": data = try svgData()
        default: throw ImageRendererError.unknownFormat(url.pathExtension)
        }
        try data.write(to: url, options: .atomic)
    }
}

/// Errors of ``ImageRenderer`` beyond rendering itself.
public enum ImageRendererError: Error, Hashable, Sendable {
    /// The file extension names no format Vellum writes.
    case unknownFormat(String)
    /// An animation's frame count is not in `1...ImageRenderer.maximumFrameCount`.
    case invalidFrameCount(Int)
    /// An animation's duration or frame delay is negative, zero where it must not be, or not
    /// finite.
    case invalidDuration(Double)
}
