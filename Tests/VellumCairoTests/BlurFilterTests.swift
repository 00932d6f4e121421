import Foundation
import Testing
import Vellum

/// `blur(radius:)` and `GraphicsContext.Filter.blur`: a Gaussian with σ = radius, its profile
/// across a straight edge the normal distribution's, within 2/255.
@Suite struct BlurFilterTests {
    /// Φ, the standard normal distribution function.
    static func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }

    /// The alpha along the middle row of a black half-plane (x < 32) blurred by `radius`.
    static func edgeProfile(radius: CGFloat) throws -> [Int] {
        let image = try render(
            Canvas { context, _ in
                context.addFilter(.blur(radius: radius))
                context.fill(Path(CGRect(x: -200, y: -200, width: 232, height: 600)), with: .color(.black))
            }.frame(width: 64, height: 64))
        return (0..<64).map { Int(image.pixels[32 * 64 + $0] >> 24) }
    }

    /// Against the Gaussian sampled at whole pixels (what a blur of pixels can be), and from
    /// σ = 1.5 on against the continuous one, Φ, too; below that the two part by more.
    @Test(arguments: [0.75, 1.5, 3.0, 6.0])
    func edgeProfileIsTheNormalDistribution(radius: Double) throws {
        let profile = try Self.edgeProfile(radius: radius)
        let reach = Int((6 * radius).rounded(.up))
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * radius * radius)) }
        let total = weights.reduce(0, +)
        var worstSampled = 0.0, worstContinuous = 0.0
        // From 26 on: the layer is the canvas, so the half-plane fades at the canvas's left edge
        // too (4σ = 24 at most here).
        for x in 26..<64 {
            // Covered pixels are those left of 32: offsets k with x + k < 32.
            let sampled = 255 * (-reach...reach).filter { x + $0 < 32 }.map { weights[$0 + reach] }.reduce(0, +) / total
            worstSampled = max(worstSampled, abs(Double(profile[x]) - sampled))
            // The pixel's centre lies x + 0.5 - 32 from the edge.
            let continuous = 255 * Self.phi((32 - (Double(x) + 0.5)) / radius)
            worstContinuous = max(worstContinuous, abs(Double(profile[x]) - continuous))
        }
        print(
            "blur σ \(radius): worst \(String(format: "%.2f", worstSampled))/255 from the sampled Gaussian, "
                + "\(String(format: "%.2f", worstContinuous))/255 from Φ")
        #expect(worstSampled <= 2)
        if radius >= 1.5 { #expect(worstContinuous <= 2) }
        #expect(profile[31] > 100 && profile[32] < 155, "the edge stays where it was")
    }

    @Test func opaqueBlurFillsItsFrameAndNothingElse() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 8, height: 8)
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                .frame(width: 32, height: 16)
                .blur(radius: 3, opaque: true)
            Color.clear.frame(width: 8, height: 8)
        }
        let image = try render(view)
        #expect(image.width == 48 && image.height == 16)
        for y in 0..<16 {
            for x in 0..<48 {
                let alpha = image.pixels[y * 48 + x] >> 24
                #expect(alpha == ((8..<40).contains(x) ? 255 : 0), "(\(x), \(y))")
            }
        }
        // The edges keep their colour instead of darkening: the left column is still red.
        let left = image.pixels[8 * 48 + 8]
        #expect((left >> 16) & 0xFF > 200 && left & 0xFF < 80)
    }

    @Test func aBlurSpreadsPastTheFrame() throws {
        let image = try render(
            ZStack {
                Color.blue.frame(width: 10, height: 10).blur(radius: 2)
            }.frame(width: 30, height: 30))
        #expect(image.pixels[15 * 30 + 15] >> 24 > 200)
        #expect(image.pixels[15 * 30 + 8] >> 24 > 20, "beyond the square's edge at 10")
        #expect(image.pixels[15 * 30 + 1] >> 24 == 0)
    }
}
