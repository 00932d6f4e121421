import Foundation
import Testing

@testable import VellumCharts

/// d3's nice numbers and ticks, and the chart's automatic domains (count 4, Apple's examples).
@Suite struct ScaleTests {
    /// d3.ticks(start, stop, 10), as d3-array returns them.
    @Test(arguments: [
        (0.0, 1.0, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
        (0.0, 97.0, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]),
        (0.3, 7.1, [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]),
        (-13.0, 42.0, [-10, -5, 0, 5, 10, 15, 20, 25, 30, 35, 40]),
        (0.0, 1e6, [0, 1e5, 2e5, 3e5, 4e5, 5e5, 6e5, 7e5, 8e5, 9e5, 1e6]),
        (5.0, 5.0, [5]),
        (0.0, 0.73, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]),
        (-42.0, 180.0, [-40, -20, 0, 20, 40, 60, 80, 100, 120, 140, 160, 180]),
        (-10.0, 10.0, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
        (1.0, 0.0, [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0])
    ])
    func d3Ticks(start: Double, stop: Double, expected: [Double]) {
        #expect(NiceNumbers.ticks(start, stop, count: 10) == expected)
    }

    @Test func badIntervalsGiveNoTicks() {
        #expect(NiceNumbers.ticks(.nan, 1, count: 10).isEmpty)
        #expect(NiceNumbers.ticks(0, .infinity, count: 10).isEmpty)
        #expect(NiceNumbers.ticks(0, 1, count: 0).isEmpty)
        #expect(NiceNumbers.ticks(0, 1e300, count: 1e9).count <= NiceNumbers.maximumTickCount)
    }

    /// Automatic domains: zero included, niced at count 4; the first four are Apple's own
    /// documented results (docs/research/charts-semantics.md §2.1).
    @Test(arguments: [
        ([5.0, 10, 15], true, 0.0, 15.0),
        ([42.0, 137], true, 0, 150),
        ([12.0, 85], true, 0, 100),
        ([20.0, 85], false, 20, 100),
        ([3.0, 97], true, 0, 100),
        ([-13.0, 42], true, -20, 60),
        ([0.3, 7.1], true, 0, 8),
        ([1e6], true, 0, 1e6),
        ([5.0, 5], true, 0, 5),
        ([0.0, 0], true, 0, 1),
        ([], true, 0, 1),
        ([.nan, .infinity, 4], true, 0, 4)
    ])
    func automaticDomains(values: [Double], includesZero: Bool, low: Double, high: Double) {
        let domain = ContinuousScale.automaticDomain(of: values, includesZero: includesZero)
        #expect(domain.0 == low && domain.1 == high)
    }

    @Test func automaticTicksOfAppleExamples() {
        let scale = ContinuousScale(domain: ContinuousScale.automaticDomain(of: [97]), range: (0, 1))
        #expect(scale.ticks() == [0, 20, 40, 60, 80, 100])
        let wide = ContinuousScale(domain: ContinuousScale.automaticDomain(of: [-13, 42]), range: (0, 1))
        #expect(wide.ticks() == [-20, 0, 20, 40, 60])
        // Apple's `desiredCount: 3` on 0…100 gives 0, 50, 100.
        #expect(NiceNumbers.ticks(0, 100, count: 3) == [0, 50, 100])
    }

    @Test func labelsAreFormattedAsEnglishNumbers() {
        #expect(NumberLabelFormat.string(1_000_000, step: 200_000) == "1,000,000")
        #expect(NumberLabelFormat.string(0.5, step: 0.1) == "0.5")
        #expect(NumberLabelFormat.string(0.25, step: 0.05) == "0.25")
        #expect(NumberLabelFormat.string(-0.0, step: 1) == "0")
        #expect(NumberLabelFormat.string(-1500, step: 500) == "-1,500")
        #expect(NumberLabelFormat.string(20, step: 20) == "20")
        #expect(NumberLabelFormat.string(2.5, step: 0) == "2.5")
    }

    @Test func bandScaleCentresCategoriesInEqualSteps() {
        let band = BandScale(domain: ["A", "B", "C", "D"], range: (0, 400))
        #expect(band.step == 100)
        #expect(band.position("A") == 50)
        #expect(band.position("D") == 350)
        #expect(band.position("Z") == nil)
        #expect(MarkDimension.automatic.length(step: band.step) == 70)
        #expect(MarkDimension.ratio(0.5).length(step: 100) == 50)
        #expect(MarkDimension.inset(10).length(step: 100) == 80)
        #expect(MarkDimension.fixed(12).length(step: 100) == 12)
        #expect(MarkDimension.automatic.length(step: nil) == 5)
    }

    @Test func paletteIsApplesOrder() {
        #expect(ChartPalette.colors == [.blue, .green, .orange, .purple, .red, .cyan, .yellow])
        #expect(ChartPalette.color(at: 7) == .blue)
    }

    @Test func sectorAnglesStartAtTwelveAndRunClockwise() {
        let angles = SectorRenderer.angles(of: [1, 3])
        #expect(abs(angles[0].0 - -Double.pi / 2) < 1e-12)
        #expect(abs(angles[0].1 - 0) < 1e-12)
        #expect(abs(angles[1].1 - 3 * Double.pi / 2) < 1e-12)
        #expect(SectorRenderer.angles(of: [0, 0]).allSatisfy { $0.0 == $0.1 })
    }
}
