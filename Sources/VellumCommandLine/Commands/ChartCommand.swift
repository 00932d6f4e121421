import ArgumentParser
import Foundation
import Vellum
import VellumJobs

/// `vellum chart`: a chart from a CSV or JSON file, or standard input, drawn with VellumCharts.
public struct ChartCommand: ParsableCommand, ImageCommand {
    public static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart of CSV or JSON data to PNG, SVG or PDF.",
        discussion: """
            The chart is drawn as Swift Charts draws it (VellumCharts): nice scales, the y axis \
            on the trailing edge, Apple's palette and a legend for several series. CSV: a header \
            row names the columns; a first column that is not numeric holds the labels; every \
            other column is a series. JSON: {"values": [3, 5, 2]} or {"labels": [...], \
            "series": [{"name": "North", "values": [...]}]}. Several series are stacked for \
            bar and area charts. JSON with "marks" describes the chart mark by mark, as Swift \
            Charts code would (docs/charts.md, "A chart as JSON"); --kind does not apply to it.

            Examples:
              vellum chart sales.csv --kind bar -o sales.png
              printf '3\\n5\\n2\\n8\\n' | vellum chart - --kind sparkline -o trend.svg
              vellum chart share.json --kind donut --size 240x240 -o share.pdf
              vellum chart marks.json -o marks.svg
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A .csv or .json file, or - for standard input (CSV unless it starts with {).", valueName: "file"))
    public var input: String

    @Option(help: "sparkline, bar, line, area, pie or donut. Default: bar.")
    public var kind: String = "bar"

    @Option(
        help: ArgumentHelp(
            "The colour of a single series, #RGB, #RRGGBB or #RRGGBBAA. Default: the accent blue.", valueName: "hex"),
        transform: ColorArgument.parse)
    public var tint: Color?

    @Option(
        help: ArgumentHelp(
            "The frame in points, WIDTHxHEIGHT. Default: 120x32 for a sparkline, 240x240 for pie and donut, else 400x240.",
            valueName: "WxH"),
        transform: ImageSize.init(parsing:))
    public var size: ImageSize?

    @OptionGroup public var output: OutputOptions

    public init() {}

    /// The input's bytes: at most 4 MiB is read, so an endless input (/dev/zero, a pipe that
    /// never closes) is refused rather than held in memory.
    func read() throws -> Data {
        let limit = 4 << 20
        let handle = input == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: input)
        guard let handle else { throw ValidationError("cannot read \(input)") }
        defer { if input != "-" { try? handle.close() } }
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else { throw ValidationError("\(input): larger than 4 MiB") }
        return data
    }

    public func validate() throws {
        guard ChartJob.Kind(rawValue: kind) != nil else {
            throw ValidationError(
                "--kind must be one of \(ChartJob.Kind.names)")
        }
        try validateSize(size)
    }

    /// The chart the input and options describe, checked.
    public func job() throws -> ChartJob { try job(from: try read()) }

    private func job(from data: Data) throws -> ChartJob {
        let text = String(decoding: data, as: UTF8.self)
        let isJSON = input.hasSuffix(".json") || text.drop(while: \.isWhitespace).first == "{"
        let kind = ChartJob.Kind(rawValue: kind) ?? .bar
        do {
            var job = isJSON ? try ChartJob.readJSON(data, kind: kind) : try ChartJob.readCSV(text, kind: kind)
            job.tint = tint
            job.size = size
            try job.validate()
            return job
        } catch let error as JobError {
            throw ValidationError("\(input): \(error)")
        }
    }

    /// The spec of marks a JSON input with `"marks"` describes, checked; nil for other input.
    public func spec() throws -> ChartSpec? { try spec(from: try read()) }

    private func spec(from data: Data) throws -> ChartSpec? {
        guard ChartSpec.isSpec(data) else { return nil }
        do {
            var spec = try ChartSpec.read(json: data)
            if let tint { spec.tint = tint }
            if let size { spec.size = size }
            try spec.validate()
            return spec
        } catch let error as JobError {
            throw ValidationError("\(input): \(error)")
        }
    }

    public func imageJob() throws -> ImageJob {
        // Standard input can be read only once.
        let data = try read()
        let content: ImageJob.Content = try spec(from: data).map { .chartSpec($0) } ?? .chart(try job(from: data))
        return ImageJob(content: content, format: try output.resolvedFormat(), scale: output.scale)
    }

    public func run() throws {
        try writeImage()
    }
}
