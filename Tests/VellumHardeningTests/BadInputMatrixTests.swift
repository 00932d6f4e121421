import Foundation
import Testing
import Vellum

@testable import VellumCore
@testable import VellumProgress

/// The "Bad input" table of docs/robustness.md, one test per row: what each public entry point does with
/// NaN, ±infinity, negative, zero, huge, empty and malformed values — clamp (as SwiftUI
/// does), a typed error, or a documented no-op. Never a crash, a hang or a silent wrong image.
@Suite struct BadInputMatrixTests {
    private static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]

    // MARK: sizes and scales

    /// Row "image size": zero, negative and non-finite proposed sizes throw `.invalidSize`.
    @Test(arguments: [CGFloat(0), -10, .nan, .infinity, -.infinity])
    func zeroNegativeAndNonFiniteSizesThrowInvalidSize(_ side: CGFloat) {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: side, height: 20)
        for output in [Output.png, .image, .pdf, .svg] {
            #expect(throws: RenderError.self) { try output.render(renderer) }
            do { try output.render(renderer); Issue.record("\(output) rendered a \(side) wide image") } catch let error
                as RenderError
            {
                guard case .invalidSize = error else { Issue.record("\(output): \(error)"); continue }
            } catch { Issue.record("\(output): \(error)") }
        }
    }

    /// Row "scale": zero, negative and non-finite scales throw `.invalidScale` (PNG, pixels, SVG;
    /// PDF is in points and ignores the scale).
    @Test(arguments: [CGFloat(0), -1, .nan, .infinity, -.infinity])
    func badScalesThrowInvalidScale(_ scale: CGFloat) {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = scale
        for output in [Output.png, .image, .svg] {
            do { try output.render(renderer); Issue.record("\(output) rendered at scale \(scale)") } catch let error
                as RenderError
            {
                #expect(error == .invalidScale(Double(scale)) || (scale.isNaN && "\(error)".contains("invalid scale")))
            } catch { Issue.record("\(output): \(error)") }
        }
        #expect(throws: Never.self) { try renderer.pdfData() }
    }

    /// Row "huge size": a 100,000 × 100,000 request is refused with `.tooLarge` (PNG, pixels,
    /// PDF); SVG has no pixels and writes it. That the refusal comes before any allocation
    /// (quickly, resident memory flat) is measured by `VELLUM_BAD_INPUT=1 make bench`, in a
    /// process of its own: beside the other tests here, resident memory is theirs too.
    @Test func hugeRequestsAreRefused() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 100_000, height: 100_000))
        for output in [Output.png, .image, .pdf] {
            #expect(throws: RenderError.tooLarge(width: 100_000, height: 100_000)) { try output.render(renderer) }
        }
        // One side over 16,384, and a huge scale on a small view, are refused the same way.
        let wide = ImageRenderer(content: Color.red.frame(width: 16_385, height: 1))
        #expect(throws: RenderError.tooLarge(width: 16_385, height: 1)) { try wide.pngData() }
        let scaled = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        scaled.scale = 1e6
        #expect(throws: RenderError.tooLarge(width: 1e7, height: 1e7)) { try scaled.pngData() }
        let svg = try renderer.svgString()
        #expect(svg.contains(#"width="100000""#))
    }

    // MARK: dashes

    private static let dashCases: [(name: String, dash: [CGFloat])] = [
        ("empty", []), ("all zeros", [0, 0]), ("negative", [-4, 2]), ("NaN", [.nan, 3]),
        ("infinity", [.infinity, 3]), ("one entry", [4]), ("huge", Array(repeating: 0.001, count: 100_000)),
        ("100,000 entries", (0..<100_000).map { CGFloat($0 % 7 + 1) })
    ]

    /// Row "dash arrays": every dash array renders (PNG, PDF, SVG) without trapping or
    /// throwing. An empty, all-zero, negative or non-finite array draws the solid line (as
    /// SwiftUI and Cairo's rules for an invalid dash would otherwise refuse it); an odd count
    /// repeats (SVG's rule); 100,000 entries render (how long they take is the benchmarks'
    /// business: a wall-clock bound here shares the cores with every other test).
    @Test(arguments: 0..<dashCases.count)
    func dashArraysNeverTrap(_ index: Int) throws {
        let (name, dash) = Self.dashCases[index]
        let canvas = Canvas { context, size in
            var line = Path()
            line.move(to: CGPoint(x: 4, y: 16))
            line.addLine(to: CGPoint(x: 60, y: 16))
            context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4, dash: dash))
        }.frame(width: 64, height: 32)
        let shape = Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: dash, dashPhase: .nan))
            .frame(width: 32, height: 32)
        for view in [AnyView(canvas), AnyView(shape)] {
            let renderer = ImageRenderer(content: view)
            let image = try renderer.image()
            #expect(paintedPixelCount(image) > 0, "\(name): nothing drawn")
            _ = try renderer.pdfData()
            #expect(ParsedSVG(try renderer.svgString()).wellFormed, "\(name)")
        }
        if ["empty", "all zeros", "negative", "NaN", "infinity"].contains(name) {
            // Invalid arrays draw the same pixels as no dash at all.
            let solid = ImageRenderer(content: canvasLine(dash: []))
            #expect(try ImageRenderer(content: canvasLine(dash: dash)).image() == solid.image(), "\(name)")
        }
    }

    private func canvasLine(dash: [CGFloat]) -> some View {
        Canvas { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 4, y: 16))
            line.addLine(to: CGPoint(x: 60, y: 16))
            context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4, dash: dash))
        }.frame(width: 64, height: 32)
    }

    /// Row "line width": NaN, infinite and negative line widths draw nothing; zero draws nothing.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -3, 0])
    func badLineWidthsDrawNothing(_ width: CGFloat) throws {
        let view = Canvas { context, _ in
            context.stroke(
                Path(ellipseIn: CGRect(x: 4, y: 4, width: 24, height: 24)), with: .color(.black), lineWidth: width)
        }.frame(width: 32, height: 32)
        let renderer = ImageRenderer(content: view)
        #expect(paintedPixelCount(try renderer.image()) == 0)
        #expect(ParsedSVG(try renderer.svgString()).wellFormed)
        _ = try renderer.pdfData()
    }

    // MARK: gradients

    /// Row "gradient stops": no stops draws nothing; one stop is a solid colour; NaN
    /// locations count as 0; unsorted stops are sorted; locations outside 0…1 clamp.
    @Test func gradientStops() throws {
        func render(_ stops: [Gradient.Stop]) throws -> RasterImage {
            let view = Rectangle().fill(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing))
                .frame(width: 32, height: 8)
            let renderer = ImageRenderer(content: view)
            #expect(ParsedSVG(try renderer.svgString()).wellFormed)
            _ = try renderer.pdfData()
            return try renderer.image()
        }
        #expect(paintedPixelCount(try render([])) == 0)
        let one = try render([.init(color: .red, location: 0.3)])
        #expect(one == (try render([.init(color: .red, location: 0), .init(color: .red, location: 1)])))
        let sorted = try render([.init(color: .red, location: 0), .init(color: .blue, location: 1)])
        #expect(try render([.init(color: .blue, location: 1), .init(color: .red, location: 0)]) == sorted)
        #expect(try render([.init(color: .red, location: -5), .init(color: .blue, location: 7)]) == sorted)
        #expect(try render([.init(color: .red, location: .nan), .init(color: .blue, location: 1)]) == sorted)
        #expect(
            try render([.init(color: .red, location: -.infinity), .init(color: .blue, location: .infinity)]) == sorted)
    }

    // MARK: colours

    /// Row "`Color(hex:)`": malformed strings give nil; NaN components count as 0, others clamp.
    @Test func colours() throws {
        for bad in ["", "#", "#12345", "#GGGGGG", "12", "#1234567890", "#١٢٣", "#\u{0}00"] {
            #expect(Color(hex: bad) == nil, "\(bad)")
        }
        let view = Rectangle().fill(Color(red: .nan, green: 2, blue: -1, opacity: .infinity)).frame(width: 2, height: 2)
        let image = try ImageRenderer(content: view).image()
        #expect(image.rgba(x: 0, y: 0) == (0, 255, 0, 255))
    }

    // MARK: progress views and gauges

    /// Row "progress fractions": NaN values and totals that are not positive and finite give
    /// 0; values clamp to 0…total; every case renders.
    @Test func progressFractions() throws {
        func fraction(_ value: Double?, _ total: Double) -> Double? {
            progressFraction(value, total: total)
        }
        #expect(fraction(.nan, 1) == 0)
        #expect(fraction(-1, 1) == 0)
        #expect(fraction(5, 1) == 1)
        #expect(fraction(.infinity, 1) == 1)
        #expect(fraction(-.infinity, 1) == 0)
        #expect(fraction(0.5, 0) == 0)
        #expect(fraction(0.5, -1) == 0)
        #expect(fraction(0.5, .nan) == 0)
        #expect(fraction(0.5, .infinity) == 0)
        #expect(fraction(nil, 1) == nil)
        for value in [Double.nan, .infinity, -.infinity, -1, 1e308] {
            for total in [Double.nan, 0, -1, .infinity, 1e-308] {
                for style in [0, 1] {
                    let base = ProgressView(value: value, total: total)
                    let view =
                        style == 0
                        ? AnyView(base.progressViewStyle(.linear)) : AnyView(base.progressViewStyle(.circular))
                    let renderer = ImageRenderer(content: view.frame(width: 64, height: 64))
                    _ = try renderer.pngData()
                    let svg = ParsedSVG(try renderer.svgString())
                    #expect(svg.wellFormed)
                }
            }
        }
    }

    /// Row "gauge values": NaN values, zero-width and non-finite ranges render as empty;
    /// values clamp to the range.
    @Test func gaugeValues() throws {
        let cases: [(Double, ClosedRange<Double>)] = [
            (.nan, 0...1), (.infinity, 0...1), (-.infinity, 0...1), (5, 0...1), (-5, 0...1),
            (0.5, 1...1), (0.5, -Double.infinity...Double.infinity), (0.5, 0...Double.infinity), (1e308, -1e308...1e308)
        ]
        for (value, range) in cases {
            for style in 0..<3 {
                let gauge = Gauge(value: value, in: range) {
                    Text("G")
                } currentValueLabel: {
                    Text("v")
                }
                let view: AnyView =
                    switch style {
                    case 0: AnyView(gauge.gaugeStyle(.accessoryCircularCapacity))
                    case 1: AnyView(gauge.gaugeStyle(.linearCapacity))
                    default: AnyView(gauge.gaugeStyle(.accessoryCircular))
                    }
                let renderer = ImageRenderer(content: view.frame(width: 80, height: 80))
                _ = try renderer.pngData()
                #expect(ParsedSVG(try renderer.svgString()).wellFormed, "\(value) in \(range)")
            }
        }
    }

    // MARK: text

    /// Row "font sizes": NaN, negative and zero sizes take no room; sizes over 10,000 points
    /// clamp to 10,000 (the same size as 10,000; "Hi" is then about 12,000 points wide, still
    /// within the pixel limits).
    @Test(arguments: [CGFloat.nan, -12, 0, -CGFloat.infinity])
    func fontSizesThatTakeNoRoom(_ size: CGFloat) throws {
        let view = Text("Hello").font(.system(size: size))
        let renderer = ImageRenderer(content: view.frame(width: 40, height: 20))
        #expect(paintedPixelCount(try renderer.image()) == 0)
        #expect(ParsedSVG(try renderer.svgString()).wellFormed)
        let bare = ImageRenderer(content: view)
        #expect(throws: RenderError.self) { try bare.pngData() } // a zero-size view
    }

    @Test(arguments: [CGFloat.infinity, 1e9, 10_001])
    func hugeFontSizesClamp(_ size: CGFloat) throws {
        let clamped = ImageRenderer(content: Text("Hi").font(.system(size: size))).drawing.size
        let maximum = ImageRenderer(content: Text("Hi").font(.system(size: 10_000))).drawing.size
        #expect(clamped == maximum)
        #expect(clamped.width.isFinite && clamped.height > 1000)
        // Framed small, it renders (clipped to the frame).
        let framed = ImageRenderer(content: Text("Hi").font(.system(size: size)).frame(width: 64, height: 64))
        _ = try framed.pngData()
    }

    /// Row "control characters": dropped before shaping (never boxes); NEL, U+2028/9 and CR
    /// are line breaks. The text renders the same as without them.
    @Test func controlCharactersAreDropped() throws {
        let dirty = ImageRenderer(content: Text("A\u{0}B\u{7}C\u{1B}[31mD\u{7F}\u{85}E"))
        let clean = ImageRenderer(content: Text("ABC[31mD\nE")) // NEL is a line break
        #expect(try dirty.image() == clean.image())
        #expect(ParsedSVG(try dirty.svgString()).wellFormed)
        dirty.svgOptions = SVGOptions(textAsOutlines: false)
        let svg = ParsedSVG(try dirty.svgString())
        #expect(svg.wellFormed)
        #expect(!svg.texts.joined().contains("\u{0}"))
    }

    /// Row "invalid UTF-8": bytes read from a file, decoded with `String(decoding:as:)`,
    /// become U+FFFD and render (as the replacement glyph), in every format.
    @Test func invalidUTF8FromAFileRenders() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-invalid-\(UUID().uuidString).txt")
        try Data([0x4F, 0x4B, 0x20, 0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0x21]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(text.unicodeScalars.contains("\u{FFFD}"))
        let renderer = ImageRenderer(content: Text(text))
        let image = try renderer.image()
        #expect(paintedPixelCount(image) > 0)
        let withoutReplacement = try ImageRenderer(content: Text("OK (!")).image()
        #expect(image.width > withoutReplacement.width)
        _ = try renderer.pdfData()
        renderer.svgOptions = SVGOptions(textAsOutlines: false)
        let svg = ParsedSVG(try renderer.svgString())
        #expect(svg.wellFormed)
        #expect(svg.texts == [text])
    }

    /// Row "long text": over 100,000 characters throws `.invalidText` from every output.
    @Test func overlongTextIsRefused() {
        let renderer = ImageRenderer(content: Text(String(repeating: "a", count: 100_001)).frame(width: 50, height: 50))
        for output in [Output.png, .image, .pdf, .svg] {
            do { try output.render(renderer); Issue.record("\(output) rendered") } catch let error as RenderError {
                guard case .invalidText = error else { Issue.record("\(error)"); continue }
            } catch { Issue.record("\(error)") }
        }
    }

    /// Row "labels with markup": `<`, `&`, quotes and `]]>` stay text — in `aria-label`, in
    /// `<text>` and in the title — and the SVG stays well-formed.
    @Test func markupInLabelsStaysText() throws {
        let hostile = #"<script>alert("x&y")</script> ]]> 'q' &amp; <![CDATA[ z ]]>"#
        let view = VStack {
            ProgressView(value: 0.5) { Text(hostile) }.progressViewStyle(.linear)
            Text(hostile)
        }.frame(width: 1_200, height: 120)
        let renderer = ImageRenderer(content: view)
        renderer.svgOptions = SVGOptions(title: hostile, description: hostile, textAsOutlines: false)
        let markup = try renderer.svgString()
        let svg = ParsedSVG(markup)
        #expect(svg.wellFormed)
        #expect(svg.ariaLabels.contains(hostile))
        #expect(svg.texts.filter { $0 == hostile }.count >= 2, "\(svg.texts)")
        #expect(!svg.elements.contains("script"))
        #expect(!markup.contains("<script"))
        renderer.svgOptions = SVGOptions(title: hostile)
        let outlined = ParsedSVG(try renderer.svgString())
        #expect(outlined.wellFormed)
        #expect(outlined.ariaLabels.contains(hostile))
        #expect(!outlined.elements.contains("script"))
    }

    // MARK: path data

    /// Row "path data": malformed data throws `SVGPathDataError`; 2,000,000 commands parse to
    /// 2,000,001 elements, and the render works or throws. Their time and memory bounds are
    /// `VELLUM_BAD_INPUT=1 make bench`'s (a process of its own, not one shared with other tests).
    @Test func malformedPathDataThrows() throws {
        #expect(try Path(svgPathData: "").isEmpty) // empty data is an empty path (SVG: "none")
        #expect(try Path(svgPathData: " \n\t ").isEmpty)
        for bad in ["L 1 2", "M 1", "M 1 2 X", "M 1e999 0", "M 0 0 A 1 1 0 2 0 3 3", "M nan 0", "M 0 0 L inf 1"] {
            #expect(throws: SVGPathDataError.self, "\(bad)") { try Path(svgPathData: bad) }
        }
    }

    @Test func millionsOfCommandsParseAndRender() throws {
        var data = "M0 0"
        data.reserveCapacity(2_000_000 * 8)
        for index in 0..<2_000_000 { data += index % 2 == 0 ? " l1 1" : " l-1 1" }
        let path = try Path(svgPathData: data)
        var count = 0, lines = 0
        path.forEach { element in
            count += 1
            if case .line = element { lines += 1 }
        }
        #expect(count == 2_000_001)
        #expect(lines == 2_000_000)
        // A zigzag one unit wide, 2,000,000 units down from the origin.
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 1, height: 2_000_000))
        let view = path.stroke(Color.black, lineWidth: 1).frame(width: 64, height: 64)
        let renderer = ImageRenderer(content: view)
        do {
            let image = try renderer.image()
            // The zigzag's first 64 rows: its stroke, a line width on x ∈ [-0.5, 1.5], paints
            // the first two columns of every row (miter tips reach x = 1.71) and nothing from x = 2 on.
            #expect(image.width == 64 && image.height == 64)
            #expect((0..<64).allSatisfy { image.pixels[$0 * 64] >> 24 != 0 })
            #expect((0..<64).allSatisfy { y in (2..<64).allSatisfy { image.pixels[y * 64 + $0] >> 24 == 0 } })
            _ = try renderer.svgData()
        } catch is RenderError { /* a typed error is fine */  }
    }

    // MARK: files

    /// Row "write(to:)": an unknown extension throws `.unknownFormat`; an unwritable place
    /// throws Foundation's error; neither leaves a file.
    @Test func writeToBadPlaces() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        let dir = FileManager.default.temporaryDirectory
        #expect(throws: ImageRendererError.unknownFormat("gif")) {
            try renderer.write(to: dir.appendingPathComponent("x.gif"))
        }
        #expect(throws: ImageRendererError.unknownFormat("")) {
            try renderer.write(to: dir.appendingPathComponent("noext"))
        }
        #expect(throws: (any Error).self) { try renderer.write(to: URL(fileURLWithPath: "/nonexistent-dir/x.png")) }
    }

    // MARK: timers

    /// Row "`Timer.publish` interval": not positive or NaN ticks every 0.1 ms, as Foundation's
    /// `Timer`, at most 10,000 times a render; an infinite one never ticks.
    @Test(arguments: [0, -1, Double.nan, .infinity])
    func timerIntervalsTickAsFoundationsAndStayBounded(_ interval: Double) throws {
        let frames = try ImageRenderer(content: TickCount(interval: interval)).appearAnimationImages(count: 3)
        let widths = frames.map { frame in (0..<frame.width).filter { frame.rgba(x: $0, y: 2).alpha > 128 }.count }
        // Frames at 0, 0.6 and 1.2 s: 6,000 ticks by 0.6 s, then the 10,000 cap.
        #expect(widths == (interval.isInfinite ? [0, 0, 0] : [0, 60, 100]))
    }
}

/// A timer's ticks in hundreds, as a bar's width; a 1.2 s fade gives the render its frames.
private struct TickCount: View {
    let interval: Double
    @State private var ticks = 0
    @State private var shown = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.black.frame(width: CGFloat(ticks / 100), height: 4)
            Color.red.frame(width: 2, height: 2).opacity(shown ? 1 : 0)
        }
        .frame(width: 120, alignment: .leading)
        .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
        .onAppear { withAnimation(.linear(duration: 1.2)) { shown = true } }
    }
}

/// The four output calls of ImageRenderer.
enum Output: CustomStringConvertible {
    case png, image, pdf, svg

    func render<V: View>(_ renderer: ImageRenderer<V>) throws {
        switch self {
        case .png: _ = try renderer.pngData()
        case .image: _ = try renderer.image()
        case .pdf: _ = try renderer.pdfData()
        case .svg: _ = try renderer.svgString()
        }
    }

    var description: String {
        switch self {
        case .png: "png";
        case .image: "image";
        case .pdf: "pdf";
        case .svg: "svg"
        }
    }
}
