import ArgumentParser
import Foundation
import Vellum
import VellumJobs

/// `vellum path`: SVG path data drawn as a view, filled then stroked.
public struct PathCommand: ParsableCommand, ImageCommand {
    public static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Draw SVG path data to PNG, SVG or PDF.",
        discussion: """
            The path is drawn where its coordinates put it (points, y down) in a frame of \
            --size, filled first, then stroked. With neither --fill nor --stroke it is stroked \
            in black; with only --fill it is not stroked unless --line-width or --dash is given.

            Examples:
              vellum path 'M10 10 C 20 20, 40 20, 50 10' --stroke '#000' \\
                  --line-width 3 --dash 5,3 --size 64x64 -o curve.svg
              vellum path 'M12 21 C-8 7 6-4 12 4 C18-4 32 7 12 21Z' \\
                  --fill '#FF3B30' --size 24x24 --scale 4 -o heart.png
            """
    )

    @Argument(
        help: ArgumentHelp("SVG path data, such as 'M10 10 L50 10'.", valueName: "path-data"),
        transform: PathCommand.parsePath)
    public var path: Path

    @Option(
        help: ArgumentHelp("The fill colour, #RGB, #RRGGBB or #RRGGBBAA. Default: none.", valueName: "hex"),
        transform: ColorArgument.parse)
    public var fill: Color?

    @Option(
        help: ArgumentHelp("The stroke colour. Default: #000 unless only --fill is given.", valueName: "hex"),
        transform: ColorArgument.parse)
    public var stroke: Color?

    @Option(
        name: .customLong("line-width"), parsing: .unconditional,
        help: ArgumentHelp("The stroke width in points. Default: 1.", valueName: "points"))
    public var lineWidth: Double?

    @Option(
        help: ArgumentHelp("Dash lengths in points, on and off, such as 5,3. Default: solid.", valueName: "lengths"),
        transform: DashPattern.init(parsing:))
    public var dash: DashPattern?

    @Option(
        help: ArgumentHelp(
            "The frame in points, WIDTHxHEIGHT. Default: the path's bounds with the same margin right and below as left and above.",
            valueName: "WxH"),
        transform: ImageSize.init(parsing:))
    public var size: ImageSize?

    @OptionGroup public var output: OutputOptions

    public init() {}

    /// Reads SVG path data; the message names what was expected and where.
    static func parsePath(_ text: String) throws -> Path {
        do {
            return try Path(svgPathData: text)
        } catch {
            throw JobError.invalidArgument("not SVG path data: \(error)")
        }
    }

    public func validate() throws {
        let job = self.job
        do {
            try job.validate()
        } catch let error as JobError {
            throw ValidationError("\(error)")
        }
        try validateSize(job.size)
    }

    /// What to draw: ``PathJob/resolving(path:fill:stroke:lineWidth:dash:size:)`` of the
    /// options.
    public var job: PathJob {
        PathJob.resolving(path: path, fill: fill, stroke: stroke, lineWidth: lineWidth, dash: dash, size: size)
    }

    /// What to draw, and how to encode it.
    public func imageJob() throws -> ImageJob {
        ImageJob(content: .path(job), format: try output.resolvedFormat(), scale: output.scale)
    }

    public func run() throws {
        try writeImage()
    }
}
