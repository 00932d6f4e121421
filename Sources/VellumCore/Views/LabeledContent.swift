import Foundation
import VellumGeometry

/// A label and a value in a row, as SwiftUI's `LabeledContent` shows them on iOS: the label
/// leading, the value trailing in the secondary style, space between.
///
/// ```swift
/// LabeledContent("Requests", value: 1_284_512, format: .number)
/// LabeledContent("Region") { Text("eu-west-1").monospaced() }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A row of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A row of `content` labelled by the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row of the string `value` labelled by `titleKey`.
    ///
    /// ```swift
    /// LabeledContent("Status", value: "Passed")
    /// ```
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A row of `value` formatted with `format`, labelled by `titleKey`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}
