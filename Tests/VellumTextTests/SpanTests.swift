import Foundation
import Testing
import VellumCore
import VellumGeometry

@testable import VellumText

// Requests with spans: each span shaped in its own font, outlines and pieces per span, one
// baseline per line, spans that do not add up, and the layout options of a request.

@Suite struct SpanTests {
    private let regular = FontSpec(family: "DejaVu Sans", size: 20)
    private let bold = FontSpec(family: "DejaVu Sans", size: 20, weight: 700)

    @Test func eachSpanHasItsOwnOutlineAndPieces() throws {
        let request = TextLayoutRequest(
            text: "Build passed",
            spans: [
                TextSpan(utf8Count: 5, font: bold), TextSpan(utf8Count: 7, font: regular)
            ])
        let shaped = try TextShaper.shape(request)
        #expect(shaped.spans.count == 2)
        #expect(shaped.spans.map { $0.pieces.map(\.text) } == [["Build"], [" passed"]])
        // The bold word is as wide as "Build" alone in bold.
        let alone = try TextShaper.shape(TextLayoutRequest(text: "Build", font: bold))
        #expect(abs(shaped.spans[1].pieces[0].baselineOrigin.x - alone.size.width) < 0.01)
        #expect(shaped.spans[0].pieces[0].baselineOrigin.y == shaped.spans[1].pieces[0].baselineOrigin.y)
        let boldBounds = shaped.spans[0].outline.boundingRect, regularBounds = shaped.spans[1].outline.boundingRect
        #expect(boldBounds.maxX <= regularBounds.minX + 1)
        // Every glyph is in the whole outline too.
        #expect(shaped.outline.boundingRect.union(boldBounds) == shaped.outline.boundingRect)
    }

    @Test func aLineTakesItsTallestSpansHeight() throws {
        let big = FontSpec(family: "DejaVu Sans", size: 40)
        let mixed = try TextShaper.shape(
            TextLayoutRequest(
                text: "Ab",
                spans: [
                    TextSpan(utf8Count: 1, font: big),
                    TextSpan(utf8Count: 1, font: FontSpec(family: "DejaVu Sans", size: 10))
                ]))
        let tall = try TextShaper.shape(TextLayoutRequest(text: "A", font: big))
        #expect(abs(mixed.size.height - tall.size.height) < 0.01)
        #expect(abs(mixed.firstBaseline - tall.firstBaseline) < 0.01)
    }

    @Test func spansThatDoNotAddUpAreMadeToCoverTheText() throws {
        // A boundary inside "é" (two bytes) moves to its end; the rest takes the last span.
        let request = TextLayoutRequest(
            text: "éab", spans: [TextSpan(utf8Count: 1, font: bold), TextSpan(utf8Count: 1, font: regular)])
        #expect(request.normalized.spans.map(\.utf8Count) == [2, 2])
        let tooMany = TextLayoutRequest(
            text: "a", spans: [TextSpan(utf8Count: 5, font: bold), TextSpan(utf8Count: 3, font: regular)])
        #expect(tooMany.normalized.spans.map(\.utf8Count) == [1, 0])
        let shaped = try TextShaper.shape(tooMany)
        #expect(shaped.spans.count == 2 && shaped.spans[1].outline.isEmpty && !shaped.spans[0].outline.isEmpty)
        // A span of control characters only, or of size 0, draws nothing and keeps its place.
        let gaps = try TextShaper.shape(
            TextLayoutRequest(
                text: "\u{1}ab",
                spans: [
                    TextSpan(utf8Count: 1, font: bold), TextSpan(utf8Count: 1, font: FontSpec(size: 0)),
                    TextSpan(utf8Count: 1, font: regular)
                ]))
        #expect(gaps.spans.map { $0.pieces.map(\.text) } == [[], [], ["b"]])
        let nothing = try TextShaper.shape(TextLayoutRequest(text: "", spans: [TextSpan(utf8Count: 0, font: regular)]))
        #expect(nothing.spans.count == 1 && nothing.size.height > 0)
    }

    @Test func badSpanNumbersAreClamped() throws {
        let wild = TextSpan(utf8Count: -4, font: regular, tracking: .infinity, baselineOffset: -1e300)
        #expect(
            wild.normalized.tracking == 0 && wild.normalized.baselineOffset == -TextSpan.maximumOffset
                && wild.normalized.utf8Count == 0)
        let shaped = try TextShaper.shape(
            TextLayoutRequest(text: "wide", spans: [TextSpan(utf8Count: 4, font: regular, tracking: 9_999)]))
        // Letter spacing goes between characters: three gaps.
        #expect(shaped.size.width > 30_000 && shaped.size.width < 30_100)
    }

    @Test func underlineAndStrikethroughFollowTheFontsMetrics() throws {
        let shaped = try TextShaper.shape(
            TextLayoutRequest(
                text: "Hi",
                spans: [
                    TextSpan(utf8Count: 2, font: regular, underline: true, strikethrough: true)
                ]))
        let span = shaped.spans[0]
        let baseline = shaped.firstBaseline
        #expect(span.underline.count == 1 && span.strikethrough.count == 1)
        #expect(span.underline[0].minY > baseline && span.underline[0].minY < baseline + 5)
        #expect(span.strikethrough[0].maxY < baseline && span.strikethrough[0].minY > baseline - 20 * 0.5)
        #expect(abs(span.underline[0].width - shaped.size.width) < 0.01)
    }

    @Test func lineSpacingAndHeadOrMiddleTruncation() throws {
        let text = "one two three four five six"
        let tight = try TextShaper.shape(TextLayoutRequest(text: text, font: regular, maxWidth: 60))
        let spaced = try TextShaper.shape(TextLayoutRequest(text: text, font: regular, maxWidth: 60, lineSpacing: 10))
        #expect(tight.lines.count > 2)
        #expect(abs(spaced.size.height - tight.size.height - 10 * CGFloat(tight.lines.count - 1)) < 0.01)
        let head = try TextShaper.shape(
            TextLayoutRequest(text: text, font: regular, maxWidth: 120, lineLimit: 1, truncation: .head))
        #expect(head.lines.count == 1 && head.lines[0].text.hasPrefix("…") && head.lines[0].text.hasSuffix("six"))
        let middle = try TextShaper.shape(
            TextLayoutRequest(text: text, font: regular, maxWidth: 120, lineLimit: 1, truncation: .middle))
        #expect(
            middle.lines[0].text.hasPrefix("one") && middle.lines[0].text.hasSuffix("six")
                && middle.lines[0].text.contains("…"))
        #expect(head.size.width <= 120)
    }

    @Test func aLineBreakSplitBetweenSpansIsOneBreak() throws {
        let split = try TextShaper.shape(
            TextLayoutRequest(
                text: "a\r\nb",
                spans: [
                    TextSpan(utf8Count: 2, font: regular), TextSpan(utf8Count: 2, font: bold)
                ]))
        #expect(split.lines.count == 2)
        #expect(split.spans.map { $0.pieces.map(\.text) } == [["a"], ["b"]])
    }
}
