import ArgumentParser
import Foundation
import VellumGalleryKit

/// `vellum gallery`: every gallery example, as `make gallery` writes it.
public struct GalleryCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the gallery: every example as PNG and SVG, with index.html.",
        discussion: """
            Examples:
              vellum gallery
              vellum gallery --out /tmp/gallery
            """
    )

    @Option(help: ArgumentHelp("The directory to write into; created if needed.", valueName: "directory"))
    public var out = "Gallery"

    public init() {}

    public func run() throws {
        let files = try GalleryWriter.write(to: URL(fileURLWithPath: out, isDirectory: true))
        for file in files { print("wrote \(file.relativePath)") }
        print("\(files.count) files written to \(out)")
    }
}
