import Foundation
import Testing
import Vellum

// Registering a font file a package ships: the family it names draws with that file's
// glyphs from then on. The fixture is DejaVu Serif under a family name no system has
// ("Vellum Tests", as long as "DejaVu Serif", so the name table keeps its offsets).

@Suite(.serialized) struct FontRegistryTests {
    /// A copy of DejaVu Serif whose names say "Vellum Tests", in a fresh directory.
    private func renamedSerif() throws -> URL {
        let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
        var bytes = [UInt8](try Data(contentsOf: source))
        for (old, new) in [("DejaVu Serif", "Vellum Tests")] {
            let ascii = (Array(old.utf8), Array(new.utf8))
            let utf16 = (
                Array(old.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                Array(new.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            )
            for (from, to) in [ascii, utf16] {
                var index = 0
                while index + from.count <= bytes.count {
                    if bytes[index] == from[0], Array(bytes[index..<(index + from.count)]) == from {
                        bytes.replaceSubrange(index..<(index + from.count), with: to)
                        index += from.count
                    } else {
                        index += 1
                    }
                }
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("VellumTests.ttf")
        try Data(bytes).write(to: file)
        return file
    }

    private func image(_ font: Font) throws -> RasterImage {
        try ImageRenderer(content: Text("Registered").font(font)).image()
    }

    @Test func aRegisteredFamilyDrawsWithItsFile() throws {
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf") else { return }
        let serif = try image(.system(size: 20, design: .serif))
        let before = try image(.custom("Vellum Tests", size: 20))
        #expect(before != serif) // fontconfig falls back to DejaVu Sans
        let families = try FontRegistry.register(fileAt: try renamedSerif())
        #expect(families == ["Vellum Tests"])
        #expect(try image(.custom("Vellum Tests", size: 20)) == serif)
        #expect(try image(.custom("Vellum Tests", size: 20, relativeTo: .title)) == serif)
    }

    @Test func badFilesAreRefused() throws {
        #expect(throws: FontRegistrationError.notAFile(path: "/nonexistent/font.ttf")) {
            try FontRegistry.register(fileAt: URL(fileURLWithPath: "/nonexistent/font.ttf"))
        }
        let directory = FileManager.default.temporaryDirectory
        #expect(throws: FontRegistrationError.notAFile(path: directory.standardizedFileURL.path)) {
            try FontRegistry.register(fileAt: directory)
        }
        let junk = directory.appendingPathComponent("vellum-junk-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        #expect(throws: FontRegistrationError.notAFont(path: junk.standardizedFileURL.path)) {
            try FontRegistry.register(fileAt: junk)
        }
        // Text still shapes after a refusal.
        #expect(try ImageRenderer(content: Text("ok")).image().width > 0)
    }
}
