import Foundation
import Testing
import VellumDrawing
@_spi(SVGWriting) import VellumGeometry
import VellumSVG

/// The cache of text outlines' path data: a hit must give exactly the bytes a write gives,
/// whatever the placement; the least recently used data goes first.
@Suite struct PathDataCacheTests {
    private func glyphLike(_ shift: CGFloat = 0) -> Path {
        var path = Path(ellipseIn: CGRect(x: 1.003, y: 2.5, width: 6.25, height: 8.125))
        path.move(to: CGPoint(x: 9.25, y: 10))
        path.addCurve(
            to: CGPoint(x: 14.5 + shift, y: 3.333), control1: CGPoint(x: 10, y: 1), control2: CGPoint(x: 13.7, y: 0.2))
        path.addLine(to: CGPoint(x: 14.5, y: 10))
        path.closeSubpath()
        return path
    }

    private func written(_ path: Path, _ transform: CGAffineTransform, _ precision: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        path.applying(transform).appendSVGPathData(precision: precision, to: &bytes)
        return bytes
    }

    @Test func hitsGiveTheBytesAWriteGives() {
        let cache = PathDataCache(byteLimit: 1 << 20)
        let outline = glyphLike()
        let transforms = [
            CGAffineTransform.identity, CGAffineTransform(translationX: 0.004, y: 0),
            CGAffineTransform(translationX: 10.5, y: -3.25), CGAffineTransform(rotationAngle: 0.3),
            CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1000.001, y: 7)
        ]
        var expectedCount = 0
        for transform in transforms {
            for precision in [0, 2, 6] {
                let expected = written(outline, transform, precision)
                for _ in 0..<2 {
                    var bytes = SVGBytes("<path d=\"")
                    cache.appendPathData(of: outline, transform: transform, precision: precision, to: &bytes)
                    #expect(bytes.array == Array("<path d=\"".utf8) + expected)
                }
                expectedCount += 1
                #expect(cache.count == expectedCount)
            }
        }
    }

    @Test func outlinesOfTheSameSizeAndEndDoNotShareData() {
        let cache = PathDataCache(byteLimit: 1 << 20)
        let a = glyphLike(), b = glyphLike(0.5)
        #expect(a.elementCount == b.elementCount && a.currentPoint == b.currentPoint)
        var first = SVGBytes(), second = SVGBytes()
        cache.appendPathData(of: a, transform: .identity, precision: 2, to: &first)
        cache.appendPathData(of: b, transform: .identity, precision: 2, to: &second)
        #expect(first.array == written(a, .identity, 2))
        #expect(second.array == written(b, .identity, 2))
        #expect(first != second)
    }

    @Test func staysWithinItsByteLimit() {
        let limit = 4_000
        let cache = PathDataCache(byteLimit: limit)
        let outline = glyphLike()
        let size = written(outline, .identity, 2).count
        for step in 0..<200 {
            let transform = CGAffineTransform(translationX: CGFloat(step), y: 0)
            var bytes = SVGBytes()
            cache.appendPathData(of: outline, transform: transform, precision: 2, to: &bytes)
            #expect(bytes.array == written(outline, transform, 2))
            #expect(cache.count * size <= limit + size)
        }
        // Outlines too large for a sixteenth of the limit are written, never kept.
        var big = Path()
        for index in 0..<400 { big.addRect(CGRect(x: CGFloat(index) * 1.37, y: 0, width: 1, height: 1)) }
        let before = cache.count
        var bytes = SVGBytes()
        cache.appendPathData(of: big, transform: .identity, precision: 2, to: &bytes)
        #expect(bytes.array == written(big, .identity, 2))
        #expect(cache.count == before)
    }

    @Test func aFullCacheDropsTheLeastRecentlyUsed() {
        let outline = glyphLike()
        // Every placement writes as many bytes: 1000 + step keeps the digits.
        let entry = written(outline, CGAffineTransform(translationX: 1000, y: 0), 2).count + outline.estimatedByteCount
        let caches = RenderCaches(pathDataBytes: entry * 16)
        let cache = PathDataCache(caches)
        func write(_ step: Int) {
            var bytes = SVGBytes()
            cache.appendPathData(
                of: outline, transform: CGAffineTransform(translationX: CGFloat(1000 + step), y: 0),
                precision: 2, to: &bytes)
        }
        for step in 0..<16 { write(step) }
        #expect(cache.count == 16)
        write(0) // now the most recently used: step 1 is the least
        write(100)
        let statistics = caches.statistics.pathData
        #expect(statistics.entries == 16 && statistics.evictions == 1 && statistics.bytes <= caches.pathDataBytes)
        write(0)
        #expect(caches.statistics.pathData.hits == statistics.hits + 1)
        write(1)
        #expect(caches.statistics.pathData.misses == statistics.misses + 1, "step 1 went first")
    }
}

/// Clips and shadow filters a document defines once and shares, however many there are.
@Suite struct SVGDefinitionSharingTests {
    @Test func everyDistinctClipIsDefinedOnceAndEqualClipsShareIt() throws {
        // 1,500 distinct clips (widths differ by a hundredth), each used twice, plus rounded
        // rectangles that share their start point and element count but not their size.
        let markup = try svg(400, 400) { context, _ in
            for index in 0..<1_500 {
                let rect = CGRect(x: 1, y: 1, width: 10 + CGFloat(index) / 100, height: 10)
                for _ in 0..<2 {
                    var clipped = context
                    clipped.clip(to: Path(rect))
                    clipped.fill(Path(CGRect(x: 0, y: 0, width: 400, height: 400)), with: .color(.red))
                }
            }
            for width in [40.0, 60.0, 80.0, 40.0] {
                var clipped = context
                clipped.clip(to: Path(roundedRect: CGRect(x: 5, y: 5, width: width, height: 20), cornerRadius: 4))
                clipped.fill(Path(CGRect(x: 0, y: 0, width: 400, height: 400)), with: .color(.blue))
            }
        }
        let definitions = markup.components(separatedBy: "<clipPath").count - 1
        let uses = markup.components(separatedBy: "clip-path=\"url(#").count - 1
        #expect(definitions == 1_500 + 3)
        #expect(uses == 3_000 + 4)
    }

    @Test func labelsWithTheSameShadowShareOneFilter() throws {
        let markup = try svg(200, 60) { context, _ in
            for index in 0..<3 {
                var shadowed = context
                shadowed.addFilter(.shadow(color: .black, radius: index == 2 ? 3 : 2, x: 0, y: 1))
                shadowed.fill(
                    Path(CGRect(x: CGFloat(index) * 60 + 5, y: 5, width: 40, height: 40)), with: .color(.white))
            }
        }
        #expect(markup.components(separatedBy: "<filter").count - 1 == 2)
        #expect(markup.components(separatedBy: "filter=\"url(#").count - 1 == 3)
    }
}
