import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's circular look: a ring filled clockwise from 12 o'clock with the tint when
/// determinate, the spinner when not. The label goes below. The ring is 40 points across
/// unproposed and fills the smaller offered side otherwise.
///
/// A determinate ring is what macOS and watchOS draw; iOS ignores the value and spins.
/// Vellum follows macOS here, since a rendered picture exists to show the value.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.circular)
/// ```
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The ring's colour; nil uses the environment's tint.
    public var tint: Color?

    public init(tint: Color? = nil) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        StyleTinted(tint) { fill in
            VStack(spacing: 8) {
                if let fraction = configuration.fractionCompleted {
                    ProgressRing(fraction: fraction, fill: fill)
                } else {
                    SpinnerView(phase: 0, color: tint ?? Color(white: 0.45))
                }
                if let label = configuration.label {
                    label.font(.caption)
                }
            }
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring when determinate, the spinner when not.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A ring: the track, then `fraction` of it from 12 o'clock clockwise, round caps.
struct ProgressRing: View {
    let fraction: Double
    let fill: AnyShapeStyle

    var body: some View {
        Canvas { context, size in
            let side = min(size.width, size.height)
            let lineWidth = max(side * 0.1, 1)
            let radius = (side - lineWidth) / 2
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
            context.stroke(track, with: .style(ProgressTrackStyle()), lineWidth: lineWidth)
            guard fraction > 0 else { return }
            var arc = Path()
            arc.addArc(
                center: center, radius: radius, startAngle: .degrees(-90),
                endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
            context.stroke(arc, with: .style(fill), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
        .squareFit(ideal: 40)
    }
}
