import Foundation

extension Color {
    /// Creates a colour from hue, saturation and brightness (HSB, also called HSV) in sRGB, as
    /// in SwiftUI.
    ///
    /// Each component is clamped to 0...1 (NaN counts as 0). A hue of 0 and a hue of 1 are
    /// both red; 1/3 is green and 2/3 blue.
    ///
    /// - Parameters:
    ///   - hue: The hue as a fraction of a full turn, 0...1.
    ///   - saturation: 0 (grey) to 1 (full colour).
    ///   - brightness: 0 (black) to 1 (full brightness).
    ///   - opacity: The opacity, 0...1. Default: 1.
    ///
    /// ```swift
    /// let yellow = Color(hue: 1 / 6, saturation: 1, brightness: 1) // (1, 1, 0)
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = RGBAColor.clamp(hue), s = RGBAColor.clamp(saturation), v = RGBAColor.clamp(brightness)
        // The standard hexcone model (Smith, "Color Gamut Transform Pairs", 1978).
        let sector = h * 6
        let i = min(floor(sector), 5)
        let f = sector - i
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch Int(i) {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}
