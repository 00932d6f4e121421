import Foundation
import Vellum

/// A picture and how to encode it: what `progress` and `path` render, and what each line of
/// `batch` becomes. Plain values, so jobs can be rendered on any thread.
public struct ImageJob: Sendable {
    /// What is drawn.
    public enum Content: Sendable {
        /// A progress view.
        case progress(ProgressJob)
        /// A path, filled and stroked.
        case path(PathJob)
        /// A chart of plain numbers.
        case chart(ChartJob)
        /// A chart described mark by mark.
        case chartSpec(ChartSpec)
    }

    /// What is drawn.
    public var content: Content
    /// The encoding.
    public var format: OutputFormat
    /// Pixels per point (PNG, and the SVG's `width`/`height`). Default: 1.
    public var scale: Double = 1

    /// A job that draws `content` into `format` at `scale`.
    public init(content: Content, format: OutputFormat, scale: Double = 1) {
        self.content = content
        self.format = format
        self.scale = scale
    }

    /// The view, framed.
    public func makeView() -> AnyView {
        switch content {
        case .progress(let job): return progressView(for: job)
        case .path(let job): return job.makeView()
        case .chart(let job): return job.chartView()
        case .chartSpec(let spec): return spec.chartView()
        }
    }

    /// The encoded image, rendered with `caches` (the server passes its own).
    /// - Throws: the ``RenderError`` of the renderer, also for a `--size` no renderer would
    ///   draw (checked first, the same for every format: PDF as at scale 1).
    public func render(caches: RenderCaches = .shared) throws -> Data {
        try render(caches: caches, cancellation: nil)
    }

    /// ``render(caches:)`` that stops with `CancellationError` before the next item drawn once
    /// `cancellation` is set (the server's render deadline).
    package func render(caches: RenderCaches, cancellation: RenderCancellation?) throws -> Data {
        try Self.checkSize(explicitSize, scale: format == .pdf ? 1 : scale)
        let renderer = ImageRenderer(content: makeView())
        renderer.renderCaches = caches
        renderer.renderCancellation = cancellation
        renderer.scale = CGFloat(scale)
        switch format {
        case .png: return try renderer.pngData()
        case .svg: return try renderer.svgData()
        case .pdf: return try renderer.pdfData()
        }
    }

    /// The frame the options give (a path's, else its default), if any.
    var explicitSize: ImageSize? {
        switch content {
        case .progress(let job): return job.size
        case .path(let job): return job.size
        case .chart(let job): return job.size
        case .chartSpec(let spec): return spec.size
        }
    }

    /// Refuses a size the way the Cairo renderer would: zero, negative or not finite
    /// (`RenderError.invalidSize`), over 16,384 pixels a side or 256 megapixels
    /// (`RenderError.tooLarge`).
    public static func checkSize(_ size: ImageSize?, scale: Double) throws {
        guard let size else { return }
        _ = try RenderError.pixelSize(for: size.cgSize, scale: CGFloat(scale))
    }
}
