import VellumCore

/// Declares an environment value in one line, as SwiftUI's `@Entry` (iOS 18): the property
/// reads and writes a key the macro makes beside it, with the initial value as the key's
/// default (nil for an optional written without one); the type may be left to the value.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
///     @Entry var isCompact = false
/// }
/// Text("Hi").foregroundStyle(.tint).environment(\.accent, .green)
/// ```
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "VellumMacros", type: "EntryMacro")
