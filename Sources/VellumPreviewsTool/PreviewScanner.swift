import Foundation
import SwiftParser
import SwiftSyntax
import VellumPreviewNaming

/// A preview found in a source file: a `#Preview` or a type that conforms to
/// `PreviewProvider`, with the `#if` conditions around it.
struct FoundPreview: Codable, Equatable {
    enum Kind: String, Codable { case macro, provider }
    var kind: Kind
    /// The file's name ("Card.swift").
    var fileName: String
    var line: Int
    /// The provider's type name; nil for a `#Preview`.
    var typeName: String?
    /// The conditions of the `#if` clauses around it, innermost last (`DEBUG`, `!(os(iOS))`).
    var conditions: [String]

    /// The Swift expression that makes its `PreviewEntry` in a module that imports `module`,
    /// or in the preview's own module for nil.
    func entry(module: String?, ownModule: String = "") -> String {
        let fileID = "\(module ?? ownModule)/\(fileName)".debugDescription
        let qualifier = module.map { "\($0)." } ?? ""
        switch kind {
        case .macro:
            return
                "PreviewEntry(fileID: \(fileID), line: \(line), preview: \(qualifier)\(PreviewNaming.call(fileName: fileName, line: line)))"
        case .provider:
            return "PreviewEntry(fileID: \(fileID), line: \(line), provider: \(qualifier)\(typeName ?? "").self)"
        }
    }
}

/// What a file holds for the preview tools: its previews, and why it cannot be compiled
/// without its app, if it cannot.
struct ScannedFile: Codable {
    var path: String
    var previews: [FoundPreview]
    /// Why the renderer leaves the file out (`@main`, UIKit), or nil.
    var skipReason: String?
}

/// Finds the previews of a file by parsing it (SwiftParser): `#Preview` at the top level and
/// non-private, non-generic types whose inheritance names `PreviewProvider`, through `#if`.
enum PreviewScanner {
    static func scan(path: String) throws -> ScannedFile {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return scan(source: source, path: path)
    }

    static func scan(source: String, path: String) -> ScannedFile {
        let file = Parser.parse(source: source)
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let converter = SourceLocationConverter(fileName: fileName, tree: file)
        var found: [FoundPreview] = []
        var skip: String?
        if fileName == "main.swift" { skip = "main.swift is the app's entry point" }

        func visit(_ items: CodeBlockItemListSyntax, conditions: [String]) {
            for item in items {
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    var earlier: [String] = []
                    for clause in ifConfig.clauses {
                        var here = earlier.map { "!(\($0))" }
                        if let condition = clause.condition?.trimmedDescription {
                            here.append(condition)
                            earlier.append(condition)
                        }
                        if case .statements(let inner) = clause.elements {
                            visit(
                                inner, conditions: conditions + [here.joined(separator: " && ")].filter { !$0.isEmpty })
                        }
                    }
                    continue
                }
                if let macro = item.item.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    let line = macro.pound.startLocation(converter: converter).line
                    found.append(FoundPreview(kind: .macro, fileName: fileName, line: line, conditions: conditions))
                } else if let macro = item.item.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    let line = macro.pound.startLocation(converter: converter).line
                    found.append(FoundPreview(kind: .macro, fileName: fileName, line: line, conditions: conditions))
                } else if let name = providerName(item.item) {
                    let line = name.startLocation(converter: converter).line
                    found.append(
                        FoundPreview(
                            kind: .provider, fileName: fileName, line: line, typeName: name.text, conditions: conditions
                        ))
                }
                if let decl = item.item.asProtocol(WithAttributesSyntax.self),
                    decl.attributes.contains(where: { $0.trimmedDescription == "@main" })
                {
                    skip = "it declares the app's @main type"
                }
                if conditions.isEmpty, let importDecl = item.item.as(ImportDeclSyntax.self),
                    let module = importDecl.path.first?.name.text,
                    ["UIKit", "AppKit", "SwiftUI", "WatchKit"].contains(module)
                {
                    skip = skip ?? "it imports \(module), which Linux does not have"
                }
            }
        }
        visit(file.statements, conditions: [])
        return ScannedFile(path: path, previews: found, skipReason: skip)
    }

    /// The name of the type `item` declares if it conforms to `PreviewProvider` and other
    /// files can name it.
    static func providerName(_ item: CodeBlockItemSyntax.Item) -> TokenSyntax? {
        let decl:
            (name: TokenSyntax, inheritance: InheritanceClauseSyntax?, modifiers: DeclModifierListSyntax, generic: Bool)
        if let type = item.as(StructDeclSyntax.self) {
            decl = (type.name, type.inheritanceClause, type.modifiers, type.genericParameterClause != nil)
        } else if let type = item.as(EnumDeclSyntax.self) {
            decl = (type.name, type.inheritanceClause, type.modifiers, type.genericParameterClause != nil)
        } else if let type = item.as(ClassDeclSyntax.self) {
            decl = (type.name, type.inheritanceClause, type.modifiers, type.genericParameterClause != nil)
        } else {
            return nil
        }
        let names = decl.inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard names.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") }),
            !decl.generic,
            !decl.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
        else { return nil }
        return decl.name
    }
}
