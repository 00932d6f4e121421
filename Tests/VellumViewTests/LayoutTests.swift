import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTesting

/// Renders `view` (ideal size unless `proposal`) and returns the pixels.
func render<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = proposal
    renderer.scale = scale
    return try renderer.image()
}

/// librsvg's rendering of the view's SVG against the Cairo raster: at most 0.5 % of pixels
/// may differ by more than 8/255 in a channel.
func librsvgAgreement<V: View>(_ view: V) throws -> ImageComparisonResult {
    let renderer = ImageRenderer(content: view)
    let png = try renderer.image()
    let librsvg = try LibrsvgRenderer.image(svg: try renderer.svgData(), width: png.width, height: png.height)
    return ImageComparison(pixelTolerance: 8, maximumDifferingShare: 0.005).compare(expected: png, actual: librsvg)
}

/// The bounding box (in pixels) of the pixels of `image` whose colour is within 2/255 of
/// `color` and opaque; nil if none.
func frame(of color: Color, in image: RasterImage) -> CGRect? {
    let want = color.resolved
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width {
            let c = image.rgba(x: x, y: y)
            guard c.alpha == 255, abs(Double(c.red) - want.red * 255) <= 2,
                abs(Double(c.green) - want.green * 255) <= 2,
                abs(Double(c.blue) - want.blue * 255) <= 2
            else { continue }
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

let red = Color(red: 1, green: 0, blue: 0)
enum LayoutTestColors { static let red = Color(red: 1, green: 0, blue: 0) }
let green = Color(red: 0, green: 1, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)
let yellow = Color(red: 1, green: 1, blue: 0)

@Suite struct StackLayoutTests {
    @Test func hStackPlacesFixedChildrenWithDefaultSpacingCentred() throws {
        let view = HStack {
            red.frame(width: 20, height: 10)
            green.frame(width: 30, height: 30)
        }
        #expect(ViewRenderer.size(of: view, for: .unspecified) == CGSize(width: 58, height: 30))
        let image = try render(view)
        #expect(frame(of: red, in: image) == CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(frame(of: green, in: image) == CGRect(x: 28, y: 0, width: 30, height: 30))
    }

    @Test func vStackAlignmentAndSpacing() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            red.frame(width: 20, height: 10)
            green.frame(width: 40, height: 10)
        }
        let image = try render(view)
        #expect(image.width == 40 && image.height == 24)
        #expect(frame(of: red, in: image) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(frame(of: green, in: image) == CGRect(x: 0, y: 14, width: 40, height: 10))
        let trailing = try render(
            VStack(alignment: .trailing, spacing: 0) {
                red.frame(width: 20, height: 10); green.frame(width: 40, height: 10)
            })
        #expect(frame(of: red, in: trailing) == CGRect(x: 20, y: 0, width: 20, height: 10))
    }

    /// Flexible children share what is left after the fixed ones, least flexible first.
    @Test func flexibleChildrenShareTheRemainingWidth() throws {
        let view = HStack(spacing: 0) {
            red.frame(width: 40)
            green
            blue
        }
        let image = try render(view, proposal: ProposedViewSize(width: 200, height: 20))
        #expect(frame(of: red, in: image) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(frame(of: green, in: image) == CGRect(x: 40, y: 0, width: 80, height: 20))
        #expect(frame(of: blue, in: image) == CGRect(x: 120, y: 0, width: 80, height: 20))
    }

    @Test func spacerPushesViewsApart() throws {
        let view = HStack {
            red.frame(width: 20, height: 20)
            Spacer()
            green.frame(width: 20, height: 20)
        }
        let image = try render(view, proposal: ProposedViewSize(width: 100, height: 20))
        #expect(frame(of: red, in: image) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(frame(of: green, in: image) == CGRect(x: 80, y: 0, width: 20, height: 20))
        // Unproposed, the spacer takes its minimum (the default spacing, 8) plus spacing.
        #expect(ViewRenderer.size(of: view, for: .unspecified) == CGSize(width: 20 + 8 + 8 + 8 + 20, height: 20))
    }

    @Test func layoutPriorityGoesFirst() throws {
        let view = HStack(spacing: 0) {
            red.frame(minWidth: 10, maxWidth: 100)
            green.frame(minWidth: 10, maxWidth: 100).layoutPriority(1)
        }
        let image = try render(view, proposal: ProposedViewSize(width: 120, height: 10))
        #expect(frame(of: green, in: image)?.width == 100)
        #expect(frame(of: red, in: image)?.width == 20)
    }

    @Test func zStackAlignsChildrenInTheLargest() throws {
        let view = ZStack(alignment: .bottomTrailing) {
            red.frame(width: 50, height: 40)
            green.frame(width: 10, height: 10)
        }
        let image = try render(view)
        #expect(image.width == 50 && image.height == 40)
        #expect(frame(of: green, in: image) == CGRect(x: 40, y: 30, width: 10, height: 10))
    }

    @Test func nestedStacksWithPaddingAndFrames() throws {
        let view = VStack(spacing: 0) {
            HStack(spacing: 10) {
                red.frame(width: 10, height: 10)
                green.frame(width: 10, height: 10)
            }
            .padding(5)
            .background(yellow)
            blue.frame(width: 60, height: 10)
        }
        let image = try render(view)
        #expect(image.width == 60 && image.height == 30)
        // The padded row is 10 + 10 + 10 + 2 × 5 = 40 wide, centred in the 60-wide column.
        #expect(frame(of: yellow, in: image) == CGRect(x: 10, y: 0, width: 40, height: 20))
        #expect(frame(of: red, in: image) == CGRect(x: 15, y: 5, width: 10, height: 10))
        #expect(frame(of: green, in: image) == CGRect(x: 35, y: 5, width: 10, height: 10))
        #expect(frame(of: blue, in: image) == CGRect(x: 0, y: 20, width: 60, height: 10))
    }

    @Test func emptyStacksTakeNoRoomAndForEachMakesChildren() throws {
        #expect(ViewRenderer.size(of: HStack {}, for: .unspecified) == .zero)
        #expect(ViewRenderer.size(of: VStack { EmptyView() }, for: .unspecified) == .zero)
        let row = HStack(spacing: 2) { ForEach(0..<4) { _ in red.frame(width: 5, height: 5) } }
        #expect(ViewRenderer.size(of: row, for: .unspecified) == CGSize(width: 26, height: 5))
        let optional: Color? = nil
        #expect(
            ViewRenderer.size(
                of: HStack(spacing: 2) {
                    red.frame(width: 5, height: 5); optional
                }, for: .unspecified)
                == CGSize(width: 5, height: 5))
    }
}

@Suite struct FrameAndPaddingTests {
    @Test func frameAlignmentPlacesTheChild() throws {
        let image = try render(red.frame(width: 10, height: 10).frame(width: 40, height: 30, alignment: .topTrailing))
        #expect(image.width == 40 && image.height == 30)
        #expect(frame(of: red, in: image) == CGRect(x: 30, y: 0, width: 10, height: 10))
    }

    @Test func flexibleFrameClampsTheOffer() throws {
        let node = red.frame(minWidth: 50, maxWidth: 80, minHeight: 5, maxHeight: 10)
        #expect(
            ViewRenderer.size(of: node, for: ProposedViewSize(width: 200, height: 200)) == CGSize(width: 80, height: 10)
        )
        #expect(
            ViewRenderer.size(of: node, for: ProposedViewSize(width: 20, height: 1)) == CGSize(width: 50, height: 5))
        // maxWidth .infinity takes everything offered; unproposed, the child's ideal (10).
        let wide = red.frame(width: 30, height: 10).frame(maxWidth: .infinity, alignment: .leading)
        #expect(
            ViewRenderer.size(of: wide, for: ProposedViewSize(width: 300, height: 10)) == CGSize(width: 300, height: 10)
        )
        #expect(ViewRenderer.size(of: wide, for: .unspecified) == CGSize(width: 30, height: 10))
        let image = try render(wide, proposal: ProposedViewSize(width: 100, height: 10))
        #expect(frame(of: red, in: image) == CGRect(x: 0, y: 0, width: 30, height: 10))
        // The ideal stands in for an unspecified offer.
        #expect(ViewRenderer.size(of: red.frame(idealWidth: 40, maxWidth: 100), for: .unspecified).width == 40)
    }

    @Test func paddingFormsAndDefault() {
        let box = red.frame(width: 10, height: 10)
        #expect(ViewRenderer.size(of: box.padding(), for: .unspecified) == CGSize(width: 42, height: 42))
        #expect(ViewRenderer.size(of: box.padding(.horizontal, 5), for: .unspecified) == CGSize(width: 20, height: 10))
        #expect(
            ViewRenderer.size(
                of: box.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), for: .unspecified)
                == CGSize(width: 16, height: 14))
        #expect(ViewRenderer.size(of: box.padding(3), for: .unspecified) == CGSize(width: 16, height: 16))
    }

    @Test func badLengthsAreClampedOrIgnored() {
        let box = red.frame(width: 10, height: 10)
        // Negative and NaN frames count as unspecified, as SwiftUI (which logs them).
        #expect(
            ViewRenderer.size(of: box.frame(width: -5, height: .nan), for: .unspecified)
                == CGSize(width: 10, height: 10))
        // NaN padding is 0; negative padding pulls the edges in, never below zero size.
        #expect(ViewRenderer.size(of: box.padding(.nan), for: .unspecified) == CGSize(width: 10, height: 10))
        #expect(ViewRenderer.size(of: box.padding(-3), for: .unspecified) == CGSize(width: 4, height: 4))
        #expect(ViewRenderer.size(of: box.padding(-30), for: .unspecified) == .zero)
        #expect(ViewRenderer.size(of: Spacer(minLength: .nan), for: .unspecified) == .zero)
    }

    @Test func fixedSizeAndAspectRatio() {
        #expect(
            ViewRenderer.size(
                of: blue.aspectRatio(2, contentMode: .fit), for: ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 100, height: 50))
        #expect(
            ViewRenderer.size(
                of: blue.aspectRatio(2, contentMode: .fill), for: ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 200, height: 100))
        #expect(
            ViewRenderer.size(of: blue.fixedSize(), for: ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 10, height: 10))
    }
}

@Suite struct EnvironmentTests {
    struct AccentKey: EnvironmentKey { static let defaultValue = Color(red: 0, green: 0, blue: 1) }

    struct Swatch: View {
        @Environment(\.accent) var accent
        var body: some View { accent.frame(width: 4, height: 4) }
    }

    @Test func valuesFlowDownAndInnermostWins() throws {
        let image = try render(
            HStack(spacing: 0) {
                Swatch()
                Swatch().environment(\.accent, green)
            }.environment(\.accent, red))
        #expect(frame(of: red, in: image) == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(frame(of: green, in: image) == CGRect(x: 4, y: 0, width: 4, height: 4))
        #expect(frame(of: blue, in: try render(Swatch())) != nil)
    }

    @Test func foregroundStyleFillsShapesWithoutAFill() throws {
        let image = try render(
            VStack(spacing: 0) {
                Rectangle().frame(width: 4, height: 4)
                Rectangle().frame(width: 4, height: 4).foregroundStyle(green)
                Rectangle().fill(blue).frame(width: 4, height: 4).foregroundColor(red)
            })
        #expect(image.rgba(x: 1, y: 1) == (0, 0, 0, 255))
        #expect(frame(of: green, in: image) == CGRect(x: 0, y: 4, width: 4, height: 4))
        #expect(frame(of: blue, in: image) == CGRect(x: 0, y: 8, width: 4, height: 4))
    }
}

extension EnvironmentValues {
    var accent: Color {
        get { self[EnvironmentTests.AccentKey.self] }
        set { self[EnvironmentTests.AccentKey.self] = newValue }
    }
}

@Suite struct PlacementProposalTests {
    /// A stack offered only a width sizes a flexible child for that offer; drawing must place
    /// it with the same offer (SwiftUI's placeSubviews gets the sizing proposal), not with
    /// the height the stack chose, or the child would draw at another size than it measured.
    @Test func stacksPlaceChildrenWithTheProposalTheyWereSizedWith() throws {
        let view = HStack(spacing: 0) {
            Text("Label that wraps when squeezed").font(.system(size: 12))
            // Unproposed in height, a colour is 10 points tall.
            red.frame(minWidth: 20, maxWidth: .infinity)
        }
        let image = try render(view, proposal: ProposedViewSize(width: 200, height: nil))
        let size = ViewRenderer.size(of: view, for: ProposedViewSize(width: 200, height: nil))
        let bar = try #require(frame(of: LayoutTestColors.red, in: image))
        #expect(abs(bar.maxX - size.width) < 1, "\(bar) in \(size)")
        #expect(bar.height >= 9 && bar.height <= 11, "drawn \(bar.height) tall, measured 10")
    }
}
