import Foundation
import VellumCairo

/// How two images are compared: a per-channel tolerance, a perceptual (CIE ΔE 2000)
/// tolerance, and the share of pixels allowed to exceed them.
///
/// A pixel matches when every channel (premultiplied, 0…255) differs by at most
/// ``pixelTolerance`` **or** its colours (over white, in CIELAB) differ by at most
/// ``perceptualTolerance`` ΔE₀₀. The images match when at most ``maximumDifferingShare`` of
/// the pixels do not, and they have the same size.
///
/// ```swift
/// let loose = ImageComparison(pixelTolerance: 8, maximumDifferingShare: 0.005)
/// let result = loose.compare(expected: reference, actual: rendered)
/// if !result.matches { print(result.summary) }
/// ```
public struct ImageComparison: Hashable, Sendable {
    /// Largest per-channel difference that still counts as the same pixel. Default: 0.
    public var pixelTolerance: Int
    /// Largest ΔE₀₀ that still counts as the same colour; nil: colours are not compared
    /// perceptually. ΔE 2.3 is a just-noticeable difference. Default: nil.
    public var perceptualTolerance: Double?
    /// Share (0…1) of pixels allowed to differ. Default: 0.
    public var maximumDifferingShare: Double

    public init(pixelTolerance: Int = 0, perceptualTolerance: Double? = nil, maximumDifferingShare: Double = 0) {
        self.pixelTolerance = max(pixelTolerance, 0)
        self.perceptualTolerance = perceptualTolerance.map { $0.isNaN ? 0 : max($0, 0) }
        self.maximumDifferingShare = maximumDifferingShare.isNaN ? 0 : min(max(maximumDifferingShare, 0), 1)
    }

    /// swift-snapshot-testing's two knobs: `precision` is the share of pixels that must
    /// match, `perceptualPrecision` the per-pixel colour closeness (1 − ΔE/100).
    public init(precision: Float, perceptualPrecision: Float, pixelTolerance: Int = 0) {
        self.init(
            pixelTolerance: pixelTolerance,
            perceptualTolerance: perceptualPrecision < 1 ? Double(1 - perceptualPrecision) * 100 : nil,
            maximumDifferingShare: Double(1 - precision))
    }

    /// Compares `actual` with `expected`.
    public func compare(expected: RasterImage, actual: RasterImage) -> ImageComparisonResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageComparisonResult(
                comparison: self, sizes: (expected.size, actual.size),
                differingPixels: max(expected.pixels.count, actual.pixels.count),
                totalPixels: max(expected.pixels.count, actual.pixels.count), largestChannelDifference: 255,
                largestDeltaE: .infinity, meanDeltaE: .infinity, diffImage: nil)
        }
        var differing = 0, largestChannel = 0
        var largestDeltaE = 0.0, totalDeltaE = 0.0
        var diff = [UInt32](repeating: 0, count: actual.pixels.count)
        for index in actual.pixels.indices {
            let a = expected.pixels[index], b = actual.pixels[index]
            var channel = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                channel = max(channel, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
            largestChannel = max(largestChannel, channel)
            var deltaE = 0.0
            if channel > 0 {
                deltaE = CIEDE2000.difference(Self.lab(a), Self.lab(b))
                largestDeltaE = max(largestDeltaE, deltaE)
                totalDeltaE += deltaE
            }
            let matches = channel <= pixelTolerance || (perceptualTolerance.map { deltaE <= $0 } ?? false)
            if !matches { differing += 1 }
            diff[index] = Self.diffPixel(expected: a, differs: !matches, channel: channel)
        }
        return ImageComparisonResult(
            comparison: self, sizes: (expected.size, actual.size), differingPixels: differing,
            totalPixels: actual.pixels.count, largestChannelDifference: largestChannel,
            largestDeltaE: largestDeltaE,
            meanDeltaE: actual.pixels.isEmpty ? 0 : totalDeltaE / Double(actual.pixels.count),
            diffImage: RasterImage(width: actual.width, height: actual.height, pixels: diff))
    }

    /// A diff pixel: the reference faded to a light grey where it matches, red (brighter for
    /// bigger differences) where it does not.
    private static func diffPixel(expected: UInt32, differs: Bool, channel: Int) -> UInt32 {
        if differs {
            let level = UInt32(128 + min(channel, 127))
            return 0xFF00_0000 | level << 16
        }
        let a = Double(expected >> 24) / 255
        let grey = Double((expected >> 8) & 0xFF) / 255 + (1 - a)
        let value = UInt32(200 + 55 * min(max(grey, 0), 1))
        return 0xFF00_0000 | value << 16 | value << 8 | value
    }

    /// A premultiplied pixel over white, in CIELAB (D65).
    static func lab(_ pixel: UInt32) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(pixel >> 24) / 255
        func channel(_ shift: UInt32) -> Double {
            let premultiplied = Double((pixel >> shift) & 0xFF) / 255
            let srgb = premultiplied + (1 - alpha)
            return srgb <= 0.04045 ? srgb / 12.92 : pow((srgb + 0.055) / 1.055, 2.4)
        }
        let r = channel(16), g = channel(8), b = channel(0)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}

/// What ``ImageComparison/compare(expected:actual:)`` found.
public struct ImageComparisonResult: Sendable {
    public let comparison: ImageComparison
    /// The reference's and the actual image's sizes in pixels.
    public let sizes: (expected: CGSize, actual: CGSize)
    /// Pixels beyond both tolerances (all of them when the sizes differ).
    public let differingPixels: Int
    public let totalPixels: Int
    /// The largest per-channel difference, 0…255.
    public let largestChannelDifference: Int
    /// The largest and mean ΔE₀₀ over all pixels.
    public let largestDeltaE: Double
    public let meanDeltaE: Double
    /// Matching pixels faded grey, differing ones red; nil when the sizes differ.
    public let diffImage: RasterImage?

    /// Share of pixels that differ.
    public var differingShare: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// Whether the images match under the comparison.
    public var matches: Bool { sizes.expected == sizes.actual && differingShare <= comparison.maximumDifferingShare }

    /// One paragraph for a failure message.
    public var summary: String {
        guard sizes.expected == sizes.actual else {
            return
                "size differs: expected \(Int(sizes.expected.width))×\(Int(sizes.expected.height)), got \(Int(sizes.actual.width))×\(Int(sizes.actual.height))"
        }
        return String(
            format:
                "%d of %d pixels (%.3f %%) differ beyond %d/255 per channel%@ (allowed %.3f %%); largest channel difference %d/255, largest ΔE00 %.2f, mean ΔE00 %.3f",
            differingPixels, totalPixels, differingShare * 100, comparison.pixelTolerance,
            comparison.perceptualTolerance.map { String(format: " and ΔE00 %.2f", $0) } ?? "",
            comparison.maximumDifferingShare * 100, largestChannelDifference, largestDeltaE, meanDeltaE)
    }
}

extension RasterImage {
    var size: CGSize { CGSize(width: width, height: height) }
}

/// CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation).
enum CIEDE2000 {
    static func difference(_ lab1: (l: Double, a: Double, b: Double), _ lab2: (l: Double, a: Double, b: Double))
        -> Double
    {
        let c1 = hypot(lab1.a, lab1.b), c2 = hypot(lab2.a, lab2.b)
        let cMean = (c1 + c2) / 2
        let c7 = pow(cMean, 7)
        let g = 0.5 * (1 - sqrt(c7 / (c7 + pow(25, 7))))
        let a1 = (1 + g) * lab1.a, a2 = (1 + g) * lab2.a
        let cp1 = hypot(a1, lab1.b), cp2 = hypot(a2, lab2.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let hp1 = hue(lab1.b, a1), hp2 = hue(lab2.b, a2)
        let dL = lab2.l - lab1.l, dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = hp2 - hp1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * sqrt(cp1 * cp2) * sin(dh * .pi / 360)
        let lMean = (lab1.l + lab2.l) / 2, cpMean = (cp1 + cp2) / 2
        var hMean = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 { hMean /= 2 } else { hMean = hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2 }
        }
        let t =
            1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
            + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cp7 = pow(cpMean, 7)
        let rc = 2 * sqrt(cp7 / (cp7 + pow(25, 7)))
        let sl = 1 + 0.015 * pow(lMean - 50, 2) / sqrt(20 + pow(lMean - 50, 2))
        let sc = 1 + 0.045 * cpMean, sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }
}
