import Foundation
import Vellum
import VellumCairo
import VellumPNG

// The renderers' lossy palette PNGs, here rather than beside their other formats so that only
// programs importing VellumQuantization link libimagequant (GPL-3.0+).

extension CairoRenderer {
    /// The drawing as a lossy palette PNG (libimagequant), with the error it leaves; see
    /// ``PNGQuantization``.
    ///
    /// ```swift
    /// let result = try CairoRenderer.quantizedPNG(drawing, scale: 2, quantization: PNGQuantization(maximumColors: 64))
    /// ```
    public static func quantizedPNG(
        _ drawing: Drawing, scale: CGFloat = 1, isOpaque: Bool = false,
        quantization: PNGQuantization = PNGQuantization()
    ) throws -> QuantizedPNG {
        try quantizedPNG(drawing, scale: scale, isOpaque: isOpaque, quantization: quantization, caches: .shared)
    }

    /// ``quantizedPNG(_:scale:isOpaque:quantization:)`` keeping coverage masks in `caches`
    /// (``ImageRenderer`` passes its own).
    package static func quantizedPNG(
        _ drawing: Drawing, scale: CGFloat, isOpaque: Bool, quantization: PNGQuantization,
        caches: RenderCaches
    ) throws -> QuantizedPNG {
        let target = try rasterize(drawing, scale: scale, isOpaque: isOpaque, caches: caches)
        let (data, stride) = try target.pixels()
        return try PNGEncoder.encodeQuantized(
            argb32: data, width: target.width, height: target.height,
            stride: stride, quantization: quantization)
    }
}

extension ImageRenderer {
    /// The view as a lossy palette PNG: at most `quantization.maximumColors` colours chosen
    /// by libimagequant, often a third of the default PNG's bytes for a badge with a
    /// gradient, with the error it leaves (``QuantizedPNG/quality``,
    /// ``QuantizedPNG/largestChannelError``). ``pngData(compression:)`` is exact, and already
    /// indexed when the image has at most 256 colours.
    ///
    /// ```swift
    /// let result = try ImageRenderer(content: badge).quantizedPNG(PNGQuantization(minimumQuality: 80))
    /// try Data(result.bytes).write(to: url)
    /// ```
    public func quantizedPNG(_ quantization: PNGQuantization = PNGQuantization()) throws -> QuantizedPNG {
        try CairoRenderer.quantizedPNG(
            checkedDrawing(), scale: scale, isOpaque: isOpaque, quantization: quantization,
            caches: renderCaches)
    }
}
