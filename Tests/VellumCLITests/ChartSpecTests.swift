import ArgumentParser
import Foundation
import Testing
import Vellum
import VellumCharts
import VellumCommandLine
import VellumJobs
import VellumTestSupport

/// A chart as JSON mark by mark (`ChartSpec`): read with every field, refused naming the field
/// at fault, and drawn as the Swift Charts code it stands for.
@Suite struct ChartSpecTests {
    func spec(_ json: String) throws -> ChartSpec { try ChartSpec.read(json: Data(json.utf8)) }

    func refusal(_ json: String) -> String? {
        do {
            _ = try spec(json)
            return nil
        } catch JobError.invalidArgument(let reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }

    @Test func everyFieldIsRead() throws {
        let read = try spec(
            #"""
            {"marks": [
              {"type": "bar", "x": "Mon", "y": 3, "series": "Walk", "cornerRadius": 4, "stacking": "normalized",
               "label": "3k", "opacity": 0.5},
              {"type": "line", "x": "Tue", "y": 2.5, "interpolation": "catmullRom", "lineWidth": 3, "dash": [4, 2],
               "symbol": "diamond", "symbolSize": 60, "color": "#FF9500"},
              {"type": "rule", "y": 4, "color": "red"},
              {"type": "sector", "angle": 3, "series": "Cake", "innerRadius": 0.618, "angularInset": 1.5},
              {"type": "rectangle", "x": "Wed", "yStart": 0, "yEnd": 2}
            ],
             "x": {"title": "Day", "hidden": false}, "y": {"type": "log", "domain": [1, 100]},
             "legend": "top", "tint": "mint", "size": "300x200"}
            """#)
        #expect(read.marks.map(\.type) == [.bar, .line, .rule, .sector, .rectangle])
        let bar = read.marks[0]
        #expect(bar.x == .category("Mon") && bar.y == .number(3) && bar.series == "Walk")
        #expect(bar.cornerRadius == 4 && bar.stacking == .normalized && bar.label == "3k" && bar.opacity == 0.5)
        let line = read.marks[1]
        #expect(line.interpolation == .catmullRom && line.dash == [4, 2] && line.symbol == .diamond)
        #expect(line.color?.resolved == Color(hex: "#FF9500")?.resolved)
        #expect(read.marks[2].color == .red && read.marks[3].innerRadius == 0.618)
        #expect(read.x.title == "Day" && read.y.type == .log && read.y.domain == [.number(1), .number(100)])
        #expect(read.legend == .top && read.tint == .mint && read.size == ImageSize(width: 300, height: 200))
    }

    @Test func datesOnADateAxis() throws {
        let read = try spec(
            #"{"x": {"type": "date"}, "marks": [{"type": "bar", "x": "2025-01-31", "y": 3, "unit": "day"},"#
                + #"{"type": "point", "x": "2025-02-01T12:00:00Z", "y": 1}]}"#)
        #expect(read.marks[0].x == .date(Date(timeIntervalSince1970: 1_738_281_600)))
        #expect(read.marks[0].unit == .day)
        #expect(read.marks[1].x == .date(Date(timeIntervalSince1970: 1_738_411_200)))
    }

    @Test func badSpecsAreRefusedNamingTheField() {
        let cases: [(String, String)] = [
            ("[1]", "not a chart spec"),
            (#"{"marks": []}"#, "marks: give at least one mark"),
            (#"{"marks": [{"type": "bar", "y": 1}], "colour": "red"}"#, "colour: unknown field"),
            (#"{"marks": [{"type": "pie", "y": 1}]}"#, "marks[0].type: one of"),
            (#"{"marks": [{"type": "bar", "y": 1, "colr": "red"}]}"#, "marks[0].colr: unknown field"),
            (#"{"marks": [{"type": "bar", "y": 1}, {"type": "line", "y": 2}]}"#, "marks[1].x: a line needs x and y"),
            (#"{"marks": [{"type": "bar", "x": "a", "y": true}]}"#, "marks[0].y"),
            (#"{"marks": [{"type": "sector"}]}"#, "marks[0].angle"),
            (#"{"marks": [{"type": "sector", "angle": -1}]}"#, "marks[0].angle"),
            (#"{"marks": [{"type": "bar", "xStart": 1, "y": 2}]}"#, "marks[0].xStart"),
            (#"{"marks": [{"type": "bar", "x": "a", "y": 1, "opacity": 2}]}"#, "marks[0].opacity"),
            (#"{"marks": [{"type": "bar", "x": "a", "y": 1, "color": "reddish"}]}"#, "marks[0].color"),
            (#"{"marks": [{"type": "bar", "x": "a\u0007", "y": 1}]}"#, "marks[0].x: holds a control character"),
            (#"{"marks": [{"type": "bar", "x": "a", "y": 1, "unit": "day"}]}"#, "marks[0].unit"),
            (#"{"x": {"type": "date"}, "marks": [{"type": "bar", "x": "soon", "y": 1}]}"#, "marks[0].x: an ISO 8601"),
            (#"{"y": {"type": "log", "domain": [0, 10]}, "marks": [{"type": "bar", "x": "a", "y": 1}]}"#, "y.domain"),
            (#"{"y": {"domain": [1, 2, 3]}, "marks": [{"type": "bar", "x": "a", "y": 1}]}"#, "y.domain: two ends"),
            (#"{"y": {"scale": "log"}, "marks": [{"type": "bar", "x": "a", "y": 1}]}"#, "y.scale: unknown field"),
            (#"{"legend": "left", "marks": [{"type": "bar", "x": "a", "y": 1}]}"#, "legend: one of"),
            (#"{"size": "huge", "marks": [{"type": "bar", "x": "a", "y": 1}]}"#, "size: expected"),
            // Fields a mark's type does not draw, and combinations no initializer takes.
            (#"{"marks": [{"type": "line", "x": 1, "y": 2, "stacking": "normalized"}]}"#, "marks[0].stacking: a line"),
            (#"{"marks": [{"type": "sector", "angle": 1, "x": 2}]}"#, "marks[0].x: a sector does not take it"),
            (#"{"marks": [{"type": "bar", "x": 1, "xStart": 0, "xEnd": 2, "y": 1}]}"#, "marks[0].x: give x or"),
            (#"{"marks": [{"type": "rule", "x": 1, "y": 2}]}"#, "marks[0].y: a rule stands at x or at y"),
            (#"{"marks": [{"type": "bar", "xStart": 0, "xEnd": 1, "yStart": 0, "yEnd": 1}]}"#, "marks[0].yStart"),
            // One kind of value on an axis; domains of two ends in order, or categories once each.
            (
                #"{"marks": [{"type": "bar", "x": 1, "y": 2}, {"type": "bar", "x": "b", "y": 3}]}"#,
                "marks[1].x: a category on an axis of numbers"
            ),
            (#"{"x": {"domain": [2, 1]}, "marks": [{"type": "bar", "x": 1, "y": 1}]}"#, "x.domain"),
            (#"{"x": {"domain": [1, 2, "a"]}, "marks": [{"type": "bar", "x": 1, "y": 1}]}"#, "x.domain"),
            (#"{"x": {"domain": ["a", "a"]}, "marks": [{"type": "bar", "x": "a", "y": 1}]}"#, "x.domain")
        ]
        for (json, expected) in cases {
            let reason = refusal(json)
            #expect(reason?.contains(expected) == true, "\(json): \(reason ?? "accepted")")
        }
        let many = (0..<1_001).map { _ in #"{"type": "point", "x": 1, "y": 1}"# }.joined(separator: ",")
        #expect(refusal(#"{"marks": [\#(many)]}"#)?.contains("at most 1000") == true)
        let series = (0..<13).map { #"{"type": "point", "x": 1, "y": 1, "series": "s\#($0)"}"# }
        #expect(refusal(#"{"marks": [\#(series.joined(separator: ","))]}"#)?.contains("at most 12 series") == true)
    }

    /// The spec draws what the Swift Charts code it stands for draws, pixel for pixel.
    @Test func aSpecDrawsAsItsChartCode() throws {
        let read = try spec(
            #"{"marks": [{"type": "bar", "x": "A", "y": 3}, {"type": "bar", "x": "B", "y": 5, "color": "orange"},"#
                + #"{"type": "rule", "y": 4, "color": "red", "lineWidth": 2}], "size": "200x120"}"#)
        let drawn = try RasterImage(pngData: ImageRenderer(content: read.chartView()).pngData())
        let code = Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 3)).foregroundStyle(Color.accentColor)
            BarMark(x: .value("x", "B"), y: .value("y", 5)).foregroundStyle(Color.orange)
            RuleMark(y: .value("y", 4)).foregroundStyle(Color.red)
                .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!).environment(\.locale, Locale(identifier: "en_US"))
        .frame(width: 200, height: 120)
        let expected = try RasterImage(pngData: ImageRenderer(content: code).pngData())
        #expect(drawn.width == 200 && drawn.height == 120)
        var differing = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where drawn.rgba(x: x, y: y) != expected.rgba(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        // The orange bar is there.
        let orange = Color.orange.resolved
        var found = false
        for x in 0..<200 {
            let pixel = drawn.rgba(x: x, y: 100)
            if Int(pixel.red) == Int((orange.red * 255).rounded())
                && Int(pixel.green) == Int((orange.green * 255).rounded())
            {
                found = true
            }
        }
        #expect(found)
    }

    /// Every mark type in every form draws without trapping, and a refused spec draws an empty frame.
    @Test func everyFormDraws() throws {
        let forms = [
            #"{"type": "bar", "x": 1, "yStart": 1, "yEnd": 3}"#, #"{"type": "bar", "xStart": 1, "xEnd": 2, "y": "a"}"#,
            #"{"type": "bar", "xStart": 1, "xEnd": 2}"#, #"{"type": "bar", "yStart": 1, "yEnd": 2}"#,
            #"{"type": "bar", "x": 3}"#, #"{"type": "bar", "y": 3}"#,
            #"{"type": "rectangle", "x": "a", "y": "b"}"#, #"{"type": "rectangle", "xStart": 1, "xEnd": 2}"#,
            #"{"type": "rectangle", "yStart": 1, "yEnd": 2}"#, #"{"type": "rectangle", "x": 2}"#,
            #"{"type": "rectangle", "y": 2}"#, #"{"type": "rule", "x": 1, "yStart": 0, "yEnd": 2}"#,
            #"{"type": "rule", "xStart": 0, "xEnd": 1, "y": 2}"#, #"{"type": "rule", "x": 1}"#,
            #"{"type": "rule", "xStart": 0, "xEnd": 1}"#, #"{"type": "rule", "yStart": 0, "yEnd": 1}"#,
            #"{"type": "line", "x": 1, "y": 2, "series": "s"}"#, #"{"type": "area", "x": 1, "y": 2, "series": "s"}"#,
            #"{"type": "area", "x": 1, "yStart": 0, "yEnd": 2}"#,
            #"{"type": "area", "x": 1, "yStart": 0, "yEnd": 2, "series": "s"}"#,
            #"{"type": "point", "x": "a", "y": 2}"#, #"{"type": "rectangle", "xStart": 0, "xEnd": 2, "y": "b"}"#,
            #"{"type": "rectangle", "x": "a", "yStart": 0, "yEnd": 2}"#
        ]
        for form in forms {
            let read = try spec(#"{"marks": [\#(form)], "size": "60x40"}"#)
            let image = try RasterImage(pngData: ImageRenderer(content: read.chartView()).pngData())
            #expect(image.width == 60 && image.height == 40, "\(form)")
        }
        var refused = ChartSpec(marks: [])
        refused.size = ImageSize(width: 30, height: 20)
        #expect(try RasterImage(pngData: ImageRenderer(content: refused.chartView()).pngData()).width == 30)
    }

    @Test func theCommandDrawsASpec() throws {
        let directory = try temporaryDirectory()
        let input = directory.appendingPathComponent("marks.json")
        try #"{"marks": [{"type": "point", "x": 1, "y": 2}], "size": "90x60"}"#.write(
            to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("marks.png")
        try ChartCommand.parse([input.path, "-o", output.path]).run()
        let image = try RasterImage(pngData: Data(contentsOf: output))
        #expect(image.width == 90 && image.height == 60)
        let sized = try ChartCommand.parse([input.path, "--size", "50x40", "-o", output.path])
        #expect(try sized.spec()?.size == ImageSize(width: 50, height: 40))
        try #"{"marks": [{"type": "point", "x": 1}]}"#.write(to: input, atomically: true, encoding: .utf8)
        #expect(throws: ValidationError.self) { try ChartCommand.parse([input.path, "-o", output.path]).run() }
    }

    /// A rectangle from x 0 to 2 on a 0…4 axis, on one category: a Gantt bar over the left
    /// half, 70 % of the band tall; none of the fields given is left undrawn.
    @Test func aGanttRectangleSpansItsValues() throws {
        let read = try spec(
            #"{"x": {"hidden": true, "domain": [0, 4]}, "y": {"hidden": true}, "size": "100x100","#
                + ##""marks": [{"type": "rectangle", "xStart": 0, "xEnd": 2, "y": "Build", "color": "#0000FF"}]}"##)
        let image = try RasterImage(pngData: ImageRenderer(content: read.chartView()).pngData())
        func isBlue(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.rgba(x: x, y: y)
            return pixel.blue == 255 && pixel.red == 0 && pixel.alpha == 255
        }
        #expect(isBlue(25, 50) && isBlue(1, 20) && isBlue(48, 80))
        #expect(!isBlue(75, 50) && !isBlue(25, 5) && !isBlue(25, 95))
    }
}
