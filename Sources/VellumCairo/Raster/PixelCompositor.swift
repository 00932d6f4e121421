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
        let sum = SIMD4<Int32>(truncatingIfNeeded: SIMD4<UInt32>(source, source >> 8, source >> 16, source >> 24) & 0xFF)
            &+ SIMD4<Int32>(truncatingIfNeeded: SIMD4<UInt32>(destination, destination >> 8, destination >> 16,
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
