import Foundation
import Testing
import Vellum

@testable import VellumCharts

@Suite struct ChartProxyTests {
    /// With axes, the proxy's positions are the plotted marks' pixels, relative to the plot.
    @Test func proxyPositionsMatchThePlottedBars() throws {
        let probe = ProxyProbe()
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 100))
        }
        .chartOverlay { proxy in
            let _ = {
                probe.x = proxy.position(forX: "Tue")
                probe.y = proxy.position(forY: 50)
                probe.point = proxy.position(for: (x: "Mon", y: 100))
                probe.size = proxy.plotSize
                probe.day = proxy.value(atX: 10, as: String.self)
                probe.steps = proxy.value(atY: proxy.plotSize.height / 2, as: Double.self)
                probe.nan = proxy.position(forY: Double.nan)
                probe.frame = proxy.layout.plot
            }()
            Color.clear
        }
        let image = try render(chart, width: 240, height: 140)
        let plot = try #require(probe.frame)
        let size = try #require(probe.size)
        #expect(size == plot.size)
        #expect(plot.width > 150 && plot.width < 240 && plot.height > 100 && plot.height < 140)
        // Tue's band is the plot's second half: its centre at 3/4 of the width.
        #expect(probe.x == size.width * 0.75)
        #expect(probe.point == CGPoint(x: size.width / 4, y: 0))
        #expect(probe.day == "Mon")
        #expect(probe.nan == nil)
        let y = try #require(probe.y)
        // The Mon bar's top pixel row is the proxy's y for 50, offset by the plot.
        let column = Int(plot.minX + size.width / 4)
        let top = rows(of: .blue, at: column, in: image).first
        #expect(top == Int((plot.minY + y).rounded()))
        let steps = try #require(probe.steps)
        #expect(abs(steps - 50) < 0.001)
    }

    /// An overlay draws a marker at a data point through the plot frame anchor.
    @Test func overlayMarkerAtADataPoint() throws {
        let chart = Chart {
            PointMark(x: .value("x", 20), y: .value("y", 70))
        }
        .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let origin = proxy.plotFrame.map { geometry[$0].origin } ?? CGPoint(x: -1_000, y: -1_000)
                if let point = proxy.position(for: (x: 80, y: 30)) {
                    Rectangle().fill(.red).frame(width: 6, height: 6)
                        .position(x: origin.x + point.x, y: origin.y + point.y)
                }
            }
        }
        .chartBackground { _ in Color.yellow }
        let image = try render(chart, width: 100, height: 100)
        try save(chart, "overlay", image)
        #expect(rows(of: .red, at: 80, in: image) == Array(67..<73))
        #expect(columns(of: .red, at: 70, in: image) == Array(77..<83))
        #expect(pixel(image, 5, 5, is: .yellow))
        #expect(pixel(image, 20, 30, is: .blue))
    }

    @Test func valuesOnNumberAndDateAxes() throws {
        let probe = ProxyProbe()
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 10)); LineMark(x: .value("x", 10), y: .value("y", 0))
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        .chartOverlay { proxy in
            let _ = {
                probe.day = proxy.value(atX: 10, as: String.self) // numbers are not strings
                probe.steps = proxy.value(at: CGPoint(x: 25, y: 25), as: (Double, Double).self).map { $0.0 + $0.1 }
                probe.x = proxy.value(atX: 26, as: Int.self).map { CGFloat($0) }
                probe.y = proxy.positionRange(forX: 5).map { $0.upperBound - $0.lowerBound }
            }()
            EmptyView()
        }
        _ = try render(chart, width: 100, height: 100)
        #expect(probe.day == nil)
        #expect(probe.steps == 2.5 + 7.5)
        #expect(probe.x == 3)
        #expect(probe.y == 0)
    }
}

@Suite struct GroupedBarTests {
    /// Two cities in each month: the 70-point automatic span of a 100-point band is split in
    /// two 35-point bars, side by side, in order of first appearance.
    @Test func groupedBarsSideBySide() throws {
        let data = [("Jan", "Paris", 40.0), ("Jan", "Rome", 80.0), ("Feb", "Paris", 60.0), ("Feb", "Rome", 20.0)]
        let chart = Chart {
            ForEach(data.indices, id: \.self) { index in
                BarMark(x: .value("Month", data[index].0), y: .value("Sales", data[index].2))
                    .foregroundStyle(by: .value("City", data[index].1))
                    .position(by: .value("City", data[index].1))
            }
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let image = try render(chart, width: 200, height: 100)
        try save(chart, "grouped", image)
        #expect(columns(of: .blue, at: 90, in: image) == Array(15..<50) + Array(115..<150))
        #expect(columns(of: .green, at: 90, in: image) == Array(50..<85) + Array(150..<185))
        #expect(rows(of: .blue, at: 30, in: image) == Array(60..<100))
        #expect(rows(of: .green, at: 70, in: image) == Array(20..<100))
        #expect(rows(of: .green, at: 170, in: image) == Array(80..<100))
    }

    @Test func spanAndWidthOfAGroup() throws {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 50), width: .ratio(0.5))
                .position(by: .value("City", "A"), span: .ratio(1))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 50)).foregroundStyle(.red)
                .position(by: .value("City", "B"), axis: .horizontal, span: .ratio(1))
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 100, height: 100)
        // Span 100 split in two 50-point slots; A takes half of its slot, centred at 25.
        #expect(columns(of: .blue, at: 75, in: image) == Array(13..<37)) // 12.5…37.5, the edges half covered
        #expect(columns(of: .red, at: 75, in: image) == Array(50..<100))
        // Grouped marks do not stack: both stand on zero.
        #expect(rows(of: .red, at: 75, in: image) == Array(50..<100))
    }
}

/// Writes a chart with axes, grouped bars, annotations and an overlay to /tmp/charts3-full.png
/// when VELLUM_CHARTS_SAMPLES is set, to look at it.
@Suite struct ChartSample3Tests {
    @Test func writeAnnotatedSample() throws {
        let data = [
            ("Jan", "Paris", 40), ("Jan", "Rome", 85), ("Feb", "Paris", 62), ("Feb", "Rome", 27), ("Mar", "Paris", 51),
            ("Mar", "Rome", 70)
        ]
        let chart = Chart {
            ForEach(data.indices, id: \.self) { index in
                BarMark(x: .value("Month", data[index].0), y: .value("Sales", data[index].2))
                    .foregroundStyle(by: .value("City", data[index].1))
                    .position(by: .value("City", data[index].1))
                    .annotation { Text("\(data[index].2)").font(.caption2) }
            }
            RuleMark(y: .value("Goal", 60)).foregroundStyle(.red)
                .annotation(position: .top, alignment: .leading) { Text("Goal").font(.caption).foregroundStyle(.red) }
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let frame = proxy.plotFrame.map({ geometry[$0] }), let x = proxy.position(forX: "Feb") {
                    Rectangle().fill(Color.purple.opacity(0.3)).frame(width: 2, height: frame.height)
                        .position(x: frame.minX + x, y: frame.midY)
                }
            }
        }
        let image = try render(chart, width: 360, height: 220)
        try save(chart.padding(10), "full", image)
        #expect(image.width == 360)
    }
}
