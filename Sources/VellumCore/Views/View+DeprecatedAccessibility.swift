import Foundation

// SwiftUI's first accessibility modifiers, deprecated since iOS 14 and still in much code:
// each is the modern modifier of the same name.

extension View {
    /// Names the view for assistive technologies; SwiftUI's older spelling of
    /// ``accessibilityLabel(_:)-(Text)``.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibility(label: Text("Favourite"))
    /// ```
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The view's value for assistive technologies; the older spelling of
    /// ``accessibilityValue(_:)-(Text)``.
    ///
    /// ```swift
    /// ProgressView(value: 0.4).accessibility(value: Text("40 percent"))
    /// ```
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// What acting on the view does; the older spelling of ``accessibilityHint(_:)-(Text)``.
    ///
    /// ```swift
    /// Button("Send") {}.accessibility(hint: Text("Sends the message"))
    /// ```
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Hides the view from assistive technologies; the older spelling of
    /// ``accessibilityHidden(_:)``.
    ///
    /// ```swift
    /// Divider().accessibility(hidden: true)
    /// ```
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// An identifier for tests; the older spelling of ``accessibilityIdentifier(_:)``.
    ///
    /// ```swift
    /// Text("Total").accessibility(identifier: "total")
    /// ```
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Adds traits; the older spelling of ``accessibilityAddTraits(_:)``.
    ///
    /// ```swift
    /// Text("Settings").accessibility(addTraits: .isHeader)
    /// ```
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes traits; the older spelling of ``accessibilityRemoveTraits(_:)``.
    ///
    /// ```swift
    /// Image("logo").accessibility(removeTraits: .isImage)
    /// ```
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }

    /// The order among siblings; the older spelling of ``accessibilitySortPriority(_:)``.
    ///
    /// ```swift
    /// Text("First").accessibility(sortPriority: 1)
    /// ```
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
