import Foundation
import Testing
import Vellum

@testable import VellumCharts

/// Renders `view` at `width` × `height` points (scale 1) and returns the pixels.
func render<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> RasterImage {
    let renderer = ImageRenderer(content: view.frame(width: width, height: height))
    return try renderer.image()
}

/// Whether the pixel at x, y is within `tolerance` of `color` and opaque.
func pixel(_ image: RasterImage, _ x: Int, _ y: Int, is color: Color, tolerance: Int = 3) -> Bool {
    let want = color.resolved
    let got = image.rgba(x: x, y: y)
    func near(_ channel: UInt8, _ value: Double) -> Bool {
        abs(Int(channel) - Int((value * 255).rounded())) <= tolerance
    }
    return got.alpha == 255 && near(got.red, want.red) && near(got.green, want.green) && near(got.blue, want.blue)
}

/// Rows of column `x` whose pixel is `color`.
func rows(of color: Color, at x: Int, in image: RasterImage) -> [Int] {
    (0..<image.height).filter { pixel(image, x, $0, is: color) }
}

@Suite struct ChartPixelTests {
    /// On a fixed 0…100 domain with the axes hidden the plot is the whole 200 × 100 chart,
    /// so a bar of 50 is 50 pixels tall and one of 100 fills the height; bands are 100 wide
    /// and bars 70 % of that.
    @Test func barHeightsOnAFixedDomain() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 100))
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 200, height: 100)
        #expect(rows(of: .blue, at: 50, in: image) == Array(50..<100))
        #expect(rows(of: .blue, at: 150, in: image) == Array(0..<100))
        let columns = (0..<100).filter { pixel(image, $0, 75, is: .blue) }
        #expect(columns == Array(15..<85))
    }

    @Test func stackedBarsSumInPixels() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 30)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50)).foregroundStyle(by: .value("Kind", "Run"))
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let image = try render(chart, width: 100, height: 100)
        #expect(rows(of: .blue, at: 50, in: image) == Array(70..<100))
        #expect(rows(of: .green, at: 50, in: image) == Array(20..<70))
    }

    @Test func paletteFollowsTheDataOrder() throws {
        let kinds = ["A", "B", "C", "D"]
        let chart = Chart {
            ForEach(kinds, id: \.self) { kind in
                BarMark(x: .value("Kind", kind), y: .value("Count", 10)).foregroundStyle(by: .value("Kind", kind))
            }
        }
        .chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let image = try render(chart, width: 400, height: 50)
        for (index, color) in [Color.blue, .green, .orange, .purple].enumerated() {
            #expect(pixel(image, 50 + 100 * index, 25, is: color))
        }
    }

    /// A line through (1, 1), (5, 9), (9, 3) on −1…11 in a 120-point square: each data
    /// unit is 10 pixels, so the points are at (20, 100), (60, 20), (100, 80).
    @Test func lineRunsThroughItsPoints() throws {
        let points = [(1.0, 1.0), (5.0, 9.0), (9.0, 3.0)]
        let chart = Chart {
            ForEach(points.indices, id: \.self) { index in
                LineMark(x: .value("x", points[index].0), y: .value("y", points[index].1))
            }
        }
        .chartXScale(domain: -1...11).chartYScale(domain: -1...11).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try render(chart, width: 120, height: 120)
        // Pixels whose centres lie within a quarter point of the line: mostly covered, blue.
        for (x, y) in [(20, 99), (60, 20), (99, 79), (40, 58), (80, 50)] {
            let color = image.rgba(x: x, y: y)
            #expect(color.alpha > 150 && color.blue > color.red, "expected the line at \(x), \(y)")
        }
        for (x, y) in [(40, 30), (60, 60), (100, 20)] {
            #expect(image.rgba(x: x, y: y).alpha == 0, "expected nothing at \(x), \(y)")
        }
    }

    /// Sectors of 1 and 3: the first covers 12 to 3 o'clock, the second the rest.
    @Test func pieSectorsCoverTheirAngles() throws {
        let chart = Chart {
            SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("Share", 3)).foregroundStyle(by: .value("Kind", "B"))
        }
        .chartLegend(.hidden)
        let image = try render(chart, width: 100, height: 100)
        #expect(pixel(image, 70, 30, is: .blue))
        #expect(pixel(image, 30, 30, is: .green))
        #expect(pixel(image, 70, 70, is: .green))
        #expect(pixel(image, 30, 70, is: .green))
        let donut = try render(
            Chart { SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5)) }, width: 100, height: 100)
        #expect(donut.rgba(x: 50, y: 50).alpha == 0)
        #expect(pixel(donut, 50, 10, is: .blue))
    }

    @Test func emptyAndBadChartsRender() throws {
        let empty = try render(Chart {}, width: 200, height: 100)
        #expect(empty.width == 200)
        let bad = Chart {
            LineMark(x: .value("x", Double.nan), y: .value("y", 1.0))
            LineMark(x: .value("x", 1.0), y: .value("y", Double.infinity))
            BarMark(x: .value("x", "A"), y: .value("y", -Double.infinity))
            SectorMark(angle: .value("a", Double.nan))
        }
        let image = try render(bad, width: 200, height: 100)
        #expect(image.height == 100)
    }

    @Test func axesDrawLabelsOnTheTrailingEdge() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 97)) }
        let image = try render(chart, width: 300, height: 200)
        // Something (a label) is drawn right of the bar's band, nothing far left.
        let trailing = (260..<300).contains { x in (0..<200).contains { image.rgba(x: x, y: $0).alpha > 0 } }
        #expect(trailing)
        #expect(image.rgba(x: 2, y: 100).alpha == 0)
    }
}
