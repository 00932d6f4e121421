import Foundation
import Testing
import Vellum

/// The decoded-image cache of a `RenderCaches`: bounded in bytes, least recently used first.
@Suite struct DecodedImageCacheTests {
    /// A 16 × 16 PNG of one grey.
    static func png(_ grey: Int) throws -> Data {
        let drawing = GraphicsContext.record(size: CGSize(width: 16, height: 16)) { context in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 16, height: 16)), with: .color(Color(white: Double(grey) / 255)))
        }
        return try CairoRenderer.pngData(drawing)
    }

    @Test func evictsTheLeastRecentlyUsedWithinItsLimit() throws {
        let files = try (0..<8).map { try Self.png($0 * 30) }
        let entry = 16 * 16 * 4 + files.map(\.count).max()!
        // Four images fit (none may take more than a quarter of the limit).
        let caches = RenderCaches(decodedImageBytes: entry * 4)
        let decoder = SystemImageDecoder(caches: caches)
        for file in files.prefix(4) { _ = try decoder.decode(file) }
        _ = try decoder.decode(files[0]) // now the most recently used: file 1 is the least
        #expect(caches.statistics.decodedImages.hits == 1)
        _ = try decoder.decode(files[4])
        var statistics = caches.statistics.decodedImages
        #expect(statistics.entries == 4 && statistics.evictions == 1 && statistics.bytes <= caches.decodedImageBytes)
        _ = try decoder.decode(files[0])
        #expect(caches.statistics.decodedImages.hits == statistics.hits + 1)
        statistics = caches.statistics.decodedImages
        _ = try decoder.decode(files[1])
        #expect(caches.statistics.decodedImages.misses == statistics.misses + 1, "file 1 went first")
        for file in files { _ = try decoder.decode(file) }
        #expect(caches.statistics.decodedImages.bytes <= caches.decodedImageBytes)
        #expect(caches.statistics.decodedImages.entries == 4)
    }

    @Test func tooLargeForAQuarterIsDecodedNotKept() throws {
        let caches = RenderCaches(decodedImageBytes: 16 * 16 * 4 * 2)
        let decoder = SystemImageDecoder(caches: caches)
        for _ in 0..<2 {
            guard case .bitmap(let bitmap) = try decoder.decode(try Self.png(9)) else {
                Issue.record("not a bitmap"); return
            }
            #expect(bitmap.width == 16 && bitmap.premultipliedRGBA[3] == 255)
        }
        #expect(caches.statistics.decodedImages.entries == 0 && caches.statistics.decodedImages.misses == 2)
    }
}
