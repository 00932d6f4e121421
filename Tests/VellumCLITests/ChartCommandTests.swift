import ArgumentParser
import Foundation
import Testing
import Vellum
import VellumCommandLine
import VellumJobs
import VellumTestSupport

/// `vellum chart`: CSV and JSON read into series and labels, refused with the line at fault,
/// and drawn at the chart's frame.
@Suite struct ChartCommandTests {
    @Test func csvWithAHeaderGivesLabelsAndNamedSeries() throws {
        let job = try ChartJob.readCSV("month,North,South\nJan,20,10\nFeb,43,17\n\n", kind: .bar)
        #expect(job.labels == ["Jan", "Feb"])
        #expect(job.series == [.init(name: "North", values: [20, 43]), .init(name: "South", values: [10, 17])])
        let bare = try ChartJob.readCSV("3\n5\n2.5\n", kind: .sparkline)
        #expect(bare.labels == nil && bare.series == [.init(values: [3, 5, 2.5])])
    }

    @Test func csvWithoutAHeaderKeepsItsFirstRow() throws {
        let job = try ChartJob.readCSV("\u{FEFF}Jan,20\nFeb,43\n", kind: .bar)
        #expect(job.labels == ["Jan", "Feb"] && job.series == [.init(values: [20, 43])])
        let named = try ChartJob.readCSV("visits\n3\n5\n", kind: .line)
        #expect(named.series == [.init(name: "visits", values: [3, 5])])
        // Line numbers count the blank lines too.
        #expect(throws: JobError.invalidArgument("CSV line 4: 'x' is not a number")) {
            try ChartJob.readCSV("a,b\n\n1,2\n3,x\n", kind: .bar)
        }
    }

    @Test func csvErrorsNameTheLine() {
        #expect(throws: JobError.invalidArgument("CSV line 3: 'x' is not a number")) {
            try ChartJob.readCSV("a,b\n1,2\n3,x\n", kind: .bar)
        }
        #expect(throws: JobError.invalidArgument("CSV line 2: 1 cells, not 2")) {
            try ChartJob.readCSV("a,b\n1\n", kind: .bar)
        }
        #expect(throws: JobError.self) { try ChartJob.readCSV("", kind: .bar) }
    }

    @Test func jsonInBothShapesAndItsKind() throws {
        let simple = try ChartJob.readJSON(Data(#"{"values": [1, 2, 3]}"#.utf8), kind: .bar)
        #expect(simple.series == [.init(values: [1, 2, 3])] && simple.kind == .bar)
        let full = try ChartJob.readJSON(
            Data(#"{"kind": "line", "labels": ["a", "b"], "series": [{"name": "x", "values": [1, 2]}]}"#.utf8),
            kind: .bar)
        #expect(full.kind == .line && full.labels == ["a", "b"] && full.series[0].name == "x")
        #expect(throws: JobError.self) {
            try ChartJob.readJSON(Data(#"{"kind": "radar", "values": [1]}"#.utf8), kind: .bar)
        }
        #expect(throws: JobError.self) { try ChartJob.readJSON(Data("[1, 2]".utf8), kind: .bar) }
    }

    @Test func theCommandDrawsAtTheChartsFrame() throws {
        let directory = try temporaryDirectory()
        let input = directory.appendingPathComponent("sales.csv")
        try "q,v\nQ1,3\nQ2,5\nQ3,2\n".write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("sales.png")
        let command = try ChartCommand.parse([input.path, "--kind", "bar", "--size", "200x100", "-o", output.path])
        try command.run()
        let image = try RasterImage(pngData: Data(contentsOf: output))
        #expect(image.width == 200 && image.height == 100)
        #expect(throws: (any Error).self) { try ChartCommand.parse([input.path, "--kind", "radar", "-o", "x.png"]) }
        let pie = try ChartCommand.parse([input.path, "--kind", "pie", "-o", output.path])
        #expect(try pie.job().kind == .pie)
    }

    @Test func jobValidationRefusesWhatCannotBeDrawn() throws {
        func refused(_ kind: ChartJob.Kind, _ rows: [[Double]], labels: [String]? = nil) -> Bool {
            var job = ChartJob(kind: kind, series: rows.map { .init(values: $0) })
            job.labels = labels
            return (try? job.validate()) == nil
        }
        #expect(refused(.bar, []) && refused(.bar, [[]]) && refused(.bar, [[1, .nan]]))
        #expect(refused(.bar, [[1, 2], [3]]) && refused(.bar, [[1, 2]], labels: ["a"]))
        #expect(refused(.pie, [[1, -1]]) && refused(.donut, [[0, 0]]) && refused(.pie, [[1], [2]]))
        #expect(refused(.bar, Array(repeating: [1], count: 13)))
        #expect(refused(.line, [Array(repeating: 1, count: 1_001)]))
        #expect(!refused(.bar, [[1, 2], [3, 4]], labels: ["a", "b"]) && !refused(.sparkline, [[5, 6]]))
        // A sparkline is one series of at least two numbers.
        #expect(refused(.sparkline, [[5]]) && refused(.sparkline, [[1, 2], [3, 4]]))
        // Labels: each once, no control characters, at most 64 characters.
        #expect(refused(.bar, [[1, 2]], labels: ["a", "a"]) && refused(.bar, [[1, 2]], labels: ["a\u{1E}b", "c"]))
        #expect(refused(.bar, [[1, 2]], labels: [String(repeating: "x", count: 65), "c"]))
        // A refused job draws an empty frame rather than trapping.
        var empty = ChartJob(kind: .line, series: [])
        empty.size = ImageSize(width: 40, height: 20)
        #expect(try RasterImage(pngData: ImageRenderer(content: empty.chartView()).pngData()).width == 40)
    }
}
