import CCairo
import Foundation
import Testing

@testable import VellumGeometry

/// One stroke to check: a path and a style, named for the diff strip.
struct StrokeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var path: Path
    var style: StrokeStyle
    /// The share of pixels allowed to differ by more than 8/255. Default: 0.01.
    var maxShare: Double
    /// Draws the expected picture where cairo's stroker is not the reference; `nil` means
    /// cairo's stroke of `path` with `style`.
    var reference: (@Sendable (OpaquePointer) -> Void)?

    init(
        name: String, path: Path, style: StrokeStyle, maxShare: Double = 0.01,
        reference: (@Sendable (OpaquePointer) -> Void)? = nil
    ) {
        self.name = name
        self.path = path
        self.style = style
        self.maxShare = maxShare
        self.reference = reference
    }

    /// The expected picture: `reference`, or cairo's stroke.
    func expectedImage() throws -> CairoImage {
        guard let reference else { return try CairoImage.stroking(path, style: style) }
        return try CairoImage.render { cr in
            cairo_set_source_rgb(cr, 0, 0, 0)
            reference(cr)
        }
    }

    var testDescription: String { name }
}

extension StrokeCase {
    static let center = CGPoint(x: 128, y: 128)

    /// A zig-zag with miter ratios 4.4, 3.3, 2.7 and 3.7, and one corner (at (205, 40),
    /// about 8.3°, ratio 13.9) sharp enough to exceed a miter limit of 10 and become a bevel.
    static let zigZag = Path { p in
        p.addLines([
            CGPoint(x: 20, y: 220), CGPoint(x: 60, y: 50), CGPoint(x: 100, y: 220),
            CGPoint(x: 140, y: 120), CGPoint(x: 190, y: 220), CGPoint(x: 205, y: 40),
            CGPoint(x: 216, y: 220)
        ])
    }

    /// `rrect(x, y, w, h, r)` from the reference scenes: four quarter arcs, clockwise from the
    /// top edge's right end; `addArc` joins each arc to the previous one with a straight line.
    static func roundedRect(x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat, r: CGFloat) -> Path {
        Path { p in
            p.addArc(
                center: CGPoint(x: x + w - r, y: y + r), radius: r,
                startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
            p.addArc(
                center: CGPoint(x: x + w - r, y: y + h - r), radius: r,
                startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            p.addArc(
                center: CGPoint(x: x + r, y: y + h - r), radius: r,
                startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
            p.addArc(
                center: CGPoint(x: x + r, y: y + r), radius: r,
                startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
            p.closeSubpath()
        }
    }

    static let all: [StrokeCase] = [
        // S3: 215° of radius 88, 42 dashes, the first 3 px long. Against cairo's own dashed
        // stroke this case is allowed 7 %, not 1 %, and the reason is measured: cairo dashes the
        // flattened arc, so its butt ends are square to ~0.1 rad chords rather than radial (up
        // to ±0.9 px off at the 40 px width's edges) and drift along the arc. Exact annular
        // sectors differ from cairo on 5.4 % of pixels (ExactOutlineTests), Skia on ~6 %
        // (reference-scenes.md). The 1 % bound is held against the exact sectors and against
        // cairo stroking our dash pieces instead (DashAgreementTests).
        StrokeCase(
            name: "dashed-ring",
            path: Path { p in
                p.addArc(center: center, radius: 88, startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
            }, style: StrokeStyle(lineWidth: 40, lineCap: .butt, dash: [5, 3], dashPhase: 10), maxShare: 0.07),
        // S2's progress: 73 % from 12 o'clock.
        StrokeCase(
            name: "ring-73",
            path: Path { p in
                p.addArc(
                    center: center, radius: 100, startAngle: .degrees(-90), endAngle: .degrees(172.8),
                    clockwise: false)
            }, style: StrokeStyle(lineWidth: 20, lineCap: .round)),
        // S2's track: a closed full circle.
        StrokeCase(
            name: "full-circle",
            path: Path { p in
                p.addArc(
                    center: center, radius: 100, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
                p.closeSubpath()
            }, style: StrokeStyle(lineWidth: 20)),
        StrokeCase(
            name: "zigzag-miter", path: zigZag,
            style: StrokeStyle(lineWidth: 12, lineJoin: .miter, miterLimit: 10)),
        StrokeCase(name: "zigzag-round", path: zigZag, style: StrokeStyle(lineWidth: 12, lineJoin: .round)),
        StrokeCase(name: "zigzag-bevel", path: zigZag, style: StrokeStyle(lineWidth: 12, lineJoin: .bevel)),
        StrokeCase(
            name: "square-caps",
            path: Path { p in
                p.addLines([CGPoint(x: 40, y: 60), CGPoint(x: 200, y: 60), CGPoint(x: 120, y: 200)])
            }, style: StrokeStyle(lineWidth: 20, lineCap: .square)),
        StrokeCase(
            name: "closed-rect", path: Path(CGRect(x: 48, y: 48, width: 160, height: 160)),
            style: StrokeStyle(lineWidth: 16, lineJoin: .miter)),
        StrokeCase(
            name: "s-cubic",
            path: Path { p in
                p.move(to: CGPoint(x: 40, y: 200))
                p.addCurve(
                    to: CGPoint(x: 216, y: 56), control1: CGPoint(x: 200, y: 200), control2: CGPoint(x: 56, y: 56))
            }, style: StrokeStyle(lineWidth: 24, lineCap: .round)),
        StrokeCase(
            name: "quad",
            path: Path { p in
                p.move(to: CGPoint(x: 30, y: 220))
                p.addQuadCurve(to: CGPoint(x: 226, y: 220), control: CGPoint(x: 128, y: 10))
            }, style: StrokeStyle(lineWidth: 12)),
        // A hairpin whose tip has a curvature radius well under the half width (30): the
        // inner offset folds over itself.
        StrokeCase(
            name: "tight-cubic",
            path: Path { p in
                p.move(to: CGPoint(x: 40, y: 100))
                p.addCurve(
                    to: CGPoint(x: 40, y: 156), control1: CGPoint(x: 210, y: 100), control2: CGPoint(x: 210, y: 156))
            }, style: StrokeStyle(lineWidth: 60)),
        // Dashes after the arcs inherit cairo's dash drift on flattened curves (measured:
        // 1.1 % of pixels), hence 2 % against cairo's own dashing; DashAgreementTests holds
        // this case to 1 % against cairo stroking our dash pieces.
        StrokeCase(
            name: "dash-odd-rounded-rect", path: roundedRect(x: 40, y: 60, w: 176, h: 136, r: 24),
            style: StrokeStyle(lineWidth: 8, dash: [10, 5, 2], dashPhase: 7), maxShare: 0.02),
        // A circle of radius 5 stroked 30 wide is a disc of radius 20. Cairo's stroker leaves
        // a hole in the middle (its inner offset folds), so the reference is the exact disc.
        StrokeCase(
            name: "thick-small-circle", path: Path(ellipseIn: CGRect(x: 123, y: 123, width: 10, height: 10)),
            style: StrokeStyle(lineWidth: 30),
            reference: { cr in
                cairo_set_tolerance(cr, 0.01)
                cairo_arc(cr, 128, 128, 20, 0, 2 * .pi)
                cairo_fill(cr)
            }),
        // Cairo draws a dot for a zero-length subpath with round caps.
        StrokeCase(
            name: "zero-length-round",
            path: Path { p in
                p.move(to: center); p.addLine(to: center)
            }, style: StrokeStyle(lineWidth: 40, lineCap: .round)),
        // With square caps cairo's stroker draws nothing ("the correct orientation is
        // indeterminate", cairo_stroke's documentation). The reference here is SVG 2's rule,
        // which CoreGraphics follows too: a square of side lineWidth, aligned with the x axis.
        StrokeCase(
            name: "zero-length-square",
            path: Path { p in
                p.move(to: center); p.addLine(to: center)
            }, style: StrokeStyle(lineWidth: 40, lineCap: .square),
            reference: { cr in
                cairo_rectangle(cr, 108, 108, 40, 40)
                cairo_fill(cr)
            }),
        // Zero-length "on" dashes with round caps: a row of dots, turning a corner.
        StrokeCase(
            name: "dash-dots",
            path: Path { p in
                p.addLines([CGPoint(x: 30, y: 60), CGPoint(x: 226, y: 60), CGPoint(x: 226, y: 220)])
            }, style: StrokeStyle(lineWidth: 16, lineCap: .round, dash: [0, 24]))
    ]
}

/// `fill(path.strokedPath(style))` must look like cairo's own stroke of `path`.
@Suite struct StrokeAgreementTests {
    @Test(arguments: StrokeCase.all)
    func strokedPathMatchesCairoStroke(_ testCase: StrokeCase) throws {
        let expected = try testCase.expectedImage()
        let outline = testCase.path.strokedPath(testCase.style)
        #expect(!outline.isEmpty, "strokedPath returned an empty path")
        let actual = try CairoImage.filling(outline)
        try expectAgreement(
            "stroke-\(testCase.name)", expected: expected, actual: actual,
            maxShare: testCase.maxShare)
    }
}
