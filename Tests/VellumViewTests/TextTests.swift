import Foundation
import Testing
import Vellum
import VellumRsvg

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The ink (alpha > 128) bounding box of `image`.
func inkBounds(_ image: RasterImage) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width where image.rgba(x: x, y: y).alpha > 128 {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

@Suite struct TextLayoutTests {
    /// A stack's width is the sum of its parts, and the width it then offers a text is that sum
    /// less the others, which rounding can leave a hair short of the text's own width: the text
    /// must not wrap for it (a symbol of 26.4 points beside "bell" wrapped it as "be-ll").
    @Test func aWidthShortOnlyByRoundingDoesNotWrap() throws {
        let text = Text("bell").font(.system(size: 11))
        let ideal = ViewRenderer.size(of: text, for: .unspecified)
        let hair = ViewRenderer.size(of: text, for: ProposedViewSize(width: ideal.width - 1e-9, height: nil))
        #expect(hair == ideal)
        let row = HStack(spacing: 8) {
            Color.blue.frame(width: 26.399999999999995, height: 26.399999999999995); text
        }
        .frame(height: 28)
        let image = try render(row)
        // One line: the text's ink, right of the square, spans less than one line's height.
        var inkRows: [Int] = []
        for y in 0..<image.height where (36..<image.width).contains(where: { image.rgba(x: $0, y: y).alpha > 64 }) {
            inkRows.append(y)
        }
        let span = (inkRows.last ?? 0) - (inkRows.first ?? 0) + 1
        #expect(span <= Int(ideal.height.rounded(.up)), "ink over \(span) rows")
        #expect(
            ViewRenderer.size(of: text, for: ProposedViewSize(width: ideal.width - 0.5, height: nil)).height
                > ideal.height)
    }

    /// DejaVu Sans: ascent 0.928 em + descent 0.236 em = 1.164 em per line.
    static let lineHeight: CGFloat = 1.164

    @Test func textTakesItsIdealSizeOneLinePerLine() {
        let size = ViewRenderer.size(of: Text("Hello").font(.system(size: 20)), for: .unspecified)
        #expect(abs(size.height - 20 * Self.lineHeight) < 0.5, "\(size)")
        #expect(size.width > 40 && size.width < 60, "\(size)")
        let two = ViewRenderer.size(of: Text("Hello\nworld").font(.system(size: 20)), for: .unspecified)
        #expect(abs(two.height - 2 * 20 * Self.lineHeight) < 1, "\(two)")
    }

    @Test func textStylesHaveApplesSizes() {
        let expected: [(Font, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12),
            (.caption2, 11)
        ]
        for (font, points) in expected {
            #expect(font.size == points)
            let height = ViewRenderer.size(of: Text("Ag").font(font), for: .unspecified).height
            #expect(abs(height - points * Self.lineHeight) < 0.5, "\(points): \(height)")
        }
        #expect(Font.headline.weight == .semibold && Font.body.weight == .regular)
    }

    @Test func wrapsWithinTheOfferedWidth() {
        let text = Text("The quick brown fox jumps over the lazy dog again and again")
        let ideal = ViewRenderer.size(of: text, for: .unspecified)
        let wrapped = ViewRenderer.size(of: text, for: ProposedViewSize(width: 120, height: nil))
        #expect(ideal.width > 300)
        #expect(wrapped.width <= 120 && wrapped.height > 3 * ideal.height - 1, "\(wrapped)")
        // A wider offer than needed: the text keeps its ideal width.
        #expect(ViewRenderer.size(of: text, for: ProposedViewSize(width: 1_000, height: nil)) == ideal)
        // lineLimit and a short offered height both cut lines.
        let limited = ViewRenderer.size(of: text.lineLimit(2), for: ProposedViewSize(width: 120, height: nil))
        #expect(abs(limited.height - 2 * ideal.height) < 1, "\(limited)")
        let short = ViewRenderer.size(of: text, for: ProposedViewSize(width: 120, height: ideal.height * 1.5))
        #expect(abs(short.height - ideal.height) < 1, "\(short)")
    }

    /// One-line text under `minimumScaleFactor` shrinks to the offered width, keeping its
    /// proportions, down to the factor; below it the line is cut with "…" at the factor.
    @Test func minimumScaleFactorShrinksOneLineToTheOfferedWidth() throws {
        let text = Text("Battery Level").font(.system(size: 20))
        let ideal = ViewRenderer.size(of: text, for: .unspecified)
        let offer = ProposedViewSize(width: ideal.width * 0.6, height: nil)
        let shrunk = ViewRenderer.size(of: text.lineLimit(1).minimumScaleFactor(0.5), for: offer)
        #expect(
            abs(shrunk.width - ideal.width * 0.6) < 1e-9 && abs(shrunk.height - ideal.height * 0.6) < 1e-9, "\(shrunk)")
        // At the floor: 0.8 of the height, no wider than offered.
        let floored = ViewRenderer.size(of: text.lineLimit(1).minimumScaleFactor(0.8), for: offer)
        #expect(abs(floored.height - ideal.height * 0.8) < 1e-9 && floored.width <= offer.width! + 1e-9, "\(floored)")
        // Without lineLimit(1) the text wraps as before; without a factor it is cut.
        let wrapped = ViewRenderer.size(of: text.minimumScaleFactor(0.5), for: offer)
        #expect(wrapped.height > 1.9 * ideal.height, "\(wrapped)")
        let cut = ViewRenderer.size(of: text.lineLimit(1), for: offer)
        #expect(abs(cut.height - ideal.height) < 1e-9, "\(cut)")
        // Offered nothing, it takes the factor's size as for any tiny offer (stacks measure so).
        let none = ViewRenderer.size(
            of: text.lineLimit(1).minimumScaleFactor(0.5), for: ProposedViewSize(width: 0, height: nil))
        let tiny = ViewRenderer.size(
            of: text.lineLimit(1).minimumScaleFactor(0.5), for: ProposedViewSize(width: 1e-9, height: nil))
        #expect(abs(none.height - ideal.height * 0.5) < 1e-9 && none == tiny, "\(none) \(tiny)")
        // Out-of-range factors clamp; NaN means no shrinking.
        var environment = EnvironmentValues()
        environment.minimumScaleFactor = -3
        #expect(environment.minimumScaleFactor == 0)
        environment.minimumScaleFactor = .nan
        #expect(environment.minimumScaleFactor == 1)

        // Pixels: the shrunk line's ink fills the offered width and 0.6 of the ideal ink's height.
        let idealInk = try #require(inkBounds(try render(text.foregroundStyle(Color.black).fixedSize())))
        let shrunkInk = try #require(
            inkBounds(
                try render(
                    text.foregroundStyle(Color.black).lineLimit(1).minimumScaleFactor(0.5)
                        .frame(width: ideal.width * 0.6, alignment: .leading).fixedSize(
                            horizontal: false, vertical: true))))
        #expect(abs(shrunkInk.width - idealInk.width * 0.6) < 2, "\(shrunkInk) against \(idealInk)")
        #expect(abs(shrunkInk.height - idealInk.height * 0.6) < 2, "\(shrunkInk) against \(idealInk)")
    }

    @Test func weightDigitsAndDesignsMeasureAsTheyShould() {
        func width(_ text: Text) -> CGFloat { ViewRenderer.size(of: text, for: .unspecified).width }
        #expect(width(Text("Progress").bold()) > width(Text("Progress")))
        #expect(width(Text("1111").monospacedDigit()) == width(Text("8888").monospacedDigit()))
        let mono = Font.system(size: 17, design: .monospaced)
        #expect(abs(width(Text("iiii").font(mono)) - width(Text("MMMM").font(mono))) < 0.01)
        // A family that is not installed falls back to fontconfig's default: DejaVu Sans here.
        #expect(abs(width(Text("Fallback").font(.custom("NoSuchFamily", size: 17))) - width(Text("Fallback"))) < 0.01)
    }

    @Test func multilineAlignmentCentresShortLines() throws {
        let view = Text("Wide first line of text\nhi").multilineTextAlignment(.center).foregroundStyle(.black)
        let image = try render(view)
        let lowerHalf = RasterImage(
            width: image.width, height: image.height / 2,
            pixels: Array(image.pixels[(image.height - image.height / 2) * image.width..<image.height * image.width]))
        let ink = try #require(inkBounds(lowerHalf))
        #expect(abs(ink.midX - CGFloat(image.width) / 2) < 2, "\(ink) in \(image.width)")
    }

    @Test func textDrawsInkInTheForegroundStyle() throws {
        let image = try render(
            Text("Hi").font(.system(size: 40, weight: .bold)).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        let ink = try #require(inkBounds(image))
        #expect(ink.height > 25 && ink.height < 32, "\(ink): cap height of DejaVu Bold at 40 pt is 29.2")
        let sample = image.rgba(x: Int(ink.minX) + 3, y: Int(ink.midY))
        #expect(sample == (255, 0, 0, 255), "\(sample)")
    }

    @Test func canvasDrawsTextAtAnAnchor() throws {
        let image = try render(
            Canvas { context, size in
                context.draw(Text("X").font(.system(size: 30)), at: CGPoint(x: 50, y: 50))
            }.frame(width: 100, height: 100))
        let ink = try #require(inkBounds(image))
        #expect(abs(ink.midX - 50) < 2, "\(ink)")
    }
}

@Suite struct TextBadInputTests {
    @Test func enormousTextIsATypedErrorNotAHang() {
        let renderer = ImageRenderer(content: Text(String(repeating: "a", count: 100_001)))
        #expect(throws: RenderError.self) { _ = try renderer.pngData() }
        #expect(throws: RenderError.self) { _ = try renderer.svgString() }
    }

    @Test func controlCharactersNeverCrashOrShowAsBoxes() throws {
        let clean = ViewRenderer.size(of: Text("abc"), for: .unspecified)
        let dirty = ViewRenderer.size(of: Text("a\u{0}b\u{7}\u{1B}c"), for: .unspecified)
        #expect(dirty.height == clean.height)
        _ = try render(Text("a\u{0}b\u{7}\u{1B}c\u{7F}"))
    }

    @Test func badFontSizesTakeNoRoom() throws {
        for size in [CGFloat.nan, -5, 0] {
            let view = VStack(spacing: 0) {
                Text("x").font(.system(size: size)); Color.red.frame(width: 10, height: 10)
            }
            #expect(ViewRenderer.size(of: view, for: .unspecified) == CGSize(width: 10, height: 10), "\(size)")
        }
        // Enormous sizes are clamped to the shaper's 10,000 points.
        let huge = ViewRenderer.size(of: Text("x").font(.system(size: 1e12)), for: .unspecified)
        #expect(huge.height > 11_000 && huge.height < 12_000, "\(huge)")
    }

    @Test func emptyTextHasNoWidth() {
        #expect(ViewRenderer.size(of: Text(""), for: .unspecified).width == 0)
    }
}

@Suite struct TextSVGTests {
    static var sample: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Task 42% Complete").font(.headline)
            Text("a < b & \"c\" ]]>").font(.caption).foregroundStyle(.gray)
            Text("Wrapped text that needs two lines").frame(width: 140)
        }
    }

    @Test func outlinesAgreeWithThePNGThroughLibrsvg() throws {
        let renderer = ImageRenderer(content: Self.sample)
        let result = try librsvgAgreement(Self.sample)
        print("text svg: \(result.summary)")
        #expect(result.matches, "\(result.summary)")
        #expect(try !renderer.svgString().contains("<text"))
    }

    @Test func realTextIsEscapedAndKeepsItsLines() throws {
        let renderer = ImageRenderer(content: Self.sample)
        renderer.svgOptions.textAsOutlines = false
        let svg = try renderer.svgString()
        #expect(svg.contains("<text"))
        #expect(svg.contains("a &lt; b &amp; &quot;c&quot; ]]&gt;"))
        #expect(svg.contains(#"font-family="DejaVu Sans""#) && svg.contains(#"font-weight="600""#))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(svg.components(separatedBy: "<text").count - 1 >= 4, "one element per line: 1 + 1 + at least 2")
    }
}
