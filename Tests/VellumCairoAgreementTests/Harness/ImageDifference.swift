import Foundation
import Testing

/// How two images of the same size differ, channel by channel.
struct ImageDifference: Sendable, CustomStringConvertible {
    /// A pixel differs when any of its channels differs by more than this. Default: 8 (of 255).
    var threshold: Int
    /// Pixels with a channel difference above `threshold`.
    var count: Int
    /// All pixels compared.
    var total: Int
    /// The largest channel difference seen anywhere, 0...255.
    var maxChannelDifference: Int
    /// Per pixel, its largest channel difference (row-major), for drawing the diff.
    var perPixel: [UInt8]

    /// `count / total`.
    var share: Double { total == 0 ? 0 : Double(count) / Double(total) }

    init(expected: CairoImage, actual: CairoImage, threshold: Int = 8) {
        precondition(
            expected.width == actual.width && expected.height == actual.height,
            "images of different sizes")
        self.threshold = threshold
        total = expected.pixels.count
        var count = 0, maxDifference = 0
        var perPixel = [UInt8](repeating: 0, count: total)
        for index in 0..<total {
            let a = expected.pixels[index], b = actual.pixels[index]
            var largest = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
                largest = max(largest, d)
            }
            perPixel[index] = UInt8(largest)
            if largest > threshold { count += 1 }
            maxDifference = max(maxDifference, largest)
        }
        self.count = count
        self.maxChannelDifference = maxDifference
        self.perPixel = perPixel
    }

    var description: String {
        let percent = String(format: "%.3f", share * 100)
        return "\(count) of \(total) pixels (\(percent) %) differ by more than \(threshold)/255, "
            + "max channel difference \(maxChannelDifference)"
    }

    /// An expected | diff | actual strip, each panel the images' size. In the diff panel a
    /// pixel beyond the threshold is red, a smaller difference is pink, and an equal pixel
    /// shows the expected image faded toward white.
    func strip(expected: CairoImage, actual: CairoImage) -> CairoImage {
        let w = expected.width, h = expected.height
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 3 * w * h)
        for y in 0..<h {
            for x in 0..<w {
                let index = y * w + x
                let d = Int(perPixel[index])
                let diffPixel: UInt32
                if d > threshold {
                    diffPixel = 0xFFFF_0000
                } else if d > 0 {
                    diffPixel = 0xFFFF_B0B0
                } else {
                    // Opaque backgrounds make premultiplied equal to straight colour here.
                    let (_, r, g, b) = expected.argb(x: x, y: y)
                    func fade(_ c: UInt8) -> UInt32 { UInt32(255 - (255 - Int(c)) / 4) }
                    diffPixel = 0xFF00_0000 | fade(r) << 16 | fade(g) << 8 | fade(b)
                }
                pixels[y * 3 * w + x] = expected.pixels[index]
                pixels[y * 3 * w + w + x] = diffPixel
                pixels[y * 3 * w + 2 * w + x] = actual.pixels[index]
            }
        }
        return CairoImage(width: 3 * w, height: h, pixels: pixels)
    }
}

/// Where failing comparisons leave their pictures: `$TMPDIR/vellum-agreement/`.
enum AgreementArtifacts {
    static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vellum-agreement", isDirectory: true)
    }

    /// Writes the expected | diff | actual strip as `<name>.png` and returns its location.
    @discardableResult
    static func writeStrip(
        name: String, expected: CairoImage, actual: CairoImage,
        difference: ImageDifference
    ) throws -> URL {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
        let url = folder.appendingPathComponent(safe + ".png")
        try difference.strip(expected: expected, actual: actual).writePNG(to: url)
        return url
    }
}

/// Expects `actual` (Vellum's geometry filled by cairo) to match `expected` (cairo's own
/// drawing): at most `maxShare` of the pixels may differ by more than `threshold`/255 in any
/// channel. Prints the measured share; on failure writes a diff strip and names it.
func expectAgreement(
    _ name: String, expected: CairoImage, actual: CairoImage,
    maxShare: Double = 0.01, threshold: Int = 8,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let difference = ImageDifference(expected: expected, actual: actual, threshold: threshold)
    print("agreement \(name): \(difference)")
    guard difference.share > maxShare else { return }
    let url = try AgreementArtifacts.writeStrip(
        name: name, expected: expected, actual: actual,
        difference: difference)
    Issue.record(
        """
        \(name): \(difference); allowed \(maxShare * 100) %.
        expected | diff | actual: \(url.path)
        """, sourceLocation: sourceLocation)
}
