import VellumDrawing

/// The `TextShaping` that Vellum renders with: ``TextShaper``'s Pango layout (HarfBuzz,
/// fontconfig, FreeType), its cache and its pool of font maps. `ImageRenderer` and
/// `ViewRenderer` install it when the environment names no other shaper.
///
/// ```swift
/// let shaped = try PangoTextShaper().shape(TextLayoutRequest(text: "Upload 42%"))
/// ```
public struct PangoTextShaper: TextShaping {
    /// A shaper; every instance shares ``TextShaper``'s process-wide fonts and cache.
    public init() {}

    public func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        try TextShaper.shape(request)
    }
}
