import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's `accessoryCircular`: an open ring with a marker at the value.
///
/// A 270° arc, open at the bottom and painted whole with the tint (a `Gradient` tint runs
/// along the arc, from the lower-left end clockwise), with a dot in the foreground colour at
/// the value, set off from the arc by a small gap. The current-value label sits in the
/// centre; the minimum- and maximum-value labels sit in the opening at the bottom, or, without
/// them, the label does.
///
/// Laid out as Apple's 58-point accessory gauge (5.5-point arc) and scaled uniformly to fill
/// a square frame: 58 × 58 points unproposed, the smaller offered side otherwise. Labels too
/// wide for their place shrink to fit.
///
/// ```swift
/// Gauge(value: 0.7) { Text("Speed") } currentValueLabel: { Text("70") }
///     .gaugeStyle(.accessoryCircular)
/// ```
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, kind: .open)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// SwiftUI's `accessoryCircularCapacity`: a closed ring filled clockwise from 12 o'clock.
///
/// The track is system grey 5 (as the circular progress view's), the fill the tint with round
/// ends; the current-value label sits in the centre. Other labels are not shown. Sized as
/// ``AccessoryCircularGaugeStyle``.
///
/// ```swift
/// Gauge(value: 0.42) { Text("Battery") } currentValueLabel: { Text("42") }
///     .gaugeStyle(.accessoryCircularCapacity)
///     .tint(.green)
/// ```
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, kind: .capacity)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// Both circular styles: the ring and the labels in the 58-point design.
struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let kind: GaugeRing.Kind
    @Environment(\.resolvedTint) var tint
    @Environment(\.foregroundStyle) var foreground

    /// Where the labels go, in the design square.
    static let center = CGPoint(x: 29, y: 29)
    static let minimumCenter = CGPoint(x: 17, y: 53)
    static let maximumCenter = CGPoint(x: 41, y: 53)
    static let labelCenter = CGPoint(x: 29, y: 53)

    var body: some View {
        let marker = foreground?.base as? Color ?? Color.primary
        var slots: [GaugeDial.Slot] = []
        if let current = configuration.currentValueLabel {
            slots.append(
                GaugeDial.Slot(
                    view: AnyView(current.font(.system(size: 18, weight: .medium, design: .rounded))),
                    center: Self.center, maximumWidth: 40))
        }
        if kind == .open {
            let small = Font.system(size: 10, weight: .medium, design: .rounded)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                if let minimum = configuration.minimumValueLabel {
                    slots.append(
                        GaugeDial.Slot(
                            view: AnyView(minimum.font(small).foregroundStyle(Color.secondary)),
                            center: Self.minimumCenter, maximumWidth: 20))
                }
                if let maximum = configuration.maximumValueLabel {
                    slots.append(
                        GaugeDial.Slot(
                            view: AnyView(maximum.font(small).foregroundStyle(Color.secondary)),
                            center: Self.maximumCenter, maximumWidth: 20))
                }
            } else if !configuration.label.isEmpty {
                slots.append(
                    GaugeDial.Slot(
                        view: AnyView(configuration.label.font(small).foregroundStyle(Color.secondary)),
                        center: Self.labelCenter, maximumWidth: 30))
            }
        }
        return GaugeDial(
            ring: GaugeRing(kind: kind, fraction: configuration.value, tint: GaugeTint(tint), marker: marker),
            slots: slots)
    }
}
