import Testing
import VellumCore

@testable import VellumSVG

/// The averaging that shrinks a bitmap to the pixels it is drawn at in an SVG.
@Suite struct EmbeddedBitmapTests {
    @Test func eachPixelIsTheMeanOfTheAreaItCovers() throws {
        // Red, blue, transparent to two pixels: the blue one is split half and half.
        let bitmap = try #require(
            ImageBitmap(width: 3, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]))
        // Left: (255 red + ½ × 255 blue) / 1.5 and alpha 1. Right: (½ × 255 blue) / 1.5, alpha ⅓.
        #expect(EmbeddedBitmap.areaAveraged(bitmap, width: 2, height: 1) == [0xFFAA_0055, 0x5500_0055])
    }

    @Test func bothAxesAreAveraged() throws {
        // A 4 × 4 checker of white and black squares of 2 × 2 pixels, to 2 × 2, then to 1 × 1.
        var bytes: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 { bytes += (x / 2 + y / 2).isMultiple(of: 2) ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        }
        let checker = try #require(ImageBitmap(width: 4, height: 4, premultipliedRGBA: bytes))
        #expect(
            EmbeddedBitmap.areaAveraged(checker, width: 2, height: 2) == [
                0xFFFF_FFFF, 0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF
            ])
        #expect(EmbeddedBitmap.areaAveraged(checker, width: 1, height: 1) == [0xFF80_8080])
        // Four rows to three: the middle one takes ⅔ of a white row and ⅔ of a black one.
        let rows = EmbeddedBitmap.areaAveraged(checker, width: 4, height: 3)
        #expect([rows[0], rows[4], rows[8]] == [0xFFFF_FFFF, 0xFF80_8080, 0xFF00_0000])
    }

    @Test func aColourNeverExceedsItsAlpha() throws {
        let bitmap = try #require(
            ImageBitmap(width: 3, height: 1, premultipliedRGBA: [1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1]))
        for pixel in EmbeddedBitmap.areaAveraged(bitmap, width: 2, height: 1) {
            let alpha = pixel >> 24
            #expect([pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF].allSatisfy { $0 <= alpha })
        }
    }
}
