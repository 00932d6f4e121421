import Foundation
import Testing
import Vellum

// Containers: ViewThatFits, AnyLayout, background() with no argument.

@Suite struct ViewThatFitsTests {
    @Test func theSecondCandidateIsShownWhenTheFirstIsTooWide() throws {
        let wide = Color.red.frame(width: 200, height: 20), narrow = Color.blue.frame(width: 80, height: 20)
        let chooser = ViewThatFits(in: .horizontal) {
            wide; narrow
        }
        #expect(
            ViewRenderer.size(of: chooser, for: ProposedViewSize(width: 120, height: 50))
                == CGSize(width: 80, height: 20))
        #expect(
            ViewRenderer.size(of: chooser, for: ProposedViewSize(width: 300, height: 50))
                == CGSize(width: 200, height: 20))
        let image = try ImageRenderer(content: chooser.frame(width: 120, height: 20)).image()
        let middle = image.rgba(x: 60, y: 10)
        #expect(middle.blue == 255 && middle.red == 0)
        // Nothing fits: the last candidate; only the named axes count.
        #expect(ViewRenderer.size(of: chooser, for: ProposedViewSize(width: 10, height: 50)).width == 80)
        let vertical = ViewThatFits(in: .vertical) {
            wide; narrow
        }
        #expect(ViewRenderer.size(of: vertical, for: ProposedViewSize(width: 10, height: 50)).width == 200)
        // Text picks its shorter form.
        let text = ViewThatFits(in: .horizontal) {
            Text("Uploading 3 files to the archive"); Text("3 files")
        }
        let short = ViewRenderer.size(of: Text("3 files"), for: .unspecified)
        #expect(ViewRenderer.size(of: text, for: ProposedViewSize(width: 100, height: nil)) == short)
    }
}

@Suite struct AnyLayoutTests {
    @Test func anErasedLayoutDrawsAsTheLayout() throws {
        func row(_ layout: AnyLayout) -> some View {
            layout {
                Color.red.frame(width: 20, height: 10); Spacer(); Color.blue.frame(width: 20, height: 20)
            }
            .frame(width: 100)
        }
        let erased = try ImageRenderer(content: row(AnyLayout(HStackLayout(spacing: 4)))).image()
        let plain = try ImageRenderer(
            content: HStack(spacing: 4) {
                Color.red.frame(width: 20, height: 10); Spacer(); Color.blue.frame(width: 20, height: 20)
            }.frame(width: 100)
        ).image()
        #expect(erased == plain)
        let stacked = ViewRenderer.size(
            of: AnyLayout(VStackLayout(spacing: 0)) {
                Color.red.frame(width: 5, height: 5); Color.red.frame(width: 5, height: 5)
            },
            for: .unspecified)
        #expect(stacked == CGSize(width: 5, height: 10))
        // Erasing twice is erasing once.
        let twice = AnyLayout(AnyLayout(ZStackLayout()))
        #expect(
            ViewRenderer.size(of: twice { Color.red.frame(width: 7, height: 3) }, for: .unspecified)
                == CGSize(width: 7, height: 3))
    }

    @Test func backgroundWithNoArgumentIsTheBackgroundStyle() throws {
        let light = try ImageRenderer(content: Color.clear.frame(width: 10, height: 10).background()).image().rgba(
            x: 5, y: 5)
        #expect(light.red == 255 && light.alpha == 255)
        let renderer = ImageRenderer(content: Color.clear.frame(width: 10, height: 10).background())
        renderer.colorScheme = .dark
        let dark = try renderer.image().rgba(x: 5, y: 5)
        #expect(dark.red == 0 && dark.alpha == 255)
    }
}

@Suite struct GridTests {
    private let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.rgba(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func columnsAlignToTheirWidestCell() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                red.frame(width: 30, height: 10); blue.frame(width: 10, height: 10)
            }
            GridRow {
                green.frame(width: 10, height: 20); blue.frame(width: 40, height: 10)
            }
        }
        #expect(ViewRenderer.size(of: grid, for: .unspecified) == CGSize(width: 70, height: 30))
        let image = try ImageRenderer(content: grid).image()
        // The green cell is centred in the 30-point first column and the 20-point second row.
        #expect(rgb(image, 15, 20) == [0, 255, 0, 255])
        #expect(rgb(image, 5, 20)[3] == 0 && rgb(image, 25, 20)[3] == 0)
        // The narrow blue cell of the first row is centred in the 40-point second column.
        #expect(rgb(image, 50, 5) == [0, 0, 255, 255] && rgb(image, 35, 5)[3] == 0)
    }

    @Test func offeredAWidthFlexibleCellsFillIt() throws {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow {
                Text("Requests"); red.frame(height: 10)
            }
            GridRow {
                Text("Errors"); blue.frame(width: 20, height: 10)
            }
        }
        let label = ViewRenderer.size(of: Text("Requests"), for: .unspecified).width
        #expect(ViewRenderer.size(of: grid, for: ProposedViewSize(width: 200, height: nil)).width == 200)
        // Offered nothing, the colour takes its ideal 10 points and the blue cell widens the column to 20.
        #expect(ViewRenderer.size(of: grid, for: .unspecified).width == label + 8 + 20)
        let image = try ImageRenderer(content: grid.frame(width: 200)).image()
        let rowY = Int(
            (ViewRenderer.size(of: grid, for: ProposedViewSize(width: 200, height: nil)).height / 4).rounded(.down))
        #expect(rgb(image, 198, rowY) == [255, 0, 0, 255])
        #expect(rgb(image, Int(label.rounded(.up)) + 9, rowY) == [255, 0, 0, 255])
        // As Apple documents: a divider without gridCellUnsizedAxes makes the grid as wide as offered.
        let divided = Grid {
            GridRow {
                Text("A"); Text("B")
            }; Divider()
        }
        #expect(ViewRenderer.size(of: divided, for: ProposedViewSize(width: 300, height: nil)).width == 300)
        let unsized = Grid {
            GridRow {
                Text("A"); Text("B")
            }; Divider().gridCellUnsizedAxes(.horizontal)
        }
        #expect(ViewRenderer.size(of: unsized, for: ProposedViewSize(width: 300, height: nil)).width < 100)
    }

    @Test func alignmentSpansAndSpanningRows() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                red.frame(width: 30, height: 10); blue.frame(width: 10, height: 10).gridColumnAlignment(.trailing)
            }
            GridRow { green.frame(width: 50, height: 10).gridCellColumns(2) }
            Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal)
            GridRow {
                red.frame(width: 10, height: 10); blue.frame(width: 20, height: 10)
            }
        }
        let size = ViewRenderer.size(of: grid, for: .unspecified)
        #expect(size == CGSize(width: 60, height: 10 + 5 + 10 + 5 + 2 + 5 + 10))
        let image = try ImageRenderer(content: grid).image()
        // Column 0 is 30 wide, column 1 is 20 (from the last row), 10 apart.
        #expect(rgb(image, 55, 5) == [0, 0, 255, 255] && rgb(image, 45, 5)[3] == 0) // trailing in its column
        #expect(rgb(image, 5, 20) == [0, 255, 0, 255] && rgb(image, 49, 20) == [0, 255, 0, 255]) // spans both
        #expect(rgb(image, 59, 31)[3] == 255) // the rule takes the grid's width
        #expect(rgb(image, 5, 42) == [255, 0, 0, 255] && rgb(image, 15, 42)[3] == 0) // leading
    }

    @Test func gridRowAlignmentAndEmptyGrids() throws {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow(alignment: .top) {
                red.frame(width: 10, height: 30); blue.frame(width: 10, height: 10)
            }
        }
        let image = try ImageRenderer(content: grid).image()
        #expect(rgb(image, 15, 5) == [0, 0, 255, 255] && rgb(image, 15, 25)[3] == 0)
        #expect(ViewRenderer.size(of: Grid { EmptyView() }, for: .unspecified) == .zero)
        let huge = Grid {
            GridRow {
                red.frame(width: 1, height: 1).gridCellColumns(Int.max); blue.frame(width: 1, height: 1)
            }
        }
        #expect(ViewRenderer.size(of: huge, for: .unspecified).width > 0)
    }
}

/// A style of your own: the title, then the icon.
private struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title; configuration.icon
        }
    }
}

@Suite struct LabelTests {
    private func label() -> some View {
        Label {
            Text("Errors")
        } icon: {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
        }
    }

    @Test func stylesArrangeTitleAndIcon() throws {
        let text = ViewRenderer.size(of: Text("Errors"), for: .unspecified)
        let both = ViewRenderer.size(of: label(), for: .unspecified)
        #expect(both == CGSize(width: 10 + 8 + text.width, height: max(10, text.height)))
        #expect(ViewRenderer.size(of: label().labelStyle(.titleOnly), for: .unspecified) == text)
        #expect(
            ViewRenderer.size(of: label().labelStyle(.iconOnly), for: .unspecified) == CGSize(width: 10, height: 10))
        #expect(ViewRenderer.size(of: label().labelStyle(.automatic), for: .unspecified) == both)
        let image = try ImageRenderer(content: label()).image()
        let icon = image.rgba(x: 5, y: Int(both.height / 2))
        #expect(icon.red == 255 && icon.green == 0)
        let trailing = try ImageRenderer(content: label().labelStyle(TrailingIconStyle())).image()
        let last = trailing.rgba(x: trailing.width - 5, y: Int(both.height / 2))
        #expect(last.red == 255 && last.green == 0)
        // The innermost style wins.
        #expect(
            ViewRenderer.size(of: label().labelStyle(.iconOnly).labelStyle(.titleOnly), for: .unspecified).width == 10)
        #expect(
            try ImageRenderer(content: Label("**Bold**", icon: { EmptyView() }).labelStyle(.titleOnly)).image()
                == ImageRenderer(content: Text("Bold").bold()).image())
    }
}

@Suite struct MoreContainerTests {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    @Test func dividerRunsAcrossItsStack() throws {
        let row = HStack(spacing: 0) {
            red.frame(width: 10, height: 20); Divider(); red.frame(width: 10, height: 20)
        }
        #expect(ViewRenderer.size(of: row, for: .unspecified) == CGSize(width: 21, height: 20))
        let column = VStack(spacing: 0) {
            red.frame(width: 30, height: 10); Divider(); red.frame(width: 30, height: 10)
        }
        #expect(ViewRenderer.size(of: column, for: .unspecified) == CGSize(width: 30, height: 21))
        // Offered a width, the divider takes it.
        let image = try ImageRenderer(content: column.frame(width: 30).background(Color.white)).image()
        let line = image.rgba(x: 15, y: 10)
        // #3C3C43 at 29 % over white.
        #expect(abs(Int(line.red) - Int((60 * 0.29 + 255 * 0.71).rounded())) <= 1 && line.alpha == 255, "\(line)")
    }

    @Test func labeledContentLeadsWithItsLabel() throws {
        let row = LabeledContent("Requests", value: 1_284_512, format: .number).frame(width: 240)
            .environment(\.locale, Locale(identifier: "en_US"))
        let expected = HStack {
            Text("Requests"); Spacer(); Text("1,284,512").foregroundStyle(.secondary)
        }.frame(width: 240)
        #expect(try ImageRenderer(content: row).image() == ImageRenderer(content: expected).image())
        _ = LabeledContent("Status", value: "Passed")
        _ = LabeledContent("Region") { Text("eu-west-1").monospaced() }
    }

    @Test func positionZIndexAndAnyShape() throws {
        let placed = red.frame(width: 10, height: 10).position(x: 30, y: 20).frame(width: 60, height: 40)
        #expect(
            ViewRenderer.size(of: red.frame(width: 10, height: 10).position(x: 5, y: 5), for: .unspecified)
                == CGSize(width: 10, height: 10))
        let image = try ImageRenderer(content: placed).image()
        #expect(image.rgba(x: 30, y: 20).red == 255 && image.rgba(x: 20, y: 20).alpha == 0)
        let stacked = ZStack {
            red.zIndex(1); blue
        }.frame(width: 10, height: 10)
        #expect(try ImageRenderer(content: stacked).image().rgba(x: 5, y: 5).red == 255)
        let plain = ZStack {
            red; blue
        }.frame(width: 10, height: 10)
        #expect(try ImageRenderer(content: plain).image().rgba(x: 5, y: 5).blue == 255)
        let round = AnyShape(Circle()).fill(red).frame(width: 20, height: 20)
        #expect(
            try ImageRenderer(content: round).image()
                == ImageRenderer(content: Circle().fill(red).frame(width: 20, height: 20)).image())
        #expect(
            Edge.Set(.leading) == .leading && Edge.allCases.count == 4 && HorizontalEdge.Set(.trailing) == .trailing)
        #expect(VerticalEdge.Set.all.contains(.bottom))
    }
}

/// A shape that declares animatable data, as SwiftUI code does.
private struct Wedge: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(-90),
            endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        path.closeSubpath()
        return path
    }
}

private struct Span: Shape {
    var start: CGFloat, end: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(start, end) }
        set { (start, end) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.width * start, y: 0, width: rect.width * (end - start), height: rect.height))
    }
}

@Suite struct ShapeCompositionTests {
    private let red = Color(red: 1, green: 0, blue: 0), white = Color.white

    @Test func fillThenStrokeAndSizedShapes() throws {
        let ringed = Circle().fill(red).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 4).frame(
            width: 40, height: 40)
        let image = try ImageRenderer(content: ringed).image()
        #expect(image.rgba(x: 20, y: 20).red == 255)
        #expect(image.rgba(x: 20, y: 1).blue == 255) // the stroke is centred on the outline
        let sized = Rectangle().size(width: 10, height: 10).fill(red).frame(width: 40, height: 40)
        let corner = try ImageRenderer(content: sized).image()
        #expect(corner.rgba(x: 5, y: 5).red == 255 && corner.rgba(x: 20, y: 20).alpha == 0)
        let hard = Circle().stroke(red, lineWidth: 3, antialiased: false).frame(width: 31, height: 31)
        let alphas = Set(try ImageRenderer(content: hard).image().pixels.map { $0 >> 24 })
        #expect(alphas.isSubset(of: [0, 255]))
    }

    @Test func blendModeAndGroups() throws {
        let multiplied = ZStack {
            Color(red: 0, green: 0, blue: 1)
            red.blendMode(.multiply)
        }.frame(width: 10, height: 10)
        let p = try ImageRenderer(content: multiplied).image().rgba(x: 5, y: 5)
        #expect(p.red == 0 && p.blue == 0 && p.alpha == 255)
        let group = ZStack {
            red; red
        }.compositingGroup().opacity(0.5).frame(width: 10, height: 10)
        #expect(try ImageRenderer(content: group).image().rgba(x: 5, y: 5).alpha == 128)
        #expect(
            try ImageRenderer(content: red.drawingGroup().frame(width: 4, height: 4)).image().rgba(x: 1, y: 1).red
                == 255)
    }

    @Test func animatableShapesDrawTheirCurrentValues() throws {
        var wedge = Wedge(fraction: 0.25)
        wedge.animatableData = 0.5
        #expect(wedge.fraction == 0.5)
        let half = try ImageRenderer(content: wedge.fill(red).frame(width: 40, height: 40)).image()
        #expect(half.rgba(x: 30, y: 20).red == 255 && half.rgba(x: 10, y: 20).alpha == 0)
        var span = Span(start: 0, end: 1)
        span.animatableData = AnimatablePair(0.25, 0.75)
        #expect(span.start == 0.25 && span.end == 0.75)
        #expect(Circle().animatableData == EmptyAnimatableData())
        var pair = AnimatablePair(2.0, CGFloat(3))
        pair.scale(by: 2)
        #expect(pair.first == 4 && pair.second == 6 && pair.magnitudeSquared == 52)
    }
}

@Suite struct ContainerEffectTests {
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func squares() -> some View {
        ZStack {
            blue.frame(width: 20, height: 20).offset(x: -5)
            blue.frame(width: 20, height: 20).offset(x: 5)
        }
        .frame(width: 40, height: 20)
    }

    @Test func opacityOnAContainerAppliesToEachChild() throws {
        let each = try ImageRenderer(content: squares().opacity(0.5)).image()
        // Where the squares overlap, two halves make three quarters.
        #expect(each.rgba(x: 20, y: 10).alpha == 191 || each.rgba(x: 20, y: 10).alpha == 192)
        #expect(each.rgba(x: 8, y: 10).alpha == 128)
        let grouped = try ImageRenderer(content: squares().compositingGroup().opacity(0.5)).image()
        #expect(grouped.rgba(x: 20, y: 10).alpha == 128 && grouped.rgba(x: 8, y: 10).alpha == 128)
        // Through padding and frames too; a single view is one layer either way.
        let padded = try ImageRenderer(content: squares().padding(2).opacity(0.5)).image()
        #expect(padded.rgba(x: 22, y: 12).alpha >= 191)
    }

    @Test func shadowOnAContainerFallsFromEachChild() throws {
        // The second child's shadow, cast upward, falls on the first child when each child
        // casts its own; under a compositing group the shadow is beneath both.
        func stack() -> some View {
            ZStack(alignment: .top) {
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                blue.frame(width: 20, height: 20).offset(y: 10)
            }
            .frame(width: 20, height: 30, alignment: .top)
        }
        let each = try ImageRenderer(content: stack().shadow(color: .black, radius: 0, x: 0, y: -10).padding(10))
            .image()
        let onRed = each.rgba(x: 20, y: 10 + 5)
        #expect(onRed.red == 0 && onRed.alpha == 255, "\(onRed)")
        let grouped = try ImageRenderer(
            content: stack().compositingGroup().shadow(color: .black, radius: 0, x: 0, y: -10).padding(10)
        ).image()
        let stillRed = grouped.rgba(x: 20, y: 10 + 5)
        #expect(stillRed.red == 255, "\(stillRed)")
    }
}

@Suite struct ContainerRelativeShapeTests {
    @Test func withoutAContainerItIsARectangle() throws {
        let relative = try ImageRenderer(
            content: ContainerRelativeShape().fill(red).frame(width: 30, height: 20).padding(3)
        ).image()
        let plain = try ImageRenderer(content: Rectangle().fill(red).frame(width: 30, height: 20).padding(3)).image()
        #expect(relative == plain)
    }

    @Test func insideAContainerShapeItsCornersStayConcentric() throws {
        // Radius 20, 8 points in: radius 12 filling the view.
        let relative = ContainerRelativeShape().fill(red).frame(width: 84, height: 44).padding(8)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let expected = RoundedRectangle(cornerRadius: 12).fill(red).frame(width: 84, height: 44).padding(8)
        #expect(try ImageRenderer(content: relative).image() == ImageRenderer(content: expected).image())
        // Padding on two levels adds up; the smallest side counts.
        let nested = ContainerRelativeShape().fill(red).frame(width: 84, height: 40).padding(.vertical, 2).padding(8)
            .padding(.horizontal, 2).containerShape(.rect(cornerRadius: 20))
        let nestedExpected = RoundedRectangle(cornerRadius: 10).fill(red).frame(width: 84, height: 40).padding(
            .vertical, 2
        )
        .padding(8).padding(.horizontal, 2)
        #expect(try ImageRenderer(content: nested).image() == ImageRenderer(content: nestedExpected).image())
        // Clipping and stroking the border follow the container too.
        let clipped = Color.blue.frame(width: 84, height: 44).clipShape(ContainerRelativeShape()).padding(8)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let clippedExpected = Color.blue.frame(width: 84, height: 44).clipShape(RoundedRectangle(cornerRadius: 12))
            .padding(8)
        #expect(try ImageRenderer(content: clipped).image() == ImageRenderer(content: clippedExpected).image())
        let border = ContainerRelativeShape().strokeBorder(red, lineWidth: 4).frame(width: 84, height: 44).padding(8)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let borderExpected = RoundedRectangle(cornerRadius: 12).strokeBorder(red, lineWidth: 4).frame(
            width: 84, height: 44
        )
        .padding(8)
        let drawn = try ImageRenderer(content: border).image(),
            wanted = try ImageRenderer(content: borderExpected).image()
        var difference = 0
        for y in 0..<wanted.height {
            for x in 0..<wanted.width {
                let a = drawn.rgba(x: x, y: y), b = wanted.rgba(x: x, y: y)
                difference = max(difference, abs(Int(a.alpha) - Int(b.alpha)), abs(Int(a.red) - Int(b.red)))
            }
        }
        #expect(difference <= 1)
    }

    @Test func transformedShapesStayInsettable() throws {
        let rotated = RoundedRectangle(cornerRadius: 6).rotation(.degrees(30)).strokeBorder(red, lineWidth: 4)
            .frame(width: 60, height: 60)
        let byHand = RoundedRectangle(cornerRadius: 6).inset(by: 2).rotation(.degrees(30)).stroke(red, lineWidth: 4)
            .frame(width: 60, height: 60)
        #expect(try ImageRenderer(content: rotated).image() == ImageRenderer(content: byHand).image())
        let moved = Circle().offset(x: 5).scale(0.5).inset(by: 3)
        let expected = Circle().inset(by: 3).offset(x: 5).scale(0.5)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(moved.path(in: rect).boundingRect == expected.path(in: rect).boundingRect)
    }
}
