import Foundation
import Testing
import Vellum

@testable import VellumCharts

/// A layout with the fake measure of `layout(_:size:)` and the given configuration.
func layout(_ marks: [ChartMark], configuration: ChartConfiguration, size: CGSize = CGSize(width: 300, height: 200))
    -> ChartLayout
{
    ChartLayout(marks: marks, configuration: configuration, size: size) {
        CGSize(width: CGFloat($0.count) * 6, height: 10)
    }
}

@Suite struct ScaleTypeTests {
    @Test func logDomainWidensToPowersOfTen() {
        #expect(LogTicks.automaticDomain(of: [3, 4_500]) == (1, 10_000))
        #expect(LogTicks.automaticDomain(of: [0.02, 0.5]) == (0.01, 1))
        #expect(LogTicks.automaticDomain(of: [10, 10]) == (10, 100))
        #expect(LogTicks.automaticDomain(of: [0, -4, .nan]) == (1, 10))
    }

    @Test func logTicksByDecade() {
        #expect(LogTicks.ticks(1, 10_000, count: 4) == [1, 10, 100, 1_000, 10_000])
        #expect(LogTicks.ticks(1, 100, count: 4) == [1, 10, 100])
        #expect(LogTicks.ticks(1, 10, count: 4) == [1, 2, 5, 10])
        // d3.ticks(0, 12, 4) steps by 2: every other power of ten.
        #expect(LogTicks.ticks(1, 1e12, count: 4) == [1, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12])
        #expect(LogTicks.ticks(100, 1, count: 4) == [100, 10, 1])
        #expect(LogTicks.ticks(0, 10, count: 4).isEmpty)
        #expect(LogTicks.ticks(1, .infinity, count: 4).isEmpty)
        #expect(LogTicks.ticks(1e-300, 1e300, count: 4).count < 20)
    }

    @Test func transformsRoundTrip() {
        for transform in [ScaleTransform.identity, .log, .power(0.5), .power(3), .symmetricLog] {
            for value in [0.25, 1, 7, 1_000] {
                #expect(abs(transform.invert(transform.apply(value)) - value) < 1e-9 * value)
            }
        }
        #expect(ScaleTransform.log.apply(0).isNaN)
        #expect(ScaleTransform.symmetricLog.apply(-3) == -ScaleTransform.symmetricLog.apply(3))
        #expect(ScaleTransform(.power(exponent: 0)) == .identity)
        #expect(ScaleTransform(.squareRoot) == .power(0.5))
    }

    /// On a log y scale over 1…100 the value 10 is halfway up the plot, and values that are
    /// not positive are left out instead of drawn at the edge.
    @Test func logScalePlacesByDecadeAndDropsNonPositive() {
        var configuration = ChartConfiguration()
        configuration.yScaleType = .log
        configuration.yDomain = .numbers(1, 100)
        configuration.xAxis = .hidden
        configuration.yAxis = .hidden
        let marks = chartMarks {
            PointMark(x: .value("x", 1), y: .value("y", 10))
            PointMark(x: .value("x", 2), y: .value("y", 0))
            PointMark(x: .value("x", 3), y: .value("y", -5))
        }
        let chart = layout(marks, configuration: configuration, size: CGSize(width: 100, height: 100))
        #expect(chart.marks.count == 1)
        #expect(chart.position(.number(10), on: .y) == 50)
        #expect(chart.position(.number(100), on: .y) == 0)
        #expect(abs((chart.position(.number(1_000.0.squareRoot() / 10), on: .y) ?? 0) - 75) < 1e-9)
    }

    @Test func logScaleStartsADomainThatReachesZeroAtTheData() {
        var configuration = ChartConfiguration()
        configuration.yScaleType = .log
        configuration.yDomain = .numbers(0, 1_000)
        let marks = chartMarks { PointMark(x: .value("x", 1), y: .value("y", 20)) }
        guard case .continuous(let y) = layout(marks, configuration: configuration).y else {
            Issue.record("y should be continuous")
            return
        }
        // The positive end is kept; the start is the data's power of ten below it.
        #expect(y.domain == (10, 1_000))
        #expect(y.ticks() == [10, 100, 1_000])
    }

    @Test func powerAndSymmetricLogScales() {
        let root = ContinuousScale(domain: (0, 100), range: (0, 100), transform: .power(0.5))
        #expect(root.position(25) == 50)
        #expect(root.value(at: 50) == 25)
        #expect(root.ticks() == [0, 20, 40, 60, 80, 100])
        let symlog = ContinuousScale(domain: (-99, 99), range: (0, 200), transform: .symmetricLog)
        #expect(symlog.position(0) == 100)
        #expect(abs(symlog.position(9) - 150) < 1e-9)
    }

    @Test func categoryTypeMakesBandsOfNumbers() {
        var configuration = ChartConfiguration()
        configuration.xScaleType = .category
        let marks = chartMarks {
            BarMark(x: .value("Size", 1), y: .value("Count", 3))
            BarMark(x: .value("Size", 10), y: .value("Count", 4))
            BarMark(x: .value("Size", 2), y: .value("Count", 5))
        }
        guard case .band(let x) = layout(marks, configuration: configuration).x else {
            Issue.record("x should be bands")
            return
        }
        #expect(x.domain == ["1", "10", "2"])
    }

    /// `.plotDimension(padding: 20)` keeps the domain's ends 20 points inside the plot.
    @Test func plotDimensionPadding() throws {
        let chart = Chart {
            RuleMark(x: .value("x", 0))
            RuleMark(x: .value("x", 100))
        }
        .chartXScale(domain: 0...100, range: .plotDimension(padding: 20))
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 200, height: 50)
        // The centre of each rule's coverage (pixel centres at i + 0.5) is where its value is,
        // near the top of the plot as near its bottom: the rules are vertical lines.
        func centre(_ columns: Range<Int>, row: Int) -> Double {
            let weights = columns.map { Double(image.rgba(x: $0, y: row).alpha) }
            return zip(columns, weights).map { (Double($0) + 0.5) * $1 }.reduce(0, +) / weights.reduce(0, +)
        }
        for row in [2, 25, 47] {
            #expect(abs(centre(0..<100, row: row) - 20) < 0.01, "row \(row)")
            #expect(abs(centre(100..<200, row: row) - 180) < 0.01, "row \(row)")
        }
    }

    /// A bar from 10 to 100 on a log scale over 1…100 fills the top half of the plot, in
    /// pixels and through the proxy's inverse.
    @Test func logScaleInPixelsAndThroughTheProxy() throws {
        let chart = Chart { BarMark(x: .value("Kind", "A"), yStart: .value("Low", 10), yEnd: .value("High", 100)) }
            .chartYScale(domain: 1...100, type: .log).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 100, height: 100)
        #expect(rows(of: .blue, at: 50, in: image) == Array(0..<50))
        var configuration = ChartConfiguration()
        configuration.yScaleType = .log
        configuration.yDomain = .numbers(1, 100)
        configuration.xAxis = .hidden
        configuration.yAxis = .hidden
        let proxy = ChartProxy(
            layout: layout(
                chartMarks { PointMark(x: .value("x", 1), y: .value("y", 5)) }, configuration: configuration,
                size: CGSize(width: 100, height: 100)), anchor: nil)
        let value: Double? = proxy.value(atY: 50)
        #expect(abs((value ?? 0) - 10) < 1e-9)
    }

    @Test func logLabelsShowTheirOwnMagnitude() {
        #expect(NumberLabelFormat.logLabel(0.001) == "0.001")
        #expect(NumberLabelFormat.logLabel(10_000) == "10,000")
        #expect(NumberLabelFormat.logLabel(1e-8) == "1e-8")
        #expect(NumberLabelFormat.logLabel(5e-8) == "5e-8")
        #expect(NumberLabelFormat.logLabel(2e21) == "2e21")
        #expect(NumberLabelFormat.logLabel(1e300) == "1e300")
    }

    /// Extreme inputs keep a drawable scale: domains clamped to the doubles' range, power
    /// exponents that would have no order or overflow taken as linear and 10.
    @Test func extremesStayDrawable() {
        let huge = LogTicks.automaticDomain(of: [1.5e308])
        #expect(huge.0 == 1e308 && huge.1 == .greatestFiniteMagnitude)
        #expect(LogTicks.ticks(huge.0, huge.1, count: 4).count >= 1)
        #expect(ScaleTransform(.power(exponent: -1)) == .identity)
        #expect(ScaleTransform(.power(exponent: 50)) == .power(10))
        let sweeps = SectorRenderer.angles(of: [1.5e308, 1.5e308]).map { $0.1 - $0.0 }
        #expect(sweeps.allSatisfy { abs($0 - .pi) < 1e-9 })
    }

    @Test func theProxyHasNoPositionForWhatALogScaleCannotPlace() {
        var configuration = ChartConfiguration()
        configuration.yScaleType = .log
        let marks = chartMarks { PointMark(x: .value("x", 1), y: .value("y", 5)) }
        let proxy = ChartProxy(layout: layout(marks, configuration: configuration), anchor: nil)
        #expect(proxy.position(forY: 0.0) == nil && proxy.position(forY: -3.0) == nil)
        #expect(proxy.position(forY: 5.0) != nil)
    }

    /// A date axis is never logarithmic: its marks are kept when a log type is asked of it.
    @Test func aLogTypeOnDatesKeepsTheMarks() {
        var configuration = ChartConfiguration()
        configuration.xScaleType = .log
        let early = Date(timeIntervalSinceReferenceDate: -86_400 * 400)
        let marks = chartMarks {
            PointMark(x: .value("Day", early), y: .value("y", 1))
            PointMark(x: .value("Day", Date(timeIntervalSinceReferenceDate: 0)), y: .value("y", 2))
        }
        #expect(layout(marks, configuration: configuration).marks.count == 2)
    }
}
