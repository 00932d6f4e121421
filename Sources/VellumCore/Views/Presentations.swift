import Foundation

// Sheets, full-screen covers, alerts and confirmation dialogs. On iOS each is presented by the
// system above the view, in a window of its own, and SwiftUI's `ImageRenderer` draws the view
// alone, never a presentation. A render here does the same: the modifiers are accepted so that
// app code compiles unchanged, the view is drawn as it is, and their content is not built.

extension View {
    /// Presents a sheet while `isPresented` is true. A render draws this view alone, as
    /// SwiftUI's `ImageRenderer` does: a sheet is in a window of its own.
    ///
    /// ```swift
    /// Button("Settings") { showSettings = true }
    ///     .sheet(isPresented: $showSettings) { SettingsView() }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Presents a sheet for `item` while it is not nil; a render draws this view alone.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// Covers the screen while `isPresented` is true; a render draws this view alone.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Covers the screen for `item` while it is not nil; a render draws this view alone.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// Shows an alert titled `titleKey` while `isPresented` is true; a render draws this view
    /// alone.
    ///
    /// ```swift
    /// .alert("Delete draft?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// An alert titled by a string; a render draws this view alone.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// An alert titled by a text.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// An alert with a message below its title; a render draws this view alone.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// An alert titled by a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// An alert titled by a text, with a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// The alert of iOS 13 (deprecated): shown while `isPresented` is true; a render draws
    /// this view alone and never builds the alert.
    ///
    /// ```swift
    /// .alert(isPresented: $failed) { Alert(title: Text("Upload failed")) }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// The alert of iOS 13 for `item` while it is not nil (deprecated).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    /// Shows a confirmation dialog (an action sheet) while `isPresented` is true; a render
    /// draws this view alone.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// A confirmation dialog titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// A confirmation dialog with a message below its title.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
}

/// The alert of iOS 13, which `alert(isPresented:content:)` presents (deprecated in favour of
/// `alert(_:isPresented:actions:)`). Kept as values so that code building one compiles; a
/// render never presents it.
///
/// ```swift
/// Alert(title: Text("Upload failed"), message: Text("Try again later."),
///       dismissButton: .default(Text("OK")))
/// ```
public struct Alert {
    /// The alert's title.
    public let title: Text
    /// The text below the title, if any.
    public let message: Text?
    /// Its buttons, in order.
    public let buttons: [Button]

    /// An alert with one button (`OK` when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    public struct Button {
        /// How the button looks and where it goes.
        public enum Style: Sendable { case `default`, cancel, destructive }
        /// Its label.
        public let label: Text
        /// Its style.
        public let style: Style
        /// What it runs when tapped: never in a render.
        public let action: (() -> Void)?

        /// A default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .default, action: action)
        }

        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .cancel, action: action)
        }

        /// A cancel button with the system's label ("Cancel").
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), style: .cancel, action: action)
        }

        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .destructive, action: action)
        }
    }
}
