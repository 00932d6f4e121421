import Foundation
import Testing
import Vellum

/// Materials and Liquid Glass drawn without a backdrop: over plain white and plain black a
/// material gives the grey iOS gives (docs/research/materials.md, measured on iOS), in each
/// colour scheme; glass fills its shape, rims regular glass and draws nothing for `.identity`.
@Suite struct MaterialAndGlassTests {
    /// The grey at the centre of a 20-point square of `style` over `ground`.
    private func grey(
        _ style: some ShapeStyle, over ground: Color, scheme: ColorScheme = .light
    ) throws -> Int {
        let view = Rectangle().fill(style).frame(width: 20, height: 20).background(ground)
            .environment(\.colorScheme, scheme)
        let pixel = try render(view).rgba(x: 10, y: 10)
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.alpha == 255, "\(pixel)")
        return Int(pixel.red)
    }

    @Test func lightMaterialsOverWhiteAndBlackGiveIOSGreys() throws {
        // iOS (CoreMaterial's recipes, checked against simulator pixels): over black 88, 142, 198,
        // 234 and the bar 179; over white 244 to 247.
        let expected: [(Material, Int, Int)] = [
            (.ultraThin, 88, 245), (.thin, 142, 244), (.regular, 198, 245), (.thick, 234, 245), (.bar, 179, 247)
        ]
        for (material, overBlack, overWhite) in expected {
            #expect(abs(try grey(material, over: .black) - overBlack) <= 1, "\(material)")
            #expect(abs(try grey(material, over: .white) - overWhite) <= 1, "\(material)")
        }
    }

    @Test func darkMaterialsFollowTheScheme() throws {
        // Over white: 177, 125, 83, 37, bar 87; over black about 31 (the bar 18).
        let expected: [(Material, Int, Int)] = [
            (.ultraThin, 177, 31), (.thin, 125, 31), (.regular, 83, 30), (.thick, 37, 31), (.bar, 87, 18)
        ]
        for (material, overWhite, overBlack) in expected {
            #expect(abs(try grey(material, over: .white, scheme: .dark) - overWhite) <= 1, "\(material)")
            #expect(abs(try grey(material, over: .black, scheme: .dark) - overBlack) <= 1, "\(material)")
        }
    }

    @Test func theShapeStyleNamesAreTheMaterials() throws {
        #expect(try grey(.ultraThinMaterial, over: .black) == grey(Material.ultraThin, over: .black))
        #expect(try grey(.regularMaterial, over: .black) == grey(Material.regular, over: .black))
        #expect(Material.ultraThick == .thick)
        #expect(Material.regular.materialActiveAppearance(.inactive) == .regular)
    }

    @Test func regularGlassFillsItsCapsuleWithARimOnTop() throws {
        let view = Color.clear.frame(width: 100, height: 40).glassEffect().background(Color.black)
        let image = try render(view)
        // Inside, away from the rim: 229 at 58 % over black.
        #expect(abs(Int(image.rgba(x: 50, y: 25).red) - 133) <= 1)
        // The capsule's corner is outside the glass.
        #expect(image.rgba(x: 1, y: 1).red == 0)
        // The rim along the top is lighter than the fill below it.
        #expect(Int(image.rgba(x: 50, y: 0).red) > 133 + 20, "\(image.rgba(x: 50, y: 0))")
    }

    @Test func identityGlassDrawsNothingAndClearGlassIsLighter() throws {
        let plain = Color.clear.frame(width: 60, height: 30).glassEffect(.identity).background(Color.black)
        #expect(try render(plain).rgba(x: 30, y: 15).red == 0)
        let clear = Color.clear.frame(width: 60, height: 30).glassEffect(.clear, in: Rectangle())
            .background(Color.black).environment(\.colorScheme, .dark)
        // Dark clear glass: 86 at 29 % over black.
        #expect(abs(Int(try render(clear).rgba(x: 30, y: 15).red) - 25) <= 1)
    }

    @Test func aContainerDrawsItsContentAndTheButtonStylesDraw() throws {
        let container = GlassEffectContainer(spacing: 20) { Color.red.frame(width: 10, height: 10) }
        #expect(try render(container).rgba(x: 5, y: 5).red > 200)
        let prominent = Button("Go") {}.buttonStyle(.glassProminent).tint(Color(red: 0, green: 0, blue: 1))
        let image = try render(prominent)
        // The capsule's middle, left of the text, is the tint.
        let pixel = image.rgba(x: 6, y: image.height / 2)
        #expect(pixel.blue == 255 && pixel.red == 0, "\(pixel)")
        _ = try render(Button("Share") {}.buttonStyle(.glass(.clear.tint(.orange))))
    }
}
