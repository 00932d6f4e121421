import ArgumentParser
import Foundation
import Vellum
import VellumJobs

/// `vellum progress`: one progress view to PNG, SVG or PDF.
public struct ProgressCommand: ParsableCommand, ImageCommand {
    public static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Draw a progress view to PNG, SVG or PDF.",
        discussion: """
            The view is SwiftUI's ProgressView in the given style, framed to --size (a ring \
            fills the smaller side). Values outside 0...total are clamped, as SwiftUI does.

            Examples:
              vellum progress --value 0.42 --percent -o ring.png
              vellum progress --value 42 --total 100 --style linear \\
                  --label Upload --percent --size 240x48 --scale 2 -o upload.png
              vellum progress --value 0.7 --tint '#FF3B30' --size 64x64 -o ring.svg
              vellum progress --style spinner -o - --format svg > spinner.svg
            """
    )

    // Numbers and labels take the next argument whatever it looks like, so `--value -0.1`
    // and `--label -x` work.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The value, between 0 and --total. Required except for --style spinner.",
            valueName: "number"))
    public var value: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The value at completion; positive.", valueName: "number"))
    public var total: Double = 1

    @Option(help: ArgumentHelp("The look.", valueName: "style"))
    public var style: ProgressStyleName = .circular

    @Option(
        help: ArgumentHelp(
            "The frame in points, WIDTHxHEIGHT. Default: 128x128 for rings and the spinner; bars 240 wide and as tall as they need.",
            valueName: "WxH"),
        transform: ImageSize.init(parsing:))
    public var size: ImageSize?

    @Option(
        help: ArgumentHelp(
            "The fill colour, #RGB, #RRGGBB or #RRGGBBAA. Default: the accent colour, #007AFF.",
            valueName: "hex"),
        transform: ColorArgument.parse)
    public var tint: Color?

    @Option(
        help: ArgumentHelp(
            "The track colour, for styles that draw their track in a colour of your choice (the built-in linear and circular styles use #E5E5EA).",
            valueName: "hex"),
        transform: ColorArgument.parse)
    public var track: Color?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A label, where the style puts it (above a bar, below a ring).", valueName: "text"))
    public var label: String?

    @Flag(help: "Show the percentage: in the middle of a ring, under a bar.")
    public var percent = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("For --style spinner: the frame of the rotation, 0 to 1 (one turn).", valueName: "number"))
    public var phase: Double = 0

    @OptionGroup public var output: OutputOptions

    public init() {}

    public func validate() throws {
        do {
            try job.validate()
        } catch let error as JobError {
            throw ValidationError("\(error)")
        }
        try validateSize(size)
    }

    /// What to draw.
    public var job: ProgressJob {
        var job = ProgressJob(value: value, total: total, style: style)
        job.size = size
        job.tint = tint
        job.track = track
        job.label = label
        job.showsPercent = percent
        job.phase = phase
        return job
    }

    /// What to draw, and how to encode it.
    public func imageJob() throws -> ImageJob {
        ImageJob(content: .progress(job), format: try output.resolvedFormat(), scale: output.scale)
    }

    public func run() throws {
        try writeImage()
    }
}
