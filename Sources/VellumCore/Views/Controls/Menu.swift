import Foundation
import VellumGeometry

/// A control that opens a menu of actions, as SwiftUI's, drawn at rest as its label in the
/// tint, as a button (the menu is closed in a still).
///
/// ```swift
/// Menu("Sort") {
///     Button("Name") {}
///     Button("Date") {}
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu of `content` shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu with a primary action on a tap (the menu on a long press): accepted.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }

    /// A menu titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
    }
}

extension Menu where Label == VellumCore.Label<Text, Image> {
    /// A menu titled with a localized literal and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = VellumCore.Label(titleKey, systemImage: systemImage)
    }
}

/// A control that opens a URL, as SwiftUI's, drawn as its label in the tint (the accent
/// colour by default).
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
    let label: Label
    /// The URL the link opens.
    let destination: URL

    /// A link to `destination` shown by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        label.foregroundStyle(.tint)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
