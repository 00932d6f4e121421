import Foundation
import Testing
import VellumCore
import VellumTestSupport

@testable import VellumText

/// Text of many paragraphs, which is laid out in blocks of paragraphs.
@Suite struct LongTextTests {
    static let paragraphs = (0..<200).map { "line \($0)" }
    static let text = paragraphs.joined(separator: "\n")

    @Test func paragraphsAndBlocks() {
        #expect(PangoSession.paragraphs(of: Array("".utf8)) == [0..<0])
        #expect(PangoSession.paragraphs(of: Array("a\n\nbc\n".utf8)) == [0..<1, 2..<2, 3..<5, 6..<6])
        let ranges = PangoSession.paragraphs(of: Array(Self.text.utf8))
        let blocks = PangoSession.blocks(of: ranges)
        #expect(blocks.count == 4) // 64 + 64 + 64 + 8 paragraphs
        #expect(blocks.first?.lowerBound == 0 && blocks.last?.upperBound == Self.text.utf8.count)
        // A paragraph longer than a block's bytes is a block of its own.
        let long = Array((String(repeating: "a", count: 5_000) + "\nb\nc").utf8)
        #expect(PangoSession.blocks(of: PangoSession.paragraphs(of: long)) == [0..<5_000, 5_001..<5_004])
    }

    @Test func manyParagraphsStackAsOneLayout() throws {
        let shaped = try shape(Self.text)
        let one = try shape("line 0")
        #expect(shaped.lines.map(\.text) == Self.paragraphs)
        for (index, line) in shaped.lines.enumerated() {
            let y = one.firstBaseline + CGFloat(index) * one.size.height
            #expect(abs(line.baselineOrigin.y - y) <= CGFloat(index + 1) / 1024, "line \(index)")
        }
        #expect(abs(shaped.size.height - 200 * one.size.height) <= 200.0 / 1024)
        #expect(shaped.size.width == (try shape("line 199")).size.width)
        #expect(subpathCount(shaped.outline) == subpathCount((try shape(Self.paragraphs.joined())).outline))
    }

    @Test(arguments: [1, 63, 64, 65, 128, 150, 199])
    func lineLimitAcrossBlocks(_ limit: Int) throws {
        let shaped = try shape(Self.text, lineLimit: limit)
        #expect(shaped.lines.count == limit)
        #expect(shaped.lines.dropLast().map(\.text) == Array(Self.paragraphs.prefix(limit - 1)))
        #expect(shaped.lines.last?.text == "line \(limit - 1)…")
        #expect(abs(shaped.size.height - CGFloat(limit) * (try shape("x")).size.height) <= CGFloat(limit) / 1024)
    }

    @Test(arguments: [64, 200, 201])
    func lineLimitThatShowsEverything(_ limit: Int) throws {
        let text = Self.paragraphs.prefix(limit == 64 ? 64 : 200).joined(separator: "\n")
        #expect(try shape(text, lineLimit: limit) == shape(text))
    }

    @Test func lineLimitInsideAWrappedParagraphOfALaterBlock() throws {
        let sentence = WrappingTests.sentence
        let text = (Self.paragraphs.prefix(70) + [sentence]).joined(separator: "\n")
        let shaped = try shape(text, maxWidth: 100, lineLimit: 72)
        #expect(shaped.lines.count == 72)
        #expect(shaped.lines[69].text == "line 69")
        #expect(shaped.lines[70].text == "The quick")
        #expect(shaped.lines[71].text == "brown fo…")
    }

    @Test func fiftyThousandLinesAreLinear() throws {
        // One layout of 50,000 paragraphs takes Pango seconds (it counts characters from
        // the start for every paragraph: quadratic); blocks of 64 take well under one. Ten
        // times the lines must cost about ten times the time (a hundred when quadratic),
        // measured as this thread's processor time, which tests beside it do not inflate.
        var lines: [Int] = [], subpaths: [Int] = []
        let times = try [5_000, 50_000].map { count in
            let text = String(repeating: "x\n", count: count)
            return try threadSeconds {
                let shaped = try shape(text, dejaVu(13))
                lines.append(shaped.lines.count)
                subpaths.append(subpathCount(shaped.outline))
            }
        }
        #expect(lines == [5_001, 50_001])
        #expect(subpaths == [5_000, 50_000])
        #expect(times[1] / times[0] < 30, "5,000 lines: \(times[0]) s, 50,000: \(times[1]) s")
    }
}
