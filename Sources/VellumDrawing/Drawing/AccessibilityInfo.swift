import Foundation

/// What a view is, for assistive technology: written by the SVG writer as ARIA attributes.
///
/// ```swift
/// Capsule().fill(.green).frame(width: 120, height: 8)
///     .accessibilityElement(AccessibilityInfo(role: "meter", value: 42, minimum: 0, maximum: 100))
///     .accessibilityLabel("Battery")
/// ```
public struct AccessibilityInfo: Hashable, Sendable {
    /// The ARIA role, for example `progressbar`.
    public var role: String
    /// The accessible name. Default: none.
    public var label: String?
    /// The current value (`aria-valuenow`); nil for indeterminate progress. Default: none.
    public var value: Double?
    /// `aria-valuemin`. Default: none.
    public var minimum: Double?
    /// `aria-valuemax`. Default: none.
    public var maximum: Double?
    /// The value in words (`aria-valuetext`), as `accessibilityValue(_:)` gives it. Default: none.
    public var valueDescription: String?
    /// What using the element does (`aria-description`), as `accessibilityHint(_:)` gives it.
    /// Default: none.
    public var hint: String?
    /// Hidden from assistive technology with everything inside (`aria-hidden="true"`, and no
    /// role), as `accessibilityHidden(true)`. Default: false.
    public var isHidden: Bool

    public init(
        role: String, label: String? = nil, value: Double? = nil, minimum: Double? = nil, maximum: Double? = nil,
        valueDescription: String? = nil, hint: String? = nil, isHidden: Bool = false
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.valueDescription = valueDescription
        self.hint = hint
        self.isHidden = isHidden
    }

    /// Hidden from assistive technology, with everything inside.
    public static let hidden = AccessibilityInfo(role: "presentation", isHidden: true)
}
