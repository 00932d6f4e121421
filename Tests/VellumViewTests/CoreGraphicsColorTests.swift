import Foundation
import Testing
import Vellum

/// CoreGraphics' colour as SwiftUI code hands it over: components kept as given (clamped),
/// greys as two components, and `Color`'s and `UIColor`'s conversions both ways.
@Suite struct CoreGraphicsColorTests {
    @Test func componentsAreListedAsCoreGraphicsListsThem() throws {
        let ink = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)
        #expect(ink.components == [0.1, 0.2, 0.3, 0.5] && ink.numberOfComponents == 4 && ink.alpha == 0.5)
        let grey = CGColor(gray: 0.25, alpha: 1)
        #expect(grey.components == [0.25, 1] && grey.numberOfComponents == 2)
        #expect(CGColor(red: 2, green: -1, blue: .nan, alpha: 1).components == [1, 0, 0, 1])
        #expect(ink.copy(alpha: 1)?.components == [0.1, 0.2, 0.3, 1])
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1) && CGColor.clear.alpha == 0)
    }

    @Test func aColorFromCGColorDrawsItsComponents() throws {
        let view = Color(CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)).frame(width: 4, height: 4)
        let pixel = try render(view).rgba(x: 2, y: 2)
        // 0.1 × 255 = 25.5: 25 or 26 by the encoder's rounding.
        #expect((25...26).contains(pixel.red) && pixel.red == pixel.green && pixel.green == pixel.blue, "\(pixel)")
        let grey = try render(Color(cgColor: CGColor(gray: 0.5, alpha: 1)).frame(width: 4, height: 4))
        #expect((127...128).contains(grey.rgba(x: 1, y: 1).red))
    }

    @Test func aColorHasACGColorOnlyWhenItDoesNotChangeWithTheScheme() {
        #expect(Color(red: 1, green: 0.5, blue: 0).cgColor?.components == [1, 0.5, 0, 1])
        #expect(Color.primary.cgColor == nil)
        #expect(Color(.systemBackground).cgColor == nil)
        let resolved = Color(red: 0, green: 0, blue: 1).resolve(in: EnvironmentValues()).cgColor
        #expect(resolved.components == [0, 0, 1, 1])
    }

    @Test func uiColorConvertsBothWays() {
        let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
        #expect(teal.cgColor.components == [0, 0.5, 0.5, 1])
        #expect(UIColor(cgColor: teal.cgColor) == teal)
        // A system colour gives its light appearance, as UIKit does with no traits set.
        #expect(UIColor.systemBackground.cgColor.components == [1, 1, 1, 1])
        // As in CoreGraphics, an RGB white is not equal to a grey one.
        #expect(UIColor.systemBackground.cgColor != CGColor.white)
    }
}
