import Foundation

// The system colours are Apple's iOS light-mode, default-contrast values, as listed in the
// Human Interface Guidelines' "Color" page (developer.apple.com/design/human-interface-guidelines/color,
// "Specifications", iOS/iPadOS default light) and by UIKit's `UIColor.system*` in light mode.
// We could not load that page itself through our search tools; the values were cross-checked
// against independent transcriptions of it (Flutter macos_ui's `MacosColors` for red, orange
// and indigo; app palettes that list all twelve of red…brown). `.secondary` is UIKit's
// `secondaryLabel` in light mode: #3C3C43 at 60 % opacity.
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
    /// iOS `systemGray`, #8E8E93.
    public static let gray = Color(rgb: 0x8E8E93)
    /// iOS `systemRed`, #FF3B30.
    ///
    /// ```swift
    /// Circle().fill(Color.red)
    /// ```
    public static let red = Color(rgb: 0xFF3B30)
    /// iOS `systemOrange`, #FF9500.
    public static let orange = Color(rgb: 0xFF9500)
    /// iOS `systemYellow`, #FFCC00.
    public static let yellow = Color(rgb: 0xFFCC00)
    /// iOS `systemGreen`, #34C759.
    public static let green = Color(rgb: 0x34C759)
    /// iOS `systemMint`, #00C7BE.
    public static let mint = Color(rgb: 0x00C7BE)
    /// iOS `systemTeal`, #30B0C7.
    public static let teal = Color(rgb: 0x30B0C7)
    /// iOS `systemCyan`, #32ADE6.
    public static let cyan = Color(rgb: 0x32ADE6)
    /// iOS `systemBlue`, #007AFF.
    public static let blue = Color(rgb: 0x007AFF)
    /// iOS `systemIndigo`, #5856D6.
    public static let indigo = Color(rgb: 0x5856D6)
    /// iOS `systemPurple`, #AF52DE.
    public static let purple = Color(rgb: 0xAF52DE)
    /// iOS `systemPink`, #FF2D55.
    public static let pink = Color(rgb: 0xFF2D55)
    /// iOS `systemBrown`, #A2845E.
    public static let brown = Color(rgb: 0xA2845E)
    /// The colour of primary content: black, as in SwiftUI's light mode.
    public static let primary = Color.black
    /// The colour of secondary content: iOS `secondaryLabel` in light mode, #3C3C43 at 60 %
    /// opacity.
    public static let secondary = Color(rgb: 0x3C3C43).opacity(0.6)
    /// The app's accent colour; Vellum has no asset catalogue, so this is always ``blue``.
    public static let accentColor = Color.blue

    /// A colour from 0xRRGGBB.
    init(rgb: UInt32) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255)
    }
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
