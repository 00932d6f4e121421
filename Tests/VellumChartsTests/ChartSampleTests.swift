import Foundation
import Testing
import Vellum

@testable import VellumCharts

/// Writes a bar, a line and a pie chart to /tmp/charts-*.png when VELLUM_CHARTS_SAMPLES
/// is set, to look at them.
@Suite struct ChartSampleTests {
    struct Point: Identifiable {
        let id: Int
        let day: Int
        let value: Double
        let city: String
    }

    @Test func writeSamples() throws {
        guard ProcessInfo.processInfo.environment["VELLUM_CHARTS_SAMPLES"] != nil else { return }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
        let bars = Chart {
            ForEach(Array(months.enumerated()), id: \.offset) { index, month in
                BarMark(x: .value("Month", month), y: .value("Sales", Double(20 + index * 23 % 90)))
                    .foregroundStyle(by: .value("Shop", "North"))
                BarMark(x: .value("Month", month), y: .value("Sales", Double(10 + index * 7)))
                    .foregroundStyle(by: .value("Shop", "South"))
            }
            RuleMark(y: .value("Goal", 80)).foregroundStyle(.red)
        }
        try ImageRenderer(content: bars.frame(width: 400, height: 260).padding(12)).write(
            to: URL(fileURLWithPath: "/tmp/charts-bar.png"))
        let points =
            (0..<14).map { Point(id: $0, day: $0, value: 40 + 30 * sin(Double($0) / 2), city: "Paris") }
            + (0..<14).map { Point(id: 100 + $0, day: $0, value: 55 + 20 * cos(Double($0) / 3), city: "Oslo") }
        let lines = Chart(points) {
            LineMark(x: .value("Day", $0.day), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("City", $0.city))
                .interpolationMethod(.catmullRom)
            PointMark(x: .value("Day", $0.day), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("City", $0.city))
        }
        try ImageRenderer(content: lines.frame(width: 400, height: 260).padding(12)).write(
            to: URL(fileURLWithPath: "/tmp/charts-line.png"))
        let shares = [("Cake", 3.0), ("Pie", 2), ("Tart", 1.5), ("Scone", 1)]
        let pie = Chart(shares, id: \.0) { share in
            SectorMark(angle: .value("Share", share.1), innerRadius: .ratio(0.618), angularInset: 1.5)
                .foregroundStyle(by: .value("Kind", share.0))
                .cornerRadius(4)
        }
        try ImageRenderer(content: pie.frame(width: 260, height: 260).padding(12)).write(
            to: URL(fileURLWithPath: "/tmp/charts-pie.png"))
    }
}
