import Foundation
import VellumGeometry

/// A control that picks one of several values, as SwiftUI's, drawn at rest in its
/// `PickerStyle`. Each option is a view of the content tagged with its value (`tag(_:)`, or
/// the identity a `ForEach` gives it); the selected one is the option whose tag equals the
/// selection.
///
/// `.menu` (the default on iOS) draws the selected option with up and down chevrons, in the
/// accent colour, or, in a list or a form, the label leading and the selection trailing in
/// grey; `.segmented` draws iOS's segmented control (32 points high, the selected segment
/// white on the grey track); `.navigationLink` draws the label, the selection in grey and a
/// chevron. `.inline`, `.wheel` and `.palette` draw as `.menu`.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let selection: AnyHashable
    let label: Label
    let content: Content

    /// A picker of `content`'s options into `selection`, labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.label = label()
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let kind = environment.pickerKind
        var optionEnvironment = environment
        optionEnvironment.collectsTags = true
        optionEnvironment.isInList = false
        let options: [_ViewNode]
        if kind == .segmented {
            optionEnvironment.font = .system(size: 13)
            options = ViewTree.nodes(of: content, in: optionEnvironment)
        } else {
            // The selection is drawn from the option's own nodes, so its colour is set here.
            let style =
                environment.isInList && !environment.labelsHidden
                ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(TintShapeStyle())
            options = ViewTree.nodes(of: content.foregroundStyle(style), in: optionEnvironment)
        }
        let selected = options.firstIndex { $0.tagValue == selection }
        let view: AnyView
        switch kind {
        case .segmented:
            view = AnyView(SegmentedControl(options: options, selected: selected))
        case .menu, .navigationLink:
            let chosen = selected.map { PrebuiltNodes(nodes: [options[$0]]) }
            view = AnyView(
                PickerMenuRow(
                    label: AnyView(label), selection: chosen.map { AnyView($0) }, isLink: kind == .navigationLink,
                    isInList: environment.isInList, labelsHidden: environment.labelsHidden))
        }
        return ViewTree.nodes(of: view, in: environment)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

struct TagKey: LayoutValueKey { static var defaultValue: AnyHashable? { nil } }
struct ImplicitTagKey: LayoutValueKey { static var defaultValue: AnyHashable? { nil } }

extension _ViewNode {
    /// The value this view stands for in a picker: its `tag`, else its `ForEach` identity.
    var tagValue: AnyHashable? {
        layoutValues[ObjectIdentifier(TagKey.self)] as? AnyHashable
            ?? layoutValues[ObjectIdentifier(ImplicitTagKey.self)] as? AnyHashable
    }
}

/// How pickers inside a view look, as SwiftUI's.
public protocol PickerStyle: Sendable {}

/// The platform's default: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

/// The selection with up and down chevrons, opening a menu.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

/// iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

/// The options inline in a list: drawn as a menu.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

/// A wheel: drawn as a menu.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

/// A row that pushes a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
}

/// A palette of options: drawn as a menu.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

enum PickerKind: Sendable { case menu, segmented, navigationLink }

private struct PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }
private struct CollectsTagsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The style of pickers inside.
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }

    /// Whether `ForEach` tags its views with their identities (inside a picker's options).
    var collectsTags: Bool {
        get { self[CollectsTagsKey.self] }
        set { self[CollectsTagsKey.self] = newValue }
    }
}

extension View {
    /// Draws pickers inside this view with `style`.
    ///
    /// ```swift
    /// Picker("Units", selection: $units) { … }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerKind =
            style is SegmentedPickerStyle ? .segmented : style is NavigationLinkPickerStyle ? .navigationLink : .menu
        return ModifiedNodes(self, environment: { $0.pickerKind = kind })
    }
}

/// iOS's segmented control metrics (iOS 17).
enum SegmentedMetrics {
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let inset: CGFloat = 2
    /// tertiarySystemFill over white.
    static let track = Color(red: 0xEE / 255, green: 0xEE / 255, blue: 0xEF / 255)
}

private struct SegmentedControl: View {
    let options: [_ViewNode]
    let selected: Int?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { index in
                PrebuiltNodes(nodes: [options[index]])
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: SegmentedMetrics.cornerRadius - SegmentedMetrics.inset)
                                .fill(Color.white)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                                .padding(SegmentedMetrics.inset)
                        }
                    }
            }
        }
        .frame(height: SegmentedMetrics.height)
        .background(SegmentedMetrics.track, in: RoundedRectangle(cornerRadius: SegmentedMetrics.cornerRadius))
    }
}

/// A menu picker: the selection with up-down chevrons (in a list, after the label in grey).
private struct PickerMenuRow: View {
    let label: AnyView
    let selection: AnyView?
    let isLink: Bool
    let isInList: Bool
    let labelsHidden: Bool

    var body: some View {
        let value = HStack(spacing: 4) {
            selection
            if isLink {
                Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(Color.placeholderText)
            } else {
                VStack(spacing: -1) {
                    Image(systemName: "chevron.up")
                    Image(systemName: "chevron.down")
                }
                .font(.system(size: 9, weight: .semibold))
            }
        }
        if isInList && !labelsHidden {
            HStack {
                label
                Spacer()
                value.foregroundStyle(.secondary)
            }
        } else {
            value.foregroundStyle(.tint)
        }
    }
}
