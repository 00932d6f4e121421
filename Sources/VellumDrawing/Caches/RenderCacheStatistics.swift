/// The four caches of a ``RenderCaches`` at one moment, each as a ``CacheStatistics``.
///
/// ```swift
/// let statistics = caches.statistics
/// for (name, cache) in statistics.all { print(name, cache.bytes, cache.entries) }
/// ```
public struct RenderCacheStatistics: Hashable, Sendable {
    /// Coverage masks of text and strokes (the Cairo renderer, on pixel targets).
    public var coverageMasks: CacheStatistics
    /// Path data of text outlines and clips (the SVG writer).
    public var pathData: CacheStatistics
    /// Decoded image files (`SystemImageDecoder`).
    public var decodedImages: CacheStatistics
    /// Shaped text (`PangoTextShaper`).
    public var shapedText: CacheStatistics

    /// Statistics of the four caches; each defaults to all zeros.
    ///
    /// - Parameters:
    ///   - coverageMasks: The coverage-mask cache's.
    ///   - pathData: The path-data cache's.
    ///   - decodedImages: The decoded-image cache's.
    ///   - shapedText: The shaped-text cache's.
    public init(
        coverageMasks: CacheStatistics = CacheStatistics(), pathData: CacheStatistics = CacheStatistics(),
        decodedImages: CacheStatistics = CacheStatistics(), shapedText: CacheStatistics = CacheStatistics()
    ) {
        self.coverageMasks = coverageMasks
        self.pathData = pathData
        self.decodedImages = decodedImages
        self.shapedText = shapedText
    }

    /// Each cache with its name as metrics label it (`coverage_masks`, `path_data`,
    /// `decoded_images`, `shaped_text`), in that order.
    public var all: [(name: String, statistics: CacheStatistics)] {
        [
            ("coverage_masks", coverageMasks), ("path_data", pathData), ("decoded_images", decodedImages),
            ("shaped_text", shapedText)
        ]
    }
}
