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

    public init(role: String, label: String? = nil, value: Double? = nil, minimum: Double? = nil, maximum: Double? = nil) {
        self.role = role
        self.label = label
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }
}
