import Foundation
import VellumGeometry

extension Paint {
    /// Whether the paint is an image: backends draw images through a clip, not as a source.
    package var isImage: Bool {
        if case .image = self { return true }
        return false
    }
}

/// An image as a paint: where it lands in user space, which part of it, whether it repeats,
/// and how its pixels are sampled. What `Image`, `ImagePaint` and
/// `GraphicsContext.Shading.image` record.
///
/// ```swift
/// Paint.image(ImagePattern(source: .bitmap(bitmap), frame: CGRect(x: 0, y: 0, width: 32, height: 32)))
/// ```
public struct ImagePattern: Hashable, Sendable {
    /// The decoded image.
    public var source: ImageSource
    /// Where `sourceRect` of the image lands, in the paint's user space.
    public var frame: CGRect
    /// The part of the image shown, in unit coordinates of the image (0…1 on both axes).
    /// Default: the whole image.
    public var sourceRect: CGRect
    /// Whether `frame` repeats across the plane; otherwise nothing is painted outside it.
    /// Default: false.
    public var isTiled: Bool
    /// How pixels are sampled when scaled. Default: `.low` (bilinear; averaged when shrunk below ¾).
    public var interpolation: ImageInterpolation
    /// For a template image: this colour, with the image's alpha as its coverage. Default:
    /// nil, the image's own colours.
    public var tint: RGBAColor?
    /// Multiplies the image's alpha. Default: 1.
    public var opacity: Double

    /// Creates an image paint.
    public init(
        source: ImageSource, frame: CGRect, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        isTiled: Bool = false, interpolation: ImageInterpolation = .low, tint: RGBAColor? = nil,
        opacity: Double = 1
    ) {
        self.source = source
        self.frame = frame
        self.sourceRect = sourceRect
        self.isTiled = isTiled
        self.interpolation = interpolation
        self.tint = tint
        self.opacity = opacity
    }

    /// The sanitised source rectangle: inside the unit square, not empty; nil when nothing
    /// of the image is left to show.
    package var clampedSourceRect: CGRect? {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height].allSatisfy(\.isFinite) else {
            return nil
        }
        let clamped = sourceRect.standardized.intersection(unit)
        guard !clamped.isNull, clamped.width > 0, clamped.height > 0 else { return nil }
        return clamped
    }

    /// Where the whole image would land for `frame` to show `sourceRect` of it (user space).
    package var fullImageFrame: CGRect {
        let source = clampedSourceRect ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let width = frame.width / source.width, height = frame.height / source.height
        return CGRect(
            x: frame.minX - source.minX * width, y: frame.minY - source.minY * height, width: width, height: height)
    }

    /// The pixel (or point, for vectors) rectangle of the image that `sourceRect` selects.
    package var sourcePixelRect: CGRect {
        let source = clampedSourceRect ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let size = self.source.size
        return CGRect(
            x: source.minX * size.width, y: source.minY * size.height,
            width: source.width * size.width, height: source.height * size.height)
    }

    /// Whether the pattern can paint anything: a finite, non-empty frame, source rectangle
    /// and image (a `VectorImage` of no size draws nothing).
    package var isDrawable: Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            && abs(frame.width) > 0 && abs(frame.height) > 0 && clampedSourceRect != nil && opacity > 0
            && source.size.width > 0 && source.size.height > 0 && source.size.width.isFinite
            && source.size.height.isFinite
    }

    /// The exact colour at `point` (user space), nearest pixel: the reference tests sample.
    package func color(at point: CGPoint) -> RGBAColor {
        guard case .bitmap(let bitmap) = source, isDrawable else { return .clear }
        let full = fullImageFrame
        var u = (point.x - full.minX) / full.width, v = (point.y - full.minY) / full.height
        if isTiled {
            let source = clampedSourceRect ?? CGRect(x: 0, y: 0, width: 1, height: 1)
            u = source.minX + (u - source.minX).truncatingRemainder(dividingBy: source.width)
            v = source.minY + (v - source.minY).truncatingRemainder(dividingBy: source.height)
            if u < source.minX { u += source.width }
            if v < source.minY { v += source.height }
        } else if !(frame.standardized.contains(point)) {
            return .clear
        }
        var color = bitmap.color(
            atPixelX: Int((u * CGFloat(bitmap.width)).rounded(.down)),
            y: Int((v * CGFloat(bitmap.height)).rounded(.down)))
        if let tint { color = tint.multiplyingOpacity(by: color.opacity) }
        return color.multiplyingOpacity(by: opacity)
    }
}
