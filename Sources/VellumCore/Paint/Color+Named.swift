import Foundation

// The system colours are Apple's iOS default-contrast values, light and dark, as listed in the
// Human Interface Guidelines' "Color" page (developer.apple.com/design/human-interface-guidelines/color,
// "Specifications", iOS/iPadOS default light) and by UIKit's `UIColor.system*` in light mode.
// We could not load that page itself through our search tools; the values were cross-checked
// against independent transcriptions of it (Flutter macos_ui's `MacosColors` for red, orange
// and indigo; app palettes that list all twelve of red…brown). `.secondary` is UIKit's
// `secondaryLabel`: #3C3C43 at 60 % opacity in light mode, #EBEBF5 at 60 % in dark mode. The
// dark values are UIKit's `UIColor.system*` in the dark appearance (iOS 15 and later).
extension Color {
    /// Fully transparent black.
    ///
    /// ```swift
    /// Color.clear.resolved.opacity // 0
    /// ```
    public static let clear = Color(RGBAColor.clear)
    /// Black, #000000.
    public static let black = Color(rgb: 0x000000)
    /// White, #FFFFFF.
    public static let white = Color(rgb: 0xFFFFFF)
    /// iOS `systemGray`, #8E8E93 (dark: #8E8E93).
    public static let gray = Color(rgb: 0x8E8E93, dark: 0x8E8E93)
    /// iOS `systemRed`, #FF3B30 (dark: #FF453A).
    ///
    /// ```swift
    /// Circle().fill(Color.red)
    /// ```
    public static let red = Color(rgb: 0xFF3B30, dark: 0xFF453A)
    /// iOS `systemOrange`, #FF9500 (dark: #FF9F0A).
    public static let orange = Color(rgb: 0xFF9500, dark: 0xFF9F0A)
    /// iOS `systemYellow`, #FFCC00 (dark: #FFD60A).
    public static let yellow = Color(rgb: 0xFFCC00, dark: 0xFFD60A)
    /// iOS `systemGreen`, #34C759 (dark: #30D158).
    public static let green = Color(rgb: 0x34C759, dark: 0x30D158)
    /// iOS `systemMint`, #00C7BE (dark: #63E6E2).
    public static let mint = Color(rgb: 0x00C7BE, dark: 0x63E6E2)
    /// iOS `systemTeal`, #30B0C7 (dark: #40C8E0).
    public static let teal = Color(rgb: 0x30B0C7, dark: 0x40C8E0)
    /// iOS `systemCyan`, #32ADE6 (dark: #64D2FF).
    public static let cyan = Color(rgb: 0x32ADE6, dark: 0x64D2FF)
    /// iOS `systemBlue`, #007AFF (dark: #0A84FF).
    public static let blue = Color(rgb: 0x007AFF, dark: 0x0A84FF)
    /// iOS `systemIndigo`, #5856D6 (dark: #5E5CE6).
    public static let indigo = Color(rgb: 0x5856D6, dark: 0x5E5CE6)
    /// iOS `systemPurple`, #AF52DE (dark: #BF5AF2).
    public static let purple = Color(rgb: 0xAF52DE, dark: 0xBF5AF2)
    /// iOS `systemPink`, #FF2D55 (dark: #FF375F).
    public static let pink = Color(rgb: 0xFF2D55, dark: 0xFF375F)
    /// iOS `systemBrown`, #A2845E (dark: #AC8E68).
    public static let brown = Color(rgb: 0xA2845E, dark: 0xAC8E68)
    /// The colour of primary content: black in the light scheme, white in the dark one.
    public static let primary = Color(rgb: 0x000000, dark: 0xFFFFFF)
    /// The colour of secondary content: iOS `secondaryLabel`, #3C3C43 at 60 % opacity in the
    /// light scheme, #EBEBF5 at 60 % in the dark one.
    public static let secondary = Color.labelLevels[1]
    /// The app's accent colour; Vellum has no asset catalogue, so this is always ``blue``.
    public static let accentColor = Color.blue

    /// A colour from 0xRRGGBB, the same in both schemes.
    init(rgb: UInt32) {
        self.init(Self.rgba(rgb))
    }

    /// A colour from 0xRRGGBB in the light scheme and `dark` in the dark one.
    init(rgb: UInt32, dark: UInt32, opacity: Double = 1) {
        self.init(light: Self.rgba(rgb, opacity: opacity), dark: Self.rgba(dark, opacity: opacity))
    }

    private static func rgba(_ rgb: UInt32, opacity: Double = 1) -> RGBAColor {
        RGBAColor(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, opacity: opacity)
    }

    /// The label colours of iOS by level, primary to quinary: `label`, `secondaryLabel`
    /// (60 %), `tertiaryLabel` (30 %) and `quaternaryLabel` (18 %); Apple publishes no fifth
    /// label colour, so the quinary level is the quaternary one at half its opacity (9 %).
    static let labelLevels: [Color] = [
        Color(rgb: 0x000000, dark: 0xFFFFFF),
        Color(rgb: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.6),
        Color(rgb: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.3),
        Color(rgb: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.18),
        Color(rgb: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.09)
    ]

    /// iOS `systemBackground`, `secondarySystemBackground` and `tertiarySystemBackground`:
    /// white, #F2F2F7 and white in the light scheme; black, #1C1C1E and #2C2C2E in the dark.
    static let backgroundLevels: [Color] = [
        Color(rgb: 0xFFFFFF, dark: 0x000000),
        Color(rgb: 0xF2F2F7, dark: 0x1C1C1E),
        Color(rgb: 0xFFFFFF, dark: 0x2C2C2E)
    ]
}

extension ShapeStyle where Self == Color {
    // SwiftUI offers the named colours as shape styles too, so `.fill(.red)` compiles.

    /// ``Color/clear``.
    public static var clear: Color { Color.clear }
    /// ``Color/black``.
    public static var black: Color { Color.black }
    /// ``Color/white``.
    public static var white: Color { Color.white }
    /// ``Color/gray``.
    public static var gray: Color { Color.gray }
    /// ``Color/red``.
    ///
    /// ```swift
    /// let style: some ShapeStyle = .red
    /// ```
    public static var red: Color { Color.red }
    /// ``Color/orange``.
    public static var orange: Color { Color.orange }
    /// ``Color/yellow``.
    public static var yellow: Color { Color.yellow }
    /// ``Color/green``.
    public static var green: Color { Color.green }
    /// ``Color/mint``.
    public static var mint: Color { Color.mint }
    /// ``Color/teal``.
    public static var teal: Color { Color.teal }
    /// ``Color/cyan``.
    public static var cyan: Color { Color.cyan }
    /// ``Color/blue``.
    public static var blue: Color { Color.blue }
    /// ``Color/indigo``.
    public static var indigo: Color { Color.indigo }
    /// ``Color/purple``.
    public static var purple: Color { Color.purple }
    /// ``Color/pink``.
    public static var pink: Color { Color.pink }
    /// ``Color/brown``.
    public static var brown: Color { Color.brown }
}
