import Foundation
import Testing
import VellumCore
@_spi(RenderCaches) import VellumDrawing
import VellumGeometry

@testable import VellumText

/// The shaped-text cache of a `RenderCaches`: bounded in bytes, least recently used first.
@Suite struct ShapeCacheTests {
    @Test func evictsTheLeastRecentlyUsedWithinItsLimit() throws {
        let requests = (10..<60).map { TextLayoutRequest(text: "key \($0)", font: dejaVu(13)) }
        let entry = try requests.map { ShapeCache.byteCount(of: try TextShaper.shape($0), for: $0.normalized) }.max()!
        // Room for about 20 labels; none is over a sixteenth of the limit.
        let caches = RenderCaches(shapedTextBytes: entry * 20)
        let shaper = PangoTextShaper(caches: caches)
        for request in requests.prefix(10) { _ = try shaper.shape(request) }
        _ = try shaper.shape(requests[0]) // now the most recently used
        for request in requests.dropFirst(10) {
            _ = try shaper.shape(request)
            #expect(caches.statistics.shapedText.bytes <= caches.shapedTextBytes)
        }
        let statistics = caches.statistics.shapedText
        #expect(statistics.evictions > 0 && statistics.entries < requests.count)
        // Kept: the most recently used, in that order (59 … 20, then 10, used again after
        // 11 … 19, then those), and nothing older than what was dropped.
        let recency = (Array(requests.dropFirst(10)).reversed() + [requests[0]] + Array(requests[1..<10]).reversed())
            .map(\.text)
        let kept = ShapeCache.of(caches).keysByRecency.map(\.request.text)
        #expect(kept == Array(recency.prefix(kept.count)))
    }

    @Test func longTextIsNotKept() throws {
        let caches = RenderCaches()
        let shaper = PangoTextShaper(caches: caches)
        _ = try shaper.shape(TextLayoutRequest(text: String(repeating: "x", count: ShapeCache.maximumCachedBytes + 1)))
        #expect(caches.statistics.shapedText.entries == 0)
        _ = try shaper.shape(TextLayoutRequest(text: String(repeating: "x", count: 100)))
        #expect(caches.statistics.shapedText.entries == 1)
    }

    @Test func cachedResultsEqualFreshOnes() throws {
        let request = TextLayoutRequest(text: "Cached?", font: dejaVu(23), maxWidth: 40)
        let first = try TextShaper.shape(request)
        let second = try TextShaper.shape(request)
        #expect(first == second)
        #expect(first == (try TextShaper.shapeUncached(request.normalized)))
        #expect(first == (try PangoTextShaper(caches: RenderCaches(shapedTextBytes: 0)).shape(request)))
        // Requests that normalize alike share the entry and the result.
        var equivalent = request
        equivalent.font.weight = 50
        var clamped = request
        clamped.font.weight = 100
        #expect(try TextShaper.shape(equivalent) == TextShaper.shape(clamped))
    }
}
