import Foundation
import VellumDrawing
import VellumGeometry

#if !canImport(CoreGraphics)
    /// Core Graphics' bitmap image, as SwiftUI code hands it around: 8-bit RGBA pixels that
    /// ``Image`` draws and ``CGImage/cropping(to:)`` cuts. Foundation on Linux has no Core
    /// Graphics; this is the part SwiftUI code uses. Get one from `ImageRenderer.cgImage`.
    ///
    /// ```swift
    /// if let sheet = ImageRenderer(content: SpriteSheet()).cgImage,
    ///    let first = sheet.cropping(to: CGRect(x: 0, y: 0, width: 64, height: 64)) {
    ///     Image(decorative: first, scale: 1)
    /// }
    /// ```
    public final class CGImage: Sendable {
        let bitmap: ImageBitmap

        package init(bitmap: ImageBitmap) {
            self.bitmap = bitmap
        }

        /// Width in pixels.
        public var width: Int { bitmap.width }
        /// Height in pixels.
        public var height: Int { bitmap.height }
        /// Bits in each colour component: 8.
        public var bitsPerComponent: Int { 8 }
        /// Bits in each pixel: 32 (RGBA).
        public var bitsPerPixel: Int { 32 }
        /// Bytes in each row: four a pixel, no padding.
        public var bytesPerRow: Int { width * 4 }

        /// The part of the image inside `rect` (in pixels, rounded out to whole pixels and
        /// limited to the image), or nil when nothing of the image is inside it or `rect` is not
        /// finite.
        public func cropping(to rect: CGRect) -> CGImage? {
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
            let clipped = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
            guard !clipped.isNull, clipped.width >= 1, clipped.height >= 1 else { return nil }
            let x0 = Int(clipped.minX), y0 = Int(clipped.minY)
            let w = Int(clipped.width), h = Int(clipped.height)
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            bitmap.premultipliedRGBA.withUnsafeBufferPointer { source in
                for row in 0..<h {
                    let from = ((y0 + row) * width + x0) * 4
                    for byte in 0..<(w * 4) { pixels[row * w * 4 + byte] = source[from + byte] }
                }
            }
            return ImageBitmap(width: w, height: h, premultipliedRGBA: pixels).map(CGImage.init(bitmap:))
        }
    }
#endif

extension Image {
    /// How a bitmap is turned before it is drawn, as SwiftUI's (EXIF's eight orientations).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up
        /// Mirrored left to right.
        case upMirrored
        /// Turned half a turn.
        case down
        /// Mirrored top to bottom.
        case downMirrored
        /// Turned a quarter turn anticlockwise.
        case left
        /// Mirrored along the main diagonal.
        case leftMirrored
        /// Turned a quarter turn clockwise.
        case right
        /// Mirrored along the other diagonal.
        case rightMirrored
    }

    #if !canImport(CoreGraphics)
        /// An image of `cgImage`'s pixels at `scale` pixels a point, turned by `orientation`,
        /// labelled for accessibility.
        public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
            self.init(.bitmap(Self.oriented(cgImage.bitmap, orientation)), scale: scale, label: label)
        }

        /// An image of `cgImage`'s pixels at `scale` pixels a point, turned by `orientation`,
        /// hidden from accessibility.
        ///
        /// ```swift
        /// Image(decorative: thumbnail, scale: 2)
        /// ```
        public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
            self.init(.bitmap(Self.oriented(cgImage.bitmap, orientation)), scale: scale)
        }
    #endif

    /// `bitmap` turned by `orientation`: each pixel of the result read from where that
    /// orientation stored it.
    static func oriented(_ bitmap: ImageBitmap, _ orientation: Orientation) -> ImageBitmap {
        guard orientation != .up else { return bitmap }
        let (w, h) = (bitmap.width, bitmap.height)
        let turnsSides = [.left, .leftMirrored, .right, .rightMirrored].contains(orientation)
        let (outW, outH) = turnsSides ? (h, w) : (w, h)
        var pixels = [UInt8](repeating: 0, count: outW * outH * 4)
        bitmap.premultipliedRGBA.withUnsafeBufferPointer { source in
            for y in 0..<outH {
                for x in 0..<outW {
                    let (sx, sy): (Int, Int)
                    switch orientation {
                    case .up: (sx, sy) = (x, y)
                    case .upMirrored: (sx, sy) = (w - 1 - x, y)
                    case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                    case .downMirrored: (sx, sy) = (x, h - 1 - y)
                    case .left: (sx, sy) = (w - 1 - y, x)
                    case .leftMirrored: (sx, sy) = (y, x)
                    case .right: (sx, sy) = (y, h - 1 - x)
                    case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                    }
                    let from = (sy * w + sx) * 4, to = (y * outW + x) * 4
                    for channel in 0..<4 { pixels[to + channel] = source[from + channel] }
                }
            }
        }
        return ImageBitmap(width: outW, height: outH, premultipliedRGBA: pixels) ?? bitmap
    }
}
