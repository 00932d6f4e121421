import Foundation
import VellumCore
import VellumDrawing

#if !canImport(CoreGraphics)
    extension ImageRenderer {
        /// The rendered pixels as a ``CGImage``, as SwiftUI's; nil when the view cannot be
        /// rendered (``image()`` says why).
        ///
        /// ```swift
        /// let badge = ImageRenderer(content: Badge()).cgImage
        /// ```
        public var cgImage: CGImage? {
            guard let raster = try? image() else { return nil }
            var bytes = [UInt8](repeating: 0, count: raster.width * raster.height * 4)
            for (index, pixel) in raster.pixels.enumerated() {
                bytes[index * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
                bytes[index * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                bytes[index * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
                bytes[index * 4 + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
            }
            return ImageBitmap(width: raster.width, height: raster.height, premultipliedRGBA: bytes).map(
                CGImage.init(bitmap:))
        }
    }
#endif
