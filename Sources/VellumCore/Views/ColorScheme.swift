import Foundation

/// Light or dark appearance, as SwiftUI's `ColorScheme`: the system colours, the
/// hierarchical styles (`.primary`, `.secondary`, …), `.background` and the built-in
/// progress and gauge styles take Apple's iOS values for it.
///
/// ```swift
/// StatsCard().environment(\.colorScheme, .dark)
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The colour scheme of what is drawn. Default: `.light`.
    ///
    /// ```swift
    /// Text("Build passed").environment(\.colorScheme, .dark)
    /// ```
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Draws this view and its content in `colorScheme` (nil: as inherited). On Apple
    /// platforms the preference reaches up to the whole window; a render has no window, so
    /// Vellum applies it to the view it modifies: put it on the root view to render
    /// everything dark.
    ///
    /// ```swift
    /// ImageRenderer(content: StatsCard().preferredColorScheme(.dark))
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        ModifiedNodes(
            self,
            environment: { environment in
                if let colorScheme { environment.colorScheme = colorScheme }
            })
    }

    /// Draws this view and its content in `colorScheme` (deprecated in SwiftUI): as
    /// `environment(\.colorScheme, colorScheme)`.
    ///
    /// ```swift
    /// StatsCard().colorScheme(.dark)
    /// ```
    @available(*, deprecated, message: "Use preferredColorScheme(_:) or environment(\\.colorScheme, _:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
