import Foundation
import VellumGeometry

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a list
/// or a form it is a card of rows (in the inset grouped style) under its header, drawn in
/// uppercase footnote grey, and over its footer in footnote grey; elsewhere its header,
/// content and footer are views one after another, as a `Group`'s.
///
/// ```swift
/// Section {
///     Toggle("Airplane Mode", isOn: $airplane)
/// } header: {
///     Text("Connectivity")
/// } footer: {
///     Text("Turns off every radio.")
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, _PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views (deprecated in SwiftUI for the
    /// closure form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.footer = footer
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        guard environment.isInList else {
            return ViewTree.nodes(of: header, in: environment) + ViewTree.nodes(of: content, in: environment)
                + ViewTree.nodes(of: footer, in: environment)
        }
        var captions = environment
        captions.isInList = false
        let styledHeader = header.font(.footnote).textCase(.uppercase).foregroundStyle(.secondary)
        let styledFooter = footer.font(.footnote).foregroundStyle(.secondary)
        // Rows of a nested section join this one's (SwiftUI flattens them too).
        let rows = ViewTree.nodes(of: content, in: environment).flatMap { node in
            (node as? ListSectionNode)?.parts.rows ?? [node]
        }
        return [
            ListSectionNode(
                parts: ListSectionParts(
                    header: ViewTree.nodes(of: styledHeader, in: captions), rows: rows,
                    footer: ViewTree.nodes(of: styledFooter, in: captions)))
        ]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` alone.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view (deprecated in SwiftUI).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view (deprecated in SwiftUI).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localized literal.
    ///
    /// ```swift
    /// Section("Account") { TextField("Name", text: $name) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
