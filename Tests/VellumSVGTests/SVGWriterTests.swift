import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

func svg(
    _ width: CGFloat = 100, _ height: CGFloat = 100, scale: CGFloat = 1, options: SVGOptions = SVGOptions(),
    _ draw: @escaping (inout GraphicsContext, CGSize) -> Void
) throws -> String {
    let renderer = ImageRenderer(content: Canvas(renderer: draw).frame(width: width, height: height))
    renderer.scale = scale
    renderer.svgOptions = options
    return try renderer.svgString()
}

@Suite struct SVGPathDataPrecisionTests {
    @Test func numbersDropTrailingAndLeadingZerosAndNegativeZero() {
        var path = Path()
        path.move(to: CGPoint(x: 10.5, y: -0.25))
        path.addLine(to: CGPoint(x: 10.5, y: 20))
        path.addLine(to: CGPoint(x: -0.001, y: 0.5))
        #expect(path.svgPathData(precision: 2) == "M10.5-.25V20L0 .5")
    }

    @Test func relativeCommandsWhenShorter() {
        var path = Path()
        path.move(to: CGPoint(x: 1000.25, y: 1000.25))
        path.addLine(to: CGPoint(x: 1001.5, y: 1003))
        path.addCurve(
            to: CGPoint(x: 1010, y: 1010), control1: CGPoint(x: 1002, y: 1004), control2: CGPoint(x: 1008, y: 1009))
        path.closeSubpath()
        #expect(path.svgPathData(precision: 2) == "M1000.25 1000.25l1.25 2.75c.5 1 6.5 6 8.5 7Z")
    }

    @Test func theDocumentedCircleExample() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.svgPathData(precision: 1) == "M10 5c0 2.8-2.2 5-5 5S0 7.8 0 5 2.2 0 5 0s5 2.2 5 5Z")
    }

    /// One writer chooses the commands for both number formats: where the grid loses nothing
    /// (coordinates on it), exact and fixed path data are the same text, zero-length lines
    /// and reflected controls included.
    @Test func exactAndFixedPathDataChooseTheSameCommands() {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30.5, y: 10))
        path.addQuadCurve(to: CGPoint(x: 40, y: 20), control: CGPoint(x: 30.5, y: 10))
        path.addQuadCurve(to: CGPoint(x: 50, y: 30), control: CGPoint(x: 49.5, y: 30))
        path.addCurve(to: CGPoint(x: 60, y: 0), control1: CGPoint(x: 50.5, y: 30), control2: CGPoint(x: 55, y: -2.25))
        path.closeSubpath()
        path.move(to: CGPoint(x: 1000, y: 1000))
        path.addLine(to: CGPoint(x: 1001, y: 1003))
        #expect(path.svgPathData == "M10 10v0H30.5T40 20 50 30c.5 0 5-32.25 10-30Zm990 990 1 3")
        #expect(path.svgPathData(precision: 2) == path.svgPathData)
    }

    /// The longest shortest-form numbers (24 bytes, kept inline by the exact writer) come
    /// back exactly, beside short ones.
    @Test func longestNumbersRoundTripInExactPathData() throws {
        var path = Path()
        path.move(to: CGPoint(x: -2.2250738585072014e-308, y: -1.7976931348623157e308))
        path.addLine(to: CGPoint(x: 0.1, y: -CGFloat.leastNonzeroMagnitude))
        path.addCurve(
            to: CGPoint(x: 1, y: 2), control1: CGPoint(x: -1.2345678901234567e-300, y: 3),
            control2: CGPoint(x: 123456.78901234567, y: -0.5))
        let data = path.svgPathData
        #expect(data.contains("-2.2250738585072014e-308"), "\(data)")
        let read = try Path(svgPathData: data)
        #expect(read == path, "\(data)")
    }

    /// Grid steps round half away from zero, as `Double.rounded()` does, and a value just
    /// below a half stays down (adding 0.5 in floating point would round it up).
    @Test func halfStepsRoundAwayFromZero() {
        var path = Path()
        path.move(to: CGPoint(x: 2.5, y: -2.5))
        path.addLine(to: CGPoint(x: 0.49999999999999994, y: -0.49999999999999994))
        path.addLine(to: CGPoint(x: 1e14 + 0.5, y: 7))
        #expect(path.svgPathData(precision: 0) == "M3-3 0 0 100000000000001 7")
        var fine = Path()
        fine.move(to: CGPoint(x: 0.5, y: -0.5))
        #expect(fine.svgPathData(precision: 0) == "M1-1")
    }

    /// Offsets are exact differences on the grid: reading the data back lands every point
    /// within half a grid step, however long the path.
    @Test(arguments: [0, 1, 2, 3, 6])
    func errorsStayWithinHalfAStepAndNeverAccumulate(precision: Int) throws {
        var generator = SplitMix64(seed: UInt64(precision) + 7)
        var path = Path()
        path.move(to: CGPoint(x: 50, y: 50))
        for _ in 0..<2_000 {
            let p = CGPoint(x: generator.next(in: -500...500), y: generator.next(in: -500...500))
            switch generator.nextInt(3) {
            case 0: path.addLine(to: p)
            case 1: path.addQuadCurve(to: p, control: CGPoint(x: generator.next(in: -500...500), y: p.y))
            default:
                path.addCurve(
                    to: p, control1: CGPoint(x: p.y, y: p.x), control2: CGPoint(x: generator.next(in: -5...5), y: 3))
            }
        }
        let read = try Path(svgPathData: path.svgPathData(precision: precision))
        var original: [CGPoint] = [], readBack: [CGPoint] = []
        path.forEach { original += $0.allPoints }
        read.forEach { readBack += $0.allPoints }
        #expect(original.count == readBack.count)
        let bound = 0.5 * pow(10, -Double(precision)) + 1e-9
        var worst = 0.0
        for (a, b) in zip(original, readBack) { worst = max(worst, abs(a.x - b.x), abs(a.y - b.y)) }
        #expect(worst <= bound, "worst \(worst) at precision \(precision)")
    }
}

@Suite struct SVGMarkupTests {
    @Test func rootHasNamespaceSizeAndViewBoxAndParses() throws {
        let text = try svg(120, 80, scale: 2) { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        }
        let parsed = ParsedSVG(text)
        #expect(parsed.error == nil)
        let root = try #require(parsed.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["width"] == "240" && root.attributes["height"] == "160")
        #expect(root.attributes["viewBox"] == "0 0 120 80")
        #expect(parsed.named("path").first?["fill"] == "#ff3b30")
    }

    @Test func strokeStyleBecomesEveryStrokeAttribute() throws {
        let text = try svg { context, _ in
            context.stroke(
                Path(CGRect(x: 10, y: 10, width: 50, height: 50)), with: .color(.blue),
                style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1))
            context.stroke(
                Path(CGRect(x: 20, y: 20, width: 5, height: 5)), with: .color(.blue),
                style: StrokeStyle(lineWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 7))
        }
        let paths = ParsedSVG(text).named("path")
        #expect(paths.count == 2)
        #expect(paths[0]["fill"] == "none" && paths[0]["stroke"] == "#007aff" && paths[0]["stroke-width"] == "3")
        #expect(paths[0]["stroke-linecap"] == "round" && paths[0]["stroke-linejoin"] == "bevel")
        #expect(paths[0]["stroke-dasharray"] == "4 2" && paths[0]["stroke-dashoffset"] == "1")
        #expect(paths[1]["stroke-linecap"] == "square" && paths[1]["stroke-miterlimit"] == "7")
        #expect(paths[1]["stroke-linejoin"] == nil, "miter is SVG's default")
    }

    /// SwiftUI's default miter limit is 10, SVG's 4: where a corner can miter (a rectangle's),
    /// the writer must say 10.
    @Test func defaultMiterLimitIsWrittenBecauseSVGsDiffers() throws {
        let text = try svg { context, _ in
            context.stroke(Path(CGRect(x: 10, y: 10, width: 50, height: 50)), with: .color(.black), lineWidth: 4)
        }
        #expect(ParsedSVG(text).named("path").first?["stroke-miterlimit"] == "10")
    }

    @Test func evenOddOpacityAndTransformsAreWritten() throws {
        let text = try svg { context, _ in
            context.opacity = 0.5
            context.fill(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red),
                style: FillStyle(eoFill: true))
            context.scaleBy(x: 3, y: 1)
            context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: 1)
        }
        let paths = ParsedSVG(text).named("path")
        #expect(paths[0]["fill-rule"] == "evenodd" && paths[0]["fill-opacity"] == ".5")
        // A non-uniform scale keeps the pen's shape: the stroke keeps its user space.
        #expect(paths[1]["transform"] == "matrix(3 0 0 1 0 0)")
    }

    @Test func aGradientUsedTwiceIsDefinedOnce() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let text = try svg { context, _ in
            let shading = GraphicsContext.Shading.linearGradient(
                gradient, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0))
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: shading)
            context.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: shading)
        }
        let parsed = ParsedSVG(text)
        #expect(parsed.named("linearGradient").count == 1)
        let id = try #require(parsed.named("linearGradient").first?["id"])
        #expect(parsed.named("path").allSatisfy { $0["fill"] == "url(#\(id))" })
    }

    @Test func radialStartRadiusIsTheFocalRadius() throws {
        let text = try svg { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                with: .radialGradient(
                    Gradient(colors: [.red, .blue]), center: CGPoint(x: 50, y: 50),
                    startRadius: 10, endRadius: 40))
        }
        let radial = try #require(ParsedSVG(text).named("radialGradient").first)
        #expect(
            radial["fr"] == "10" && radial["r"] == "40" && radial["cx"] == "50"
                && radial["gradientUnits"] == "userSpaceOnUse")
    }

    @Test func sameDrawingSameBytes() throws {
        func draw(_ context: inout GraphicsContext, _ size: CGSize) {
            context.addFilter(.shadow(color: .black, radius: 4, x: 2, y: 2))
            context.fill(
                Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60)),
                with: .conicGradient(Gradient(colors: [.red, .green, .red]), center: CGPoint(x: 40, y: 40)))
        }
        #expect(try svg(100, 100, draw) == (try svg(100, 100, draw)))
    }

    /// What an opaque fill of the whole canvas hides is left out; anything less keeps it.
    @Test(arguments: [(1.0, true), (0.5, false)])
    func itemsHiddenByAnOpaqueCoverAreLeftOut(opacity: Double, hides: Bool) throws {
        let text = try svg { context, size in
            context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            context.fill(
                Path(CGRect(x: -1, y: -1, width: 102, height: 102)),
                with: .linearGradient(
                    Gradient(colors: [.blue.opacity(opacity), .green]), startPoint: .zero,
                    endPoint: CGPoint(x: 100, y: 0)))
            context.fill(Path(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20)), with: .color(.red))
        }
        #expect(ParsedSVG(text).named("path").count == (hides ? 2 : 3))
    }

    @Test func titleAndDescriptionAreEscapedText() throws {
        let hostile = "a < b & \"c\" 'd' ]]> \u{1}\u{7}\t<script>"
        let text = try svg(options: SVGOptions(title: hostile, description: "</desc><x/>")) { _, _ in }
        let parsed = ParsedSVG(text)
        #expect(parsed.error == nil, "\(text)")
        #expect(parsed.text["title"] == "a < b & \"c\" 'd' ]]> \u{FFFD}\u{FFFD}\t<script>")
        #expect(parsed.text["desc"] == "</desc><x/>")
        #expect(!parsed.elements.contains { $0.name == "script" || $0.name == "x" })
        #expect(parsed.elements.first?.attributes["role"] == "img")
    }

    @Test(arguments: [
        BlendMode.plusDarker, .sourceAtop, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor
    ])
    func blendModesSVGCannotExpressAreRefused(_ mode: BlendMode) {
        #expect(throws: RenderError.unsupported(feature: "the \(mode) blend mode in SVG")) {
            _ = try svg { context, size in
                context.blendMode = mode
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
        }
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: CGFloat.infinity, height: 4)
    ])
    func badSizesAreTypedErrors(_ size: CGSize) {
        let renderer = ImageRenderer(content: Canvas { _, _ in })
        renderer.proposedSize = ProposedViewSize(size)
        #expect(throws: RenderError.self) { _ = try renderer.svgString() }
    }

    @Test(arguments: [0, -1, CGFloat.nan, CGFloat.infinity])
    func badScalesAreTypedErrors(_ scale: CGFloat) {
        #expect(throws: RenderError.self) { _ = try svg(scale: scale) { _, _ in } }
    }

    @Test func noEmbeddedImagesEvenForConicGradients() throws {
        let text = try svg { context, size in
            context.fill(
                Path(ellipseIn: CGRect(origin: .zero, size: size)),
                with: .conicGradient(Gradient(colors: [.red, .blue, .red]), center: CGPoint(x: 50, y: 50)))
        }
        #expect(!text.contains("<image") && !text.contains("data:"))
    }

    @Test func writeToPicksSVGFromTheExtension() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = ImageRenderer(
            content: Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
            }.frame(width: 8, height: 8))
        try renderer.write(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == (try renderer.svgString()))
    }
}

extension Path.Element {
    var allPoints: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }
}
