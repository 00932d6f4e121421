import Foundation
import Testing
import VellumGeometry
import VellumCore
@testable import VellumText

/// The bounded result cache.
@Suite struct ShapeCacheTests {
    static func value(_ width: CGFloat) -> ShapedText {
        ShapedText(size: CGSize(width: width, height: 1), outline: Path(), firstBaseline: 0, lastBaseline: 0, lines: [])
    }

    @Test func evictsTheLeastRecentlyUsed() {
        var cache = ShapeCache()
        let keys = (0...ShapeCache.capacity).map { TextLayoutRequest(text: "key \($0)") }
        for (index, key) in keys.dropLast().enumerated() { cache.insert(Self.value(CGFloat(index)), for: key) }
        #expect(cache.count == ShapeCache.capacity)
        #expect(cache.value(for: keys[0])?.size.width == 0)  // key 0 is now the most recent
        cache.insert(Self.value(-1), for: keys.last!)
        #expect(cache.count == ShapeCache.capacity)
        #expect(cache.value(for: keys[0]) != nil)
        #expect(cache.value(for: keys[1]) == nil, "key 1 was the least recently used")
        #expect(cache.value(for: keys.last!)?.size.width == -1)
        // Replacing a present key evicts nothing.
        cache.insert(Self.value(7), for: keys[2])
        #expect(cache.count == ShapeCache.capacity)
        #expect(cache.value(for: keys[2])?.size.width == 7)
    }

    @Test func longTextIsNotKept() {
        var cache = ShapeCache()
        let long = TextLayoutRequest(text: String(repeating: "x", count: ShapeCache.maximumCachedBytes + 1))
        cache.insert(Self.value(1), for: long)
        #expect(cache.count == 0)
        let short = TextLayoutRequest(text: String(repeating: "x", count: ShapeCache.maximumCachedBytes))
        cache.insert(Self.value(1), for: short)
        #expect(cache.count == 1)
    }

    @Test func cachedResultsEqualFreshOnes() throws {
        let request = TextLayoutRequest(text: "Cached?", font: dejaVu(23), maxWidth: 40)
        let first = try TextShaper.shape(request)
        let second = try TextShaper.shape(request)
        #expect(first == second)
        #expect(first == (try TextShaper.shapeUncached(request.normalized)))
        // Requests that normalize alike share the entry and the result.
        var equivalent = request
        equivalent.font.weight = 50
        var clamped = request
        clamped.font.weight = 100
        #expect(try TextShaper.shape(equivalent) == TextShaper.shape(clamped))
    }
}
