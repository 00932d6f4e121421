import Foundation
import Testing
import VellumTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The built `vellum` executable: beside the test bundle in the build products directory
/// (whatever `--scratch-path` is), else in the package's `.build/debug` or
/// `.build-cli/debug`; `VELLUM_CLI` overrides.
let vellumExecutable: URL? = {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["VELLUM_CLI"] { return URL(fileURLWithPath: path) }
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
        Bundle.main.bundleURL,
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        packageRoot.appendingPathComponent(".build/debug"),
        packageRoot.appendingPathComponent(".build-cli/debug")
    ].map { $0.appendingPathComponent("vellum") }
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
}()

/// What a run of `vellum` did.
struct CLIResult {
    var status: Int32
    var standardOutput: Data
    var standardError: String

    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
}

/// Runs `vellum` with `arguments` in `directory`, standard input from `input`.
func vellum(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> CLIResult {
    let executable = try #require(vellumExecutable, "build the vellum product first (swift build)")
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Files, not pipes: nothing blocks however much either stream carries.
    let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = out
    process.standardError = err
    if let input {
        let inURL = scratch.appendingPathComponent("stdin")
        try input.write(to: inURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return CLIResult(
        status: process.terminationStatus, standardOutput: try Data(contentsOf: outURL),
        standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// A fresh, empty temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("vellum-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A PNG's signature and header: width and height from IHDR.
struct PNGHeader: Equatable {
    var width: UInt32
    var height: UInt32

    init(width: UInt32, height: UInt32) {
        self.width = width
        self.height = height
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the signature and the IHDR chunk that must follow it; nil if either is wrong.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count == 33, Array(bytes[0..<8]) == Self.signature,
            bytes[8..<12].elementsEqual([0, 0, 0, 13]), bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func word(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        width = word(16)
        height = word(20)
    }
}
