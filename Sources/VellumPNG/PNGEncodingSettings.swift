/// What a ``PNGCompression`` means to the encoder: a libdeflate level and the filter
/// strategies to try. With more than one strategy the encoder compresses the image once per
/// strategy and keeps the smallest stream.
package struct PNGEncodingSettings: Hashable, Sendable {
    /// The zlib compressor.
    package var deflate: PNGDeflate
    /// Tried in order; ties keep the earlier one.
    var strategies: [PNGFilterStrategy]
    /// The compressor for flat art under ``PNGFilterStrategy/chosenByFlatness``, when it
    /// differs from ``deflate``.
    package var flatArtDeflate: PNGDeflate? = nil
    /// Whether an image of at most 256 colours is written indexed (``PNGPalette``), with
    /// ``flatArtDeflate`` (else ``deflate``).
    var indexesFewColors = true
}

extension PNGCompression {
    /// The settings behind each case, chosen from `vellum-bench` measurements.
    package var settings: PNGEncodingSettings {
        switch self {
        // Level 2, not 1: libdeflate 1.14's level 1 took twice as long on the flat scenes.
        case .fast: PNGEncodingSettings(deflate: .libdeflate(level: 2), strategies: [.fixed(.none)])
        // Depth 10 was the least search that kept every reference scene within Cairo's bytes.
        // On flat art, chains four deep cost about 1 % in bytes and save 8 % of a ring's PNG.
        case .default:
            PNGEncodingSettings(
                deflate: .scanline(searchDepth: 10, niceLength: 80, lazyLimit: 20),
                strategies: [.chosenByFlatness],
                flatArtDeflate: .scanline(searchDepth: 4, niceLength: 80, lazyLimit: 20))
        // None wins on flat colour, Sub on gradients, libpng's heuristic on photographs.
        case .smallest:
            PNGEncodingSettings(
                deflate: .libdeflate(level: 12),
                strategies: [.minimumSumOfAbsoluteDifferences, .fixed(.none), .fixed(.sub)])
        }
    }
}

/// Which zlib compressor a PNG is written with.
package enum PNGDeflate: Hashable, Sendable {
    /// libdeflate at a level, 1...12 (6 is zlib-like, 10...12 are near-optimal parsing).
    case libdeflate(level: Int32)
    /// ``ScanlineDeflater``, which passes over long runs instead of walking them.
    case scanline(searchDepth: Int, niceLength: Int, lazyLimit: Int)
}
