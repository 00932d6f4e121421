import CCairo
import Foundation
import Testing
import Vellum
import VellumQuantization

/// The opt-in lossy palette (libimagequant): a valid indexed PNG within the error it reports.
@Suite struct PNGQuantizationTests {
    /// A badge of many colours: a gradient, a shadow and text.
    static func badge() -> ImageRenderer<some View> {
        ImageRenderer(
            content: HStack(spacing: 0) {
                Text("coverage").padding(.horizontal, 6).frame(height: 20).background(Color(white: 0.33))
                Text("87%").padding(.horizontal, 6).frame(height: 20)
                    .background(LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing))
            }
            .font(.system(size: 11)).foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 4))
            .shadow(color: .black.opacity(0.3), radius: 2, y: 1)
            .padding(4))
    }

    /// Premultiplied ARGB pixels of a PNG, as Cairo reads it.
    static func decode(_ bytes: [UInt8]) throws -> RasterImage { try RasterImage(pngData: Data(bytes)) }

    @Test func aBadgeIsAPaletteWithinTheErrorItReports() throws {
        let renderer = Self.badge()
        let original = try renderer.image()
        let exact = try renderer.pngData()
        let result = try renderer.quantizedPNG(PNGQuantization(maximumColors: 64))
        print(
            "badge \(original.width)×\(original.height): exact PNG \(exact.count) bytes, 64-colour palette \(result.bytes.count) bytes, quality \(result.quality), MSE \(String(format: "%.2f", result.meanSquaredError)), largest error \(result.largestChannelError)"
        )
        #expect(result.bytes[25] == 3)
        #expect(result.colorCount <= 64 && result.colorCount > 16)
        #expect(result.bytes.count * 2 < exact.count)
        #expect(result.quality >= 80)
        #expect(result.meanSquaredError > 0 && result.meanSquaredError < 20)
        // The file holds what the report describes: decoded, no channel is further off than
        // reported (plus one for premultiplying on the way back).
        let decoded = try Self.decode(result.bytes)
        try #require(decoded.width == original.width && decoded.height == original.height)
        var largest = 0
        for (a, b) in zip(decoded.pixels, original.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] {
                largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
        }
        #expect(largest <= result.largestChannelError + 1)
        #expect(largest > 0)
    }

    @Test func anImageWithFewEnoughColoursIsExact() throws {
        let renderer = ImageRenderer(content: Circle().fill(.blue).frame(width: 40, height: 40).padding(2))
        let result = try renderer.quantizedPNG()
        #expect(result.quality == 100 && result.meanSquaredError == 0 && result.largestChannelError == 0)
        #expect(try Self.decode(result.bytes) == renderer.image())
        // The default PNG of it is the same indexed file.
        #expect(try Data(result.bytes) == renderer.pngData())
    }

    @Test func aQualityOutOfReachIsATypedError() throws {
        #expect(throws: PNGEncodingError.qualityTooLow(quality: 99)) {
            try Self.badge().quantizedPNG(PNGQuantization(maximumColors: 2, minimumQuality: 99))
        }
    }

    @Test func outOfRangeOptionsAreClamped() throws {
        for options in [
            PNGQuantization(maximumColors: -5, minimumQuality: -1, dithering: .nan),
            PNGQuantization(maximumColors: 100_000, minimumQuality: 0, dithering: 7)
        ] {
            let result = try Self.badge().quantizedPNG(options)
            #expect((2...256).contains(result.colorCount))
            _ = try Self.decode(result.bytes)
        }
    }
}
