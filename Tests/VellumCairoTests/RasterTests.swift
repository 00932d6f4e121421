import Foundation
import Testing
import VellumCore
import VellumGeometry

@testable import VellumCairo

/// Owns pixel memory for a test; rows are padded (stride > 4 · width) so stride handling is
/// exercised too.
final class TestImage {
    let width: Int, height: Int, stride: Int
    let memory: UnsafeMutableRawPointer
    var pixels: PixelBuffer { PixelBuffer(base: memory, width: width, height: height, stride: stride)! }

    init(width: Int, height: Int, fill: UInt32 = 0) {
        self.width = width
        self.height = height
        stride = width * 4 + 12
        memory = .allocate(byteCount: stride * height, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0xAB, count: stride * height)
        for y in 0..<height { pixels.row(y).update(repeating: fill, count: width) }
    }

    deinit { memory.deallocate() }

    subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[x, y] }
        set { pixels[x, y] = newValue }
    }

    /// Blue, green, red, alpha of a pixel, as 0...255 values.
    func channels(_ x: Int, _ y: Int) -> [Double] {
        let p = self[x, y]
        return [p & 0xFF, p >> 8 & 0xFF, p >> 16 & 0xFF, p >> 24].map { Double($0) }
    }

    /// Deterministic valid premultiplied noise, with a sharp opaque square in the middle.
    static func noise(width: Int, height: Int, seed: UInt64) -> TestImage {
        let image = TestImage(width: width, height: height)
        var state = seed
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        for y in 0..<height {
            for x in 0..<width {
                let a = next() % 256
                let c = (0..<3).map { _ in a == 0 ? 0 : next() % (a + 1) }
                image[x, y] = a << 24 | c[0] << 16 | c[1] << 8 | c[2]
            }
        }
        for y in height / 3..<height / 2 { for x in width / 3..<width / 2 { image[x, y] = 0xFF20_40FF } }
        return image
    }
}

// MARK: - Conic gradient

/// Premultiplied exact colour, 0...255 in the pixel's lane order (blue, green, red, alpha).
private func exactPremultiplied(
    _ gradient: ResolvedGradient, center: CGPoint, startAngle: Double,
    devicePoint: CGPoint, transform: CGAffineTransform
) -> [Double] {
    let p = devicePoint.applying(transform.inverted())
    var angle = (atan2(p.y - center.y, p.x - center.x) - startAngle).truncatingRemainder(dividingBy: 2 * .pi)
    if angle < 0 { angle += 2 * .pi }
    let c = gradient.color(at: angle / (2 * .pi))
    return [c.blue, c.green, c.red, 1].map { $0 * c.opacity * 255 }
}

/// Fills a region with the rasterizer and returns (pixels off by more than 1/255, largest
/// difference in 1/255 units) against the exact colour at every pixel centre.
private func conicErrors(
    _ gradient: ResolvedGradient, center: CGPoint, startAngle: Angle,
    transform: CGAffineTransform, width: Int = 256, height: Int = 256,
    originX: Int = 0, originY: Int = 0
) -> (off: Int, worst: Double, usedTable: Bool) {
    let image = TestImage(width: width, height: height)
    let conic = ConicGradientRasterizer(
        gradient: gradient, center: center, startAngle: startAngle, transform: transform)
    conic.fill(image.pixels, originX: originX, originY: originY)
    var off = 0, worst = 0.0
    for y in 0..<height {
        for x in 0..<width {
            let exact = exactPremultiplied(
                gradient, center: center, startAngle: startAngle.radians,
                devicePoint: CGPoint(x: Double(originX + x) + 0.5, y: Double(originY + y) + 0.5),
                transform: transform)
            let error = zip(image.channels(x, y), exact).map { abs($0 - $1) }.max()!
            worst = max(worst, error)
            if error > 1 { off += 1 }
        }
    }
    return (off, worst, conic.usesTable)
}

private func hex(_ value: UInt32, opacity: Double = 1) -> RGBAColor {
    RGBAColor(
        red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
        blue: Double(value & 0xFF) / 255, opacity: opacity)
}

/// S5 of shared/reference-scenes.md.
private let s5Gradient = ResolvedGradient(stops: [
    .init(location: 0, color: hex(0xFF3B30)), .init(location: 0.2, color: hex(0xFFCC00)),
    .init(location: 0.4, color: hex(0x34C759)), .init(location: 0.6, color: hex(0x007AFF)),
    .init(location: 0.8, color: hex(0xAF52DE)), .init(location: 1, color: hex(0xFF3B30))
])

@Suite("Conic gradient rasterizer")
struct ConicGradientRasterizerTests {
    @Test func s5GradientExactAtEveryPixel() {
        let result = conicErrors(s5Gradient, center: CGPoint(x: 128, y: 128), startAngle: .zero, transform: .identity)
        #expect(result.usedTable)
        #expect(result.off == 0)
        #expect(result.worst <= 1)
        print("conic S5 identity: worst \(result.worst)/255")
    }

    @Test func rotatedAndScaledTransform() {
        let transform = CGAffineTransform(translationX: 130, y: 120).rotated(by: 0.7).scaledBy(x: 1.7, y: 0.6)
        let result = conicErrors(
            s5Gradient, center: CGPoint(x: 10, y: -5), startAngle: .degrees(33),
            transform: transform, width: 200, height: 180, originX: 5, originY: 7)
        #expect(result.usedTable)
        #expect(result.off == 0)
        print("conic S5 rotated+scaled: worst \(result.worst)/255")
    }

    @Test func scaleOnlyTransformUsesTheAxisAlignedPath() {
        let transform = CGAffineTransform(translationX: 64, y: 200).scaledBy(x: 2.5, y: -1.25)
        let result = conicErrors(
            s5Gradient, center: CGPoint(x: 20, y: 30), startAngle: .degrees(-100),
            transform: transform, width: 160, height: 150, originX: -3, originY: 40)
        #expect(result.off == 0)
    }

    @Test func hardStopsAndSeamLandOnTheRightPixels() {
        // Hard edges at 0.25 and 0.5, and a discontinuous seam (green at 1, red at 0).
        let gradient = ResolvedGradient(stops: [
            .init(location: 0, color: hex(0xFF0000)), .init(location: 0.25, color: hex(0xFF0000)),
            .init(location: 0.25, color: hex(0x0000FF)), .init(location: 0.5, color: hex(0x0000FF)),
            .init(location: 0.5, color: hex(0x00FF00)), .init(location: 0.75, color: hex(0xFFFFFF)),
            .init(location: 1, color: hex(0x00FF00))
        ])
        for (start, transform) in [
            (Angle.zero, CGAffineTransform.identity),
            (.degrees(17), CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 20, y: 0))
        ] {
            let result = conicErrors(gradient, center: CGPoint(x: 128, y: 128), startAngle: start, transform: transform)
            #expect(result.usedTable)
            #expect(result.off == 0)
        }
    }

    @Test func transparencyIsPremultipliedWithOneRounding() {
        let gradient = ResolvedGradient(stops: [
            .init(location: 0, color: .clear), .init(location: 0.3, color: hex(0x007AFF, opacity: 0.5)),
            .init(location: 0.7, color: hex(0xFF3B30, opacity: 0.2)),
            .init(location: 1, color: hex(0xFFCC00, opacity: 0.9))
        ])
        let result = conicErrors(
            gradient, center: CGPoint(x: 100, y: 150), startAngle: .degrees(200),
            transform: CGAffineTransform(scaleX: 0.9, y: 1.1))
        #expect(result.usedTable)
        #expect(result.off == 0)
    }

    @Test func steepRampIsEvaluatedExactly() {
        let gradient = ResolvedGradient(stops: [
            .init(location: 0.5, color: hex(0x000000)), .init(location: 0.5001, color: hex(0xFFFFFF))
        ])
        let result = conicErrors(
            gradient, center: CGPoint(x: 30, y: 40), startAngle: .zero, transform: .identity,
            width: 64, height: 64)
        #expect(!result.usedTable)
        #expect(result.off == 0)
    }

    @Test func paintInitializerFollowsTransformedWrappers() throws {
        let inner = Paint.conicGradient(s5Gradient, center: CGPoint(x: 0, y: 0), startAngle: .degrees(45))
        let paint = Paint.transformed(inner, CGAffineTransform(translationX: 128, y: 128))
        let conic = try #require(
            ConicGradientRasterizer(paint: paint, transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
        #expect(conic.transform == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 64, ty: 64))
        #expect(ConicGradientRasterizer(paint: .color(.clear)) == nil)
    }

    @Test func polynomialArctangentIsWithinItsBound() {
        var worst = 0.0
        for k in 0..<100_000 {
            let angle = Double(k) / 100_000 * 2 * .pi - .pi
            let (dx, dy) = (cos(angle) * 37.5, sin(angle) * 37.5)
            var error = abs(ConicGradientRasterizer.approximateTurns(dx: dx, dy: dy) - atan2(dy, dx) / (2 * .pi))
            error = min(error, abs(error - 1)) // ±π are the same direction
            worst = max(worst, error)
        }
        #expect(worst < 3e-7)
        #expect(ConicGradientRasterizer.approximateTurns(dx: 0, dy: 0) == 0)
    }

    @Test func degenerateInputFillsTheFirstStop() {
        let first = ConicGradientRasterizer.premultipliedPixel(s5Gradient.stops[0].color)
        let nan = CGFloat.nan
        let cases: [(CGPoint, Angle, CGAffineTransform)] = [
            (CGPoint(x: 128, y: 128), .zero, CGAffineTransform(scaleX: 0, y: 1)),
            (CGPoint(x: 128, y: 128), .zero, CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)),
            (CGPoint(x: 128, y: 128), .zero, CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            (CGPoint(x: 128, y: 128), .zero, CGAffineTransform(translationX: .infinity, y: 0)),
            (CGPoint(x: 128, y: 128), .zero, CGAffineTransform(scaleX: 1e-300, y: 1e-300)),
            (CGPoint(x: nan, y: 128), .zero, .identity),
            (CGPoint(x: 128, y: 128), .radians(.nan), .identity),
            (CGPoint(x: 128, y: 128), .radians(.infinity), .identity)
        ]
        for (center, start, transform) in cases {
            let image = TestImage(width: 9, height: 7)
            ConicGradientRasterizer(gradient: s5Gradient, center: center, startAngle: start, transform: transform)
                .fill(image.pixels)
            #expect((0..<7).allSatisfy { y in (0..<9).allSatisfy { x in image[x, y] == first } })
        }
        // Offsets at the ends of Int do not overflow.
        let image = TestImage(width: 4, height: 4)
        let conic = ConicGradientRasterizer(gradient: s5Gradient, center: .zero, startAngle: .zero)
        conic.fill(image.pixels, originX: .max, originY: .min)
        conic.fill(image.pixels, originX: .max - 3, originY: .min)
        // Empty and one-stop gradients.
        ConicGradientRasterizer(gradient: ResolvedGradient(stops: []), center: .zero, startAngle: .zero).fill(
            image.pixels)
        #expect(image[1, 1] == 0)
        ConicGradientRasterizer(
            gradient: ResolvedGradient(stops: [.init(location: 0.4, color: hex(0x007AFF))]),
            center: .zero, startAngle: .zero
        ).fill(image.pixels)
        #expect(image[1, 1] == 0xFF00_7AFF)
    }

    @Test func pixelBufferRejectsBadShapes() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { memory.deallocate() }
        #expect(PixelBuffer(base: memory, width: 0, height: 4, stride: 16) == nil)
        #expect(PixelBuffer(base: memory, width: -1, height: 4, stride: 16) == nil)
        #expect(PixelBuffer(base: memory, width: 4, height: 0, stride: 16) == nil)
        #expect(PixelBuffer(base: memory, width: 4, height: -3, stride: 16) == nil)
        #expect(PixelBuffer(base: memory, width: 4, height: 4, stride: 12) == nil)
        #expect(PixelBuffer(base: memory, width: 3, height: 4, stride: 14) == nil)
        #expect(PixelBuffer(base: memory + 1, width: 2, height: 2, stride: 8) == nil)
        #expect(PixelBuffer(base: memory, width: 1, height: .max, stride: 8) == nil)
        #expect(PixelBuffer(base: memory, width: 4, height: 4, stride: 16) != nil)
    }
}

// MARK: - Blur

/// Direct 2D convolution with the sampled, normalised Gaussian (radius 6σ), in Double,
/// transparent outside; lanes blue, green, red, alpha in 0...255.
private func exactGaussian(_ image: TestImage, sigma: Double) -> [[Double]] {
    let radius = Int((6 * sigma).rounded(.up))
    var weights = (-radius...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    weights = weights.map { $0 / total }
    let input = (0..<image.height).flatMap { y in (0..<image.width).map { x in image.channels(x, y) } }
    var output: [[Double]] = []
    for y in 0..<image.height {
        for x in 0..<image.width {
            var sum = [0.0, 0, 0, 0]
            for v in max(0, y - radius)...min(image.height - 1, y + radius) {
                for u in max(0, x - radius)...min(image.width - 1, x + radius) {
                    let w = weights[u - x + radius] * weights[v - y + radius]
                    let p = input[v * image.width + u]
                    for c in 0..<4 { sum[c] += w * p[c] }
                }
            }
            output.append(sum)
        }
    }
    return output
}

/// (largest, mean) absolute difference in 1/255 units between a blurred image and the exact one.
private func blurErrors(
    sigma: Double, width: Int = 26, height: Int = 21, seed: UInt64 = 7,
    exactUpTo limit: Double = GaussianBlur.shadowExactLimit
) -> (worst: Double, mean: Double) {
    let image = TestImage.noise(width: width, height: height, seed: seed)
    let exact = exactGaussian(image, sigma: sigma)
    GaussianBlur.blur(image.pixels, sigma: sigma, exactUpTo: limit)
    var worst = 0.0, total = 0.0
    for y in 0..<height {
        for x in 0..<width {
            for (got, want) in zip(image.channels(x, y), exact[y * width + x]) {
                worst = max(worst, abs(got - want))
                total += abs(got - want)
            }
        }
    }
    return (worst, total / Double(width * height * 4))
}

@Suite("Gaussian blur")
struct GaussianBlurTests {
    @Test(arguments: [0.3, 0.5, 0.8, 1, 1.5, 1.99])
    func exactKernelPathIsWithinTwoOf255(sigma: Double) {
        let errors = blurErrors(sigma: sigma)
        #expect(errors.worst <= 2)
        print("blur exact kernel σ=\(sigma): worst \(errors.worst)/255, mean \(errors.mean)/255")
    }

    /// The blur filter keeps the exact kernel below σ = 16, then boxes (3/255 at σ = 17).
    @Test(arguments: [3.0, 8, 15.9, 17])
    func theBlurFilterIsExactBelowSixteen(sigma: Double) {
        let errors = blurErrors(sigma: sigma, width: 48, height: 40, exactUpTo: GaussianBlur.filterExactLimit)
        #expect(errors.worst <= (sigma < 16 ? 1 : 3.5))
        print("blur filter σ=\(sigma): worst \(errors.worst)/255, mean \(errors.mean)/255")
    }

    @Test(arguments: [2.0, 3, 5, 8])
    func boxApproximationErrorAgainstTheExactGaussian(sigma: Double) {
        let errors = blurErrors(sigma: sigma, width: 48, height: 40)
        // The W3C three-box approximation, not a bound we chose: measured and reported.
        #expect(errors.worst <= 12)
        print("blur 3-box σ=\(sigma): worst \(errors.worst)/255, mean \(errors.mean)/255 vs exact Gaussian")
    }

    @Test func boxSizesFollowTheFilterEffectsSpec() {
        // σ = 5: d = ⌊5 · 3 · √(2π) / 4 + 0.5⌋ = 9, odd: three centred boxes.
        #expect(
            GaussianBlur.lineFilter(sigma: 5, longestSide: 256)
                == .boxes(Array(repeating: .init(left: 4, right: 4), count: 3)))
        // σ = 2: d = 4, even: left-, right-offset boxes of 4, then a centred box of 5.
        #expect(
            GaussianBlur.lineFilter(sigma: 2, longestSide: 256)
                == .boxes([.init(left: 2, right: 1), .init(left: 1, right: 2), .init(left: 2, right: 2)]))
    }

    @Test func blurKeepsPremultipliedValidityAndMass() {
        let image = TestImage(width: 40, height: 40)
        image[20, 20] = 0xFFFF_FFFF
        GaussianBlur.blur(image.pixels, sigma: 3)
        var alphaSum = 0.0
        for y in 0..<40 {
            for x in 0..<40 {
                let c = image.channels(x, y)
                #expect(c[0] <= c[3] && c[1] <= c[3] && c[2] <= c[3])
                alphaSum += c[3]
            }
        }
        #expect(abs(alphaSum - 255) < 20)
        // Row padding is never written.
        #expect(image.memory.load(fromByteOffset: 40 * 4, as: UInt32.self) == 0xABAB_ABAB)
    }

    @Test func badSigmasDoNotCrashOrChangeWhatTheyShouldNot() {
        let original = TestImage.noise(width: 9, height: 5, seed: 3)
        for sigma in [0, -1, -.infinity, .nan] as [Double] {
            let image = TestImage.noise(width: 9, height: 5, seed: 3)
            GaussianBlur.blur(image.pixels, sigma: sigma)
            #expect((0..<5).allSatisfy { y in (0..<9).allSatisfy { x in image[x, y] == original[x, y] } })
        }
        for sigma in [.infinity, 1e300, .greatestFiniteMagnitude, 1e6] as [Double] {
            let image = TestImage.noise(width: 9, height: 5, seed: 3)
            GaussianBlur.blur(image.pixels, sigma: sigma)
            #expect((0..<5).allSatisfy { y in (0..<9).allSatisfy { x in image[x, y] >> 24 <= 3 } })
        }
        let single = TestImage(width: 1, height: 1, fill: 0xFF80_4020)
        GaussianBlur.blur(single.pixels, sigma: 0.7)
        GaussianBlur.blur(single.pixels, sigma: 4)
    }
}

// MARK: - Plus darker

@Suite("Pixel compositor")
struct PixelCompositorTests {
    @Test func plusDarkerHandComputedValues() {
        // Opaque grey 0.8 (204) onto opaque grey 0.6 (153): 204 + 153 − 255 = 102.
        #expect(PixelCompositor.plusDarker(0xFFCC_CCCC, 0xFF99_9999) == 0xFF66_6666)
        // Opaque blue onto opaque red: every channel 0 + 255 − 255 or 0 + 0 − 255 → black.
        #expect(PixelCompositor.plusDarker(0xFF00_00FF, 0xFFFF_0000) == 0xFF00_0000)
        // White onto anything opaque leaves it; black onto anything makes it black.
        #expect(PixelCompositor.plusDarker(0xFFFF_FFFF, 0xFF12_3456) == 0xFF12_3456)
        #expect(PixelCompositor.plusDarker(0xFF00_0000, 0xFF12_3456) == 0xFF00_0000)
        // No overlap (alphas sum ≤ 255): plain addition.
        #expect(PixelCompositor.plusDarker(0x8000_0000, 0x0000_0000) == 0x8000_0000)
        #expect(PixelCompositor.plusDarker(0x0000_0000, 0x7F10_2030) == 0x7F10_2030)
        #expect(PixelCompositor.plusDarker(0x6040_2000, 0x5010_2030) == 0xB050_4030)
        // S = (a 128, r 100, g 50, b 0), D = (a 200, r 180, g 20, b 200): Ra = 255, overlap 73;
        // r = 280 − 73 = 207, g = max(0, 70 − 73) = 0, b = 200 − 73 = 127.
        // Same as Ra − ((Sa − Sc) + (Da − Dc)): 255 − (28 + 20) = 207, 255 − (78 + 180) < 0, 255 − (128 + 0) = 127.
        #expect(PixelCompositor.plusDarker(0x8064_3200, 0xC8B4_14C8) == 0xFFCF_007F)
    }

    @Test func plusDarkerOverBuffersAndSizeMismatch() {
        let source = TestImage(width: 3, height: 2, fill: 0xFFCC_CCCC)
        let destination = TestImage(width: 3, height: 2, fill: 0xFF99_9999)
        #expect(PixelCompositor.plusDarker(source: source.pixels, destination: destination.pixels))
        #expect((0..<2).allSatisfy { y in (0..<3).allSatisfy { x in destination[x, y] == 0xFF66_6666 } })
        let other = TestImage(width: 2, height: 2, fill: 0xFF00_0000)
        #expect(!PixelCompositor.plusDarker(source: other.pixels, destination: destination.pixels))
        #expect(destination[0, 0] == 0xFF66_6666)
        // Invalid premultiplied input (colour above alpha) is clamped, not wrapped.
        #expect(PixelCompositor.plusDarker(0x10FF_FFFF, 0x10FF_FFFF) == 0x2020_2020)
    }
}
