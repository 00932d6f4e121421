import Synchronization

/// What renders keep for the next render, in four caches bounded in bytes, each dropping its
/// least recently used entries when full: coverage masks of text and strokes (the Cairo
/// renderer), path data of text and clips (the SVG writer), decoded image files
/// (`SystemImageDecoder`) and shaped text (`PangoTextShaper`).
///
/// Renders that are given no caches use ``shared``. A program that renders for several
/// tenants, or wants a tighter bound (a server: `vellum serve --render-cache-mb`), makes its
/// own and hands it to every render: `ImageRenderer` and `ViewRenderer` take it as the
/// environment's `renderCaches`, `CairoRenderer` as an argument, `SVGWriter` in
/// `SVGOptions/caches`, the shaper and decoder when they are made. A cache only ever saves
/// work: a render gives the same result whatever its caches hold or however small they are.
///
/// ```swift
/// let caches = RenderCaches(coverageMaskBytes: 2 << 20, decodedImageBytes: 32 << 20)
/// let png = try CairoRenderer.pngData(drawing, caches: caches)
/// print(caches.statistics.coverageMasks.bytes)   // at most 2 MiB
/// ```
public final class RenderCaches: Sendable, Hashable {
    /// The caches renders use when they are given none, with the default limits (8 MiB of
    /// coverage masks, 4 MiB of path data, 256 MiB of decoded images, 4 MiB of shaped text).
    public static let shared = RenderCaches()

    /// The most bytes of coverage masks kept. Default: 8 MiB.
    public let coverageMaskBytes: Int
    /// The most bytes of SVG path data kept. Default: 4 MiB.
    public let pathDataBytes: Int
    /// The most bytes of decoded images (pixels plus the file they came from) kept; at most
    /// 64 images. Default: 256 MiB.
    public let decodedImageBytes: Int
    /// The most bytes of shaped text (outlines and lines, estimated) kept. Default: 4 MiB.
    public let shapedTextBytes: Int

    /// Which of the four caches.
    package enum Kind: Int, CaseIterable, Sendable {
        case coverageMasks, pathData, decodedImages, shapedText
    }

    /// Each cache, made by the first backend that asks (which alone knows its key and value
    /// types); nil until then.
    private let slots = Mutex<[(any RenderCacheStorage)?]>(Array(repeating: nil, count: Kind.allCases.count))

    /// Caches with these limits in bytes; 0 turns a cache off. Each defaults to its limit in
    /// ``shared``.
    ///
    /// ```swift
    /// let small = RenderCaches(coverageMaskBytes: 1 << 20, pathDataBytes: 1 << 20,
    ///                          decodedImageBytes: 16 << 20, shapedTextBytes: 1 << 20)
    /// ```
    public init(
        coverageMaskBytes: Int = 8 << 20, pathDataBytes: Int = 4 << 20,
        decodedImageBytes: Int = 256 << 20, shapedTextBytes: Int = 4 << 20
    ) {
        self.coverageMaskBytes = max(coverageMaskBytes, 0)
        self.pathDataBytes = max(pathDataBytes, 0)
        self.decodedImageBytes = max(decodedImageBytes, 0)
        self.shapedTextBytes = max(shapedTextBytes, 0)
    }

    /// Caches sharing `totalBytes` among the four in the proportions a server needs: half
    /// for decoded images, a quarter for coverage masks, an eighth each for path data and
    /// shaped text.
    ///
    /// ```swift
    /// let caches = RenderCaches(totalBytes: 64 << 20)   // 32 MiB of images, 16 of masks, 8 + 8
    /// ```
    public convenience init(totalBytes: Int) {
        let total = max(totalBytes, 0)
        self.init(
            coverageMaskBytes: total / 4, pathDataBytes: total / 8, decodedImageBytes: total / 2,
            shapedTextBytes: total / 8)
    }

    /// The limit of one cache.
    package func byteLimit(_ kind: Kind) -> Int {
        switch kind {
        case .coverageMasks: coverageMaskBytes
        case .pathData: pathDataBytes
        case .decodedImages: decodedImageBytes
        case .shapedText: shapedTextBytes
        }
    }

    /// The cache of `kind`, made by `make` if no one asked before: a backend whose cache
    /// keeps more than entries (what it has seen once, say) wraps a ``ByteLimitedCache``.
    /// One backend owns each kind, so every caller of a kind asks for the same type.
    package func storage<Storage: RenderCacheStorage>(_ kind: Kind, make: (_ byteLimit: Int) -> Storage) -> Storage {
        slots.withLock { stored in
            if let existing = stored[kind.rawValue] as? Storage { return existing }
            let made = make(byteLimit(kind))
            stored[kind.rawValue] = made
            return made
        }
    }

    /// The cache of `kind` as a plain ``ByteLimitedCache``, made now with the admission rules
    /// given if no one asked before.
    package func cache<Key: Hashable & Sendable, Value: Sendable>(
        _ kind: Kind, key: Key.Type = Key.self, value: Value.Type = Value.self,
        maximumEntryBytes: Int? = nil, maximumCount: Int? = nil
    ) -> ByteLimitedCache<Key, Value> {
        storage(kind) {
            ByteLimitedCache(byteLimit: $0, maximumEntryBytes: maximumEntryBytes, maximumCount: maximumCount)
        }
    }

    /// What each cache holds and how it has been used, read now (a cache no render has used
    /// yet shows its limit and zeros).
    ///
    /// ```swift
    /// let text = RenderCaches.shared.statistics.shapedText
    /// print(text.entries, text.hits, text.misses)
    /// ```
    public var statistics: RenderCacheStatistics {
        let stored = slots.withLock { $0 }
        func read(_ kind: Kind) -> CacheStatistics {
            stored[kind.rawValue]?.statistics ?? CacheStatistics(byteLimit: byteLimit(kind))
        }
        return RenderCacheStatistics(
            coverageMasks: read(.coverageMasks), pathData: read(.pathData),
            decodedImages: read(.decodedImages), shapedText: read(.shapedText))
    }

    /// Drops every entry of every cache (counts of hits, misses and evictions stay).
    ///
    /// ```swift
    /// RenderCaches.shared.removeAll()
    /// ```
    public func removeAll() {
        for cache in slots.withLock({ $0 }) { cache?.removeAll() }
    }

    /// Caches are equal only to themselves.
    public static func == (lhs: RenderCaches, rhs: RenderCaches) -> Bool { lhs === rhs }

    /// Hashes the identity, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
