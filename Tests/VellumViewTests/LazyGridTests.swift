import Foundation
import Testing
import Vellum

/// Records where each cell of a grid was drawn, by the colour of a one-cell-per-hue picture.
private func cellColumns(_ image: RasterImage, y: Int) -> [(start: Int, end: Int)] {
    var runs: [(Int, Int)] = []
    var start: Int?
    for x in 0...image.width {
        let inked = x < image.width && image.rgba(x: x, y: y).alpha > 128
        if inked, start == nil { start = x }
        if !inked, let begun = start {
            runs.append((begun, x - 1))
            start = nil
        }
    }
    return runs.map { (start: $0.0, end: $0.1) }
}

@Suite struct LazyGridTests {
    private func cells(_ count: Int, height: CGFloat = 10) -> some View {
        ForEach(0..<count, id: \.self) { _ in blue.frame(height: height) }
    }

    @Test func fixedThenAdaptiveAsObjcIoMeasured() throws {
        // 200 wide: 70 fixed, 8 spacing, 122 left for the adaptive item: two 57-point columns.
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(3) }
            .frame(width: 200)
        let image = try ImageRenderer(content: grid).image()
        let runs = cellColumns(image, y: 5)
        #expect(runs.count == 3)
        #expect(runs.map(\.start) == [0, 78, 143])
        #expect(runs.map { $0.end - $0.start + 1 } == [70, 57, 57])
    }

    @Test func flexibleColumnsShareTheWidthAndCellsFlowIntoRows() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 4) {
            ForEach(0..<5, id: \.self) { index in blue.frame(height: CGFloat(10 + index)) }
        }
        // Rows of 2, 2 and 1 cell: 11, 13 and 14 points tall, 4 apart.
        #expect(
            ViewRenderer.size(of: grid, for: ProposedViewSize(width: 108, height: nil))
                == CGSize(width: 108, height: 46))
        // A flexible column keeps its minimum, in order: the second overflows.
        let tight = LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
            cells(2)
        }
        let tightWidth = ViewRenderer.size(of: tight, for: ProposedViewSize(width: 200, height: nil)).width
        #expect(abs(tightWidth - (96 + 8 + 120)) < 1e-9, "\(tightWidth)")
        let capped = LazyVGrid(columns: [GridItem(.flexible(maximum: 30), spacing: 2), GridItem(.fixed(20))]) {
            cells(2)
        }
        #expect(ViewRenderer.size(of: capped, for: ProposedViewSize(width: 500, height: nil)).width == 52)
    }

    @Test func cellsSitWhereTheirItemAligns() throws {
        let grid = LazyVGrid(
            columns: [GridItem(.fixed(40), alignment: .trailing), GridItem(.fixed(40))], alignment: .leading
        ) {
            blue.frame(width: 10, height: 10)
            blue.frame(width: 10, height: 10)
        }
        let image = try ImageRenderer(content: grid).image()
        #expect(cellColumns(image, y: 5).map(\.start) == [30, 48])
    }

    @Test func aHorizontalGridFlowsIntoColumns() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20), spacing: 0)], spacing: 6) {
            ForEach(0..<5, id: \.self) { _ in blue.frame(width: 12) }
        }
        // Two rows (20 + 8 + 20), three columns of 12 with 6 between.
        #expect(ViewRenderer.size(of: grid, for: .unspecified) == CGSize(width: 48, height: 48))
    }

    @Test func offeredNoWidthColumnsTakeTheirCellsIdealWidth() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 5))], spacing: 0) {
            blue.frame(width: 30, height: 10)
            blue.frame(width: 12, height: 10)
            blue.frame(width: 40, height: 10)
        }
        #expect(ViewRenderer.size(of: grid, for: .unspecified) == CGSize(width: 60, height: 20))
    }

    @Test func absurdItemsStayBounded() {
        let many = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { cells(3) }
        let size = ViewRenderer.size(of: many, for: ProposedViewSize(width: 1e12, height: nil))
        #expect(size.width <= 1e12 * (1 + 1e-9) && size.height == 10)
        let none = LazyVGrid(columns: []) { cells(3) }
        #expect(ViewRenderer.size(of: none, for: ProposedViewSize(width: 100, height: nil)) == .zero)
        let nan = LazyVGrid(columns: [GridItem(.fixed(.nan), spacing: .infinity), GridItem(.flexible(minimum: -5))]) {
            cells(2)
        }
        let nanSize = ViewRenderer.size(of: nan, for: ProposedViewSize(width: 100, height: nil))
        #expect(nanSize.width.isFinite && nanSize.height == 10)
    }
}
