import VellumDrawing

private struct RenderCachesKey: EnvironmentKey { static let defaultValue = RenderCaches.shared }

extension EnvironmentValues {
    /// Where a render keeps what the next one can reuse (shaped text, decoded images, coverage
    /// masks, SVG path data). A Vellum addition: SwiftUI has no such value. `ViewRenderer`
    /// makes the Pango shaper and the image decoder it installs with the caches of the
    /// environment it is given (set them there, not on a view inside: the shaper and the
    /// decoder are chosen once per render); `ImageRenderer` sets them from its own.
    /// Default: `RenderCaches/shared`.
    ///
    /// ```swift
    /// var environment = EnvironmentValues()
    /// environment.renderCaches = RenderCaches(shapedTextBytes: 1 << 20)
    /// let drawing = ViewRenderer.drawing(of: Text("42%"), proposal: .unspecified, environment: environment)
    /// ```
    public var renderCaches: RenderCaches {
        get { self[RenderCachesKey.self] }
        set { self[RenderCachesKey.self] = newValue }
    }
}
