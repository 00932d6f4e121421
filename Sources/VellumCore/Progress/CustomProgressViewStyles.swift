import Foundation
import VellumGeometry

// What the custom progress view styles share: the percentage text, the label layout, the
// ring's size and a view built for the size it is laid out at. The styles themselves are
// DashedRingProgressViewStyle, GaugeRingProgressViewStyle, SegmentedBarProgressViewStyle and
// SpinnerProgressViewStyle, one per file.

/// The text a style shows for `fraction`: the nearest whole percent, except that a task that
/// has started shows at least "1%" and one that has not finished at most "99%".
func progressPercentText(_ fraction: Double) -> String {
    let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    var percent = Int((clamped * 100).rounded())
    if clamped > 0 { percent = max(percent, 1) }
    if clamped < 1 { percent = min(percent, 99) }
    return "\(percent)%"
}

/// `value` when it is finite and at least `minimum`, otherwise `fallback`.
func validLength(_ value: CGFloat, minimum: CGFloat = 0, or fallback: CGFloat) -> CGFloat {
    value.isFinite && value >= minimum ? value : fallback
}

/// The track colour's style, for styles whose track is not given.
let progressTrackStyle = AnyShapeStyle(progressTrackColor)

// MARK: Labels

/// The label over the current-value label, as the built-in styles draw them.
struct ProgressLabels: View {
    let configuration: ProgressViewStyleConfiguration
    let alignment: HorizontalAlignment
    let labelFont: Font

    var hasContent: Bool { configuration.label != nil || configuration.currentValueLabel != nil }

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            if let label = configuration.label {
                label.font(labelFont)
            }
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(Color.secondary)
            }
        }
    }
}

/// An indicator with its labels placed around it; no labels (or `.hidden`) leaves the
/// indicator alone, with no spacing.
struct ProgressLabelLayout<Indicator: View>: View {
    let placement: ProgressLabelPlacement
    let labels: ProgressLabels
    let spacing: CGFloat
    let indicator: Indicator

    var body: some View {
        if !labels.hasContent {
            indicator
        } else {
            switch placement {
            case .above:
                VStack(alignment: labels.alignment, spacing: spacing) {
                    labels
                    indicator
                }
            case .below:
                VStack(alignment: labels.alignment, spacing: spacing) {
                    indicator
                    labels
                }
            case .leading:
                HStack(spacing: spacing) {
                    labels
                    indicator
                }
            case .trailing:
                HStack(spacing: spacing) {
                    indicator
                    labels
                }
            case .hidden:
                indicator
            }
        }
    }
}

// MARK: Rings

/// The circle a ring is drawn on inside a canvas of `size`: centred, on the smaller side,
/// its centre line inset by half the line width (clamped to half the side, a disc).
struct RingGeometry {
    let center: CGPoint
    /// The square the ring fills; styles resolve their `ShapeStyle`s against it.
    let bounds: CGRect
    let lineWidth: CGFloat
    /// The radius of the stroke's centre line.
    let radius: CGFloat

    init(size: CGSize, lineWidth: CGFloat) {
        let side = max(min(size.width, size.height), 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        bounds = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        self.lineWidth = min(lineWidth, side / 2)
        radius = (side - self.lineWidth) / 2
    }

    /// The arc from `start` (radians, SwiftUI's angles) along `length` points of the centre
    /// line, turning `direction` on screen.
    func arc(from start: Double, length: Double, direction: ProgressRingDirection) -> Path {
        var path = Path()
        guard radius > 0 else { return path }
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(start),
                            delta: .radians(direction.sign * length / radius))
        return path
    }

    /// The arc through `sweep` radians from `start`, turning `direction` on screen.
    func arc(from start: Double, sweep: Double, direction: ProgressRingDirection) -> Path {
        arc(from: start, length: sweep * radius, direction: direction)
    }

    /// The default font of the percentage in a ring: at 0.22 of the inner diameter, "100%"
    /// in DejaVu Sans Bold takes about three quarters of it.
    var percentageFont: Font {
        .system(size: max(2 * (radius - lineWidth / 2), 0) * 0.22, weight: .semibold)
    }
}

extension View {
    /// A ring's frame: `diameter` across (`standard` when it is not positive and finite), or,
    /// for nil, the smaller offered side (`standard` when a dimension is unproposed), as
    /// ``squareFit(ideal:)``.
    func ringFrame(diameter: CGFloat?, standard: CGFloat) -> some View {
        let fixed = diameter.map { $0.isFinite && $0 > 0 ? $0 : standard }
        return SquareFitLayout(ideal: standard, diameter: fixed) { self }
    }
}
