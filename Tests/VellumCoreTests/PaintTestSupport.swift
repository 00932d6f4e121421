import Foundation
import Testing
import VellumCore
import VellumGeometry

/// The colour as 0xRRGGBBAA, each channel rounded to 8 bits.
func hex8(_ color: RGBAColor) -> UInt32 {
    let bytes = [color.red, color.green, color.blue, color.opacity].map { UInt32(($0 * 255).rounded()) }
    return bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
}

/// Expects every channel of `actual` within `tolerance` of `expected`.
func expectClose(
    _ actual: RGBAColor, _ expected: RGBAColor, tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let pairs = [
        (actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue),
        (actual.opacity, expected.opacity)
    ]
    #expect(
        pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "\(actual) is not \(expected)",
        sourceLocation: sourceLocation)
}

/// The point at `degrees` (clockwise on screen from 3 o'clock) and `radius` from `center`.
func point(around center: CGPoint, degrees: Double, radius: Double = 10) -> CGPoint {
    CGPoint(x: center.x + radius * cos(degrees * .pi / 180), y: center.y + radius * sin(degrees * .pi / 180))
}

let red = Color.red.resolved
let blue = Color.blue.resolved

/// `a` blended toward `b` by `t`, component by component.
func mix(_ a: RGBAColor, _ b: RGBAColor, _ t: Double) -> RGBAColor {
    a.interpolated(to: b, fraction: t)
}
