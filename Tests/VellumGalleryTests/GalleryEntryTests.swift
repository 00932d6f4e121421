import Foundation
import Testing
import Vellum

@testable import VellumGalleryKit

/// Each entry renders at its size through ImageRenderer, and the layout entries put their
/// pieces where the code says.
@Suite struct GalleryEntryTests {
    /// Each view lays out at the entry's size and renders to a PNG of size × scale pixels
    /// that is not blank, and to a PDF unless the entry says why it cannot.
    @Test(arguments: allEntries.map(\.name))
    func everyEntryRenders(name: String) throws {
        let entry = try #require(allEntries.first { $0.name == name })
        #expect(try entry.viewSize() == entry.size)
        let image = try RasterImage(pngData: entry.pngData())
        #expect(image.width == Int((entry.size.width * entry.scale).rounded(.up)))
        #expect(image.height == Int((entry.size.height * entry.scale).rounded(.up)))
        #expect(image.pixels.contains { $0 != 0 }, "\(name) is blank")
        if entry.pdfUnavailableReason == nil {
            #expect(try entry.pdfData().starts(with: Data("%PDF-".utf8)))
        } else {
            // When the PDF backend learns the feature, this fails: drop the reason, commit the PDF.
            #expect(throws: RenderError.self) { _ = try entry.pdfData() }
        }
    }

    @Test func oneEntryRendersAtScaleTwo() {
        #expect(GalleryEntry.rendering.contains { $0.scale == 2 })
    }

    /// The radial layout's dots: each is its colour 13 points below its centre (under the
    /// white digit) and nothing 20 points below, on a circle of radius 80 from 12 o'clock.
    @Test func radialLayoutPlacesEightDotsOnACircle() throws {
        let image = try GalleryEntry.radialLayout.renderer().image()
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .indigo, .purple]
        for (index, color) in colors.enumerated() {
            let angle = (Double(index) * 45 - 90) * .pi / 180
            let x = Int(110 + 80 * cos(angle)), y = Int(110 + 80 * sin(angle))
            let expected = color.resolved, inside = image.rgba(x: x, y: y + 13)
            #expect(inside.alpha == 255, "dot \(index + 1)")
            #expect(abs(Int(inside.red) - Int((expected.red * 255).rounded())) <= 1, "dot \(index + 1)")
            #expect(abs(Int(inside.blue) - Int((expected.blue * 255).rounded())) <= 1, "dot \(index + 1)")
            #expect(image.rgba(x: x, y: y + 20).alpha == 0, "dot \(index + 1) is larger than 32 points")
        }
        #expect(image.rgba(x: 110, y: 110).alpha == 0, "the middle is empty")
    }

    /// Each GeometryReader's disc is half its frame's width: its widest blue row is 40, 60
    /// and 80 points.
    @Test func geometryReaderSizesTheDiscFromItsFrame() throws {
        let image = try GalleryEntry.geometryReader.renderer().image()
        var left = 16
        for width in [80, 120, 160] {
            let widest =
                (0..<image.height).map { y in
                    (left..<left + width).filter { x in
                        let pixel = image.rgba(x: x, y: y)
                        return pixel.alpha == 255 && pixel.blue > 200 && pixel.red < 100
                    }.count
                }.max() ?? 0
            #expect(abs(widest - width / 2) <= 2, "reader \(width): disc \(widest) wide")
            left += width + 16
        }
    }
}
