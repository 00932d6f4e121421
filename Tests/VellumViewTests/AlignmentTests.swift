import Foundation
import Testing
import Vellum

// Alignment guides as SwiftUI's: real text baselines, alignmentGuide, custom AlignmentIDs,
// a layout's explicit guides, right-to-left layout, and a ZStack sized by priority.

/// The rows and columns where a colour (red or blue, by its dominant channel) has ink.
private func inkBounds(_ image: RasterImage, red wantsRed: Bool) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var bounds: (Int, Int, Int, Int)?
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.rgba(x: x, y: y)
            guard p.alpha > 128 else { continue }
            let isRed = p.red > p.blue
            guard isRed == wantsRed else { continue }
            if let b = bounds {
                bounds = (min(b.0, x), max(b.1, x), min(b.2, y), max(b.3, y))
            } else {
                bounds = (x, x, y, y)
            }
        }
    }
    return bounds.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
}

private enum FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThird.self)
}

/// Apple's example: a stack whose leading guide is indented 10 points.
private struct IndentedVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? bounds.minX + 10 : nil
    }
}

/// Reports each subview's first baseline, as a layout of your own reads it.
private struct BaselineProbe: Layout {
    let found: @Sendable ([CGFloat]) -> Void
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        found(subviews.map { $0.dimensions(in: .unspecified)[.firstTextBaseline] })
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private final class Box: @unchecked Sendable {
    var values: [CGFloat] = []
}

@Suite struct TextBaselineAlignmentTests {
    /// Capitals without descenders: the bottom of their ink is the baseline.
    private func pair(_ alignment: VerticalAlignment) -> some View {
        HStack(alignment: alignment, spacing: 4) {
            Text("HEH").font(.system(size: 40)).foregroundStyle(red)
            Text("HEH").font(.system(size: 12)).foregroundStyle(blue)
        }
    }

    @Test func firstBaselinesLineUp() throws {
        let image = try ImageRenderer(content: pair(.firstTextBaseline)).image()
        let big = try #require(inkBounds(image, red: true)), small = try #require(inkBounds(image, red: false))
        #expect(abs(big.maxY - small.maxY) <= 1)
        // Centred, the small text's baseline sits well above the large one's.
        let centred = try ImageRenderer(content: pair(.center)).image()
        let bigCentred = try #require(inkBounds(centred, red: true)),
            smallCentred = try #require(inkBounds(centred, red: false))
        #expect(bigCentred.maxY - smallCentred.maxY > 5)
    }

    @Test func aStackTakesItsFirstTextsBaselineAndTheLastItsLast() throws {
        // The VStack's first baseline is its first text's; its last is its last text's.
        func row(_ alignment: VerticalAlignment) -> some View {
            HStack(alignment: alignment, spacing: 4) {
                VStack(alignment: .leading, spacing: 6) {
                    Text("HE").font(.system(size: 30)).foregroundStyle(red)
                    Text("HE").font(.system(size: 30)).foregroundStyle(red)
                }
                Text("HE").font(.system(size: 12)).foregroundStyle(blue)
            }
        }
        let first = try ImageRenderer(content: row(.firstTextBaseline)).image()
        let small = try #require(inkBounds(first, red: false))
        // The first large line's ink ends where the small text's does.
        let firstLineBottom = (0..<first.height).last { y in
            y < first.height / 2
                && (0..<first.width).contains {
                    first.rgba(x: $0, y: y).red > 128 && first.rgba(x: $0, y: y).alpha > 128
                }
        }
        #expect(abs((firstLineBottom ?? -100) - small.maxY) <= 1)
        let last = try ImageRenderer(content: row(.lastTextBaseline)).image()
        let bigLast = try #require(inkBounds(last, red: true)), smallLast = try #require(inkBounds(last, red: false))
        #expect(abs(bigLast.maxY - smallLast.maxY) <= 1)
    }

    @Test func aShapeSitsOnTheBaselineWithItsBottom() throws {
        let row = HStack(alignment: .firstTextBaseline, spacing: 4) {
            red.frame(width: 10, height: 10)
            Text("HEH").font(.system(size: 30)).foregroundStyle(blue)
        }
        let image = try ImageRenderer(content: row).image()
        let square = try #require(inkBounds(image, red: true)), text = try #require(inkBounds(image, red: false))
        #expect(abs(square.maxY - text.maxY) <= 1)
    }

    @Test func aLayoutReadsTextBaselinesFromDimensions() throws {
        let box = Box()
        let probe = BaselineProbe { box.values = $0 }
        _ = ViewRenderer.size(
            of: probe {
                Text("Hi").font(.system(size: 20))
                Text("Hi").font(.system(size: 20)).padding(.top, 7)
                red.frame(width: 4, height: 9)
            }, for: .unspecified)
        #expect(box.values.count == 3)
        // A 20-point DejaVu line puts its baseline about 19 points down; padding moves it.
        #expect(box.values[0] > 15 && box.values[0] < 22)
        #expect(abs(box.values[1] - box.values[0] - 7) < 0.001)
        #expect(box.values[2] == 9)
    }

    @Test func combineExplicitMergesAsSwiftUIDocuments() {
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([5, nil, 3]) == 3)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([5, nil, 3]) == 5)
        #expect(HorizontalAlignment.center.combineExplicit([2, 4, nil]) == 3)
        #expect(VerticalAlignment.top.combineExplicit([nil, nil]) == nil)
    }
}

@Suite struct AlignmentGuideTests {
    @Test func aGuideMovesAViewInItsStack() {
        let stack = VStack(alignment: .leading, spacing: 0) {
            red.frame(width: 40, height: 10)
            blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -12 }
        }
        // The blue bar starts 12 points right of the red one: the stack is 12 + 20 wide... or 40.
        #expect(ViewRenderer.size(of: stack, for: .unspecified) == CGSize(width: 40, height: 20))
        let trailing = VStack(alignment: .leading, spacing: 0) {
            red.frame(width: 40, height: 10)
            blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in -d.width / 2 }
        }
        // Pushed half its width right, it widens the stack to 60.
        #expect(ViewRenderer.size(of: trailing, for: .unspecified) == CGSize(width: 60, height: 20))
    }

    @Test func guidesPlaceViewsByPixel() throws {
        let stack = VStack(alignment: .leading, spacing: 0) {
            red.frame(width: 40, height: 10)
            blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -12 }
        }
        let image = try ImageRenderer(content: stack).image()
        let bar = try #require(inkBounds(image, red: false))
        #expect(bar.minX == 12 && bar.maxX == 31)
        // A frame aligns on the guide too.
        let framed = blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -5 }
            .frame(width: 40, height: 10, alignment: .leading)
        let framedImage = try ImageRenderer(content: framed).image()
        #expect(try #require(inkBounds(framedImage, red: false)).minX == 5)
    }

    @Test func aCustomGuideAlignsAcrossNestedStacks() throws {
        // Each marked view puts .firstThird at its centre; the unmarked ones take a third of
        // their height; the rows line up on the one line.
        let view = HStack(alignment: .firstThird, spacing: 0) {
            red.frame(width: 10, height: 30) // guide at 10
            VStack(spacing: 0) {
                Color.clear.frame(width: 10, height: 20)
                blue.frame(width: 10, height: 10).alignmentGuide(.firstThird) { d in d.height / 2 }
            } // guide at 25, passed up by the VStack
        }
        #expect(ViewRenderer.size(of: view, for: .unspecified) == CGSize(width: 20, height: 45))
        let image = try ImageRenderer(content: view).image()
        let square = try #require(inkBounds(image, red: false))
        let bar = try #require(inkBounds(image, red: true))
        // The bar's guide (10 down) meets the square's centre.
        #expect(bar.minY + 10 == square.minY + 5)
    }

    @Test func aLayoutsOwnExplicitGuideIsHonoured() {
        let view = VStack(alignment: .leading, spacing: 0) {
            red.frame(width: 30, height: 10)
            IndentedVStack { blue.frame(width: 30, height: 10) }
        }
        // The indented stack's leading guide is 10 points in: it sits 10 points left.
        #expect(ViewRenderer.size(of: view, for: .unspecified) == CGSize(width: 40, height: 20))
    }
}

@Suite struct RightToLeftTests {
    private func rightToLeft<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

    @Test func stacksRunFromTheRight() throws {
        let row = HStack(spacing: 0) {
            red.frame(width: 20, height: 10); blue.frame(width: 20, height: 10)
        }
        let image = try ImageRenderer(content: rightToLeft(row)).image()
        #expect(try #require(inkBounds(image, red: false)).maxX == 19)
        #expect(try #require(inkBounds(image, red: true)).minX == 20)
    }

    @Test func aLeadingAlignedStackIsMirrored() throws {
        let column = VStack(alignment: .leading, spacing: 0) {
            red.frame(width: 40, height: 10)
            blue.frame(width: 10, height: 10)
        }
        let ltr = try ImageRenderer(content: column).image()
        let rtl = try ImageRenderer(content: rightToLeft(column)).image()
        #expect(try #require(inkBounds(ltr, red: false)).minX == 0)
        #expect(try #require(inkBounds(rtl, red: false)).maxX == 39)
        // The mirrored picture is the left-to-right one flipped.
        for y in [5, 15] {
            for x in 0..<40 { #expect(ltr.rgba(x: x, y: y) == rtl.rgba(x: 39 - x, y: y)) }
        }
    }

    @Test func paddingFramesAndOverlaysMirror() throws {
        let padded = blue.frame(width: 10, height: 10).padding(.leading, 20)
        let image = try ImageRenderer(content: rightToLeft(padded)).image()
        #expect(ViewRenderer.size(of: padded, for: .unspecified) == CGSize(width: 30, height: 10))
        #expect(try #require(inkBounds(image, red: false)).maxX == 9)
        let framed = blue.frame(width: 10, height: 10).frame(width: 50, alignment: .leading)
            .overlay(alignment: .trailing) { red.frame(width: 5, height: 5) }
        let framedImage = try ImageRenderer(content: rightToLeft(framed)).image()
        #expect(try #require(inkBounds(framedImage, red: false)).maxX == 49)
        #expect(try #require(inkBounds(framedImage, red: true)).minX == 0)
    }

    @Test func gridsMirrorAndTextStaysReadable() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                red.frame(width: 20, height: 10); blue.frame(width: 10, height: 10)
            }
        }
        let image = try ImageRenderer(content: rightToLeft(grid)).image()
        #expect(try #require(inkBounds(image, red: false)).maxX == 9)
        // Glyphs are not mirrored: the same text draws the same pixels either way.
        let text = Text("Build 42").font(.system(size: 14)).foregroundStyle(red)
        #expect(try ImageRenderer(content: text).image() == ImageRenderer(content: rightToLeft(text)).image())
    }
}

@Suite struct ZStackPriorityTests {
    @Test func theHighestPrioritySizesTheStack() throws {
        let stack = ZStack {
            blue // fills what it is offered
            Text("Passed").font(.system(size: 14)).padding(4).layoutPriority(1)
        }
        let text = ViewRenderer.size(of: Text("Passed").font(.system(size: 14)).padding(4), for: .unspecified)
        #expect(ViewRenderer.size(of: stack, for: ProposedViewSize(width: 300, height: 300)) == text)
        // Without a priority the colour takes all it is offered.
        let plain = ZStack {
            blue; Text("Passed").font(.system(size: 14)).padding(4)
        }
        #expect(
            ViewRenderer.size(of: plain, for: ProposedViewSize(width: 300, height: 300))
                == CGSize(width: 300, height: 300))
        let image = try ImageRenderer(content: stack).image()
        #expect(image.width == Int(text.width.rounded(.up)))
        #expect(image.rgba(x: 1, y: 1).blue == 255)
    }
}

/// Where each subview of a stack was placed, as a layout of your own sees the stack's gaps.
private struct GapProbe: Layout {
    let found: @Sendable ([CGFloat]) -> Void
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        found(
            subviews.indices.dropLast().map {
                subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .vertical)
            })
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite struct SpacingBetweenKindsTests {
    private func thirdUp(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }

    @Test func textMeasuresItsSpaceFromItsFont() throws {
        let box = Box()
        let body = Text("Build").font(.system(size: 17))
        _ = ViewRenderer.size(
            of: GapProbe(found: { box.values = $0 }) {
                Rectangle().frame(width: 10, height: 10)
                body
                Rectangle().frame(width: 10, height: 10)
                body
                body
                Circle().frame(width: 10, height: 10)
            }, for: .unspecified)
        // The font's metrics as the text reports them: its line and first baseline.
        let probe = Box()
        _ = ViewRenderer.size(of: BaselineProbe(found: { probe.values = $0 }) { body }, for: .unspecified)
        let line = ViewRenderer.size(of: body, for: .unspecified).height, ascent = probe.values[0]
        let descent = line - ascent, tenth = thirdUp(line / 10), cap = 17 * 1493.0 / 2048
        let above = descent + tenth, below = max(line + tenth - cap, tenth + descent)
        #expect(box.values.count == 5)
        #expect(abs(box.values[0] - above) < 1e-9) // shape, then text
        #expect(abs(box.values[1] - below) < 1e-9) // text, then shape
        #expect(box.values[3] == 0) // text, then text: DejaVu has no leading
        #expect(box.values[4] == box.values[1])
        // For 17-point DejaVu: about 6 points above a text and 9.4 below (SwiftUI's SF body
        // comes to 6.4 and 10.6 by the same rule).
        #expect(abs(above - 6.0) < 0.1 && abs(below - 9.4) < 0.1)
    }

    @Test func stacksPutThoseGapsBetweenTheirViews() {
        let line = ViewRenderer.size(of: Text("A").font(.system(size: 17)), for: .unspecified).height
        let texts = VStack {
            Text("A").font(.system(size: 17)); Text("B").font(.system(size: 17))
        }
        #expect(ViewRenderer.size(of: texts, for: .unspecified).height == 2 * line)
        let shapes = VStack {
            Color.red.frame(width: 5, height: 5); Color.red.frame(width: 5, height: 5)
        }
        #expect(ViewRenderer.size(of: shapes, for: .unspecified).height == 18)
        // Side by side, every pair is 8 apart.
        let row = HStack {
            Text("A"); Color.red.frame(width: 5, height: 5); Text("B")
        }
        let widths =
            ViewRenderer.size(of: Text("A"), for: .unspecified).width + 5
            + ViewRenderer.size(of: Text("B"), for: .unspecified).width
        #expect(ViewRenderer.size(of: row, for: .unspecified).width == widths + 16)
        // Padding puts the default back on the padded edges; a stack passes on its ends' text.
        let padded = VStack {
            Color.red.frame(width: 5, height: 5); Text("A").font(.system(size: 17)).padding(.top, 0).padding(.bottom, 2)
        }
        let nested = VStack {
            Color.red.frame(width: 5, height: 5); VStack { Text("A").font(.system(size: 17)) }
        }
        #expect(
            ViewRenderer.size(of: padded, for: .unspecified).height < ViewRenderer.size(of: nested, for: .unspecified)
                .height + 2.5)
        let paddedTop = VStack {
            Color.red.frame(width: 5, height: 5); Text("A").font(.system(size: 17)).padding(.top, 1)
        }
        #expect(ViewRenderer.size(of: paddedTop, for: .unspecified).height == 5 + 8 + 1 + line)
    }
}
