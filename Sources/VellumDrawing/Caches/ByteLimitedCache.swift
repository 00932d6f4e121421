import Synchronization

/// A thread-safe cache bounded in bytes: each entry is given a size when inserted, and the
/// least recently used entries make room for new ones. Every cache of ``RenderCaches`` is one.
///
/// The order is a doubly linked list through an array of nodes (indices, not references), so
/// a hit, an insertion and an eviction each cost a dictionary lookup and a few index writes.
/// Its lookups are `@inlinable` so that each client module specializes them for its key and
/// value: unspecialized, every call looked up generic metadata and hashed through witnesses.
/// The class is SPI-public (`@_spi(RenderCaches) import VellumDrawing`), outside the API,
/// because the compiler specializes `@inlinable` code across modules only when it is public:
/// as `package` API, every lookup went through the generic entry point (2,200 instructions).
@_spi(RenderCaches)
public final class ByteLimitedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most bytes the entries may take together.
    @usableFromInline package let byteLimit: Int
    /// Entries larger than this are not kept: one large entry should not empty the cache.
    @usableFromInline package let maximumEntryBytes: Int
    /// The most entries kept, whatever their bytes (nil: no limit).
    @usableFromInline package let maximumCount: Int?

    @usableFromInline struct Node {
        @usableFromInline var key: Key?
        @usableFromInline var value: Value?
        @usableFromInline var bytes = 0
        @usableFromInline var newer = -1
        @usableFromInline var older = -1

        @inlinable init(key: Key? = nil, value: Value? = nil, bytes: Int = 0) {
            self.key = key
            self.value = value
            self.bytes = bytes
        }
    }

    @usableFromInline struct State {
        @inlinable init() {}

        @usableFromInline var slots: [Key: Int] = [:]
        @usableFromInline var nodes: [Node] = []
        /// Indices of nodes not in use.
        @usableFromInline var free: [Int] = []
        @usableFromInline var newest = -1
        @usableFromInline var oldest = -1
        @usableFromInline var bytes = 0
        @usableFromInline var hits = 0
        @usableFromInline var misses = 0
        @usableFromInline var evictions = 0

        @inlinable mutating func unlink(_ index: Int) {
            let node = nodes[index]
            if node.newer >= 0 { nodes[node.newer].older = node.older } else { newest = node.older }
            if node.older >= 0 { nodes[node.older].newer = node.newer } else { oldest = node.newer }
            nodes[index].newer = -1
            nodes[index].older = -1
        }

        @inlinable mutating func pushNewest(_ index: Int) {
            nodes[index].older = newest
            nodes[index].newer = -1
            if newest >= 0 { nodes[newest].newer = index } else { oldest = index }
            newest = index
        }

        /// Drops the node at `index` (already unlinked).
        @inlinable mutating func release(_ index: Int) {
            if let key = nodes[index].key { slots[key] = nil }
            bytes -= nodes[index].bytes
            nodes[index] = Node()
            free.append(index)
        }
    }

    @usableFromInline let state = Mutex(State())

    /// A cache of at most `byteLimit` bytes (negative counts as 0) that keeps no entry over
    /// `maximumEntryBytes` (default: the whole limit) and, if given, at most `maximumCount` entries.
    package init(byteLimit: Int, maximumEntryBytes: Int? = nil, maximumCount: Int? = nil) {
        self.byteLimit = max(byteLimit, 0)
        self.maximumEntryBytes = min(maximumEntryBytes ?? self.byteLimit, self.byteLimit)
        self.maximumCount = maximumCount.map { max($0, 0) }
    }

    /// The value kept for `key`, which becomes the most recently used; counted as a hit or a miss.
    @inlinable public func value(for key: Key) -> Value? {
        state.withLock { state in
            guard let index = state.slots[key] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            if state.newest != index {
                state.unlink(index)
                state.pushNewest(index)
            }
            return state.nodes[index].value
        }
    }

    /// Whether `key` is kept, without counting a hit or a miss or changing the order.
    @inlinable public func contains(_ key: Key) -> Bool {
        state.withLock { $0.slots[key] != nil }
    }

    /// Keeps `value` for `key` as the most recently used entry, taking `bytes`, and drops the
    /// least recently used entries until the cache is within its limits. A value over
    /// ``maximumEntryBytes`` is not kept (and an older value for `key` is dropped).
    @inlinable public func insert(_ value: Value, for key: Key, bytes: Int) {
        let bytes = max(bytes, 0)
        state.withLock { state in
            if let index = state.slots[key] {
                state.unlink(index)
                state.release(index)
            }
            guard bytes <= maximumEntryBytes, maximumCount != 0 else { return }
            let index: Int
            if let reused = state.free.popLast() {
                index = reused
            } else {
                index = state.nodes.count
                state.nodes.append(Node())
            }
            state.nodes[index] = Node(key: key, value: value, bytes: bytes)
            state.slots[key] = index
            state.bytes += bytes
            state.pushNewest(index)
            while state.bytes > byteLimit || state.slots.count > (maximumCount ?? .max), state.oldest >= 0,
                state.oldest != index
            {
                let oldest = state.oldest
                state.unlink(oldest)
                state.release(oldest)
                state.evictions += 1
            }
        }
    }

    /// Drops every entry (the hit, miss and eviction counts stay).
    package func removeAll() {
        state.withLock { state in
            let counts = (state.hits, state.misses, state.evictions)
            state = State()
            (state.hits, state.misses, state.evictions) = counts
        }
    }

    /// The keys from the most to the least recently used, for tests.
    package var keysByRecency: [Key] {
        state.withLock { state in
            var keys: [Key] = []
            var index = state.newest
            while index >= 0 {
                if let key = state.nodes[index].key { keys.append(key) }
                index = state.nodes[index].older
            }
            return keys
        }
    }

    /// What the cache holds and how it has been used, read now.
    package var statistics: CacheStatistics {
        state.withLock { state in
            CacheStatistics(
                byteLimit: byteLimit, bytes: state.bytes, entries: state.slots.count,
                hits: state.hits, misses: state.misses, evictions: state.evictions)
        }
    }
}

/// A ``ByteLimitedCache`` whatever its key and value: what ``RenderCaches`` reports and empties.
package protocol RenderCacheStorage: AnyObject, Sendable {
    var statistics: CacheStatistics { get }
    func removeAll()
}

extension ByteLimitedCache: RenderCacheStorage {}
