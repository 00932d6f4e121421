import Foundation
import VellumGeometry

/// Why a view's content is redacted, as SwiftUI's `RedactionReasons`.
///
/// ```swift
/// ArticleCard(article: .sample).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a placeholder while the real data loads: text and images are drawn as
    /// rounded bars and blocks of their size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private: only views marked `privacySensitive()` are hidden (here, drawn
    /// as placeholders); the rest draws as it is.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date: SwiftUI dims nothing by itself, so it draws as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Why the views inside are redacted; empty (the default) draws them as they are.
    ///
    /// ```swift
    /// if environment.redactionReasons.contains(.placeholder) { … }
    /// ```
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views inside show private data (`privacySensitive()`).
    public var isSensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images inside are drawn as placeholder shapes.
    var drawsPlaceholders: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isSensitive)
    }
}

extension View {
    /// Redacts the view's text and images for `reason`, as SwiftUI's skeleton loading look:
    /// with `.placeholder`, each line of text is a rounded bar and each image a rounded block,
    /// in the foreground style at 16 % opacity (iOS's secondary fill), sized as the content.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Headline of the day").font(.headline)
    ///     Text("A line of summary")
    /// }
    /// .redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Draws the view unredacted inside a redacted one.
    ///
    /// ```swift
    /// Text("Loading…").unredacted()
    /// ```
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the view as showing private data: redacted under `.privacy`.
    ///
    /// ```swift
    /// Text(account.number).privacySensitive()
    /// ```
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isSensitive, sensitive)
    }
}

extension GraphicsContext {
    /// The opacity of a placeholder's fill, iOS's secondary system fill.
    static let placeholderOpacity = 0.16

    /// Fills `rect` as a redacted placeholder with `style` at the placeholder opacity.
    mutating func fillPlaceholder(_ rect: CGRect, cornerRadius: CGFloat, with shading: Shading) {
        guard rect.width > 0, rect.height > 0 else { return }
        var layer = self
        layer.opacity *= Self.placeholderOpacity
        let radius = min(cornerRadius, rect.height / 2, rect.width / 2)
        layer.fill(Path(roundedRect: rect, cornerRadius: radius, style: .continuous), with: shading)
    }
}
