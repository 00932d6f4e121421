import Foundation
import Testing
import Vellum

/// A user's layout, as written for SwiftUI: subviews evenly on a circle, the first at
/// 3 o'clock, going clockwise on screen.
struct RadialLayout: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = Angle.degrees(360 / Double(subviews.count) * Double(index)).radians
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// Counts its makeCache calls, and places subviews in a row by their `Rank` layout value.
struct RankedRow: Layout {
    final class Counter: @unchecked Sendable { var caches = 0 }
    struct Rank: LayoutValueKey { static let defaultValue = 0 }
    let counter: Counter

    func makeCache(subviews: Subviews) -> [Int] {
        counter.caches += 1
        return subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
        var x = bounds.minX
        for index in cache {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

@Suite("Layout protocol")
struct CustomLayoutTests {
    /// The alpha-weighted centre of the pixels in a 30-pixel square about `point`.
    func centroid(in image: RasterImage, near point: CGPoint) -> (center: CGPoint, coverage: Double) {
        var sum = 0.0, sumX = 0.0, sumY = 0.0
        for y in Int(point.y) - 15...Int(point.y) + 15 {
            for x in Int(point.x) - 15...Int(point.x) + 15
            where (0..<image.width).contains(x) && (0..<image.height).contains(y) {
                let alpha = Double(image.rgba(x: x, y: y).alpha) / 255
                sum += alpha
                sumX += alpha * (Double(x) + 0.5)
                sumY += alpha * (Double(y) + 0.5)
            }
        }
        return (CGPoint(x: sumX / max(sum, 1e-9), y: sumY / max(sum, 1e-9)), sum)
    }

    @Test func eightCirclesOnACircle() throws {
        let view = RadialLayout(radius: 70) {
            ForEach(0..<8) { index in
                Circle().fill(Color(red: Double(index) / 7, green: 0, blue: 1)).frame(width: 20, height: 20)
            }
        }
        .frame(width: 200, height: 200)
        let image = try render(view)
        #expect(image.width == 200 && image.height == 200)
        for index in 0..<8 {
            let angle = Double(index) * .pi / 4
            let expected = CGPoint(x: 100 + 70 * cos(angle), y: 100 + 70 * sin(angle))
            let (center, coverage) = centroid(in: image, near: expected)
            #expect(
                abs(center.x - expected.x) < 0.02 && abs(center.y - expected.y) < 0.02, "circle \(index) at \(center)")
            // A circle of radius 10 covers π·100 pixels; Cairo's coverage grid loses about 0.6 %.
            #expect(abs(coverage - .pi * 100) < 3, "circle \(index) covers \(coverage)")
            let pixel = image.rgba(x: Int(expected.x), y: Int(expected.y))
            #expect(abs(Int(pixel.red) - Int((Double(index) / 7 * 255).rounded())) <= 1 && pixel.blue == 255)
        }
        // Nothing at the centre, nothing between the circles.
        #expect(image.rgba(x: 100, y: 100).alpha == 0)
        #expect(image.rgba(x: Int(100 + 70 * cos(Double.pi / 8)), y: Int(100 + 70 * sin(Double.pi / 8))).alpha == 0)
    }

    @Test func layoutValuesAndTheCacheMadeOncePerRender() throws {
        let counter = RankedRow.Counter()
        let row = RankedRow(counter: counter) {
            Color.red.frame(width: 10, height: 10).layoutValue(key: RankedRow.Rank.self, value: 2)
            Color.green.frame(width: 20, height: 10).layoutValue(key: RankedRow.Rank.self, value: 0)
            Color.blue.frame(width: 30, height: 10).layoutValue(key: RankedRow.Rank.self, value: 1)
        }
        let image = try render(row)
        #expect(counter.caches == 1)
        #expect(image.width == 60 && image.height == 10)
        #expect(frame(of: .green, in: image) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(frame(of: .blue, in: image) == CGRect(x: 20, y: 0, width: 30, height: 10))
        #expect(frame(of: .red, in: image) == CGRect(x: 50, y: 0, width: 10, height: 10))
    }

    @Test func stackLayoutsAreTheStacks() throws {
        let content = { (color: Color) in color.frame(width: 12, height: 8) }
        let built = HStack(alignment: .bottom, spacing: 3) {
            content(.red); Color.blue.frame(width: 5, height: 20)
        }
        let layout = HStackLayout(alignment: .bottom, spacing: 3) {
            content(.red); Color.blue.frame(width: 5, height: 20)
        }
        #expect(try render(built) == render(layout))
        let image = try render(layout)
        #expect(frame(of: .red, in: image) == CGRect(x: 0, y: 12, width: 12, height: 8))
        #expect(frame(of: .blue, in: image) == CGRect(x: 15, y: 0, width: 5, height: 20))
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    @Test func unplacedSubviewsAreCentredAtTheirIdealSize() throws {
        struct Lazy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 40, height: 30)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let image = try render(Lazy { Color.red.frame(width: 10, height: 6) })
        #expect(frame(of: .red, in: image) == CGRect(x: 15, y: 12, width: 10, height: 6))
    }

    @Test func viewSpacing() {
        var spacing = ViewSpacing.zero
        #expect(spacing.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(spacing.distance(to: .zero, along: .vertical) == 0)
        spacing.formUnion(ViewSpacing(), edges: .top)
        #expect(spacing.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: spacing, along: .vertical) == 8)
    }
}
