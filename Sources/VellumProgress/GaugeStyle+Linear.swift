import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's `.automatic` gauge style: on iOS, the linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default: ``LinearCapacityGaugeStyle``, as on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// SwiftUI's `linearCapacity`: a bar filled from the leading edge to the value.
///
/// The label above (body font), then the minimum-value label, a 6-point capsule (system grey 5
/// track, filled with the tint; a `Gradient` tint spans the whole bar) and the maximum-value
/// label in one row, then the current-value label below (caption, secondary). The bar takes
/// the width it is offered (200 points unproposed).
///
/// ```swift
/// Gauge(value: 0.4) { Text("Battery Level") } currentValueLabel: { Text("40%") }
///     .gaugeStyle(.linearCapacity)
/// ```
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, kind: .capacity, isAccessory: false)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// SwiftUI's `accessoryLinear`: a bar with a marker at the value.
///
/// The label and the current-value label in one row above (caption), then the minimum-value
/// label, a 5-point capsule painted whole with the tint (a `Gradient` tint runs from leading
/// to trailing) with a dot in the foreground colour at the value, and the maximum-value label.
///
/// ```swift
/// Gauge(value: 18, in: 10...30) { Text("Temperature") } currentValueLabel: { Text("18°") }
///     .gaugeStyle(.accessoryLinear)
///     .tint(Gradient(colors: [.blue, .yellow, .red]))
/// ```
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, kind: .marker, isAccessory: true)
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// SwiftUI's `accessoryLinearCapacity`: the accessory layout of ``AccessoryLinearGaugeStyle``
/// with a 5-point bar filled from the leading edge to the value.
///
/// ```swift
/// Gauge(value: 0.8) { Text("Storage") } currentValueLabel: { Text("80%") }
///     .gaugeStyle(.accessoryLinearCapacity)
/// ```
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, kind: .capacity, isAccessory: true)
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filled to the value, with the labels above.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// The linear styles: labels around a bar.
struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let kind: GaugeBar.Kind
    let isAccessory: Bool
    @Environment(\.resolvedTint) var tint
    @Environment(\.foregroundStyle) var foreground

    var body: some View {
        let marker = foreground?.base as? Color ?? Color.primary
        let bar = GaugeBar(
            kind: kind, fraction: configuration.value, tint: GaugeTint(tint), marker: marker,
            height: isAccessory ? 5 : 6)
        let boundsFont: Font = isAccessory ? .caption2 : .caption
        return VStack(alignment: .leading, spacing: 4) {
            if isAccessory {
                if !configuration.label.isEmpty || configuration.currentValueLabel != nil {
                    HStack(spacing: 4) {
                        configuration.label
                        Spacer(minLength: 4)
                        if let current = configuration.currentValueLabel {
                            current
                        }
                    }
                    .font(.caption)
                }
            } else {
                configuration.label.font(.body)
            }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel {
                    minimum.font(boundsFont).foregroundStyle(Color.secondary)
                }
                bar
                if let maximum = configuration.maximumValueLabel {
                    maximum.font(boundsFont).foregroundStyle(Color.secondary)
                }
            }
            if !isAccessory, let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(Color.secondary)
            }
        }
    }
}
