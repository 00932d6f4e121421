import Foundation
import Testing
import Vellum

@testable import VellumCore

// Text as SwiftUI code writes it: formatted interpolations and values, dates and timers at
// the renderer's moment, Markdown, concatenated texts with their own attributes, and the
// modifiers that return Text. Formatted text must draw exactly what the same literal draws.

private let english = Locale(identifier: "en_US")
private let utc = TimeZone(identifier: "UTC")!
private let moment = Date(timeIntervalSince1970: 1_780_000_000)

/// `view` rendered with a fixed locale, time zone and moment.
private func image<V: View>(_ view: V, locale: Locale = english) throws -> RasterImage {
    let renderer = ImageRenderer(content: view.environment(\.locale, locale).environment(\.timeZone, utc))
    renderer.now = moment
    return try renderer.image()
}

/// The text `text` shows with a fixed locale, time zone and moment.
private func shown(_ text: Text, locale: Locale = english) -> String {
    var environment = EnvironmentValues()
    environment.locale = locale
    environment.timeZone = utc
    environment.now = moment
    return text.plainText(in: environment)
}

/// The number of opaque-ish pixels in each column, to compare widths and positions of ink.
private func inkBounds(
    _ image: RasterImage, where keep: (UInt8, UInt8, UInt8, UInt8) -> Bool = { $3 > 128 && $0 < 128 }
)
    -> CGRect?
{
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.rgba(x: x, y: y)
            guard keep(p.red, p.green, p.blue, p.alpha) else { continue }
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

@Suite struct TextFormattingTests {
    @Test func formattedValuesDrawTheirLiteral() throws {
        #expect(try image(Text(0.42, format: .percent)) == image(Text("42%")))
        #expect(try image(Text("\(3.14159, specifier: "%.1f") MB/s")) == image(Text("3.1 MB/s")))
        #expect(try image(Text("Saved \(0.42, format: .percent)")) == image(Text("Saved 42%")))
        #expect(try image(Text("\(42) of \(100)")) == image(Text("42 of 100")))
        #expect(shown(Text("\(3.14)")) == "3.140000") // SwiftUI's %lf
        #expect(shown(Text(1234.5, format: .number)) == "1,234.5")
    }

    @Test func theLocaleFormats() {
        let german = Locale(identifier: "de_DE")
        #expect(shown(Text("\(3.14159, specifier: "%.2f")"), locale: german) == "3,14")
        #expect(shown(Text(1234.5, format: .number), locale: german) == "1.234,5")
        #expect(shown(Text("STRASSE").textCase(.lowercase), locale: german) == "strasse")
    }

    @Test func datesAndTimersAtTheRenderersMoment() {
        let fiveMinutesAgo = moment.addingTimeInterval(-7_500)
        #expect(shown(Text(fiveMinutesAgo, style: .relative)) == "2 hours, 5 minutes")
        #expect(shown(Text(fiveMinutesAgo, style: .offset)) == "-2 hours")
        #expect(shown(Text(moment.addingTimeInterval(90), style: .timer)) == "1:30")
        #expect(shown(Text(moment.addingTimeInterval(3_725), style: .offset)) == "+1 hour")
        #expect(shown(Text(timerInterval: moment.addingTimeInterval(-60)...moment.addingTimeInterval(240))) == "4:00")
        #expect(
            shown(
                Text(timerInterval: moment.addingTimeInterval(-60)...moment.addingTimeInterval(240), countsDown: false))
                == "1:00")
        #expect(shown(Text(timerInterval: moment...moment.addingTimeInterval(4_000))) == "1:06:40")
        let time = shown(Text(Date(timeIntervalSince1970: 47_100), style: .time))
        #expect(time.replacingOccurrences(of: "\u{202F}", with: " ") == "1:05 PM")
        #expect(shown(Text(Date(timeIntervalSince1970: 0), style: .date)) == "January 1, 1970")
        #expect(shown(Text("Updated \(fiveMinutesAgo, style: .relative) ago")) == "Updated 2 hours, 5 minutes ago")
    }

    @Test func markdownBoldDrawsTheBoldFace() throws {
        #expect(try image(Text("**Build** passed")) == image(Text("Build").bold() + Text(" passed")))
        #expect(try image(Text("**Build** passed")) != image(Text(verbatim: "Build passed")))
        #expect(try image(Text("*soon*")) == image(Text("soon").italic()))
        #expect(try image(Text("~~$99~~")) == image(Text("$99").strikethrough()))
        #expect(try image(Text("`main`")) == image(Text("main").monospaced()))
        // Verbatim strings and intraword underscores are not Markdown.
        #expect(shown(Text(verbatim: "**no**")) == "**no**")
        #expect(shown(Text("snake_case_name")) == "snake_case_name")
        #expect(shown(Text("2 * 3 * 4")) == "2 * 3 * 4")
        #expect(shown(Text("\\*literal\\*")) == "*literal*")
        #expect(shown(Text("see [the docs](https://example.com)")) == "see the docs")
        // An interpolated string is never read as Markdown.
        let stars = "**x**"
        #expect(shown(Text("\(stars)")) == "**x**")
    }

    @Test func concatenatedTextsKeepOneBaselineAndTheirColours() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let mixed =
            Text("H").font(.system(size: 40)).foregroundColor(red)
            + Text("h").font(.system(size: 12)).foregroundColor(blue)
        let picture = try image(mixed)
        let isRed: (UInt8, UInt8, UInt8, UInt8) -> Bool = { r, g, b, a in a > 200 && r > 200 && b < 60 }
        let isBlue: (UInt8, UInt8, UInt8, UInt8) -> Bool = { r, g, b, a in a > 200 && b > 200 && r < 60 }
        let big = try #require(inkBounds(picture, where: isRed)),
            small = try #require(inkBounds(picture, where: isBlue))
        #expect(small.minX >= big.maxX - 1)
        // Both glyphs stand on one baseline: their bottoms agree to a pixel.
        #expect(abs(big.maxY - small.maxY) <= 1, "\(big) \(small)")
        // Inner attributes win over outer ones.
        let outer = (Text("a").foregroundColor(red) + Text("b")).foregroundColor(blue)
        let pieces = outer.resolvedRuns(in: EnvironmentValues())
        #expect(pieces.map(\.text) == ["a", "b"])
        #expect(pieces.map { ($0.fill.base as? Color)?.resolved } == [red.resolved, blue.resolved])
    }

    @Test func interpolatedStringsReadWithoutTheEnvironment() {
        let title = "Upload", value = "42%"
        // Strings and plain literals: read directly (an accessibility label's usual case).
        #expect(LocalizedStringKey("\(title): \(value)").plainText == "Upload: 42%")
        #expect(shown(Text("\(title): \(value)")) == "Upload: 42%")
        // Markdown in a literal, or a value to format, needs the full resolution.
        #expect(LocalizedStringKey("**\(title)**").plainText == nil)
        #expect(LocalizedStringKey("\(3) files").plainText == nil)
        #expect(shown(Text("**\(title)** \(3) files")) == "Upload 3 files")
        // An interpolated string is shown as written, never read as Markdown.
        let starred = "*not emphasis*"
        #expect(LocalizedStringKey("\(starred)").plainText == "*not emphasis*")
        #expect(shown(Text("\(starred)")) == "*not emphasis*")
    }

    @Test func neighbouringPiecesAlikeAreOneRun() {
        let red = Color(red: 1, green: 0, blue: 0)
        let name = "Ada"
        #expect(Text("Hello \(name)!").resolvedRuns(in: EnvironmentValues()).map(\.text) == ["Hello Ada!"])
        #expect(
            (Text("a").foregroundColor(red) + Text("b").foregroundColor(red)).resolvedRuns(in: EnvironmentValues())
                .map(\.text) == ["ab"])
        #expect(Text("**a** b").resolvedRuns(in: EnvironmentValues()).map(\.text) == ["a", " b"])
        #expect(
            (Text("a") + Text("b").font(.system(size: 30))).resolvedRuns(in: EnvironmentValues()).map(\.text)
                == ["a", "b"])
    }

    @Test func decorationsTrackingAndBaselineOffset() throws {
        let plain = try #require(inkBounds(try image(Text("Hi").font(.system(size: 30)))))
        let underlined = try #require(inkBounds(try image(Text("Hi").font(.system(size: 30)).underline())))
        #expect(underlined.maxY > plain.maxY + 1)
        let tracked = try #require(inkBounds(try image(Text("Hi").font(.system(size: 30)).tracking(10))))
        #expect(abs(tracked.width - plain.width - 10) <= 1, "\(tracked) \(plain)")
        let struck = try image(
            Text("Hi").font(.system(size: 30)).strikethrough(color: Color(red: 1, green: 0, blue: 0)))
        let line = try #require(inkBounds(struck, where: { r, g, b, a in a > 200 && r > 200 && g < 60 }))
        #expect(line.width >= plain.width - 2 && line.minY > plain.minY && line.maxY < plain.maxY)
        let raised = Text("x").font(.system(size: 30)) + Text("2").font(.system(size: 30)).baselineOffset(10)
        let level = Text("x").font(.system(size: 30)) + Text("2").font(.system(size: 30))
        let up = try #require(inkBounds(try image(raised.padding(20)))),
            flat = try #require(inkBounds(try image(level.padding(20))))
        #expect(abs((flat.minY - up.minY) - 10) <= 1)
        let dashed = try image(Text("Hello").font(.system(size: 30)).underline(pattern: .dash))
        let solid = try image(Text("Hello").font(.system(size: 30)).underline())
        #expect(dashed != solid)
    }

    @Test func textModifiersAndFonts() throws {
        #expect(try image(Text("Build").textCase(.uppercase)) == image(Text("BUILD")))
        #expect(try image(Text("Build").textCase(.uppercase).textCase(nil)) == image(Text("BUILD")))
        #expect(
            try image(Text("12").font(.body.monospaced()))
                == image(Text("12").font(.system(.body, design: .monospaced))))
        #expect(try image(Text("12").fontDesign(.serif)) == image(Text("12").font(.system(.body, design: .serif))))
        #expect(
            try image(VStack { Text("a b") }.fontDesign(.serif))
                == image(Text("a b").font(.system(.body, design: .serif))))
        let condensed = try #require(inkBounds(try image(Text("Condensed").fontWidth(.condensed))))
        let standard = try #require(inkBounds(try image(Text("Condensed"))))
        #expect(condensed.width < standard.width * 0.95)
        #expect(Text("a") == Text("a"))
        #expect(Text("a").bold() != Text("a"))
        #expect(Text("\(1) of \(2)") == Text("\(1) of \(2)"))
        #expect(Text("\(1)") != Text("\(2)"))
    }

    @Test func emptyAndControlOnlyPartsKeepTheirPlace() throws {
        let empty = try image(Text("") + Text("a"))
        #expect(empty == (try image(Text("a"))))
        let control = Text(verbatim: "\u{1}").foregroundColor(.red) + Text("b").foregroundColor(.blue)
        #expect(try image(control) == image(Text("b").foregroundColor(.blue)))
        #expect(ViewRenderer.size(of: Text(""), for: .unspecified).height > 0)
    }
}

@Suite struct TextLayoutModifierTests {
    @Test func reservedLinesAndLineSpacing() {
        let one = ViewRenderer.size(of: Text("a"), for: .unspecified).height
        let reserved = ViewRenderer.size(of: Text("a").lineLimit(3, reservesSpace: true), for: .unspecified).height
        #expect(abs(reserved - 3 * one) < 0.01)
        let atLeastTwo = ViewRenderer.size(of: Text("a").lineLimit(2...), for: .unspecified).height
        #expect(abs(atLeastTwo - 2 * one) < 0.01)
        let spacedReserve = ViewRenderer.size(
            of: Text("a").lineLimit(2, reservesSpace: true).lineSpacing(5),
            for: .unspecified
        ).height
        #expect(abs(spacedReserve - 2 * one - 5) < 0.01)
        let wrapped = ViewRenderer.size(
            of: Text("one two three").lineSpacing(8), for: ProposedViewSize(width: 40, height: nil))
        let plain = ViewRenderer.size(of: Text("one two three"), for: ProposedViewSize(width: 40, height: nil))
        let lines = (plain.height / one).rounded()
        #expect(lines >= 2 && abs(wrapped.height - plain.height - 8 * (lines - 1)) < 0.01)
        let limited = ViewRenderer.size(
            of: Text("one two three").lineLimit(1...2), for: ProposedViewSize(width: 40, height: nil))
        #expect(abs(limited.height - 2 * one) < 0.01)
    }

    @Test func tighteningFitsALineThatAlmostFits() throws {
        let ideal = ViewRenderer.size(of: Text("Tighten me"), for: .unspecified).width
        let offered = ProposedViewSize(width: ideal - 3, height: nil)
        let tight = ViewRenderer.size(of: Text("Tighten me").lineLimit(1).allowsTightening(true), for: offered)
        #expect(tight.width <= ideal - 3 && tight.width > ideal - 3.5)
        // Without tightening the line is cut with "…", narrower still; far too narrow is cut too.
        let cut = try render(Text("Tighten me").lineLimit(1).frame(width: ideal - 3, alignment: .leading))
        let tightened = try render(
            Text("Tighten me").lineLimit(1).allowsTightening(true).frame(width: ideal - 3, alignment: .leading))
        #expect(cut != tightened)
        let far = ViewRenderer.size(
            of: Text("Tighten me").lineLimit(1).allowsTightening(true),
            for: ProposedViewSize(width: ideal / 2, height: nil))
        #expect(far.width <= ideal / 2)
    }
}

@Suite struct CanvasTextTests {
    @Test func canvasTextUsesTheCanvasEnvironment() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let canvas = Canvas { context, size in
            context.draw(Text("\u{2588}"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(width: 60, height: 60)
        .font(.system(size: 40))
        .foregroundStyle(red)
        let image = try ImageRenderer(content: canvas).image()
        let middle = image.rgba(x: 30, y: 30)
        #expect(middle.red == 255 && middle.green == 0 && middle.alpha == 255)
    }

    @Test func resolvedTextMeasuresDrawsAndTakesAShading() throws {
        var measured = CGSize.zero, baseline: CGFloat = 0
        let canvas = Canvas { context, size in
            let text = context.resolve(Text("\u{2588}"))
            measured = text.measure(in: size)
            baseline = text.firstBaseline(in: size)
            text.shading = .color(Color(red: 0, green: 0, blue: 1))
            context.draw(text, in: CGRect(origin: .zero, size: size))
        }
        .frame(width: 60, height: 60)
        .font(.system(size: 40))
        let image = try ImageRenderer(content: canvas).image()
        let view = ViewRenderer.size(of: Text("\u{2588}").font(.system(size: 40)), for: .unspecified)
        #expect(measured == view)
        #expect(baseline > 30 && baseline < measured.height)
        let ink = image.rgba(x: 10, y: Int(baseline) - 10)
        #expect(ink.blue == 255 && ink.red == 0 && ink.alpha == 255)
    }
}

@Suite struct TextMarkdownAndNumberBadInputTests {
    /// Every hostile source parses into runs (quadratic parsing of 99,000 characters would
    /// show as a run that takes minutes; how long parsing takes is a benchmark's).
    @Test
    func hostileMarkdownParses() {
        for source in [
            String(repeating: "*", count: 99_000), String(repeating: "[", count: 99_000),
            String(repeating: "_a", count: 49_000), String(repeating: "`", count: 99_001),
            String(repeating: "*a ", count: 33_000), String(repeating: "~~x", count: 33_000),
            String(repeating: "[a](", count: 24_000)
        ] {
            let runs = InlineMarkdown.parse(source)
            #expect(!runs.isEmpty)
        }
        // Past the shaper's limit the source is shown as written, unparsed.
        let long = String(repeating: "**x** ", count: 20_000)
        #expect(InlineMarkdown.parse(long).count == 1)
    }

    @Test func badTextNumbersRender() throws {
        for value in [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 0] {
            let view = (Text("a") + Text("b").tracking(value).kerning(value).baselineOffset(value) + Text("c"))
                .lineSpacing(value)
                .frame(width: 200, height: 60)
            let png = try ImageRenderer(content: view).pngData()
            #expect(png.count > 0)
            _ = try ImageRenderer(content: view).svgString()
        }
        let size = ViewRenderer.size(of: Text("a").lineLimit(-3, reservesSpace: true), for: .unspecified)
        #expect(size.height > 0)
        #expect(ViewRenderer.size(of: Text("a").lineLimit(0...0), for: .unspecified).height > 0)
    }
}

@Suite struct MarkdownSkippedCloserTests {
    @Test func escapesCodeAndLinksNeverHoldACloser() {
        func runs(_ source: String) -> [(String, InlineMarkdown.Marks)] { InlineMarkdown.parse(source) }
        let escaped = runs("*50\\* off* now")
        #expect(escaped.map(\.0) == ["50* off", " now"] && escaped[0].1.emphasis && !escaped[1].1.emphasis)
        let code = runs("**bold `x**` y** z")
        #expect(code.map(\.0) == ["bold ", "x**", " y", " z"])
        #expect(code[0].1.strong && code[1].1.code && code[2].1.strong && !code[3].1.strong)
        let link = runs("*a [b* c](u) d*")
        #expect(link.map(\.0) == ["a ", "b* c", " d"])
        #expect(link[0].1.emphasis && link[1].1.link && link[2].1.emphasis)
    }
}
