import CCairo
import Foundation
import Testing
import Vellum
import VellumCore

@testable import VellumCairo

/// SwiftUI's colour filters on pixels: straight colour, sRGB, clamped, as SwiftUI's
/// `ColorMatrix` helpers define them (Rec. 709 luminance).
@Suite struct ColorFilterTests {
    /// Premultiplied ARGB32 → straight colour.
    static func straight(_ pixel: UInt32) -> RGBAColor {
        let a = Double(pixel >> 24) / 255
        guard a > 0 else { return .clear }
        func c(_ shift: UInt32) -> Double { Double((pixel >> shift) & 0xFF) / 255 / a }
        return RGBAColor(red: c(16), green: c(8), blue: c(0), opacity: a)
    }

    /// Straight colour → the premultiplied pixel the filter writes.
    static func premultiplied(_ color: RGBAColor) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        let a = color.opacity
        return byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8 | byte(color.blue * a)
    }

    static func channels(_ p: UInt32) -> [Int] { [24, 16, 8, 0].map { Int((p >> UInt32($0)) & 0xFF) } }

    @Test func grayscaleOfSystemRedIsItsRec709Luma() throws {
        let red = try #require(Color(hex: "FF3B30"))
        let image = try render(red.grayscale(1).frame(width: 8, height: 8))
        // 0.2126 · 1 + 0.7152 · 59/255 + 0.0722 · 48/255 = 0.39167 → 99.9 → 100.
        let luma = 0.2126 + 0.7152 * 0x3B / 255 + 0.0722 * 0x30 / 255
        let expected = UInt32((luma * 255).rounded())
        #expect(expected == 100)
        #expect(image.pixels[27] == 0xFF00_0000 | expected << 16 | expected << 8 | expected)
    }

    /// A custom matrix works on the straight colour of a half-transparent pixel: channels
    /// swap, alpha scales, an offset adds, and the result is clamped.
    @Test func colorMatrixArithmeticOnStraightColour() throws {
        let colour = Color(red: 0.8, green: 0.4, blue: 0.2, opacity: 0.5)
        var matrix = ColorMatrix()
        (matrix.r1, matrix.r3) = (0, 1)
        (matrix.b1, matrix.b3) = (1, 0)
        matrix.g5 = 0.7 // pushes green past 1: clamped
        matrix.a4 = 1.5
        let plain = try render(colour.frame(width: 8, height: 8))
        let filtered = try render(
            Canvas { context, size in
                context.addFilter(.colorMatrix(matrix))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(colour))
            }.frame(width: 8, height: 8))
        let expected = Self.premultiplied(matrix.apply(Self.straight(plain.pixels[0])))
        #expect(Self.channels(expected) == [192, 38, 192, 153], "a 0.75, r 0.2, g 1 (clamped), b 0.8")
        #expect(filtered.pixels[0] == expected)
    }

    @Test func luminanceToAlphaOnAGradient() throws {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let plain = try render(gradient.frame(width: 64, height: 4))
        let filtered = try render(gradient.luminanceToAlpha().frame(width: 64, height: 4))
        for x in stride(from: 0, to: 64, by: 7) {
            let grey = Int((plain.pixels[64 + x] >> 16) & 0xFF)
            let pixel = filtered.pixels[64 + x]
            #expect(pixel & 0x00FF_FFFF == 0, "black")
            // Grey g has luminance g (the weights sum to 1).
            #expect(abs(Int(pixel >> 24) - grey) <= 1, "column \(x): alpha \(pixel >> 24), grey \(grey)")
        }
        #expect(filtered.pixels[64 + 63] >> 24 >= 250)
    }

    /// A gradient from clear to black: the columns whose alpha lies in 0.25...0.75 (on the
    /// 8-bit alphas, both ends kept) become the colour, every other column transparent.
    static func thresholdScene(_ threshold: Bool) -> some View {
        Canvas { context, size in
            if threshold { context.addFilter(.alphaThreshold(min: 0.25, max: 0.75, color: .blue)) }
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(
                    Gradient(colors: [.clear, .black]), startPoint: .zero,
                    endPoint: CGPoint(x: size.width, y: 0)))
        }
        .frame(width: 128, height: 4)
    }

    @Test func alphaThresholdOnAGradient() throws {
        let plain = try render(Self.thresholdScene(false)), filtered = try render(Self.thresholdScene(true))
        let blue = Self.premultiplied(Color.blue.resolved)
        var kept = 0
        for x in 0..<128 {
            let alpha = Double(plain.pixels[128 + x] >> 24) / 255
            let inside = alpha >= 0.25 - 1e-9 && alpha <= 0.75 + 1e-9
            #expect(filtered.pixels[128 + x] == (inside ? blue : 0), "column \(x), alpha \(alpha)")
            if inside { kept += 1 }
        }
        #expect((60...68).contains(kept))
        // An empty range keeps nothing; the whole range keeps every pixel, the transparent ones too.
        let none = try render(
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.8, max: 0.2))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            }.frame(width: 4, height: 4))
        #expect(none.pixels.allSatisfy { $0 == 0 })
        let all = try render(
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0, color: .red))
                context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: .color(.black))
            }.frame(width: 4, height: 4))
        #expect(all.pixels.allSatisfy { $0 == Self.premultiplied(Color.red.resolved) })
    }

    /// `.linearColor`: the matrix sees linear light. Grey from system red is its Rec. 709
    /// luminance in linear light, encoded again: not the luma of the encoded values.
    @Test func linearColorFiltersWorkOnLinearLight() throws {
        func grey(_ options: GraphicsContext.FilterOptions) throws -> UInt32 {
            let image = try render(
                Canvas { context, size in
                    context.addFilter(.grayscale(1), options: options)
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                }.frame(width: 2, height: 2))
            return (image.pixels[0] >> 16) & 0xFF
        }
        let red = Color.red.resolved
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ l: Double) -> Double { l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055 }
        let linearLuminance = 0.2126 * decode(red.red) + 0.7152 * decode(red.green) + 0.0722 * decode(red.blue)
        #expect(try grey(.linearColor) == UInt32((encode(linearLuminance) * 255).rounded()))
        let encodedLuma = 0.2126 * red.red + 0.7152 * red.green + 0.0722 * red.blue
        #expect(try grey([]) == UInt32((encodedLuma * 255).rounded()))
        #expect(try grey(.linearColor) > grey([]) + 20)
        // A blur in linear light is refused rather than drawn in sRGB.
        #expect(throws: RenderError.unsupported(feature: "FilterOptions.linearColor for a blur")) {
            try render(
                Canvas { context, size in
                    context.addFilter(.blur(radius: 2), options: .linearColor)
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                }.frame(width: 4, height: 4))
        }
    }

    @Test func colorInvertTakesComplements() throws {
        let row = HStack(spacing: 0) {
            Color.white.frame(width: 4, height: 4)
            Color(red: 0, green: 0, blue: 1).frame(width: 4, height: 4)
            Color(red: 0.2, green: 0.6, blue: 1, opacity: 0.5).frame(width: 4, height: 4)
        }
        let plain = try render(row), image = try render(row.colorInvert())
        #expect(image.pixels[0] == 0xFF00_0000)
        #expect(image.pixels[4] == 0xFFFF_FF00)
        // The complement of the stored straight colour (about 0.8, 0.4, 0) at the same alpha.
        let source = Self.straight(plain.pixels[8])
        let expected = Self.premultiplied(
            RGBAColor(
                red: 1 - source.red, green: 1 - source.green,
                blue: 1 - source.blue, opacity: source.opacity))
        #expect(image.pixels[8] == expected)
        #expect(Self.channels(expected)[0] == 128 && abs(Self.channels(expected)[1] - 102) <= 1)
    }

    /// Consecutive colour filters are one matrix, outer × inner, with no clamping between,
    /// as SwiftUI merges them: brightness 0.6 then contrast 0.5 on white stays below 1.
    @Test func consecutiveFiltersMergeWithoutClampingBetween() throws {
        func canvas(_ filters: [GraphicsContext.Filter]) -> some View {
            Canvas { context, size in
                for filter in filters { context.addFilter(filter) }
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.9)))
            }.frame(width: 4, height: 4)
        }
        let merged = try render(canvas([.brightness(0.6), .contrast(0.5)]))
        let product = try render(canvas([.colorMatrix(ColorMatrix.contrast(0.5) * ColorMatrix.brightness(0.6))]))
        #expect(merged == product)
        // 0.9 + 0.6 = 1.5, then 0.5 · 1.5 + 0.25 = 1.0: clamping first would give 0.75.
        #expect(merged.pixels[0] == 0xFFFF_FFFF)
    }

    /// A colour filter after a shadow filters the shadow too; before it, it does not.
    /// The filter added last applies first, as SwiftUI's: `alphaThreshold` then `blur` is the
    /// usual way SwiftUI code writes a threshold of the blurred drawing.
    @Test func theFilterAddedLastAppliesFirst() throws {
        func canvas(shadowFirst: Bool) -> some View {
            Canvas { context, _ in
                let shadow = GraphicsContext.Filter.shadow(color: .black, radius: 0, x: 6, y: 0)
                let invert = GraphicsContext.Filter.colorInvert()
                context.addFilter(shadowFirst ? shadow : invert)
                context.addFilter(shadowFirst ? invert : shadow)
                context.fill(Path(CGRect(x: 2, y: 2, width: 6, height: 6)), with: .color(.white))
            }.frame(width: 20, height: 10)
        }
        let invertedShadow = try render(canvas(shadowFirst: true))
        let blackShadow = try render(canvas(shadowFirst: false))
        // The square itself is inverted to black either way; its shadow (x 8...14) is inverted
        // to white only when the inversion was added first (it applies to the shadowed drawing).
        #expect(invertedShadow.pixels[5 * 20 + 4] == 0xFF00_0000 && blackShadow.pixels[5 * 20 + 4] == 0xFF00_0000)
        #expect(invertedShadow.pixels[5 * 20 + 11] == 0xFF00_0000)
        #expect(blackShadow.pixels[5 * 20 + 11] == 0xFFFF_FFFF)
        // The threshold of the blur: two blurred discs 2 points apart merge into one shape with
        // a solid bridge between them; blurred after thresholding, the gap would stay soft.
        let gooey = try render(
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .black))
                context.addFilter(.blur(radius: 4))
                // One layer, as SwiftUI code draws it: each drawing call is filtered on its own.
                context.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 16, height: 16)), with: .color(.black))
                    layer.fill(Path(ellipseIn: CGRect(x: 22, y: 4, width: 16, height: 16)), with: .color(.black))
                }
            }.frame(width: 44, height: 24))
        #expect(gooey.pixels[12 * 44 + 21] == 0xFF00_0000)
        #expect(gooey.pixels.allSatisfy { $0 == 0 || $0 == 0xFF00_0000 })
    }

    @Test func swiftUIsMatricesForKnownColours() {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        // hue-rotate(180°) of red: (0.2126 − 0.7873, 0.2126 + 0.2126, 0.2126 + 0.2126) → clamped.
        let rotated = ColorMatrix.hueRotation(.degrees(180)).apply(red)
        #expect(rotated.red == 0)
        #expect(abs(rotated.green - 0.4252) < 1e-6 && abs(rotated.blue - 0.4252) < 1e-6)
        // Saturation 0 is the luminance; below 0 counts as 0.
        #expect(ColorMatrix.saturation(-1) == ColorMatrix.saturation(0))
        #expect(abs(ColorMatrix.saturation(0).apply(red).green - 0.2126) < 1e-6)
        // Contrast 0 is mid-grey; brightness adds.
        #expect(abs(ColorMatrix.contrast(0).apply(red).red - 0.5) < 1e-6)
        #expect(ColorMatrix.brightness(0.25).apply(RGBAColor(red: 0.5, green: 0.5, blue: 0.5)).green == 0.75)
        #expect(ColorMatrix.colorInvert(0).isIdentity && ColorMatrix.grayscale(0).isIdentity)
    }
}
