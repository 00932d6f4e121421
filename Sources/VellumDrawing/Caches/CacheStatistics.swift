/// One cache of ``RenderCaches`` at one moment: its limit, what it holds and how it has been
/// used since it was made. Read through ``RenderCaches/statistics``.
///
/// ```swift
/// let masks = RenderCaches.shared.statistics.coverageMasks
/// print("\(masks.bytes) of \(masks.byteLimit) bytes, \(masks.entries) masks, hit rate \(masks.hitRate)")
/// ```
public struct CacheStatistics: Hashable, Sendable {
    /// The most bytes the cache may hold.
    public var byteLimit: Int
    /// The bytes its entries take now (as estimated when each was kept).
    public var bytes: Int
    /// The entries it holds now.
    public var entries: Int
    /// Lookups that found an entry.
    public var hits: Int
    /// Lookups that found none.
    public var misses: Int
    /// Entries dropped to make room for newer ones (least recently used first).
    public var evictions: Int

    /// Statistics; every count defaults to 0.
    ///
    /// - Parameters:
    ///   - byteLimit: The most bytes the cache may hold.
    ///   - bytes: The bytes held.
    ///   - entries: The entries held.
    ///   - hits: Lookups that found an entry.
    ///   - misses: Lookups that found none.
    ///   - evictions: Entries dropped to make room.
    public init(
        byteLimit: Int = 0, bytes: Int = 0, entries: Int = 0, hits: Int = 0, misses: Int = 0, evictions: Int = 0
    ) {
        self.byteLimit = byteLimit
        self.bytes = bytes
        self.entries = entries
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
    }

    /// The share of lookups that found an entry, 0...1 (0 before the first lookup).
    public var hitRate: Double {
        hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses)
    }
}
