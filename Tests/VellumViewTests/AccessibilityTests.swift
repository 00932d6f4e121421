import Foundation
import Testing
import Vellum
import VellumTestSupport
import VellumCore

// The public accessibility modifiers: what a user's own view records for the SVG writer, and
// which name wins when several are given.

@Suite struct AccessibilityModifierTests {
    static func svg(_ view: some View) throws -> String {
        try ImageRenderer(content: view.frame(width: 120, height: 40)).svgString()
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func aUserViewBecomesAnElementWithItsRoleValueAndName() throws {
        let bar = Capsule().fill(Color.green).frame(width: 100, height: 8)
        let svg = try Self.svg(bar.accessibilityElement(AccessibilityInfo(role: "meter", value: 42, minimum: 0, maximum: 100))
            .accessibilityLabel("Battery"))
        #expect(svg.contains(#"role="meter" aria-valuenow="42" aria-valuemin="0" aria-valuemax="100" aria-label="Battery""#),
                "\(svg.prefix(600))")
        // The element only describes: the pixels are the bar's.
        let plain = try ImageRenderer(content: bar.frame(width: 120, height: 40)).pngData()
        let described = try ImageRenderer(content: bar.accessibilityElement(AccessibilityInfo(role: "meter"))
            .frame(width: 120, height: 40)).pngData()
        #expect(plain == described)
    }

    @Test func theOutermostNameWins() throws {
        let svg = try Self.svg(ProgressView("Upload", value: 0.5).accessibilityLabel("Inner").accessibilityLabel("Outer"))
        #expect(Self.count(#"aria-label="Outer""#, in: svg) == 1)
        #expect(!svg.contains("Inner") && !svg.contains(#"aria-label="Upload""#))
        let text = try Self.svg(ProgressView(value: 0.5).accessibilityLabel(Text("Sync")))
        #expect(Self.count(#"aria-label="Sync""#, in: text) == 1)
    }

    @Test func elementsInsideAnElementDoNotInheritItsName() throws {
        let svg = try Self.svg(VStack { ProgressView(value: 0.2) }
            .accessibilityElement(AccessibilityInfo(role: "group")).accessibilityLabel("Both"))
        #expect(svg.contains(#"role="group" aria-label="Both""#), "\(svg.prefix(600))")
        #expect(Self.count("aria-label=", in: svg) == 1)
        #expect(Self.count(#"role="progressbar""#, in: svg) == 1)
    }
}
