import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: an environment value declared in one line, as SwiftUI's (iOS 18). The property
/// reads and writes a private key made beside it, whose default is the initial value (nil
/// for an optional written without one), evaluated on each read as SwiftUI's is.
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
        return [
            """
            private struct __Key_\(raw: entry.name): VellumCore.EnvironmentKey {
                typealias Value = \(entry.type)
                static var defaultValue: Value { \(entry.defaultValue) }
            }
            """
        ]
    }
}

/// The one `var name: Type [= value]` an `@Entry` is attached to.
private struct EntryProperty {
    let name: String
    let type: TypeSyntax
    let defaultValue: ExprSyntax

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw EntryMacroError.notOneVariable }
        guard let type = binding.typeAnnotation?.type else { throw EntryMacroError.noType }
        name = identifier.identifier.trimmedDescription
        self.type = type.trimmed
        if let value = binding.initializer?.value {
            defaultValue = value.trimmed
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw EntryMacroError.noDefault
        }
    }
}

enum EntryMacroError: Error, CustomStringConvertible {
    case notOneVariable, noType, noDefault

    var description: String {
        switch self {
        case .notOneVariable: "@Entry goes on one 'var' property"
        case .noType: "@Entry needs the property's type written out: @Entry var name: Type = value"
        case .noDefault: "@Entry needs a default value (only an optional may leave it out)"
        }
    }
}
