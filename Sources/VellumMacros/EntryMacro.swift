import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: an environment value declared in one line, as SwiftUI's (iOS 18). The property
/// reads and writes a private key made beside it, whose default is the initial value (nil
/// for an optional written without one), evaluated on each read as SwiftUI's is. A type left
/// to the value is read from a literal (`= true`: `Bool`); from any other value the key keeps
/// one default, typed as the property is.
///
/// ```swift
/// extension EnvironmentValues { @Entry var accent: Color = .orange }
/// // becomes
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: VellumCore.EnvironmentKey {
///         typealias Value = Color
///         static var defaultValue: Value { .orange }
///     }
/// }
/// ```
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try EntryProperty(declaration)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }"
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try EntryProperty(declaration)
        guard let type = entry.type ?? entry.literalType else {
            // `@Entry var style = Style.plain`: the key's default takes its type from the value,
            // as the property does (so it must be Sendable, as any static constant).
            return [
                """
                private struct __Key_\(raw: entry.name): VellumCore.EnvironmentKey {
                    static let defaultValue = \(entry.defaultValue)
                }
                """
            ]
        }
        return [
            """
            private struct __Key_\(raw: entry.name): VellumCore.EnvironmentKey {
                typealias Value = \(type)
                static var defaultValue: Value { \(entry.defaultValue) }
            }
            """
        ]
    }
}

/// The one `var name: Type [= value]` an `@Entry` is attached to.
private struct EntryProperty {
    /// The type of a literal default (`@Entry var isOn = true`, as Apple's documentation
    /// writes it), as Swift infers it.
    var literalType: TypeSyntax? {
        if defaultValue.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if defaultValue.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if defaultValue.is(FloatLiteralExprSyntax.self) { return "Double" }
        if defaultValue.is(StringLiteralExprSyntax.self) { return "String" }
        return nil
    }

    let name: String
    /// Nil when the type is left to the initial value.
    let type: TypeSyntax?
    let defaultValue: ExprSyntax

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw EntryMacroError.notOneVariable }
        name = identifier.identifier.trimmedDescription
        let type = binding.typeAnnotation?.type
        self.type = type?.trimmed
        if let value = binding.initializer?.value {
            defaultValue = value.trimmed
        } else if let type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw EntryMacroError.noDefault
        }
    }
}

enum EntryMacroError: Error, CustomStringConvertible {
    case notOneVariable, noDefault

    var description: String {
        switch self {
        case .notOneVariable: "@Entry goes on one 'var' property"
        case .noDefault: "@Entry needs a default value (only an optional may leave it out)"
        }
    }
}
