import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import VellumMacros
import VellumPreviewNaming

/// What `#Preview` and `@Previewable` expand to, as the compiler would expand them.
@Suite struct PreviewMacroExpansionTests {
    let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self)
    ]

    func expect(
        _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
            testFileName: "Card.swift",
            failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test func aBodyBecomesAViewBuilderFunctionNamedByFileAndLine() {
        expect(
            """
            #Preview {
                Text("hi")
            }
            """,
            expands: """
                @MainActor func _vellumPreview(line1_Card _: ()) -> VellumCore.Preview {
                    @MainActor @VellumCore.ViewBuilder func _vellumPreviewBody() -> some VellumCore.View {
                        Text("hi")
                    }
                    return VellumCore.Preview() {
                        _vellumPreviewBody()
                    }
                }
                """)
    }

    @Test func theNameAndTraitsPassThroughAsWritten() {
        expect(
            """
            let x = 1
            #Preview("Wide", traits: .fixedLayout(width: 300, height: 100), .landscapeLeft) {
                Banner()
            }
            """,
            expands: """
                let x = 1
                @MainActor func _vellumPreview(line2_Card _: ()) -> VellumCore.Preview {
                    @MainActor @VellumCore.ViewBuilder func _vellumPreviewBody() -> some VellumCore.View {
                        Banner()
                    }
                    return VellumCore.Preview("Wide", traits: .fixedLayout(width: 300, height: 100), .landscapeLeft) {
                        _vellumPreviewBody()
                    }
                }
                """)
    }

    @Test func aBodyThatReturnsIsAPlainFunction() {
        expect(
            """
            #Preview(body: {
                let side = 4.0
                return Color.red.frame(width: side, height: side)
            })
            """,
            expands: """
                @MainActor func _vellumPreview(line1_Card _: ()) -> VellumCore.Preview {
                    @MainActor func _vellumPreviewBody() -> any VellumCore.View {
                        let side = 4.0
                        return Color.red.frame(width: side, height: side)
                    }
                    return VellumCore.Preview() {
                        _vellumPreviewBody()
                    }
                }
                """)
    }

    @Test func previewableVariablesBecomeTheStateOfAView() {
        expect(
            """
            #Preview("Counter") {
                @Previewable @State var count = 3
                Text("\\(count)").onTapGesture { count += 1 }
            }
            """,
            expands: """
                @MainActor func _vellumPreview(line1_Card _: ()) -> VellumCore.Preview {
                    struct _VellumPreviewBody: VellumCore.View {
                        @State var count = 3
                        var body: some VellumCore.View {
                            Text("\\(count)").onTapGesture {
                                count += 1
                            }
                        }
                    }
                    return VellumCore.Preview("Counter") {
                        _VellumPreviewBody()
                    }
                }
                """)
    }

    @Test func previewableOutsideAPreviewIsAnError() {
        expect(
            "@Previewable @State var count = 3",
            expands: "@State var count = 3",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Previewable' only applies to a variable at the top of a '#Preview' body", line: 1,
                    column: 1)
            ])
    }

    @Test func labelsAreUniquePerFileAndLine() {
        #expect(PreviewNaming.label(fileName: "Card.swift", line: 12) == "line12_Card")
        #expect(PreviewNaming.label(fileName: "My View.swift", line: 3) == "line3_My_20_View")
        #expect(
            PreviewNaming.label(fileName: "a_b.swift", line: 1) != PreviewNaming.label(fileName: "a-b.swift", line: 1))
        #expect(PreviewNaming.label(fileName: "Module/Sub/Card.swift", line: 7) == "line7_Card")
    }
}
