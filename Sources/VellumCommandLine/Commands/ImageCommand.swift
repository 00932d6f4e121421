import ArgumentParser
import Foundation
import VellumJobs

/// A subcommand that draws one image (`path`, `progress`): checking its frame and writing
/// the image work the same for each.
protocol ImageCommand {
    var output: OutputOptions { get }
    /// What to draw, and how to encode it.
    func imageJob() throws -> ImageJob
}

extension ImageCommand {
    /// Refuses a frame no renderer would draw, with the renderer's own message.
    func validateSize(_ size: ImageSize?) throws {
        do {
            try ImageJob.checkSize(size, scale: try output.resolvedFormat() == .pdf ? 1 : output.scale)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// Renders the image and writes it where `--output` says.
    func writeImage() throws {
        try ImageOutput.checkDestination(output)
        try ImageOutput.write(imageJob().render(), to: output.output)
    }
}
