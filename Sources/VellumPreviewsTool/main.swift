import Foundation

// vellum-previews: finds the previews in Swift sources for Vellum's preview plugins.
//
//   vellum-previews generate --output <file.swift> --module <Name> <file.swift>... [--module …]
//       writes `vellumPreviews`, the list of every preview of those modules, for the test
//       target the VellumPreviewsPlugin build plugin is applied to.
//   vellum-previews generate --runner --output <main.swift> --module <Name> <file.swift>...
//       writes the main.swift of render-previews' runner: the list, in the module itself,
//       and the code that draws each preview to a PNG.
//   vellum-previews scan <file.swift>...
//       prints, as JSON, each file's previews and why the renderer must leave it out.

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    FileHandle.standardError.write(Data("usage: vellum-previews generate|scan …\n".utf8))
    exit(2)
}
arguments.removeFirst()
do {
    switch command {
    case "generate":
        var output: String?
        var runner = false
        var modules: [(name: String, files: [String])] = []
        while let argument = arguments.first {
            arguments.removeFirst()
            switch argument {
            case "--runner": runner = true
            case "--output": output = arguments.isEmpty ? nil : arguments.removeFirst()
            case "--module": modules.append((arguments.isEmpty ? "" : arguments.removeFirst(), []))
            default: if !modules.isEmpty { modules[modules.count - 1].files.append(argument) }
            }
        }
        guard let output else { throw ToolError.usage("generate needs --output") }
        let scanned = try modules.map { module in
            (module.name, try module.files.sorted().map(PreviewScanner.scan(path:)))
        }
        let text =
            runner
            ? PreviewListWriter.runner(module: scanned.first?.0 ?? "", files: scanned.flatMap(\.1))
            : PreviewListWriter.source(modules: scanned)
        // Rewritten only when it changes, so an unchanged list does not rebuild the tests.
        if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        }
    case "scan":
        let scanned = try arguments.sorted().map(PreviewScanner.scan(path:))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(scanned))
    default:
        throw ToolError.usage("unknown command \(command)")
    }
} catch {
    FileHandle.standardError.write(Data("vellum-previews: \(error)\n".utf8))
    exit(1)
}

enum ToolError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self {
        case .usage(let message): message
        }
    }
}
