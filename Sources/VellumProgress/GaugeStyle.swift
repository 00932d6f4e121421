import Foundation
import VellumCore

/// How gauges look, as SwiftUI's: a style turns a configuration (the value as a fraction of
/// the range, and the labels) into a view.
///
/// ```swift
/// struct Thermometer: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack(alignment: .bottom) {
///             Capsule().fill(.gray.opacity(0.2))
///             Capsule().fill(.red).frame(height: 100 * configuration.value)
///         }
///         .frame(width: 12, height: 100)
///     }
/// }
/// Gauge(value: 21, in: 0...40) { Text("Temperature") }.gaugeStyle(Thermometer())
/// ```
public protocol GaugeStyle: Sendable {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style draws from.
    typealias Configuration = GaugeStyleConfiguration
    /// The view for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

private struct GaugeStylesKey: EnvironmentKey { static let defaultValue = StyleStack<GaugeStyleConfiguration>() }

extension EnvironmentValues {
    /// The gauge styles set around this view, innermost last.
    var gaugeStyles: StyleStack<GaugeStyleConfiguration> {
        get { self[GaugeStylesKey.self] }
        set { self[GaugeStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws every gauge inside with `style`; the innermost style wins, as in SwiftUI.
    ///
    /// ```swift
    /// HStack { Gauge(value: 0.3) { Text("A") }; Gauge(value: 0.6) { Text("B") } }
    ///     .gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironment(\.gaugeStyles) { $0 = $0.pushing { AnyView(style.makeBody(configuration: $0)) } }
    }
}
