import Foundation
import Testing

@testable import VellumServer

/// schemathesis, if installed (`make test` installs it from PyPI).
let schemathesisExecutable: URL? = {
    let directories =
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        + ["/root/.pyenv/shims", "/usr/local/bin"]
    return directories.map { URL(fileURLWithPath: $0).appendingPathComponent("schemathesis") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The server against its own OpenAPI description: schemathesis generates requests from it and
/// checks that none gets a 5xx and that every status, content type, header and body is one the
/// description documents.
@Suite(.enabled(if: schemathesisExecutable != nil, "no schemathesis; `make test` installs it from PyPI"))
struct OpenAPIConformanceTests {
    @Test func schemathesisFindsNoServerErrorAndNothingUndocumented() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let process = Process()
        process.executableURL = schemathesisExecutable
        process.arguments = [
            "run", "http://127.0.0.1:\(running.port)/openapi.yaml",
            "--checks",
            "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance",
            "--max-examples", "40", "--seed", "1", "--no-color"
        ]
        // schemathesis keeps a cache in its working directory: a scratch one, not the package.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-schemathesis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.currentDirectoryURL = scratch
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let reader = output.fileHandleForReading
        let text = try await blocking {
            let text = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
        #expect(process.terminationStatus == 0, "\(text.suffix(3000))")
        #expect(text.contains("passed"))
        await running.stop()
    }
}
