import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Vellum's macros (`#Preview`, `@Previewable`, `@Entry`).
@main
struct VellumMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
