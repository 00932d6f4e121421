import Foundation

/// Reference scene S3 (the dashed ring) as exact geometry puts it, each pixel the coverage
/// of an 8 × 8 grid of samples: a sample is red when 68 ≤ r ≤ 108, 1° ≤ θ ≤ 216° (θ clockwise
/// on screen from +x) and the arc length along the centre line (r = 88), plus the phase 10,
/// falls in an "on" interval of [5, 3]. Opaque ARGB over white, 256 × 256.
public enum ExactDashedRing {
    public static let width = 256, height = 256

    public static let pixels: [UInt32] = {
        let samples = 8
        let red = (r: 255.0, g: 59.0, b: 48.0)
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples) - 128
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples) - 128
                        let r = (px * px + py * py).squareRoot()
                        guard r >= 68, r <= 108 else { continue }
                        var theta = atan2(py, px) * 180 / .pi
                        if theta < 0 { theta += 360 }
                        guard theta >= 1, theta <= 216 else { continue }
                        let along = (theta - 1) * .pi / 180 * 88 + 10
                        if along.truncatingRemainder(dividingBy: 8) < 5 { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                let coverage = Double(inside) / Double(samples * samples)
                func channel(_ value: Double) -> UInt32 { UInt32((255 * (1 - coverage) + value * coverage).rounded()) }
                pixels[y * width + x] = 0xFF00_0000 | channel(red.r) << 16 | channel(red.g) << 8 | channel(red.b)
            }
        }
        return pixels
    }()

    /// How many of `pixels` (opaque ARGB, 256 × 256) differ from the exact picture by more
    /// than `tolerance` in a channel.
    public static func differingPixels(_ pixels: [UInt32], tolerance: Int = 8) -> Int {
        precondition(pixels.count == width * height)
        var count = 0
        for (p, q) in zip(pixels, self.pixels) {
            for shift: UInt32 in [0, 8, 16] where abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) > tolerance {
                count += 1
                break
            }
        }
        return count
    }
}
