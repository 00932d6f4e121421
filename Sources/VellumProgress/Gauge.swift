import Foundation
import VellumCore
import VellumGeometry

/// A view that shows a value within a range, as SwiftUI's: its look comes from the innermost
/// ``GaugeStyle`` set with `gaugeStyle(_:)`, `.automatic` (a linear capacity bar) otherwise.
///
/// The value is clamped to the range, so a style draws a fraction in 0…1. A NaN value, a
/// range of zero width (`5...5`) and a range with an infinite bound give the fraction 0; so
/// do inverted and NaN-bounded ranges, which `ClosedRange` refuses (it traps) except through
/// `ClosedRange(uncheckedBounds:)` in release builds. SwiftUI leaves these cases undocumented.
/// The SVG's `aria-valuenow` is the clamped value.
///
/// `MarkedValueLabels` is always `EmptyView`: SwiftUI's marked-value labels (watchOS) are not
/// drawn.
///
/// ```swift
/// Gauge(value: 72, in: 50...90) {
///     Text("°F")
/// } currentValueLabel: {
///     Text("72")
/// } minimumValueLabel: {
///     Text("50")
/// } maximumValueLabel: {
///     Text("90")
/// }
/// .gaugeStyle(.accessoryCircular)
/// .tint(Gradient(colors: [.blue, .green, .yellow, .orange, .red]))
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let value: Double
    let bounds: (lower: Double, upper: Double)
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: some View {
        let fraction = gaugeFraction(value, lower: bounds.lower, upper: bounds.upper)
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: GaugeStyleConfiguration.Label(label),
            currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel($0) },
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel($0) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel($0) })
        // The value as the gauge shows it, in the range's units.
        let clamped = bounds.lower + fraction * (bounds.upper - bounds.lower)
        return InnermostStyleBody(\.gaugeStyles, configuration: configuration) {
            AnyView(DefaultGaugeStyle().makeBody(configuration: $0))
        }
        .accessibilityElement(
            AccessibilityInfo(
                role: "meter", value: clamped, minimum: bounds.lower,
                maximum: bounds.upper)
        )
        .accessibilityLabel(ifPresent: label as? Text)
    }
}

/// Where `value` lies in `lower...upper`, clamped to 0…1; 0 for a NaN value and for a range
/// whose width is not positive and finite.
func gaugeFraction(_ value: Double, lower: Double, upper: Double) -> Double {
    let width = upper - lower
    guard width.isFinite, width > 0, !value.isNaN else { return 0 }
    return min(max((value - lower) / width, 0), 1)
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` in `bounds` (default 0…1), described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: Double(value), bounds: (Double(bounds.lowerBound), Double(bounds.upperBound)), label: label(),
            currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: Double(value), bounds: (Double(bounds.lowerBound), Double(bounds.upperBound)), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current-value label and labels for both ends of the range.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: Double(value), bounds: (Double(bounds.lowerBound), Double(bounds.upperBound)), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }
}
