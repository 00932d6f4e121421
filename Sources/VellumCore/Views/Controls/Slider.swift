import Foundation
import VellumGeometry

/// A control that picks a value from a range, as SwiftUI's, drawn at rest as iOS's slider:
/// a 4-point track across the width offered, filled with the tint up to the value and light
/// grey after it, and a white 28-point knob with its shadow at the value. The minimum and
/// maximum value labels sit either side; the label is not drawn (iOS uses it for
/// accessibility only).
///
/// ```swift
/// Slider(value: $volume, in: 0...10)
/// Slider(value: $brightness) {
///     Text("Brightness")
/// } minimumValueLabel: { Image(systemName: "sun.min") } maximumValueLabel: { Image(systemName: "sun.max") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// A slider of `value` in `bounds`, with a label and value labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = sliderFraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider of `value` in `bounds` by `step`, with a label and value labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = sliderFraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider of `value` in `bounds` by `step` with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` in `bounds` by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

/// Where `value` lies in `lower...upper`, clamped to 0...1 (0 for an empty or NaN range).
private func sliderFraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    let span = upper - lower
    guard span > 0, span.isFinite, !value.isNaN else { return 0 }
    return min(max((value - lower) / span, 0), 1)
}

/// iOS's slider metrics (iOS 17).
enum SliderMetrics {
    static let trackHeight: CGFloat = 4
    static let knob: CGFloat = 28
    /// The unfilled track: systemFill over white.
    static let track = Color(red: 0xE3 / 255, green: 0xE3 / 255, blue: 0xE8 / 255)
}

private struct SliderTrack: View {
    let fraction: Double
    @Environment(\.resolvedTint) private var tint

    var body: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - SliderMetrics.knob, 0)
            let knobX = travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(SliderMetrics.track)
                    .frame(height: SliderMetrics.trackHeight)
                Capsule().fill(tint)
                    .frame(width: knobX + SliderMetrics.knob / 2, height: SliderMetrics.trackHeight)
                Circle().fill(Color.white)
                    .frame(width: SliderMetrics.knob, height: SliderMetrics.knob)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .offset(x: knobX)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: SliderMetrics.knob)
    }
}
