import Foundation

/// What a view is, for assistive technology: the SVG writer writes it as a `role` and ARIA
/// attributes on the view's group; rasters ignore it.
///
/// ```swift
/// Capsule().fill(.green).frame(width: 80, height: 8)
///     .accessibilityInfo(AccessibilityInfo(role: "meter", label: "Disk", value: 0.7, minimum: 0, maximum: 1))
/// ```
public struct AccessibilityInfo: Hashable, Sendable {
    /// The ARIA role, for example `progressbar`.
    public var role: String
    /// The accessible name.
    public var label: String?
    /// The current value (`aria-valuenow`); nil for indeterminate progress.
    public var value: Double?
    /// `aria-valuemin`.
    public var minimum: Double?
    /// `aria-valuemax`.
    public var maximum: Double?

    /// Creates the information; every value but the role is optional.
    public init(role: String, label: String? = nil, value: Double? = nil, minimum: Double? = nil, maximum: Double? = nil) {
        self.role = role
        self.label = label
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }
}
