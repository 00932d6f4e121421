import Foundation

/// The text size the user chose, as SwiftUI's `DynamicTypeSize`. A render has no user setting:
/// it reads as `.large`, the default, the size at which Vellum draws every text style.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The older name of the text size the user chose, as SwiftUI's `ContentSizeCategory`; it reads
/// as `.large` in a render.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EnvironmentValues {
    /// The user's text size: `.large` in a render. Read-only here: Vellum draws text at the
    /// default size, so setting another would draw a picture that SwiftUI would not.
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) private var typeSize
    /// ```
    public var dynamicTypeSize: DynamicTypeSize { .large }

    /// The user's text size by its older name: `.large` in a render, read-only as
    /// ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory { .large }
}
