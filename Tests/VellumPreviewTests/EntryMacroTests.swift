import Foundation
import Testing
import Vellum

// Declared as an app declares them (SwiftUI's `@Entry`, iOS 18).
extension EnvironmentValues {
    @Entry var entryTestAccent: Color = Color(red: 1, green: 0, blue: 0)
    @Entry var entryTestBadgeCount: Int = 3
    @Entry var entryTestTitle: String?
    @Entry var entryTestIsCompact = true
    @Entry var entryTestEdge = Edge.leading
}

/// `@Entry` expanded by the compiler plugin, used as an app uses it: defaults, writes, and a
/// view reading a value set above it.
@Suite struct EntryMacroTests {
    @Test func entriesStartAtTheirDefaultsAndTakeValues() {
        var environment = EnvironmentValues()
        #expect(environment.entryTestBadgeCount == 3)
        #expect(environment.entryTestTitle == nil)
        #expect(environment.entryTestIsCompact == true)
        environment.entryTestIsCompact = false
        #expect(environment.entryTestIsCompact == false)
        #expect(environment.entryTestEdge == .leading)
        environment.entryTestEdge = .bottom
        #expect(environment.entryTestEdge == .bottom)
        environment.entryTestBadgeCount = 7
        environment.entryTestTitle = "Inbox"
        #expect(environment.entryTestBadgeCount == 7)
        #expect(environment.entryTestTitle == "Inbox")
    }

    @Test func aViewReadsTheValueSetAboveIt() throws {
        struct Swatch: View {
            @Environment(\.entryTestAccent) var accent
            var body: some View { Rectangle().fill(accent).frame(width: 4, height: 4) }
        }
        let plain = try ImageRenderer(content: Swatch()).image().rgba(x: 2, y: 2)
        #expect(plain == (255, 0, 0, 255))
        let set = try ImageRenderer(
            content: Swatch().environment(\.entryTestAccent, Color(red: 0, green: 0, blue: 1))
        ).image().rgba(x: 2, y: 2)
        #expect(set == (0, 0, 255, 255))
    }
}
