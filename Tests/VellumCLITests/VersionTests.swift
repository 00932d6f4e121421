import ArgumentParser
import Foundation
import Testing
import Vellum
import VellumCommandLine

/// One version, reported everywhere.
@Suite("Version")
struct VersionTests {
    @Test("Vellum.version is semantic, the CLI reports it, and CHANGELOG.md has its section")
    func versionIsReported() throws {
        let parts = Vellum.version.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
        #expect(VellumCommand.configuration.version == Vellum.version)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("## [\(Vellum.version)]"))
    }
}
