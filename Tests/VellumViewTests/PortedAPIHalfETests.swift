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

/// A canvas draws the views of its `symbols` by their tags, as SwiftUI's `Canvas(renderer:symbols:)`.
@Suite struct CanvasSymbolTests {
    /// A 10-point red square drawn at two centres fills exactly those two squares; an unknown
    /// tag resolves to nothing.
    @Test func symbolsAreDrawnWhereTheRendererPutsThem() throws {
        var unknownResolved = true
        var measured = CGSize.zero
        let canvas = Canvas { context, _ in
            unknownResolved = context.resolveSymbol(id: 7) != nil
            guard let square = context.resolveSymbol(id: 0) else { return }
            measured = square.size
            context.draw(square, at: CGPoint(x: 15, y: 10))
            context.draw(square, at: CGPoint(x: 50, y: 10), anchor: .topLeading)
        } symbols: {
            Rectangle().fill(.red).frame(width: 10, height: 10).tag(0)
        }
        let image = try render(canvas.frame(width: 80, height: 30))
        #expect(!unknownResolved)
        #expect(measured == CGSize(width: 10, height: 10))
        #expect(image.rgba(x: 15, y: 10).red == 255 && image.rgba(x: 15, y: 10).alpha == 255)
        #expect(image.rgba(x: 10, y: 6).alpha == 255 && image.rgba(x: 19, y: 14).alpha == 255)
        #expect(image.rgba(x: 8, y: 10).alpha == 0 && image.rgba(x: 21, y: 10).alpha == 0)
        #expect(image.rgba(x: 30, y: 10).alpha == 0)
        #expect(image.rgba(x: 55, y: 15).red == 255 && image.rgba(x: 48, y: 15).alpha == 0)
        #expect(image.rgba(x: 55, y: 22).alpha == 0)
    }

    /// Symbols resolve inside the canvas's layers too, as SwiftUI's metaball example draws
    /// them in a filtered layer.
    @Test func symbolsResolveInsideLayers() throws {
        let canvas = Canvas { context, _ in
            context.drawLayer { layer in
                guard let dot = layer.resolveSymbol(id: "dot") else { return }
                layer.draw(dot, at: CGPoint(x: 10, y: 10))
            }
        } symbols: {
            Color.red.frame(width: 8, height: 8).tag("dot")
        }
        let image = try render(canvas.frame(width: 20, height: 20))
        #expect(image.rgba(x: 10, y: 10).red > 240 && image.rgba(x: 10, y: 10).alpha == 255)
        #expect(image.rgba(x: 2, y: 2).alpha == 0)
    }

    /// `draw(_:in:)` lays the symbol out again in the rectangle: a flexible rectangle takes the
    /// canvas's size when measured, and the rectangle's when drawn in one.
    @Test func aSymbolDrawnInARectangleIsLaidOutInIt() throws {
        var measured = CGSize.zero
        let canvas = Canvas { context, _ in
            guard let fill = context.resolveSymbol(id: "fill") else { return }
            measured = fill.size
            context.draw(fill, in: CGRect(x: 40, y: 0, width: 20, height: 20))
        } symbols: {
            Rectangle().fill(.green).tag("fill")
        }
        let image = try render(canvas.frame(width: 60, height: 20))
        #expect(measured == CGSize(width: 60, height: 20))
        #expect(image.rgba(x: 41, y: 1).green > 100 && image.rgba(x: 58, y: 18).alpha == 255)
        #expect(image.rgba(x: 38, y: 10).alpha == 0 && image.rgba(x: 5, y: 5).alpha == 0)
    }
}

/// SwiftUI's attribute scope on an `AttributedString`: a `Text` draws each run's own colour and font.
@Suite struct SwiftUIAttributeScopeTests {
    @Test func runsKeepTheirColoursAndFonts() throws {
        var attributed = AttributedString("AAAA")
        attributed.foregroundColor = .blue
        let firstTwo = attributed.startIndex..<attributed.index(attributed.startIndex, offsetByCharacters: 2)
        attributed[firstTwo].foregroundColor = .red
        let image = try render(Text(attributed).font(.system(size: 30)))
        let half = image.width / 2
        var leftRed = 0
        var leftBlue = 0
        var rightRed = 0
        var rightBlue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.rgba(x: x, y: y)
                guard pixel.alpha > 200 else { continue }
                let isRed = pixel.red > 200 && pixel.blue < 60
                let isBlue = pixel.blue > 200 && pixel.red < 60
                if x < half {
                    leftRed += isRed ? 1 : 0
                    leftBlue += isBlue ? 1 : 0
                } else {
                    rightRed += isRed ? 1 : 0
                    rightBlue += isBlue ? 1 : 0
                }
            }
        }
        #expect(leftRed > 50 && leftBlue == 0)
        #expect(rightBlue > 50 && rightRed == 0)

        var sized = AttributedString("Ag")
        sized.font = .system(size: 40)
        let large = try render(Text(sized).font(.system(size: 10)))
        let small = try render(Text(verbatim: "Ag").font(.system(size: 10)))
        #expect(large.height > 3 * small.height)
        #expect(AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.name == "SwiftUI.ForegroundColor")
    }

    /// An underline set on a run draws a line under it, as `Text.underline()` does.
    @Test func anUnderlineStyleOnARunIsTheTextsUnderline() throws {
        var attributed = AttributedString("Linked")
        attributed.underlineStyle = Text.LineStyle(pattern: .solid, color: .red)
        let styled = try render(Text(attributed).font(.system(size: 20)))
        let modified = try render(Text(verbatim: "Linked").underline(color: .red).font(.system(size: 20)))
        #expect(styled.width == modified.width && styled.height == modified.height)
        for y in 0..<styled.height {
            for x in 0..<styled.width { #expect(styled.rgba(x: x, y: y) == modified.rgba(x: x, y: y)) }
        }
    }
}
