import Foundation
import Testing
import Vellum
import VellumTestSupport

/// `Filter.shadow(…blendMode:options:)`: shadows above, alone, of inverted alpha (inner
/// shadows), blended, and without a group; in the raster, librsvg and Chromium.
@Suite struct ShadowOptionsTests {
    static let disc = Path(ellipseIn: CGRect(x: 12, y: 12, width: 40, height: 40))

    static func scene(_ shadow: GraphicsContext.Filter, background: Color? = nil) -> some View {
        Canvas { context, size in
            if let background { context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(background)) }
            context.addFilter(shadow)
            context.fill(disc, with: .color(.yellow))
        }
        .frame(width: 64, height: 64)
    }

    static let cases: [(String, GraphicsContext.Filter)] = [
        ("inner", .shadow(color: .black, radius: 8, blendMode: .sourceAtop, options: [.shadowAbove, .invertsAlpha])),
        ("only", .shadow(color: .blue, radius: 0, x: 6, options: .shadowOnly)),
        ("above", .shadow(color: .blue, radius: 0, x: 6, options: .shadowAbove)),
        ("multiply-above", .shadow(color: .red, radius: 4, x: 3, y: 3, blendMode: .multiply, options: .shadowAbove))
    ]

    @Test func innerShadowsDarkenTheInsideEdgeOnly() throws {
        let image = try ImageRenderer(content: Self.scene(Self.cases[0].1)).image()
        let centre = image.rgba(x: 32, y: 32), edge = image.rgba(x: 14, y: 32), outside = image.rgba(x: 4, y: 32)
        #expect(outside.alpha == 0)
        #expect(centre.alpha == 255 && centre.red >= 240 && centre.green >= 190)
        #expect(edge.red < centre.red - 60, "the inside edge is darkened: \(edge) against \(centre)")
    }

    @Test func shadowOnlyAndAboveDrawTheShadowWhereTheyShould() throws {
        let blue = Color.blue.resolved
        let only = try ImageRenderer(content: Self.scene(Self.cases[1].1)).image()
        // The disc is not drawn: its left edge (x 13) is empty, the shadow 6 points right is blue.
        #expect(only.rgba(x: 14, y: 32).alpha == 0)
        #expect(
            only.rgba(x: 32, y: 32).blue == UInt8((blue.blue * 255).rounded())
                && only.rgba(x: 32, y: 32).red == UInt8((blue.red * 255).rounded()))
        let above = try ImageRenderer(content: Self.scene(Self.cases[2].1)).image()
        #expect(above.rgba(x: 14, y: 32).red >= 250 && above.rgba(x: 14, y: 32).blue <= 10) // the disc's yellow
        #expect(above.rgba(x: 32, y: 32).blue >= 240) // the shadow over it
        let below = try ImageRenderer(content: Self.scene(.shadow(color: .blue, radius: 0, x: 6))).image()
        #expect(below.rgba(x: 32, y: 32).red >= 250 && below.rgba(x: 32, y: 32).blue <= 10) // the disc over its shadow
    }

    @Test func withoutAGroupTheShadowBlendsWithWhatIsBeneath() throws {
        let shadow = GraphicsContext.Filter.shadow(
            color: .white, radius: 0, x: 30, blendMode: .difference, options: .disablesGroup)
        let image = try ImageRenderer(content: Self.scene(shadow, background: .black)).image()
        // The shadow's white differences the black background to white, right of the disc.
        #expect(image.rgba(x: 60, y: 32) == (255, 255, 255, 255))
        // In a group (the default) it blends with the group's empty content: white too, and the
        // disc's yellow where they overlap in SVG is refused rather than drawn wrongly.
        #expect(
            throws: RenderError.unsupported(feature: "a shadow with disablesGroup and the difference blend mode in SVG")
        ) {
            _ = try ImageRenderer(content: Self.scene(shadow, background: .black)).svgData()
        }
    }

    @Test(arguments: cases.indices)
    func librsvgAndChromiumDrawShadowOptionsAsCairoDoes(index: Int) throws {
        let (name, shadow) = Self.cases[index]
        let (svg, librsvg, cairo) = try svgAndRaster(Self.scene(shadow), scale: 2)
        #expect(!svg.contains("<image"))
        let differing = differingPixels(librsvg, cairo)
        let share = Double(differing) / Double(cairo.pixels.count)
        print("librsvg shadow \(name): \(differing) pixels (\(String(format: "%.3f", share * 100)) %) over 8/255")
        #expect(share <= 0.005, "\(name)")
        guard HeadlessChromium.isAvailable else { return }
        let (chromium, overWhite) = try chromiumAndCairo(
            ImageRenderer(content: Self.scene(shadow).frame(width: 256, height: 256)),
            name: "shadow-\(name)")
        let chromiumDiffering = differingPixels(chromium, overWhite)
        let chromiumShare = Double(chromiumDiffering) / Double(overWhite.pixels.count)
        print(
            "chromium shadow \(name): \(chromiumDiffering) pixels (\(String(format: "%.3f", chromiumShare * 100)) %) over 8/255"
        )
        #expect(chromiumShare <= 0.005, "\(name)")
    }
}
