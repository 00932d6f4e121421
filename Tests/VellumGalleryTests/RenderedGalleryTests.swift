import Foundation
import Testing
import Vellum
@testable import VellumGalleryKit

/// The rendering section: every entry renders, its snippet is its code, and the committed
/// Gallery/rendering files are what the entries draw today.
@Suite struct RenderedGalleryTests {
    static var allEntries: [RenderedGalleryEntry] { RenderedGallerySection.all.flatMap(\.entries) }

    @Test func entryNamesAreUniqueFileNameStemsAndDifferFromGeometry() {
        let names = Self.allEntries.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Set(names).isDisjoint(with: GalleryEntry.geometry.map(\.name)))
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    /// Each view lays out at the entry's size and renders to a PNG of size × scale pixels
    /// that is not blank, and to a PDF unless the entry says why it cannot.
    @Test(arguments: RenderedGallerySection.all.flatMap(\.entries).map(\.name))
    func everyEntryRenders(name: String) throws {
        let entry = try #require(Self.allEntries.first { $0.name == name })
        #expect(entry.viewSize == entry.size)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("\(name).png")
        try entry.pngData().write(to: png)
        let decoded = try DecodedPNG(contentsOf: png)
        #expect(Int(decoded.width) == Int((entry.size.width * entry.scale).rounded(.up)))
        #expect(Int(decoded.height) == Int((entry.size.height * entry.scale).rounded(.up)))
        #expect(decoded.pixels.contains { $0 != 0 }, "\(name) is blank")
        if entry.pdfUnavailableReason == nil {
            let pdf = try entry.pdfData()
            #expect(pdf.starts(with: Data("%PDF-".utf8)))
        } else {
            // When the PDF backend learns the feature, this fails: drop the reason, commit the PDF.
            #expect(throws: RenderError.self) { _ = try entry.pdfData() }
        }
    }

    @Test func oneEntryRendersAtScaleTwo() {
        #expect(RenderedGalleryEntry.rendering.contains { $0.scale == 2 })
    }

    /// The snippet shown on the page must be the code that made the view: its lines, with
    /// indentation ignored, must appear twice in a row-for-row block in the entries file,
    /// once as the snippet text and once as the body of `view`.
    @Test func snippetIsTheSameCodeAsTheViewClosure() throws {
        for section in RenderedGallerySection.all {
            let file = packageRoot.appendingPathComponent(section.sourceFile)
            let sourceLines = try String(contentsOf: file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for entry in section.entries {
                let snippetLines = entry.snippet.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                if section.id == "rendering" {
                    #expect(snippetLines.first == "Canvas { context, size in", "\(entry.name)")
                }
                var occurrences = 0
                for start in 0...(sourceLines.count - snippetLines.count)
                where Array(sourceLines[start..<start + snippetLines.count]) == snippetLines {
                    occurrences += 1
                }
                #expect(occurrences == 2, "\(entry.name): snippet found \(occurrences) times, expected snippet + view body")
            }
        }
    }

    @Test func indexPageShowsEveryRenderedEntryWithPNGSVGPDFAndSnippet() {
        let html = GalleryIndexPage.html(for: GalleryEntry.geometry, sections: RenderedGallerySection.all)
        for section in RenderedGallerySection.all where !section.entries.isEmpty {
            #expect(html.contains(#"<h2 id="\#(section.id)">\#(xmlEscaped(section.title))</h2>"#))
            for entry in section.entries {
                let dir = section.id
                #expect(html.contains(#"<img src="\#(dir)/\#(entry.name).png""#), "\(entry.name)")
                #expect(html.contains(#"<img src="\#(dir)/\#(entry.name).svg""#) == (entry.svgUnavailableReason == nil),
                        "\(entry.name)")
                #expect(html.contains(#"<a href="\#(dir)/\#(entry.name).pdf">"#) == (entry.pdfUnavailableReason == nil),
                        "\(entry.name)")
                #expect(html.contains("<code class=\"language-swift\">\(xmlEscaped(entry.snippet))</code>"), "\(entry.name)")
                #expect(html.contains(#"<img src="\#(dir)/\#(entry.name).animated.png""#) == (entry.animationFrameCount != nil),
                        "\(entry.name)")
            }
        }
    }

    /// Regenerates the rendering section and compares it with the committed
    /// Gallery/rendering: PNGs by decoded pixels, SVGs and PDFs byte for byte (they start with
    /// `%PDF-`). Run `make gallery` to update.
    @Test func committedRenderingGalleryIsUpToDate() throws {
        let fresh = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fresh) }
        try GalleryWriter.write(to: fresh)
        let committed = packageRoot.appendingPathComponent("Gallery", isDirectory: true)
        for section in RenderedGallerySection.all {
        var expectedFiles: [String] = []
        for entry in section.entries {
            let png = "\(section.id)/\(entry.name).png"
            expectedFiles.append("\(entry.name).png")
            #expect(try DecodedPNG(contentsOf: committed.appendingPathComponent(png))
                        == DecodedPNG(contentsOf: fresh.appendingPathComponent(png)), "\(png) is stale")
            if entry.svgUnavailableReason == nil {
                let svg = "\(section.id)/\(entry.name).svg"
                expectedFiles.append("\(entry.name).svg")
                #expect(try Data(contentsOf: committed.appendingPathComponent(svg))
                            == Data(contentsOf: fresh.appendingPathComponent(svg)), "\(svg) is stale")
            }
            if entry.animationFrameCount != nil {
                for suffix in ["animated.png", "animated.svg"] {
                    let file = "\(section.id)/\(entry.name).\(suffix)"
                    expectedFiles.append("\(entry.name).\(suffix)")
                    #expect(try Data(contentsOf: committed.appendingPathComponent(file))
                                == Data(contentsOf: fresh.appendingPathComponent(file)), "\(file) is stale")
                }
            }
            guard entry.pdfUnavailableReason == nil else { continue }
            let pdf = "\(section.id)/\(entry.name).pdf"
            expectedFiles.append("\(entry.name).pdf")
            let committedPDF = try Data(contentsOf: committed.appendingPathComponent(pdf))
            #expect(committedPDF.starts(with: Data("%PDF-".utf8)), "\(pdf)")
            #expect(committedPDF == (try Data(contentsOf: fresh.appendingPathComponent(pdf))), "\(pdf) is stale")
        }
        guard !section.entries.isEmpty else { continue }
        let committedFiles = try FileManager.default
            .contentsOfDirectory(atPath: committed.appendingPathComponent(section.id).path).sorted()
        #expect(committedFiles == expectedFiles.sorted(), "Gallery/\(section.id) holds files no entry writes, or misses some")
        }
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        for entry in Self.allEntries {
            #expect(try entry.pngData() == entry.pngData(), "\(entry.name).png")
            if entry.svgUnavailableReason == nil {
                #expect(try entry.svgData() == entry.svgData(), "\(entry.name).svg")
            }
            if entry.pdfUnavailableReason == nil {
                #expect(try entry.pdfData() == entry.pdfData(), "\(entry.name).pdf")
            }
        }
    }
}
