import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTestSupport

/// Geometry far beyond the image (1e12 to 1e300): what Cairo's fixed point cannot hold is
/// restricted before Cairo sees it, and the pixels are those of the exact shape.
@Suite("Far-off geometry")
struct FarGeometryTests {
    @Test("A triangle with corners at 1e300 fills its visible part")
    func farTriangle() throws {
        let image = try FarGeometryCutBackTests.image { context, _ in
            var path = Path()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 1e300, y: 10))
            path.addLine(to: CGPoint(x: 10, y: 1e300))
            path.closeSubpath()
            context.fill(path, with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        #expect(image.rgba(x: 5, y: 5).alpha == 0)
        #expect(image.rgba(x: 5, y: 40).alpha == 0)
        for (x, y) in [(11, 11), (40, 12), (12, 60), (63, 63)] {
            let pixel = image.rgba(x: x, y: y)
            #expect(
                pixel.red == 255 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha == 255, "(\(x), \(y)): \(pixel)")
        }
    }

    /// A strip from (32, 32) and (48, 60) running up and right at 45° to `far`. Cairo 1.16
    /// and librsvg (through Cairo) filled it as a wedge below and right of (32, 32) once it
    /// reached about 131,000 device pixels; restricted first, both draw the strip.
    @Test(
        "A strip reaching 49,000 points, 1e6 and 1e300 at scale 3, in PNG and through librsvg",
        arguments: [49_000.0, 1e6, 1e300])
    func farStrip(far: Double) throws {
        let view = Canvas { context, _ in
            var strip = Path()
            strip.move(to: CGPoint(x: 32, y: 32))
            strip.addLine(to: CGPoint(x: far, y: -far + 64))
            strip.addLine(to: CGPoint(x: far, y: -far + 108))
            strip.addLine(to: CGPoint(x: 48, y: 60))
            strip.closeSubpath()
            context.fill(strip, with: .color(Color(red: 1, green: 0, blue: 0)))
        }.frame(width: 64, height: 64)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        let png = try renderer.image()
        // The document at three times its size (where librsvg drew the wedge): same viewBox.
        let zoomed = try renderer.svgString().replacingOccurrences(
            of: #"width="64" height="64""#, with: #"width="192" height="192""#)
        let svg = try LibrsvgRenderer.image(svg: Data(zoomed.utf8), width: 192, height: 192)
        for image in [png, svg] {
            let scale = 3
            #expect(image.rgba(x: 60 * scale, y: 20 * scale).alpha == 255) // x + y = 80: in the strip
            #expect(image.rgba(x: 40 * scale, y: 60 * scale).alpha == 0) // before the strip's end: the wedge covered it
            #expect(image.rgba(x: 60 * scale, y: 60 * scale).alpha == 0) // x + y = 120: beyond it
        }
    }

    @Test("A stroke from -1e12 to 1e12 is the band the exact line makes")
    func farStroke() throws {
        let image = try FarGeometryCutBackTests.image { context, _ in
            var path = Path()
            path.move(to: CGPoint(x: -1e12, y: 32))
            path.addLine(to: CGPoint(x: 1e12, y: 32))
            context.stroke(path, with: .color(.blue), lineWidth: 10)
        }
        for x in 0..<64 {
            #expect(image.rgba(x: x, y: 26).alpha == 0)
            #expect(image.rgba(x: x, y: 28).alpha == 255)
            #expect(image.rgba(x: x, y: 36).alpha == 255)
            #expect(image.rgba(x: x, y: 38).alpha == 0)
        }
    }

    @Test("A clip reaching 1e300 followed by a stroke (crashed inside cairo_stroke)")
    func farClipThenStroke() throws {
        let image = try FarGeometryCutBackTests.image { context, _ in
            var clip = Path()
            clip.move(to: CGPoint(x: 0, y: 0))
            clip.addQuadCurve(to: CGPoint(x: 0, y: 64), control: CGPoint(x: 1e300, y: -1e300))
            clip.addLine(to: CGPoint(x: -1e15, y: 64))
            clip.closeSubpath()
            context.clip(to: clip)
            context.stroke(
                Path(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48)), with: .color(.green), lineWidth: 4)
        }
        // Right of x = 0 the quadratic's hull reaches 1e300: the clip covers the whole image.
        #expect(image.rgba(x: 32, y: 8).green > 100)
        #expect(image.rgba(x: 32, y: 32).alpha == 0)
    }

    @Test("restrictedForFilling keeps every winding number inside the visible rectangle")
    func restrictionKeepsWinding() {
        var generator = SplitMix64(seed: 0xFA2)
        let visible = CGRect(x: 0, y: 0, width: 100, height: 100)
        let box = visible.insetBy(dx: -1000, dy: -1000)
        for _ in 0..<200 {
            var path = Path()
            func point() -> CGPoint {
                func coordinate() -> CGFloat {
                    let far = [1e4, 1e6, 1e9, 1e12][Int(generator.next() % 4)]
                    return generator.next() % 3 == 0
                        ? CGFloat(Int(generator.next() % 200)) - 50
                        : (generator.next() % 2 == 0 ? far : -far)
                }
                return CGPoint(x: coordinate(), y: coordinate())
            }
            for _ in 0..<2 {
                path.move(to: point())
                for _ in 0..<Int(generator.next() % 4 + 2) {
                    switch generator.next() % 3 {
                    case 0: path.addLine(to: point())
                    case 1: path.addQuadCurve(to: point(), control: point())
                    default: path.addCurve(to: point(), control1: point(), control2: point())
                    }
                }
                path.closeSubpath()
            }
            let restricted = path.restrictedForFilling(visible: visible, box: box)
            let bounds = restricted.boundingRect
            #expect(restricted.isEmpty || box.insetBy(dx: -1e-6, dy: -1e-6).contains(bounds), "\(bounds)")
            var disagreements = 0
            for y in stride(from: 0.5, to: 100, by: 7) {
                for x in stride(from: 0.5, to: 100, by: 7) {
                    let p = CGPoint(x: x, y: y)
                    for eoFill in [false, true]
                    where path.contains(p, eoFill: eoFill) != restricted.contains(p, eoFill: eoFill) {
                        disagreements += 1
                    }
                }
            }
            // A sample point can sit within rounding of an edge that passes near it; none should.
            #expect(disagreements == 0, "\(path.description.prefix(400))")
        }
    }

    @Test("Restriction of a far curve takes bounded work")
    func farCurveIsBounded() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(
            to: CGPoint(x: 50, y: 0), control1: CGPoint(x: 1.7e308, y: 1.7e308),
            control2: CGPoint(x: -1.7e308, y: 1.7e308))
        path.closeSubpath()
        let visible = CGRect(x: 0, y: 0, width: 100, height: 100)
        let restricted = path.restrictedForFilling(visible: visible, box: visible.insetBy(dx: -1000, dy: -1000))
        var elements = 0
        restricted.forEach { _ in elements += 1 }
        #expect(elements > 3 && elements < 20_000)
        #expect(visible.insetBy(dx: -1000.001, dy: -1000.001).contains(restricted.boundingRect))
    }

    @Test("A zigzag of 20,000 segments running off the image strokes only what shows")
    func strokeKeepsOnlyNearSegments() throws {
        var zigzag = Path()
        zigzag.move(to: CGPoint(x: 0, y: 0))
        for index in 1...20_000 { zigzag.addLine(to: CGPoint(x: index % 2 == 0 ? 0 : 20, y: CGFloat(index))) }
        let style = StrokeStyle(lineWidth: 3, lineJoin: .round)
        let near = zigzag.strokedPath(style, near: CGRect(x: 0, y: 0, width: 64, height: 64))
        // Same pixels in the image as the whole stroke: compare winding at sample points.
        let whole = zigzag.strokedPath(style)
        for y in stride(from: 0.25, to: 64, by: 1.5) {
            for x in stride(from: -2.25, to: 24, by: 1.5) {
                let p = CGPoint(x: x, y: y)
                #expect(near.contains(p) == whole.contains(p), "(\(x), \(y))")
            }
        }
        var count = 0
        near.forEach { _ in count += 1 }
        #expect(count < 2_000, "\(count) elements")
    }

    @Test("Dropping segments keeps the join at the start of a closed subpath")
    func closedSubpathKeepsItsStartJoin() {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addLine(to: CGPoint(x: 1e6, y: 1e6)) // far: dropped
        path.addLine(to: CGPoint(x: 10, y: 50))
        path.closeSubpath()
        let style = StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .miter)
        let area = CGRect(x: 0, y: 0, width: 64, height: 64)
        let near = path.strokedPath(style, near: area)
        // The miter at (10, 10) reaches (6, 6); round caps there would not.
        #expect(near.contains(CGPoint(x: 6.5, y: 6.5)))
        #expect(path.strokedPath(style).contains(CGPoint(x: 6.5, y: 6.5)))
    }
}

/// Bounds of curves near the largest double: the curve-extreme arithmetic overflowed
/// (3 · 1e308 is infinite), so the bounds left the extremes out or became infinite.
@Suite("Bounds near the largest double")
struct HugeBoundsTests {
    @Test(
        "A cubic scaled up to 1e308 has the scaled bounds of the small one", arguments: [1e150, 1e200, 1e300, 0x1p1022])
    func scaledCubicBounds(scale: Double) {
        var small = Path()
        small.move(to: CGPoint(x: 0, y: 0))
        small.addCurve(to: CGPoint(x: 0.5, y: 0), control1: CGPoint(x: -0.5, y: 1), control2: CGPoint(x: 1, y: -1))
        let expected = small.boundingRect
        let huge = small.applying(CGAffineTransform(scaleX: scale, y: scale))
        let bounds = huge.boundingRect
        for (got, want) in [
            (bounds.minX, expected.minX), (bounds.maxX, expected.maxX),
            (bounds.minY, expected.minY), (bounds.maxY, expected.maxY)
        ] {
            #expect(got.isFinite)
            #expect(abs(got / scale - want) <= 1e-12, "\(got / scale) vs \(want) at \(scale)")
        }
    }

    @Test("SVG path data with numbers near the largest double gives finite bounds when they fit")
    func pathDataNearTheLimit() throws {
        let path = try Path(svgPathData: "M0 0C-8e307 1.7e308 1.7e308-1.7e308 8e307 0")
        let bounds = path.boundingRect
        #expect(bounds.minX.isFinite && bounds.maxX.isFinite && bounds.minY.isFinite && bounds.maxY.isFinite)
        #expect(bounds.minY < -1e307 && bounds.maxY > 1e307)
    }
}

/// Far geometry cut back near the image: a huge fill under a clip, a far stroke's short
/// segments, far lines crossing the box where they really do. Each of these broke once.
@Suite("Far-off geometry cut back near the image")
struct FarGeometryCutBackTests {
    /// A 64 × 64 `Canvas` drawn by `draw`, rendered at `scale`.
    static func image(scale: CGFloat = 1, _ draw: @escaping @Sendable (inout GraphicsContext, CGSize) -> Void) throws
        -> RasterImage
    {
        let renderer = ImageRenderer(
            content: Canvas { context, size in draw(&context, size) }.frame(width: 64, height: 64))
        renderer.scale = scale
        return try renderer.image()
    }

    /// Over 20,000 elements under a clip path, a fill is drawn apart from the clip and painted
    /// through it (Cairo's clip intersection took 47 s on a fuzzed 923,111-element outline).
    /// A rectangle drawn with 40,000 collinear segments, with a gradient and a blend mode,
    /// under a circular clip: the same pixels as the 4-element rectangle.
    @Test("A fill of 40,000 elements under a clip draws what the small path draws")
    func largeFillUnderClip() throws {
        func draw(_ rectangle: Path) throws -> RasterImage {
            try Self.image { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.blue))
                context.clip(to: Path(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48)))
                context.blendMode = .multiply
                context.fill(
                    rectangle,
                    with: .linearGradient(
                        Gradient(colors: [.red, .yellow]),
                        startPoint: .zero, endPoint: CGPoint(x: 64, y: 64)))
            }
        }
        var many = Path()
        many.move(to: CGPoint(x: 4, y: 4))
        for step in 1...20_000 { many.addLine(to: CGPoint(x: 4 + 36 * CGFloat(step) / 20_000, y: 4)) }
        for step in 1...20_000 { many.addLine(to: CGPoint(x: 40, y: 4 + 56 * CGFloat(step) / 20_000)) }
        many.addLine(to: CGPoint(x: 4, y: 60))
        many.closeSubpath()
        #expect(many.elementCount > 20_000)
        let expected = try draw(Path(CGRect(x: 4, y: 4, width: 36, height: 56)))
        let large = try draw(many)
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let a = expected.rgba(x: x, y: y), b = large.rgba(x: x, y: y)
                worst = max(
                    worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                    abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
            }
        }
        #expect(worst <= 1)
        // Inside the clip and the rectangle: blue multiplied by the gradient (red there: black).
        #expect(large.rgba(x: 20, y: 20).blue < 40 && large.rgba(x: 20, y: 20).alpha == 255)
        // Outside the clip, or outside the rectangle: the blue background.
        #expect(large.rgba(x: 5, y: 58).blue > 250)
        #expect(large.rgba(x: 50, y: 32).blue > 250)
    }

    @Test("A far stroke keeps its short segments near the image (they were scaled below the stroker's floor)")
    func farStrokeKeepsShortSegments() throws {
        let image = try Self.image { context, _ in
            context.stroke(try! Path(svgPathData: "M10 10 L50 10 L50 50 L1e31 50"), with: .color(.black), lineWidth: 4)
        }
        #expect(image.rgba(x: 30, y: 10).alpha == 255)
        #expect(image.rgba(x: 50, y: 30).alpha == 255)
        #expect(image.rgba(x: 60, y: 50).alpha == 255)
        #expect(image.rgba(x: 30, y: 30).alpha == 0)
    }

    @Test(
        "Lines with both ends far cross the box where they really do",
        arguments: [
            ("M1e300 1e300 L-1e300 -1e300 L-1e300 1e300 Z", 0.0),
            ("M1e17 100000000000000032 L-7.5e16 -74999999999999968 L-1e17 1e17 Z", 32.0),
            // The same lines as the closing edge, which was clipped unhalved: crossings from
            // two ends at 1e300 are off by 1e284.
            ("M-1e300 -1e300 L-1e300 1e300 L1e300 1e300 Z", 0.0),
            ("M-1e17 1e17 L1e17 100000000000000032 L-7.5e16 -74999999999999968 Z", 32.0)
        ])
    func farLinesCrossExactly(data: String, offset: Double) throws {
        let path = try Path(svgPathData: data)
        let visible = CGRect(x: 0, y: 0, width: 64, height: 64)
        let restricted = path.restrictedForFilling(visible: visible, box: visible.insetBy(dx: -2048, dy: -2048))
        var wrong = 0
        for y in stride(from: 0.5, to: 64, by: 1) {
            for x in stride(from: 0.25, to: 64, by: 1)
            where restricted.contains(CGPoint(x: x, y: y)) != (y > x + offset) {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }

    /// The line y = 5x/3 through the origin, from (3·2^1000, 5·2^1000) to a point on it
    /// 1e16 to 1e18 away on the other side: halving towards the box rounded each midpoint by
    /// its own size, and the edge came out up to 89 pixels off (497 to 1,222 of 4,096 sample
    /// points wrong; found in review). Also as the closing edge.
    @Test(
        "A line between far points on y = 5x/3 crosses the image on that line",
        arguments: [
            "M3.214525821558802e301 5.357543035931337e301 L-3e17 -5e17 L-1e300 1e300 Z",
            "M3.214525821558802e301 5.357543035931337e301 L-3e18 -5e18 L-1e300 1e300 Z",
            "M3.214525821558802e301 5.357543035931337e301 L-3e16 -5e16 L-1e300 1e300 Z",
            "M-1e300 1e300 L3.214525821558802e301 5.357543035931337e301 L-3e17 -5e17 Z"
        ])
    func farLineThroughTheOrigin(data: String) throws {
        let path = try Path(svgPathData: data)
        let visible = CGRect(x: 0, y: 0, width: 64, height: 64)
        let restricted = path.restrictedForFilling(visible: visible, box: visible.insetBy(dx: -2048, dy: -2048))
        var wrong = 0
        for y in stride(from: 0.5, to: 64, by: 1) {
            for x in stride(from: 0.25, to: 64, by: 1) where restricted.contains(CGPoint(x: x, y: y)) != (y > 5 * x / 3)
            {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }

    /// A strip 32 wide between two lines that leave the image at a slope of 2^-20, from
    /// points 134 million to the side (near enough that no halving is needed) out to a
    /// point at 2^996: the clipping must compute each crossing from the near end (from the
    /// far end, 1 - t rounds by 1e-16 and the crossing by 1e284). Each of the four
    /// orientations sends the far end past a different side of the box.
    @Test("Lines from a near point out to 2^996 cross the box where they really do", arguments: 0..<4)
    func linesFromANearPointCrossExactly(orientation: Int) {
        let visible = CGRect(x: 0, y: 0, width: 64, height: 64)
        // (along, across) -> image point; "along" runs towards the far end.
        func place(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            switch orientation {
            case 0: return CGPoint(x: along, y: across)
            case 1: return CGPoint(x: 64 - along, y: across)
            case 2: return CGPoint(x: across, y: along)
            default: return CGPoint(x: across, y: 64 - along)
            }
        }
        let slope = 0x1p-20, near: CGFloat = -0x1p27, far: CGFloat = 0x1p996
        var strip = Path()
        strip.move(to: place(near, 16 + near * slope))
        strip.addLine(to: place(far, far * slope))
        strip.addLine(to: place(near, 48 + near * slope))
        strip.closeSubpath()
        let restricted = strip.restrictedForFilling(visible: visible, box: visible.insetBy(dx: -2048, dy: -2048))
        var wrong = 0
        for across in stride(from: 0.5, to: 64, by: 1) {
            for along in stride(from: 0.25, to: 64, by: 3) {
                let expected = across > 16 + along * slope && across < 48 + along * slope
                if restricted.contains(place(along, across)) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(visible.insetBy(dx: -2048.001, dy: -2048.001).contains(restricted.boundingRect))
    }

    @Test("A path at 1e308 under scale 2 still fills the image (mapping it overflowed and emptied it)")
    func overflowUnderScale() throws {
        let image = try Self.image(scale: 2) { context, _ in
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 1e308, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 1e308))
            path.closeSubpath()
            context.fill(path, with: .color(.black))
        }
        #expect(image.rgba(x: 64, y: 64).alpha == 255)
        #expect(image.rgba(x: 127, y: 127).alpha == 255)
    }

    @Test("A dashed line to 40,000 points keeps its dashes (it turned solid at our 100,000-dash cap)")
    func moderatelyFarDashes() throws {
        let image = try Self.image { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 32))
            line.addLine(to: CGPoint(x: 40_000, y: 32))
            context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4, dash: [0.2, 0.2]))
        }
        // 100,000 dashes of a fifth of a pixel: every pixel half covered, none solid.
        let row = (2..<62).map { Int(image.rgba(x: $0, y: 32).alpha) }
        #expect(row.allSatisfy { (96...160).contains($0) }, "\(row)")
    }

    /// A tall thin ellipse and a rectangle, dashed: fuzz drawing 901 of the deterministic
    /// pass (at height 100,000) took 2.4 s per backend to cut and stroke 25,000 dashes for a
    /// 32-point image.
    static func tallEllipseAndBox(height: CGFloat) -> Path {
        var path = Path(CGRect(x: 2.58, y: 10.16, width: 5.67, height: 28.8))
        path.addEllipse(in: CGRect(x: -6.12, y: 4.85, width: 3.27, height: height))
        return path
    }

    @Test("A dashed far stroke near an area: the same dashes there as the whole stroke, phase and all")
    func dashedStrokeNearAnArea() {
        let area = CGRect(x: 0, y: 0, width: 32, height: 32)
        let path = Self.tallEllipseAndBox(height: 3_000)
        for style in [
            StrokeStyle(lineWidth: 5, dash: [4], dashPhase: 7.88),
            StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 3]),
            StrokeStyle(lineWidth: 3, lineJoin: .round, dash: [6, 2, 1, 2], dashPhase: -3)
        ] {
            let near = path.strokedPath(style, near: area)
            // The whole stroke, cut to the neighbourhood so that sampling it stays cheap.
            let whole = path.strokedPath(style).keepingSegments(near: area.insetBy(dx: -60, dy: -60))
            var wrong: [CGPoint] = []
            // Only `area` is promised (the renderers pass the image grown by 2 pixels).
            for y in stride(from: 0.25, to: 32, by: 0.5) {
                for x in stride(from: 0.25, to: 32, by: 0.5) {
                    let p = CGPoint(x: x, y: y)
                    if near.contains(p) != whole.contains(p) { wrong.append(p) }
                }
            }
            #expect(wrong.isEmpty, "\(style.dash): \(wrong.prefix(5))")
        }
    }

    @Test("A dashed stroke 200,000 points long strokes only the dashes near the area")
    func dashedStrokeNearAnAreaIsBounded() {
        let near = Self.tallEllipseAndBox(height: 100_000)
            .strokedPath(
                StrokeStyle(lineWidth: 5, dash: [4], dashPhase: 7.88), near: CGRect(x: 0, y: 0, width: 32, height: 32))
        var count = 0
        near.forEach { _ in count += 1 }
        // Dashes within the stroke's reach (5: the box's right angles miter to 0.7 widths) of
        // the area: a few on each of the ellipse's sides and 9 on the box (99 elements here;
        // 185 when the reach was the miter limit's 50); the whole stroke has 25,000 dashes.
        #expect(count > 50 && count < 1_000, "\(count) elements")
    }

    @Test(
        "A dashed line from -1e6 to 1e6 keeps its dashes where they are (125,000 dashes: it was drawn solid at the cap)"
    )
    func longDashedLineAcrossTheImage() throws {
        let image = try Self.image { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: -1e6, y: 32))
            line.addLine(to: CGPoint(x: 1e6, y: 32))
            context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4, dash: [12, 4], dashPhase: 3))
        }
        // On where (x + 1e6 + 3) mod 16 < 12, that is (x + 3) mod 16 < 12.
        for x in [5, 21, 37, 53] { #expect(image.rgba(x: x, y: 32).alpha == 255, "x = \(x)") }
        for x in [11, 27, 43, 59] { #expect(image.rgba(x: x, y: 32).alpha == 0, "x = \(x)") }
    }

    @Test(
        "A dashed stroke whose near part lies 4e17 along the path is drawn solid, in bounded time (it looped on dots)")
    func dashesBeyondPositionPrecision() throws {
        let image = try Self.image { context, _ in
            context.stroke(
                try! Path(svgPathData: "M20 -4H10V2e17H20Z"), with: .color(.black),
                style: StrokeStyle(lineWidth: 2, dash: [3]))
        }
        // Solid (documented on StrokeStyle.dash): six rows in a row, a whole period, all painted.
        for y in 30..<36 {
            #expect(image.rgba(x: 9, y: y).alpha == 255 && image.rgba(x: 20, y: y).alpha == 255, "y = \(y)")
        }
        #expect(image.rgba(x: 15, y: 32).alpha == 0)
    }

    @Test("Quadratic bounds near the largest double keep the curve's top")
    func quadraticBoundsNearTheLimit() throws {
        let path = try Path(svgPathData: "M-1e308 -1e308 Q0 1.2e308 1e308 -1e308")
        #expect(abs(path.boundingRect.maxY / 1e307 - 1) < 1e-12, "\(path.boundingRect)")
    }
}
