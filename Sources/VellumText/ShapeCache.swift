/// The most recent results of ``TextShaper``, keyed by normalized request: layout asks for
/// the same text several times (measure with one proposal, then another, then draw).
///
/// At most `capacity` entries; when full, the least recently used entry makes room. Only
/// texts of at most `maximumCachedBytes` UTF-8 bytes are kept, so the cache stays small
/// (labels, not documents).
struct ShapeCache {
    static let capacity = 256
    static let maximumCachedBytes = 1_024

    private struct Entry {
        var value: ShapedText
        var lastUse: UInt64
    }

    private var entries: [TextLayoutRequest: Entry] = [:]
    private var clock: UInt64 = 0

    var count: Int { entries.count }

    mutating func value(for request: TextLayoutRequest) -> ShapedText? {
        guard var entry = entries[request] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[request] = entry
        return entry.value
    }

    mutating func insert(_ value: ShapedText, for request: TextLayoutRequest) {
        guard request.text.utf8.count <= Self.maximumCachedBytes else { return }
        clock += 1
        if entries[request] == nil, entries.count >= Self.capacity,
           let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries.removeValue(forKey: oldest)
        }
        entries[request] = Entry(value: value, lastUse: clock)
    }

    mutating func removeAll() { entries.removeAll() }
}
