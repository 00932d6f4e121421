import Foundation

extension View {
    /// Names the accessibility elements inside this view (SVG `aria-label`), as SwiftUI's:
    /// the name replaces the one an element gives itself (a progress view's `Text` label),
    /// and the outermost name wins. A view with no element inside (shapes, text, a stack of
    /// them) becomes one element with the name (SVG `role="img"`).
    ///
    /// ```swift
    /// ProgressView(value: 0.42).accessibilityLabel("Upload")
    /// ```
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return annotating { $0.setOutermost(\.label, to: label) }
    }

    /// Names the accessibility elements inside this view with `label`'s string.
    ///
    /// ```swift
    /// Gauge(value: 0.3) { EmptyView() }.accessibilityLabel(Text("Fuel"))
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.plainText())
    }

    /// Names the accessibility elements inside this view with a localized string, as a
    /// string literal does.
    ///
    /// ```swift
    /// Circle().accessibilityLabel(LocalizedStringKey("Status"))
    /// ```
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Makes this view one accessibility element described by `info`, recorded with its
    /// drawing (the SVG writer writes `role` and `aria-*` attributes on its group). A name
    /// set around it with `accessibilityLabel(_:)` replaces `info.label`; elements
    /// inside do not inherit it.
    ///
    /// ```swift
    /// Capsule().fill(.green).frame(width: 120, height: 8)
    ///     .accessibilityElement(AccessibilityInfo(role: "meter", value: 42, minimum: 0, maximum: 100))
    /// ```
    public func accessibilityElement(_ info: AccessibilityInfo) -> some View {
        ModifiedNodes(self, environment: { $0.accessibilityAnnotations = AccessibilityAnnotations() }) { node, _ in node
        }
        .modifiedForAccessibility { node, annotations in
            AccessibilityNode(child: node) { _ in annotations.applied(to: info) }
        }
    }

    /// Makes this view one accessibility element, as SwiftUI's: `.ignore` (the default) hides
    /// what is inside, `.combine` names the element with what is inside (its texts and the
    /// names of its elements, in order), `.contain` makes a group (SVG `role="group"`) of the
    /// elements inside. Names, values, hints and traits set around it apply to it.
    ///
    /// ```swift
    /// HStack { Image(systemName: "checkmark"); Text("Passing") }
    ///     .accessibilityElement(children: .combine)
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        ModifiedNodes(self, environment: { $0.accessibilityAnnotations = AccessibilityAnnotations() }) { node, _ in node
        }
        .modifiedForAccessibility { node, annotations in
            AccessibilityNode(child: node, mergingInside: children != .contain) { items in
                var info = AccessibilityInfo(role: children == .contain ? "group" : "img")
                if children == .combine { info.label = combinedLabel(of: items) }
                return annotations.applied(to: info)
            }
        }
    }

    /// Describes the value of the accessibility elements inside this view in words (SVG
    /// `aria-valuetext`), as SwiftUI's; the outermost wins.
    ///
    /// ```swift
    /// Capsule().fill(.green).frame(width: 80, height: 6).accessibilityValue("80 percent")
    /// ```
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return annotating { $0.setOutermost(\.valueDescription, to: value) }
    }

    /// `accessibilityValue(_:)` with a `Text`'s string.
    public func accessibilityValue(_ value: Text) -> some View { accessibilityValue(value.plainText()) }

    /// Describes the value with a localized string.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }

    /// Says what using the accessibility elements inside this view does (SVG
    /// `aria-description`), as SwiftUI's; the outermost wins.
    ///
    /// ```swift
    /// Button("Retry") {}.accessibilityHint("Runs the build again")
    /// ```
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let hint = String(hint)
        return annotating { $0.setOutermost(\.hint, to: hint) }
    }

    /// `accessibilityHint(_:)` with a `Text`'s string.
    public func accessibilityHint(_ hint: Text) -> some View { accessibilityHint(hint.plainText()) }

    /// Describes what happens on activation with a localized string.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }

    /// Adds traits to the accessibility elements inside this view, as SwiftUI's: in SVG,
    /// `.isButton` is `role="button"`, `.isHeader` `heading`, `.isLink` `link` and `.isImage`
    /// `img`; the other traits change nothing a file can say.
    ///
    /// ```swift
    /// Text("Build 42").accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        annotating { $0.traits.formUnion(traits) }
    }

    /// Removes traits from the accessibility elements inside this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        annotating { $0.removedTraits.formUnion(traits) }
    }

    /// Hides this view and everything inside it from assistive technology when `hidden`
    /// (SVG `aria-hidden="true"`), as SwiftUI's.
    ///
    /// ```swift
    /// Circle().fill(.green).frame(width: 8, height: 8).accessibilityHidden(true)
    /// ```
    @ViewBuilder
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        if hidden {
            ModifiedNodes(self) { node, _ in AccessibilityNode(child: node) { _ in .hidden } }
        } else {
            self
        }
    }

    /// Identifies the view for UI tests, as SwiftUI's; nothing a picture shows or says.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Keeps the view's colours when the system inverts colours (Smart Invert), as SwiftUI's;
    /// a render never inverts, so nothing changes.
    ///
    /// ```swift
    /// Image("photo").accessibilityIgnoresInvertColors()
    /// ```
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// The order assistive technology reads elements in, as SwiftUI's; a file is read in
    /// drawing order, so nothing changes.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Adds an accessibility annotation of the elements inside: the ones inside take it, and a
    /// view with none inside becomes an element (SVG `role="img"`) carrying it.
    private func annotating(_ change: @escaping @Sendable (inout AccessibilityAnnotations) -> Void) -> some View {
        ModifiedNodes(self, environment: { change(&$0.accessibilityAnnotations) }) { node, environment in
            let annotations = environment.accessibilityAnnotations
            return AccessibilityNode(child: node) { items in
                containsElement(items) ? nil : annotations.applied(to: AccessibilityInfo(role: "img"))
            }
        }
    }

    /// Wraps each node of this view, given the annotations around it.
    fileprivate func modifiedForAccessibility(
        _ wrap: @escaping (_ViewNode, AccessibilityAnnotations) -> _ViewNode
    ) -> some View {
        ModifiedNodes(self) { node, environment in wrap(node, environment.accessibilityAnnotations) }
    }
}

/// How an element made with `accessibilityElement(children:)` treats what is inside, as
/// SwiftUI's.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    /// What is inside is hidden: the element stands for it.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The elements inside stay, grouped in this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// What is inside is merged into this element: its name is theirs, in order.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an accessibility element is and does, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The ARIA role the traits make, if they make one.
    var role: String? {
        if contains(.isButton) { return "button" }
        if contains(.isLink) { return "link" }
        if contains(.isHeader) { return "heading" }
        if contains(.isImage) { return "img" }
        return nil
    }
}

/// Names, values, hints and traits set around the accessibility elements inside a view.
struct AccessibilityAnnotations: Sendable {
    var label: String?
    var valueDescription: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []

    /// Sets `field` to `text` unless a modifier further out set it first: environments are
    /// made from the outside in, so keeping the first setting makes the outermost one win.
    mutating func setOutermost(_ field: WritableKeyPath<Self, String?>, to text: String) {
        if self[keyPath: field] == nil { self[keyPath: field] = text }
    }

    /// `info` with these annotations: a name set around replaces its own, traits give it a role.
    func applied(to info: AccessibilityInfo) -> AccessibilityInfo {
        var info = info
        if let label { info.label = label }
        if let valueDescription { info.valueDescription = valueDescription }
        if let hint { info.hint = hint }
        if let role = traits.subtracting(removedTraits).role { info.role = role }
        return info
    }
}

/// Whether `items` hold an accessibility element (or a hidden part).
private func containsElement(_ items: [DrawingItem]) -> Bool {
    items.contains { item in
        guard case .layer(let inner, let style) = item.kind else { return false }
        return style.accessibility != nil || containsElement(inner)
    }
}

/// The name of an element that combines `items`: their texts and the names of the elements
/// among them, in drawing order, joined by ", " as VoiceOver reads a combined element; nil
/// when there is none.
private func combinedLabel(of items: [DrawingItem]) -> String? {
    var parts: [String] = []
    func collect(_ items: [DrawingItem]) {
        for item in items {
            switch item.kind {
            case .text(let run, _):
                let text = run.lines.map(\.text).joined(separator: " ")
                if !text.isEmpty { parts.append(text) }
            case .layer(let inner, let style):
                if let info = style.accessibility {
                    if !info.isHidden, let label = info.label { parts.append(label) }
                } else {
                    collect(inner)
                }
            default:
                break
            }
        }
    }
    collect(items)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
}

private struct AccessibilityAnnotationsKey: EnvironmentKey {
    static let defaultValue = AccessibilityAnnotations()
}

extension EnvironmentValues {
    /// The names, values, hints and traits set around the accessibility elements inside.
    var accessibilityAnnotations: AccessibilityAnnotations {
        get { self[AccessibilityAnnotationsKey.self] }
        set { self[AccessibilityAnnotationsKey.self] = newValue }
    }

    /// The name given with `accessibilityLabel(_:)` to the accessibility elements inside.
    var accessibilityLabel: String? {
        get { accessibilityAnnotations.label }
        set { accessibilityAnnotations.label = newValue }
    }
}
