import Foundation
import Testing
import Vellum

/// The 8-bit RGBA of the middle pixel of `color` filling a 4×4 view in `scheme`.
private func pixel(_ color: Color, scheme: ColorScheme = .light) throws -> [Int] {
    let renderer = ImageRenderer(content: color.frame(width: 4, height: 4))
    renderer.colorScheme = scheme
    let image = try renderer.image()
    let p = image.rgba(x: 2, y: 2)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// UIKit's colours as SwiftUI code on iOS passes them to `Color`, drawn in both appearances
/// with iOS's published values.
@Suite struct UIColorTests {
    @Test func systemColorsFollowTheScheme() throws {
        #expect(try pixel(Color(.systemGray6)) == [242, 242, 247, 255])
        #expect(try pixel(Color(.systemGray6), scheme: .dark) == [28, 28, 30, 255])
        #expect(try pixel(Color(uiColor: .systemPink)) == [255, 45, 85, 255])
        #expect(try pixel(Color(uiColor: .systemPink), scheme: .dark) == [255, 55, 95, 255])
        #expect(try pixel(Color(UIColor.secondarySystemBackground), scheme: .dark) == [28, 28, 30, 255])
        #expect(try pixel(Color(.systemBackground), scheme: .dark) == [0, 0, 0, 255])
    }

    @Test func systemColorsMatchSwiftUIsNamedColors() throws {
        for (ui, named) in [(UIColor.systemRed, Color.red), (.systemBlue, .blue), (.systemGreen, .green)] {
            for scheme in [ColorScheme.light, .dark] {
                #expect(try pixel(Color(ui), scheme: scheme) == pixel(named, scheme: scheme))
            }
        }
        #expect(try pixel(Color(.secondaryLabel)) == pixel(.secondary))
    }

    @Test func fixedColorsArePureAndTheSameInBothSchemes() throws {
        #expect(try pixel(Color(.red)) == [255, 0, 0, 255])
        #expect(try pixel(Color(.red), scheme: .dark) == [255, 0, 0, 255])
        #expect(try pixel(Color(.gray)) == [128, 128, 128, 255])
        #expect(try pixel(Color(.white)) == [255, 255, 255, 255])
        // (`Color(.clear)` as users write it; here the package-only `Color(RGBAColor)` sees it too.)
        #expect(try pixel(Color(UIColor.clear))[3] == 0)
    }

    @Test func colorsFromComponentsAndBack() throws {
        #expect(try pixel(Color(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))) == [0, 128, 255, 255])
        #expect(try pixel(Color(UIColor(white: 0.25, alpha: 1))) == [64, 64, 64, 255])
        // Out of range clamps, as every Vellum colour does.
        #expect(try pixel(Color(UIColor(red: 2, green: -1, blue: 0, alpha: 1))) == [255, 0, 0, 255])
        #expect(try pixel(Color(UIColor(Color.orange)), scheme: .dark) == pixel(.orange, scheme: .dark))
        #expect(try pixel(Color(UIColor.label.withAlphaComponent(0.5)), scheme: .dark)[3] == 128)
    }

    /// `Color(#colorLiteral(…))` still reads as one colour, not as UIKit's.
    @Test func colorLiteralsStayUnambiguous() throws {
        let coral = Color(#colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1))
        #expect(try pixel(coral) == [255, 128, 64, 255])
    }
}
