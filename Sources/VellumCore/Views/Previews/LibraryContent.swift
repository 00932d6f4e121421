import Foundation

// Xcode's library of views and modifiers: packages describe entries for it beside their views,
// and SwiftUI re-exports the types (from DeveloperToolsSupport). There is no Xcode library on
// Linux, so the entries compile and nothing reads them.

/// An entry for Xcode's library, as DeveloperToolsSupport's: an expression to insert, with a
/// title and a category. Its snippet is never evaluated.
///
/// ```swift
/// struct Badges: LibraryContentProvider {
///     var views: [LibraryItem] {
///         LibraryItem(Badge(count: 3), title: "Badge", category: .control)
///     }
/// }
/// ```
public struct LibraryItem: Sendable {
    /// The library section an item belongs to.
    public struct Category: Hashable, Sendable {
        private let name: String
        /// Controls.
        public static let control = Category(name: "control")
        /// Visual effects.
        public static let effect = Category(name: "effect")
        /// Layout.
        public static let layout = Category(name: "layout")
        /// Anything else.
        public static let other = Category(name: "other")
    }

    /// Whether the item shows in the library.
    public let isVisible: Bool
    /// The title shown in the library (nil: Xcode makes one).
    public let title: String?
    /// The section the item is in.
    public let category: Category
    /// The signature code completion matches (nil: none).
    public let matchingSignature: String?

    /// An item inserting `snippet`.
    public init<SnippetExpressionType>(
        _ snippet: @autoclosure () -> SnippetExpressionType, visible: Bool = true, title: String? = nil,
        category: Category = .other, matchingSignature: String? = nil
    ) {
        isVisible = visible
        self.title = title
        self.category = category
        self.matchingSignature = matchingSignature
    }
}

/// Gathers library items, as DeveloperToolsSupport's builder.
@resultBuilder
public enum LibraryContentBuilder {
    public static func buildExpression(_ expression: LibraryItem) -> [LibraryItem] { [expression] }
    public static func buildExpression(_ expression: [LibraryItem]) -> [LibraryItem] { expression }
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    public static func buildOptional(_ items: [LibraryItem]?) -> [LibraryItem] { items ?? [] }
    public static func buildEither(first items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildEither(second items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildArray(_ items: [[LibraryItem]]) -> [LibraryItem] { items.flatMap { $0 } }
    public static func buildLimitedAvailability(_ items: [LibraryItem]) -> [LibraryItem] { items }
}

/// A source of Xcode library entries: views, and modifiers of `ModifierBase`, as
/// DeveloperToolsSupport's. Both default to none.
///
/// ```swift
/// struct Modifiers: LibraryContentProvider {
///     @LibraryContentBuilder
///     func modifiers(base: AnyView) -> [LibraryItem] {
///         LibraryItem(base.padding(8), title: "Padding", category: .layout)
///     }
/// }
/// ```
public protocol LibraryContentProvider {
    /// What the modifier entries apply to.
    associatedtype ModifierBase = Any
    /// The view entries.
    @LibraryContentBuilder var views: [LibraryItem] { get }
    /// The modifier entries, applied to `base`.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}
