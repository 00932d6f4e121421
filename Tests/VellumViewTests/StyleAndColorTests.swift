import Foundation
import Testing
import Vellum

// Hierarchical and semantic styles, custom styles, the colour scheme, Color.Resolved, mixing
// and gradients of a colour: checked by the colours of rendered pixels, against Apple's
// published values composited by hand.

/// The 8-bit RGBA of the middle pixel of `view` rendered at scale 1 (opaque white first if
/// asked).
private func middlePixel<V: View>(_ view: V, scheme: ColorScheme = .light, opaque: Bool = false) throws -> [Int] {
    let renderer = ImageRenderer(content: view)
    renderer.colorScheme = scheme
    renderer.isOpaque = opaque
    let image = try renderer.image()
    let p = image.rgba(x: image.width / 2, y: image.height / 2)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// `rgba` composited over an opaque `backdrop`, rounded to 8 bits.
private func over(_ rgba: (Double, Double, Double, Double), _ backdrop: (Double, Double, Double)) -> [Int] {
    let (r, g, b, a) = rgba
    return [r, g, b].enumerated().map { index, c in
        let under = [backdrop.0, backdrop.1, backdrop.2][index]
        return Int((c * a + under * (1 - a)).rounded())
    } + [255]
}

private func close(_ a: [Int], _ b: [Int], within tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A swatch filled with `style`, 20 points square.
private func swatch<S: ShapeStyle>(_ style: S) -> some View {
    Rectangle().fill(style).frame(width: 20, height: 20)
}

@Suite struct HierarchicalStyleTests {
    @Test func secondaryIsTheSecondaryLabelColourOnWhiteAndOnBlack() throws {
        // iOS secondaryLabel: #3C3C43 at 60 % (light), #EBEBF5 at 60 % (dark).
        let light = try middlePixel(swatch(.secondary), opaque: true)
        #expect(close(light, over((60, 60, 67, 0.6), (255, 255, 255))), "\(light)")
        let dark = try middlePixel(
            ZStack {
                Color.black; swatch(.secondary)
            }.frame(width: 20, height: 20), scheme: .dark)
        #expect(close(dark, over((235, 235, 245, 0.6), (0, 0, 0))), "\(dark)")
    }

    @Test func secondaryTextIsTheSecondaryLabelColour() throws {
        // A full block glyph covers whole pixels, so its middle is the text's colour alone.
        let text = Text("\u{2588}").font(.system(size: 40)).foregroundStyle(.secondary)
        let pixel = try middlePixel(text, opaque: true)
        #expect(close(pixel, over((60, 60, 67, 0.6), (255, 255, 255))), "\(pixel)")
        let onDark = try middlePixel(
            ZStack {
                Color.black; text
            }, scheme: .dark)
        #expect(close(onDark, over((235, 235, 245, 0.6), (0, 0, 0))), "\(onDark)")
    }

    @Test func levelsOfTheLabelColour() throws {
        let expected: [(HierarchicalShapeStyle, Double)] = [(.tertiary, 0.3), (.quaternary, 0.18), (.quinary, 0.09)]
        for (style, opacity) in expected {
            let pixel = try middlePixel(swatch(style), opaque: true)
            #expect(close(pixel, over((60, 60, 67, opacity), (255, 255, 255))), "\(style) \(pixel)")
        }
        #expect(try middlePixel(swatch(.primary)) == [0, 0, 0, 255])
        #expect(try middlePixel(swatch(.primary), scheme: .dark) == [255, 255, 255, 255])
    }

    @Test func levelsOfACustomForegroundAreItsOpacities() throws {
        // SwiftUI's default system colour definition: 1, 0.5, 0.25, 0.18.
        let red = Color(red: 1, green: 0, blue: 0)
        for (style, opacity) in [(HierarchicalShapeStyle.secondary, 0.5), (.tertiary, 0.25), (.quaternary, 0.18)] {
            let pixel = try middlePixel(swatch(style).foregroundStyle(red))
            #expect(close(pixel, [255, 0, 0, Int((opacity * 255).rounded())]), "\(pixel)")
        }
        // A shape with no fill takes the foreground itself.
        #expect(try middlePixel(Rectangle().frame(width: 20, height: 20).foregroundStyle(red)) == [255, 0, 0, 255])
    }

    @Test func explicitLevelsComeFromForegroundStyleWithSeveralStyles() throws {
        let pair = swatch(.secondary).foregroundStyle(
            Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0))
        #expect(try middlePixel(pair) == [0, 255, 0, 255])
        let triple = swatch(.tertiary).foregroundStyle(Color.black, Color.white, Color(red: 1, green: 0, blue: 0))
        #expect(try middlePixel(triple) == [255, 0, 0, 255])
        // Past the last style: the last at the extra level's opacity (one level: 0.5).
        let beyond = try middlePixel(swatch(.tertiary).foregroundStyle(Color.black, Color(red: 0, green: 0, blue: 1)))
        #expect(close(beyond, [0, 0, 255, 128]), "\(beyond)")
    }

    @Test func aHierarchicalForegroundPicksALevelOfTheEnclosingOne() throws {
        // .secondary inside .secondary is the tertiary label colour.
        let nested = swatch(.secondary).foregroundStyle(.secondary)
        #expect(close(try middlePixel(nested, opaque: true), over((60, 60, 67, 0.3), (255, 255, 255))))
        // .foreground and .primary as a foreground keep the enclosing one.
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try middlePixel(swatch(.foreground).foregroundStyle(.primary).foregroundStyle(red)) == [255, 0, 0, 255])
        let half = try middlePixel(swatch(.primary).foregroundStyle(.secondary).foregroundStyle(red))
        #expect(close(half, [255, 0, 0, 128]), "\(half)")
    }
}

/// A style of a user's own, written as SwiftUI's documentation writes one.
private struct SchemeWarning: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color(red: 1, green: 0.5, blue: 0) : Color(red: 1, green: 0, blue: 0)
    }
}

/// A custom style that resolves to a hierarchical one: it must not resolve against itself.
private struct SoftForeground: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle { HierarchicalShapeStyle.secondary }
}

@Suite struct SemanticStyleTests {
    @Test func customStylesResolveInTheEnvironment() throws {
        #expect(try middlePixel(swatch(SchemeWarning())) == [255, 0, 0, 255])
        #expect(try middlePixel(swatch(SchemeWarning()), scheme: .dark) == [255, 128, 0, 255])
        #expect(try middlePixel(swatch(SchemeWarning()).environment(\.colorScheme, .dark)) == [255, 128, 0, 255])
        // A style used as the foreground that itself asks for a level reaches the label colours.
        let soft = try middlePixel(swatch(.foreground).foregroundStyle(SoftForeground()), opaque: true)
        #expect(close(soft, over((60, 60, 67, 0.6), (255, 255, 255))), "\(soft)")
    }

    @Test func tintForegroundAndBackgroundStyles() throws {
        #expect(try middlePixel(swatch(.tint)) == [0, 122, 255, 255])
        #expect(try middlePixel(swatch(.tint).tint(Color(red: 0, green: 1, blue: 0))) == [0, 255, 0, 255])
        #expect(try middlePixel(swatch(.background)) == [255, 255, 255, 255])
        #expect(try middlePixel(swatch(.background), scheme: .dark) == [0, 0, 0, 255])
        #expect(try middlePixel(swatch(.background.secondary)) == [0xF2, 0xF2, 0xF7, 255])
        #expect(try middlePixel(swatch(.background.secondary), scheme: .dark) == [0x1C, 0x1C, 0x1E, 255])
        #expect(
            try middlePixel(swatch(.background).backgroundStyle(Color(red: 1, green: 0, blue: 0))) == [255, 0, 0, 255])
    }

    @Test func opacityAndBlendModeOnAnyStyle() throws {
        let gradient = LinearGradient(
            colors: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)],
            startPoint: .top, endPoint: .bottom)
        #expect(close(try middlePixel(swatch(gradient.opacity(0.5))), [255, 0, 0, 128]))
        // Multiply: red over blue is black where both are opaque.
        let multiplied = ZStack {
            Color(red: 0, green: 0, blue: 1)
            swatch(Color(red: 1, green: 0, blue: 0).blendMode(.multiply))
        }.frame(width: 20, height: 20)
        #expect(try middlePixel(multiplied) == [0, 0, 0, 255])
    }
}

@Suite struct ColorSchemeTests {
    @Test func systemColoursTakeApplesDarkValues() throws {
        let dark: [(Color, [Int])] = [
            (.red, [0xFF, 0x45, 0x3A]), (.orange, [0xFF, 0x9F, 0x0A]), (.yellow, [0xFF, 0xD6, 0x0A]),
            (.green, [0x30, 0xD1, 0x58]), (.mint, [0x63, 0xE6, 0xE2]), (.teal, [0x40, 0xC8, 0xE0]),
            (.cyan, [0x64, 0xD2, 0xFF]), (.blue, [0x0A, 0x84, 0xFF]), (.indigo, [0x5E, 0x5C, 0xE6]),
            (.purple, [0xBF, 0x5A, 0xF2]), (.pink, [0xFF, 0x37, 0x5F]), (.brown, [0xAC, 0x8E, 0x68]),
            (.gray, [0x8E, 0x8E, 0x93]), (.primary, [0xFF, 0xFF, 0xFF])
        ]
        for (color, rgb) in dark {
            #expect(try middlePixel(swatch(color), scheme: .dark) == rgb + [255], "\(color)")
        }
        #expect(try middlePixel(swatch(Color.blue)) == [0, 122, 255, 255])
        // A colour made from components is the same in both schemes.
        #expect(try middlePixel(swatch(Color(red: 0.2, green: 0.4, blue: 0.6)), scheme: .dark) == [51, 102, 153, 255])
    }

    @Test func everyWayOfSettingTheSchemeReachesCanvasGradientsAndText() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }.frame(width: 20, height: 20)
        #expect(try middlePixel(canvas.preferredColorScheme(.dark)) == [0x0A, 0x84, 0xFF, 255])
        #expect(try middlePixel(canvas.environment(\.colorScheme, .dark)) == [0x0A, 0x84, 0xFF, 255])
        #expect(try middlePixel(canvas) == [0x00, 0x7A, 0xFF, 255])
        let gradient = swatch(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom))
        #expect(try middlePixel(gradient, scheme: .dark) == [0xFF, 0x45, 0x3A, 255])
        let text = Text("\u{2588}").font(.system(size: 40))
        #expect(try middlePixel(text, scheme: .dark) == [255, 255, 255, 255])
        #expect(try middlePixel(text) == [0, 0, 0, 255])
    }

    @Test func progressTrackTurnsDark() throws {
        let bar = ProgressView(value: 0).progressViewStyle(.linear).frame(width: 100)
        #expect(try middlePixel(bar) == [0xE5, 0xE5, 0xEA, 255])
        #expect(try middlePixel(bar, scheme: .dark) == [0x2C, 0x2C, 0x2E, 255])
    }

    @Test func resolveReadsTheScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.blue.resolve(in: dark).description == "#0A84FFFF")
        #expect(Color.blue.resolve(in: EnvironmentValues()).description == "#007AFFFF")
        #expect(Color.secondary.resolve(in: dark).description == "#EBEBF599")
    }
}

@Suite struct ResolvedColorTests {
    @Test func resolvedKeepsItsComponentsAndPrintsAsHex() {
        let extended = Color.Resolved(red: 1.25, green: -0.1, blue: 0.5, opacity: 1)
        #expect(extended.red == 1.25 && extended.green == -0.1)
        #expect(extended.description == "#FF0080FF")
        #expect(Color(extended).resolved == RGBAColor(red: 1, green: 0, blue: 0.5))
        var grey = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(grey.linearRed - 0.21404) < 1e-4)
        grey.linearGreen = 1
        #expect(abs(grey.green - 1) < 1e-6)
        let p3 = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
        #expect(p3.red == 1 && p3.green == 0 && p3.blue == 0)
    }

    @Test func mixInDeviceAndPerceptualSpace() {
        let device = Color.black.mix(with: .white, by: 0.5, in: .device).resolved
        #expect(device == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        // Oklab L = 0.5 is linear 0.125, sRGB 0.3887.
        let perceptual = Color.black.mix(with: .white, by: 0.5).resolved
        #expect(abs(perceptual.red - 0.38867) < 1e-3 && abs(perceptual.red - perceptual.blue) < 1e-6)
        #expect(Color.red.mix(with: .blue, by: 0).resolved == Color.red.resolved)
        #expect(Color.red.mix(with: .blue, by: 7).resolved == Color.blue.resolved)
        #expect(Color.red.mix(with: .blue, by: .nan).resolved == Color.red.resolved)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.red.mix(with: .blue, by: 1).resolve(in: dark).description == "#0A84FFFF")
    }

    @Test func aColoursGradientRunsLightToRichDownward() throws {
        let renderer = ImageRenderer(content: Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 100))
        let image = try renderer.image()
        let top = image.rgba(x: 5, y: 0), bottom = image.rgba(x: 5, y: 99)
        // #007AFF at 0.75 saturation is (64, 155, 255); at 4/3 it saturates to (0, 122, 255).
        #expect(abs(Int(top.red) - 64) <= 2 && abs(Int(top.green) - 155) <= 2 && top.blue == 255, "\(top)")
        #expect(bottom.red <= 2 && abs(Int(bottom.green) - 122) <= 2 && bottom.blue == 255, "\(bottom)")
    }

    @Test func perceptualGradientsFollowOklab() throws {
        let ramp = Rectangle().fill(Gradient(colors: [.black, .white]).colorSpace(.perceptual)).frame(
            width: 10, height: 101)
        let image = try ImageRenderer(content: ramp).image()
        let middle = image.rgba(x: 5, y: 50)
        #expect(abs(Int(middle.red) - 99) <= 2, "\(middle)") // 0.3887 × 255
        let device = try ImageRenderer(
            content: Rectangle().fill(Gradient(colors: [.black, .white]).colorSpace(.device))
                .frame(width: 10, height: 101)
        ).image().rgba(x: 5, y: 50)
        #expect(abs(Int(device.red) - 128) <= 2, "\(device)")
    }
}

@Suite struct ShadowStyleTests {
    /// A 20-point square filled with `style`, in the middle of a white 60-point square.
    private func square<S: ShapeStyle>(_ style: S) throws -> RasterImage {
        let view = ZStack {
            Color.white
            Rectangle().fill(style).frame(width: 20, height: 20)
        }.frame(width: 60, height: 60)
        return try ImageRenderer(content: view).image()
    }

    private func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.rgba(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    @Test func aDropShadowFallsBeneathTheFill() throws {
        let image = try square(Color(red: 0, green: 0, blue: 1).shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
        #expect(rgb(image, 25, 25) == [0, 0, 255])
        #expect(rgb(image, 35, 35) == [0, 0, 255]) // the fill covers its own shadow
        #expect(rgb(image, 45, 45) == [0, 0, 0])
        #expect(rgb(image, 15, 15) == [255, 255, 255])
    }

    @Test func anInnerShadowFallsInsideFromTheOffsetEdges() throws {
        let image = try square(Color.white.shadow(.inner(color: .black, radius: 0, x: 5, y: 5)))
        #expect(rgb(image, 22, 30) == [0, 0, 0]) // the left strip, 5 points wide
        #expect(rgb(image, 30, 22) == [0, 0, 0]) // the top strip
        #expect(rgb(image, 35, 35) == [255, 255, 255])
        #expect(rgb(image, 38, 30) == [255, 255, 255]) // the right edge casts away from the inside
        #expect(rgb(image, 15, 30) == [255, 255, 255]) // nothing outside the square
    }

    @Test func aBlurredDropShadowIsSoftAndFollowsTheScheme() throws {
        let view = ZStack {
            Color.white
            Circle().fill(Color.white.shadow(.drop(color: .red, radius: 4))).frame(width: 20, height: 20)
        }.frame(width: 60, height: 60)
        let renderer = ImageRenderer(content: view)
        renderer.colorScheme = .dark
        let image = try renderer.image()
        let halo = image.rgba(x: 30, y: 41) // just outside the circle's bottom
        #expect(halo.red == 255 && halo.green < 230 && halo.green > 100, "\(halo)")
        #expect(halo.green >= halo.blue && Int(halo.green) - Int(halo.blue) <= 16) // dark red #FF453A over white
    }
}

/// Styles resolved where they refer to themselves, keep a shadow or an enclosing foreground,
/// or meet a non-finite font width.
@Suite struct StyleResolutionEdgeCaseTests {
    @Test func stylesThatReferToThemselvesResolveAgainstTheDefault() throws {
        let card = Rectangle().fill(.background).frame(width: 20, height: 20).backgroundStyle(.background.secondary)
        #expect(try middlePixel(card) == [0xF2, 0xF2, 0xF7, 255])
        let plain = Text("x").padding().background(in: RoundedRectangle(cornerRadius: 8)).backgroundStyle(.background)
        _ = try ImageRenderer(content: plain).image()
        let tint = try middlePixel(swatch(.tint).tint(TintShapeStyle().opacity(0.5)))
        #expect(close(tint, [0, 122, 255, 128]), "\(tint)")
    }

    @Test func aForegroundsShadowAndEnclosingForegroundAreKept() throws {
        let view = ZStack {
            Color.white
            Rectangle().frame(width: 20, height: 20)
                .foregroundStyle(Color(red: 0, green: 0, blue: 1).shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
        }.frame(width: 60, height: 60)
        let image = try ImageRenderer(content: view).image()
        let shadow = image.rgba(x: 45, y: 45)
        #expect(shadow.red == 0 && shadow.green == 0 && shadow.blue == 0)
        let half = try middlePixel(
            swatch(.foreground).foregroundStyle(.foreground.opacity(0.5))
                .foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(close(half, [255, 0, 0, 128]), "\(half)")
    }

    @Test func aNonFiniteFontWidthIsStandard() throws {
        var width = Font.Width.standard
        width.value = .nan
        #expect(
            try ImageRenderer(content: Text("a").font(.body.width(width))).image()
                == ImageRenderer(content: Text("a")).image())
    }
}
