import Foundation
import Testing

@testable import VellumGalleryKit

/// The code on the page is read from the entries' source between markers: every entry has
/// one, every marker belongs to an entry, and a missing marker is a clear error.
@Suite struct GallerySampleTests {
    static let entriesFolder = packageRoot.appendingPathComponent("Sources/VellumGalleryKit/Entries")

    @Test(arguments: allEntries.map(\.name))
    func everyEntryHasANonEmptySampleInItsOwnFile(_ name: String) throws {
        let entry = try #require(allEntries.first { $0.name == name })
        let code = try entry.snippet()
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 2, "\(name)")
        #expect(!lines.contains { $0.contains("gallery:") }, "\(name): a marker leaked into the sample")
        // Dedented: some line starts at column 0, none with a tab.
        #expect(lines.contains { !$0.isEmpty && $0.first != " " }, "\(name)")
        #expect(
            entry.sample.file.hasSuffix(".swift") && entry.sample.file.contains("/Sources/VellumGalleryKit/Entries/"))
    }

    @Test func everyBeginMarkerBelongsToAnEntryOrASharedSample() throws {
        var markers: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.entriesFolder.path) {
            let text = try String(contentsOf: Self.entriesFolder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// gallery:begin ") { markers.append(String(trimmed.dropFirst(17))) }
            }
        }
        let shared = GallerySection.all.flatMap(\.sharedSamples)
        #expect(markers.sorted() == (allEntries.map(\.name) + shared.map(\.name)).sorted())
        for sample in shared {
            #expect(try !sample.code().isEmpty, "\(sample.name)")
        }
    }

    @Test func extractionDedentsAndKeepsBlankLines() throws {
        let text = """
            let a = 1
                // gallery:begin demo
                struct S {

                    var x = 1
                }
                // gallery:end
            """
        #expect(try GallerySample.extract("demo", from: text, file: "F.swift") == "struct S {\n\n    var x = 1\n}")
    }

    @Test func missingMarkersFailWithTheNameAndFile() throws {
        let noBegin = #expect(throws: GallerySampleError.self) {
            _ = try GallerySample.extract("demo", from: "let a = 1\n// gallery:end", file: "F.swift")
        }
        #expect(noBegin == .missingBegin(name: "demo", file: "F.swift"))
        #expect(noBegin?.description == "F.swift: no '// gallery:begin demo' marker")

        let noEnd = #expect(throws: GallerySampleError.self) {
            _ = try GallerySample.extract(
                "demo", from: "// gallery:begin demo\nlet a = 1\n// gallery:begin other\n// gallery:end",
                file: "F.swift")
        }
        #expect(noEnd == .missingEnd(name: "demo", file: "F.swift"))

        let empty = #expect(throws: GallerySampleError.self) {
            _ = try GallerySample.extract("demo", from: "// gallery:begin demo\n\n// gallery:end", file: "F.swift")
        }
        #expect(empty == .emptySample(name: "demo", file: "F.swift"))

        // A marker name is matched whole: `dashed` is not `dashed-ring`.
        let entry = GalleryEntry.dashedRing
        #expect(throws: GallerySampleError.missingBegin(name: "dashed", file: entry.sample.file)) {
            _ = try GallerySample(name: "dashed", file: entry.sample.file).code()
        }
    }

    @Test func unreadableFileNamesEveryPlaceTried() throws {
        let sample = GallerySample(name: "demo", file: "/nowhere/Sources/VellumGalleryKit/Missing.swift")
        let cwd = FileManager.default.currentDirectoryPath
        #expect(sample.candidates == [cwd + "/Sources/VellumGalleryKit/Missing.swift", sample.file])
        let error = #expect(throws: GallerySampleError.self) { _ = try sample.code() }
        #expect(error == .unreadableFile(file: sample.file, tried: sample.candidates))
        #expect(error?.description.contains("run from the package root") == true)
    }

    /// A checkout moved after building still finds its samples from the package root.
    @Test func samplesAreFoundFromThePackageRootWhenTheCompiledPathIsGone() throws {
        let moved = GallerySample(
            name: "dashed-ring", file: "/moved/away/Sources/VellumGalleryKit/Entries/GalleryEntry+Geometry.swift")
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        try #require(cwd == packageRoot.standardizedFileURL.path, "tests run from the package root")
        #expect(try moved.code() == GalleryEntry.dashedRing.snippet())
    }
}
