import Foundation
import VellumCore
import VellumGeometry

// The tracks the built-in gauge styles draw: rings and bars with their markers.

/// The gap between a marker and the track it sits on, in points of the design.
let gaugeMarkerGap: CGFloat = 1.5

/// A circle of `radius` about `center`.
func gaugeCircle(_ center: CGPoint, radius: CGFloat) -> Path {
    Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
}

/// The ring of the circular styles, drawn in a square of `GaugeDial.design` points.
struct GaugeRing: View {
    enum Kind {
        /// SwiftUI's `accessoryCircular`: a 270° arc open at the bottom, painted whole, with a
        /// marker at the value.
        case open
        /// `accessoryCircularCapacity`: a closed track, filled clockwise from 12 o'clock.
        case capacity
    }

    /// The stroke's width in the 58-point design.
    static let lineWidth: CGFloat = 5.5
    /// Where the open arc starts (clockwise on screen from 3 o'clock): half past seven.
    static let openStart = Angle.degrees(135)
    /// The open arc's span in turns.
    static let openSpan: CGFloat = 0.75

    let kind: Kind
    let fraction: Double
    let tint: GaugeTint
    let marker: Color

    /// The centre of the marker of an open ring at `fraction`, in a square of side `side`.
    static func markerCenter(fraction: Double, side: CGFloat) -> CGPoint {
        let radius = (side - lineWidth) / 2
        let angle = openStart.radians + Double(openSpan) * 2 * .pi * fraction
        return CGPoint(x: side / 2 + radius * CGFloat(cos(angle)), y: side / 2 + radius * CGFloat(sin(angle)))
    }

    var body: some View {
        Canvas { context, size in
            let side = min(size.width, size.height)
            let center = CGPoint(x: side / 2, y: side / 2)
            let radius = (side - Self.lineWidth) / 2
            let frame = CGRect(x: 0, y: 0, width: side, height: side)
            switch kind {
            case .open:
                var arc = Path()
                arc.addArc(
                    center: center, radius: radius, startAngle: Self.openStart,
                    endAngle: Self.openStart + .degrees(Double(Self.openSpan) * 360), clockwise: false)
                let dot = Self.markerCenter(fraction: fraction, side: side)
                var ring = context
                ring.clip(to: gaugeCircle(dot, radius: Self.lineWidth / 2 + gaugeMarkerGap), options: .inverse)
                tint.strokeRing(
                    arc, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round), in: &ring,
                    center: center, startAngle: Self.openStart, span: Self.openSpan, frame: frame)
                context.fill(gaugeCircle(dot, radius: Self.lineWidth / 2), with: .color(marker))
            case .capacity:
                var track = Path()
                track.addArc(
                    center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
                context.stroke(track, with: .style(ProgressTrackStyle()), lineWidth: Self.lineWidth)
                guard fraction > 0 else { return }
                var arc = Path()
                arc.addArc(
                    center: center, radius: radius, startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
                // The start cap reaches back before 12 o'clock: a gradient's colours end a cap
                // short of a full turn, so that the cap keeps the first colour.
                let cap = Self.lineWidth / 2 / radius / (2 * .pi)
                tint.strokeRing(
                    arc, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round), in: &context,
                    center: center, startAngle: .degrees(-90), span: 1 - 2 * cap, frame: frame)
            }
        }
    }
}

/// The bar of the linear styles: a capsule track filled from the leading edge (capacity), or
/// painted whole with a marker at the value.
struct GaugeBar: View {
    enum Kind { case capacity, marker }

    let kind: Kind
    let fraction: Double
    let tint: GaugeTint
    let marker: Color
    let height: CGFloat

    /// The marker's centre on a bar of `size`: its ends stay within the bar's round ends.
    static func markerCenter(fraction: Double, size: CGSize) -> CGPoint {
        let radius = size.height / 2
        return CGPoint(x: radius + max(size.width - 2 * radius, 0) * CGFloat(fraction), y: radius)
    }

    var body: some View {
        Canvas { context, size in
            let radius = size.height / 2
            let bar = CGRect(origin: .zero, size: size)
            let capsule = Path(roundedRect: bar, cornerRadius: radius)
            switch kind {
            case .capacity:
                context.fill(capsule, with: .style(ProgressTrackStyle()))
                let width = size.width * CGFloat(fraction)
                guard width > 0 else { return }
                // The fill keeps its round ends: below the bar's height it shrinks as a capsule.
                let filled = CGRect(x: 0, y: 0, width: width, height: size.height)
                tint.fillBar(Path(roundedRect: filled, cornerRadius: min(radius, width / 2)), in: &context, bar: bar)
            case .marker:
                let dot = Self.markerCenter(fraction: fraction, size: size)
                var track = context
                track.clip(to: gaugeCircle(dot, radius: radius + gaugeMarkerGap), options: .inverse)
                tint.fillBar(capsule, in: &track, bar: bar)
                context.fill(gaugeCircle(dot, radius: radius), with: .color(marker))
            }
        }
        .frame(minWidth: 0, idealWidth: 200, maxWidth: .infinity)
        .frame(height: height)
    }
}
