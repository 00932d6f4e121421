import Foundation
import VellumGeometry

/// A control that runs an action when pressed, as SwiftUI's: a render draws it at rest (not
/// pressed, not hovered) in its `ButtonStyle`, and never runs the action.
///
/// The built-in styles follow iOS: `.automatic` and `.borderless` draw the label in the tint,
/// `.plain` as it is, `.bordered` on the tint at 15 % in a rounded rectangle, and
/// `.borderedProminent` in white on the tint. A `.destructive` role draws in red. In SVG the
/// button is one element, `role="button"`, named by its label's text.
///
/// ```swift
/// Button("Retry build") { retry() }
///     .buttonStyle(.borderedProminent)
/// ```
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style

    /// A button showing `label` that runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    /// A button with a role.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    public var body: some View {
        let styled = style.makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), role: role))
        // One element for assistive technology, named by its label (SVG role="button").
        Group {
            if role == .destructive { styled.tint(.red) } else { styled }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

extension Button where Label == Text {
    /// A button titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A titled button with a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A titled button with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == VellumCore.Label<Text, Image> {
    /// A button drawn as a label: a symbol and a localized title (iOS 17).
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { count += 1 }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VellumCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A button drawn as a label: a symbol and a string title as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VellumCore.Label(title, systemImage: systemImage) }
    }

    /// A labelled button with a role.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { VellumCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A labelled button with a string title and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { VellumCore.Label(title, systemImage: systemImage) }
    }
}

/// What a button is for, as SwiftUI's.
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    /// Deletes or removes something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a `ButtonStyle` draws from: the label, its role, and whether it is pressed (never,
/// in a render).
public struct ButtonStyleConfiguration {
    /// The label as a view.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    /// Whether the button is pressed: false in a render.
    public let isPressed = false
}

/// How buttons inside a view look, as SwiftUI's.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 12).padding(.vertical, 6)
///             .background(.blue, in: Capsule()).foregroundStyle(.white)
///             .opacity(configuration.isPressed ? 0.7 : 1)
///     }
/// }
/// ```
public protocol ButtonStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label in the tint, as iOS draws a button with no border.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label)
    }
}

/// The label as it is.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the tint on a rounded rectangle of the tint at 15 % (iOS's regular size:
/// 12 points across, 7 down, radius 8).
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(label: configuration.label, prominent: false)
    }
}

/// The label in white on a rounded rectangle of the tint.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(label: configuration.label, prominent: true)
    }
}

/// The default: borderless, as iOS draws a button outside lists and toolbars.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A disabled control is drawn in iOS's `systemGray` instead of its tint.
private func controlTint(_ tint: AnyShapeStyle, enabled: Bool) -> AnyShapeStyle {
    enabled ? tint : AnyShapeStyle(Color.gray)
}

private struct TintedLabel: View {
    let label: ButtonStyleConfiguration.Label
    @Environment(\.resolvedTint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { label.foregroundStyle(controlTint(tint, enabled: isEnabled)) }
}

private struct BorderedLabel: View {
    let label: ButtonStyleConfiguration.Label
    let prominent: Bool
    @Environment(\.resolvedTint) private var environmentTint
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        let tint = controlTint(environmentTint, enabled: isEnabled)
        return
            label
            .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : tint)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(prominent ? tint : AnyShapeStyle(tint.opacity(0.15)), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    /// The style of buttons inside (innermost wins).
    var buttonStyle: AnyControlStyle<ButtonStyleConfiguration> {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws buttons inside this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyControlStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
