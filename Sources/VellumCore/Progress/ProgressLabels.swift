import Foundation
import VellumGeometry

/// The text a style shows for `fraction`: the nearest whole percent, except that a task that
/// has started shows at least "1%" and one that has not finished at most "99%".
func progressPercentText(_ fraction: Double) -> String {
    let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    var percent = Int((clamped * 100).rounded())
    if clamped > 0 { percent = max(percent, 1) }
    if clamped < 1 { percent = min(percent, 99) }
    return "\(percent)%"
}

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

extension ProgressViewStyleConfiguration {
    /// A ring with the labels the ring styles draw: centred, in the caption font, 8 points
    /// from the ring.
    func ringWithLabels<Ring: View>(placement: ProgressLabelPlacement, _ ring: Ring) -> some View {
        ProgressLabelLayout(placement: placement, labels: ProgressLabels(configuration: self, alignment: .center, labelFont: .caption),
                            spacing: 8, indicator: ring)
    }
}
