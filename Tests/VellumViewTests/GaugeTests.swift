import Foundation
import Testing
import Vellum

// Gauges: the fraction a style receives (clamping, odd ranges), the style stack, where the
// built-in styles put the arc, the marker and the fill (by pixels), and the SVG's meter role.

/// A style that draws nothing but reports the fraction it was given as its width: 1 + 1000 ×
/// the fraction, so a fraction of 0 still has a size.
private struct FractionProbe: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.clear.frame(width: 1 + 1000 * configuration.value, height: 1)
    }
}

/// The fraction `gauge` hands its style.
private func probedFraction<V: View>(_ gauge: V) -> Double {
    Double(ViewRenderer.size(of: gauge.gaugeStyle(FractionProbe()), for: .unspecified).width - 1) / 1000
}

private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// The centre (in pixels) of the pixels within 2/255 of `color` and at least half opaque,
/// weighted by their alpha; nil if none.
private func centroid(of color: Color, in image: RasterImage) -> CGPoint? {
    let want = color.resolved
    var sx = 0.0, sy = 0.0, total = 0.0
    for y in 0..<image.height {
        for x in 0..<image.width {
            let c = image.rgba(x: x, y: y)
            guard c.alpha >= 128, abs(Double(c.red) - want.red * 255) <= 2,
                abs(Double(c.green) - want.green * 255) <= 2,
                abs(Double(c.blue) - want.blue * 255) <= 2
            else { continue }
            let weight = Double(c.alpha)
            sx += (Double(x) + 0.5) * weight
            sy += (Double(y) + 0.5) * weight
            total += weight
        }
    }
    return total > 0 ? CGPoint(x: sx / total, y: sy / total) : nil
}

/// The pixel at a point given in pixels (rounded down to the pixel containing it).
private func pixel(_ image: RasterImage, _ point: CGPoint) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    image.rgba(x: Int(point.x), y: Int(point.y))
}

/// A point at `degrees` (clockwise on screen from 3 o'clock) and `radius` from `center`.
private func polar(_ center: CGPoint, _ radius: Double, _ degrees: Double) -> CGPoint {
    CGPoint(x: center.x + radius * cos(degrees * .pi / 180), y: center.y + radius * sin(degrees * .pi / 180))
}

@Suite struct GaugeValueTests {
    @Test func fractionIsTheValuesPlaceInTheRange() {
        #expect(probedFraction(Gauge(value: 0.4) { EmptyView() }) == 0.4)
        #expect(probedFraction(Gauge(value: 72, in: 50...90) { EmptyView() }) == 0.55)
        #expect(probedFraction(Gauge(value: Float(3), in: 2...6) { EmptyView() }) == 0.25)
        #expect(probedFraction(Gauge(value: -20, in: -40...40) { Text("°C") }) == 0.25)
    }

    @Test func valuesAreClampedToTheRange() {
        #expect(probedFraction(Gauge(value: 150, in: 0...100) { EmptyView() }) == 1)
        #expect(probedFraction(Gauge(value: -5, in: 0...100) { EmptyView() }) == 0)
        #expect(probedFraction(Gauge(value: Double.infinity) { EmptyView() }) == 1)
        #expect(probedFraction(Gauge(value: -Double.infinity) { EmptyView() }) == 0)
    }

    /// Documented: a NaN value, a zero-width range and a range with an infinite bound give
    /// 0. (Inverted and NaN-bounded ranges, which `ClosedRange(uncheckedBounds:)` makes only
    /// in release builds, take the same path: their width is not positive.)
    @Test func oddValuesAndRangesGiveZero() {
        #expect(probedFraction(Gauge(value: Double.nan) { EmptyView() }) == 0)
        #expect(probedFraction(Gauge(value: 5, in: 5...5) { EmptyView() }) == 0)
        #expect(probedFraction(Gauge(value: 7, in: 5...5) { EmptyView() }) == 0)
        #expect(probedFraction(Gauge(value: 5, in: 0...Double.infinity) { EmptyView() }) == 0)
        #expect(probedFraction(Gauge(value: 5, in: -Double.infinity...0) { EmptyView() }) == 0)
    }

    @Test func innermostStyleWinsAndAStyleBodySeesTheNextOneOut() {
        // The probe is innermost: it wins over the circular style outside it.
        let inner = Gauge(value: 0.3) { EmptyView() }.gaugeStyle(FractionProbe()).gaugeStyle(.accessoryCircular)
        #expect(ViewRenderer.size(of: inner, for: .unspecified) == CGSize(width: 301, height: 1))
        // A style that wraps a gauge: the inner gauge draws with the style outside (circular,
        // 58 points), not with the wrapping style again.
        struct Wrapping: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Gauge(value: configuration.value) { EmptyView() }.padding(1)
            }
        }
        let nested = Gauge(value: 0.3) { EmptyView() }.gaugeStyle(Wrapping()).gaugeStyle(.accessoryCircular)
        #expect(ViewRenderer.size(of: nested, for: .unspecified) == CGSize(width: 60, height: 60))
    }

    @Test func circularGaugesAre58PointsAndFillTheSmallerSide() {
        let gauge = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular)
        #expect(ViewRenderer.size(of: gauge, for: .unspecified) == CGSize(width: 58, height: 58))
        #expect(
            ViewRenderer.size(of: gauge.frame(width: 128, height: 100), for: .unspecified)
                == CGSize(width: 128, height: 100))
        #expect(
            ViewRenderer.size(of: gauge, for: ProposedViewSize(width: 128, height: 100))
                == CGSize(width: 100, height: 100))
        let capacity = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity)
        #expect(ViewRenderer.size(of: capacity, for: .unspecified) == CGSize(width: 58, height: 58))
    }
}

@Suite struct GaugePixelTests {
    /// At 116 × 116 (twice the design) the arc's centre line has radius 52.5 about (58, 58).
    static let center = CGPoint(x: 58, y: 58)
    static let radius = 52.5

    static func circular(_ value: Double) throws -> RasterImage {
        try render(
            Gauge(value: value) { EmptyView() }
                .gaugeStyle(.accessoryCircular)
                .tint(pureRed)
                .foregroundStyle(pureBlue)
                .frame(width: 116, height: 116))
    }

    /// The marker sits on the arc at 135° + 270° × fraction: the lower-left end at 0, 12
    /// o'clock at 0.5, the lower-right end at 1; values beyond the range stay at the ends.
    @Test(arguments: [
        (0.0, 135.0), (0.25, 202.5), (0.5, 270.0), (0.75, 337.5), (1.0, 405.0), (-3.0, 135.0), (9.0, 405.0)
    ])
    func markerSitsOnTheArcAtTheValue(value: Double, degrees: Double) throws {
        let image = try Self.circular(value)
        let expected = polar(Self.center, Self.radius, degrees)
        let found = try #require(centroid(of: pureBlue, in: image))
        #expect(
            abs(found.x - expected.x) < 0.3 && abs(found.y - expected.y) < 0.3,
            "marker at \(found), expected \(expected)")
        // The knockout: just beyond the marker's edge along the arc (3.5 px out from its
        // 5.5 px radius; the gap is 3 px) the arc is cut away.
        let side = degrees < 300 ? degrees + 6.9 : degrees - 6.9
        #expect(pixel(image, polar(Self.center, Self.radius, side)).alpha == 0)
    }

    /// The arc is painted whole, whatever the value; the opening at the bottom stays empty.
    @Test func arcSpans270DegreesOpenAtTheBottom() throws {
        let image = try Self.circular(0.9)
        for degrees in stride(from: 140.0, through: 360.0, by: 20) {
            let p = pixel(image, polar(Self.center, Self.radius, degrees))
            #expect(p.red == 255 && p.green == 0 && p.alpha == 255, "arc at \(degrees)°: \(p)")
        }
        for degrees in [60.0, 90.0, 120.0] {
            #expect(pixel(image, polar(Self.center, Self.radius, degrees)).alpha == 0, "gap at \(degrees)°")
        }
        // Inside and outside the 11 px wide stroke: nothing.
        #expect(pixel(image, polar(Self.center, Self.radius - 7, 200)).alpha == 0)
        #expect(pixel(image, polar(Self.center, Self.radius + 6.5, 200)).alpha == 0)
    }

    /// A `Gradient` tint runs along the arc: the first colour at the lower-left end, the
    /// last at the lower-right end, the middle at 12 o'clock.
    @Test func gradientTintRunsAlongTheArc() throws {
        let image = try render(
            Gauge(value: 0) { EmptyView() }
                .gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [pureRed, Color(red: 0, green: 1, blue: 0), pureBlue]))
                .frame(width: 116, height: 116))
        let start = pixel(image, polar(Self.center, Self.radius, 400))
        #expect(start.blue > 240 && start.red < 15, "end: \(start)")
        let top = pixel(image, polar(Self.center, Self.radius, 270))
        #expect(top.green > 240 && top.red < 15 && top.blue < 15, "12 o'clock: \(top)")
        // Near the start (the marker covers the very end at value 0): still nearly red.
        let early = pixel(image, polar(Self.center, Self.radius, 150))
        #expect(early.red > 200 && early.blue < 10, "start: \(early)")
    }

    /// The capacity ring fills clockwise from 12 o'clock over the grey track.
    @Test func capacityRingFillsClockwiseFromTwelve() throws {
        let image = try render(
            Gauge(value: 0.25) { EmptyView() }
                .gaugeStyle(.accessoryCircularCapacity).tint(pureRed).frame(width: 116, height: 116))
        for degrees in [-80.0, -45.0, -10.0] {
            let p = pixel(image, polar(Self.center, Self.radius, degrees))
            #expect(p.red == 255 && p.green == 0 && p.alpha == 255, "fill at \(degrees)°: \(p)")
        }
        for degrees in [20.0, 90.0, 180.0, 250.0] {
            let p = pixel(image, polar(Self.center, Self.radius, degrees))
            #expect(p.red == 0xE5 && p.green == 0xE5 && p.blue == 0xEA, "track at \(degrees)°: \(p)")
        }
        let empty = try render(
            Gauge(value: 0) { EmptyView() }
                .gaugeStyle(.accessoryCircularCapacity).tint(pureRed).frame(width: 116, height: 116))
        #expect(centroid(of: pureRed, in: empty) == nil)
    }

    /// linearCapacity (the default): the fill ends at the value's share of the bar's width.
    @Test(arguments: [0.25, 0.5, 0.9])
    func linearCapacityFillEndsAtTheValue(value: Double) throws {
        let image = try render(Gauge(value: value) { EmptyView() }.tint(pureRed).frame(width: 200))
        #expect(image.height == 6)
        var last = -1
        for x in 0..<image.width {
            let p = image.rgba(x: x, y: 3)
            if p.red == 255, p.green == 0, p.alpha == 255 { last = x }
        }
        #expect(abs(Double(last + 1) - 200 * value) <= 1, "fill ends at \(last + 1)")
        #expect(image.rgba(x: 199, y: 3).red == 0xE5)
    }

    /// accessoryLinear: the marker's centre runs from the bar's left round end to its right
    /// one (centre x = 2.5 + 195 × fraction on a 200 × 5 bar).
    @Test(arguments: [0.0, 0.3, 1.0])
    func linearMarkerSitsAtTheValue(value: Double) throws {
        let image = try render(
            Gauge(value: value) { EmptyView() }
                .gaugeStyle(.accessoryLinear).tint(pureRed).foregroundStyle(pureBlue).frame(width: 200), scale: 2)
        let found = try #require(centroid(of: pureBlue, in: image))
        #expect(abs(found.x / 2 - (2.5 + 195 * value)) < 0.2 && abs(found.y / 2 - 2.5) < 0.2, "marker at \(found)")
    }

    /// The current-value label sits in the middle of the ring, the bound labels in the
    /// opening at the bottom.
    @Test func circularLabelsSitInTheMiddleAndTheOpening() throws {
        let value = try render(
            Gauge(value: 0.5) {
                EmptyView()
            } currentValueLabel: {
                Text("88").foregroundStyle(pureBlue)
            }
            .gaugeStyle(.accessoryCircular).tint(pureRed).foregroundStyle(Color.green).frame(width: 116, height: 116))
        let middle = try #require(centroid(of: pureBlue, in: value))
        #expect(abs(middle.x - 58) < 1.5 && abs(middle.y - 58) < 2.5, "current value at \(middle)")
        let bounds = try render(
            Gauge(value: 0.5) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            } minimumValueLabel: {
                Text("0").foregroundStyle(pureBlue)
            } maximumValueLabel: {
                Text("9").foregroundStyle(pureBlue)
            }
            .gaugeStyle(.accessoryCircular).tint(pureRed).foregroundStyle(Color.green).frame(width: 116, height: 116))
        let both = try #require(centroid(of: pureBlue, in: bounds))
        #expect(abs(both.x - 58) < 2 && both.y > 96, "bound labels at \(both)")
    }

    /// A current value wider than its 40-point slot shrinks to the slot on one line, centred;
    /// a short one keeps its size. At 116 × 116 the slot is 80 pixels wide about x = 58.
    @Test func wideCurrentValueShrinksToItsSlot() throws {
        func ink(_ label: String) throws -> CGRect {
            let image = try render(
                Gauge(value: 0.5) {
                    EmptyView()
                } currentValueLabel: {
                    Text(label).foregroundStyle(pureBlue)
                }
                .gaugeStyle(.accessoryCircularCapacity).tint(Color.clear).frame(width: 116, height: 116))
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.rgba(x: x, y: y)
                    guard p.alpha > 128, p.blue > 128, p.red < 100, p.green < 100 else { continue }
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
            try #require(maxX >= 0)
            return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        let wide = try ink("12345678")
        #expect(wide.width > 74 && wide.width <= 80, "\(wide)")
        #expect(abs(wide.midX - 58) < 1.5 && abs(wide.midY - 58) < 2.5, "\(wide)")
        // Shrunk, the line is shorter than at 18 points (23 px tall at this scale, digits only).
        #expect(wide.height < 20, "\(wide)")
        let short = try ink("42")
        #expect(short.height > 22 && short.width < 48, "\(short)")
        #expect(abs(short.midX - 58) < 1.5, "\(short)")
    }
}

@Suite struct GaugeAccessibilityTests {
    @Test func svgCarriesMeterRoleAndValues() throws {
        let renderer = ImageRenderer(
            content: Gauge(value: 72, in: 50...90) { Text("Temperature") }
                .gaugeStyle(.accessoryCircular))
        let svg = try renderer.svgString()
        #expect(
            svg.contains(
                #"role="meter" aria-valuenow="72" aria-valuemin="50" aria-valuemax="90" aria-label="Temperature""#),
            "\(svg.prefix(400))")
        let clamped = try ImageRenderer(content: Gauge(value: 120, in: 0...100) { EmptyView() }).svgString()
        #expect(clamped.contains(#"role="meter" aria-valuenow="100" aria-valuemin="0" aria-valuemax="100""#))
        let named = try ImageRenderer(content: Gauge(value: 0.5) { EmptyView() }.accessibilityLabel("Fuel")).svgString()
        #expect(named.contains(#"aria-label="Fuel""#))
    }
}
