import CCairo
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import VellumGeometry
@testable import VellumGalleryKit

/// The package root, found from this file's path (Tests/VellumGalleryTests/GalleryTests.swift).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh, empty temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("vellum-gallery-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Counts elements by name and records parse errors.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var root: String?
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = elementName }
        counts[elementName, default: 0] += 1
    }
}

/// A PNG decoded by cairo: its size and its ARGB32 rows without stride padding.
struct DecodedPNG: Equatable {
    var width: Int32, height: Int32, pixels: [UInt8]

    init(contentsOf url: URL) throws {
        guard let surface = cairo_image_surface_create_from_png(url.path) else {
            throw GalleryCairoError(operation: "cairo_image_surface_create_from_png", message: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        try GalleryCairoError.check(cairo_surface_status(surface), "cairo_image_surface_create_from_png")
        width = cairo_image_surface_get_width(surface)
        height = cairo_image_surface_get_height(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw GalleryCairoError(operation: "cairo_image_surface_get_data", message: "no data")
        }
        pixels = []
        for row in 0..<Int(height) {
            pixels += UnsafeBufferPointer(start: data + row * stride, count: Int(width) * 4)
        }
    }
}

@Suite struct GalleryTests {
    @Test func entryNamesAreUniqueFileNameStems() {
        let names = GalleryEntry.geometry.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    @Test func everyEntryDrawsNonEmptyLayersThatReachItsCanvas() throws {
        for entry in GalleryEntry.geometry {
            let layers = try entry.draw()
            #expect(!layers.isEmpty, "\(entry.name)")
            let canvas = CGRect(origin: .zero, size: entry.size)
            for layer in layers {
                #expect(!layer.path.isEmpty, "\(entry.name)")
                #expect(layer.path.boundingRect.intersects(canvas), "\(entry.name)")
            }
        }
    }

    /// The snippet shown on the page must be the code that drew the picture: its lines, with
    /// indentation ignored, must appear twice in a row-for-row block in the entries file,
    /// once as the snippet text and once as the body of `draw`.
    @Test func snippetIsTheSameCodeAsTheDrawClosure() throws {
        let file = packageRoot.appendingPathComponent("Sources/VellumGalleryKit/Entries/GalleryEntry+Geometry.swift")
        let sourceLines = try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        for entry in GalleryEntry.geometry {
            let snippetLines = entry.snippet.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            var occurrences = 0
            for start in 0...(sourceLines.count - snippetLines.count)
            where Array(sourceLines[start..<start + snippetLines.count]) == snippetLines {
                occurrences += 1
            }
            #expect(occurrences == 2, "\(entry.name): snippet found \(occurrences) times, expected snippet + draw body")
        }
    }

    @Test func everySVGIsWellFormedXMLWithAWhiteRectAndOnePathPerLayer() throws {
        for entry in GalleryEntry.geometry {
            let layers = try entry.draw()
            let svg = GallerySVGWriter.document(for: layers, size: entry.size)
            let parser = XMLParser(data: Data(svg.utf8))
            let counter = ElementCounter()
            parser.delegate = counter
            #expect(parser.parse(), "\(entry.name): \(String(describing: parser.parserError))")
            #expect(counter.root == "svg", "\(entry.name)")
            #expect(counter.counts["rect"] == 1, "\(entry.name)")
            #expect(counter.counts["path"] == layers.count, "\(entry.name)")
        }
    }

    @Test func svgPathDataReadsBackAsTheLayerPaths() throws {
        for entry in GalleryEntry.geometry {
            for layer in try entry.draw() {
                #expect(try Path(svgPathData: layer.path.svgPathData) == layer.path, "\(entry.name)")
            }
        }
    }

    @Test func escapingCoversMarkupCharacters() {
        #expect(xmlEscaped(#"a < b && c > "d" 'e'"#) == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;")
    }

    @Test func indexPageShowsEveryEntryWithEscapedSnippet() {
        let html = GalleryIndexPage.html(for: GalleryEntry.geometry)
        for entry in GalleryEntry.geometry {
            #expect(html.contains(#"<img src="geometry/\#(entry.name).png""#), "\(entry.name)")
            #expect(html.contains(#"<img src="geometry/\#(entry.name).svg""#), "\(entry.name)")
            #expect(html.contains("<code class=\"language-swift\">\(xmlEscaped(entry.snippet))</code>"), "\(entry.name)")
        }
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try temporaryDirectory(), second = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let firstFiles = try GalleryWriter.write(to: first)
        let secondFiles = try GalleryWriter.write(to: second)
        let renderingFiles = RenderedGallerySection.all.flatMap(\.entries).map {
            1 + ($0.svgUnavailableReason == nil ? 1 : 0) + ($0.pdfUnavailableReason == nil ? 1 : 0)
                + ($0.animationFrameCount == nil ? 0 : 2)
        }.reduce(0, +)
        #expect(firstFiles.count == GalleryEntry.geometry.count * 2 + renderingFiles + 1)
        for (a, b) in zip(firstFiles, secondFiles) {
            #expect(try Data(contentsOf: a) == Data(contentsOf: b), "\(a.lastPathComponent)")
        }
    }

    /// Regenerates the gallery and compares it with the committed Gallery/: SVGs and
    /// index.html byte for byte, PNGs by their decoded pixels. Run `make gallery` to update.
    @Test func committedGalleryIsUpToDate() throws {
        let fresh = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fresh) }
        try GalleryWriter.write(to: fresh)
        let committed = packageRoot.appendingPathComponent("Gallery", isDirectory: true)
        for entry in GalleryEntry.geometry {
            let svg = "geometry/\(entry.name).svg", png = "geometry/\(entry.name).png"
            #expect(try Data(contentsOf: committed.appendingPathComponent(svg))
                        == Data(contentsOf: fresh.appendingPathComponent(svg)), "\(svg) is stale")
            #expect(try DecodedPNG(contentsOf: committed.appendingPathComponent(png))
                        == DecodedPNG(contentsOf: fresh.appendingPathComponent(png)), "\(png) is stale")
        }
        #expect(try Data(contentsOf: committed.appendingPathComponent("index.html"))
                    == Data(contentsOf: fresh.appendingPathComponent("index.html")), "index.html is stale")
        let committedFiles = try FileManager.default
            .contentsOfDirectory(atPath: committed.appendingPathComponent("geometry").path).sorted()
        let expectedFiles = GalleryEntry.geometry.flatMap { ["\($0.name).png", "\($0.name).svg"] }.sorted()
        #expect(committedFiles == expectedFiles, "Gallery/geometry holds files no entry writes, or misses some")
    }
}
