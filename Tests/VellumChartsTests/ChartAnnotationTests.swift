import Foundation
import Testing
import Vellum

@testable import VellumCharts

/// What a chart's proxy told its overlay, kept for the test to read.
final class ProxyProbe: @unchecked Sendable {
    var x: CGFloat?
    var y: CGFloat?
    var point: CGPoint?
    var size: CGSize?
    var day: String?
    var steps: Double?
    var nan: CGFloat? = -1
    var frame: CGRect?
}

/// Columns of row `y` whose pixel is `color`.
func columns(of color: Color, at y: Int, in image: RasterImage) -> [Int] {
    (0..<image.width).filter { pixel(image, $0, y, is: color) }
}

/// Writes `view` to /tmp/charts3-`name`.png at the image's size when VELLUM_CHARTS_SAMPLES
/// is set, to look at it.
func save<V: View>(_ view: V, _ name: String, _ image: RasterImage) throws {
    guard ProcessInfo.processInfo.environment["VELLUM_CHARTS_SAMPLES"] != nil else { return }
    let framed = view.frame(width: CGFloat(image.width), height: CGFloat(image.height)).background(Color.white)
    try ImageRenderer(content: framed).write(to: URL(fileURLWithPath: "/tmp/charts3-\(name).png"))
}

@Suite struct ChartAnnotationTests {
    /// Two bars on a fixed 0…100 domain, axes hidden: the plot is the whole 200 × 100 chart.
    func bars<A: ChartContent>(@ChartContentBuilder _ content: () -> A) -> some View {
        Chart(content: content).chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
    }

    /// The default annotation sits centred above the bar's top, 4 points up.
    @Test func annotationAboveABar() throws {
        let chart = bars {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50))
                .annotation { Rectangle().fill(.red).frame(width: 10, height: 10) }
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 80))
        }
        let image = try render(chart, width: 200, height: 100)
        try save(chart, "annotation", image)
        #expect(rows(of: .red, at: 50, in: image) == Array(36..<46))
        #expect(columns(of: .red, at: 40, in: image) == Array(45..<55))
        #expect(rows(of: .blue, at: 50, in: image) == Array(50..<100))
    }

    /// Text is measured by Vellum's layout and drawn above the bar, not wrapped to its width.
    @Test func textAnnotationAboveItsBar() throws {
        let chart = bars {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50), width: 6)
                .annotation { Text("12345").font(.system(size: 12)).foregroundStyle(Color.red) }
        }
        let image = try render(chart, width: 200, height: 100)
        try save(chart, "text", image)
        var reds: [(Int, Int)] = []
        for y in 0..<100 {
            for x in 0..<200 {
                let p = image.rgba(x: x, y: y)
                if p.alpha > 128, p.red > 150, p.green < 100, p.blue < 100 { reds.append((x, y)) }
            }
        }
        #expect(!reds.isEmpty)
        #expect(reds.allSatisfy { $0.1 < 46 && $0.1 > 25 })
        let xs = reds.map(\.0)
        // One category: the band is the whole width, the bar is centred at 100.
        #expect((xs.min() ?? 0) < 90 && (xs.max() ?? 0) > 110) // wider than the 6-point bar
        #expect(abs(Double((xs.min() ?? 0) + (xs.max() ?? 0)) / 2 - 100) < 3)
    }

    @Test func positionsAroundABar() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50))
                .annotation(position: .overlay) { Rectangle().fill(.red).frame(width: 10, height: 10) }
                .annotation(position: .bottom, spacing: 0) { Rectangle().fill(.green).frame(width: 10, height: 10) }
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 50))
                .annotation(position: .trailing, alignment: .top, spacing: 2) {
                    Rectangle().fill(.orange).frame(width: 6, height: 6)
                }
                .annotation(position: .top, alignment: .leading) {
                    Rectangle().fill(.purple).frame(width: 6, height: 6)
                }
        }
        .chartYScale(domain: -10...100).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 200, height: 110)
        try save(chart, "positions", image)
        // Plot 0…110 for −10…100: the bar runs from y 50 to 100 (zero).
        #expect(rows(of: .red, at: 50, in: image) == Array(70..<80))
        #expect(rows(of: .green, at: 50, in: image) == Array(100..<110))
        #expect(columns(of: .orange, at: 52, in: image) == Array(187..<193))
        #expect(rows(of: .orange, at: 190, in: image) == Array(50..<56))
        #expect(columns(of: .purple, at: 43, in: image) == Array(115..<121))
    }

    /// A skipped mark (NaN) has no annotation, and nothing crashes.
    @Test func annotationOnASkippedMark() throws {
        let chart = bars {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", Double.nan))
                .annotation(spacing: .nan) { Rectangle().fill(.red).frame(width: 10, height: 10) }
            PointMark(x: .value("x", Double.infinity), y: .value("y", 1)).annotation { Text("x") }
        }
        let image = try render(chart, width: 100, height: 100)
        #expect((0..<100).allSatisfy { rows(of: .red, at: $0, in: image).isEmpty })
    }

    @Test func annotationAbovePointAndContext() throws {
        let probe = ProxyProbe()
        let chart = Chart {
            PointMark(x: .value("x", 50), y: .value("y", 50)).symbolSize(100)
                .annotation { context in
                    let _ = { probe.size = context.targetSize }()
                    Rectangle().fill(.red).frame(width: 4, height: 4)
                }
        }
        .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 100, height: 100)
        #expect(probe.size == CGSize(width: 10, height: 10))
        #expect(rows(of: .red, at: 50, in: image) == Array(37..<41))
    }
}
