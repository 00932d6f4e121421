import CCairo
import Foundation
import Testing
import VellumCore

@testable import VellumText

/// Widths, line heights and baselines against numbers derived without Pango: DejaVu Sans's
/// design metrics and Cairo's own (toy API) text measurement.
@Suite struct MeasurementTests {
    @Test func helloIsTheSumOfItsAdvances() throws {
        let shaped = try shape("Hello")
        // 1540 + 1260 + 569 + 569 + 1253 = 5191 units of 2048 at 17 pt = 43.0898 pt. Pango
        // keeps each advance in 1/1024 pt, so the sum may be off by half a unit per glyph.
        let expected = DejaVuSansMetrics.width("Hello", size: 17)
        #expect(abs(shaped.size.width - expected) <= 5 * 0.5 / 1024, "\(shaped.size.width) vs \(expected)")
        #expect(shaped.lines.count == 1)
        #expect(shaped.lines[0].width == shaped.size.width)
        #expect(shaped.lines[0].text == "Hello")
    }

    @Test func helloAgreesWithCairosToyTextExtents() throws {
        // Cairo's toy API finds the font through fontconfig and measures without HarfBuzz.
        var extents = cairo_text_extents_t()
        _ = try Coverage(width: 1, height: 1) { cr in
            Self.selectToyFont(cr, size: 17)
            cairo_text_extents(cr, "Hello", &extents)
        }
        let shaped = try shape("Hello")
        #expect(abs(shaped.size.width - extents.x_advance) <= 0.003, "\(shaped.size.width) vs \(extents.x_advance)")
    }

    @Test func lineHeightIsAscentPlusDescent() throws {
        for size: CGFloat in [9, 13, 17, 40, 100] {
            let shaped = try shape("Hxg", dejaVu(size))
            // (1901 + 483) / 2048 = 1.16406 em; the baseline is the ascent below the top.
            let lineHeight =
                (DejaVuSansMetrics.ascender + DejaVuSansMetrics.descender) / DejaVuSansMetrics.unitsPerEm * size
            let ascent = DejaVuSansMetrics.ascender / DejaVuSansMetrics.unitsPerEm * size
            #expect(
                abs(shaped.size.height - lineHeight) <= 2.0 / 1024,
                "size \(size): \(shaped.size.height) vs \(lineHeight)")
            #expect(abs(shaped.size.height / size - 1.164) < 0.001)
            #expect(
                abs(shaped.firstBaseline - ascent) <= 2.0 / 1024, "size \(size): \(shaped.firstBaseline) vs \(ascent)")
            #expect(shaped.lastBaseline == shaped.firstBaseline)
        }
    }

    @Test func linesStackAtTheLineHeight() throws {
        let shaped = try shape("one\ntwo\nthree")
        let one = try shape("one")
        #expect(shaped.lines.map(\.text) == ["one", "two", "three"])
        #expect(abs(shaped.size.height - 3 * one.size.height) <= 3.0 / 1024)
        for (index, line) in shaped.lines.enumerated() {
            #expect(abs(line.baselineOrigin.y - (one.firstBaseline + CGFloat(index) * one.size.height)) <= 3.0 / 1024)
        }
        #expect(shaped.lastBaseline == shaped.lines[2].baselineOrigin.y)
    }

    @Test func longerStringsAreWider() throws {
        let text = "Upload 42% of the files"
        var previous: CGFloat = 0
        for length in 1...text.count {
            let width = try shape(String(text.prefix(length))).size.width
            #expect(width > previous, "\"\(text.prefix(length))\" is \(width), not wider than \(previous)")
            previous = width
        }
    }

    @Test func widthScalesLinearlyWithSize() throws {
        let base = try shape("Upload 42%", dejaVu(10)).size.width
        for size: CGFloat in [7, 13, 17, 24, 36.5, 72, 200, 1000] {
            let width = try shape("Upload 42%", dejaVu(size)).size.width
            let ratio = width / (base * size / 10)
            #expect(abs(ratio - 1) < 0.005, "size \(size): \(width) is \(ratio) × linear")
        }
    }

    @Test func boldIsWider() throws {
        let regular = try shape("Hello", dejaVu(17, weight: 400)).size.width
        let bold = try shape("Hello", dejaVu(17, weight: 700)).size.width
        #expect(bold > regular * 1.05)
        #expect(abs(bold - DejaVuSansMetrics.width("Hello", size: 17, bold: true)) <= 5 * 0.5 / 1024)
        // Out-of-range weights clamp to 100...900 rather than failing.
        #expect(
            try shape("Hello", dejaVu(17, weight: 5_000)).size.width
                == shape("Hello", dejaVu(17, weight: 900)).size.width)
        #expect(
            try shape("Hello", dejaVu(17, weight: -3)).size.width == shape("Hello", dejaVu(17, weight: 100)).size.width)
    }

    @Test func monospacedDigitsHaveEqualWidths() throws {
        let font = dejaVu(17, monospacedDigits: true)
        let ones = try shape("1111", font).size.width
        let eights = try shape("8888", font).size.width
        #expect(ones == eights)
        #expect(try shape("1234567890", font).size.width == shape("0000000000", font).size.width)
        // Letters keep their own widths.
        #expect(try shape("Hello", font).size.width == shape("Hello").size.width)
    }

    @Test func missingFamilyFallsBackToFontconfigsDefault() throws {
        let missing = try shape("Hello, fallback", FontSpec(family: "NoSuchFamily", size: 17))
        let sansSerif = try shape("Hello, fallback", FontSpec(family: "sans-serif", size: 17))
        let empty = try shape("Hello, fallback", FontSpec(family: "", size: 17))
        #expect(missing == sansSerif)
        #expect(empty == sansSerif)
        // With fonts-dejavu-core installed (and no other configuration), that is DejaVu Sans.
        #expect(try shape("Hello, fallback") == sansSerif)
    }

    @Test func emptyTextHasZeroWidthAndOneLine() throws {
        let empty = try shape("")
        let line = try shape("x")
        #expect(empty.size == CGSize(width: 0, height: line.size.height))
        #expect(empty.outline.isEmpty)
        #expect(empty.lines.map(\.text) == [""])
        #expect(empty.firstBaseline == line.firstBaseline)
        #expect(empty.lastBaseline == line.firstBaseline)
    }

    @Test func tabAdvancesToATabStop() throws {
        // Pango's default tab stops are 8 spaces apart.
        let space = try shape("a b").size.width - shape("ab").size.width
        let tabbed = try shape("a\tb")
        #expect(try abs(tabbed.size.width - (8 * space + shape("b").size.width)) < 0.01)
        #expect(tabbed.lines.map(\.text) == ["a\tb"])
    }

    static func selectToyFont(_ cr: OpaquePointer, size: CGFloat) {
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }
}
