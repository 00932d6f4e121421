/// Compositing operators Cairo 1.16 lacks, on premultiplied ARGB32 pixels.
///
/// ```swift
/// PixelCompositor.plusDarker(source: layer, destination: target)
/// ```
package enum PixelCompositor {
    /// Composites `source` onto `destination` with "plus darker" (SwiftUI's
    /// `BlendMode.plusDarker`, Core Graphics' `kCGBlendModePlusDarker`).
    ///
    /// Apple documents the operator for opaque colours as `R = MAX(0, 1 − ((1 − D) + (1 − S)))`
    /// (CGBlendMode.plusDarker; WebKit's bug 140646 and the W3C Compositing Level 2 draft's
    /// "plus-darker", whose premultiplied form is known to be wrong: w3c/fxtf-drafts#447).
    /// The darkness a premultiplied pixel adds is α − c (its "1 − C" scaled by coverage), and
    /// plus darker adds darknesses while the alphas add like plus-lighter:
    ///
    ///     Ra = min(1, Sa + Da)
    ///     Rc = max(0, Ra − ((Sa − Sc) + (Da − Dc)))  =  max(0, Sc + Dc − max(0, Sa + Da − 1))
    ///
    /// per premultiplied colour component. Opaque over opaque gives Apple's formula; where the
    /// coverages do not overlap (Sa + Da ≤ 1) it is plain addition, so a transparent
    /// destination receives the source unchanged and vice versa. This is the reading GNUstep
    /// adopted after measuring AppKit (gnustep/libs-back#220: "adds the two premultiplied
    /// colours and takes off the amount by which their alphas overlap"). On 8-bit values the
    /// formula needs no rounding: Ra = min(255, Sa + Da), Rc = max(0, Sc + Dc − max(0, Sa + Da − 255)),
    /// and Rc ≤ Ra whenever both inputs are valid premultiplied pixels (clamped otherwise).
    ///
    /// - Parameters:
    ///   - source: the layer drawn on top.
    ///   - destination: what is already there; overwritten with the result.
    /// - Returns: false, touching nothing, when the two buffers differ in size.
    @discardableResult
    package static func plusDarker(source: PixelBuffer, destination: PixelBuffer) -> Bool {
        guard source.width == destination.width, source.height == destination.height else { return false }
        for y in 0..<destination.height {
            let s = source.row(y), d = destination.row(y)
            for x in 0..<destination.width {
                d[x] = plusDarker(s[x], d[x])
            }
        }
        return true
    }

    /// One pixel of ``plusDarker(source:destination:)``.
    @inline(__always)
    package static func plusDarker(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let sum =
            SIMD4<Int32>(truncatingIfNeeded: SIMD4<UInt32>(source, source >> 8, source >> 16, source >> 24) & 0xFF)
            &+ SIMD4<Int32>(
                truncatingIfNeeded: SIMD4<UInt32>(
                    destination, destination >> 8, destination >> 16,
                    destination >> 24) & 0xFF)
        let alphaSum = sum[3]
        let alpha = min(255, alphaSum)
        let overlap = max(0, alphaSum - 255)
        var result = (sum &- overlap).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: alpha))
        result[3] = alpha
        let bytes = SIMD4<UInt32>(truncatingIfNeeded: result)
        return bytes[3] << 24 | bytes[2] << 16 | bytes[1] << 8 | bytes[0]
    }
}

/// The W3C non-separable blend modes, which combine a colour's hue, saturation and
/// luminosity as wholes.
package enum NonSeparableBlend: Sendable {
    case hue, saturation, color, luminosity
}

extension PixelCompositor {
    /// Composites `source` onto `destination` with a non-separable blend mode, exactly as the
    /// W3C Compositing and Blending spec says (§ 5.8 and "source-over" compositing):
    ///
    ///     co = αs(1 − αb)Cs + αs·αb·B(Cb, Cs) + (1 − αs)αb·Cb,   αo = αs + αb(1 − αs)
    ///
    /// Cairo 1.16's pixman operators drift by up to 50/255 on partly covered pixels (an
    /// anti-aliased edge, a transparent backdrop), which SVG renderers get right.
    /// - Returns: false, touching nothing, when the two buffers differ in size.
    @discardableResult
    package static func blend(_ mode: NonSeparableBlend, source: PixelBuffer, destination: PixelBuffer) -> Bool {
        guard source.width == destination.width, source.height == destination.height else { return false }
        for y in 0..<destination.height {
            let s = source.row(y), d = destination.row(y)
            for x in 0..<destination.width where s[x] >> 24 != 0 {
                d[x] = blend(mode, s[x], d[x])
            }
        }
        return true
    }

    /// One pixel of ``blend(_:source:destination:)``.
    package static func blend(_ mode: NonSeparableBlend, _ source: UInt32, _ destination: UInt32) -> UInt32 {
        func unpack(_ p: UInt32) -> (c: SIMD3<Double>, a: Double) {
            let a = Double(p >> 24) / 255
            let premultiplied = SIMD3<Double>(Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF)) / 255
            return (a > 0 ? premultiplied / a : .zero, a)
        }
        let (cs, sa) = unpack(source), (cb, ba) = unpack(destination)
        let mixed: SIMD3<Double>
        switch mode {
        case .hue: mixed = setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
        case .saturation: mixed = setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
        case .color: mixed = setLuminosity(cs, luminosity(cb))
        case .luminosity: mixed = setLuminosity(cb, luminosity(cs))
        }
        let color = sa * (1 - ba) * cs + sa * ba * mixed + (1 - sa) * ba * cb
        let alpha = sa + ba * (1 - sa)
        let bytes = (color * 255).rounded(.toNearestOrAwayFromZero).clamped(
            lowerBound: .zero, upperBound: SIMD3(repeating: 255))
        let a = UInt32((alpha * 255).rounded())
        let r = min(UInt32(bytes.x), a), g = min(UInt32(bytes.y), a), b = min(UInt32(bytes.z), a)
        return a << 24 | r << 16 | g << 8 | b
    }

    private static func luminosity(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func setLuminosity(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> {
        let shifted = c + SIMD3(repeating: l - luminosity(c))
        // ClipColor: bring the colour back into gamut keeping its luminosity.
        let lum = luminosity(shifted), low = shifted.min(), high = shifted.max()
        var result = shifted
        if low < 0 { result = SIMD3(repeating: lum) + (result - SIMD3(repeating: lum)) * lum / (lum - low) }
        if high > 1 { result = SIMD3(repeating: lum) + (result - SIMD3(repeating: lum)) * (1 - lum) / (high - lum) }
        return result
    }

    private static func saturation(_ c: SIMD3<Double>) -> Double { c.max() - c.min() }

    private static func setSaturation(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        let high = c.max(), low = c.min()
        guard high > low else { return .zero }
        return (c - SIMD3(repeating: low)) * s / (high - low)
    }
}
