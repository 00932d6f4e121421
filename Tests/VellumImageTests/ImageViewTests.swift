import Foundation
import Testing
import Vellum

@Suite struct ImageViewTests {
    @Test func aDecodedPNGDrawnOneToOneHasExactlyItsPixels() throws {
        let data = try fixture("avatar.png")
        let reference = try cairoDecodedPNG(data)
        let drawn = try render(Image("avatar", bundle: .module))
        keep(drawn, "avatar")
        #expect(drawn.width == 48 && drawn.height == 48)
        #expect(drawn.pixels == reference.pixels)
        // Through the PNG encoder and back: the same straight colours (the avatar is opaque).
        let roundTrip = try cairoDecodedPNG(try drawn.pngData())
        #expect(roundTrip.pixels == reference.pixels)
    }

    @Test func straightAlphaIsPremultipliedAsCairoDoes() throws {
        let drawn = try render(Image("ramp", bundle: .module))
        #expect(drawn.pixels == (try cairoDecodedPNG(try fixture("ramp.png"))).pixels)
        #expect(drawn.rgba(x: 15, y: 0) == (0, 122, 255, 255))
        #expect(drawn.rgba(x: 0, y: 0).alpha == 0)
    }

    @Test func everyFormatDecodesToTheSamePicture() throws {
        // logo: a green left half (x < 20) and white right half, 40 × 24.
        for name in ["logo.jpg", "logo-lossless.webp", "logo.gif"] {
            let drawn = try render(Image(data: try fixture(name)))
            keep(drawn, name)
            #expect(drawn.width == 40 && drawn.height == 24, "\(name)")
            let tolerance = name.hasSuffix("jpg") ? 6 : 0
            #expect(distance(drawn.rgba(x: 5, y: 12), (52, 199, 89, 255)) <= tolerance, "\(name)")
            #expect(distance(drawn.rgba(x: 35, y: 12), (255, 255, 255, 255)) <= tolerance, "\(name)")
        }
    }

    @Test func aFileURLAndABundleNameGiveTheSameImage() throws {
        let url = try #require(Bundle.module.url(forResource: "avatar", withExtension: "png"))
        #expect(try render(Image(contentsOf: url)).pixels == (try render(Image("avatar", bundle: .module))).pixels)
        #expect(
            try render(Image("avatar.png", bundle: .module)).pixels
                == (try render(Image("avatar", bundle: .module))).pixels)
    }

    @Test func scaleGivesPointsFromPixels() throws {
        let size = ViewRenderer.size(of: Image(data: try fixture("avatar.png"), scale: 2), for: .unspecified)
        #expect(size == CGSize(width: 24, height: 24))
        // Drawn at scale 2 the pixels are the file's again.
        let drawn = try render(Image(data: try fixture("avatar.png"), scale: 2), scale: 2)
        #expect(drawn.pixels == (try cairoDecodedPNG(try fixture("avatar.png"))).pixels)
    }

    @Test func withoutResizableAnImageKeepsItsSizeWhateverItIsOffered() throws {
        let image = Image("avatar", bundle: .module)
        #expect(
            ViewRenderer.size(of: image, for: ProposedViewSize(width: 10, height: 200)) == CGSize(width: 48, height: 48)
        )
        let resizable = image.resizable()
        #expect(
            ViewRenderer.size(of: resizable, for: ProposedViewSize(width: 10, height: 200))
                == CGSize(width: 10, height: 200))
        #expect(ViewRenderer.size(of: resizable, for: .unspecified) == CGSize(width: 48, height: 48))
        let fitted = image.resizable().scaledToFit().frame(width: 96, height: 40)
        let drawn = try render(fitted)
        // 40 × 40, centred in 96: columns 28..<68.
        #expect(drawn.rgba(x: 27, y: 20).alpha == 0)
        #expect(drawn.rgba(x: 28, y: 2) == (52, 120, 246, 255))
        #expect(drawn.rgba(x: 67, y: 2) == (52, 120, 246, 255))
        #expect(drawn.rgba(x: 68, y: 20).alpha == 0)
    }

    @Test func nearestNeighbourScalingRepeatsEachPixel() throws {
        let drawn = try render(
            Image("checker", bundle: .module).resizable().interpolation(.none).frame(width: 32, height: 32))
        keep(drawn, "checker-none")
        for y in 0..<32 {
            for x in 0..<32 {
                let red = ((x / 8) + (y / 8)) % 2 == 0
                #expect(drawn.rgba(x: x, y: y) == (red ? (255, 59, 48, 255) : (255, 255, 255, 255)), "\(x), \(y)")
            }
        }
    }

    /// Bilinear scaling against a reference resampler written here: pixel centres mapped to
    /// the source, clamped at the edges (Cairo pads the image), weights by distance.
    @Test func lowInterpolationIsBilinearWithinFourLevels() throws {
        let source = try cairoDecodedPNG(try fixture("checker.png"))
        let size = 27
        let drawn = try render(
            Image("checker", bundle: .module).resizable().interpolation(.low).frame(
                width: CGFloat(size), height: CGFloat(size)))
        keep(drawn, "checker-low")
        var worst = 0
        for y in 0..<size {
            for x in 0..<size {
                let u = (Double(x) + 0.5) * 4 / Double(size) - 0.5, v = (Double(y) + 0.5) * 4 / Double(size) - 0.5
                let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                let fx = u - Double(x0), fy = v - Double(y0)
                func at(_ i: Int, _ j: Int) -> (Double, Double, Double) {
                    let p = source.rgba(x: min(max(i, 0), 3), y: min(max(j, 0), 3))
                    return (Double(p.red), Double(p.green), Double(p.blue))
                }
                func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (
                    Double, Double, Double
                ) {
                    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
                }
                let expected = mix(mix(at(x0, y0), at(x0 + 1, y0), fx), mix(at(x0, y0 + 1), at(x0 + 1, y0 + 1), fx), fy)
                let got = drawn.rgba(x: x, y: y)
                worst = max(
                    worst, Int(abs(Double(got.green) - expected.1).rounded(.up)),
                    Int(abs(Double(got.blue) - expected.2).rounded(.up)))
            }
        }
        // pixman's bilinear weights have 7 bits: within 4 levels of exact.
        #expect(worst <= 4)
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        let drawn = try render(Image("glyph", bundle: .module).renderingMode(.template).foregroundStyle(.green))
        keep(drawn, "glyph-template")
        let green = Color.green.resolved
        let centre = drawn.rgba(x: 10, y: 14)
        #expect(
            distance(
                centre,
                (UInt8(green.red * 255 + 0.5), UInt8(green.green * 255 + 0.5), UInt8(green.blue * 255 + 0.5), 255)) <= 1
        )
        #expect(drawn.rgba(x: 1, y: 1).alpha == 0)
        // As original it stays black.
        #expect(
            try render(Image("glyph", bundle: .module).foregroundStyle(.green)).rgba(x: 10, y: 14) == (0, 0, 0, 255))
    }

    @Test func aGradientForegroundShowsThroughATemplate() throws {
        let view = Image("glyph", bundle: .module).renderingMode(.template)
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let drawn = try render(view)
        keep(drawn, "glyph-gradient")
        let left = drawn.rgba(x: 3, y: 17), right = drawn.rgba(x: 16, y: 17)
        #expect(left.red > 180 && left.blue < 100)
        #expect(right.blue > 180 && right.red < 100)
        #expect(drawn.rgba(x: 1, y: 1).alpha == 0)
    }

    @Test func aMissingImageIsAnErrorNotABlank() throws {
        #expect(throws: RenderError.invalidImage(.notFound(name: "no-such-logo"))) {
            try render(Image("no-such-logo", bundle: .module))
        }
        #expect(throws: RenderError.invalidImage(.unknownSymbol(name: "no.such.symbol"))) {
            try render(Image(systemName: "no.such.symbol"))
        }
    }

    @Test func symbolsAreSizedByTheFontAndFilledWithTheForeground() throws {
        let body = ViewRenderer.size(of: Image(systemName: "star.fill"), for: .unspecified)
        #expect(abs(body.width - 17 * 1.2) < 1e-9 && body.height == body.width)
        let title = ViewRenderer.size(
            of: Image(systemName: "star.fill").font(.largeTitle).imageScale(.large), for: .unspecified)
        #expect(abs(title.height - 34 * 1.2 * 1.29) < 1e-9)
        let drawn = try render(Image(systemName: "circle.fill").foregroundStyle(.orange).font(.system(size: 20)))
        keep(drawn, "circle-fill")
        let orange = Color.orange.resolved
        #expect(
            distance(
                drawn.rgba(x: 12, y: 12),
                (
                    UInt8(orange.red * 255 + 0.5), UInt8(orange.green * 255 + 0.5),
                    UInt8(orange.blue * 255 + 0.5), 255
                )) <= 1)
        #expect(drawn.rgba(x: 0, y: 0).alpha == 0)
    }

    @Test func everyBuiltInSymbolDrawsInsideItsBox() throws {
        #expect(SymbolCatalog.builtinNames.count >= 40)
        for name in SymbolCatalog.builtinNames {
            let drawn = try render(Image(systemName: name).font(.system(size: 20)))
            // 24 × 24 points; the artwork stays within 2…22 of the design grid, so the border is empty.
            #expect(drawn.width == 24 && drawn.height == 24, "\(name)")
            var ink = 0
            for y in 0..<24 {
                for x in 0..<24 {
                    let alpha = drawn.rgba(x: x, y: y).alpha
                    if x == 0 || y == 0 || x == 23 || y == 23 { #expect(alpha == 0, "\(name) at \(x), \(y)") }
                    if alpha > 128 { ink += 1 }
                }
            }
            #expect(ink > 20, "\(name) draws \(ink) pixels")
        }
    }

    @Test func registeredSymbolsDrawAndCanBeRemoved() throws {
        SymbolCatalog.register(
            "test.diamond",
            path: Path { path in
                path.addLines([CGPoint(x: 12, y: 0), CGPoint(x: 24, y: 12), CGPoint(x: 12, y: 24), CGPoint(x: 0, y: 12)]
                )
                path.closeSubpath()
            })
        let drawn = try render(Image(systemName: "test.diamond").font(.system(size: 20)))
        #expect(drawn.rgba(x: 12, y: 12) == (0, 0, 0, 255))
        #expect(drawn.rgba(x: 1, y: 1).alpha == 0)
        SymbolCatalog.register("test.star", svg: try fixture("star.svg"))
        let svgSymbol = try render(Image(systemName: "test.star").font(.system(size: 20)).foregroundStyle(.blue))
        let blue = Color.blue.resolved
        #expect(
            distance(
                svgSymbol.rgba(x: 12, y: 12),
                (
                    UInt8(blue.red * 255 + 0.5), UInt8(blue.green * 255 + 0.5),
                    UInt8(blue.blue * 255 + 0.5), 255
                )) <= 1)
        SymbolCatalog.unregister("test.diamond")
        SymbolCatalog.unregister("test.star")
        #expect(throws: RenderError.invalidImage(.unknownSymbol(name: "test.diamond"))) {
            try render(Image(systemName: "test.diamond"))
        }
    }

    @Test func svgImagesStayCrispWhenScaled() throws {
        // The star at 8× its size: an edge is one antialiased pixel wide, not a blurred raster.
        let drawn = try render(Image(data: try fixture("star.svg")).resizable().frame(width: 192, height: 192))
        keep(drawn, "star-svg")
        let fill = drawn.rgba(x: 96, y: 110)
        #expect(distance(fill, (255, 204, 0, 255)) <= 1)
        var soft = 0
        for x in 0..<192 where (1...254).contains(drawn.rgba(x: x, y: 96).alpha) { soft += 1 }
        #expect(soft <= 4)
    }

    @Test func capInsetsKeepCornersAndStretchTheMiddle() throws {
        // The avatar's 6-point border rows keep their size: its bottom band (orange, rows 38…47) stays 10 rows tall.
        let view = Image("avatar", bundle: .module).resizable(
            capInsets: EdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)
        )
        .interpolation(.none).frame(width: 48, height: 96)
        let drawn = try render(view)
        keep(drawn, "avatar-caps")
        #expect(drawn.rgba(x: 24, y: 86) == (255, 149, 0, 255))
        #expect(drawn.rgba(x: 24, y: 85) == (52, 120, 246, 255))
        #expect(drawn.rgba(x: 2, y: 95) == (52, 120, 246, 255))
    }

    @Test func tilingRepeatsTheImageAtItsSize() throws {
        let drawn = try render(
            Image("checker", bundle: .module).resizable(resizingMode: .tile).frame(width: 10, height: 6))
        for y in 0..<6 {
            for x in 0..<10 {
                let red = (x + y) % 2 == 0
                #expect(drawn.rgba(x: x, y: y) == (red ? (255, 59, 48, 255) : (255, 255, 255, 255)), "\(x), \(y)")
            }
        }
    }

    @Test func imagePaintTilesAShape() throws {
        let checker = Image("checker", bundle: .module).interpolation(.none)
        let drawn = try render(Circle().fill(ImagePaint(image: checker, scale: 2)).frame(width: 32, height: 32))
        keep(drawn, "checker-circle")
        // Tiles of 8 × 8 from the circle's corner: (16, 16) starts a red cell of 2 × 2 points.
        #expect(drawn.rgba(x: 16, y: 16) == (255, 59, 48, 255))
        #expect(drawn.rgba(x: 18, y: 16) == (255, 255, 255, 255))
        #expect(drawn.rgba(x: 0, y: 0).alpha == 0)
    }

    @Test func aDrawnImageIsVectorsAtAnyScale() throws {
        let dot = Image(size: CGSize(width: 10, height: 10)) { context in
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        #expect(ViewRenderer.size(of: dot, for: .unspecified) == CGSize(width: 10, height: 10))
        let big = try render(dot.resizable().frame(width: 100, height: 50))
        keep(big, "drawn-dot")
        #expect(big.rgba(x: 50, y: 25) == (255, 59, 48, 255))
        #expect(big.rgba(x: 1, y: 1).alpha == 0)
        var soft = 0
        for x in 0..<100 where (1...254).contains(big.rgba(x: x, y: 25).alpha) { soft += 1 }
        #expect(soft <= 2)
    }

    /// A drawn image is one layer in a context: its parts do not show through each other under
    /// the context's opacity.
    @Test func aDrawnImageIsOneLayer() throws {
        let squares = Image(size: CGSize(width: 20, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 14, height: 10)), with: .color(.black))
            context.fill(Path(CGRect(x: 6, y: 0, width: 14, height: 10)), with: .color(.black))
        }
        let drawn = try render(
            Canvas { context, size in
                context.opacity = 0.5
                context.draw(squares, in: CGRect(origin: .zero, size: size))
            }.frame(width: 20, height: 10))
        #expect(drawn.rgba(x: 10, y: 5).alpha == drawn.rgba(x: 2, y: 5).alpha)
        #expect(abs(Int(drawn.rgba(x: 10, y: 5).alpha) - 128) <= 1)
    }

    @Test func contextDrawsImagesAtAPointAndInARect() throws {
        let view = Canvas { context, size in
            let avatar = context.resolve(Image("avatar", bundle: .module))
            #expect(avatar.size == CGSize(width: 48, height: 48))
            context.draw(avatar, at: CGPoint(x: 50, y: 30), anchor: .topLeading)
            context.draw(Image("avatar", bundle: .module), in: CGRect(x: 0, y: 0, width: 24, height: 24))
        }.frame(width: 100, height: 80)
        let drawn = try render(view)
        keep(drawn, "context-draw")
        #expect(drawn.rgba(x: 51, y: 31) == (52, 120, 246, 255))
        #expect(drawn.rgba(x: 49, y: 31).alpha == 0)
        #expect(drawn.rgba(x: 1, y: 1) == (52, 120, 246, 255))
        #expect(drawn.rgba(x: 25, y: 1).alpha == 0)
    }

    @Test func labelsTakeSymbols() throws {
        let label = Label("Passing", systemImage: "checkmark.circle").foregroundStyle(.green)
        let drawn = try render(label)
        keep(drawn, "label")
        #expect(drawn.width > 60)
    }
}
