import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-previews --target T [--scale 2]`:
/// renders every `#Preview` and `PreviewProvider` of target `T` to `Previews/T/<name>.png`.
///
/// It scans T's sources (`vellum-previews scan`), writes a package in its work directory
/// that compiles copies of them (and of T's in-package dependencies) as an executable whose
/// `main.swift` draws each preview, depending on every package of this one's graph by path
/// (so nothing is fetched), builds it with `swift build` and runs it. Files that declare the
/// app's `@main`, `main.swift` and files importing UIKit, AppKit or SwiftUI are left out.
@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let scale = extractor.extractOption(named: "scale").last.flatMap(Double.init) ?? 1
        let outputRoot = extractor.extractOption(named: "output").last ?? "Previews"
        guard !targetNames.isEmpty else { throw RenderError("name a target: render-previews --target <name>") }

        for name in targetNames {
            guard let target = context.package.targets.first(where: { $0.name == name }) as? SourceModuleTarget else {
                throw RenderError("no Swift target named \(name) in \(context.package.displayName)")
            }
            let output = context.package.directoryURL.appendingPathComponent(outputRoot).appendingPathComponent(name)
            try render(target, to: output, scale: scale, context: context)
        }
    }

    func render(_ target: SourceModuleTarget, to output: URL, scale: Double, context: PluginContext) throws {
        let tool = try context.tool(named: "VellumPreviewsTool").url
        let files = target.sourceFiles(withSuffix: "swift").map(\.url.path)
        let scanned = try JSONDecoder().decode(
            [ScannedFile].self, from: run(tool, ["scan"] + files, capture: true).output)
        for file in scanned {
            if let reason = file.skipReason {
                let skipped = file.previews.isEmpty ? "" : " (its \(file.previews.count) preview(s) are not drawn)"
                print("render-previews: leaving out \(file.path): \(reason)\(skipped)")
            }
        }
        let previews = scanned.filter { $0.skipReason == nil }.flatMap(\.previews)
        guard !previews.isEmpty else {
            print("render-previews: \(target.name) declares no previews")
            return
        }

        let work = context.pluginWorkDirectoryURL.appendingPathComponent("RenderPackage")
        let package = try RenderPackage(target: target, scanned: scanned, previews: previews, context: context)
        try package.write(to: work)
        print("render-previews: building \(previews.count) preview(s) of \(target.name)…")
        // Its output only if it fails: a build that works says nothing worth reading (and
        // SwiftPM warns that the path dependencies stand in for the graph's URL ones).
        let build = try run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "build", "--package-path", work.path, "--product", target.name], capture: true, check: false)
        guard build.status == 0 else {
            FileHandle.standardError.write(build.output)
            throw RenderError("building the previews of \(target.name) failed (\(work.path))")
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let binary = work.appendingPathComponent(".build/debug/\(target.name)")
        _ = try run(binary, [output.path, String(scale)])
    }

    /// Runs `executable`, its output passed through (or returned, with its error output, with
    /// `capture`); throws if it fails and `check`.
    @discardableResult
    func run(_ executable: URL, _ arguments: [String], capture: Bool = false, check: Bool = true) throws -> (
        output: Data, status: Int32
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        if capture {
            process.standardOutput = pipe
            if !check { process.standardError = pipe }
        }
        try process.run()
        let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 || !check else {
            throw RenderError(
                "\(executable.lastPathComponent) \(arguments.prefix(3).joined(separator: " ")) failed (\(process.terminationStatus))"
            )
        }
        return (data, process.terminationStatus)
    }
}

struct RenderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The scanner's answer for one file (`vellum-previews scan`).
struct ScannedFile: Decodable {
    struct Preview: Decodable {
        var kind: String
        var fileName: String
        var line: Int
        var typeName: String?
        var conditions: [String]
    }
    var path: String
    var previews: [Preview]
    var skipReason: String?
}
