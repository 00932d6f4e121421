import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import VellumPreviewNaming

/// `#Preview`: expands to a function that makes the preview, named from the file and line
/// (``PreviewNaming``) so the preview tools can call it.
///
/// ```swift
/// #Preview("Counter") {
///     @Previewable @State var count = 3
///     Text("Count: \(count)")
/// }
/// // becomes, at line 3 of Settings.swift:
/// @MainActor func _vellumPreview(line3_Settings _: ()) -> VellumCore.Preview {
///     struct _VellumPreviewBody: VellumCore.View {
///         @State var count = 3
///         var body: some VellumCore.View { Text("Count: \(count)") }
///     }
///     return VellumCore.Preview("Counter") { _VellumPreviewBody() }
/// }
/// ```
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
            let line = location.line.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
        else { throw PreviewMacroError.noLocation }
        let file = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "Preview.swift"
        let label = PreviewNaming.label(fileName: file, line: line)

        let (arguments, body) = try split(node)
        let (properties, statements) = previewables(in: body.statements)
        let returns = ReturnFinder.hasReturn(statements)

        let made: DeclSyntax
        let call: ExprSyntax
        if properties.isEmpty {
            // The body's own builder semantics: a `@ViewBuilder` function, or a plain one
            // when it returns (a builder would warn that `return` turns it off).
            made =
                returns
                ? "@MainActor func _vellumPreviewBody() -> any VellumCore.View {\(statements)\n}"
                : "@MainActor @VellumCore.ViewBuilder func _vellumPreviewBody() -> some VellumCore.View {\(statements)\n}"
            call = "_vellumPreviewBody()"
        } else {
            // `@Previewable` declarations become the state of a view whose body is the rest.
            let body: DeclSyntax =
                returns
                ? """
                var body: some VellumCore.View { VellumCore.AnyView(erasing: _vellumPreviewContent()) }
                func _vellumPreviewContent() -> any VellumCore.View {\(statements)
                }
                """
                : "var body: some VellumCore.View {\(statements)\n}"
            let members = (properties.map(\.decl.trimmedDescription) + [body.description])
                .joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            made = """
                struct _VellumPreviewBody: VellumCore.View {
                \(raw: members)
                }
                """
            call = "_VellumPreviewBody()"
        }
        let previewArguments = arguments.isEmpty ? "" : "\(arguments.trimmedDescription)"
        return [
            """
            @MainActor func \(raw: PreviewNaming.functionName)(\(raw: label) _: ()) -> VellumCore.Preview {
                \(made)
                return VellumCore.Preview(\(raw: previewArguments)) { \(call) }
            }
            """
        ]
    }

    /// The macro's arguments other than the body (name and traits, as written), and the
    /// body closure.
    static func split(_ node: some FreestandingMacroExpansionSyntax) throws -> (
        LabeledExprListSyntax, ClosureExprSyntax
    ) {
        if let closure = node.trailingClosure {
            return (node.arguments, closure)
        }
        var arguments = Array(node.arguments)
        guard let last = arguments.popLast(), last.label?.text == "body",
            let closure = last.expression.as(ClosureExprSyntax.self)
        else { throw PreviewMacroError.noBody }
        if var previous = arguments.popLast() {
            previous.trailingComma = nil
            arguments.append(previous)
        }
        return (LabeledExprListSyntax(arguments), closure)
    }

    /// The body's top-level `@Previewable` variables, without that attribute, as member
    /// declarations, and the other statements.
    static func previewables(in statements: CodeBlockItemListSyntax) -> (
        MemberBlockItemListSyntax, CodeBlockItemListSyntax
    ) {
        var properties: [MemberBlockItemSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            guard var variable = item.item.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: isPreviewable)
            else {
                rest.append(item)
                continue
            }
            variable.attributes = variable.attributes.filter { !isPreviewable($0) }
            properties.append(MemberBlockItemSyntax(decl: variable.trimmed))
        }
        return (MemberBlockItemListSyntax(properties), CodeBlockItemListSyntax(rest))
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable`: marks a variable at the top of a `#Preview` body as the preview's state.
/// `#Preview` does the work; this macro adds nothing, and refuses other places.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.contains(where: { $0.is(ClosureExprSyntax.self) }) else {
            throw PreviewMacroError.previewableOutsidePreview
        }
        return []
    }
}

/// Whether statements return, not counting returns inside closures, functions or types they
/// declare.
final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func hasReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

enum PreviewMacroError: Error, CustomStringConvertible {
    case noLocation, noBody, previewableOutsidePreview

    var description: String {
        switch self {
        case .noLocation: "#Preview needs a source location"
        case .noBody: "#Preview needs a body closure that makes the view"
        case .previewableOutsidePreview: "'@Previewable' only applies to a variable at the top of a '#Preview' body"
        }
    }
}
