import Foundation
import VellumCore

/// What a ``GaugeStyle`` draws from, as SwiftUI's: the value as a fraction of the gauge's
/// range and the gauge's labels.
public struct GaugeStyleConfiguration {
    /// Where the value lies in the gauge's range, 0…1 (clamped; see ``Gauge`` for empty,
    /// inverted and NaN ranges).
    public var value: Double
    /// What the gauge is for.
    public var label: Label
    /// The current value, as the gauge's creator wrote it, if given.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the range's lower end, if given.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label of the range's upper end, if given.
    public var maximumValueLabel: MaximumValueLabel?

    /// A type-erased label.
    public struct Label: View {
        let content: AnyView
        /// Whether the label draws nothing (a gauge made without one, or with `EmptyView`).
        let isEmpty: Bool

        init<V: View>(_ view: V) {
            content = AnyView(view)
            isEmpty = view is EmptyView
        }

        /// The label as the progress view or gauge was given it.
        public var body: some View { content }
    }

    /// A type-erased current-value label.
    public struct CurrentValueLabel: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The label as the progress view or gauge was given it.
        public var body: some View { content }
    }

    /// A type-erased label of the range's lower end.
    public struct MinimumValueLabel: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The label as the progress view or gauge was given it.
        public var body: some View { content }
    }

    /// A type-erased label of the range's upper end.
    public struct MaximumValueLabel: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The label as the progress view or gauge was given it.
        public var body: some View { content }
    }

    /// A configuration at `value` (clamped to 0…1, NaN as 0) with `label`.
    init(
        value: Double, label: Label, currentValueLabel: CurrentValueLabel? = nil,
        minimumValueLabel: MinimumValueLabel? = nil, maximumValueLabel: MaximumValueLabel? = nil
    ) {
        self.value = value.isNaN ? 0 : min(max(value, 0), 1)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}
