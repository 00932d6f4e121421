import Foundation

/// An opaque 8-bit sRGB colour, written `#RRGGBB` in SVG and filled as-is by cairo.
public struct GalleryColor: Hashable, Sendable {
    /// The red component, 0...255.
    public var red: UInt8
    /// The green component, 0...255.
    public var green: UInt8
    /// The blue component, 0...255.
    public var blue: UInt8

    /// A colour from its `0xRRGGBB` value; bits above the lowest 24 are ignored.
    ///
    /// ```swift
    /// let systemRed = GalleryColor(0xFF3B30)
    /// ```
    public init(_ rgb: UInt32) {
        red = UInt8((rgb >> 16) & 0xFF)
        green = UInt8((rgb >> 8) & 0xFF)
        blue = UInt8(rgb & 0xFF)
    }

    /// The colour as `#RRGGBB`, upper-case hex, as SVG and CSS read it.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }

    // The iOS light-mode system palette (see the reference scenes).
    public static let systemRed = GalleryColor(0xFF3B30)
    public static let systemOrange = GalleryColor(0xFF9500)
    public static let systemYellow = GalleryColor(0xFFCC00)
    public static let systemGreen = GalleryColor(0x34C759)
    public static let systemBlue = GalleryColor(0x007AFF)
    public static let systemPurple = GalleryColor(0xAF52DE)
    public static let systemPink = GalleryColor(0xFF2D55)
    /// The light grey of guides and control polygons.
    public static let systemGray3 = GalleryColor(0xC7C7CC)
    /// The light grey of progress tracks.
    public static let systemGray5 = GalleryColor(0xE5E5EA)
    /// A pale blue for large fills under an outline.
    public static let paleBlue = GalleryColor(0xCCE4FF)
    public static let black = GalleryColor(0x000000)
    public static let white = GalleryColor(0xFFFFFF)
}
