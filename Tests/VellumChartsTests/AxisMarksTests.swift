import Foundation
import Testing
import Vellum

@testable import VellumCharts

@Suite struct AxisMarksTests {
    /// Bars of 10…85 on y, laid out at 300 × 200 with `configuration`.
    static func layout(_ configure: (inout ChartConfiguration) -> Void) -> ChartLayout {
        var marks = _ChartMarks()
        for (day, value) in [("Mon", 10), ("Tue", 85)] {
            BarMark(x: .value("Day", day), y: .value("Steps", value))._makeMarks(into: &marks)
        }
        var configuration = ChartConfiguration()
        configure(&configuration)
        return ChartLayout(marks: marks.marks, configuration: configuration, size: CGSize(width: 300, height: 200)) {
            CGSize(width: CGFloat($0.count) * 6, height: 13)
        }
    }

    static func yAxis(@AxisContentBuilder _ content: () -> some AxisContent) -> _AxisMarksList {
        var list = _AxisMarksList()
        content()._makeAxisMarks(into: &list)
        return list
    }

    static func labels(_ layout: ChartLayout) -> [String] {
        layout.yAxes.flatMap(\.marks).compactMap { $0.label?.plain }
    }

    @Test func valuesChooseTheMarks() {
        let desired = Self.layout { $0.yAxisMarks = Self.yAxis { AxisMarks(values: .automatic(desiredCount: 3)) } }
        #expect(Self.labels(desired) == ["0", "50", "100"])
        let stride = Self.layout { $0.yAxisMarks = Self.yAxis { AxisMarks(values: .stride(by: 25)) } }
        #expect(Self.labels(stride) == ["0", "25", "50", "75", "100"])
        let explicit = Self.layout { $0.yAxisMarks = Self.yAxis { AxisMarks(values: [0, 42, 100, 500]) } }
        #expect(Self.labels(explicit) == ["0", "42", "100"])
        for bad in [0.0, -5, .nan, .infinity] {
            let none = Self.layout { $0.yAxisMarks = Self.yAxis { AxisMarks(values: .stride(by: bad)) } }
            #expect(Self.labels(none).isEmpty)
        }
        let tiny = Self.layout { $0.yAxisMarks = Self.yAxis { AxisMarks(values: .stride(by: 1e-9)) } }
        #expect(Self.labels(tiny).count == 1_000)
    }

    @Test func contentClosureSeesEachValue() {
        let layout = Self.layout {
            $0.yAxisMarks = Self.yAxis {
                AxisMarks { value in
                    if value.index == value.count - 1 { AxisTick() }
                    if let number = value.as(Double.self), number > 0 { AxisGridLine() }
                    if value.as(Int.self) == 40 { AxisValueLabel("forty") }
                }
            }
        }
        let marks = layout.yAxes[0].marks
        #expect(marks.map { $0.grid != nil } == [false, true, true, true, true, true])
        #expect(marks.map { $0.tick != nil } == [false, false, false, false, false, true])
        #expect(marks.compactMap { $0.label?.plain } == ["40"])
        #expect(AxisValue(index: 0, count: 1, value: .category("A")).as(Double.self) == nil)
    }

    @Test func leadingPositionMovesThePlot() {
        let trailing = Self.layout { _ in }
        let leading = Self.layout { $0.yAxisMarks = Self.yAxis { AxisMarks(position: .leading) } }
        // Labels "0"…"100": the widest is 18 wide, plus 6 of spacing, on either side.
        #expect(trailing.plot.minX == 0 && trailing.plot.maxX == 300 - 24)
        #expect(leading.plot.minX == 24 && leading.plot.maxX == 300)
        let inset = Self.layout { $0.yAxisMarks = Self.yAxis { AxisMarks(preset: .inset) } }
        #expect(inset.plot.maxX == 300)
        let none = Self.layout { $0.yAxisMarks = Self.yAxis {} }
        #expect(none.yAxes.isEmpty && none.plot.maxX == 300)
    }

    @Test func formatWritesTheLabels() {
        let layout = Self.layout {
            $0.yAxisMarks = Self.yAxis {
                AxisMarks(format: FloatingPointFormatStyle<Double>.Percent(), values: [0.0, 1.0])
            }
        }
        #expect(Self.labels(layout) == ["0%", "100%"])
    }

    /// With a leading axis and no x axis, grid lines at 0 and 100 fall on the plot's bottom
    /// and top rows, drawn red by `foregroundStyle`.
    @Test func gridLinesAreDrawnWhereAsked() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 100)).foregroundStyle(.clear)
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(values: [50]) { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(Color.red) }
        }
        let image = try render(chart, width: 200, height: 100)
        #expect(rows(of: .red, at: 100, in: image) == [49, 50])
    }

    @Test func styleScaleColoursMarksAndLegend() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 100)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 100)).foregroundStyle(by: .value("Kind", "Run"))
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        .chartForegroundStyleScale(["Run": Color.red, "Walk": Color.green])
        let image = try render(chart, width: 200, height: 100)
        #expect(pixel(image, 50, 50, is: .green))
        #expect(pixel(image, 150, 50, is: .red))
        let ranged = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 100)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 100)).foregroundStyle(by: .value("Kind", "Run"))
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        .chartForegroundStyleScale(domain: ["Run", "Walk"], range: [Color.orange, .purple])
        let second = try render(ranged, width: 200, height: 100)
        #expect(pixel(second, 50, 50, is: .purple))
        #expect(pixel(second, 150, 50, is: .orange))
    }

    /// Categories on y are all labelled: the collision test reads them top to bottom (it took
    /// a band axis's top-down order for bottom-up and left out every label after the first).
    @Test func everyCategoryOnYIsLabelled() throws {
        let chart = Chart {
            BarMark(x: .value("Days", 3), y: .value("Task", "Design"))
            BarMark(x: .value("Days", 5), y: .value("Task", "Build"))
            BarMark(x: .value("Days", 2), y: .value("Task", "Ship"))
        }
        .chartXAxis(.hidden)
        let image = try render(chart, width: 240, height: 90)
        // The label column: right of the widest bar's end, where only the labels draw.
        let inked = (0..<3).map { band in
            let rows = (band * 30 + 8)..<(band * 30 + 22)
            return rows.contains { y in (200..<240).contains { x in image.rgba(x: x, y: y).alpha > 100 } }
        }
        #expect(inked == [true, true, true])
    }
}
