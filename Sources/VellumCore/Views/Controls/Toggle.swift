import Foundation
import VellumGeometry

/// A control that turns an option on or off, as SwiftUI's, drawn at rest in its
/// `ToggleStyle`: by default iOS's switch, the label leading and the switch trailing across
/// the width offered.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi)
/// Toggle(isOn: $vibrate) { Label("Vibrate", systemImage: "bell") }
/// ```
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    @Environment(\.toggleStyle) private var style

    /// A toggle of `isOn` labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isToggle)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, as a custom style draws the default one.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// What a `ToggleStyle` draws from, as SwiftUI's.
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: false here.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// How toggles inside a view look, as SwiftUI's.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             configuration.label
///         }
///     }
/// }
/// ```
public protocol ToggleStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default: iOS's switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// iOS's switch: a 51×31 capsule, green (#34C759, or the tint) when on and light grey
/// (#E9E9EB) when off, with a white 27-point knob at the end the state names.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// The switch in green, or in the `.tint` around it.
    public init() { tint = nil }

    /// The switch in `tint` when on.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(label: configuration.label, isOn: configuration.isOn, styleTint: tint)
    }
}

/// A button that shows its state: bordered when off, bordered prominent (filled with the
/// tint) when on, as iOS draws `.button` toggles.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            Button(action: {}) { configuration.label }.buttonStyle(.borderedProminent)
        } else {
            Button(action: {}) { configuration.label }.buttonStyle(.bordered)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// iOS's switch metrics and colours (iOS 17).
enum SwitchMetrics {
    static let size = CGSize(width: 51, height: 31)
    static let knob: CGFloat = 27
    /// systemGreen.
    static let onColor = Color(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255)
    /// The off track (systemFill over white).
    static let offColor = Color(red: 0xE9 / 255, green: 0xE9 / 255, blue: 0xEB / 255)
}

private struct SwitchRow: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let styleTint: Color?
    @Environment(\.tint) private var environmentTint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let onStyle = styleTint.map(AnyShapeStyle.init) ?? environmentTint ?? AnyShapeStyle(SwitchMetrics.onColor)
        let inset = (SwitchMetrics.size.height - SwitchMetrics.knob) / 2
        let track = Capsule()
            .fill(isOn ? onStyle : AnyShapeStyle(SwitchMetrics.offColor))
            .frame(width: SwitchMetrics.size.width, height: SwitchMetrics.size.height)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white)
                    .frame(width: SwitchMetrics.knob, height: SwitchMetrics.knob)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .padding(inset)
            }
            .opacity(isEnabled ? 1 : 0.5)
        if labelsHidden {
            track
        } else {
            HStack {
                label
                Spacer()
                track
            }
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle { AnyView(DefaultToggleStyle().makeBody(configuration: $0)) }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style of toggles inside (innermost wins).
    var toggleStyle: AnyControlStyle<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// Whether controls inside leave out their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Draws toggles inside this view with `style`.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyControlStyle { AnyView(style.makeBody(configuration: $0)) })
    }

    /// Leaves out the labels of controls inside (a toggle draws its switch alone, a text
    /// field its text), as SwiftUI's.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        ModifiedNodes(self, environment: { $0.labelsHidden = true })
    }
}
