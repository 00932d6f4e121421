import Foundation

/// Blurs premultiplied pixels in place with a Gaussian of standard deviation σ, for shadows
/// (Cairo has no blur). All four premultiplied channels are filtered alike, and pixels
/// outside the buffer count as transparent, so a caller that wants the whole blur pads the
/// buffer by about 3σ on each side.
///
/// Below a limit (`exactUpTo`: σ < 2 pixels for shadows, which match browsers' drop shadows;
/// σ < 16 for the blur filter, within 2/255 of a Gaussian): an exact separable kernel, the
/// Gaussian sampled at integer offsets out to ⌈4σ⌉ and normalised to sum 1. Above it, as the
/// W3C Filter Effects spec allows for `feGaussianBlur`: three successive box blurs of size
/// d = floor(σ · 3 · √(2π) / 4 + 0.5) per direction (if d is even: two boxes of size d,
/// offset half a pixel left then right, and one of size d + 1, centred), whose cost does not
/// grow with σ.
///
/// Rows are filtered first, rounded to 8 bits, then columns; each line is filtered in
/// `Float` with room for everything that spreads past its ends, so the result is that of a
/// transparent infinite plane. Colour channels are clamped to alpha so the output stays
/// valid premultiplied data.
///
/// Accuracy, against a double-precision direct Gaussian convolution on noise with a sharp
/// square (`RasterTests`): the exact-kernel path is within 0.99/255 (two roundings of ≤ 0.5);
/// the box path is the spec's approximation, worst 8.4, 9.9, 7.4, 3.7 /255 (mean ≈ 1/255)
/// for σ = 2, 3, 5, 8, and 3.0 for σ = 17.
///
/// Bad input: σ = 0, negative or NaN leaves the pixels unchanged. σ (including +∞) is
/// clamped to `4 · max(width, height)`: there every output is already below 255 / (32π)
/// ≈ 2.5 of 255 whatever the input, so a larger σ could change nothing by more than that,
/// and memory stays proportional to the buffer's longer side.
///
/// ```swift
/// // SwiftUI's shadow(radius: r) is a Gaussian with σ = r / 2.
/// GaussianBlur.blur(layer, sigma: radius / 2)
/// ```
package enum GaussianBlur {
    /// σ is clamped to this many times the buffer's longer side.
    package static let maximumSigmaPerSide = 4.0
    /// Below this σ (in pixels) shadows use the exact kernel: boxes are too coarse there.
    package static let shadowExactLimit = 2.0
    /// Below this σ (in pixels) the blur filter uses the exact kernel (2⌈4σ⌉ + 1 taps, at
    /// most 129), so that SwiftUI's `blur` keeps a Gaussian profile within 2/255.
    package static let filterExactLimit = 16.0

    /// One box of a box blur: out[x] = mean(in[x − left ... x + right]).
    package struct Box: Equatable {
        package var left: Int
        package var right: Int
        package var size: Int { left + right + 1 }
    }

    /// How a line is filtered for a given σ.
    package enum LineFilter: Equatable {
        /// Leaves the pixels unchanged.
        case identity
        /// A normalised symmetric kernel, weights for offsets −radius ... radius.
        case kernel([Float])
        /// Successive box blurs.
        case boxes([Box])
    }

    /// Blurs `buffer` in place.
    /// - Parameters:
    ///   - buffer: premultiplied ARGB32 pixels.
    ///   - sigma: the standard deviation in pixels; see the type's doc for bad values.
    ///   - limit: σ below which the exact kernel is used (default: shadows' 2).
    package static func blur(_ buffer: PixelBuffer, sigma: Double, exactUpTo limit: Double = shadowExactLimit) {
        let filter = lineFilter(sigma: sigma, longestSide: max(buffer.width, buffer.height), exactUpTo: limit)
        let reach: Int
        switch filter {
        case .identity: return
        case .kernel(let weights): reach = weights.count / 2
        case .boxes(let boxes): reach = boxes.reduce(0) { $0 + max($1.left, $1.right) }
        }
        // Lines hold `reach` zeros, the pixels, `reach` zeros; a further `reach` zeros on each
        // side (never written) let the box passes run without bounds tests.
        let length = max(buffer.width, buffer.height) + 2 * reach
        let storageA = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: length + 2 * reach)
        let storageB = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: length + 2 * reach)
        defer { storageA.deallocate(); storageB.deallocate() }
        storageA.initialize(repeating: .zero)
        storageB.initialize(repeating: .zero)
        let lineA = UnsafeMutableBufferPointer(rebasing: storageA[reach...])
        let lineB = UnsafeMutableBufferPointer(rebasing: storageB[reach...])

        // Rows.
        let width = buffer.width
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            let count = width + 2 * reach
            lineA[0..<reach].update(repeating: .zero)
            lineA[(reach + width)..<count].update(repeating: .zero)
            let input = floats(lineA) + 4 * reach
            for x in 0..<width { load(row[x], into: input + 4 * x) }
            let result = floats(apply(filter, lineA, lineB, count: count)) + 4 * reach
            for x in 0..<width { row[x] = store(result + 4 * x) }
        }
        // Columns. Rows were longer or shorter: clear the margins the new length reads.
        storageA.update(repeating: .zero)
        storageB.update(repeating: .zero)
        let height = buffer.height
        for x in 0..<width {
            let count = height + 2 * reach
            lineA[0..<reach].update(repeating: .zero)
            lineA[(reach + height)..<count].update(repeating: .zero)
            let input = floats(lineA) + 4 * reach
            for y in 0..<height { load(buffer.row(y)[x], into: input + 4 * y) }
            let result = floats(apply(filter, lineA, lineB, count: count)) + 4 * reach
            for y in 0..<height { buffer.row(y)[x] = store(result + 4 * y) }
        }
    }

    /// The filter used for `sigma` on a buffer whose longer side is `longestSide`.
    package static func lineFilter(sigma: Double, longestSide: Int, exactUpTo limit: Double = shadowExactLimit)
        -> LineFilter
    {
        guard sigma > 0, longestSide > 0 else { return .identity } // also NaN
        let s = min(sigma, maximumSigmaPerSide * Double(longestSide))
        if s < limit {
            let radius = Int((4 * s).rounded(.up))
            var weights = (-radius...radius).map { k in exp(-Double(k * k) / (2 * s * s)) }
            let total = weights.reduce(0, +)
            weights = weights.map { $0 / total }
            return .kernel(weights.map { Float($0) })
        }
        let d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 == 1 {
            let half = d / 2
            return .boxes(Array(repeating: Box(left: half, right: half), count: 3))
        }
        let half = d / 2
        return .boxes([
            Box(left: half, right: half - 1), Box(left: half - 1, right: half),
            Box(left: half, right: half)
        ])
    }

    // MARK: - Lines

    /// Filters `source[0..<count]` (zero beyond) and returns the buffer holding the result,
    /// which is `source` or `scratch`.
    private static func apply(
        _ filter: LineFilter, _ source: UnsafeMutableBufferPointer<SIMD4<Float>>,
        _ scratch: UnsafeMutableBufferPointer<SIMD4<Float>>,
        count: Int
    ) -> UnsafeMutableBufferPointer<SIMD4<Float>> {
        switch filter {
        case .identity:
            return source
        case .kernel(let weights):
            convolve(source, into: scratch, count: count, weights: weights)
            return scratch
        case .boxes(let boxes):
            var (from, to) = (source, scratch)
            for box in boxes {
                boxPass(from, into: to, count: count, box: box)
                swap(&from, &to)
            }
            return from
        }
    }

    private static func convolve(
        _ source: UnsafeMutableBufferPointer<SIMD4<Float>>,
        into target: UnsafeMutableBufferPointer<SIMD4<Float>>,
        count: Int, weights: [Float]
    ) {
        let radius = weights.count / 2
        guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress else { return }
        // Four scalar sums on raw floats: Float's operators inline even in debug builds, where
        // SIMD4's generic ones made a 65-tap kernel take seconds (the tests run debug builds).
        let input = UnsafeRawPointer(sourceBase).assumingMemoryBound(to: Float.self)
        let output = UnsafeMutableRawPointer(targetBase).assumingMemoryBound(to: Float.self)
        weights.withUnsafeBufferPointer { w in
            guard let taps = w.baseAddress else { return }
            for x in 0..<count {
                var blue: Float = 0, green: Float = 0, red: Float = 0, alpha: Float = 0
                var k = max(-radius, -x)
                let last = min(radius, count - 1 - x)
                while k <= last {
                    let weight = taps[k + radius]
                    let pixel = input + 4 * (x + k)
                    blue += weight * pixel[0]
                    green += weight * pixel[1]
                    red += weight * pixel[2]
                    alpha += weight * pixel[3]
                    k += 1
                }
                let out = output + 4 * x
                out[0] = blue
                out[1] = green
                out[2] = red
                out[3] = alpha
            }
        }
    }

    /// target[x] = mean of source[x − left ... x + right] for x in 0..<count; source must
    /// read as zero from −left to count + right (the caller's margins). Four scalar running
    /// sums, as in `convolve`, so debug builds stay fast.
    private static func boxPass(
        _ source: UnsafeMutableBufferPointer<SIMD4<Float>>,
        into target: UnsafeMutableBufferPointer<SIMD4<Float>>,
        count: Int, box: Box
    ) {
        let scale = 1 / Float(box.size)
        let s = floats(source), t = floats(target)
        var blue: Float = 0, green: Float = 0, red: Float = 0, alpha: Float = 0
        for i in 0..<box.right {
            blue += s[4 * i]
            green += s[4 * i + 1]
            red += s[4 * i + 2]
            alpha += s[4 * i + 3]
        }
        for x in 0..<count {
            let entering = s + 4 * (x + box.right), leaving = s + 4 * (x - box.left), out = t + 4 * x
            blue += entering[0]
            green += entering[1]
            red += entering[2]
            alpha += entering[3]
            out[0] = blue * scale
            out[1] = green * scale
            out[2] = red * scale
            out[3] = alpha * scale
            blue -= leaving[0]
            green -= leaving[1]
            red -= leaving[2]
            alpha -= leaving[3]
        }
    }

    /// The lanes of `line` as raw floats: four per pixel, blue, green, red, alpha.
    @inline(__always)
    private static func floats(_ line: UnsafeMutableBufferPointer<SIMD4<Float>>) -> UnsafeMutablePointer<Float> {
        UnsafeMutableRawPointer(line.baseAddress!).assumingMemoryBound(to: Float.self)
    }

    // MARK: - Pixels

    /// Lanes: blue, green, red, alpha (the byte order of 0xAARRGGBB from the bottom).
    @inline(__always)
    private static func load(_ pixel: UInt32, into lanes: UnsafeMutablePointer<Float>) {
        // Concrete conversions and comparisons: the generic ones are calls in debug builds.
        lanes[0] = Float(Int(pixel & 0xFF))
        lanes[1] = Float(Int(pixel >> 8 & 0xFF))
        lanes[2] = Float(Int(pixel >> 16 & 0xFF))
        lanes[3] = Float(Int(pixel >> 24))
    }

    @inline(__always)
    private static func store(_ lanes: UnsafeMutablePointer<Float>) -> UInt32 {
        // Truncation after + 0.5: round half up. Colour is kept ≤ alpha.
        @inline(__always) func byte(_ value: Float) -> UInt32 {
            let rounded = value + 0.5
            // NaN (from a NaN σ's weights upstream) counts as 0, as SIMD's clamped(…) made it.
            return !(rounded > 0) ? 0 : rounded >= 255 ? 255 : UInt32(rounded)
        }
        @inline(__always) func atMost(_ value: UInt32, _ limit: UInt32) -> UInt32 { value < limit ? value : limit }
        let alpha = byte(lanes[3])
        let blue = atMost(byte(lanes[0]), alpha), green = atMost(byte(lanes[1]), alpha)
        let red = atMost(byte(lanes[2]), alpha)
        return alpha << 24 | red << 16 | green << 8 | blue
    }
}
