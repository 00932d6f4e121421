import Foundation
import VellumGeometry

/// A title with an icon, as SwiftUI's `Label`; a `LabelStyle` decides how they are shown.
///
/// The icon is any view; `Label(_:systemImage:)` takes a symbol from the ``SymbolCatalog``
/// and `Label(_:image:)` a named image from the main bundle's resources.
///
/// ```swift
/// Label {
///     Text("Requests")
/// } icon: {
///     Circle().fill(.blue).frame(width: 10, height: 10)
/// }
/// .labelStyle(.titleAndIcon)
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeBody(LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
    }
}

extension Label where Title == Text {
    /// A label whose title is `titleKey` (a localized literal: formatted and read as Markdown).
    ///
    /// ```swift
    /// Label("Errors", icon: { Circle().fill(.red).frame(width: 8, height: 8) })
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder icon: () -> Icon) {
        self.init(title: { Text(titleKey) }, icon: icon)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a localized title and a symbol from the ``SymbolCatalog``.
    ///
    /// ```swift
    /// Label("Passing", systemImage: "checkmark.circle").foregroundStyle(.green)
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label of a title shown verbatim and a symbol from the ``SymbolCatalog``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(verbatim: String(title)) }, icon: { Image(systemName: name) })
    }

    /// A label of a localized title and the image `name` from the main bundle's resources.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label of a title shown verbatim and the image `name` from the main bundle's resources.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(verbatim: String(title)) }, icon: { Image(name) })
    }
}

/// What a `LabelStyle` draws from: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// The title as a view.
    public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The icon as a view.
    public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// How labels inside a view are shown, as SwiftUI's.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 4) { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle: Sendable {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style draws from.
    typealias Configuration = LabelStyleConfiguration
    /// The view for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The icon, then the title, centred in a row 8 points apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default: the title with its icon (SwiftUI's choice outside lists and toolbars).
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle { AnyView(DefaultLabelStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    /// The label style of labels inside (innermost wins).
    var labelStyle: AnyControlStyle<LabelStyleConfiguration> {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Shows labels inside this view with `style`.
    ///
    /// ```swift
    /// legend.labelStyle(.titleOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyControlStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
