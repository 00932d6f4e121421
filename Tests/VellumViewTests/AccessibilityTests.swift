import Foundation
import Testing
import Vellum
import VellumCore
import VellumTestSupport

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
        let svg = try Self.svg(
            bar.accessibilityElement(AccessibilityInfo(role: "meter", value: 42, minimum: 0, maximum: 100))
                .accessibilityLabel("Battery"))
        #expect(
            svg.contains(
                #"role="meter" aria-valuenow="42" aria-valuemin="0" aria-valuemax="100" aria-label="Battery""#),
            "\(svg.prefix(600))")
        // The element only describes: the pixels are the bar's.
        let plain = try ImageRenderer(content: bar.frame(width: 120, height: 40)).pngData()
        let described = try ImageRenderer(
            content: bar.accessibilityElement(AccessibilityInfo(role: "meter"))
                .frame(width: 120, height: 40)
        ).pngData()
        #expect(plain == described)
    }

    @Test func theOutermostNameWins() throws {
        let svg = try Self.svg(
            ProgressView("Upload", value: 0.5).accessibilityLabel("Inner").accessibilityLabel("Outer"))
        #expect(Self.count(#"aria-label="Outer""#, in: svg) == 1)
        #expect(!svg.contains("Inner") && !svg.contains(#"aria-label="Upload""#))
        let text = try Self.svg(ProgressView(value: 0.5).accessibilityLabel(Text("Sync")))
        #expect(Self.count(#"aria-label="Sync""#, in: text) == 1)
    }

    @Test func elementsInsideAnElementDoNotInheritItsName() throws {
        let svg = try Self.svg(
            VStack { ProgressView(value: 0.2) }
                .accessibilityElement(AccessibilityInfo(role: "group")).accessibilityLabel("Both"))
        #expect(svg.contains(#"role="group" aria-label="Both""#), "\(svg.prefix(600))")
        #expect(Self.count("aria-label=", in: svg) == 1)
        #expect(Self.count(#"role="progressbar""#, in: svg) == 1)
    }
}

// SwiftUI's accessibility modifiers as everyday code writes them, read back from the SVG.
@Suite struct SwiftUIAccessibilityModifierTests {
    static func svg(_ view: some View) throws -> String {
        try ImageRenderer(content: view.frame(width: 160, height: 40)).svgString()
    }

    @Test func aLabelledShapeBecomesANamedImage() throws {
        let svg = try Self.svg(
            Circle().fill(.green).frame(width: 10, height: 10)
                .accessibilityLabel("Online").accessibilityValue("3 of 4").accessibilityHint("Opens the status page"))
        #expect(
            svg.contains(
                #"role="img" aria-label="Online" aria-valuetext="3 of 4" aria-description="Opens the status page""#),
            "\(svg)")
        // One element, however many modifiers name it.
        #expect(svg.components(separatedBy: "role=").count == 2)
    }

    @Test func hiddenViewsAreHiddenAndDrawnTheSame() throws {
        let dot = Circle().fill(.red).frame(width: 10, height: 10)
        let svg = try Self.svg(
            HStack {
                dot.accessibilityHidden(true); Text("Failing")
            })
        #expect(svg.contains(#"aria-hidden="true""#) && !svg.contains("role="))
        #expect(!(try Self.svg(dot.accessibilityHidden(false))).contains("aria-hidden"))
        let plain = try ImageRenderer(content: dot).pngData()
        #expect(try ImageRenderer(content: dot.accessibilityHidden(true)).pngData() == plain)
    }

    @Test func elementsCombineIgnoreOrContainWhatIsInside() throws {
        let row = HStack {
            Circle().fill(.green).frame(width: 10, height: 10).accessibilityLabel("Passing")
            Text("main")
        }
        let combined = try Self.svg(row.accessibilityElement(children: .combine))
        #expect(combined.contains(#"role="img" aria-label="Passing, main""#), "\(combined)")
        let ignored = try Self.svg(row.accessibilityElement().accessibilityLabel("Build"))
        #expect(ignored.contains(#"role="img" aria-label="Build""#) && !ignored.contains("Passing"))
        let contained = try Self.svg(row.accessibilityElement(children: .contain))
        #expect(contained.contains(#"role="group""#) && contained.contains(#"aria-label="Passing""#))
    }

    @Test func traitsGiveRolesAndButtonsAreButtons() throws {
        let header = try Self.svg(Text("Builds").accessibilityAddTraits(.isHeader))
        #expect(header.contains(#"role="heading""#))
        let removed = try Self.svg(
            Text("Builds").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isHeader))
        #expect(removed.contains(#"role="img""#) && !removed.contains("heading"))
        let button = try Self.svg(Button("Retry") {}.buttonStyle(.borderedProminent))
        #expect(button.contains(#"role="button" aria-label="Retry""#), "\(button)")
        let named = try Self.svg(Button("Retry") {}.accessibilityLabel("Run again").accessibilityIdentifier("retry"))
        #expect(named.contains(#"role="button" aria-label="Run again""#))
    }
}
