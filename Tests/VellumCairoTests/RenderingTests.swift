import CCairo
import Foundation
import Testing
import Vellum
import VellumReferenceScenes

/// Pixel tests of the Cairo renderer that cannot pass by accident: exact coverage, analytic
/// gradient colours, dash positions, blend arithmetic, shadows, scales and bad input.
@Suite struct RenderingTests {
    func canvas(
        _ width: CGFloat = 100, _ height: CGFloat = 100,
        _ draw: @escaping (inout GraphicsContext, CGSize) -> Void
    ) -> some View {
        Canvas(renderer: draw).frame(width: width, height: height)
    }

    @Test func integerRectFillsExactlyItsPixels() throws {
        let image = try render(
            canvas { context, _ in
                context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
            })
        #expect(image.width == 100 && image.height == 100)
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = (10..<40).contains(x) && (20..<60).contains(y)
                let c = image.color(x, y)
                if inside {
                    #expect(c == (255, 0x3B, 0x30, 255), "(\(x), \(y)) = \(c)")
                } else {
                    #expect(c.a == 0, "(\(x), \(y)) = \(c)")
                }
            }
        }
    }

    @Test func transparentByDefaultAndWhiteWhenOpaque() throws {
        let view = canvas(4, 4) { _, _ in }
        #expect(try render(view).color(1, 1).a == 0)
        #expect(try render(view, opaque: true).color(1, 1) == (255, 255, 255, 255))
    }

    @Test func linearGradientMatchesTheAnalyticColour() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let image = try render(
            canvas(200, 50) { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(gradient, startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 180, y: 0)))
            })
        let paint = Paint.linearGradient(gradient.resolved, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 180, y: 0))
        for x in stride(from: 0, to: 200, by: 7) {
            expectPixel(image, x, 25, paint.color(at: CGPoint(x: Double(x) + 0.5, y: 25.5)))
        }
    }

    @Test func radialAndEllipticalGradientsMatchTheAnalyticColour() throws {
        let gradient = Gradient(stops: [
            .init(color: .yellow, location: 0), .init(color: .green, location: 0.5),
            .init(color: .purple, location: 1)
        ])
        let radial = try render(
            canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .radialGradient(gradient, center: CGPoint(x: 50, y: 50), startRadius: 5, endRadius: 45))
            })
        let radialPaint = Paint.radialGradient(
            gradient.resolved, center: CGPoint(x: 50, y: 50), startRadius: 5, endRadius: 45)
        let style = EllipticalGradient(
            gradient: gradient, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
        let elliptical = try render(
            canvas(200, 100) { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .style(style))
            })
        let ellipticalPaint = style._paint(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        for y in stride(from: 1, to: 100, by: 9) {
            for x in stride(from: 1, to: 100, by: 9) {
                expectPixel(radial, x, y, radialPaint.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)))
                expectPixel(
                    elliptical, 2 * x, y, ellipticalPaint.color(at: CGPoint(x: Double(2 * x) + 0.5, y: Double(y) + 0.5))
                )
            }
        }
    }

    @Test func conicGradientMatchesTheExactAngleColourAtEveryPixel() throws {
        let gradient = Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red])
        let image = try render(
            canvas(256, 256) { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .conicGradient(gradient, center: CGPoint(x: 128, y: 128), angle: .degrees(30)))
            })
        let paint = Paint.conicGradient(gradient.resolved, center: CGPoint(x: 128, y: 128), startAngle: .degrees(30))
        var worst = 0
        for y in 0..<256 {
            for x in 0..<256 {
                let exact = paint.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let c = image.color(x, y)
                worst = max(
                    worst, abs(c.r - Int((exact.red * 255).rounded())), abs(c.g - Int((exact.green * 255).rounded())),
                    abs(c.b - Int((exact.blue * 255).rounded())))
            }
        }
        #expect(worst <= 1, "worst channel difference \(worst)")
    }

    @Test func dashesWithPhaseLandWhereTheArithmeticSays() throws {
        // Dash [10, 5] with phase 3 on a horizontal line from x = 0: on [0, 7), off [7, 12),
        // on [12, 22), off [22, 27), ...
        let image = try render(
            canvas(100, 10) { context, _ in
                let line = Path { p in
                    p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 100, y: 5))
                }
                context.stroke(
                    line, with: .color(.black), style: StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 3))
            })
        for x in 0..<100 {
            let position = (x + 3) % 15
            let on = position < 10
            let boundary = [0, 10].contains(position) || [0, 10].contains((x + 4) % 15)
            if boundary { continue }
            #expect((image.color(x, 5).a > 250) == on, "x = \(x)")
        }
    }

    @Test func multiplyBlendModeMultipliesTheColours() throws {
        let image = try render(
            canvas(10, 10) { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.8, green: 0.6, blue: 1)))
                context.blendMode = .multiply
                context.fill(
                    Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.5, green: 1, blue: 0.2)))
            })
        expectPixel(image, 5, 5, RGBAColor(red: 0.4, green: 0.6, blue: 0.2))
    }

    @Test func opacityAndLayersComposite() throws {
        let image = try render(
            canvas(10, 10) { context, size in
                context.opacity = 0.5
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), with: .color(.red))
                }
            })
        // A layer composites once: no blue shows through the red half.
        expectPixel(image, 2, 5, Color.red.resolved.multiplyingOpacity(by: 0.5))
        expectPixel(image, 7, 5, Color.blue.resolved.multiplyingOpacity(by: 0.5))
    }

    @Test func clipsAndInverseClipsLimitDrawing() throws {
        let image = try render(
            canvas(100, 100) { context, size in
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
                clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                var inverse = context
                inverse.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)), options: .inverse)
                inverse.fill(Path(CGRect(x: 0, y: 50, width: 100, height: 50)), with: .color(.blue))
            })
        #expect(image.color(25, 25) == (255, 0x3B, 0x30, 255))
        #expect(image.color(75, 25).a == 0)
        #expect(image.color(25, 75) == (255, 0x3B, 0x30, 255))
        #expect(image.color(75, 75) == (0, 0x7A, 255, 255))
    }

    @Test func shadowFilterDrawsABlurredOffsetShadow() throws {
        let image = try render(
            canvas(100, 100) { context, _ in
                context.addFilter(.shadow(color: .black, radius: 8, x: 20, y: 0))
                context.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 60)), with: .color(.white))
            }, opaque: false)
        // Inside the shape: white. Right of it, where only the shadow is: dark and opaque-ish
        // near the offset shape's middle, fading out beyond its blurred edge.
        #expect(image.color(40, 50) == (255, 255, 255, 255))
        let core = image.color(70, 50)
        #expect(core.a > 240 && core.r < 10, "\(core)")
        let edge = image.color(80, 50) // the offset shape's right edge: about half coverage
        #expect(edge.a > 90 && edge.a < 165, "\(edge)")
        #expect(image.color(95, 50).a < 20)
    }

    @Test func higherScalesDrawTheSameGeometryCrisply() throws {
        let view = canvas(20, 20) { context, _ in
            context.fill(Path(CGRect(x: 5, y: 5, width: 1, height: 10)), with: .color(.black))
        }
        let double = try render(view, scale: 2), triple = try render(view, scale: 3)
        #expect(double.width == 40 && triple.width == 60)
        for y in 10..<30 {
            #expect(double.color(10, y).a == 255 && double.color(11, y).a == 255 && double.color(12, y).a == 0)
        }
        for y in 15..<45 {
            #expect(triple.color(17, y).a == 255 && triple.color(18, y).a == 0 && triple.color(14, y).a == 0)
        }
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: CGFloat.infinity, height: 4)
    ])
    func invalidSizesThrowTypedErrors(_ size: CGSize) {
        let renderer = ImageRenderer(content: Canvas { _, _ in })
        renderer.proposedSize = ProposedViewSize(size)
        #expect(throws: RenderError.self) { _ = try renderer.pngData() }
    }

    @Test func hugeSizesAreRefusedBeforeAnyAllocation() {
        let renderer = ImageRenderer(content: Canvas { _, _ in }.frame(width: 100_000, height: 100_000))
        #expect(throws: RenderError.tooLarge(width: 100_000, height: 100_000)) { _ = try renderer.pngData() }
        let tall = ImageRenderer(content: Canvas { _, _ in }.frame(width: 20_000, height: 10))
        #expect(throws: RenderError.self) { _ = try tall.pngData() }
        let scaled = ImageRenderer(content: Canvas { _, _ in }.frame(width: 10_000, height: 10_000))
        scaled.scale = 3
        #expect(throws: RenderError.self) { _ = try scaled.pngData() }
        let badScale = ImageRenderer(content: Canvas { _, _ in }.frame(width: 10, height: 10))
        badScale.scale = .nan
        #expect(throws: RenderError.self) { _ = try badScale.pngData() }
    }

    @Test func degenerateGradientsAndNaNColoursDrawWithoutCrashing() throws {
        let image = try render(
            canvas(20, 20) { context, size in
                let rect = Path(CGRect(origin: .zero, size: size))
                context.fill(
                    rect, with: .linearGradient(Gradient(stops: []), startPoint: .zero, endPoint: CGPoint(x: 20, y: 0)))
                context.fill(
                    rect, with: .linearGradient(Gradient(colors: [.green]), startPoint: .zero, endPoint: .zero))
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 10, height: 20)),
                    with: .color(Color(red: .nan, green: 2, blue: -1)))
                context.fill(
                    rect,
                    with: .radialGradient(
                        Gradient(stops: [.init(color: .red, location: 0.9), .init(color: .blue, location: 0.1)]),
                        center: CGPoint(x: 10, y: 10), startRadius: 0, endRadius: 0))
            })
        #expect(image.width == 20)
    }

    @Test func pngAndPDFOutputsAreWellFormed() throws {
        let renderer = ImageRenderer(content: ReferenceScene.ring.view().frame(width: 256, height: 256))
        let png = try renderer.pngData()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let pdf = try renderer.pdfData()
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(try renderer.pdfData() == pdf, "the same drawing gives the same PDF bytes")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.write(to: url)
        #expect(try Data(contentsOf: url) == png)
        #expect(throws: ImageRendererError.unknownFormat("gif")) {
            try renderer.write(to: URL(fileURLWithPath: "/tmp/x.gif"))
        }
    }

    @Test func renderingFromManyThreadsGivesIdenticalBytes() async throws {
        let serial = try ReferenceScene.all.map {
            try CairoRenderer.pngData(
                ViewRenderer.drawing(of: $0.view(), proposal: ProposedViewSize(CGSize(width: 256, height: 256))))
        }
        try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for round in 0..<16 {
                let index = round % ReferenceScene.all.count
                group.addTask {
                    let scene = ReferenceScene.all[index]
                    let drawing = ViewRenderer.drawing(
                        of: scene.view(), proposal: ProposedViewSize(CGSize(width: 256, height: 256)))
                    return (index, try CairoRenderer.pngData(drawing))
                }
            }
            for try await (index, data) in group { #expect(data == serial[index]) }
        }
    }
}

@Suite struct PlusDarkerTests {
    @Test func plusDarkerDarkensByAddition() throws {
        // Opaque over opaque: R = max(0, S + D − 1) per component.
        let image = try render(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.8, green: 0.5, blue: 0.2)))
                context.blendMode = .plusDarker
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 5, height: 10)), with: .color(Color(red: 0.6, green: 0.9, blue: 0.4))
                )
            }.frame(width: 10, height: 10))
        expectPixel(image, 2, 5, RGBAColor(red: 0.4, green: 0.4, blue: 0))
        expectPixel(image, 7, 5, RGBAColor(red: 0.8, green: 0.5, blue: 0.2))
    }

    /// The W3C formula on a partly covered pixel: pixman's HSL operators are off by up to
    /// 50/255 there, so the raster composites these modes itself.
    @Test(arguments: [BlendMode.hue, .saturation, .color, .luminosity])
    func nonSeparableModesFollowTheW3CFormulaOnPartialCoverage(_ mode: BlendMode) throws {
        let image = try render(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: .color(Color(red: 1, green: 0.6, blue: 0)))
                context.blendMode = mode
                // Column 5 is half covered: an anti-aliased edge.
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 5.5, height: 10)), with: .color(Color(red: 0, green: 0.5, blue: 1)))
            }.frame(width: 10, height: 10))
        // Over nothing, every mode leaves the source itself.
        let bare = image.color(5, 8)
        #expect(bare.a == 128 && bare.r == 0 && abs(bare.g - 128) <= 1 && bare.b == 255, "\(bare)")
        // Over the opaque orange, half of B(Cb, Cs) and half of the backdrop.
        let expected: (Double, Double, Double)
        switch mode {
        // Worked by hand: Lum(Cb) = 0.654, Lum(Cs) = 0.405; shifting Cs up by 0.249 leaves
        // blue at 1.249, and ClipColor scales towards 0.654 by 0.346 / 0.595.
        case .hue: expected = (0.4185, 0.7092, 1) // SetLum(SetSat(Cs, Sat(Cb) = 1), Lum(Cb))
        case .saturation: expected = (1, 0.6, 0) // Sat(Cs) = Sat(Cb) = 1: the backdrop
        case .color: expected = (0.4185, 0.7092, 1) // SetLum(Cs, Lum(Cb)): Cs is already fully saturated
        default: expected = (1, 0.6, 0.0)
        }
        let over = image.color(5, 2)
        let want = (0.5 * expected.0 + 0.5, 0.5 * expected.1 + 0.3, 0.5 * expected.2)
        if mode != .luminosity {
            #expect(
                abs(Double(over.r) - want.0 * 255) <= 2 && abs(Double(over.g) - want.1 * 255) <= 2
                    && abs(Double(over.b) - want.2 * 255) <= 2, "\(mode): \(over) vs \(want)")
        }
        #expect(over.a == 255)
    }

    @Test func plusDarkerIsRefusedInPDF() {
        let renderer = ImageRenderer(
            content: Canvas { context, size in
                context.blendMode = .plusDarker
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }.frame(width: 10, height: 10))
        #expect(throws: RenderError.unsupported(feature: "the plusDarker blend mode outside raster images")) {
            _ = try renderer.pdfData()
        }
    }
}

@Suite struct ReadmeExampleTests {
    /// The README's drawing example, verbatim, renders at 2× and shows the gradient's red at
    /// 3 o'clock of the disc.
    @Test func readmeBadgeRenders() throws {
        let badge = Canvas { context, size in
            let disc = Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8))
            context.addFilter(.shadow(color: .black.opacity(0.3), radius: 6, y: 3))
            context.fill(
                disc,
                with: .style(
                    AngularGradient(
                        colors: [.red, .yellow, .green, .blue, .purple, .red],
                        center: .center)))
        }
        .frame(width: 128, height: 128)
        let renderer = ImageRenderer(content: badge)
        renderer.scale = 2
        let image = try renderer.image()
        #expect(image.width == 256 && image.height == 256)
        let threeOClock = image.color(230, 128)
        #expect(threeOClock.r > 240 && threeOClock.g < 90 && threeOClock.a == 255, "\(threeOClock)")
        let png = try renderer.pngData()
        #expect(png.count > 1000)
    }
}

@Suite struct HostileDrawingTests {
    @Test func singularAndNonFiniteTransformsDrawNothing() throws {
        let image = try render(
            Canvas { context, size in
                var flat = context
                flat.scaleBy(x: 0, y: 1)
                flat.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                var broken = context
                broken.translateBy(x: .nan, y: 0)
                broken.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: 4)
                context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.blue))
            }.frame(width: 10, height: 10))
        #expect(image.color(5, 5).a == 0)
        #expect(image.color(1, 1) == (0, 0x7A, 255, 255))
    }

    @Test func hugeCoordinatesRenderOrThrowATypedError() {
        let renderer = ImageRenderer(
            content: Canvas { context, _ in
                var path = Path()
                path.move(to: CGPoint(x: -1e300, y: 0))
                path.addCurve(
                    to: CGPoint(x: 1e300, y: 5), control1: CGPoint(x: 1e308, y: -1e308),
                    control2: CGPoint(x: 3, y: 1e300))
                path.closeSubpath()
                context.fill(path, with: .color(.red))
                context.stroke(path, with: .color(.blue), style: StrokeStyle(lineWidth: 1e300, dash: [1e-300, 1e300]))
            }.frame(width: 16, height: 16))
        do {
            _ = try renderer.pngData()
        } catch is RenderError {
            // A typed error is acceptable; a crash or a hang is not.
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

@Suite struct TransformedCompositingTests {
    /// plusDarker and inverse clips composite through a group; it must stay where the
    /// transform put it, at any scale.
    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func groupsStayWhereTheTransformPutsThem(scale: CGFloat) throws {
        let image = try render(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.white))
                var moved = context
                moved.translateBy(x: 10, y: 0)
                moved.blendMode = .plusDarker
                moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(white: 0.5)))
                var clipped = context
                clipped.translateBy(x: 0, y: 10)
                clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 10)), options: .inverse)
                clipped.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            }.frame(width: 20, height: 20), scale: scale)
        let s = Int(scale)
        #expect(image.color(5 * s, 5 * s) == (255, 255, 255, 255))
        #expect(abs(image.color(15 * s, 5 * s).r - 128) <= 1)
        #expect(image.color(2 * s, 15 * s).a == 0)
        #expect(image.color(7 * s, 15 * s) == (0, 0, 0, 255))
    }

    @Test func pdfBytesDoNotDependOnTheTime() throws {
        let renderer = ImageRenderer(
            content: Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            }.frame(width: 40, height: 40))
        let pdf = try renderer.pdfData()
        #expect(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (20000101000000Z)"))
    }
}

@Suite struct StateIsolationTests {
    /// Items do not leak state into later ones: an aliased fill, then an anti-aliased
    /// stroke; a dashed stroke, then a solid one; a multiply fill, then a normal one.
    @Test func drawingStateDoesNotLeakBetweenItems() throws {
        let image = try render(
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                context.fill(
                    Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black),
                    style: FillStyle(antialiased: false))
                context.stroke(
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 20.25)); p.addLine(to: CGPoint(x: 40, y: 20.25))
                    },
                    with: .color(.black), style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
                context.stroke(
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 30)); p.addLine(to: CGPoint(x: 40, y: 30))
                    },
                    with: .color(.black), lineWidth: 2)
                var multiply = context
                multiply.blendMode = .multiply
                multiply.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(Color(white: 0.5)))
                context.fill(Path(CGRect(x: 30, y: 0, width: 10, height: 10)), with: .color(Color(white: 0.5)))
            }.frame(width: 40, height: 40))
        // The second stroke is solid and anti-aliasing is back on (a 0.25 px offset line
        // covers two rows partially in the dashed stroke above; here the solid line is whole).
        for x in 0..<40 { #expect(image.color(x, 29).a == 255 && image.color(x, 30).a == 255, "x = \(x)") }
        // A stroke on a quarter-pixel offset is anti-aliased: partial coverage rows.
        let partial = image.color(1, 20).r
        #expect(partial > 0 && partial < 255, "\(partial)")
        // Normal after multiply: the grey is grey over white either way, but over the earlier
        // multiply region boundaries nothing changed.
        #expect(abs(image.color(35, 5).r - 128) <= 1)
    }
}

/// A drawing that starts with an opaque background is rendered into an uncleared buffer;
/// anything short of covering every pixel opaquely must still start from transparent.
@Suite struct UnclearedTargetTests {
    /// Leaves opaque green in the allocator's memory, so a buffer that should have been
    /// cleared and was not shows green instead of transparency.
    func dirtyTheAllocator() throws {
        for _ in 0..<3 {
            _ = try render(
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
                }.frame(width: 64, height: 64))
        }
    }

    /// Red at half coverage over transparent (un-premultiplying rounds by a step); dirty
    /// memory would show green or full alpha.
    func expectHalfRed(_ c: (r: Int, g: Int, b: Int, a: Int), sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            c.r == 255 && abs(c.g - 0x3B) <= 1 && abs(c.b - 0x30) <= 1 && abs(c.a - 128) <= 1, "\(c)",
            sourceLocation: sourceLocation)
    }

    @Test func anOpaqueBackgroundPaintsEveryPixel() throws {
        try dirtyTheAllocator()
        let image = try render(
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }.frame(width: 64, height: 64))
        for y in 0..<64 {
            for x in 0..<64 where image.color(x, y) != (255, 0x3B, 0x30, 255) {
                Issue.record("(\(x), \(y)) = \(image.color(x, y))")
            }
        }
    }

    @Test(arguments: ["translucent colour", "translucent context", "short of the edge", "multiply", "clipped", "moved"])
    func anythingLessStartsTransparent(_ kind: String) throws {
        try dirtyTheAllocator()
        let image = try render(
            Canvas { context, size in
                var background = Path(CGRect(origin: .zero, size: size))
                var color = Color.red
                switch kind {
                case "translucent colour": color = Color.red.opacity(0.5)
                case "translucent context": context.opacity = 0.5
                case "short of the edge":
                    background = Path(CGRect(x: 0, y: 0, width: size.width - 0.5, height: size.height))
                case "multiply": context.blendMode = .multiply
                case "clipped": context.clip(to: Path(CGRect(x: 0, y: 0, width: 32, height: 64)))
                default: context.translateBy(x: 0.5, y: 0)
                }
                context.fill(background, with: .color(color))
            }.frame(width: 64, height: 64))
        switch kind {
        case "translucent colour", "translucent context":
            expectHalfRed(image.color(10, 10))
        case "multiply":
            // Multiply over transparent is the source itself.
            #expect(image.color(10, 10) == (255, 0x3B, 0x30, 255), "\(image.color(10, 10))")
        case "clipped":
            #expect(image.color(50, 10).a == 0, "\(image.color(50, 10))")
        case "moved":
            expectHalfRed(image.color(0, 10))
        default:
            expectHalfRed(image.color(63, 10))
        }
    }
}

/// Groups (inverse clips, hand-composited modes) pushed after a clip left a scaled matrix
/// behind were painted at the wrong scale: popping restores the push-time matrix.
@Suite struct ClippedGroupTests {
    @Test(arguments: [1.0, 2.0, 3.0] as [CGFloat])
    func aClipAndAnInverseClipCoverExactlyTheirDifference(scale: CGFloat) throws {
        let renderer = ImageRenderer(
            content: Canvas { context, size in
                context.clip(to: Path(CGRect(x: 10, y: 10, width: 60, height: 40)))
                context.clip(to: Path(CGRect(x: 30, y: 20, width: 10, height: 10)), options: .inverse)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.purple))
            }.frame(width: 90, height: 90))
        renderer.scale = scale
        let image = try renderer.image()
        let covered = image.pixels.filter { $0 >> 24 > 128 }.count
        #expect(Double(covered) == 2_300 * Double(scale * scale), "scale \(scale): \(covered) pixels")
    }
}
