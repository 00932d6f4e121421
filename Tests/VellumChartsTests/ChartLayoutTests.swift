import Foundation
import Testing
import Vellum

@testable import VellumCharts

/// The marks of `content`, as a chart collects them.
func chartMarks<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [ChartMark] {
    var marks = _ChartMarks()
    content()._makeMarks(into: &marks)
    return marks.marks
}

/// A layout with a fake measure: every character 6 points wide, 10 high.
func layout(_ marks: [ChartMark], size: CGSize = CGSize(width: 300, height: 200)) -> ChartLayout {
    ChartLayout(marks: marks, configuration: ChartConfiguration(), size: size) {
        CGSize(width: CGFloat($0.count) * 6, height: 10)
    }
}

struct Sale: Identifiable {
    let id: Int
    let month: String
    let total: Double
}

@Suite struct ChartLayoutTests {
    @Test func builderCollectsMarksInOrder() {
        let show = true
        let sales = [Sale(id: 0, month: "Jan", total: 3), Sale(id: 1, month: "Feb", total: 5)]
        let marks = chartMarks {
            ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
            if show { RuleMark(y: .value("Goal", 4)) }
            if !show {
                PointMark(x: .value("x", 1), y: .value("y", 2))
            } else {
                LineMark(x: .value("x", 1), y: .value("y", 2))
            }
            for sale in sales { PointMark(x: .value("Month", sale.month), y: .value("Sales", sale.total)) }
        }
        #expect(marks.map(\.kind) == [.bar, .bar, .rule, .line, .point, .point])
    }

    @Test func barsAtTheSameCategoryStack() {
        let marks = chartMarks {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).foregroundStyle(by: .value("Kind", "Run"))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", -2)).foregroundStyle(by: .value("Kind", "Rest"))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 6))
        }
        let chart = layout(marks)
        #expect(chart.stacks[0]?.stack == ChartLayout.Stack(low: 0, high: 3))
        #expect(chart.stacks[1]?.stack == ChartLayout.Stack(low: 3, high: 7))
        #expect(chart.stacks[2]?.stack == ChartLayout.Stack(low: -2, high: 0))
        #expect(chart.stacks[3]?.stack == ChartLayout.Stack(low: 0, high: 6))
        #expect(chart.styleDomain == ["Walk", "Run", "Rest"])
        guard case .continuous(let y) = chart.y else {
            Issue.record("y should be linear")
            return
        }
        // The domain covers the stacked total 7 and −2: −2…7 niced at count 4 is −2…8.
        #expect(y.domain == (-2, 8))
    }

    @Test func horizontalBarsStackAlongX() {
        let marks = chartMarks {
            BarMark(x: .value("Sales", 5), y: .value("Shop", "North"))
            BarMark(x: .value("Sales", 2), y: .value("Shop", "North"))
        }
        let chart = layout(marks)
        #expect(chart.stacks[1]?.axis == .x)
        #expect(chart.stacks[1]?.stack == ChartLayout.Stack(low: 5, high: 7))
    }

    @Test func normalizedAndUnstackedMethods() {
        let normalized = layout(
            chartMarks {
                AreaMark(x: .value("Day", 1), y: .value("Sales", 1), stacking: .normalized)
                AreaMark(x: .value("Day", 1), y: .value("Sales", 3), stacking: .normalized)
            })
        #expect(normalized.stacks[1]?.stack == ChartLayout.Stack(low: 0.25, high: 1))
        let unstacked = layout(
            chartMarks {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3), stacking: .unstacked)
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4), stacking: .unstacked)
            })
        #expect(unstacked.stacks[1]?.stack == ChartLayout.Stack(low: 0, high: 4))
    }

    @Test func nonFiniteValuesAreSkipped() {
        let marks = chartMarks {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", Double.nan))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", Double.infinity))
            BarMark(x: .value("Day", "Wed"), y: .value("Steps", 4.0))
            SectorMark(angle: .value("Share", -1.0))
        }
        let chart = layout(marks)
        #expect(chart.marks.count == 1)
        guard case .band(let x) = chart.x else {
            Issue.record("x should be a band")
            return
        }
        #expect(x.domain == ["Wed"])
    }

    @Test func plotIsInsetFromMeasuredLabels() {
        let chart = layout(chartMarks { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 97)) })
        // y labels "0" … "100": 18 points wide plus 6 of spacing on the trailing side; the
        // x labels' row (10 + 6) at the bottom; half a label (5) above the top tick.
        #expect(chart.plot == CGRect(x: 0, y: 5, width: 300 - 24, height: 200 - 5 - 16))
        #expect(chart.ticks(.y).map(\.label) == ["0", "20", "40", "60", "80", "100"])
    }

    @Test func emptyChartHasAUnitDomain() {
        let chart = layout([])
        guard case .continuous(let y) = chart.y else {
            Issue.record("y should be linear")
            return
        }
        #expect(y.domain == (0, 1))
        #expect(chart.marks.isEmpty)
    }
}
