import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTesting

/// A bitmap in our SVG is embedded at the resolution it is drawn: a photo drawn small does
/// not carry all its pixels into the file.
@Suite struct EmbeddedResolutionTests {
    /// 400 × 400 pixels of hash colours: detail that a PNG cannot squeeze.
    static let photo: ImageBitmap = {
        var bytes = [UInt8](repeating: 255, count: 400 * 400 * 4)
        for y in 0..<400 {
            for x in 0..<400 {
                var hash = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
                hash = hash &* 2_654_435_761
                let o = (y * 400 + x) * 4
                bytes[o] = UInt8(truncatingIfNeeded: hash >> 8)
                bytes[o + 1] = UInt8(truncatingIfNeeded: hash >> 16)
                bytes[o + 2] = UInt8(truncatingIfNeeded: hash >> 24)
            }
        }
        return ImageBitmap(width: 400, height: 400, premultipliedRGBA: bytes)!
    }()

    /// The width, height and byte count of every PNG embedded in `svg`.
    static func embeddedPNGs(_ svg: Data) throws -> [(width: Int, height: Int, bytes: Int)] {
        let text = String(decoding: svg, as: UTF8.self)
        return try text.components(separatedBy: "data:image/png;base64,").dropFirst().map { part in
            let base64 = String(part.prefix { $0 != "\"" })
            let png = try #require(Data(base64Encoded: base64))
            func word(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20), png.count)
        }
    }

    @Test func aBitmapDrawnSmallIsEmbeddedAtThePixelsDrawn() throws {
        let view = Image(.bitmap(Self.photo)).resizable().frame(width: 40, height: 30)
        let renderer = ImageRenderer(content: view)
        let svg = try renderer.svgData()
        let embedded = try Self.embeddedPNGs(svg)
        #expect(embedded.map { [$0.width, $0.height] } == [[40, 30]])
        let full = try RasterImage(width: 400, height: 400, pixels: Self.photo.argbPixels).pngData()
        print("embedded \(embedded[0].bytes) bytes, the full bitmap \(full.count); SVG \(svg.count)")
        #expect(svg.count * 20 < full.count)

        // librsvg draws the averaged pixels as Cairo draws the full bitmap scaled down.
        let png = try renderer.image()
        let librsvg = try LibrsvgRenderer.image(svg: svg, width: png.width, height: png.height)
        let result = ImageComparison(pixelTolerance: 8, maximumDifferingShare: 0.005).compare(
            expected: png, actual: librsvg)
        print("averaged embed vs Cairo: \(result.summary)")
        #expect(result.matches, "\(result.summary)")
    }

    @Test func theRenderScaleCountsInThePixelsDrawn() throws {
        let renderer = ImageRenderer(content: Image(.bitmap(Self.photo)).resizable().frame(width: 40, height: 30))
        renderer.scale = 2
        #expect(try Self.embeddedPNGs(renderer.svgData()).map { [$0.width, $0.height] } == [[80, 60]])
    }

    @Test func aBitmapDrawnAtOrAboveItsSizeKeepsItsPixels() throws {
        for side in [400.0, 640.0] {
            let svg = try ImageRenderer(
                content: Image(.bitmap(Self.photo)).resizable().frame(width: side, height: side)
            ).svgData()
            #expect(try Self.embeddedPNGs(svg).map { [$0.width, $0.height] } == [[400, 400]])
        }
    }

    @Test func nearestNeighbourKeepsEveryPixelToPickFrom() throws {
        let view = Image(.bitmap(Self.photo)).resizable().interpolation(.none).frame(width: 40, height: 30)
        #expect(
            try Self.embeddedPNGs(ImageRenderer(content: view).svgData()).map { [$0.width, $0.height] } == [[400, 400]])
    }

    @Test func aFileSmallerThanItsAveragedPixelsIsEmbeddedAsItIs() throws {
        // A 48 × 48 PNG of 326 bytes beats any PNG of 47 × 47 averaged pixels.
        let file = try fixture("avatar.png")
        let svg = try ImageRenderer(content: Image(data: file).resizable().frame(width: 47, height: 47)).svgData()
        #expect(String(decoding: svg, as: UTF8.self).contains(file.base64EncodedString()))
    }

    @Test func eachDrawnSizeIsEmbeddedOnce() throws {
        let view = VStack {
            ForEach(0..<3) { _ in Image(.bitmap(Self.photo)).resizable().frame(width: 40, height: 40) }
            Image(.bitmap(Self.photo)).resizable().frame(width: 20, height: 20)
        }
        let sizes = try Self.embeddedPNGs(ImageRenderer(content: view).svgData()).map { [$0.width, $0.height] }
        #expect(sizes.sorted { $0[0] < $1[0] } == [[20, 20], [40, 40]])
    }
}

extension ImageBitmap {
    /// Premultiplied RGBA bytes as ARGB words.
    var argbPixels: [UInt32] {
        premultipliedRGBA.withUnsafeBufferPointer { rgba in
            (0..<width * height).map { ImageBitmap.argbWord(fromRGBA: rgba.baseAddress! + 4 * $0) }
        }
    }
}
