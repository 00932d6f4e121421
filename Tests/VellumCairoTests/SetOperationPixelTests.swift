import Foundation
import Testing
import Vellum

/// Set-operation results drawn by Cairo against their analytic pictures: each pixel's grey
/// against the exact coverage of the region (16 × 16 samples a pixel, the region's own
/// predicate: distances to circle centres, rounded-rectangle corners). Cairo's own
/// anti-aliasing differs from exact coverage by up to about 30/255 on curved edges, so the
/// same region drawn without set operations (fills under inverse clips) is measured the same
/// way, and the set operation's picture must be as close as that one.
@Suite("Set operations in pixels")
struct SetOperationPixelTests {
    /// Renders `path` black on white at `size` and compares with `inside`'s coverage; returns
    /// the share of pixels more than 8/255 off and the largest difference.
    func compare(
        size: CGSize, inside: (CGPoint) -> Bool,
        draw: @escaping @Sendable (inout GraphicsContext) -> Void
    ) throws -> (share: Double, largest: Int) {
        let view = Canvas { context, _ in draw(&context) }
            .frame(width: size.width, height: size.height).background(.white)
        let image = try ImageRenderer(content: view).image()
        var over = 0, largest = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                var covered = 0
                for sy in 0..<16 {
                    for sx in 0..<16
                    where inside(
                        CGPoint(x: CGFloat(x) + (CGFloat(sx) + 0.5) / 16, y: CGFloat(y) + (CGFloat(sy) + 0.5) / 16))
                    {
                        covered += 1
                    }
                }
                let expected = 255 - Int((Double(covered) / 256 * 255).rounded())
                let difference = abs(Int(image.rgba(x: x, y: y).green) - expected)
                largest = max(largest, difference)
                if difference > 8 { over += 1 }
            }
        }
        return (Double(over) / Double(image.width * image.height), largest)
    }

    @Test("a notched badge: a rounded rectangle less a half circle at each end")
    func notchedBadge() throws {
        let card = CGRect(x: 20, y: 20, width: 200, height: 80), radius: CGFloat = 12, notch: CGFloat = 10
        let badge = Path(roundedRect: card, cornerRadius: radius, style: .circular)
            .subtracting(
                Path(ellipseIn: CGRect(x: card.minX - notch, y: card.midY - notch, width: 2 * notch, height: 2 * notch))
            )
            .subtracting(
                Path(ellipseIn: CGRect(x: card.maxX - notch, y: card.midY - notch, width: 2 * notch, height: 2 * notch))
            )
        func inRoundedRect(_ p: CGPoint) -> Bool {
            guard card.contains(p) else { return false }
            let cx = min(max(p.x, card.minX + radius), card.maxX - radius),
                cy = min(max(p.y, card.minY + radius), card.maxY - radius)
            return hypot(p.x - cx, p.y - cy) <= radius
        }
        let notches = Path(
            ellipseIn: CGRect(x: card.minX - notch, y: card.midY - notch, width: 2 * notch, height: 2 * notch)
        )
        .union(Path(ellipseIn: CGRect(x: card.maxX - notch, y: card.midY - notch, width: 2 * notch, height: 2 * notch)))
        func exact(_ p: CGPoint) -> Bool {
            inRoundedRect(p) && hypot(p.x - card.minX, p.y - card.midY) > notch
                && hypot(p.x - card.maxX, p.y - card.midY) > notch
        }
        let size = CGSize(width: 240, height: 120)
        let result = try compare(size: size, inside: exact) { $0.fill(badge, with: .color(.black)) }
        let clipped = try compare(size: size, inside: exact) { context in
            context.clip(to: notches, options: .inverse)
            context.fill(Path(roundedRect: card, cornerRadius: radius, style: .circular), with: .color(.black))
        }
        #expect(
            result.share <= clipped.share * 1.1 + 0.0005,
            "\(result.share) of pixels over 8/255 (clipped drawing \(clipped.share))")
        #expect(result.largest <= clipped.largest + 2, "largest \(result.largest), clipped drawing \(clipped.largest)")
    }

    @Test("a ring with a gap: a circle less a smaller one less a bar across the top")
    func ringWithGap() throws {
        let center = CGPoint(x: 64, y: 64)
        let gap = CGRect(x: 58, y: 0, width: 12, height: 64)
        let ring = Path(ellipseIn: CGRect(x: 8, y: 8, width: 112, height: 112))
            .subtracting(Path(ellipseIn: CGRect(x: 24, y: 24, width: 80, height: 80)))
            .subtracting(Path(gap))
        func exact(_ p: CGPoint) -> Bool {
            let r = hypot(p.x - center.x, p.y - center.y)
            return r <= 56 && r > 40 && !gap.contains(p)
        }
        let size = CGSize(width: 128, height: 128)
        let result = try compare(size: size, inside: exact) { $0.fill(ring, with: .color(.black)) }
        let clipped = try compare(size: size, inside: exact) { context in
            context.clip(to: Path(gap), options: .inverse)
            var annulus = Path(ellipseIn: CGRect(x: 8, y: 8, width: 112, height: 112))
            annulus.addPath(Path(ellipseIn: CGRect(x: 24, y: 24, width: 80, height: 80)))
            context.fill(annulus, with: .color(.black), style: FillStyle(eoFill: true))
        }
        #expect(
            result.share <= clipped.share * 1.1 + 0.0005,
            "\(result.share) of pixels over 8/255 (clipped drawing \(clipped.share))")
        #expect(result.largest <= clipped.largest + 2, "largest \(result.largest), clipped drawing \(clipped.largest)")
    }
}
