@_spi(RenderCaches) import VellumDrawing

/// The `TextShaping` that Vellum renders with: ``TextShaper``'s Pango layout (HarfBuzz,
/// fontconfig, FreeType) and its pool of font maps, keeping results in a `RenderCaches`.
/// `ImageRenderer` and `ViewRenderer` install one with the environment's `renderCaches`
/// when the environment names no other shaper.
///
/// ```swift
/// let shaped = try PangoTextShaper().shape(TextLayoutRequest(text: "Upload 42%"))
/// ```
public struct PangoTextShaper: TextShaping {
    /// Where shaped text is kept.
    public let caches: RenderCaches
    /// The shaped-text cache of ``caches``, found once per shaper rather than per request.
    private let cache: ByteLimitedCache<ShapeCache.Key, ShapedText>

    /// A shaper keeping results in `RenderCaches/shared`; every instance shares the
    /// process-wide fonts and font maps.
    public init() {
        self.init(caches: .shared)
    }

    /// A shaper keeping results in `caches` (a Vellum addition: a server sizes its own).
    ///
    /// ```swift
    /// let shaper = PangoTextShaper(caches: RenderCaches(shapedTextBytes: 1 << 20))
    /// ```
    public init(caches: RenderCaches) {
        self.caches = caches
        cache = caches === RenderCaches.shared ? ShapeCache.shared : ShapeCache.of(caches)
    }

    public func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        try TextShaper.shape(request, cache: cache)
    }
}
