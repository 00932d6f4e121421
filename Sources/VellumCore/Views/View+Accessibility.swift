import Foundation

extension View {
    /// Names the accessibility elements inside this view (SVG `aria-label`), as SwiftUI's:
    /// the name replaces the one an element gives itself (a progress view's `Text` label),
    /// and the outermost name wins.
    ///
    /// ```swift
    /// ProgressView(value: 0.42).accessibilityLabel("Upload")
    /// ```
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return transformEnvironment(\.accessibilityLabel) { if $0 == nil { $0 = label } }
    }

    /// Names the accessibility elements inside this view with `label`'s string.
    ///
    /// ```swift
    /// Gauge(value: 0.3) { EmptyView() }.accessibilityLabel(Text("Fuel"))
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.plainText())
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
        ModifiedNodes(environment(\.accessibilityLabel, nil)) { node, environment in
            var info = info
            if let label = environment.accessibilityLabel { info.label = label }
            return AccessibilityNode(child: node, info: info)
        }
    }
}

/// Draws its child in a layer that carries accessibility information.
final class AccessibilityNode: ModifierNode {
    let info: AccessibilityInfo

    init(child: _ViewNode, info: AccessibilityInfo) {
        self.info = info
        super.init(child: child)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let child = self.child
        context.drawLayer(accessibility: info) { layer in child.draw(in: &layer, proposal: proposal) }
    }
}

private struct AccessibilityLabelKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    /// The name given with `accessibilityLabel(_:)` to the accessibility elements inside.
    var accessibilityLabel: String? {
        get { self[AccessibilityLabelKey.self] }
        set { self[AccessibilityLabelKey.self] = newValue }
    }
}
