import Foundation
import Testing

@_spi(RenderCaches) @testable import VellumGeometry

/// `SampledPathKey`: hashed by a sample of its path's end points, equal only when the whole
/// path and the extra are.
@Suite struct SampledPathKeyTests {
    func hash(_ key: SampledPathKey<Int>) -> Int {
        var hasher = Hasher()
        key.hash(into: &hasher)
        return hasher.finalize()
    }

    /// A long outline: 40 cubic arcs of a circle.
    static func outline(radius: CGFloat = 10, nudge: (index: Int, by: CGFloat)? = nil) -> Path {
        var path = Path()
        for i in 0...40 {
            let angle = CGFloat(i) / 40 * 2 * .pi
            var point = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
            if let nudge, nudge.index == i { point.x += nudge.by }
            if i == 0 {
                path.move(to: point)
            } else {
                path.addCurve(
                    to: point, control1: CGPoint(x: point.x + 1, y: point.y),
                    control2: CGPoint(x: point.x, y: point.y + 1))
            }
        }
        path.closeSubpath()
        return path
    }

    @Test func equalKeysHashAlike() {
        let a = SampledPathKey(path: Self.outline(), extra: 1), b = SampledPathKey(path: Self.outline(), extra: 1)
        #expect(a == b)
        #expect(hash(a) == hash(b))
        // -0 and +0 are equal points, so their keys hash alike.
        let negativeZero = SampledPathKey(
            path: Path {
                $0.move(to: CGPoint(x: -0.0, y: 0)); $0.addLine(to: CGPoint(x: 1, y: -0.0))
            }, extra: 0)
        let zero = SampledPathKey(
            path: Path {
                $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 1, y: 0))
            }, extra: 0)
        #expect(negativeZero == zero)
        #expect(hash(negativeZero) == hash(zero))
    }

    @Test func keysApartAtASampledPointOrExtraHashApart() {
        let base = SampledPathKey(path: Self.outline(), extra: 1)
        // 42 elements (a move, 40 curves, a close): the close at 41 and every fifth before it
        // are sampled, so the curve at 36.
        let movedEnd = SampledPathKey(path: Self.outline(nudge: (36, 0.001)), extra: 1)
        let otherExtra = SampledPathKey(path: Self.outline(), extra: 2)
        let larger = SampledPathKey(path: Self.outline(radius: 11), extra: 1)
        for other in [movedEnd, otherExtra, larger] {
            #expect(other != base)
            #expect(hash(other) != hash(base))
        }
    }

    @Test func keysApartBetweenSamplesAreStillUnequal() {
        // A point the sample skips changes equality, not the hash: the cache compares whole paths.
        let base = SampledPathKey(path: Self.outline(), extra: 1)
        let between = SampledPathKey(path: Self.outline(nudge: (38, 0.5)), extra: 1)
        #expect(between != base)
        var set: Set<SampledPathKey<Int>> = [base]
        set.insert(between)
        #expect(set.count == 2)
    }

    /// The writers' shortcut for a clip looked up again: a copy shares its elements; an equal
    /// path built again, or a copy changed since, does not.
    @Test func copiesShareElementsAndRebuiltPathsDoNot() {
        let path = Self.outline()
        let copy = path
        #expect(copy.sharesElements(with: path))
        #expect(!Self.outline().sharesElements(with: path))
        #expect(Self.outline() == path)
        var changed = path
        changed.addLine(to: CGPoint(x: 1, y: 1))
        #expect(!changed.sharesElements(with: path))
    }
}
