import Foundation
import Testing
import Vellum

/// API the held-out half E's files used: the environment's calendar, a progress view of a
/// Foundation `Progress`, text from an `AttributedString`.
@Suite struct PortedAPIHalfETests {
    /// A clock reads the hour from `\.calendar`: set to UTC it gives UTC's hour, set to
    /// Tokyo's time zone nine hours later.
    @Test func theCalendarComesFromTheEnvironment() throws {
        struct Hour: View {
            @Environment(\.calendar) var calendar
            let date: Date
            var body: some View {
                Color(red: Double(calendar.component(.hour, from: date)) / 23, green: 0, blue: 0)
                    .frame(width: 4, height: 4)
            }
        }
        let noon = Date(timeIntervalSince1970: 12 * 3_600)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        var tokyo = utc
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let atUTC = try render(Hour(date: noon).environment(\.calendar, utc))
        let atTokyo = try render(Hour(date: noon).environment(\.calendar, tokyo))
        #expect(atUTC.rgba(x: 2, y: 2).red == UInt8((12.0 / 23 * 255).rounded()))
        #expect(atTokyo.rgba(x: 2, y: 2).red == UInt8((21.0 / 23 * 255).rounded()))
        #expect(EnvironmentValues().calendar == Calendar.current)
    }

    /// `ProgressView(progress)` fills as far as the `Progress` has come: a linear bar 100
    /// points wide at 4 of 10 units is filled over its first 40 points.
    @Test func aProgressViewOfAFoundationProgress() throws {
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 4
        let bar = try render(ProgressView(progress).progressViewStyle(.linear).tint(.red).frame(width: 100))
        let row = bar.height / 2
        let filled = (0..<bar.width).filter { bar.rgba(x: $0, y: row).red > 200 && bar.rgba(x: $0, y: row).green < 100 }
        #expect(filled.first == 0 && abs((filled.last ?? 0) - 39) <= 1)
        let unknown = Progress(totalUnitCount: -1)
        #expect(unknown.isIndeterminate)
        #expect(try render(ProgressView(unknown).frame(width: 20, height: 20)).width == 20)
    }

    /// An `AttributedString` draws its characters, as the same `String` does; a literal
    /// stays a localized key.
    @Test func textOfAnAttributedString() throws {
        let attributed = AttributedString("Upload 42 %")
        let fromAttributed = try render(Text(attributed).font(.system(size: 12)))
        let fromString = try render(Text(verbatim: "Upload 42 %").font(.system(size: 12)))
        #expect(fromAttributed.width == fromString.width && fromAttributed.height == fromString.height)
        var differing = 0
        for y in 0..<fromString.height {
            for x in 0..<fromString.width where fromAttributed.rgba(x: x, y: y) != fromString.rgba(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing == 0)
        let literal = Text("**bold**")
        #expect(try render(literal).width != (try render(Text(verbatim: "**bold**")).width))
    }
}

/// `GraphicsContext.BlendMode`'s raw values, as SwiftUI numbers them (Core Graphics').
@Suite struct BlendModeNumberTests {
    @Test func everyModeHasCoreGraphicsNumberAndBack() {
        #expect(GraphicsContext.BlendMode.normal.rawValue == 0)
        #expect(GraphicsContext.BlendMode.screen.rawValue == 2)
        #expect(GraphicsContext.BlendMode.luminosity.rawValue == 15)
        #expect(GraphicsContext.BlendMode.clear.rawValue == 16)
        #expect(GraphicsContext.BlendMode.xor.rawValue == 25)
        #expect(GraphicsContext.BlendMode.plusLighter.rawValue == 27)
        for mode in BlendMode.allCases { #expect(BlendMode(rawValue: mode.rawValue) == mode) }
        #expect(Set(BlendMode.allCases.map(\.rawValue)).count == BlendMode.allCases.count)
        #expect(GraphicsContext.BlendMode(rawValue: 99) == .normal && BlendMode(rawValue: -1) == .normal)
    }
}
