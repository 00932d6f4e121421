import Foundation

// Exact floating-point primitives for the geometry that rounding would get wrong far from the
// origin or near degenerate cases. Based on Shewchuk, "Adaptive Precision Floating-Point
// Arithmetic and Fast Robust Geometric Predicates" (1997): TwoSum, TwoProduct (here by FMA)
// and Grow-Expansion.

/// The `w` where the line through (`u0`, `w0`) and (`u1`, `w1`) has `u` = `v` (`v` between
/// `u0` and `u1`, which differ), kept between `w0` and `w1`.
///
/// From two ends at 1e300, `w0 + (w1 - w0) * t` is off by 1e284 (1 - t rounds by 1e-16) and
/// halving towards the crossing rounds every midpoint by its own size, which carries on to the
/// box: a line through the origin at 3·2^1000 was placed 89 pixels off. The crossing is
/// `(w0 * (u1 - v) + w1 * (v - u0)) / (u1 - u0)`: the differences and products are split
/// into exact pairs of doubles (TwoSum, FMA) and the eight terms summed exactly as a
/// nonoverlapping expansion (Shewchuk); the sum, the denominator and the quotient each round
/// once, about 2 ulps of the result in all.
func exactCrossing(at v: CGFloat, _ u0: CGFloat, _ w0: CGFloat, _ u1: CGFloat, _ w1: CGFloat) -> CGFloat {
    // Scaled by a power of two (exact) so that products cannot overflow; the fill
    // restriction works at such a scale too, so no size counts as small enough to skip this.
    let largest = max(abs(u0), abs(w0), abs(u1), abs(w1), abs(v))
    let down = largest > 0x1p500 ? CGFloat(sign: .plus, exponent: 500 - largest.exponent, significand: 1) : 1
    let (su0, sw0, su1, sw1, sv) = (u0 * down, w0 * down, u1 * down, w1 * down, v * down)
    let (a1, a2) = twoSum(su1, -sv), (b1, b2) = twoSum(sv, -su0)
    let (p1, p2) = twoProduct(sw0, a1), (p3, p4) = twoProduct(sw0, a2)
    let (p5, p6) = twoProduct(sw1, b1), (p7, p8) = twoProduct(sw1, b2)
    // The components grow in size and do not overlap: summed smallest first, the sum is
    // faithful (under an ulp off).
    let numerator = withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 8) { buffer in
        var expansion = Expansion(buffer)
        expansion.add(p1); expansion.add(p2); expansion.add(p3); expansion.add(p4)
        expansion.add(p5); expansion.add(p6); expansion.add(p7); expansion.add(p8)
        return expansion.sum
    }
    let crossing = numerator / (su1 - su0) / down
    guard !crossing.isNaN else { return w0 }
    return min(max(crossing, min(w0, w1)), max(w0, w1))
}

/// The sine of the turn from `a` through `b` to `c`, `(b − a) × (c − b) / (|b − a| · |c − b|)`,
/// with the determinant computed exactly (Shewchuk's orient2d, by expansions) and rounded
/// once: its sign is exact (positive when `c` lies clockwise on screen of the line from `a`
/// through `b`, y down; zero only when the three are collinear, so a path that goes to a
/// point and straight back is exactly a reversal), and a turn of 1e-20 rad comes out
/// 1e-20. The points are brought near 1 by a power of two first; exact unless their
/// coordinates differ in size by over 2^500. Zero when two of the points coincide.
func exactTurnSine(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
    let largest = max(abs(a.x), abs(a.y), abs(b.x), abs(b.y), abs(c.x), abs(c.y))
    guard largest > 0, largest.isFinite else { return 0 }
    let scale = CGFloat(sign: .plus, exponent: -largest.exponent, significand: 1)
    let (ax, ay, bx, by, cx, cy) = (a.x * scale, a.y * scale, b.x * scale, b.y * scale, c.x * scale, c.y * scale)
    let (u1, u2) = twoSum(bx, -ax), (v1, v2) = twoSum(cy, -ay) // b.x − a.x, c.y − a.y
    let (w1, w2) = twoSum(by, -ay), (z1, z2) = twoSum(cx, -ax) // b.y − a.y, c.x − a.x
    let determinant = withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 16) { buffer in
        var expansion = Expansion(buffer)
        for (p, q) in [(u1, v1), (u1, v2), (u2, v1), (u2, v2)] {
            let (product, error) = twoProduct(p, q)
            expansion.add(error); expansion.add(product)
        }
        for (p, q) in [(w1, z1), (w1, z2), (w2, z1), (w2, z2)] {
            let (product, error) = twoProduct(p, q)
            expansion.add(-error); expansion.add(-product)
        }
        return expansion.sum
    }
    let lengths = hypot(bx - ax, by - ay) * hypot(cx - bx, cy - by)
    guard determinant != 0, lengths > 0 else { return 0 }
    return determinant / lengths
}

/// `a + b` and its rounding error, exactly (Knuth's TwoSum).
private func twoSum(_ a: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat) {
    let sum = a + b
    let bPart = sum - a
    return (sum, (a - (sum - bPart)) + (b - bPart))
}

/// `a * b` and its rounding error, exactly (by a fused multiply-add).
private func twoProduct(_ a: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat) {
    let product = a * b
    return (product, (-product).addingProduct(a, b))
}

/// A sum of doubles kept exactly as a nonoverlapping expansion, smallest component first,
/// in a caller's buffer (Shewchuk's Grow-Expansion, dropping zeros).
private struct Expansion {
    let storage: UnsafeMutableBufferPointer<CGFloat>
    var count = 0

    init(_ storage: UnsafeMutableBufferPointer<CGFloat>) { self.storage = storage }

    /// Adds `term` exactly; the expansion grows by at most one component.
    mutating func add(_ term: CGFloat) {
        var carry = term
        var kept = 0
        for index in 0..<count {
            let (sum, error) = twoSum(carry, storage[index])
            carry = sum
            if error != 0 {
                storage[kept] = error
                kept += 1
            }
        }
        if carry != 0 && kept < storage.count {
            storage[kept] = carry
            kept += 1
        }
        count = kept
    }

    /// The components summed smallest first: within an ulp or so of the exact sum.
    var sum: CGFloat {
        var total: CGFloat = 0
        for index in 0..<count { total += storage[index] }
        return total
    }
}
