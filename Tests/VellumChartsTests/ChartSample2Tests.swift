import Foundation
import Testing
import Vellum

@testable import VellumCharts

/// Writes date-axis, axis-mark and style-scale charts to /tmp/charts2-*.png when
/// VELLUM_CHARTS_SAMPLES is set, to look at them.
@Suite struct ChartSample2Tests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    @Test func writeDateAndAxisSamples() throws {
        guard ProcessInfo.processInfo.environment["VELLUM_CHARTS_SAMPLES"] != nil else { return }
        let calendar = ChartLayout.utcCalendar
        let start = calendar.date(from: DateComponents(year: 2025, month: 1, day: 1)) ?? Date()
        let month = Chart {
            ForEach(0..<31) { day in
                BarMark(
                    x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day, calendar: calendar),
                    y: .value("Steps", 4_000 + (day * 2_371) % 6_000))
            }
        }
        .environment(\.timeZone, Self.utc).environment(\.locale, Locale(identifier: "en_US"))
        try ImageRenderer(content: month.frame(width: 400, height: 220).padding(12)).write(
            to: URL(fileURLWithPath: "/tmp/charts2-month.png"))
        let year = Chart {
            ForEach(0..<12) { index in
                let date = calendar.date(byAdding: .month, value: index, to: start) ?? start
                BarMark(
                    x: .value("Month", date, unit: .month, calendar: calendar), y: .value("Sales", 20 + index * 7 % 40)
                )
                .foregroundStyle(by: .value("Shop", index % 2 == 0 ? "North" : "South"))
            }
        }
        .chartForegroundStyleScale(["North": Color.orange, "South": Color.teal])
        .chartYAxis { AxisMarks(position: .leading, values: .stride(by: 10)) }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                AxisGridLine()
                AxisTick()
                if value.index % 2 == 0 { AxisValueLabel(format: .dateTime.month(.abbreviated), centered: true) }
            }
        }
        .environment(\.timeZone, Self.utc).environment(\.locale, Locale(identifier: "en_US"))
        try ImageRenderer(content: year.frame(width: 400, height: 220).padding(12)).write(
            to: URL(fileURLWithPath: "/tmp/charts2-year.png"))
    }
}
