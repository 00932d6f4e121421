import Foundation
import Testing
import VellumPreviewNaming

/// The macro plugin as the compiler runs it: `swiftc -typecheck` with the built
/// `VellumMacros-tool` loaded, on sources that declare the macros as `Vellum` does. (The
/// expansions themselves are tested by what they draw, in `PreviewRenderingTests`; a test
/// target that depended on the macro target directly would make SwiftPM build the whole test
/// product a second time for the host.)
@Suite struct PreviewMacroCompilerTests {
    /// The built plugin, beside the test bundle in the build products directory.
    static let plugin: URL? = {
        let candidates = [
            Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        ].map { $0.appendingPathComponent("VellumMacros-tool") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Type-checks `source` with the plugin loaded; returns the compiler's status and messages.
    func typecheck(_ source: String) throws -> (status: Int32, messages: String) {
        let plugin = try #require(Self.plugin, "the macro plugin is built with the tests (swift build --build-tests)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-macro-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Card.swift")
        let declarations = """
            @attached(peer) macro Previewable() = #externalMacro(module: "VellumMacros", type: "PreviewableMacro")
            @propertyWrapper struct State<Value> { var wrappedValue: Value }

            """
        try Data((declarations + source).utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-parse-as-library", "-load-plugin-executable", "\(plugin.path)#VellumMacros",
            file.path
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, messages)
    }

    @Test func previewableOutsideAPreviewIsAnError() throws {
        let result = try typecheck("struct Card {\n    @Previewable @State var count = 3\n}\n")
        #expect(result.status != 0)
        #expect(
            result.messages.contains(
                "Card.swift:4:5: error: '@Previewable' only applies to a variable at the top of a '#Preview' body"),
            "\(result.messages)")
    }

    @Test func entryWithoutADefaultIsAnError() throws {
        let declaration = """
            @attached(accessor) @attached(peer, names: prefixed(__Key_))
            macro Entry() = #externalMacro(module: "VellumMacros", type: "EntryMacro")
            struct Values {
                @Entry var name: String
            }

            """
        let result = try typecheck(declaration)
        #expect(result.status != 0)
        #expect(result.messages.contains("@Entry needs a default value"), "\(result.messages)")
    }

    @Test func aPlainVariableTypeChecks() throws {
        let result = try typecheck("struct Card {\n    @State var count = 3\n}\n")
        #expect(result.status == 0, "\(result.messages)")
    }

    @Test func labelsAreUniquePerFileAndLine() {
        #expect(PreviewNaming.label(fileName: "Card.swift", line: 12) == "line12_Card")
        #expect(PreviewNaming.label(fileName: "My View.swift", line: 3) == "line3_My_20_View")
        #expect(
            PreviewNaming.label(fileName: "a_b.swift", line: 1) != PreviewNaming.label(fileName: "a-b.swift", line: 1))
        #expect(PreviewNaming.label(fileName: "Module/Sub/Card.swift", line: 7) == "line7_Card")
    }
}
