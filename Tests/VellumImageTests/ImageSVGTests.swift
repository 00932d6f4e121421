import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTesting

/// Our SVG of each image case, drawn by librsvg, against our PNG: the project's bound, at
/// most 0.5 % of pixels more than 8/255 apart. `.interpolation(.none)` is left to Chromium
/// (ChromiumImageTests): librsvg 2.54 has no `image-rendering`, and smooths every image.
@Suite struct ImageSVGTests {
    nonisolated(unsafe) static let cases: [(name: String, view: AnyView)] = {
        func image(_ name: String) -> Image { Image(name, bundle: .module) }
        return [
            ("png-1to1", AnyView(image("avatar"))),
            ("png-scaled", AnyView(image("avatar").resizable().frame(width: 100, height: 70))),
            ("jpeg", AnyView(image("logo").resizable().frame(width: 80, height: 48))),
            ("webp", AnyView(Image(data: (try? fixture("logo-lossless.webp")) ?? Data()))),
            ("gif", AnyView(Image(data: (try? fixture("logo.gif")) ?? Data()))),
            ("template", AnyView(image("glyph").renderingMode(.template).foregroundStyle(.blue).padding(4))),
            (
                "template-gradient",
                AnyView(
                    image("glyph").renderingMode(.template)
                        .foregroundStyle(
                            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
            ),
            (
                "svg-image",
                AnyView(Image(data: (try? fixture("star.svg")) ?? Data()).resizable().frame(width: 72, height: 72))
            ),
            (
                "symbols",
                AnyView(
                    HStack {
                        Image(systemName: "star.fill"); Image(systemName: "heart"); Image(systemName: "clock")
                    }
                    .foregroundStyle(.orange).padding(2))
            ),
            (
                "caps",
                AnyView(
                    image("avatar").resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 10, trailing: 8))
                        .frame(width: 120, height: 64))
            ),
            (
                "tiles",
                AnyView(
                    image("checker").resizable(resizingMode: .tile).interpolation(.none).frame(width: 30, height: 18))
            ),
            (
                "image-paint",
                AnyView(
                    Circle().fill(
                        ImagePaint(
                            image: image("avatar"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5),
                            scale: 1)
                    ).frame(width: 60, height: 60))
            ),
            (
                "clipped-avatar",
                AnyView(
                    image("avatar").resizable().frame(width: 64, height: 64).clipShape(Circle())
                        .overlay(Circle().stroke(.white, lineWidth: 2)))
            ),
            ("opacity", AnyView(image("avatar").opacity(0.5))),
            // Tiles whose frame does not start at the origin: an SVG pattern's content is in the tile's space.
            (
                "caps-tiled",
                AnyView(
                    image("avatar").resizable(
                        capInsets: EdgeInsets(top: 8, leading: 8, bottom: 10, trailing: 8),
                        resizingMode: .tile
                    ).frame(width: 120, height: 64))
            ),
            (
                "tiled-offset",
                AnyView(
                    Canvas { context, _ in
                        context.fill(
                            Path(CGRect(x: 10, y: 12, width: 70, height: 50)),
                            with: .tiledImage(Image("checker", bundle: .module), origin: CGPoint(x: 5, y: 7)))
                    }.frame(width: 90, height: 70))
            )
        ]
    }()

    @Test(arguments: cases.indices)
    func librsvgDrawsOurSVGAsWeDrawThePNG(index: Int) throws {
        let (name, view) = Self.cases[index]
        let renderer = ImageRenderer(content: view)
        let png = try renderer.image()
        let svg = try renderer.svgData()
        let librsvg = try LibrsvgRenderer.image(svg: svg, width: png.width, height: png.height)
        keep(png, "svgcase-\(name)-cairo")
        keep(librsvg, "svgcase-\(name)-librsvg")
        let result = ImageComparison(pixelTolerance: 8, maximumDifferingShare: 0.005).compare(
            expected: png, actual: librsvg)
        print("svg case \(name): \(result.summary)")
        let matches = result.matches
        #expect(matches, "\(name): \(result.summary)")
    }

    @Test func eachImageFileIsEmbeddedOnce() throws {
        let view = HStack { ForEach(0..<3) { _ in Image("avatar", bundle: .module) } }
        let svg = String(decoding: try ImageRenderer(content: view).svgData(), as: UTF8.self)
        #expect(svg.components(separatedBy: "data:image/png;base64,").count == 2)
        #expect(svg.components(separatedBy: "<use ").count == 4)
        // The bytes are the file's own.
        #expect(svg.contains(try fixture("avatar.png").base64EncodedString()))
    }

    @Test func svgImagesStayVectorsInOurSVG() throws {
        let svg = String(
            decoding: try ImageRenderer(content: Image(data: try fixture("star.svg"))).svgData(), as: UTF8.self)
        #expect(svg.contains("data:image/svg+xml;base64,"))
        #expect(!svg.contains("data:image/png"))
    }
}
