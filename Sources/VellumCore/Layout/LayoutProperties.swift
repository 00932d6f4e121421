/// Properties of a kind of layout, as SwiftUI's: a stack says its axis, so that a `Spacer`
/// inside grows along it.
///
/// ```swift
/// struct Row: Layout {
///     static var layoutProperties: LayoutProperties {
///         var properties = LayoutProperties()
///         properties.stackOrientation = .horizontal
///         return properties
///     }
///     // sizeThatFits and placeSubviews ...
/// }
/// ```
public struct LayoutProperties: Sendable, Hashable {
    /// The axis the layout stacks its subviews along, or nil when it is no stack.
    /// Default: nil.
    public var stackOrientation: Axis?

    /// Properties with every value at its default.
    public init() {}
}
