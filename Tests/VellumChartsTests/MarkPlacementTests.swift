import Foundation
import Testing
import Vellum

@testable import VellumCharts

/// `offset`, `zIndex`, `chartSymbolScale` and `chartPlotStyle`, in pixels where they draw.
@Suite struct MarkPlacementTests {
    /// A bar 70 wide in a 100-wide band, moved 10 points right; then its top moved down by 20
    /// with `offset(x:yStart:yEnd:)` (screen points).
    @Test func offsetsMoveBarsAndTheirEnds() throws {
        func columns(_ content: some ChartContent) throws -> (columns: [Int], rows: [Int]) {
            let chart = Chart { content }.chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
            let image = try render(chart, width: 100, height: 100)
            return ((0..<100).filter { pixel(image, $0, 90, is: .blue) }, rows(of: .blue, at: 50, in: image))
        }
        let bar = BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50))
        #expect(try columns(bar) == (Array(15..<85), Array(50..<100)))
        #expect(try columns(bar.offset(x: 10)) == (Array(25..<95), Array(50..<100)))
        #expect(try columns(bar.offset(CGSize(width: -5, height: 0))) == (Array(10..<80), Array(50..<100)))
        #expect(try columns(bar.offset(x: 0, yStart: 0, yEnd: 20)) == (Array(15..<85), Array(70..<100)))
        #expect(try columns(bar.offset(x: 3).offset(x: 2)) == (Array(20..<90), Array(50..<100)))
    }

    @Test func offsetsMovePointsByTheirMiddle() {
        let marks = chartMarks {
            PointMark(x: .value("x", 1), y: .value("y", 1)).offset(xStart: 2, xEnd: 6, y: -3)
        }
        #expect(marks[0].offset == MarkOffset(xStart: 2, xEnd: 6, yStart: -3, yEnd: -3))
        #expect(marks[0].offset.center(x: true) == 4)
        let broken = chartMarks { PointMark(x: .value("x", 1), y: .value("y", 1)).offset(x: .nan, y: .infinity) }
        #expect(broken[0].offset == MarkOffset())
    }

    /// The red rectangle is declared first, so it is drawn under the blue one, unless its
    /// `zIndex` is higher.
    @Test func zIndexOrdersDrawing() throws {
        func centre(red zIndex: Double) throws -> Bool {
            let chart = Chart {
                RectangleMark(
                    xStart: .value("x", 0), xEnd: .value("x", 60), yStart: .value("y", 0), yEnd: .value("y", 60)
                )
                .foregroundStyle(.red).zIndex(zIndex)
                RectangleMark(
                    xStart: .value("x", 40), xEnd: .value("x", 100), yStart: .value("y", 40), yEnd: .value("y", 100)
                )
                .foregroundStyle(.blue)
            }
            .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
            return pixel(try render(chart, width: 100, height: 100), 50, 50, is: .red)
        }
        #expect(try centre(red: 0) == false)
        #expect(try centre(red: 1) == true)
        #expect(try centre(red: -1) == false)
    }

    @Test func symbolScaleChoosesSymbolsByCategory() {
        let marks = chartMarks {
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbol(by: .value("Kind", "Sedan"))
            PointMark(x: .value("x", 2), y: .value("y", 2)).symbol(by: .value("Kind", "Truck"))
        }
        func symbols(_ scale: SymbolScale) -> [ChartSymbol?] {
            var configuration = ChartConfiguration()
            configuration.symbolScale = scale
            let chart = layout(marks, configuration: configuration)
            return ["Sedan", "Truck"].map {
                if case .basic(let symbol) = chart.symbol(for: $0) { symbol } else { nil }
            }
        }
        #expect(symbols(SymbolScale()) == [.circle, .square])
        // The mapping declares the domain's first categories, as `chartForegroundStyleScale`'s does.
        #expect(symbols(SymbolScale(mapping: [("Truck", .basic(.cross))])) == [.square, .cross])
        #expect(symbols(SymbolScale(domain: ["Truck", "Sedan"])) == [.square, .circle])
        #expect(symbols(SymbolScale(range: [.basic(.plus), .basic(.asterisk)])) == [.plus, .asterisk])
    }

    /// A custom `ChartSymbolShape` fills the symbol's square: a 100-point symbol is 10 × 10.
    @Test func customSymbolShapeIsDrawnInItsBox() throws {
        let chart = Chart { PointMark(x: .value("x", 50), y: .value("y", 50)).symbol(SquareSymbol()).symbolSize(100) }
            .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 100, height: 100)
        #expect(rows(of: .blue, at: 50, in: image) == Array(45..<55))
        #expect((0..<100).filter { pixel(image, $0, 50, is: .blue) } == Array(45..<55))
        // Square, not the default circle: its corners are filled too.
        #expect(pixel(image, 45, 45, is: .blue) && pixel(image, 54, 54, is: .blue))
    }

    /// The plot's background lies under the marks and inside the plot only; the axis labels
    /// stay outside it.
    @Test func plotStyleBackgroundFillsThePlotUnderTheMarks() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50)) }
            .chartYScale(domain: 0...100).chartXAxis(.hidden)
            .chartPlotStyle { plot in plot.background(Color.red) }
        let image = try render(chart, width: 200, height: 100)
        let plotRight = (0..<200).last { pixel(image, $0, 10, is: .red) } ?? -1
        #expect(plotRight > 150 && plotRight < 190)
        #expect(pixel(image, 5, 10, is: .red))
        #expect(pixel(image, plotRight / 2, 90, is: .blue))
        #expect(!pixel(image, 199, 10, is: .red))
    }

    @Test func plotStyleBorderDrawsOverTheMarks() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 100)) }
            .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
            .chartPlotStyle { $0.border(Color.red, width: 4) }
        let image = try render(chart, width: 100, height: 100)
        #expect(pixel(image, 50, 1, is: .red))
        #expect(pixel(image, 50, 50, is: .blue))
    }

    /// A point at the plot's trailing edge is drawn whole with a plot style too: the plot's
    /// layer does not cut marks at the plot's edge.
    @Test func plotStyleDoesNotCutMarksAtThePlotsEdge() throws {
        let chart = Chart { PointMark(x: .value("x", 100), y: .value("y", 50)).symbol(.square).symbolSize(100) }
            .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartXAxis(.hidden)
            .chartPlotStyle { plot in plot.background(Color.red) }
        let image = try render(chart, width: 200, height: 100)
        let plotRight = (0..<200).last { pixel(image, $0, 10, is: .red) } ?? -1
        #expect(plotRight > 100 && plotRight < 190)
        #expect(pixel(image, plotRight - 3, 50, is: .blue) && pixel(image, plotRight + 3, 50, is: .blue))
    }

    /// A basic symbol drawn as a shape stays inside its frame and fills it on one side.
    @Test func basicSymbolsFitTheirRect() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        for symbol in ChartSymbol.allCases {
            let bounds = BasicChartSymbolShape(kind: symbol).path(in: rect).boundingRect
            let inside =
                bounds.minX >= rect.minX - 1e-9 && bounds.maxX <= rect.maxX + 1e-9 && bounds.minY >= rect.minY - 1e-9
                && bounds.maxY <= rect.maxY + 1e-9
            #expect(inside, "\(symbol): \(bounds)")
            #expect(abs(bounds.width - 30) < 1e-9 || abs(bounds.height - 40) < 1e-9, "\(symbol)")
            #expect(abs(bounds.midX - rect.midX) < 1e-9 && abs(bounds.midY - rect.midY) < 1e-9, "\(symbol)")
        }
    }
}

/// A square symbol of a user's own.
struct SquareSymbol: ChartSymbolShape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}
