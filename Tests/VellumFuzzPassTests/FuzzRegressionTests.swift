import Foundation
import Testing
import Vellum

/// Inputs the fuzz pass or the fuzzers crashed on, each kept as its smallest form.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Huge coordinates under a huge transform: the device bounds of a conic gradient's fill
    /// came out NaN (inf − inf) and Foundation's `CGRect.intersection` trapped on them.
    @Test("Conic gradient under a transform that maps the path's bounds to NaN")
    func conicGradientWithNaNDeviceBounds() throws {
        let view = Canvas { context, _ in
            context.concatenate(CGAffineTransform(a: 1e300, b: 0, c: 1e300, d: 1, tx: 0, ty: 0))
            let path = Path(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
            context.fill(path, with: .conicGradient(Gradient(colors: [.red, .blue]), center: .zero))
        }.frame(width: 32, height: 32)
        let renderer = ImageRenderer(content: view)
        _ = try renderer.pngData()
        _ = try renderer.svgString()
    }
}
