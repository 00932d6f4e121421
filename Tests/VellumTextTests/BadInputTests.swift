import Foundation
import Testing
import VellumCore

@testable import VellumText

/// Control characters, over-long text and requests that normalize to the same thing.
@Suite struct BadInputTests {
    @Test func controlCharactersAreRemoved() throws {
        let clean = try shape("Hello")
        #expect(try shape("He\u{0}llo") == clean)
        #expect(try shape("\u{7}H\u{1B}el\u{7F}lo\u{9B}\u{1F}") == clean)
        #expect(try shape("\u{1}\u{2}\u{3}") == shape(""))
        // Nothing is drawn for them: not even the hex box Pango would show.
        #expect(try shape("\u{0}\u{7F}").outline.isEmpty)
    }

    @Test func everyLineBreakIsALineFeed() throws {
        let expected = try shape("a\nb")
        for text in ["a\r\nb", "a\rb", "a\u{85}b", "a\u{2028}b", "a\u{2029}b"] {
            #expect(try shape(text) == expected, "\(text.debugDescription)")
        }
        #expect(try shape("a\r\n\r\nb") == shape("a\n\nb"))
        #expect(try shape("a\n\rb") == shape("a\n\nb"))
    }

    @Test func sanitizerKeepsEverythingElse() {
        let text = "Tab\there, line\nnext, e\u{301}, 👩‍👩‍👧, \u{200B}zero width, عربى"
        #expect(TextSanitizer.sanitized(text) == text)
        #expect(TextSanitizer.sanitized("a\u{0}b\u{1F}c\u{7F}d\u{80}e\u{9F}f") == "abcdef")
        #expect(TextSanitizer.sanitized("\r\n\r") == "\n\n")
    }

    @Test func textOverTheLimitIsRefused() throws {
        let tooLong = String(repeating: "a", count: TextShaper.maximumScalarCount + 1)
        #expect(throws: TextShapingError.tooLong(characters: 100_001)) { try shape(tooLong) }
        // Scalars are counted, not bytes or characters: 100,001 scalars in one grapheme.
        let combining = "e" + String(repeating: "\u{301}", count: TextShaper.maximumScalarCount)
        #expect(combining.count == 1)
        #expect(throws: TextShapingError.tooLong(characters: 100_001)) { try shape(combining) }
        // At the limit, and over it in bytes but not in scalars, is fine.
        #expect(throws: Never.self) { try TextShaper.checkLength(String(repeating: "a", count: 100_000)) }
        #expect(throws: Never.self) { try TextShaper.checkLength(String(repeating: "é", count: 60_000)) }
    }

    @Test func requestsNormalize() {
        let request = TextLayoutRequest(
            text: "x", font: FontSpec(family: " ", size: .infinity, weight: 1_200),
            maxWidth: -.infinity, lineLimit: -2)
        let normalized = request.normalized
        #expect(normalized.font == FontSpec(family: "sans-serif", size: 10_000, weight: 900))
        #expect(normalized.maxWidth == 0)
        #expect(normalized.lineLimit == 1)
        #expect(TextLayoutRequest(text: "x", font: FontSpec(size: .nan)).normalized.font.size == 0)
        #expect(TextLayoutRequest(text: "x", maxWidth: .nan).normalized.maxWidth == 0)
        #expect(TextLayoutRequest(text: "x", maxWidth: .infinity).normalized.maxWidth == nil)
    }
}
