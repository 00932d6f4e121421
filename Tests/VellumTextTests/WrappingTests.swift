import Foundation
import Testing
import VellumCore
import VellumGeometry

@testable import VellumText

/// Wrapping within a width, line limits with "…", and alignment of lines.
@Suite struct WrappingTests {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"

    @Test func wrapsAtWordsWithinTheWidth() throws {
        let shaped = try shape(Self.sentence, maxWidth: 100)
        let lineHeight = try shape("x").size.height
        #expect(shaped.lines.count >= 5)
        for line in shaped.lines {
            #expect(line.width <= 100, "\(line.text): \(line.width)")
            #expect(!line.text.hasPrefix(" ") && !line.text.hasSuffix(" "))
        }
        // Breaks fall between words: the lines are the words, regrouped.
        #expect(shaped.lines.map(\.text).joined(separator: " ") == Self.sentence)
        #expect(shaped.size.width == shaped.lines.map(\.width).max())
        #expect(shaped.size.width <= 100)
        #expect(
            abs(shaped.size.height - CGFloat(shaped.lines.count) * lineHeight) <= CGFloat(shaped.lines.count) / 1024)
        // Each line measures what it measures alone.
        for line in shaped.lines {
            #expect(try abs(shape(line.text).size.width - line.width) <= 0.01, "\(line.text)")
        }
    }

    @Test func aWordWiderThanTheWidthBreaksBetweenCharacters() throws {
        let shaped = try shape("Supercalifragilistic", maxWidth: 30)
        #expect(shaped.lines.count > 3)
        #expect(shaped.lines.allSatisfy { $0.width <= 30 })
        #expect(shaped.lines.map(\.text).joined() == "Supercalifragilistic")
    }

    @Test func oneCharacterWiderThanTheWidthStaysWhole() throws {
        let shaped = try shape("W", maxWidth: 1)
        #expect(shaped.lines.map(\.text) == ["W"])
        #expect(shaped.size.width == (try shape("W")).size.width)
    }

    @Test func unusualWidths() throws {
        let everyCharacter = try shape("ab", maxWidth: 0)
        #expect(everyCharacter.lines.map(\.text) == ["a", "b"])
        #expect(try shape("ab", maxWidth: -5) == everyCharacter)
        #expect(try shape("ab", maxWidth: .nan) == everyCharacter)
        let unwrapped = try shape(Self.sentence)
        #expect(unwrapped.lines.count == 1)
        #expect(try shape(Self.sentence, maxWidth: .infinity) == unwrapped)
        #expect(try shape(Self.sentence, maxWidth: 3_000_000) == unwrapped)
        // A width that fits exactly changes nothing.
        #expect(try shape(Self.sentence, maxWidth: unwrapped.size.width) == unwrapped)
    }

    @Test func lineLimitEndsTheLastLineInAnEllipsis() throws {
        let full = try shape(Self.sentence, maxWidth: 100)
        let limited = try shape(Self.sentence, maxWidth: 100, lineLimit: 2)
        let lineHeight = try shape("x").size.height
        #expect(limited.lines.count == 2)
        #expect(limited.lines[0] == full.lines[0])
        let last = limited.lines[1]
        #expect(last.text.hasSuffix("…"))
        // The last line is filled with as much of the rest as fits before the "…" (as
        // CoreText truncates), not only with what the full layout's second line holds.
        let rest = Self.sentence.dropFirst(full.lines[0].text.count + 1)
        #expect(rest.hasPrefix(last.text.dropLast()), "\(last.text)")
        #expect(last.text == "brown fo…")
        #expect(last.width <= 100)
        // Its width is its glyphs' (Pango pads its "…" to the full width, 9 points more
        // here; that is taken off). Shaped alone it differs by the kerning of "o" against
        // the "x" that was cut, which Pango keeps: 0.52 points.
        let alone = try shape(last.text)
        #expect(abs(alone.size.width - last.width) <= 0.6, "\(last.text): \(last.width) vs \(alone.size.width)")
        #expect(abs(limited.size.height - 2 * lineHeight) <= 2.0 / 1024)
        #expect(limited.size.width == limited.lines.map(\.width).max())
        #expect(limited.lastBaseline == last.baselineOrigin.y)
    }

    @Test func lineLimitAtAParagraphBreak() throws {
        let limited = try shape("a\nb\nc\nd", lineLimit: 2)
        #expect(limited.lines.map(\.text) == ["a", "b…"])
        #expect(limited.size.width == (try shape("b…")).size.width)
        #expect(try shape("one\ntwo  \nthree", lineLimit: 2).lines.map(\.text) == ["one", "two…"])
        let wrapped = try shape("first line\nsecond\nthird", maxWidth: 200, lineLimit: 2)
        #expect(wrapped.lines.map(\.text) == ["first line", "second…"])
        // Enough lines: nothing changes.
        #expect(try shape("a\nb\nc\nd", lineLimit: 4) == shape("a\nb\nc\nd"))
        #expect(try shape("a\nb\nc\nd", lineLimit: 40) == shape("a\nb\nc\nd"))
        // Limits below 1 mean 1.
        #expect(try shape("a\nb", lineLimit: 0).lines.map(\.text) == ["a…"])
        #expect(try shape("a\nb", lineLimit: -3) == shape("a\nb", lineLimit: 1))
    }

    @Test func oneLineTruncatesWithinTheWidth() throws {
        let shaped = try shape(Self.sentence, maxWidth: 120, lineLimit: 1)
        #expect(shaped.lines.count == 1)
        #expect(shaped.lines[0].text.hasPrefix("The quick"))
        #expect(shaped.lines[0].text.hasSuffix("…"))
        #expect(shaped.size.width <= 120)
    }

    @Test func rightToLeftTruncationStaysTight() throws {
        // Pango pads the "…" to fill the width; in a right-to-left line that padding would
        // sit between the "…" (at the left end) and the text, pushing the text past the
        // line's width. Without it, the ink fills the line and stays inside it.
        let shaped = try shape("مرحبا بالعالم يا صديقي", maxWidth: 60, lineLimit: 1)
        let line = try #require(shaped.lines.first)
        #expect(shaped.lines.count == 1)
        #expect(line.text.hasSuffix("…") && line.text.hasPrefix("مرحبا"))
        #expect(line.width <= 60)
        let ink = shaped.outline.boundingRect
        #expect(ink.minX >= -0.5 && ink.maxX <= line.width + 0.5, "\(ink) in a line \(line.width) wide")
        #expect(ink.width > line.width - 4)
    }

    @Test(arguments: [TextLineAlignment.leading, .center, .trailing])
    func alignmentOffsetsEachLine(_ alignment: TextLineAlignment) throws {
        let shaped = try shape(Self.sentence, maxWidth: 100, alignment: alignment)
        let leading = try shape(Self.sentence, maxWidth: 100)
        let fraction: CGFloat = alignment == .leading ? 0 : alignment == .center ? 0.5 : 1
        #expect(shaped.size == leading.size)
        #expect(shaped.lines.map(\.text) == leading.lines.map(\.text))
        var expected = Path()
        for (line, unaligned) in zip(shaped.lines, leading.lines) {
            let x = fraction * (shaped.size.width - line.width)
            #expect(line.baselineOrigin == CGPoint(x: x, y: unaligned.baselineOrigin.y))
            // The line's glyphs, shaped alone, moved to where the line starts.
            let alone = try shape(line.text).outline
            expected.addPath(alone.offsetBy(dx: x, dy: line.baselineOrigin.y - (try shape(line.text)).firstBaseline))
        }
        #expect(pathsAgree(shaped.outline, expected, within: 1e-9))
    }
}

/// Whether two paths have the same elements with points within `tolerance`.
func pathsAgree(_ a: Path, _ b: Path, within tolerance: CGFloat) -> Bool {
    func points(_ path: Path) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        path.forEach { element in
            switch element {
            case .move(let p): result.append([p])
            case .line(let p): result.append([p, p])
            case .quadCurve(let p, let c): result.append([p, c, .zero])
            case .curve(let p, let c1, let c2): result.append([p, c1, c2, .zero])
            case .closeSubpath: result.append([])
            }
        }
        return result
    }
    let pa = points(a), pb = points(b)
    guard pa.count == pb.count else { return false }
    for (x, y) in zip(pa, pb) {
        guard x.count == y.count else { return false }
        for (p, q) in zip(x, y) where abs(p.x - q.x) > tolerance || abs(p.y - q.y) > tolerance { return false }
    }
    return true
}
