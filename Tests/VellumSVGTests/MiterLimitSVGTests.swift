import Foundation
import Testing
import Vellum
import VellumDrawing
import VellumTestSupport

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

private let triangle = Path { $0.addLines([p(10, 80), p(50, 10), p(90, 80)]); $0.closeSubpath() }

/// The `stroke-miterlimit` of the one stroked path drawn by `draw`, or nil when it is left out.
private func miterLimitAttribute(_ path: Path, _ style: StrokeStyle) throws -> String? {
    let text = try svg { context, _ in context.stroke(path, with: .color(.black), style: style) }
    let paths = ParsedSVG(text).named("path").filter { $0["stroke"] != nil }
    try #require(paths.count == 1)
    return paths[0]["stroke-miterlimit"]
}

/// `stroke-miterlimit` is the effective limit, written for a miter join when it is not SVG's
/// default 4.
@Suite struct MiterLimitSVGTests {
    @Test func aTriangleWithAMiterJoinHasIt() throws {
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6)) == "10")
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 2.5)) == "2.5")
    }

    @Test func aTriangleWithAnotherJoinHasNone() throws {
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, lineJoin: .round)) == nil)
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, lineJoin: .bevel, miterLimit: 30)) == nil)
    }

    @Test func svgsDefaultLimitIsLeftOut() throws {
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, miterLimit: 4)) == nil)
    }

    /// The limit written is the effective one the prepared drawing carries: what Cairo draws.
    @Test func edgeLimitsAreWrittenAsDrawn() throws {
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, miterLimit: .nan)) == "10")
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, miterLimit: .infinity)) == "10")
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, miterLimit: -2)) == "1")
        #expect(try miterLimitAttribute(triangle, StrokeStyle(lineWidth: 6, miterLimit: 0.25)) == "1")
    }

    @Test func thePreparedStrokeCarriesTheEffectiveLimit() throws {
        let drawing = Drawing(size: CGSize(width: 100, height: 100), items: [
            .stroke(triangle, .color(RGBAColor(red: 0, green: 0, blue: 0)), StrokeStyle(lineWidth: 6, miterLimit: .nan), DrawingState()),
            .stroke(triangle, .color(RGBAColor(red: 0, green: 0, blue: 0)), StrokeStyle(lineWidth: 6, miterLimit: -1), DrawingState()),
        ])
        for target in [RenderTarget.raster(width: 100, height: 100, scale: 1), .svg(size: drawing.size, animates: false)] {
            let limits = drawing.prepared(for: target).items.compactMap { item -> CGFloat? in
                guard case .stroke(_, _, let style) = item.kind else { return nil }
                return style.miterLimit
            }
            #expect(limits == [10, 1])
        }
    }
}
