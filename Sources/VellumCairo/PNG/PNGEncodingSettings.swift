/// What a ``PNGCompression`` means to the encoder: a libdeflate level and the filter
/// strategies to try. With more than one strategy the encoder compresses the image once per
/// strategy and keeps the smallest stream.
struct PNGEncodingSettings: Hashable, Sendable {
    /// libdeflate's level, 1...12 (6 is zlib-like, 10...12 are near-optimal parsing).
    var level: Int32
    /// Tried in order; ties keep the earlier one.
    var strategies: [PNGFilterStrategy]
}

extension PNGCompression {
    /// The settings behind each case, chosen from `vellum-bench` measurements.
    var settings: PNGEncodingSettings {
        switch self {
        // Level 2, not 1: libdeflate 1.14's level 1 took twice as long on the flat scenes.
        case .fast: PNGEncodingSettings(level: 2, strategies: [.fixed(.none)])
        case .default: PNGEncodingSettings(level: 5, strategies: [.minimumSumOfAbsoluteDifferences])
        // None wins on flat colour, Sub on gradients, libpng's heuristic on photographs.
        case .smallest: PNGEncodingSettings(level: 12, strategies: [.minimumSumOfAbsoluteDifferences, .fixed(.none), .fixed(.sub)])
        }
    }
}
