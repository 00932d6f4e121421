import CCairo
import Foundation
import Testing
import VellumCore
import VellumGeometry

@testable import VellumText

/// The glyph outlines: where they lie, that they draw ink where the glyphs are, and that they
/// are the font's own outlines (as Cairo draws them without Pango).
@Suite struct OutlineTests {
    @Test(arguments: ["Hello", "gjpqy", "ÅÉÎ", "Upload 42%", "Wrapped text\nwith ÄÖ and gy"])
    func outlineLiesWithinTheLayoutBox(_ text: String) throws {
        let shaped = try shape(text, maxWidth: 120)
        let box = CGRect(origin: .zero, size: shaped.size)
        let ink = shaped.outline.boundingRect
        // Glyphs may overhang their advance a little (side bearings, accents above capitals),
        // never by much: allow a tenth of the size.
        let slack: CGFloat = 1.7
        #expect(ink.minX >= box.minX - slack && ink.maxX <= box.maxX + slack, "\(ink) in \(box)")
        #expect(ink.minY >= box.minY - slack && ink.maxY <= box.maxY + slack, "\(ink) in \(box)")
        #expect(ink.width > 0 && ink.height > 0)
    }

    @Test func inkWhereTheStemOfAnLIs() throws {
        // DejaVu Sans "l": advance 569, stem from 193 to 377 units, so centred in its advance.
        let shaped = try shape("l", dejaVu(100))
        let coverage = try Coverage(filling: shaped.outline, width: 60, height: 130)
        let stemX = Int(shaped.size.width / 2)
        let y = Int(shaped.firstBaseline - 30)
        #expect(coverage[stemX, y] == 255)
        #expect(coverage[stemX, Int(shaped.firstBaseline) + 5] == 0, "nothing below the baseline")
        #expect(coverage[2, y] == 0, "nothing in the left side bearing (9.4 points)")
        #expect(coverage[Int(shaped.size.width) + 2, y] == 0, "nothing past the advance")
        // The stem is 184/2048 em = 9 points wide.
        let row = (0..<60).map { Int(coverage[$0, y]) }
        let stemWidth = Double(row.reduce(0, +)) / 255
        let expected: Double = 100 * 184 / 2048
        #expect(abs(stemWidth - expected) < 0.1, "\(row)")
    }

    @Test func outlinesAreCairosOwnGlyphOutlines() throws {
        // Cairo's toy API draws the same font through fontconfig and FreeType, without Pango
        // or HarfBuzz. "Hello" has no kerning pair in DejaVu Sans, so glyph positions are the
        // plain advances on both sides (Pango's to 1/1024 point).
        let size: CGFloat = 40
        let shaped = try shape("Hello", dejaVu(size))
        let origin = CGPoint(x: 4, y: 4)
        let ours = try Coverage(filling: shaped.outline, width: 120, height: 56, offset: origin)
        let cairos = try Coverage(width: 120, height: 56) { cr in
            MeasurementTests.selectToyFont(cr, size: size)
            cairo_move_to(cr, origin.x, origin.y + shaped.firstBaseline)
            cairo_text_path(cr, "Hello")
            cairo_fill(cr)
        }
        let differences = zip(ours.values, cairos.values).map { abs(Int($0) - Int($1)) }
        #expect(differences.max()! <= 4, "largest coverage difference \(differences.max()!)")
        #expect(abs(ours.ink - cairos.ink) < 0.01 * cairos.ink, "\(ours.ink) vs \(cairos.ink) pixels of ink")
        #expect(ours.ink > 100)
    }

    @Test func everyGlyphOfALongLineIsThere() throws {
        // Cairo drops glyphs far outside a bounded target surface, even from paths; the
        // outlines are built on an unbounded one. An "l" is one contour.
        let shaped = try shape(String(repeating: "l", count: 400))
        #expect(shaped.size.width > 1_800)
        #expect(subpathCount(shaped.outline) == 400)
        let tall = try shape(String(repeating: "l\n", count: 300))
        #expect(subpathCount(tall.outline) == 300)
        #expect(tall.outline.boundingRect.maxY > 5_900)
    }

    @Test func outlineUsesCurvesNotFlattenedLines() throws {
        var curves = 0
        var lines = 0
        try shape("o", dejaVu(50)).outline.forEach { element in
            if case .curve = element { curves += 1 }
            if case .line = element { lines += 1 }
        }
        #expect(curves >= 8, "an o is two rings of curves")
        #expect(lines <= 2)
    }

    @Test(arguments: ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"])
    func outlinesAreUnhinted(_ family: String) throws {
        // fontconfig's stock configuration asks for slight hinting, which would snap
        // horizontal edges to whole pixels (up to half a point at 17 points). Unhinted, the
        // 17-point outline is the 1,700-point one scaled down, to FreeType's 1/64 pixel.
        let small = try shape("Hexo", FontSpec(family: family, size: 17))
        let large = try shape("Hexo", FontSpec(family: family, size: 1_700))
        let a = points(of: small.outline.offsetBy(dx: 0, dy: -small.firstBaseline))
        let b = points(of: large.outline.offsetBy(dx: 0, dy: -large.firstBaseline))
        #expect(a.count == b.count && a.count > 50)
        let largest = zip(a, b).map { max(abs($0.x - $1.x / 100), abs($0.y - $1.y / 100)) }.max() ?? .infinity
        #expect(largest < 0.02, "\(family): \(largest)")
    }

    @Test func outlineScalesWithSize() throws {
        let small = try shape("Upload 42%", dejaVu(10)).outline.boundingRect
        let large = try shape("Upload 42%", dejaVu(100)).outline.boundingRect
        #expect(abs(large.width / small.width - 10) < 0.05)
        #expect(abs(large.height / small.height - 10) < 0.05)
    }

    @Test func italicSlantsTheOutline() throws {
        let upright = try shape("l", dejaVu(100))
        let italic = try shape("l", FontSpec(family: "DejaVu Sans", size: 100, italic: true))
        #expect(italic.outline != upright.outline)
        // The top of the stem leans right of its foot.
        let box = italic.outline.boundingRect
        #expect(box.width > upright.outline.boundingRect.width + 5)
    }

    @Test func zeroAndInvalidSizesGiveNothing() throws {
        for size: CGFloat in [0, -3, .nan, -.infinity, 1e-5] {
            let shaped = try shape("Hello", dejaVu(size))
            #expect(shaped.size == .zero, "size \(size)")
            #expect(shaped.outline.isEmpty)
            #expect(shaped.lines.isEmpty)
            #expect(shaped.firstBaseline == 0 && shaped.lastBaseline == 0)
        }
    }

    @Test func hugeSizesAreClamped() throws {
        // Shaped at the clamped size, so no slower than it (the time is a benchmark's).
        let huge = try shape("Hello", dejaVu(1e6))
        let infinite = try shape("Hello", dejaVu(.infinity))
        let maximum = try shape("Hello", dejaVu(FontSpec.maximumSize))
        #expect(huge == maximum)
        #expect(infinite == maximum)
        #expect(abs(maximum.size.width - DejaVuSansMetrics.width("Hello", size: 10_000)) < 3)
        let box = maximum.outline.boundingRect
        #expect(box.maxX <= maximum.size.width && box.maxY <= maximum.size.height)
    }

    @Test func aLayoutBeyondPangosRangeKeepsItsShape() throws {
        // 600 W at 10,000 points make a line 5.9 million points long; Pango's coordinates
        // (32-bit, 1/1024 point) end at 2.1 million, so this is shaped smaller (by 32, since
        // the bound allows 4 em a glyph) and scaled back. Its width and its first and last
        // glyphs must still be right.
        let text = String(repeating: "W", count: 600)
        let font = dejaVu(FontSpec.maximumSize)
        #expect(TextShaper.layoutScale(text, TextLayoutRequest(text: text, font: font)) == 32)
        let shaped = try shape(text, font)
        let one = try shape("W", font)
        let expected = 600 * 2025 / DejaVuSansMetrics.unitsPerEm * 10_000
        // Each advance is kept to 32/1024 point.
        #expect(abs(shaped.size.width - expected) <= 600 * 0.5 * 32 / 1024, "\(shaped.size.width) vs \(expected)")
        #expect(subpathCount(shaped.outline) == 600)
        #expect(abs(shaped.size.height - one.size.height) <= 8.0 / 1024)
        let box = shaped.outline.boundingRect
        let glyph = one.outline.boundingRect
        #expect(abs(box.minX - glyph.minX) < 0.5)
        #expect(abs((shaped.size.width - box.maxX) - (one.size.width - glyph.maxX)) < 0.5)
        #expect(abs(box.minY - glyph.minY) < 0.5 && abs(box.maxY - glyph.maxY) < 0.5)
    }

    @Test func manyLinesBeyondPangosRange() throws {
        // 3,000 lines of 10,000 points: 35 million points tall.
        let text = String(repeating: "x\n", count: 3_000)
        let font = dejaVu(FontSpec.maximumSize)
        let shaped = try shape(text, font, maxWidth: 8_000)
        let one = try shape("x", font)
        let scale = TextShaper.layoutScale(text, TextLayoutRequest(text: text, font: font, maxWidth: 8_000))
        #expect(scale > 1)
        #expect(shaped.lines.count == 3_001)
        #expect(subpathCount(shaped.outline) == 3_000)
        #expect(abs(shaped.size.height - 3_001 * one.size.height) < 3_001 * scale / 1024)
        let last = shaped.lines[2_999]
        #expect(
            abs(last.baselineOrigin.y - (3_000 * one.size.height - one.size.height + one.firstBaseline)) < 3_000 * scale
                / 1024)
        #expect(
            abs(
                shaped.outline.boundingRect.maxY
                    - (last.baselineOrigin.y + one.outline.boundingRect.maxY - one.firstBaseline)) < 1)
    }
}

/// How many subpaths (moves) `path` has.
func subpathCount(_ path: Path) -> Int {
    var count = 0
    var pendingMove = false
    path.forEach { element in
        switch element {
        case .move: pendingMove = true
        case .closeSubpath: break
        default:
            if pendingMove { count += 1 }
            pendingMove = false
        }
    }
    return count
}

/// Every point of `path`, in order (control points too).
func points(of path: Path) -> [CGPoint] {
    var result: [CGPoint] = []
    path.forEach { element in
        switch element {
        case .move(let p), .line(let p): result.append(p)
        case .quadCurve(let p, let c): result += [c, p]
        case .curve(let p, let c1, let c2): result += [c1, c2, p]
        case .closeSubpath: break
        }
    }
    return result
}
