import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTestSupport

@testable import VellumCore
@testable import VellumProgress

#if canImport(FoundationXML)
    import FoundationXML
#endif

// Progress views and their styles, checked by sampling pixels where the geometry says the
// fill, the track, the gaps and the labels are; by reading the SVG with a real XML parser;
// and by rendering the SVG with librsvg next to the PNG.

// MARK: Helpers

/// An opaque colour written as 0xRRGGBB.
private typealias RGB = (red: Int, green: Int, blue: Int)

private let accent: RGB = (0x00, 0x7A, 0xFF)
private let systemRed: RGB = (0xFF, 0x3B, 0x30)
private let track: RGB = (0xE5, 0xE5, 0xEA)

extension RasterImage: CustomTestStringConvertible {
    /// Failure messages name the image's size rather than list its pixels.
    public var testDescription: String { "\(width) × \(height) image" }

    /// The pixel's colour, transparent outside the image.
    fileprivate func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        return rgba(x: x, y: y)
    }

    /// Whether the pixel is opaque and within `tolerance` of `color` on every channel.
    fileprivate func pixel(x: Int, y: Int, is color: RGB, tolerance: Int = 3) -> Bool {
        let c = self.color(x: x, y: y)
        return c.alpha == 255 && abs(Int(c.red) - color.red) <= tolerance
            && abs(Int(c.green) - color.green) <= tolerance && abs(Int(c.blue) - color.blue) <= tolerance
    }

    /// The pixel on the circle of `radius` around `center` at `degrees` (SwiftUI's angles:
    /// 0° at 3 o'clock, growing clockwise on screen).
    fileprivate func onCircle(center: CGPoint, radius: CGFloat, degrees: Double) -> (x: Int, y: Int) {
        let angle = degrees * .pi / 180
        return (
            Int((center.x + radius * cos(angle)).rounded(.down)), Int((center.y + radius * sin(angle)).rounded(.down))
        )
    }

    fileprivate func ring(center: CGPoint, radius: CGFloat, degrees: Double, is color: RGB) -> Bool {
        let p = onCircle(center: center, radius: radius, degrees: degrees)
        return pixel(x: p.x, y: p.y, is: color)
    }

    fileprivate func alpha(center: CGPoint, radius: CGFloat, degrees: Double) -> Int {
        let p = onCircle(center: center, radius: radius, degrees: degrees)
        return Int(color(x: p.x, y: p.y).alpha)
    }

    /// The alpha at a point between pixel centres, interpolated bilinearly, so that edges
    /// are found to a fraction of a pixel.
    fileprivate func interpolatedAlpha(at point: CGPoint) -> Double {
        let x = point.x - 0.5, y = point.y - 0.5
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = Double(x) - Double(x0), fy = Double(y) - Double(y0)
        func a(_ x: Int, _ y: Int) -> Double { Double(color(x: x, y: y).alpha) }
        return (a(x0, y0) * (1 - fx) + a(x0 + 1, y0) * fx) * (1 - fy)
            + (a(x0, y0 + 1) * (1 - fx) + a(x0 + 1, y0 + 1) * fx) * fy
    }

    /// Whether any pixel in `rect` (clamped to the image) has some ink.
    fileprivate func hasInk(in rect: CGRect) -> Bool {
        let minX = max(Int(rect.minX), 0), maxX = min(Int(rect.maxX), width)
        let minY = max(Int(rect.minY), 0), maxY = min(Int(rect.maxY), height)
        for y in minY..<max(maxY, minY) {
            for x in minX..<max(maxX, minX) where rgba(x: x, y: y).alpha > 0 { return true }
        }
        return false
    }

    /// The runs of inked samples (alpha over `threshold`) on `samples` points around a
    /// circle, going clockwise from 12 o'clock, each as its first sample's index and its
    /// length; a run through 12 o'clock counts once.
    fileprivate func inkRuns(
        center: CGPoint, radius: CGFloat, samples: Int = 1_440,
        threshold: Double = 127.5
    ) -> [(start: Int, length: Int)] {
        let ink = (0..<samples).map { index -> Bool in
            let angle = (-90 + Double(index) * 360 / Double(samples)) * .pi / 180
            return interpolatedAlpha(at: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                > threshold
        }
        guard let firstGap = ink.firstIndex(of: false) else { return [(0, samples)] }
        var runs: [(start: Int, length: Int)] = []
        for step in 1...samples {
            let index = (firstGap + step) % samples
            if ink[index] {
                if ink[(index + samples - 1) % samples] {
                    runs[runs.count - 1].length += 1
                } else {
                    runs.append((index, 1))
                }
            }
        }
        return runs
    }
}

/// Every built-in and custom style, by name, as a function that applies it.
private let allStyles: [(name: String, apply: @Sendable (AnyView) -> AnyView)] = [
    ("automatic", { AnyView($0.progressViewStyle(.automatic)) }),
    ("linear", { AnyView($0.progressViewStyle(.linear)) }),
    ("circular", { AnyView($0.progressViewStyle(.circular)) }),
    ("dashedRing", { AnyView($0.progressViewStyle(DashedRingProgressViewStyle(showsPercentage: true))) }),
    ("gaugeRing", { AnyView($0.progressViewStyle(GaugeRingProgressViewStyle(showsPercentage: true))) }),
    ("segmentedBar", { AnyView($0.progressViewStyle(SegmentedBarProgressViewStyle(showsPercentage: true))) }),
    ("spinner", { AnyView($0.progressViewStyle(.spinner(phase: 0.3))) })
]

private func style(_ name: String) throws -> @Sendable (AnyView) -> AnyView {
    try #require(allStyles.first { $0.name == name }).apply
}

// MARK: Bars and rings at known values

@Suite struct ProgressPixelTests {
    /// The issue's bar: 42 % tinted red is red at 30 % of its width, track grey at 60 %.
    @Test(arguments: ["automatic", "linear"])
    func aLinearBarAt42PercentTintedRed(_ name: String) throws {
        let image = try render(try style(name)(AnyView(ProgressView(value: 0.42))).tint(.red).frame(width: 200))
        #expect(image.width == 200 && image.height == 4)
        #expect(image.pixel(x: 60, y: 2, is: systemRed))
        #expect(image.pixel(x: 82, y: 2, is: systemRed))
        #expect(image.pixel(x: 86, y: 2, is: track))
        #expect(image.pixel(x: 120, y: 2, is: track))
    }

    /// The circular style at 0.25: the tint from 12 o'clock to 3 o'clock, track from just past
    /// 3 o'clock (beyond the round cap) all the way round, 6 o'clock included.
    @Test func theCircularRingAtAQuarter() throws {
        let image = try render(ProgressView(value: 0.25).progressViewStyle(.circular).frame(width: 100, height: 100))
        let center = CGPoint(x: 50, y: 50)
        // Line width 10, centre line at radius 45.
        for degrees in stride(from: -85.0, through: -5, by: 5) {
            #expect(image.ring(center: center, radius: 45, degrees: degrees, is: accent), "\(degrees)°")
        }
        for degrees in stride(from: 10.0, through: 260, by: 10) {
            #expect(image.ring(center: center, radius: 45, degrees: degrees, is: track), "\(degrees)°")
        }
        #expect(image.ring(center: center, radius: 45, degrees: 90, is: track))
    }

    /// The dashed ring at 0.25 with 12 dashes: the three dashes from 12 to 3 o'clock are the
    /// tint, the other nine (6 o'clock's among them) track grey, the gaps empty.
    @Test(arguments: [ProgressRingDirection.clockwise, .counterclockwise])
    func theDashedRingAtAQuarter(_ direction: ProgressRingDirection) throws {
        let image = try render(
            ProgressView(value: 0.25)
                .progressViewStyle(DashedRingProgressViewStyle(diameter: 100, dashCount: 12, direction: direction)))
        let center = CGPoint(x: 50, y: 50)
        // Line width 6, centre line at radius 47; a dash every 30°, 5/8 of it drawn (18.75°).
        let sign = direction == .clockwise ? 1.0 : -1.0
        for index in 0..<12 {
            let dashMiddle = -90 + sign * (Double(index) * 30 + 9.375)
            let gapMiddle = -90 + sign * (Double(index) * 30 + 24.375)
            #expect(
                image.ring(center: center, radius: 47, degrees: dashMiddle, is: index < 3 ? accent : track),
                "dash \(index)")
            #expect(image.alpha(center: center, radius: 47, degrees: gapMiddle) == 0, "gap \(index)")
        }
        // 6 o'clock is a track dash; 3 (or 9) o'clock starts the first track dash.
        #expect(image.ring(center: center, radius: 47, degrees: 90 + sign * 9.375, is: track))
        #expect(image.ring(center: center, radius: 47, degrees: sign * 5, is: track))
    }

    /// The gauge ring at 0.25: the 270° arc starts at 7:30 (135°); a quarter of it, to
    /// 202.5°, is filled with the gradient (green at the start), the rest is track, and the
    /// opening at the bottom is empty.
    @Test func theGaugeRingAtAQuarter() throws {
        let image = try render(ProgressView(value: 0.25).progressViewStyle(GaugeRingProgressViewStyle(diameter: 100)))
        let center = CGPoint(x: 50, y: 50)
        // Line width 8, centre line at radius 46.
        for degrees in stride(from: 140.0, through: 195, by: 5) {
            let p = image.onCircle(center: center, radius: 46, degrees: degrees)
            let c = image.rgba(x: p.x, y: p.y)
            #expect(c.alpha == 255 && c.green > c.blue, "\(degrees)°: \(c)")
        }
        let start = image.onCircle(center: center, radius: 46, degrees: 140)
        #expect(image.pixel(x: start.x, y: start.y, is: (0x34, 0xC7, 0x59), tolerance: 24), "green at the start")
        for degrees in stride(from: 215.0, through: 400, by: 15) {
            #expect(image.ring(center: center, radius: 46, degrees: degrees, is: track), "\(degrees)°")
        }
        #expect(image.alpha(center: center, radius: 46, degrees: 90) == 0)
        // Full: red at the end of the arc.
        let full = try render(ProgressView(value: 1.0).progressViewStyle(GaugeRingProgressViewStyle(diameter: 100)))
        let end = full.onCircle(center: center, radius: 46, degrees: 400)
        #expect(full.pixel(x: end.x, y: end.y, is: systemRed, tolerance: 24), "\(full.rgba(x: end.x, y: end.y))")
    }

    /// 10 segments at 0.42: four full, the fifth filled for a fifth of its width.
    @Test func theSegmentedBarAt42Percent() throws {
        let image = try render(
            ProgressView(value: 0.42)
                .progressViewStyle(SegmentedBarProgressViewStyle(segments: 10, spacing: 2, cornerRadius: 0))
                .tint(.red).frame(width: 218))
        // Segments of 20 points every 22: the fifth runs from 88 to 108, filled to 92.
        #expect(image.width == 218 && image.height == 8)
        for x in [5, 27, 49, 71, 89, 91] { #expect(image.pixel(x: x, y: 4, is: systemRed), "x \(x)") }
        for x in [93, 100, 107, 115, 200] { #expect(image.pixel(x: x, y: 4, is: track), "x \(x)") }
        for x in [20, 86, 108, 109] { #expect(image.rgba(x: x, y: 4).alpha == 0, "gap at x \(x)") }
    }
}

// MARK: Dashes

@Suite struct DashedRingTests {
    /// Counting ink runs on the ring's centre line finds every dash, each of the same length:
    /// the pattern is fitted, so no dash is cut short where the ring closes.
    @Test(
        arguments: [
            (dashCount: Optional(12), dash: 5.0, gap: 3.0, phase: 0.0, expected: 12),
            (nil, 5, 3, 0, 37), // 2π · 47 / 8 = 36.9 → 37
            (nil, 10, 10, 0, 15), // 295.3 / 20 = 14.8 → 15
            (Optional(20), 5, 3, 7, 20),
            (Optional(60), 1, 1, 0, 60)
        ] as [(dashCount: Int?, dash: Double, gap: Double, phase: Double, expected: Int)])
    func theDashedRingHasTheRightNumberOfDashes(
        _ c: (dashCount: Int?, dash: Double, gap: Double, phase: Double, expected: Int)
    ) throws {
        for value in [0.0, 0.5, 1] {
            let image = try render(
                ProgressView(value: value)
                    .progressViewStyle(
                        DashedRingProgressViewStyle(
                            diameter: 100, dashCount: c.dashCount, dash: c.dash,
                            gap: c.gap, phase: c.phase)))
            let runs = image.inkRuns(center: CGPoint(x: 50, y: 50), radius: 47)
            #expect(runs.count == c.expected, "\(c), value \(value): \(runs.count) dashes")
            // Within a pixel (4.9 samples) of each other.
            let lengths = runs.map(\.length)
            #expect((lengths.max() ?? 0) - (lengths.min() ?? 0) <= 5, "\(c): dash lengths \(lengths)")
            // Spread evenly around the whole ring: one every 1,440 / count samples.
            let starts = runs.map(\.start).sorted()
            let steps = zip(starts, starts.dropFirst() + [starts[0] + 1_440]).map { $1 - $0 }
            let period = 1_440 / Double(c.expected)
            #expect(steps.allSatisfy { abs(Double($0) - period) <= 5 }, "\(c): steps \(steps)")
        }
    }

    /// 64 points across by default, whatever the frame, as SwiftUI's circular style; a nil
    /// diameter fills the frame instead.
    @Test func theRingIsFixedUnlessTheDiameterIsNil() throws {
        let center = CGPoint(x: 50, y: 50)
        let fixed = try render(ProgressView(value: 1.0).progressViewStyle(.dashedRing).frame(width: 100, height: 100))
        #expect(fixed.width == 100 && fixed.inkRuns(center: center, radius: 29).count == 23) // 2π · 29 / 8 = 22.8 → 23
        #expect(fixed.inkRuns(center: center, radius: 47).isEmpty)
        let filling = try render(
            ProgressView(value: 1.0).progressViewStyle(DashedRingProgressViewStyle(diameter: nil))
                .frame(width: 100, height: 100))
        #expect(filling.inkRuns(center: center, radius: 47).count == 37)
        #expect(
            try render(ProgressView(value: 1.0).progressViewStyle(DashedRingProgressViewStyle(diameter: nil))).width
                == 64)
        #expect(
            try render(ProgressView().progressViewStyle(.spinner).frame(width: 100, height: 100))
                == render(
                    ProgressView().progressViewStyle(SpinnerProgressViewStyle(diameter: 20)).frame(
                        width: 100, height: 100)))
    }

    /// At 0.5, half the dashes are the tint and half track.
    @Test func halfTheDashesAreFilledAtAHalf() throws {
        let image = try render(
            ProgressView(value: 0.5)
                .progressViewStyle(DashedRingProgressViewStyle(diameter: 100, dashCount: 16)))
        let center = CGPoint(x: 50, y: 50)
        #expect(image.inkRuns(center: center, radius: 47).count == 16)
        // A dash every 22.5°, 5/8 of it drawn: the middle of dash i is 7.03° past its start.
        for index in 0..<16 {
            let middle = -90 + Double(index) * 22.5 + 7.03
            #expect(
                image.ring(center: center, radius: 47, degrees: middle, is: index < 8 ? accent : track), "dash \(index)"
            )
        }
    }

    /// Round caps reach past the dash: with dash 2 and gap 8 (scaled to 2.9 and 11.8 on
    /// 20 dashes) and line width 6, each visible dash is 2.9 + 6 long.
    @Test func roundCapsLengthenEachDash() throws {
        let image = try render(
            ProgressView(value: 0.3)
                .progressViewStyle(
                    DashedRingProgressViewStyle(diameter: 100, dashCount: 20, dash: 2, gap: 8, lineCap: .round)))
        let runs = image.inkRuns(center: CGPoint(x: 50, y: 50), radius: 47)
        #expect(runs.count == 20)
        // 1,440 samples for 2π · 47 points: 4.88 samples per point.
        for run in runs { #expect(abs(Double(run.length) - (2.95 + 6) * 1_440 / (2 * .pi * 47)) <= 2.5, "\(run)") }
    }

    /// The pattern covers the circumference exactly and starts `phase` into itself.
    @Test func thePatternIsFittedToTheCircumference() {
        let c = 2 * Double.pi * 47
        let fitted = RingDashes(circumference: c, dashCount: nil, dash: 5, gap: 3, phase: 0)
        #expect(fitted.count == 37)
        #expect(abs(fitted.period * 37 - c) < 1e-9)
        #expect(abs(fitted.dash / fitted.period - 5.0 / 8) < 1e-12)
        let shifted = RingDashes(circumference: c, dashCount: 37, dash: 5, gap: 3, phase: 2)
        #expect(abs(shifted.offset - (fitted.period - 2 * fitted.period / 8)) < 1e-9)
        // Bad input: the defaults, a count within 1…3,600, nothing for no circumference.
        #expect(RingDashes(circumference: c, dashCount: nil, dash: .nan, gap: -1, phase: .infinity) == fitted)
        #expect(RingDashes(circumference: c, dashCount: 0, dash: 5, gap: 3, phase: 0).count == 1)
        #expect(RingDashes(circumference: c, dashCount: nil, dash: 1e-9, gap: 0, phase: 0).count == 3_600)
        #expect(RingDashes(circumference: 0, dashCount: 12, dash: 5, gap: 3, phase: 0).count == 0)
    }

    /// The dash the fill ends in is cut there; a dash through the start is cut at the start
    /// only where the fill begins or ends.
    @Test func piecesSplitAtTheFillsEnd() {
        let dashes = RingDashes(circumference: 80, dashCount: 10, dash: 5, gap: 3, phase: 2)
        // Dashes start at 6, 14, …, 78; the last runs from 78 through the start to 83.
        let half = dashes.pieces(filledLength: 40)
        #expect(half.filter(\.filled).count == 6) // 6…11, 14…19, 22…27, 30…35, 38…40 and 80…83
        #expect(half.contains { $0.start == 38 && $0.end == 40 && $0.filled })
        #expect(half.contains { $0.start == 40 && $0.end == 43 && !$0.filled })
        #expect(half.contains { $0.start == 78 && $0.end == 80 && !$0.filled })
        #expect(half.contains { $0.start == 80 && $0.end == 83 && $0.filled })
        let full = dashes.pieces(filledLength: 80)
        #expect(full.count == 10 && full.allSatisfy(\.filled))
        #expect(dashes.pieces(filledLength: 0).count == 10)
    }
}

// MARK: The spinner

@Suite struct SpinnerTests {
    static let center = CGPoint(x: 40, y: 40)

    /// The opacity (alpha) of each of the eight ticks, clockwise from 12 o'clock, sampled in
    /// the middle of the tick (radius 0.35 of the side).
    static func tickAlphas(phase: Double, tint: Color? = nil) throws -> [Int] {
        let view = ProgressView().progressViewStyle(SpinnerProgressViewStyle(phase: phase, diameter: 80))
        let image = try tint.map { try render(view.tint($0)) } ?? render(view)
        return (0..<8).map { image.alpha(center: center, radius: 28, degrees: -90 + Double($0) * 45) }
    }

    @Test func theLeadingTickIsAt12OClockWithItsTrailBehind() throws {
        let alphas = try Self.tickAlphas(phase: 0)
        #expect(alphas[0] == 255)
        // Fading counterclockwise: 11 o'clock, 9, 7:30 … and the faintest just clockwise of 12.
        for index in 0..<7 { #expect(alphas[(8 - index) % 8] > alphas[(8 - index - 1 + 8) % 8], "\(alphas)") }
        #expect(alphas[1] == alphas.min())
    }

    /// Each 1/8 of phase turns the frame by one tick clockwise; a whole turn is the same frame.
    @Test(arguments: [0.0, 0.125, 0.5, 0.875])
    func aPhaseStepTurnsTheFrameOneTick(_ phase: Double) throws {
        let now = try Self.tickAlphas(phase: phase), next = try Self.tickAlphas(phase: phase + 0.125)
        for index in 0..<8 { #expect(abs(now[index] - next[(index + 1) % 8]) <= 1, "\(now) → \(next)") }
        #expect(try Self.tickAlphas(phase: phase + 1) == now)
        #expect(try Self.tickAlphas(phase: phase - 1) == now)
    }

    /// Between steps the frame cross-fades: at 1/16 every tick is halfway between its
    /// opacity at 0 and at 1/8.
    @Test func phasesBetweenStepsCrossFade() throws {
        let a = try Self.tickAlphas(phase: 0), b = try Self.tickAlphas(phase: 0.125),
            mid = try Self.tickAlphas(phase: 0.0625)
        for index in 0..<8 {
            #expect(abs(Double(mid[index]) - Double(a[index] + b[index]) / 2) <= 2, "\(a) \(mid) \(b)")
        }
        #expect(try Self.tickAlphas(phase: .nan) == a)
    }

    @Test func theSpinnerTakesTheTintWhenOneIsSet() throws {
        let image = try render(ProgressView().progressViewStyle(SpinnerProgressViewStyle(diameter: 80)).tint(.red))
        #expect(image.ring(center: Self.center, radius: 28, degrees: -90, is: systemRed))
        let grey = try render(ProgressView().progressViewStyle(SpinnerProgressViewStyle(diameter: 80)))
        #expect(grey.ring(center: Self.center, radius: 28, degrees: -90, is: (115, 115, 115)))
        let twelve = try render(ProgressView().progressViewStyle(SpinnerProgressViewStyle(tickCount: 12, diameter: 80)))
        #expect(twelve.inkRuns(center: Self.center, radius: 28, threshold: 16).count == 12)
    }
}

// MARK: Labels and percentages

@Suite struct ProgressLabelTests {
    /// A ring 64 across: the label below leaves the ring's rows and adds ink under them.
    @Test(arguments: ["circular", "dashedRing", "gaugeRing", "spinner"])
    func ringLabelsGoBelow(_ name: String) throws {
        let apply = try style(name)
        let bare = try render(apply(AnyView(ProgressView(value: 0.5))).frame(width: 120))
        let labelled = try render(apply(AnyView(ProgressView("Upload", value: 0.5))).frame(width: 120))
        #expect(labelled.height > bare.height + 8, "\(name)")
        #expect(labelled.hasInk(in: CGRect(x: 0, y: bare.height + 8, width: 120, height: labelled.height)), "\(name)")
    }

    @Test(arguments: ["linear", "segmentedBar"])
    func barLabelsGoAbove(_ name: String) throws {
        let apply = try style(name)
        let labelled = try render(apply(AnyView(ProgressView("Upload", value: 0.5))).frame(width: 200))
        // The bar is the last 8 (or 4) rows; the label's ink is above it.
        #expect(labelled.hasInk(in: CGRect(x: 0, y: 0, width: 200, height: labelled.height - 12)), "\(name)")
    }

    @Test func placementsPutTheLabelWhereTheySay() throws {
        func ring(_ placement: ProgressLabelPlacement) throws -> RasterImage {
            try render(
                ProgressView("Upload", value: 0.5)
                    .progressViewStyle(DashedRingProgressViewStyle(diameter: 64, labelPlacement: placement)))
        }
        let trailing = try ring(.trailing), leading = try ring(.leading), above = try ring(.above),
            hidden = try ring(.hidden)
        #expect(trailing.height == 64 && trailing.width > 80)
        #expect(trailing.hasInk(in: CGRect(x: 72, y: 0, width: 100, height: 64)))
        #expect(leading.width == trailing.width)
        #expect(leading.hasInk(in: CGRect(x: 0, y: 0, width: CGFloat(leading.width - 72), height: 64)))
        #expect(!leading.hasInk(in: CGRect(x: CGFloat(leading.width - 64) + 24, y: 24, width: 16, height: 16)))
        #expect(above.width == 64 && above.height > 72)
        #expect(above.hasInk(in: CGRect(x: 0, y: 0, width: 64, height: CGFloat(above.height - 72))))
        #expect(hidden.width == 64 && hidden.height == 64)
    }

    @Test func theCurrentValueLabelGoesUnderTheBar() throws {
        let image = try render(
            ProgressView(value: 0.5) {
                Text("Upload")
            } currentValueLabel: {
                Text("50 of 100")
            }
            .progressViewStyle(.segmentedBar).frame(width: 200))
        // Label (17 pt body), bar (8), current value (12 pt caption), 4 apart.
        let barTop = try #require((0..<image.height).first { image.pixel(x: 2, y: $0, is: accent) })
        #expect(image.hasInk(in: CGRect(x: 0, y: 0, width: 200, height: barTop - 4)))
        #expect(image.hasInk(in: CGRect(x: 0, y: barTop + 12, width: 200, height: image.height - barTop - 12)))
    }

    /// The percentage sits in the middle of a ring and is drawn only when asked for, and
    /// only for a value.
    @Test func thePercentageIsCentred() throws {
        try Self.checkPercentage(
            DashedRingProgressViewStyle(diameter: 100, showsPercentage: true),
            DashedRingProgressViewStyle(diameter: 100))
        try Self.checkPercentage(
            GaugeRingProgressViewStyle(diameter: 100, showsPercentage: true),
            GaugeRingProgressViewStyle(diameter: 100))
    }

    static func checkPercentage<S: ProgressViewStyle>(_ with: S, _ without: S) throws {
        func image(_ style: S, value: Double?) throws -> RasterImage {
            try render(ProgressView(value: value).progressViewStyle(style))
        }
        let middle = CGRect(x: 35, y: 42, width: 30, height: 16)
        #expect(try image(with, value: 0.42).hasInk(in: middle), "\(S.self)")
        #expect(try !image(without, value: 0.42).hasInk(in: middle), "\(S.self)")
        #expect(try !image(with, value: nil).hasInk(in: middle), "\(S.self)")
        // The bar's percentage follows the bar.
        let bar = try render(
            ProgressView(value: 0.42).progressViewStyle(SegmentedBarProgressViewStyle(showsPercentage: true))
                .frame(width: 200))
        #expect(bar.hasInk(in: CGRect(x: 170, y: 0, width: 30, height: bar.height)))
        #expect(!bar.pixel(x: 199, y: bar.height / 2, is: track))
    }

    @Test func percentagesRoundToTheNearestAndNeverOverstate() {
        let cases: [(Double, String)] = [
            (0, "0%"), (0.001, "1%"), (0.29, "29%"), (0.42, "42%"), (0.5, "50%"),
            (0.994, "99%"), (0.996, "99%"), (1, "100%"), (-1, "0%"), (2, "100%"), (.nan, "0%")
        ]
        for (fraction, text) in cases { #expect(progressPercentText(fraction) == text, "\(fraction)") }
    }
}

// MARK: SVG

@Suite struct ProgressSVGTests {
    /// Every style's SVG has one `role="progressbar"` group with the value, its range and
    /// the label; an indeterminate view has the role and the label but no value.
    @Test(arguments: allStyles.map(\.name))
    func theSVGCarriesTheRoleAndTheValues(_ name: String) throws {
        let apply = try style(name)
        let svg = try ImageRenderer(
            content: apply(AnyView(ProgressView("Upload", value: 42, total: 100))).frame(width: 200)
        )
        .svgString()
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil, "\(name)")
        let bars = parsed.progressBars
        #expect(bars.count == 1, "\(name): \(bars)")
        #expect(bars.first?["aria-valuenow"] == "42", "\(name)")
        #expect(bars.first?["aria-valuemin"] == "0", "\(name)")
        #expect(bars.first?["aria-valuemax"] == "100", "\(name)")
        #expect(bars.first?["aria-label"] == "Upload", "\(name)")

        let loading = ParsedSVG(
            try ImageRenderer(content: apply(AnyView(ProgressView("Loading"))).frame(width: 200)).svgString())
        #expect(loading.progressBars.count == 1, "\(name)")
        #expect(loading.progressBars.first?["aria-valuenow"] == nil, "\(name)")
        #expect(loading.progressBars.first?["aria-label"] == "Loading", "\(name)")
    }

    /// librsvg draws each style's SVG like the Cairo PNG: at most 0.5 % of pixels more than
    /// 8/255 apart on any channel, over every value, labels and percentages included.
    @Test(arguments: allStyles.map(\.name))
    func librsvgDrawsEachStyleLikeThePNG(_ name: String) throws {
        let apply = try style(name)
        let values: [Double?] = [0, 0.01, 0.5, 0.99, 1, nil]
        let view = HStack(alignment: .top, spacing: 12) {
            ForEach(0..<values.count, id: \.self) { index in
                apply(AnyView(ProgressView("Value", value: values[index]))).frame(width: 80)
            }
        }
        .padding(8)
        let renderer = ImageRenderer(content: view)
        let png = try renderer.image()
        let librsvg = try LibrsvgRenderer.image(svg: renderer.svgData(), width: png.width, height: png.height)
        var differing = 0
        for (a, b) in zip(png.pixels, librsvg.pixels) {
            for shift in stride(from: 0, to: 32, by: 8)
            where abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > 8 {
                differing += 1
                break
            }
        }
        let share = Double(differing) / Double(png.pixels.count)
        print("progress \(name): \(String(format: "%.3f", share * 100)) % over 8/255")
        #expect(share <= 0.005, "\(name): \(differing) pixels differ")
    }
}

// MARK: Custom styles

/// Only text: the issue's first custom style.
private struct PercentTextStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let percent = Int((configuration.fractionCompleted ?? 0) * 100)
        return Text("Task \(percent)% Complete")
    }
}

/// The standard look, red with a green glow: the issue's second custom style.
private struct GlowingStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .accentColor(.red)
            .shadow(color: .green, radius: 4, x: 0, y: 0)
    }
}

/// A shape made of a stroked, dashed arc over a text: the issue's third custom style.
private struct DashedArc: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2,
            startAngle: .degrees(180), endAngle: .degrees(180 + 180 * fraction), clockwise: false)
        return path.strokedPath(.init(lineWidth: 100, dash: [5, 3], dashPhase: 10))
    }
}

private struct DashedArcStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            DashedArc(fraction: configuration.fractionCompleted ?? 0)
                .fill(.purple)
                .frame(width: 200, height: 100)
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

/// Wraps the next style out in a 4-point black frame.
private struct FramedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .padding(4)
            .border(Color.black)
    }
}

@Suite struct CustomProgressStyleTests {
    @Test func aStyleThatIsOnlyText() throws {
        let view = ProgressView(value: 0.42).progressViewStyle(PercentTextStyle())
        let image = try render(view)
        let text = try render(Text("Task 42% Complete"))
        #expect(image == text)
        let bars = ParsedSVG(try ImageRenderer(content: view).svgString()).progressBars
        #expect(bars.count == 1 && bars.first?["aria-valuenow"] == "0.42" && bars.first?["aria-valuemax"] == "1")
    }

    /// ProgressView(configuration) inside the style draws the default bar, red, with a green
    /// shadow around it.
    @Test func aModifiedStandardLookWithAShadow() throws {
        let image = try render(
            ProgressView(value: 0.42).progressViewStyle(GlowingStyle()).padding(10).frame(width: 220))
        // The bar: 200 × 4 at (10, 10).
        #expect(image.width == 220 && image.height == 24)
        #expect(image.pixel(x: 70, y: 12, is: systemRed))
        #expect(image.pixel(x: 150, y: 12, is: track))
        for (x, y) in [(100, 8), (100, 15), (8, 12), (211, 12)] {
            let c = image.rgba(x: x, y: y)
            #expect(c.alpha > 20 && c.green > c.red && c.green > c.blue, "(\(x), \(y)): \(c)")
        }
        #expect(image.rgba(x: 100, y: 1).alpha < 8)
        // One progress bar in the SVG: the inner ProgressView is the same view drawn again.
        let bars = ParsedSVG(
            try ImageRenderer(content: ProgressView(value: 0.42).progressViewStyle(GlowingStyle()).frame(width: 200))
                .svgString()
        ).progressBars
        #expect(bars.count == 1 && bars.first?["aria-valuenow"] == "0.42" && bars.first?["aria-valuemax"] == "1")
    }

    @Test func aShapeFromADashedStrokedArcOverAText() throws {
        let view = ProgressView(value: 0.5).progressViewStyle(DashedArcStyle()).padding(50)
        let image = try render(view)
        // The arc's band runs from radius 50 to 150 around the bottom middle of the 200 × 100
        // shape; at 0.5 it covers 9 o'clock to 12 o'clock.
        #expect(image.width == 300)
        let center = CGPoint(x: 150, y: 150)
        let runs = image.inkRuns(center: center, radius: 100)
        // 180° of 2π · 100 / 2 = 157 points, a dash every 8: about 20 dashes.
        #expect((18...21).contains(runs.count), "\(runs.count)")
        #expect(image.alpha(center: center, radius: 100, degrees: -45) == 0)
        // The text under it.
        #expect(image.hasInk(in: CGRect(x: 130, y: 158, width: 40, height: 20)))
    }

    /// `ProgressView(configuration)` in a style draws with the next style out: a style that
    /// does so, applied twice, ends in the style outside both (or the default), once.
    @Test func progressViewFromConfigurationUsesTheNextStyleOut() throws {
        let twiceOverCircular = try render(
            ProgressView(value: 0.25)
                .progressViewStyle(FramedStyle())
                .progressViewStyle(FramedStyle())
                .progressViewStyle(.circular))
        // A 40-point ring in two 4-point frames.
        #expect(twiceOverCircular.width == 56 && twiceOverCircular.height == 56)
        #expect(twiceOverCircular.pixel(x: 0, y: 28, is: (0, 0, 0)))
        #expect(twiceOverCircular.pixel(x: 4, y: 28, is: (0, 0, 0)))
        #expect(twiceOverCircular.ring(center: CGPoint(x: 28, y: 28), radius: 18, degrees: -45, is: accent))
        #expect(twiceOverCircular.ring(center: CGPoint(x: 28, y: 28), radius: 18, degrees: 90, is: track))

        let twiceOverDefault = try render(
            ProgressView(value: 0.25)
                .progressViewStyle(FramedStyle())
                .progressViewStyle(FramedStyle()))
        // The default bar, 200 × 4, in two frames.
        #expect(twiceOverDefault.width == 216 && twiceOverDefault.height == 20)
        #expect(twiceOverDefault.pixel(x: 30, y: 10, is: accent))
        #expect(twiceOverDefault.pixel(x: 150, y: 10, is: track))

        let svg = try ImageRenderer(
            content: ProgressView(value: 0.25).progressViewStyle(FramedStyle())
                .progressViewStyle(FramedStyle())
        ).svgString()
        #expect(ParsedSVG(svg).progressBars.count == 1)
    }
}

// MARK: Values out of range

@Suite struct ProgressClampingTests {
    static func bar(_ view: some View) throws -> RasterImage {
        try render(view.progressViewStyle(.segmentedBar).frame(width: 100))
    }

    static func ariaValues(_ view: some View) throws -> (now: String?, max: String?) {
        let bar = ParsedSVG(try ImageRenderer(content: view.frame(width: 100)).svgString()).progressBars.first
        return (bar?["aria-valuenow"], bar?["aria-valuemax"])
    }

    @Test func valuesBelowZeroOrAboveTheTotalAreClamped() throws {
        let empty = try Self.bar(ProgressView(value: 0.0, total: 10))
        let full = try Self.bar(ProgressView(value: 10.0, total: 10))
        #expect(try Self.bar(ProgressView(value: -5.0, total: 10)) == empty)
        #expect(try Self.bar(ProgressView(value: -Double.infinity, total: 10)) == empty)
        #expect(try Self.bar(ProgressView(value: 15.0, total: 10)) == full)
        #expect(try Self.bar(ProgressView(value: Double.infinity, total: 10)) == full)
        #expect(empty != full)
        #expect(try Self.ariaValues(ProgressView(value: 15.0, total: 10)) == ("10", "10"))
        #expect(try Self.ariaValues(ProgressView(value: -5.0, total: 10)) == ("0", "10"))
        #expect(ProgressViewStyleConfiguration(fractionCompleted: 1.5).fractionCompleted == 1)
        #expect(ProgressViewStyleConfiguration(fractionCompleted: -0.5).fractionCompleted == 0)
    }

    /// ProgressView.swift: a total that is not positive and finite, or a NaN value, makes
    /// the fraction 0; the SVG reports 0 of 100.
    @Test(arguments: [0.0, -1, .nan, .infinity])
    func aTotalThatIsNotPositiveAndFiniteMeansZero(_ total: Double) throws {
        let empty = try Self.bar(ProgressView(value: 0.0, total: 10))
        #expect(try Self.bar(ProgressView(value: 5.0, total: total)) == empty, "\(total)")
        #expect(try Self.ariaValues(ProgressView(value: 5.0, total: total)) == ("0", "100"), "\(total)")
        #expect(
            try render(ProgressView(value: 5.0, total: total).progressViewStyle(.dashedRing))
                == render(ProgressView(value: 0.0).progressViewStyle(.dashedRing)))
    }

    @Test func aNaNValueMeansZero() throws {
        let empty = try Self.bar(ProgressView(value: 0.0, total: 10))
        #expect(try Self.bar(ProgressView(value: Double.nan, total: 10)) == empty)
        #expect(try Self.ariaValues(ProgressView(value: Double.nan, total: 10)) == ("0", "100"))
    }

    /// Bad style settings fall back to their defaults or clamp, never trap.
    @Test func badStyleSettingsStillDraw() throws {
        let styles: [AnyView] = [
            AnyView(
                ProgressView(value: 0.5).progressViewStyle(
                    DashedRingProgressViewStyle(
                        diameter: -3, lineWidth: .nan, dashCount: -2, dash: -1, gap: .infinity, phase: .nan,
                        startAngle: .radians(.nan)))),
            AnyView(ProgressView(value: 0.5).progressViewStyle(DashedRingProgressViewStyle(lineWidth: 500))),
            AnyView(
                ProgressView(value: 0.5).progressViewStyle(
                    GaugeRingProgressViewStyle(
                        diameter: .infinity, lineWidth: -4, span: .degrees(900), startAngle: .radians(.infinity)))),
            AnyView(
                ProgressView(value: 0.5).progressViewStyle(
                    SegmentedBarProgressViewStyle(
                        segments: -4, spacing: .nan, height: -1, cornerRadius: .infinity))),
            AnyView(
                ProgressView(value: 0.5).progressViewStyle(SegmentedBarProgressViewStyle(segments: 5_000, spacing: 50))),
            AnyView(
                ProgressView().progressViewStyle(
                    SpinnerProgressViewStyle(phase: .infinity, tickCount: -1, diameter: .nan)))
        ]
        for (index, view) in styles.enumerated() {
            let image = try render(view.frame(width: 100, height: 100))
            #expect(image.pixels.contains { $0 != 0 }, "style \(index) drew nothing")
        }
    }
}
