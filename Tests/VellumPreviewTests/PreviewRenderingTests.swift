import Foundation
import SnapshotTesting
import Testing
import Vellum
import VellumTesting

@testable import VellumPreviewFixtures

/// Previews drawn as the preview tools draw them: the canvas each trait and modifier asks
/// for, and the pixels the body draws.
@MainActor @Suite struct PreviewRenderingTests {
    /// The fixture module's previews, as the previews plugin lists them.
    var images: [PreviewImage] { PreviewEntry.images(of: vellumPreviews) }

    func image(_ name: String) throws -> (PreviewImage, RasterImage) {
        let preview = try #require(images.first { $0.name == name }, "no preview \(name) in \(images.map(\.name))")
        return (preview, try preview.renderer().image())
    }

    /// The colour at a point, as (red, green, blue, alpha).
    func colour(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image.rgba(x: x, y: y)
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
    }

    func isWhite(_ pixel: [Int]) -> Bool { pixel == [255, 255, 255, 255] }

    @Test func everyPreviewHasAStableUniqueName() {
        #expect(
            images.map(\.name) == [
                "Red-bar", "MacroPreviews-10", "Fixed", "Landscape", "Returns", "Two-views", "Counter",
                "Counter-that-returns", "Badge-fixed", "ProviderPreviews-10-2", "ProviderPreviews-10-3",
                "ProviderPreviews-23-1", "ProviderPreviews-23-2"
            ])
    }

    @Test func sizeThatFitsIsTheViewsOwnSize() throws {
        let (_, image) = try image("Red-bar")
        #expect(image.width == 40 && image.height == 30)
        let centre = colour(image, 20, 15)
        #expect(centre[0] > 200 && centre[1] < 100 && centre[2] < 100 && centre[3] == 255)
    }

    @Test func theDefaultIsAPhoneScreenWithTheViewCentred() throws {
        let (preview, image) = try image("MacroPreviews-10")
        #expect(preview.canvasSize == CGSize(width: 393, height: 852))
        #expect(image.width == 393 && image.height == 852)
        let centre = colour(image, 196, 426)
        #expect(centre[2] > 200 && centre[0] < 50)
        #expect(isWhite(colour(image, 196, 426 - 60)) && isWhite(colour(image, 2, 2)))
    }

    @Test func aFixedLayoutIsThatSize() throws {
        let (_, image) = try image("Fixed")
        #expect(image.width == 200 && image.height == 100)
        let centre = colour(image, 100, 50)
        #expect(centre[1] > 150 && centre[0] < 100 && centre[2] < 150)
        #expect(isWhite(colour(image, 100 - 30, 50)))
    }

    @Test func landscapeSwapsTheDevicesSides() throws {
        let (_, image) = try image("Landscape")
        #expect(image.width == 852 && image.height == 393)
        let centre = colour(image, 426, 196)
        #expect(centre[0] > 200 && centre[1] > 100 && centre[2] < 50)
    }

    @Test func aBodyThatReturnsDrawsWhatItReturns() throws {
        let (_, image) = try image("Returns")
        #expect(image.width == 24 && image.height == 24)
        let centre = colour(image, 12, 12)
        #expect(centre[0] > 100 && centre[2] > 150 && centre[1] < 100)
    }

    @Test func previewableStateStartsAtItsInitialValue() throws {
        // Three bars of 10 points from `count = 3`, 10 high from the second state.
        let (_, image) = try image("Counter")
        #expect(image.width == 30 && image.height == 10)
        #expect(colour(image, 5, 5) == [0, 0, 0, 255])
        #expect(colour(image, 15, 5)[0] > 100 && colour(image, 15, 5)[0] < 200)
        #expect(colour(image, 25, 5) == [0, 0, 0, 255])
    }

    @Test func previewableStateThatABodyChangesIsDrawnChanged() throws {
        // 30 wide at first, 70 once it appears; a fixed layout ignores the orientation.
        let (_, image) = try image("Counter-that-returns")
        #expect(image.width == 100 && image.height == 40)
        #expect(isWhite(colour(image, 10, 20)) && isWhite(colour(image, 90, 20)))
        #expect(!isWhite(colour(image, 20, 20)) && !isWhite(colour(image, 80, 20)))
    }

    @Test func aProvidersPreviewLayoutIsHonoured() throws {
        let (_, fixed) = try image("Badge-fixed")
        #expect(fixed.width == 120 && fixed.height == 80)
        #expect(colour(fixed, 60, 40)[0] > 200 && isWhite(colour(fixed, 10, 10)))
        let (_, fits) = try image("ProviderPreviews-10-2")
        #expect(fits.width == 40 && fits.height == 40)
    }

    @Test func aProvidersDeviceAndOrientationSizeTheScreen() throws {
        let (preview, image) = try image("ProviderPreviews-10-3")
        #expect(preview.canvasSize == CGSize(width: 667, height: 375))
        #expect(image.width == 667 && image.height == 375)
        #expect(colour(image, 333, 187)[2] > 200)
    }

    @Test func aModifierOnAGroupAppliesToEachMember() throws {
        let (_, yellow) = try image("ProviderPreviews-23-1")
        let (_, black) = try image("ProviderPreviews-23-2")
        #expect(yellow.width == 60 && yellow.height == 50 && black.width == 60 && black.height == 50)
        #expect(colour(yellow, 30, 25)[0] > 200 && colour(yellow, 30, 25)[1] > 150)
        #expect(colour(black, 30, 25) == [0, 0, 0, 255])
    }

    @Test func previewModifiersChangeNothingInAPlainRender() throws {
        let view = Color.red.frame(width: 20, height: 10).previewLayout(.fixed(width: 300, height: 300))
            .previewDevice("iPad Pro (11-inch)").previewInterfaceOrientation(.landscapeLeft)
            .previewDisplayName("Plain")
        let image = try ImageRenderer(content: view).image()
        #expect(image.width == 20 && image.height == 10)
    }

    @Test func devicesAndOrientationsAreSwiftUIs() {
        let literal: PreviewDevice = "iPhone 15"
        #expect(literal.rawValue == PreviewDevice(rawValue: "iPhone 15").rawValue)
        #expect(
            InterfaceOrientation.allCases.map(\.id) == [
                "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"
            ])
        #expect(Group_Previews.platform == .iOS && Badge_Previews.platform == nil)
    }
}

/// The one call a user's test makes: every fixture preview against its reference PNG.
@MainActor @Test func fixturePreviewsMatchTheirSnapshots() {
    assertPreviewSnapshots(vellumPreviews)
}
