import Foundation
import Testing
import Vellum
@_spi(RenderCaches) import VellumDrawing

/// The byte-bounded LRU cache under every render cache, `RenderCaches`' statistics, and
/// renders that do not depend on what their caches hold.
@Suite struct RenderCachesTests {
    @Test func dropsTheLeastRecentlyUsedFirst() {
        let cache = ByteLimitedCache<String, Int>(byteLimit: 100)
        for (index, key) in ["a", "b", "c", "d"].enumerated() { cache.insert(index, for: key, bytes: 25) }
        #expect(cache.keysByRecency == ["d", "c", "b", "a"])
        #expect(cache.value(for: "a") == 0) // now the most recent: "b" is the least
        #expect(cache.keysByRecency == ["a", "d", "c", "b"])
        cache.insert(4, for: "e", bytes: 25)
        #expect(cache.keysByRecency == ["e", "a", "d", "c"])
        #expect(cache.value(for: "b") == nil)
        // A large entry pushes out as many as it needs, oldest first.
        cache.insert(5, for: "f", bytes: 60)
        #expect(cache.keysByRecency == ["f", "e"])
        let statistics = cache.statistics
        #expect(statistics == CacheStatistics(byteLimit: 100, bytes: 85, entries: 2, hits: 1, misses: 1, evictions: 4))
    }

    @Test func neverHoldsMoreThanItsLimit() {
        var generator = SystemRandomNumberGenerator()
        let cache = ByteLimitedCache<Int, Int>(byteLimit: 10_000, maximumEntryBytes: 2_500)
        for step in 0..<5_000 {
            let key = Int.random(in: 0..<300, using: &generator)
            if cache.value(for: key) == nil {
                cache.insert(step, for: key, bytes: Int.random(in: 0...3_000, using: &generator))
            }
            let statistics = cache.statistics
            #expect(statistics.bytes <= 10_000)
            #expect(statistics.entries == cache.keysByRecency.count)
        }
    }

    @Test func replacingAKeyAndRefusingTooLargeEntries() {
        let cache = ByteLimitedCache<String, Int>(byteLimit: 100, maximumEntryBytes: 50, maximumCount: 3)
        cache.insert(1, for: "a", bytes: 40)
        cache.insert(2, for: "a", bytes: 10)
        #expect(cache.statistics.bytes == 10 && cache.statistics.entries == 1)
        cache.insert(3, for: "a", bytes: 51) // too large: not kept, and the old value goes
        #expect(cache.statistics.entries == 0 && cache.value(for: "a") == nil)
        for key in ["w", "x", "y", "z"] { cache.insert(0, for: key, bytes: 1) }
        #expect(cache.keysByRecency == ["z", "y", "x"])
        cache.removeAll()
        #expect(cache.statistics.entries == 0 && cache.statistics.bytes == 0 && cache.statistics.evictions == 1)
        let off = ByteLimitedCache<String, Int>(byteLimit: 0)
        off.insert(1, for: "a", bytes: 0)
        #expect(off.statistics.entries == 1)
        off.insert(1, for: "b", bytes: 1)
        #expect(off.value(for: "b") == nil)
    }

    @Test func renderCachesReportEachCache() throws {
        let caches = RenderCaches(totalBytes: 64 << 20)
        #expect(caches.decodedImageBytes == 32 << 20 && caches.coverageMaskBytes == 16 << 20)
        #expect(caches.pathDataBytes == 8 << 20 && caches.shapedTextBytes == 8 << 20)
        #expect(caches.statistics.shapedText == CacheStatistics(byteLimit: 8 << 20))
        let renderer = ImageRenderer(content: Self.scene)
        renderer.renderCaches = caches
        _ = try renderer.pngData()
        _ = try renderer.pngData()
        _ = try renderer.svgString()
        _ = try renderer.svgString()
        let statistics = caches.statistics
        for (name, cache) in statistics.all where name != "decoded_images" {
            #expect(cache.entries > 0, "\(name)")
            #expect(cache.hits > 0, "\(name)")
            #expect(cache.bytes <= cache.byteLimit, "\(name)")
        }
        caches.removeAll()
        #expect(caches.statistics.all.allSatisfy { $0.statistics.entries == 0 && $0.statistics.bytes == 0 })
    }

    /// Text (shaped text, masks of glyphs, path data) and strokes (masks), several times over.
    static var scene: some View {
        VStack(spacing: 4) {
            ForEach(0..<6) { index in
                HStack {
                    Text("Upload \(index * 17)%").font(.system(size: 13))
                    Circle().stroke(Color.blue, lineWidth: 3).frame(width: 20, height: 20)
                    Text("Upload")
                }
            }
        }
        .padding(6)
    }

    @Test func tinyCachesDrawTheSamePixelsAsTheShared() throws {
        let tiny = RenderCaches(
            coverageMaskBytes: 2_000, pathDataBytes: 2_000, decodedImageBytes: 2_000, shapedTextBytes: 2_000)
        let none = RenderCaches(totalBytes: 0)
        var outputs: [(pixels: [UInt32], svg: String)] = []
        for caches in [RenderCaches.shared, tiny, none, tiny, RenderCaches.shared] {
            let renderer = ImageRenderer(content: Self.scene)
            renderer.scale = 2
            renderer.renderCaches = caches
            outputs.append((try renderer.image().pixels, try renderer.svgString()))
        }
        for output in outputs.dropFirst() {
            #expect(output.pixels == outputs[0].pixels)
            #expect(output.svg == outputs[0].svg)
        }
        #expect(tiny.statistics.all.allSatisfy { $0.statistics.bytes <= 2_000 })
        #expect(none.statistics.all.allSatisfy { $0.statistics.entries == 0 })
    }
}
