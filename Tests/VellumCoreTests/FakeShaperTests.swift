import Foundation
import Testing
import VellumGeometry

@testable import VellumCore

/// A shaper with fixed metrics: every character is a box `size / 2` wide and `size` tall on
/// a line `1.25 × size` high, so layout can be checked by arithmetic, with no font library.
struct BoxShaper: TextShaping {
    func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        let size = request.font.size
        guard request.text.unicodeScalars.count <= TextLayoutRequest.maximumScalarCount else {
            throw .tooLong(characters: request.text.unicodeScalars.count)
        }
        let advance = size / 2, lineHeight = size * 1.25
        var outline = Path()
        for index in 0..<request.text.count {
            outline.addRect(CGRect(x: CGFloat(index) * advance, y: lineHeight - size, width: advance, height: size))
        }
        let width = CGFloat(request.text.count) * advance
        return ShapedText(
            size: CGSize(width: width, height: lineHeight), outline: outline,
            firstBaseline: lineHeight, lastBaseline: lineHeight,
            lines: [ShapedLine(text: request.text, baselineOrigin: CGPoint(x: 0, y: lineHeight), width: width)])
    }
}

@Suite("Text through the TextShaping protocol")
struct FakeShaperTests {
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.textShaper = BoxShaper()
        return environment
    }

    @Test func textTakesTheShapersSize() {
        let size = ViewTree.size(of: Text("abcd").font(.system(size: 20)), for: .unspecified, in: environment)
        #expect(size == CGSize(width: 40, height: 25))
    }

    @Test func stackedTextIsPlacedByTheShapersMetrics() throws {
        let row = HStack(spacing: 4) {
            Text("ab").font(.system(size: 20))
            Text("cde").font(.system(size: 10))
        }
        let drawing = ViewTree.drawing(of: row, proposal: .unspecified, environment: environment)
        // 20 + 4 + 15 wide, as tall as the taller line; the short one is centred vertically.
        #expect(drawing.size == CGSize(width: 39, height: 25))
        let outlines = drawing.items.compactMap { item -> CGRect? in
            guard case .text(let run, _) = item.kind else { return nil }
            return run.outline.boundingRect.applying(item.state.transform)
        }
        #expect(
            outlines == [
                CGRect(x: 0, y: 5, width: 20, height: 20),
                CGRect(x: 24, y: 6.25 + 2.5, width: 15, height: 10)
            ])
    }

    @Test func textWithoutAShaperIsAnError() {
        #expect(throws: RenderError.self) {
            try ViewTree.checkedDrawing(of: Text("x"), proposal: .unspecified, environment: EnvironmentValues())
        }
        #expect(ViewTree.size(of: Text("x"), for: .unspecified, in: EnvironmentValues()) == .zero)
    }

    @Test func canvasTextUsesTheCanvasEnvironment() {
        let canvas = Canvas { context, _ in
            context.draw(Text("abc").font(.system(size: 10)), at: CGPoint(x: 50, y: 50))
        }.frame(width: 100, height: 100)
        let drawing = ViewTree.drawing(of: canvas, proposal: .unspecified, environment: environment)
        let boxes = drawing.items.flatMap(Self.textBounds)
        // 15 × 12.5 centred on (50, 50); the boxes are the glyphs' 10-point-tall ink.
        #expect(boxes == [CGRect(x: 42.5, y: 46.25, width: 15, height: 10)])
    }

    static func textBounds(_ item: DrawingItem) -> [CGRect] {
        switch item.kind {
        case .text(let run, _): return [run.outline.boundingRect.applying(item.state.transform)]
        case .layer(let items, _): return items.flatMap(textBounds)
        default: return []
        }
    }
}
