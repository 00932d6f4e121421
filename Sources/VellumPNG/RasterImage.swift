/// Pixels as Vellum renders and encodes them (Cairo's `ARGB32`): premultiplied ARGB, one
/// `UInt32` per pixel (0xAARRGGBB), rows top to bottom without padding.
public struct RasterImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` premultiplied ARGB pixels.
    public let pixels: [UInt32]

    /// Wraps pixels; `pixels.count` must be `width × height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "RasterImage needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` as straight (not premultiplied) 8-bit components.
    public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let value = pixels[y * width + x]
        let a = UInt8(value >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let c = UInt32((value >> shift) & 0xFF)
            guard a > 0 else { return 0 }
            return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (channel(16), channel(8), channel(0), a)
    }
}
