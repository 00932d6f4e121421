import Foundation
import Testing
import Vellum

// SwiftUI code for styles, colour and text, written as Apple's documentation and everyday
// app code write it: each snippet must compile unchanged with `import Vellum` and draw.

private struct MyShapeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        if environment.colorScheme == .light {
            return Color.red.blendMode(.lighten)
        } else {
            return Color.red.blendMode(.darken)
        }
    }
}

private struct BuildStatus: View {
    var passed: Bool
    var body: some View {
        HStack {
            Circle().fill(passed ? Color.green : .red).frame(width: 10, height: 10)
            Text(passed ? "Passed" : "Failed").font(.headline)
            Text("main · 4 min").foregroundStyle(.secondary)
        }
    }
}

@MainActor private let snippets: [(String, AnyView)] = [
    // Hierarchical and semantic styles.
    ("secondary", AnyView(Text("Subtitle").foregroundStyle(.secondary))),
    ("tertiary fill", AnyView(Rectangle().fill(.tertiary).frame(width: 20, height: 20))),
    ("quaternary", AnyView(Capsule().fill(.quaternary).frame(width: 40, height: 10))),
    ("quinary", AnyView(Circle().fill(.quinary).frame(width: 20, height: 20))),
    (
        "levels",
        AnyView(
            VStack {
                Text("Title"); Text("Detail").foregroundStyle(.secondary)
            }.foregroundStyle(.blue, .gray))
    ),
    ("three levels", AnyView(Text("a").foregroundStyle(.tertiary).foregroundStyle(.black, .gray, .orange))),
    ("tint", AnyView(Circle().fill(.tint).frame(width: 20, height: 20).tint(.purple))),
    ("foreground", AnyView(Capsule().stroke(.foreground, lineWidth: 2).frame(width: 40, height: 20))),
    ("background", AnyView(Text("42").padding().background(.background, in: RoundedRectangle(cornerRadius: 8)))),
    (
        "background secondary",
        AnyView(RoundedRectangle(cornerRadius: 10).fill(.background.secondary).frame(width: 40, height: 20))
    ),
    ("color gradient", AnyView(RoundedRectangle(cornerRadius: 12).fill(.blue.gradient).frame(width: 60, height: 30))),
    (
        "any gradient",
        AnyView(Circle().fill(AnyGradient(Gradient(colors: [.yellow, .blue]))).frame(width: 30, height: 30))
    ),
    (
        "perceptual",
        AnyView(
            Rectangle().fill(Gradient(colors: [.blue, .yellow]).colorSpace(.perceptual)).frame(width: 60, height: 20))
    ),
    (
        "linear of any",
        AnyView(
            Rectangle().fill(LinearGradient(Color.red.gradient, startPoint: .leading, endPoint: .trailing))
                .frame(width: 40, height: 20))
    ),
    ("style opacity", AnyView(Circle().fill(Color.blue.gradient.opacity(0.5)).frame(width: 20, height: 20))),
    ("style blend", AnyView(Circle().fill(Color.red.blendMode(.multiply)).frame(width: 20, height: 20))),
    (
        "drop shadow",
        AnyView(Circle().fill(.blue.shadow(.drop(radius: 6, y: 3))).frame(width: 30, height: 30).padding(10))
    ),
    (
        "inner shadow",
        AnyView(
            RoundedRectangle(cornerRadius: 12).fill(.white.shadow(.inner(color: .black.opacity(0.3), radius: 4)))
                .frame(width: 60, height: 30))
    ),
    ("custom style", AnyView(Rectangle().fill(MyShapeStyle()).frame(width: 20, height: 20))),
    (
        "background style",
        AnyView(Rectangle().fill(.background).frame(width: 20, height: 20).backgroundStyle(.indigo.gradient))
    ),
    // Colour.
    ("mix", AnyView(Rectangle().fill(Color.blue.mix(with: .green, by: 0.5)).frame(width: 20, height: 20))),
    (
        "mix device",
        AnyView(Rectangle().fill(Color.black.mix(with: .white, by: 0.5, in: .device)).frame(width: 20, height: 20))
    ),
    (
        "resolved",
        AnyView(Rectangle().fill(Color(Color.Resolved(red: 1, green: 0.58, blue: 0))).frame(width: 20, height: 20))
    ),
    (
        "srgb",
        AnyView(
            Rectangle().fill(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)).frame(width: 20, height: 20))
    ),
    ("dark", AnyView(BuildStatus(passed: true).environment(\.colorScheme, .dark))),
    ("preferred", AnyView(BuildStatus(passed: false).preferredColorScheme(.dark))),
    // Text formatting.
    ("specifier", AnyView(Text("Speed: \(3.14159, specifier: "%.1f") MB/s"))),
    ("percent", AnyView(Text(0.42, format: .percent))),
    ("number", AnyView(Text(1234.5, format: .number))),
    ("interpolated format", AnyView(Text("Saved \(0.42, format: .percent)"))),
    ("time", AnyView(Text(Date(), style: .time))),
    ("date", AnyView(Text(Date(), style: .date))),
    ("relative", AnyView(Text(Date().addingTimeInterval(-500), style: .relative))),
    ("timer", AnyView(Text(Date().addingTimeInterval(-65), style: .timer))),
    ("offset", AnyView(Text(Date().addingTimeInterval(3600), style: .offset))),
    ("date format", AnyView(Text(Date(), format: .dateTime.year().month().day()))),
    ("timer interval", AnyView(Text(timerInterval: Date()...Date().addingTimeInterval(300), countsDown: true))),
    ("markdown", AnyView(Text("**42** of 100 files, *almost* ~~done~~ `ok` [docs](https://example.com)"))),
    ("interpolated date", AnyView(Text("Updated \(Date().addingTimeInterval(-90), style: .relative) ago"))),
    ("interpolated text", AnyView(Text("Status: \(Text("OK").bold().foregroundColor(.green))"))),
    // Text + Text and Text modifiers.
    (
        "concatenation",
        AnyView(Text("Total: ").foregroundStyle(.secondary) + Text("$42").bold() + Text(" due").italic())
    ),
    (
        "text modifiers",
        AnyView(
            Text("Sale").kerning(1).tracking(2).underline().strikethrough(true, pattern: .dash, color: .red)
                .baselineOffset(2).fontDesign(.serif).fontWidth(.condensed).monospaced().monospacedDigit().italic()
                .bold()
                .fontWeight(.heavy))
    ),
    ("underline colour", AnyView(Text("link").underline(color: .blue).foregroundStyle(.blue))),
    ("text case", AnyView(Text("build").textCase(.uppercase))),
    // View-level text settings and fonts.
    (
        "truncation",
        AnyView(Text("/very/long/path/to/some/file.swift").lineLimit(1).truncationMode(.middle).frame(width: 80))
    ),
    ("line spacing", AnyView(Text("One\nTwo").lineSpacing(6))),
    ("tightening", AnyView(Text("Tight fit here").lineLimit(1).allowsTightening(true).frame(width: 90))),
    ("min scale", AnyView(Text("Battery Level").lineLimit(1).minimumScaleFactor(0.5).frame(width: 60))),
    ("reserves space", AnyView(Text("One line").lineLimit(2, reservesSpace: true))),
    ("line range", AnyView(Text("Up to three lines of text here").lineLimit(1...3).frame(width: 80))),
    ("font monospaced digit", AnyView(Text("12:45").font(.body.monospacedDigit()))),
    ("font monospaced", AnyView(Text("a1b2").font(.body.monospaced()))),
    ("custom relative", AnyView(Text("Invoice").font(.custom("DejaVu Serif", size: 20, relativeTo: .title)))),
    ("custom fixed", AnyView(Text("Fixed").font(.custom("DejaVu Sans", fixedSize: 14)))),
    ("system design weight", AnyView(Text("Total").font(.system(.title, design: .rounded, weight: .bold)))),
    ("system size", AnyView(Text("9").font(.system(size: 30, weight: .black, design: .serif)))),
    ("font width", AnyView(Text("Wide").font(.headline.width(.expanded)))),
    (
        "view modifiers",
        AnyView(
            VStack {
                Text("A"); Text("B")
            }.kerning(1).tracking(1).underline().fontDesign(.monospaced)
                .fontWidth(.condensed).monospaced().textCase(.lowercase).baselineOffset(1).strikethrough())
    ),
    // Canvas text.
    (
        "canvas text",
        AnyView(
            Canvas { context, size in
                let label = context.resolve(Text("42%").font(.title).bold())
                let box = label.measure(in: size)
                context.draw(label, at: CGPoint(x: size.width - box.width / 2, y: box.height / 2))
                context.draw(Text("left"), in: CGRect(x: 0, y: 0, width: 40, height: 20))
                _ = context.environment.colorScheme
            }.frame(width: 120, height: 60))
    )
]

@Suite struct SwiftUISnippetTests {
    @MainActor @Test func everySnippetDraws() throws {
        for (name, view) in snippets {
            let image = try ImageRenderer(content: view).image()
            let drawn = (0..<image.height).contains { y in
                (0..<image.width).contains { x in image.rgba(x: x, y: y).alpha > 0 }
            }
            #expect(drawn, "\(name) drew nothing")
        }
    }
}

// Shape shorthands.
@MainActor private let shapeShorthandSnippets: [(String, AnyView)] = [
    ("clip rect", AnyView(Color.blue.frame(width: 30, height: 20).clipShape(.rect(cornerRadius: 6)))),
    ("clip rect plain", AnyView(Color.blue.frame(width: 30, height: 20).clipShape(.rect))),
    ("background capsule", AnyView(Text("New").padding(.horizontal, 8).background(.red, in: .capsule))),
    ("background circle", AnyView(Text("9").padding(6).background(.green, in: .circle))),
    (
        "uneven",
        AnyView(
            Color.orange.frame(width: 30, height: 20).clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8)))
    ),
    (
        "radii",
        AnyView(
            Color.orange.frame(width: 30, height: 20)
                .clipShape(
                    .rect(
                        cornerRadii: RectangleCornerRadii(
                            topLeading: 4, bottomLeading: 4, bottomTrailing: 4, topTrailing: 4))))
    ),
    ("ellipse", AnyView(Color.purple.frame(width: 30, height: 20).clipShape(.ellipse))),
    ("capsule style", AnyView(Color.teal.frame(width: 30, height: 20).clipShape(.capsule(style: .circular)))),
    (
        "corner size",
        AnyView(Color.pink.frame(width: 30, height: 20).clipShape(.rect(cornerSize: CGSize(width: 6, height: 4))))
    )
]

@Suite struct ShapeShorthandTests {
    @MainActor @Test func shorthandsDrawAsTheirShapes() throws {
        for (name, view) in shapeShorthandSnippets {
            let image = try ImageRenderer(content: view).image()
            #expect(image.width > 0, "\(name)")
        }
        let short = try ImageRenderer(
            content: Color.blue.frame(width: 30, height: 20).clipShape(.rect(cornerRadius: 6))
        ).image()
        let long = try ImageRenderer(
            content: Color.blue.frame(width: 30, height: 20).clipShape(RoundedRectangle(cornerRadius: 6))
        ).image()
        #expect(short == long)
        let capsule = try ImageRenderer(content: Text("New").background(.red, in: .capsule)).image()
        let explicit = try ImageRenderer(content: Text("New").background(.red, in: Capsule())).image()
        #expect(capsule == explicit)
        // The corner is cut: the top-left pixel of a rounded clip is clear.
        #expect(short.rgba(x: 0, y: 0).alpha == 0 && short.rgba(x: 15, y: 10).alpha == 255)
    }
}

// Containers (AnyLayout, ViewThatFits, LabeledContent, Grid, Label…), as SwiftUI code writes
// them; `compact` picks between two layouts and two shapes as an app's size class would.
@Suite struct ContainerSnippetTests {
    @MainActor @Test(arguments: [true, false]) func containersCompileAndDraw(compact: Bool) throws {
        let layout = compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 12))
        let views: [AnyView] = [
            AnyView(
                layout {
                    Text("Build passed"); Text("4 min").foregroundStyle(.secondary)
                }),
            AnyView(
                ViewThatFits(in: .horizontal) {
                    Text("Uploading 3 files to the archive")
                    Text("Uploading 3 files")
                    Text("3 files")
                }.frame(width: 120)),
            AnyView(
                ViewThatFits {
                    Text("Wide enough"); Text("Narrow")
                }),
            AnyView(Text("Card").padding().background()),
            AnyView(Text("Card").padding().background(ignoresSafeAreaEdges: .all)),
            AnyView(
                VStack {
                    Text("Requests"); Divider(); Text("Errors")
                }),
            AnyView(
                HStack {
                    Text("A"); Divider(); Text("B")
                }.frame(height: 20)),
            AnyView(LabeledContent("Requests", value: 1_284_512, format: .number)),
            AnyView(LabeledContent("Status", value: "Passed")),
            AnyView(LabeledContent("Region") { Text("eu-west-1").monospaced() }),
            AnyView(Circle().fill(.red).frame(width: 8, height: 8).position(x: 40, y: 12)),
            AnyView(
                ZStack {
                    Circle().fill(.red).zIndex(1); Circle().fill(.blue)
                }.frame(width: 20, height: 20)),
            AnyView(
                (compact ? AnyShape(Circle()) : AnyShape(.rect(cornerRadius: 6))).fill(.blue).frame(
                    width: 24, height: 24)),
            AnyView(Color.blue.frame(width: 10, height: 20).scaledToFit().frame(width: 30, height: 30)),
            AnyView(Color.blue.frame(width: 10, height: 20).scaledToFill().frame(width: 30, height: 30).clipped()),
            AnyView(
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow {
                        Circle().fill(.blue).frame(width: 10, height: 10); Text("Requests"); Text("1,284")
                    }
                    GridRow {
                        Circle().fill(.orange).frame(width: 10, height: 10); Text("Errors");
                        Text("12").gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Total").gridCellColumns(2); Text("1,296")
                    }
                }),
            AnyView(
                Label {
                    Text("Requests")
                } icon: {
                    Circle().fill(.blue).frame(width: 10, height: 10)
                }.labelStyle(.titleAndIcon)),
            AnyView(Label("Errors", icon: { Circle().fill(.red).frame(width: 8, height: 8) }).labelStyle(.iconOnly)),
            AnyView(Text("x").padding(Edge.Set(.leading), 4))
        ]
        for view in views {
            #expect(try ImageRenderer(content: view).image().width > 0)
        }
    }
}

// Apple's alignment examples, as its documentation writes them.
private struct FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.height / 3
    }
}

extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

private struct OneThirdView: View {
    var body: some View {
        HStack(alignment: .firstThird, spacing: 1) {
            HorizontalStripes().frame(height: 60)
            HorizontalStripes().frame(height: 120)
            HorizontalStripes().frame(height: 90)
        }
    }
}

private struct HorizontalStripes: View {
    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<3) { _ in Color.blue }
        }
    }
}

@Suite struct LayoutSnippetTests {
    @MainActor @Test func alignmentLazyGridsAndShapesCompileAndDraw() throws {
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        let views: [AnyView] = [
            AnyView(OneThirdView()),
            AnyView(
                VStack(alignment: .leading) {
                    Text("Today's Weather").font(.title).border(.gray)
                    HStack {
                        Text("🌧"); Text("Rain & Thunderstorms"); Text("⛈")
                    }
                    .alignmentGuide(.leading) { context in context[.leading] - 16 }
                    .border(.gray)
                }),
            AnyView(
                HStack(alignment: .lastTextBaseline) {
                    Text("42").font(.largeTitle); Text("builds")
                }),
            AnyView(
                ZStack(alignment: .leadingFirstTextBaseline) {
                    Color.clear.frame(width: 10, height: 30); Text("x")
                }),
            AnyView(
                LazyVGrid(columns: columns) {
                    ForEach(0x1f600...0x1f609, id: \.self) { value in
                        Text(String(format: "%x", value))
                    }
                }.frame(width: 200)),
            AnyView(
                LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], alignment: .top, spacing: 4) {
                    ForEach(0..<6) { _ in Circle().fill(.green).frame(width: 20) }
                }),
            AnyView(
                LazyVGrid(
                    columns: [GridItem(.adaptive(minimum: 40, maximum: 60), spacing: 4, alignment: .leading)],
                    alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]
                ) {
                    ForEach(0..<9) { _ in RoundedRectangle(cornerRadius: 4).fill(.orange).frame(height: 16) }
                }.frame(width: 160)),
            AnyView(
                HStack {
                    Text("Status"); Circle().fill(.green).frame(width: 8, height: 8)
                }
                .environment(\.layoutDirection, .rightToLeft)),
            AnyView(
                ContainerRelativeShape().fill(.blue.opacity(0.2)).frame(width: 60, height: 30).padding(8)
                    .containerShape(.rect(cornerRadius: 20))),
            AnyView(
                RoundedRectangle(cornerRadius: 4).rotation(.degrees(45)).strokeBorder(.red, lineWidth: 2)
                    .frame(width: 30, height: 30)),
            AnyView(Color.blue.frame(width: 40, height: 40).mask(Circle())),
            AnyView(Text("Total").fixedSize().layoutPriority(1).offset(x: 2, y: 1)),
            AnyView(Text("x").fixedSize(horizontal: false, vertical: true))
        ]
        for view in views {
            let image = try ImageRenderer(content: view).image()
            let drawn = (0..<image.height).contains { y in
                (0..<image.width).contains { x in image.rgba(x: x, y: y).alpha > 0 }
            }
            #expect(drawn)
        }
    }
}
