import Foundation
import VellumDrawing
import VellumGeometry

/// Fills pixels with a conic (angular, sweep) gradient, which Cairo 1.16 lacks.
///
/// At a point p of the gradient's own space the ramp parameter is
/// `t = ((atan2(p.y − center.y, p.x − center.x) − startAngle) mod 2π) / 2π` (y down, so t
/// grows clockwise on screen), and the colour is `gradient.color(at: t)`. Each pixel gets the
/// colour at its centre, mapped back through the inverse of `transform`, premultiplied and
/// rounded once: component = round(255 · c · a), alpha = round(255 · a). (Premultiplying
/// 8-bit values instead would round twice and could be 1.5/255 off.)
///
/// Accuracy: every pixel is within 1/255 per channel of that exact colour. A 4096-entry table
/// of premultiplied colours per turn is used only when the ramp is gentle enough for the
/// table's quantisation (half an entry, ≈ 1.2e-4 turn) plus rounding (0.5) to stay under
/// 1/255 — for stops 0.2 apart, as in scene S5, the worst case is 0.62/255. The table's
/// cells next to the seam (t = 0/1) and to hard stops (stops at the same location) are
/// evaluated exactly, so discontinuities land on the right pixel. Steeper ramps are
/// evaluated exactly at every pixel (slower, same result). The angle comes from a
/// polynomial arctangent (error ≤ 1.7e-6 rad, 2.7e-7 turn) on the table path, from `atan2`
/// on the exact one.
///
/// Degenerate input: a singular or non-finite transform, a non-finite centre or start
/// angle, or pixel centres that map to non-finite points fill the whole buffer with the
/// first stop's colour (the colour of the degenerate direction, as a pad would give).
///
/// ```swift
/// let conic = ConicGradientRasterizer(gradient: ramp, center: CGPoint(x: 128, y: 128),
///                                     startAngle: .zero, transform: .identity)
/// conic.fill(pixels, originX: 18, originY: 18) // pixels covers device [18, 18 + w) × ...
/// ```
package struct ConicGradientRasterizer {
    /// Entries in the colour table, per full turn.
    package static let tableSize = 4096
    /// A table entry that means "evaluate this cell exactly": alpha 0 with colour is not a
    /// valid premultiplied pixel, so no colour can collide with it.
    private static let exactMarker: UInt32 = 0x00FF_FFFF

    /// The ramp; t = 0 at `startAngle`, t = 1 a full turn clockwise later.
    package let gradient: ResolvedGradient
    /// The centre, in the gradient's own (user) space.
    package let center: CGPoint
    /// Where t = 0 lies, in radians (0 = +x, clockwise on screen).
    package let startAngle: Double
    /// Maps the gradient's space to device pixels. Default: identity.
    package let transform: CGAffineTransform

    /// Device → gradient space; `nil` when the fill is degenerate (see the type's doc).
    private let inverse: CGAffineTransform?
    /// `tableSize` premultiplied pixels at cell centres, or `exactMarker`; empty when the
    /// ramp is too steep for a table.
    private let table: [UInt32]
    /// 2 − startAngle / 2π (startAngle / 2π reduced to [0, 1)): added to a turn in (−0.5, 0.5]
    /// it gives t + 1 or t + 2, positive, so truncation and a mask find the table cell.
    private let wrapOffset: Double
    private let firstStopPixel: UInt32

    /// Prepares a fill; builds the colour table when it keeps the 1/255 bound.
    /// - Parameters:
    ///   - gradient: the colour ramp.
    ///   - center: the centre of the sweep in the gradient's space.
    ///   - startAngle: where t = 0 lies, clockwise from +x.
    ///   - transform: gradient space → device pixels.
    package init(
        gradient: ResolvedGradient, center: CGPoint, startAngle: Angle,
        transform: CGAffineTransform = .identity
    ) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle.radians
        self.transform = transform
        firstStopPixel = Self.premultipliedPixel(gradient.stops[0].color)
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty, center.x, center.y, startAngle.radians]
        if determinant != 0, determinant.isFinite, entries.allSatisfy({ $0.isFinite }) {
            let inverted = t.inverted()
            let inverseEntries = [inverted.a, inverted.b, inverted.c, inverted.d, inverted.tx, inverted.ty]
            inverse = inverseEntries.allSatisfy({ $0.isFinite }) ? inverted : nil
        } else {
            inverse = nil
        }
        let turn = startAngle.radians / (2 * .pi)
        wrapOffset = 2 - (turn.isFinite ? turn - turn.rounded(.down) : 0)
        table = inverse != nil && Self.tableKeepsBound(gradient) ? Self.makeTable(gradient) : []
    }

    /// Prepares a fill for `paint` if it is a conic gradient, possibly under
    /// `.transformed` wrappers; `nil` for any other paint.
    /// - Parameters:
    ///   - paint: the paint, in user space.
    ///   - transform: user space → device pixels.
    package init?(paint: Paint, transform: CGAffineTransform = .identity) {
        switch paint {
        case .conicGradient(let gradient, let center, let startAngle):
            self.init(gradient: gradient, center: center, startAngle: startAngle, transform: transform)
        case .transformed(let inner, let paintTransform):
            self.init(paint: inner, transform: paintTransform.concatenating(transform))
        default:
            return nil
        }
    }

    /// Whether fills use the colour table (false: every pixel is evaluated exactly).
    package var usesTable: Bool { !table.isEmpty }

    /// Overwrites every pixel of `buffer` with the gradient's colour at its centre.
    /// - Parameters:
    ///   - buffer: the pixels to fill; its pixel (i, j) is device pixel
    ///     (originX + i, originY + j), whose centre is (originX + i + 0.5, originY + j + 0.5).
    ///   - originX: device x of the buffer's left column.
    ///   - originY: device y of the buffer's top row.
    package func fill(_ buffer: PixelBuffer, originX: Int = 0, originY: Int = 0) {
        let width = buffer.width, height = buffer.height
        guard let inv = inverse, let corners = gradientPoints(of: buffer, originX, originY, inv),
            corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else {
            fillSolid(buffer, firstStopPixel)
            return
        }
        let axisAligned = inv.b == 0 && inv.c == 0
        let centerX = center.x, centerY = center.y
        let stepX = inv.a, stepY = inv.b
        let x0 = Double(originX) + 0.5
        table.withUnsafeBufferPointer { table in
            for j in 0..<height {
                let y = Double(originY + j) + 0.5
                let rowX = inv.a * x0 + inv.c * y + inv.tx - centerX
                let rowY = inv.b * x0 + inv.d * y + inv.ty - centerY
                let row = buffer.row(j)
                if table.isEmpty {
                    for i in 0..<width {
                        let dx = rowX + Double(i) * stepX, dy = rowY + Double(i) * stepY
                        row[i] = exactPixel(dx: dx, dy: dy)
                    }
                } else if axisAligned {
                    // Scale and translation only: dy is constant along the row.
                    for i in 0..<width {
                        let dx = rowX + Double(i) * stepX
                        row[i] = tablePixel(dx: dx, dy: rowY, table)
                    }
                } else {
                    for i in 0..<width {
                        let dx = rowX + Double(i) * stepX, dy = rowY + Double(i) * stepY
                        row[i] = tablePixel(dx: dx, dy: dy, table)
                    }
                }
            }
        }
    }

    /// The exact ramp parameter for an offset (dx, dy) from the centre, in [0, 1]; NaN in,
    /// NaN out (and `ResolvedGradient.color(at:)` turns NaN into the first stop).
    package static func exactParameter(dx: Double, dy: Double, startAngle: Double) -> Double {
        let fullTurn = 2 * Double.pi
        var angle = (atan2(dy, dx) - startAngle).truncatingRemainder(dividingBy: fullTurn)
        if angle < 0 { angle += fullTurn }
        return min(angle / fullTurn, 1)
    }

    /// `color` as a premultiplied ARGB32 pixel, each component rounded once from the exact
    /// product: round(255 · c · a).
    package static func premultipliedPixel(_ color: RGBAColor) -> UInt32 {
        let alpha = color.opacity
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        return byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8
            | byte(color.blue * alpha)
    }

    // MARK: - Per pixel

    @inline(__always)
    private func exactPixel(dx: Double, dy: Double) -> UInt32 {
        Self.premultipliedPixel(gradient.color(at: Self.exactParameter(dx: dx, dy: dy, startAngle: startAngle)))
    }

    @inline(__always)
    private func tablePixel(dx: Double, dy: Double, _ table: UnsafeBufferPointer<UInt32>) -> UInt32 {
        // No floor (a libm call without SSE4.1): the turn plus wrapOffset is positive and the
        // table size a power of two.
        let index =
            Int((Self.approximateTurns(dx: dx, dy: dy) + wrapOffset) * Double(Self.tableSize))
            & (Self.tableSize - 1)
        let pixel = table[index]
        return pixel == Self.exactMarker ? exactPixel(dx: dx, dy: dy) : pixel
    }

    /// atan2(dy, dx) / 2π in [−0.5, 0.5] for finite input, to within 2.7e-7; 0 at the centre.
    /// Octant reduction to z in [0, 1], then an odd degree-11 polynomial in z fitted for the
    /// least maximum error on [0, 1] (|error| ≤ 1.7e-6 rad; checked in `RasterTests`).
    @inline(__always)
    package static func approximateTurns(dx: Double, dy: Double) -> Double {
        let ax = abs(dx), ay = abs(dy)
        let big = max(ax, ay), small = min(ax, ay)
        let z = big > 0 ? small / big : 0
        let z2 = z * z
        var p = -0.011_719_136_135_110_18
        p = p * z2 + 0.052_647_352_065_459_66
        p = p * z2 - 0.116_426_481_990_197_03
        p = p * z2 + 0.193_540_375_798_176_9
        p = p * z2 - 0.332_622_827_777_511_9
        p = p * z2 + 0.999_977_219_072_876_8
        var angle = p * z
        if ay > ax { angle = .pi / 2 - angle }
        if dx < 0 { angle = .pi - angle }
        if dy < 0 { angle = -angle }
        return angle * (1 / (2 * .pi))
    }

    // MARK: - Setup

    /// Gradient-space offsets from the centre of the buffer's four corner pixel centres; every
    /// other pixel's offset lies between them, so finite corners mean finite pixels.
    private func gradientPoints(
        of buffer: PixelBuffer, _ originX: Int, _ originY: Int,
        _ inv: CGAffineTransform
    ) -> [CGPoint]? {
        let (left, leftOverflow) = originX.addingReportingOverflow(0)
        let (right, rightOverflow) = originX.addingReportingOverflow(buffer.width - 1)
        let (top, topOverflow) = originY.addingReportingOverflow(0)
        let (bottom, bottomOverflow) = originY.addingReportingOverflow(buffer.height - 1)
        if leftOverflow || rightOverflow || topOverflow || bottomOverflow { return nil }
        return [(left, top), (right, top), (left, bottom), (right, bottom)].map { x, y in
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inv)
            return CGPoint(x: p.x - center.x, y: p.y - center.y)
        }
    }

    private func fillSolid(_ buffer: PixelBuffer, _ pixel: UInt32) {
        for j in 0..<buffer.height {
            buffer.row(j).update(repeating: pixel, count: buffer.width)
        }
    }

    /// Whether the table's error — half a cell of ramp movement plus 0.5 of rounding, and the
    /// arctangent's 2.7e-7 turn — stays under 0.95/255 on every stretch between stops.
    private static func tableKeepsBound(_ gradient: ResolvedGradient) -> Bool {
        // Steepest premultiplied change, in 8-bit units per turn: d(c·a)/dt ≤ |Δc|·a + c·|Δa|.
        var steepest = 0.0
        for (a, b) in zip(gradient.stops, gradient.stops.dropFirst()) {
            let span = b.location - a.location
            guard span > 0 else { continue }
            let (ca, cb) = (a.color, b.color)
            let alphaChange = abs(cb.opacity - ca.opacity), alpha = max(ca.opacity, cb.opacity)
            for (u, v) in [(ca.red, cb.red), (ca.green, cb.green), (ca.blue, cb.blue)] {
                steepest = max(steepest, 255 * (abs(v - u) * alpha + max(u, v) * alphaChange) / span)
            }
            steepest = max(steepest, 255 * alphaChange / span)
        }
        return steepest * (0.5 / Double(tableSize) + 3e-7) <= 0.45
    }

    /// The colour at each cell's centre, with the cells at the seam and around hard stops
    /// (and their neighbours, which the arctangent's error could reach) marked exact.
    private static func makeTable(_ gradient: ResolvedGradient) -> [UInt32] {
        let n = tableSize
        var table = [UInt32](unsafeUninitializedCapacity: n) { cells, count in
            for k in 0..<n {
                cells[k] = premultipliedPixel(gradient.color(at: (Double(k) + 0.5) / Double(n)))
            }
            count = n
        }
        var exactCells = [0, 1, n - 2, n - 1]
        for (a, b) in zip(gradient.stops, gradient.stops.dropFirst()) where a.location == b.location {
            let cell = min(Int(a.location * Double(n)), n - 1)
            exactCells += [cell - 1, cell, cell + 1]
        }
        for cell in exactCells where (0..<n).contains(cell) {
            table[cell] = exactMarker
        }
        return table
    }
}
