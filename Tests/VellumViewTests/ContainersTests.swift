import Foundation
import Testing
import Vellum

// Scroll views, lists, forms and navigation stacks drawn at rest as iOS 17 draws them on a
// 393-point-wide iPhone.

private func isColor(_ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ rgb: UInt32, tolerance: Int = 3)
    -> Bool
{
    abs(Int(c.red) - Int(rgb >> 16 & 0xFF)) <= tolerance && abs(Int(c.green) - Int(rgb >> 8 & 0xFF)) <= tolerance
        && abs(Int(c.blue) - Int(rgb & 0xFF)) <= tolerance && c.alpha == 255
}

/// The bounds of the pixels darker than `threshold` (text ink), in pixels; nil when none.
private func inkBounds(in image: RasterImage, below threshold: UInt8 = 100, within area: CGRect? = nil) -> CGRect? {
    let area = area ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) {
            let c = image.rgba(x: x, y: y)
            guard c.alpha > 128, max(c.red, c.green, c.blue) < threshold else { continue }
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

@Suite struct ScrollViewTests {
    @Test func contentIsOfferedAnUnboundedLengthAndClipped() throws {
        // Colours take their ideal 10 points under an unbounded proposal, so two stack to 20.
        let flexible = ScrollView {
            VStack(spacing: 0) {
                Color.red; Color.blue
            }
        }
        let image = try render(flexible.frame(width: 40, height: 100))
        #expect(isColor(image.rgba(x: 20, y: 5), 0xFF3B30) || image.rgba(x: 20, y: 5).red > 200)
        #expect(image.rgba(x: 20, y: 15).blue > 200)
        #expect(image.rgba(x: 20, y: 50).alpha == 0)
        // A scroll view takes the space offered, not its content's.
        let tall = ScrollView { Color.red.frame(width: 40, height: 300) }
        #expect(
            ViewRenderer.size(of: tall, for: ProposedViewSize(width: 40, height: 100)) == CGSize(width: 40, height: 100)
        )
        #expect(ViewRenderer.size(of: tall, for: .unspecified) == CGSize(width: 40, height: 300))
        // What lies beyond the frame is not drawn.
        let clipped = try render(tall.frame(height: 100).frame(height: 200, alignment: .top))
        #expect(clipped.rgba(x: 20, y: 90).red > 200)
        #expect(clipped.rgba(x: 20, y: 150).alpha == 0)
    }

    @Test func aHorizontalScrollViewStacksAcrossAndStartsAtTheLeadingEdge() throws {
        let strip = ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) { ForEach(0..<10) { _ in Color.green.frame(width: 30, height: 20) } }
        }
        .scrollIndicators(.hidden)
        .scrollDisabled(true)
        #expect(
            ViewRenderer.size(of: strip, for: ProposedViewSize(width: 100, height: 20))
                == CGSize(width: 100, height: 20))
        let image = try render(strip.frame(width: 100, height: 20))
        #expect(image.rgba(x: 1, y: 10).green > 100)
        #expect(image.rgba(x: 99, y: 10).green > 100)
        let reader = ScrollViewReader { proxy in
            Text("Top").onAppear { proxy.scrollTo("top", anchor: .top) }
        }
        #expect(
            ViewRenderer.size(of: reader, for: .unspecified) == ViewRenderer.size(of: Text("Top"), for: .unspecified))
    }
}

@Suite struct ListTests {
    @Test func anInsetGroupedListInsetsItsRowsAndSeparatesThem() throws {
        let list = List {
            Text("Alpha")
            Text("Beta")
        }
        let image = try render(list, proposal: ProposedViewSize(width: 390, height: 200), scale: 2)
        #expect(image.width == 780 && image.height == 400)
        #expect(isColor(image.rgba(x: 4, y: 4), 0xF2F2F7)) // the grouped background
        // The section: white from x 16 (35 points down), two 44-point rows.
        #expect(isColor(image.rgba(x: 30, y: 72), 0xF2F2F7)) // x 15, the margin
        #expect(isColor(image.rgba(x: 40, y: 100), 0xFFFFFF)) // x 20, in the card
        #expect(isColor(image.rgba(x: 200, y: 66), 0xF2F2F7)) // y 33: above the card
        #expect(isColor(image.rgba(x: 200, y: 72), 0xFFFFFF)) // y 36: in the card
        #expect(isColor(image.rgba(x: 40, y: 248), 0xF2F2F7)) // y 124: below both rows
        // The hairline separator between the rows, y 78.5...79, from the text's inset (x 32).
        let separator = image.rgba(x: 300, y: 157)
        #expect(separator.red < 240 && separator.red > 150)
        #expect(isColor(image.rgba(x: 50, y: 157), 0xFFFFFF)) // x 25: left of the inset
        #expect(isColor(image.rgba(x: 300, y: 155), 0xFFFFFF))
        // The text starts at the row inset: 16 + 16 points.
        let ink = try #require(inkBounds(in: image, within: CGRect(x: 0, y: 70, width: 780, height: 86)))
        #expect(ink.minX >= 64 && ink.minX <= 70)
    }

    @Test func sectionsHaveHeadersAndRowsHonourTheirSettings() throws {
        let list = List {
            Section("Network") {
                Text("Wi-Fi").listRowSeparator(.hidden)
                Text("Bluetooth").listRowBackground(Color.yellow)
            }
        }
        .listStyle(.insetGrouped)
        let image = try render(list, proposal: ProposedViewSize(width: 390, height: 200))
        // The header's uppercase footnote text in grey, inset like the rows' text.
        let header = try #require(inkBounds(in: image, below: 160, within: CGRect(x: 0, y: 0, width: 390, height: 40)))
        #expect(header.minX >= 32 && header.minX <= 35)
        // The header is 17 + line + 7 points; the card follows.
        let headerLine = ViewRenderer.size(of: Text("NETWORK").font(.footnote), for: .unspecified).height
        let cardTop = Int((17 + headerLine + 7).rounded(.up))
        #expect(isColor(image.rgba(x: 20, y: cardTop + 1), 0xFFFFFF))
        #expect(isColor(image.rgba(x: 20, y: cardTop - 2), 0xF2F2F7))
        // No separator under Wi-Fi (white, then yellow, nothing grey); Bluetooth's row is yellow.
        let column = (cardTop + 30..<cardTop + 55).map { image.rgba(x: 300, y: $0) }
        #expect(column.allSatisfy { $0.red >= 250 })
        let yellowRow = image.rgba(x: 300, y: cardTop + 60)
        #expect(yellowRow.red > 240 && yellowRow.blue < 60)
        let plain = try render(
            List {
                Text("One"); Text("Two")
            }.listStyle(.plain), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(isColor(plain.rgba(x: 2, y: 2), 0xFFFFFF))
        let hidden = try render(
            Form { Text("One") }.scrollContentBackground(.hidden), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(hidden.rgba(x: 2, y: 2).alpha == 0)
    }

    @Test func rowsAreAtLeast44PointsAndNavigationLinksHaveAChevron() throws {
        let list = List(0..<3) { Text("Row \($0)") }
        let image = try render(list, proposal: ProposedViewSize(width: 300, height: 300))
        // Three rows from y 35: separators at 79 and 123, none at 167.
        #expect(image.rgba(x: 200, y: 78).red < 245)
        #expect(image.rgba(x: 200, y: 122).red < 245)
        #expect(isColor(image.rgba(x: 200, y: 166), 0xFFFFFF))
        #expect(isColor(image.rgba(x: 200, y: 172), 0xF2F2F7))
        let linked = try render(
            List { NavigationLink("General") { Text("Detail") } }, proposal: ProposedViewSize(width: 300, height: 120))
        // The chevron sits 16 points in from the card's trailing edge (x 284).
        let chevron = try #require(
            inkBounds(in: linked, below: 230, within: CGRect(x: 200, y: 36, width: 100, height: 42)))
        #expect(chevron.maxX >= 262 && chevron.maxX <= 268)
    }
}

@Suite struct NavigationTests {
    @Test func aLargeTitleSitsUnderTheBarAtTheLeadingInset() throws {
        let stack = NavigationStack {
            Color.white.navigationTitle("Inbox")
        }
        let image = try render(stack, proposal: ProposedViewSize(width: 390, height: 300))
        let ink = try #require(inkBounds(in: image))
        // 16 points in (plus the glyph's side bearing), baseline 44 + 41 points down.
        #expect(ink.minX >= 16 && ink.minX <= 20)
        #expect(ink.maxY >= 84 && ink.maxY <= 86)
        // 34-point bold: the capital is about 24 points high.
        #expect(ink.height >= 22 && ink.height <= 27)
    }

    @Test func anInlineTitleIsCentredInTheBarWithItsToolbarItems() throws {
        let stack = NavigationStack {
            Color.white
                .navigationTitle(Text("Inbox"))
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItemGroup(placement: .topBarLeading) { Button("Back") {} }
                }
        }
        let image = try render(stack, proposal: ProposedViewSize(width: 390, height: 200))
        let title = try #require(inkBounds(in: image, within: CGRect(x: 120, y: 0, width: 150, height: 44)))
        #expect(abs(title.midX - 195) <= 2)
        #expect(abs(title.midY - 22) <= 3)
        // The items in the accent colour at either end, 16 points from the edges.
        var blueXs: [Int] = []
        for y in 8..<36 {
            for x in 0..<390 where isColor(image.rgba(x: x, y: y), 0x007AFF, tolerance: 40) { blueXs.append(x) }
        }
        let first = try #require(blueXs.min()), last = try #require(blueXs.max())
        #expect(first >= 16 && first <= 19)
        #expect(last >= 369 && last <= 374)
        let hidden = NavigationStack { Color.red.navigationBarHidden(true) }
        let hiddenImage = try render(hidden, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(hiddenImage.rgba(x: 50, y: 2).red > 240)
    }

    @Test func aFormUnderAStackShowsItsGreyBehindTheBar() throws {
        let stack = NavigationView {
            Form { Text("Row") }.navigationBarTitle("Settings", displayMode: .large)
        }
        let image = try render(stack, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(isColor(image.rgba(x: 300, y: 10), 0xF2F2F7))
        // The form starts under the large title: its card at 96 + 35 points.
        #expect(isColor(image.rgba(x: 300, y: 129), 0xF2F2F7))
        #expect(isColor(image.rgba(x: 300, y: 133), 0xFFFFFF))
    }
}

@Suite struct TabViewTests {
    @Test func theTabBarShowsTheFirstTabSelected() throws {
        let tabs = TabView {
            Color.red.tabItem { Label("Home", systemImage: "star.fill") }
            Color.green.tabItem { Label("Settings", systemImage: "gearshape") }
        }
        let image = try render(tabs, proposal: ProposedViewSize(width: 200, height: 200))
        #expect(image.rgba(x: 100, y: 100).red > 240) // the first tab's content
        #expect(isColor(image.rgba(x: 3, y: 190), 0xF9F9F9)) // the 49-point bar
        #expect(image.rgba(x: 100, y: 148).red > 240)
        var blue = false, grey = false
        for y in 151..<200 {
            for x in 0..<200 {
                let c = image.rgba(x: x, y: y)
                if x < 100 && isColor(c, 0x007AFF, tolerance: 20) { blue = true }
                if x > 100 && isColor(c, 0x999999, tolerance: 10) { grey = true }
            }
        }
        #expect(blue && grey)
    }
}
