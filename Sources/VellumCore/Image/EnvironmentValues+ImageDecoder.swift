import VellumDrawing

private struct ImageDecoderKey: EnvironmentKey { static let defaultValue: (any ImageDecoding)? = nil }

extension EnvironmentValues {
    /// What decodes image files for ``Image``. `ImageRenderer` and `ViewRenderer` install
    /// Vellum's decoder when this is nil. Default: nil.
    ///
    /// ```swift
    /// Image(data: png).environment(\.imageDecoder, SystemImageDecoder())
    /// ```
    public var imageDecoder: (any ImageDecoding)? {
        get { self[ImageDecoderKey.self] }
        set { self[ImageDecoderKey.self] = newValue }
    }
}
