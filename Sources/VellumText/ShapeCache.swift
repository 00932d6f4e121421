@_spi(RenderCaches) import VellumDrawing
import VellumGeometry

/// The recent results of ``TextShaper``, keyed by normalized request, in a ``RenderCaches``:
/// layout asks for the same text several times (measure with one proposal, then another,
/// then draw), and a server shapes the same labels in every render.
///
/// Bounded in bytes (`RenderCaches/shapedTextBytes`, each result counted by
/// ``byteCount(of:)``), least recently used dropped first. Only texts of at most
/// ``maximumCachedBytes`` UTF-8 bytes are kept, and no result over a sixteenth of the limit,
/// so the cache holds labels, not documents.
enum ShapeCache {
    static let maximumCachedBytes = 1_024

    /// A request and the font generation it was shaped under (`FontRegistry` adds fonts):
    /// results shaped with older fonts are never found again, and age out.
    struct Key: Hashable, Sendable {
        let request: TextLayoutRequest
        let generation: Int
    }

    /// The shaped-text cache of `caches`.
    static func of(_ caches: RenderCaches) -> ByteLimitedCache<Key, ShapedText> {
        caches.cache(.shapedText, maximumEntryBytes: caches.shapedTextBytes / 16)
    }

    /// The shaped-text cache of `RenderCaches.shared`, found once.
    static let shared = of(.shared)

    /// About the memory a kept result and its key take: the outlines' elements, the text of
    /// the request and of each line, and the fixed parts.
    static func byteCount(of shaped: ShapedText, for request: TextLayoutRequest) -> Int {
        var bytes = 256 + request.text.utf8.count + shaped.outline.estimatedByteCount
        for line in shaped.lines { bytes += 64 + line.text.utf8.count }
        for span in shaped.spans {
            bytes += 128 + span.outline.estimatedByteCount + 32 * (span.underline.count + span.strikethrough.count)
            for piece in span.pieces { bytes += 64 + piece.text.utf8.count }
        }
        return bytes
    }
}
