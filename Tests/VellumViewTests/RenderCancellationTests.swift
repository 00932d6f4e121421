import Foundation
import Testing
import Vellum

/// A render the server abandons stops: before it records the view, and in every backend
/// before the next item it draws.
@Suite struct RenderCancellationTests {
    /// A hundred dots: a drawing with many items.
    struct Dots: View {
        var body: some View {
            Canvas { context, _ in
                for index in 0..<100 {
                    context.fill(
                        Path(ellipseIn: CGRect(x: index % 10 * 10, y: index / 10 * 10, width: 8, height: 8)),
                        with: .color(.blue))
                }
            }
            .frame(width: 100, height: 100)
        }
    }

    @Test func aCancelledRendererDoesNotRecord() {
        let renderer = ImageRenderer(content: Dots())
        let flag = RenderCancellation()
        flag.cancel()
        renderer.renderCancellation = flag
        #expect(throws: CancellationError.self) { try renderer.pngData() }
        #expect(throws: CancellationError.self) { try renderer.svgData() }
        #expect(throws: CancellationError.self) { try renderer.pdfData() }
    }

    @Test func everyBackendStopsADrawingCancelledAfterItWasRecorded() throws {
        let renderer = ImageRenderer(content: Dots())
        let flag = RenderCancellation()
        renderer.renderCancellation = flag
        let drawing = try renderer.checkedDrawing()
        #expect(drawing.items.count == 100)
        // The same drawing draws while its flag is not set...
        #expect(try CairoRenderer.pngData(drawing).count > 100)
        #expect(try SVGWriter.svgString(drawing).contains("<path"))
        flag.cancel()
        // ...and stops once it is, in the backends themselves.
        #expect(throws: CancellationError.self) { try CairoRenderer.pngData(drawing) }
        #expect(throws: CancellationError.self) { try CairoRenderer.pdfData(drawing) }
        #expect(throws: CancellationError.self) { try SVGWriter.svgString(drawing) }
        var unflagged = drawing
        unflagged.cancellation = nil
        #expect(try CairoRenderer.pngData(unflagged).count > 100)
    }
}
