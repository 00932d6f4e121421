import Foundation
import Hummingbird
import Testing

@testable import VellumServer

@Suite struct ResponseCacheTests {
    private func image(_ bytes: Int, etag: String = "\"e\"") -> RenderedImage {
        RenderedImage(
            body: ByteBuffer(repeating: 7, count: bytes), headers: [.contentType: "image/png"], etag: etag,
            notModifiedHeaders: [:])
    }

    @Test func leastRecentlyUsedGoFirstWithinTheByteLimit() {
        let cache = ResponseCache(byteLimit: 1_000)
        cache.insert(image(400), for: "a")
        cache.insert(image(400), for: "b")
        _ = cache["a"]
        cache.insert(image(400), for: "c")
        #expect(cache["a"] != nil && cache["b"] == nil && cache["c"] != nil)
        #expect(cache.byteCount <= 1_000 && cache.count == 2)
        cache.insert(image(2_000), for: "huge")
        #expect(cache["huge"] == nil)
    }

    @Test func aliasesFindTheirImageAndMissOnceItIsGone() {
        let cache = ResponseCache(byteLimit: 1_000)
        cache.insert(image(400, etag: "\"a\""), for: "a")
        cache.alias("/1?x=1", to: "a")
        cache.alias("/1?x=01", to: "a")
        #expect(cache.image(forURI: "/1?x=1")?.etag == "\"a\"")
        #expect(cache.image(forURI: "/1?x=01")?.etag == "\"a\"")
        #expect(cache.image(forURI: "/1?x=2") == nil)
        cache.insert(image(400), for: "b")
        _ = cache.image(forURI: "/1?x=01")
        cache.insert(image(400), for: "c")
        // "a" was used through an alias after "b" was kept, so "b" went first.
        #expect(cache["b"] == nil && cache["c"] != nil)
        cache.insert(image(400), for: "d")
        #expect(cache.image(forURI: "/1?x=1") == nil)
    }

    @Test func aliasesStayWithinAQuarterOfTheLimit() {
        let cache = ResponseCache(byteLimit: 400)
        cache.insert(image(10), for: "k")
        for index in 0..<200 { cache.alias("/\(index)", to: "k") }
        // 100 bytes of aliases at most: the last few are kept, the early ones were dropped.
        #expect(cache.image(forURI: "/199") != nil)
        #expect(cache.image(forURI: "/0") == nil)
        let kept = (0..<200).filter { cache.image(forURI: "/\($0)") != nil }.count
        #expect(kept * 4 <= 100)
        // No cache, no aliases.
        let none = ResponseCache(byteLimit: 0)
        none.alias("/1", to: "k")
        #expect(none.image(forURI: "/1") == nil)
    }
}
