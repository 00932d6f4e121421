import Foundation
import Testing
import Vellum

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

/// Every entry of every section.
let allEntries = GallerySection.all.flatMap(\.entries)

/// The whole gallery: names, the page, determinism, and the committed Gallery/ being current.
@Suite struct GalleryTests {
    @Test func sectionIdsAndEntryNamesAreUniqueFileNameStems() {
        let names = allEntries.map(\.name), ids = GallerySection.all.map(\.id)
        #expect(Set(names).count == names.count)
        #expect(Set(ids).count == ids.count)
        for name in names + ids {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    @Test func escapingCoversMarkupCharacters() {
        #expect(xmlEscaped(#"a < b && c > "d" 'e'"#) == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;")
    }

    @Test func indexPageShowsEveryEntryWithItsFilesAndEscapedSample() throws {
        let html = try GalleryIndexPage.html(for: GallerySection.all)
        for section in GallerySection.all {
            #expect(html.contains(#"<h2 id="\#(section.id)">\#(xmlEscaped(section.title))</h2>"#))
            for sample in section.sharedSamples {
                #expect(
                    html.contains("<code class=\"language-swift\">\(xmlEscaped(try sample.code()))</code>"),
                    "\(sample.name)")
            }
            for entry in section.entries {
                let file = "\(section.id)/\(entry.name)"
                #expect(html.contains(#"<img src="\#(file).png""#), "\(file)")
                #expect(html.contains(#"<img src="\#(file).svg""#) == (entry.svgUnavailableReason == nil), "\(file)")
                #expect(html.contains(#"<a href="\#(file).pdf">"#) == section.writesPDF(for: entry), "\(file)")
                #expect(
                    html.contains(#"<img src="\#(file).animated.png""#) == (entry.animationFrameCount != nil), "\(file)"
                )
                #expect(
                    html.contains("<code class=\"language-swift\">\(xmlEscaped(try entry.snippet()))</code>"), "\(file)"
                )
            }
        }
        #expect(!GallerySection.all[0].includesPDF && !html.contains(#"href="geometry/dashed-ring.pdf""#))
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try temporaryDirectory(), second = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let firstFiles = try GalleryWriter.write(to: first)
        let secondFiles = try GalleryWriter.write(to: second)
        let perEntry = GallerySection.all.flatMap { section in
            section.entries.map {
                1 + ($0.svgUnavailableReason == nil ? 1 : 0) + (section.writesPDF(for: $0) ? 1 : 0)
                    + ($0.animationFrameCount == nil ? 0 : 2) + ($0.appearFrameCount == nil ? 0 : 2)
            }
        }
        #expect(firstFiles.count == perEntry.reduce(0, +) + 1)
        #expect(firstFiles.map(\.lastPathComponent) == secondFiles.map(\.lastPathComponent))
        for (a, b) in zip(firstFiles, secondFiles) {
            #expect(try Data(contentsOf: a) == Data(contentsOf: b), "\(a.lastPathComponent)")
        }
    }

    /// Regenerates the gallery and compares it with the committed Gallery/: PNGs by their
    /// decoded pixels, everything else byte for byte, and no file more or less. Run
    /// `make gallery` to update.
    @Test func committedGalleryIsUpToDate() throws {
        let fresh = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fresh) }
        try GalleryWriter.write(to: fresh)
        let committed = packageRoot.appendingPathComponent("Gallery", isDirectory: true)
        for section in GallerySection.all {
            var expectedFiles: [String] = []
            for entry in section.entries {
                for (suffix, _) in try GalleryWriter.files(of: entry, in: section) {
                    let name = "\(entry.name).\(suffix)", path = "\(section.id)/\(name)"
                    expectedFiles.append(name)
                    let old = try Data(contentsOf: committed.appendingPathComponent(path))
                    let new = try Data(contentsOf: fresh.appendingPathComponent(path))
                    if suffix == "png" {
                        #expect(try RasterImage(pngData: old) == RasterImage(pngData: new), "\(path) is stale")
                    } else {
                        #expect(old == new, "\(path) is stale")
                    }
                }
            }
            let committedFiles = try FileManager.default
                .contentsOfDirectory(atPath: committed.appendingPathComponent(section.id).path).sorted()
            #expect(
                committedFiles == expectedFiles.sorted(),
                "Gallery/\(section.id) holds files no entry writes, or misses some")
        }
        #expect(
            try Data(contentsOf: committed.appendingPathComponent("index.html"))
                == Data(contentsOf: fresh.appendingPathComponent("index.html")), "index.html is stale")
    }
}

/// The appear animations of the Animated section move: their first frame differs from their
/// last; the still is where they end, or, repeating forever, where they start.
@Suite struct AppearAnimationGalleryTests {
    @Test(arguments: GalleryEntry.animated.map(\.name))
    func eachAppearAnimationMoves(_ name: String) throws {
        let entry = try #require(GalleryEntry.animated.first { $0.name == name })
        let frames = try entry.renderer().appearAnimationImages(count: 4)
        #expect(frames.count == 4)
        #expect(frames.first != frames.last)
        let still = try entry.renderer().image()
        #expect(frames.last == still || frames.first == still)
    }
}
