import Foundation
import VellumCore
import VellumGeometry

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

extension View {
    /// This indicator with a ring style's labels around it: centred, the label in the caption
    /// font, 8 points away.
    func ringStyleLabels(_ configuration: ProgressViewStyleConfiguration, placement: ProgressLabelPlacement)
        -> some View
    {
        ProgressLabelLayout(
            placement: placement,
            labels: ProgressLabels(configuration: configuration, alignment: .center, labelFont: .caption),
            spacing: 8, indicator: self)
    }

    /// This bar with the linear style's labels: the label above in the body font, the
    /// current-value label below in secondary caption, 4 points apart, leading-aligned.
    func linearStyleLabels(_ configuration: ProgressViewStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label {
                label.font(.body)
            }
            self
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(Color.secondary)
            }
        }
    }
}
