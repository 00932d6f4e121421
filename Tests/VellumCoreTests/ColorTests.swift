import Foundation
import Testing
import VellumCore

@Suite("Color")
struct ColorTests {
    static let namedCases: [(Color, UInt32)] = [
        (Color.clear, 0x0000_0000), (.black, 0x0000_00FF), (.white, 0xFFFF_FFFF), (.gray, 0x8E8E_93FF),
        (.red, 0xFF3B_30FF), (.orange, 0xFF95_00FF), (.yellow, 0xFFCC_00FF), (.green, 0x34C7_59FF),
        (.mint, 0x00C7_BEFF), (.teal, 0x30B0_C7FF), (.cyan, 0x32AD_E6FF), (.blue, 0x007A_FFFF),
        (.indigo, 0x5856_D6FF), (.purple, 0xAF52_DEFF), (.pink, 0xFF2D_55FF), (.brown, 0xA284_5EFF),
        (.primary, 0x0000_00FF), (.secondary, 0x3C3C_4399), (.accentColor, 0x007A_FFFF)
    ]

    @Test("Named colours are Apple's iOS light-mode values", arguments: namedCases)
    func namedColour(color: Color, expected: UInt32) {
        #expect(hex8(color.resolved) == expected)
    }

    @Test func secondaryIsSixtyPercent() {
        #expect(Color.secondary.resolved.opacity == 0.6)
    }

    @Test(
        "Good hex strings",
        arguments: [
            ("#FF3B30", 0xFF3B_30FF as UInt32), ("ff3b30", 0xFF3B_30FF), ("#fF3b30", 0xFF3B_30FF),
            ("#F80", 0xFF88_00FF), ("f80", 0xFF88_00FF), ("#00000080", 0x0000_0080), ("12345678", 0x1234_5678),
            ("#000", 0x0000_00FF), ("#FFFFFFFF", 0xFFFF_FFFF)
        ])
    func goodHex(string: String, expected: UInt32) throws {
        let color = try #require(Color(hex: string))
        #expect(hex8(color.resolved) == expected)
    }

    @Test func hexIsExact() {
        #expect(Color(hex: "#FF3B30")?.resolved == Color.red.resolved)
        #expect(Color(hex: "#00000080")?.resolved.opacity == 128.0 / 255)
        #expect(Color(hex: "#F80")?.resolved.green == 0x88 / 255.0)
    }

    @Test(
        "Bad hex strings",
        arguments: [
            "", "#", "#1", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GGG", "#12345G", " #FFF", "#FFF ",
            "##FFF", "+FF", "0x123", "#ＦＦＦ", "#-1-1-1", "#ff ff ff"
        ])
    func badHex(string: String) {
        #expect(Color(hex: string) == nil)
    }

    typealias Triple = (Double, Double, Double)
    static let hsbCases: [(Triple, Triple)] = [
        ((0.0, 1.0, 1.0), (1.0, 0.0, 0.0)), ((1.0 / 3, 1.0, 1.0), (0.0, 1.0, 0.0)),
        ((2.0 / 3, 1.0, 1.0), (0.0, 0.0, 1.0)), ((1.0, 1.0, 1.0), (1.0, 0.0, 0.0)),
        ((1.0 / 6, 1.0, 1.0), (1.0, 1.0, 0.0)), ((0.5, 1.0, 1.0), (0.0, 1.0, 1.0)),
        ((5.0 / 6, 1.0, 1.0), (1.0, 0.0, 1.0)), ((30.0 / 360, 1.0, 1.0), (1.0, 0.5, 0.0)),
        ((0.5, 0.5, 0.8), (0.4, 0.8, 0.8)), ((0.7, 0.0, 0.3), (0.3, 0.3, 0.3)), ((0.25, 1.0, 0.0), (0.0, 0.0, 0.0)),
        ((210.0 / 360, 0.75, 0.8), (0.2, 0.5, 0.8))
    ]

    @Test("HSB against known sRGB values", arguments: hsbCases)
    func hsb(hsb: (Double, Double, Double), rgb: (Double, Double, Double)) {
        let color = Color(hue: hsb.0, saturation: hsb.1, brightness: hsb.2)
        expectClose(color.resolved, RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2))
    }

    @Test func hsbClampsAndKeepsOpacity() {
        expectClose(
            Color(hue: .nan, saturation: 2, brightness: 1, opacity: 0.5).resolved,
            RGBAColor(red: 1, opacity: 0.5))
        expectClose(Color(hue: -0.5, saturation: 1, brightness: 1).resolved, RGBAColor(red: 1))
    }

    @Test func componentsClampAndNaNIsZero() {
        #expect(
            Color(red: 2, green: -1, blue: .nan, opacity: 7).resolved
                == RGBAColor(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(
            Color(white: .infinity, opacity: -.infinity).resolved == RGBAColor(red: 1, green: 1, blue: 1, opacity: 0))
    }

    @Test func whiteAndDefaultOpacity() {
        #expect(Color(white: 0.25).resolved == RGBAColor(red: 0.25, green: 0.25, blue: 0.25, opacity: 1))
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).resolved.opacity == 1)
        #expect(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3) == Color(red: 0.1, green: 0.2, blue: 0.3))
    }

    @Test func opacityMultiplies() {
        #expect(Color.red.opacity(0.5).opacity(0.5).resolved.opacity == 0.25)
        #expect(Color.secondary.opacity(0.5).resolved.opacity == 0.3)
        #expect(Color.red.opacity(2) == .red)
        #expect(Color.red.opacity(.nan).resolved.opacity == 0)
        #expect(Color.red.opacity(0.5).resolved.red == 1)
    }

    @Test func linearSRGBIsEncoded() {
        expectClose(
            Color(.sRGBLinear, red: 0.5, green: 0.2, blue: 0.002).resolved,
            RGBAColor(red: 0.7353569830524495, green: 0.48452920448170694, blue: 0.025840000000000002))
        expectClose(Color(.sRGBLinear, white: 1).resolved, RGBAColor(red: 1, green: 1, blue: 1))
    }

    @Test func displayP3ConvertsAndClips() {
        // P3's red lies outside sRGB: linear sRGB (1.2249, −0.0421, −0.0196) clips to red.
        expectClose(Color(.displayP3, red: 1, green: 0, blue: 0).resolved, RGBAColor(red: 1))
        // Greys are the same in both spaces.
        expectClose(Color(.displayP3, white: 0.5).resolved, RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        expectClose(Color(.displayP3, white: 1).resolved, RGBAColor(red: 1, green: 1, blue: 1))
        // An in-gamut colour: P3 blue channel only mixes into sRGB blue.
        let p3 = Color(.displayP3, red: 0, green: 0, blue: 0.5).resolved
        let linearBlue = 1.098273600140966 * pow((0.5 + 0.055) / 1.055, 2.4)
        expectClose(p3, RGBAColor(blue: 1.055 * pow(linearBlue, 1 / 2.4) - 0.055))
    }

    @Test func paintIsTheColour() {
        #expect(Color.teal._paint(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == .color(Color.teal.resolved))
    }
}
