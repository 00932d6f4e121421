import Foundation
import VellumGeometry

/// A control that edits a string, as SwiftUI's, drawn at rest (not focused, no caret): its
/// text in the body font, or, while the text is empty, its prompt (or its title) in iOS's
/// placeholder grey (#3C3C43 at 30 %). It takes the width offered, its text leading.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Notes", text: $notes, axis: .vertical)
///     .textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let axis: Axis

    /// A field editing `text`, showing `prompt` while it is empty, labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        axis = .horizontal
    }

    /// A field growing along `axis` (`.vertical`: the text wraps onto more lines).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        self.axis = axis
    }

    public var body: some View {
        TextFieldBody(
            content: text.wrappedValue, placeholder: prompt ?? (label as? Text), secure: false,
            multiline: axis == .vertical)
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized literal, the title its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field with a title and a separate prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field growing along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// A field growing along `axis`, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A string-titled field growing along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// A field titled with a localized literal, with editing callbacks (deprecated in
    /// SwiftUI): the callbacks never run in a render.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A string-titled field with editing callbacks (deprecated in SwiftUI): the callbacks
    /// never run in a render.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field showing `value` as `formatter` writes it.
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, formatter: NumberFormatter())
    /// ```
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(titleKey) }
    }

    /// A string-titled field showing `value` as `formatter` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(title) }
    }

    /// A formatted field with editing callbacks (deprecated in SwiftUI): the callbacks never
    /// run in a render.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A string-titled formatted field with editing callbacks (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// The text a formatted field shows: what `formatter` writes for the value, or nothing.
    private static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        let text = formatter.string(for: value.wrappedValue) ?? ""
        return Binding(get: { text }, set: { _ in })
    }
}

/// A field whose text is hidden, as SwiftUI's: a bullet for each character, or the
/// placeholder while it is empty.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field editing `text`, labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        TextFieldBody(
            content: text.wrappedValue, placeholder: prompt ?? (label as? Text), secure: true, multiline: false)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A secure field titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A secure field with a title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A secure field with a commit callback (deprecated in SwiftUI): it never runs in a render.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A string-titled secure field with a commit callback (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}

/// How text fields inside a view look, as SwiftUI's. The built-in styles are
/// `.automatic` (plain on iOS), `.plain` and `.roundedBorder`.
///
/// ```swift
/// TextField("Search", text: $query).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle: Sendable {}

/// The platform's default: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// The text alone, with no border.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// iOS's rounded rectangle: white, a 1-point #D1D1D6 border with radius 5, the text inset
/// 7 points across and 6 down (34 points high with the body font).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// iOS's placeholder text colour: `placeholderText`, #3C3C43 at 30 % (dark: #EBEBF5 at 30 %).
extension Color {
    static let placeholderText = Color(
        light: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
        dark: RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3))
}

private struct RoundedBorderKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text fields inside draw iOS's rounded border.
    var textFieldRoundedBorder: Bool {
        get { self[RoundedBorderKey.self] }
        set { self[RoundedBorderKey.self] = newValue }
    }
}

extension View {
    /// Draws text fields inside this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let rounded = style is RoundedBorderTextFieldStyle
        return ModifiedNodes(self, environment: { $0.textFieldRoundedBorder = rounded })
    }
}

/// What every text field draws: the text or the placeholder, leading, across the width.
private struct TextFieldBody: View {
    let content: String
    let placeholder: Text?
    let secure: Bool
    let multiline: Bool
    @Environment(\.textFieldRoundedBorder) private var rounded

    var body: some View {
        let shown: Text =
            content.isEmpty
            ? (placeholder ?? Text(verbatim: "")).foregroundColor(.placeholderText)
            : Text(verbatim: secure ? String(repeating: "\u{2022}", count: content.count) : content)
        let line = shown.lineLimit(multiline ? nil : 1)
            .frame(maxWidth: .infinity, alignment: .leading)
        if rounded {
            line.padding(.horizontal, 7).padding(.vertical, 6)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 5))
                .overlay(
                    RoundedRectangle(cornerRadius: 5).inset(by: 0.5)
                        .stroke(Color(red: 0xD1 / 255, green: 0xD1 / 255, blue: 0xD6 / 255), lineWidth: 1))
        } else {
            line
        }
    }
}
