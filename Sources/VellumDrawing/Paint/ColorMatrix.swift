import Foundation
import VellumGeometry

/// A matrix to use in an RGBA colour transformation, as SwiftUI's: five columns, each with a
/// red, green, blue and alpha component. The letter names the output channel, the digit the
/// input: `R' = r1·R + r2·G + r3·B + r4·A + r5`, and so on for G', B' and A'.
///
/// Colours are transformed straight (not premultiplied), in gamma-encoded sRGB, with every
/// component in 0...1 (the fifth column too, not 0...255); results are clamped to 0...1. This
/// is `feColorMatrix`'s `matrix` type, which the SVG writer writes.
///
/// ```swift
/// var sepia = ColorMatrix()
/// (sepia.r1, sepia.r2, sepia.r3) = (0.393, 0.769, 0.189)
/// Canvas { context, size in
///     context.addFilter(.colorMatrix(sepia))
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
/// }
/// ```
@frozen public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// Creates the identity matrix.
    @inlinable public init() {}
}

extension ColorMatrix {
    /// The four rows as arrays of five, in `feColorMatrix` order (r1...r5, g1...g5, ...).
    package var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    /// A matrix from four rows of five.
    package init(rows: [[Float]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 })
        (r1, r2, r3, r4, r5) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3], rows[0][4])
        (g1, g2, g3, g4, g5) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3], rows[1][4])
        (b1, b2, b3, b4, b5) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3], rows[2][4])
        (a1, a2, a3, a4, a5) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3], rows[3][4])
    }

    /// Whether the matrix leaves every colour as it is.
    package var isIdentity: Bool { self == ColorMatrix() }

    /// `outer` applied after `inner`, as one matrix (5×5 products with the implicit last
    /// row 0, 0, 0, 0, 1). SwiftUI merges consecutive colour filters this way, with no
    /// clamping in between.
    package static func * (outer: ColorMatrix, inner: ColorMatrix) -> ColorMatrix {
        let a = outer.rows, b = inner.rows
        var product = [[Float]](repeating: [Float](repeating: 0, count: 5), count: 4)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum: Float = column == 4 ? a[row][4] : 0
                for k in 0..<4 { sum += a[row][k] * b[k][column] }
                product[row][column] = sum
            }
        }
        return ColorMatrix(rows: product)
    }

    /// `color` transformed, clamped to 0...1 (NaN counts as 0).
    package func apply(_ color: RGBAColor) -> RGBAColor {
        let r = Float(color.red), g = Float(color.green), b = Float(color.blue), a = Float(color.opacity)
        return RGBAColor(
            red: Double(r1 * r + r2 * g + r3 * b + r4 * a + r5),
            green: Double(g1 * r + g2 * g + g3 * b + g4 * a + g5),
            blue: Double(b1 * r + b2 * g + b3 * b + b4 * a + b5),
            opacity: Double(a1 * r + a2 * g + a3 * b + a4 * a + a5))
    }
}

// MARK: - SwiftUI's colour filters as matrices

extension ColorMatrix {
    /// Rec. 709 luminance weights, and their complements as SwiftUI writes them.
    private static let luma: (r: Float, g: Float, b: Float) = (0.2126, 0.7152, 0.0722)
    private static let lumaComplement: (r: Float, g: Float, b: Float) = (0.7873, 0.2848, 0.9278)

    /// Adds `amount` to red, green and blue: 0 leaves colours, 1 makes them white
    /// (CoreImage's brightness, not SVG's, which multiplies).
    package static func brightness(_ amount: Double) -> ColorMatrix {
        let b = Float(amount.isFinite ? amount : 0)
        var m = ColorMatrix()
        (m.r5, m.g5, m.b5) = (b, b, b)
        return m
    }

    /// Scales red, green and blue about mid-grey: 0 is grey, 1 leaves colours, negative
    /// amounts invert as well.
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let c = Float(amount.isFinite ? amount : 1)
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3) = (c, c, c)
        let offset = (1 - c) / 2
        (m.r5, m.g5, m.b5) = (offset, offset, offset)
        return m
    }

    /// 0 is grey, 1 leaves colours, more saturates; negative amounts count as 0, as in SwiftUI.
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount.isFinite ? max(amount, 0) : 1)
        let l = luma, c = lumaComplement
        return ColorMatrix(rows: [
            [l.r + c.r * s, l.g - l.g * s, l.b - l.b * s, 0, 0],
            [l.r - l.r * s, l.g + c.g * s, l.b - l.b * s, 0, 0],
            [l.r - l.r * s, l.g - l.g * s, l.b + c.b * s, 0, 0],
            [0, 0, 0, 1, 0]
        ])
    }

    /// Blends each colour towards its Rec. 709 luminance: 0 leaves it, 1 makes it grey.
    package static func grayscale(_ amount: Double) -> ColorMatrix {
        let a = Float(amount.isFinite ? amount : 0)
        let l = luma
        return ColorMatrix(rows: [
            [l.r * a + (1 - a), l.g * a, l.b * a, 0, 0],
            [l.r * a, l.g * a + (1 - a), l.b * a, 0, 0],
            [l.r * a, l.g * a, l.b * a + (1 - a), 0, 0],
            [0, 0, 0, 1, 0]
        ])
    }

    /// Rotates hues by `angle` about the luminance axis (SVG's `hueRotate`).
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let radians = angle.radians.isFinite ? angle.radians : 0
        let c = Float(cos(radians)), s = Float(sin(radians))
        let l = luma, k = lumaComplement
        return ColorMatrix(rows: [
            [l.r + k.r * c - l.r * s, l.g - l.g * c - l.g * s, l.b - l.b * c + k.b * s, 0, 0],
            [l.r - l.r * c + 0.1430 * s, l.g + k.g * c + 0.1400 * s, l.b - l.b * c - 0.2830 * s, 0, 0],
            [l.r - l.r * c - k.r * s, l.g - l.g * c + l.g * s, l.b + k.b * c + l.b * s, 0, 0],
            [0, 0, 0, 1, 0]
        ])
    }

    /// Multiplies each component, alpha too, by `color`'s.
    package static func colorMultiply(_ color: RGBAColor) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3, m.a4) = (Float(color.red), Float(color.green), Float(color.blue), Float(color.opacity))
        return m
    }

    /// Inverts red, green and blue by `amount`: 1 is the complement, 0 leaves colours.
    package static func colorInvert(_ amount: Double = 1) -> ColorMatrix {
        let x = Float(amount.isFinite ? amount : 1)
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3) = (1 - 2 * x, 1 - 2 * x, 1 - 2 * x)
        (m.r5, m.g5, m.b5) = (x, x, x)
        return m
    }

    /// Black whose alpha is the colour's Rec. 709 luminance.
    package static let luminanceToAlpha = ColorMatrix(rows: [
        [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [luma.r, luma.g, luma.b, 0, 0]
    ])
}
