import VellumDrawing
/// The most recent results of ``TextShaper``, keyed by normalized request: layout asks for
/// the same text several times (measure with one proposal, then another, then draw).
///
/// At most `capacity` entries; when full, the least recently used entry makes room (found
/// by a scan of one contiguous array of use times, cheaper than keeping a list in order).
/// Only texts of at most `maximumCachedBytes` UTF-8 bytes are kept, so the cache stays
/// small (labels, not documents).
struct ShapeCache {
    static let capacity = 256
    static let maximumCachedBytes = 1_024

    private var slots: [TextLayoutRequest: Int] = [:]
    private var keys: [TextLayoutRequest] = []
    private var values: [ShapedText] = []
    private var lastUse: [UInt64] = []
    private var clock: UInt64 = 0
    /// Counts the times the fonts changed (`FontRegistry`): a shape begun under an older
    /// generation is not inserted, so no result shaped with the old fonts outlives them.
    var generation = 0

    var count: Int { keys.count }

    mutating func value(for request: TextLayoutRequest) -> ShapedText? {
        guard let slot = slots[request] else { return nil }
        clock += 1
        lastUse[slot] = clock
        return values[slot]
    }

    mutating func insert(_ value: ShapedText, for request: TextLayoutRequest) {
        guard request.text.utf8.count <= Self.maximumCachedBytes else { return }
        clock += 1
        if let slot = slots[request] {
            values[slot] = value
            lastUse[slot] = clock
        } else if keys.count < Self.capacity {
            slots[request] = keys.count
            keys.append(request)
            values.append(value)
            lastUse.append(clock)
        } else {
            var oldest = 0
            for slot in lastUse.indices where lastUse[slot] < lastUse[oldest] { oldest = slot }
            slots.removeValue(forKey: keys[oldest])
            slots[request] = oldest
            keys[oldest] = request
            values[oldest] = value
            lastUse[oldest] = clock
        }
    }
}
