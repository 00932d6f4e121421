import Foundation

// SwiftUI code written for iOS reaches UIKit's colours without importing UIKit, because SwiftUI
// re-exports it: `Color(.systemGray6)`, `Color(UIColor.secondarySystemBackground)`,
// `Color(uiColor: .label)`, `Color(.red)`. Linux has no UIKit; this is the part of `UIColor`
// such code uses, as values: the system colours with iOS's light and dark appearances, UIKit's
// fixed colours, and colours from components. Nothing of UIKit's views comes with it.

/// UIKit's colour, as SwiftUI code on iOS passes it to `Color`: the system and semantic colours
/// with iOS's light and dark values, the fixed colours (`.red` is pure red, not `.systemRed`),
/// and colours from components. A class, as UIKit's, so that code's own
/// `extension UIColor { convenience init(hex:) }` compiles; its colours never change.
///
/// ```swift
/// Rectangle().fill(Color(.systemGray6))
/// Text("Draft").foregroundColor(Color(uiColor: .secondaryLabel))
/// ```
public final class UIColor: Hashable, Sendable {
    /// The colour in the light appearance.
    let light: RGBAColor
    /// The colour in the dark appearance.
    let dark: RGBAColor

    init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances, from 0…255 components.
    private convenience init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, dark: (red, green, blue, alpha))
    }

    private convenience init(red: Int, green: Int, blue: Int, alpha: Double = 1, dark: (Int, Int, Int, Double)) {
        func rgba(_ r: Int, _ g: Int, _ b: Int, _ a: Double) -> RGBAColor {
            RGBAColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
        }
        self.init(light: rgba(red, green, blue, alpha), dark: rgba(dark.0, dark.1, dark.2, dark.3))
    }

    /// A colour from sRGB components and an opacity, each clamped to 0…1 (UIKit's extended
    /// range does not survive Vellum's 8-bit sRGB outputs).
    ///
    /// ```swift
    /// let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
    /// ```
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let color = Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        self.init(light: color.light, dark: color.dark)
    }

    /// A grey of `white` (0 black, 1 white) and an opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0…1) and an opacity.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
        self.init(light: color.light, dark: color.dark)
    }

    /// The UIKit colour of a SwiftUI colour (iOS 14), with both its appearances.
    ///
    /// ```swift
    /// let brand = UIColor(Color.accentColor)
    /// ```
    public convenience init(_ color: Color) {
        self.init(light: color.light, dark: color.dark)
    }

    #if !canImport(CoreGraphics)
        /// A colour from a CoreGraphics colour, the same in both appearances.
        ///
        /// ```swift
        /// let ink = UIColor(cgColor: CGColor(gray: 0.1, alpha: 1))
        /// ```
        public convenience init(cgColor: CGColor) {
            self.init(light: cgColor.rgba, dark: cgColor.rgba)
        }

        /// The colour as CoreGraphics keeps it, in the light appearance (UIKit resolves a
        /// dynamic colour with the current traits, light where nothing says otherwise).
        public var cgColor: CGColor { CGColor(light) }
    #endif

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.light == rhs.light && lhs.dark == rhs.dark }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }

    /// This colour with its opacity replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let opacity = RGBAColor.clamp(alpha)
        return UIColor(
            light: RGBAColor(red: light.red, green: light.green, blue: light.blue, opacity: opacity),
            dark: RGBAColor(red: dark.red, green: dark.green, blue: dark.blue, opacity: opacity))
    }

    // MARK: Components, as UIKit hands them out (the light appearance's)

    /// Writes the sRGB components and opacity (0…1) of the light appearance; true, as UIKit's
    /// for every colour it can convert.
    ///
    /// ```swift
    /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    /// UIColor(Color.orange).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    /// ```
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = light.red
        green?.pointee = light.green
        blue?.pointee = light.blue
        alpha?.pointee = light.opacity
        return true
    }

    /// Writes the hue, saturation and brightness (each 0…1, hue 0 for greys) and opacity of the
    /// light appearance.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b) = (light.red, light.green, light.blue)
        let largest = max(r, g, b)
        let range = largest - min(r, g, b)
        var sixths: Double = 0
        if range > 0 {
            if largest == r {
                sixths = (g - b) / range
            } else if largest == g {
                sixths = 2 + (b - r) / range
            } else {
                sixths = 4 + (r - g) / range
            }
        }
        let turn = sixths / 6
        hue?.pointee = turn < 0 ? turn + 1 : turn
        saturation?.pointee = largest > 0 ? range / largest : 0
        brightness?.pointee = largest
        alpha?.pointee = light.opacity
        return true
    }

    /// Writes the grey level (the mean of the components, 0 black to 1 white) and opacity of
    /// the light appearance.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (light.red + light.green + light.blue) / 3
        alpha?.pointee = light.opacity
        return true
    }

    // MARK: Fixed colours, the same in both appearances

    /// Black.
    public static let black = UIColor(0, 0, 0)
    /// A grey of one third white.
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// A grey of two thirds white.
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(255, 255, 255)
    /// A grey of half white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(0, 0, 0, 0)

    // MARK: System colours (iOS 15 and later values, light and dark)

    /// iOS's red: #FF3B30, dark #FF453A.
    public static let systemRed = UIColor(red: 255, green: 59, blue: 48, dark: (255, 69, 58, 1))
    /// iOS's orange: #FF9500, dark #FF9F0A.
    public static let systemOrange = UIColor(red: 255, green: 149, blue: 0, dark: (255, 159, 10, 1))
    /// iOS's yellow: #FFCC00, dark #FFD60A.
    public static let systemYellow = UIColor(red: 255, green: 204, blue: 0, dark: (255, 214, 10, 1))
    /// iOS's green: #34C759, dark #30D158.
    public static let systemGreen = UIColor(red: 52, green: 199, blue: 89, dark: (48, 209, 88, 1))
    /// iOS's mint: #00C7BE, dark #63E6E2.
    public static let systemMint = UIColor(red: 0, green: 199, blue: 190, dark: (99, 230, 226, 1))
    /// iOS's teal: #30B0C7, dark #40C8E0.
    public static let systemTeal = UIColor(red: 48, green: 176, blue: 199, dark: (64, 200, 224, 1))
    /// iOS's cyan: #32ADE6, dark #64D2FF.
    public static let systemCyan = UIColor(red: 50, green: 173, blue: 230, dark: (100, 210, 255, 1))
    /// iOS's blue: #007AFF, dark #0A84FF.
    public static let systemBlue = UIColor(red: 0, green: 122, blue: 255, dark: (10, 132, 255, 1))
    /// iOS's indigo: #5856D6, dark #5E5CE6.
    public static let systemIndigo = UIColor(red: 88, green: 86, blue: 214, dark: (94, 92, 230, 1))
    /// iOS's purple: #AF52DE, dark #BF5AF2.
    public static let systemPurple = UIColor(red: 175, green: 82, blue: 222, dark: (191, 90, 242, 1))
    /// iOS's pink: #FF2D55, dark #FF375F.
    public static let systemPink = UIColor(red: 255, green: 45, blue: 85, dark: (255, 55, 95, 1))
    /// iOS's brown: #A2845E, dark #AC8E68.
    public static let systemBrown = UIColor(red: 162, green: 132, blue: 94, dark: (172, 142, 104, 1))
    /// iOS's grey: #8E8E93 in both appearances.
    public static let systemGray = UIColor(142, 142, 147)
    /// #AEAEB2, dark #636366.
    public static let systemGray2 = UIColor(red: 174, green: 174, blue: 178, dark: (99, 99, 102, 1))
    /// #C7C7CC, dark #48484A.
    public static let systemGray3 = UIColor(red: 199, green: 199, blue: 204, dark: (72, 72, 74, 1))
    /// #D1D1D6, dark #3A3A3C.
    public static let systemGray4 = UIColor(red: 209, green: 209, blue: 214, dark: (58, 58, 60, 1))
    /// #E5E5EA, dark #2C2C2E.
    public static let systemGray5 = UIColor(red: 229, green: 229, blue: 234, dark: (44, 44, 46, 1))
    /// #F2F2F7, dark #1C1C1E.
    public static let systemGray6 = UIColor(red: 242, green: 242, blue: 247, dark: (28, 28, 30, 1))

    // MARK: Semantic colours

    /// Text: black, dark white.
    public static let label = UIColor(red: 0, green: 0, blue: 0, dark: (255, 255, 255, 1))
    /// Secondary text: #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
    public static let secondaryLabel = UIColor(red: 60, green: 60, blue: 67, alpha: 0.6, dark: (235, 235, 245, 0.6))
    /// Tertiary text: #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
    public static let tertiaryLabel = UIColor(red: 60, green: 60, blue: 67, alpha: 0.3, dark: (235, 235, 245, 0.3))
    /// Quaternary text: #3C3C43 at 18 %, dark #EBEBF5 at 18 %.
    public static let quaternaryLabel = UIColor(
        red: 60, green: 60, blue: 67, alpha: 0.18, dark: (235, 235, 245, 0.18))
    /// Placeholder text: as ``tertiaryLabel``.
    public static let placeholderText = tertiaryLabel
    /// Links: #007AFF, dark #0984FF.
    public static let link = UIColor(red: 0, green: 122, blue: 255, dark: (9, 132, 255, 1))
    /// A thin separator: #3C3C43 at 29 %, dark #545458 at 60 %.
    public static let separator = UIColor(red: 60, green: 60, blue: 67, alpha: 0.29, dark: (84, 84, 88, 0.6))
    /// An opaque separator: #C6C6C8, dark #38383A.
    public static let opaqueSeparator = UIColor(red: 198, green: 198, blue: 200, dark: (56, 56, 58, 1))
    /// A view's background: white, dark black.
    public static let systemBackground = UIColor(red: 255, green: 255, blue: 255, dark: (0, 0, 0, 1))
    /// Content on the background: #F2F2F7, dark #1C1C1E.
    public static let secondarySystemBackground = UIColor(red: 242, green: 242, blue: 247, dark: (28, 28, 30, 1))
    /// Content on the secondary background: white, dark #2C2C2E.
    public static let tertiarySystemBackground = UIColor(red: 255, green: 255, blue: 255, dark: (44, 44, 46, 1))
    /// A grouped list's background: #F2F2F7, dark black.
    public static let systemGroupedBackground = UIColor(red: 242, green: 242, blue: 247, dark: (0, 0, 0, 1))
    /// A grouped list's rows: white, dark #1C1C1E.
    public static let secondarySystemGroupedBackground = UIColor(
        red: 255, green: 255, blue: 255, dark: (28, 28, 30, 1))
    /// Content on grouped rows: #F2F2F7, dark #2C2C2E.
    public static let tertiarySystemGroupedBackground = UIColor(
        red: 242, green: 242, blue: 247, dark: (44, 44, 46, 1))
    /// Fill of thin and small shapes: #787880 at 20 %, dark at 36 %.
    public static let systemFill = UIColor(red: 120, green: 120, blue: 128, alpha: 0.2, dark: (120, 120, 128, 0.36))
    /// Fill of medium shapes: #787880 at 16 %, dark at 32 %.
    public static let secondarySystemFill = UIColor(
        red: 120, green: 120, blue: 128, alpha: 0.16, dark: (120, 120, 128, 0.32))
    /// Fill of large shapes: #767680 at 12 %, dark at 24 %.
    public static let tertiarySystemFill = UIColor(
        red: 118, green: 118, blue: 128, alpha: 0.12, dark: (118, 118, 128, 0.24))
    /// Fill of large areas: #747480 at 8 %, dark #767680 at 18 %.
    public static let quaternarySystemFill = UIColor(
        red: 116, green: 116, blue: 128, alpha: 0.08, dark: (118, 118, 128, 0.18))
}

extension Color {
    /// A colour from UIKit's, following the environment's colour scheme as the system colours
    /// do on iOS.
    ///
    /// ```swift
    /// Color(.systemGray6)
    /// ```
    public init(_ color: UIColor) {
        self.init(light: color.light, dark: color.dark)
    }

    /// A colour from UIKit's: iOS 15's spelling of `Color(_:)` with a `UIColor`.
    ///
    /// ```swift
    /// Color(uiColor: .secondarySystemBackground)
    /// ```
    public init(uiColor: UIColor) {
        self.init(uiColor)
    }
}
