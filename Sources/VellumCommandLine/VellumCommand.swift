import ArgumentParser
import Foundation
import Vellum
import VellumJobs

/// `vellum`: SwiftUI-style drawing from the command line. The executable runs this command
/// with `serve` added (``makeConfiguration(adding:)``); tests parse and run the subcommands in
/// process.
///
/// ```swift
/// let command = try ProgressCommand.parse(["--value", "0.42", "-o", "ring.png"])
/// try command.run()
/// ```
public struct VellumCommand: AsyncParsableCommand {
    public static let configuration = makeConfiguration(adding: [])

    /// The `vellum` command's configuration with `extra` subcommands after the built-in ones
    /// (the executable adds `serve`, which needs the server: this module does not depend on it).
    public static func makeConfiguration(adding extra: [any ParsableCommand.Type]) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "vellum",
            abstract: "Draw SwiftUI-style progress views, paths and charts to PNG, SVG and PDF.",
            discussion: """
                Images are drawn by Vellum (SwiftUI's drawing model on Linux): PNG and PDF through \
                Cairo, SVG by Vellum's own writer. The format comes from the output's extension \
                unless --format is given; -o - writes the bytes to standard output.

                Examples:
                  vellum progress --value 0.42 --style circular --percent -o ring.png
                  vellum progress --value 0.42 --style linear --label Upload \\
                      --percent -o - --format svg > bar.svg
                  vellum path 'M10 10 C 20 20, 40 20, 50 10' --stroke '#000' \\
                      --line-width 3 --dash 5,3 -o curve.svg
                  vellum batch jobs.jsonl --out images --jobs 4
                  vellum gallery --out Gallery
                  vellum serve --port 8080

                See 'vellum help <subcommand>' for each command's options.
                """,
            version: Vellum.version,
            subcommands: [
                ProgressCommand.self, PathCommand.self, ChartCommand.self, BatchCommand.self, GalleryCommand.self
            ] + extra
        )
    }

    public init() {}
}
