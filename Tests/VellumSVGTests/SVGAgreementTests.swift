import Foundation
import Testing
import Vellum
import VellumRsvg

/// Each feature of the writer, drawn by librsvg from our SVG, against the Cairo raster of
/// the same drawing: at most 0.5 % of pixels differ by more than 8/255.
@Suite struct SVGAgreementTests {
    static let disc = Path(ellipseIn: CGRect(x: 10, y: 10, width: 50, height: 50))
    static let otherDisc = Path(ellipseIn: CGRect(x: 30, y: 25, width: 50, height: 50))

    func expectAgreement(
        _ name: String, width: CGFloat = 90, height: CGFloat = 90, scale: CGFloat = 1,
        _ draw: @escaping (inout GraphicsContext, CGSize) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (svg, librsvg, cairo) = try svgAndRaster(
            Canvas(renderer: draw).frame(width: width, height: height), scale: scale)
        let differing = differingPixels(librsvg, cairo)
        if let directory = ProcessInfo.processInfo.environment["VELLUM_SVG_DUMP"] {
            try svg.write(toFile: "\(directory)/\(name).svg", atomically: true, encoding: .utf8)
            try cairo.writeRGBA(to: "\(directory)/\(name).cairo.rgba")
            try librsvg.writeRGBA(to: "\(directory)/\(name).rsvg.rgba")
        }
        let share = Double(differing) / Double(cairo.pixels.count)
        print("svg \(name): \(svg.utf8.count) bytes, \(String(format: "%.3f", share * 100)) % over 8/255")
        #expect(share <= 0.005, "\(name): \(differing) pixels differ\n\(svg)", sourceLocation: sourceLocation)
    }

    /// Every mode the writer accepts except `plusLighter`: SVG writes it as CSS Compositing
    /// Level 2's `mix-blend-mode: plus-lighter`, which browsers draw and librsvg 2.54 ignores
    /// (it draws normal); the Chromium tests check that one.
    static let svgBlendModes: [BlendMode] = [
        .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
        .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color,
        .luminosity, .destinationOver, .destinationOut, .clear
    ]

    @Test(arguments: svgBlendModes)
    func blendModes(_ mode: BlendMode) throws {
        try expectAgreement("blend \(mode)") { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 90, height: 45)), with: .color(Color(white: 0.9)))
            context.fill(Self.disc, with: .color(.orange))
            context.blendMode = mode
            context.opacity = 0.8
            context.fill(Self.otherDisc, with: .color(.blue))
        }
    }

    @Test func clipsInverseClipsAndAliasedFills() throws {
        try expectAgreement("clips", scale: 2) { context, size in
            var clipped = context
            clipped.rotate(by: .degrees(10))
            clipped.clip(to: Path(roundedRect: CGRect(x: 10, y: 5, width: 60, height: 40), cornerRadius: 8))
            clipped.clip(to: Path(ellipseIn: CGRect(x: 30, y: 15, width: 20, height: 20)), options: .inverse)
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.purple))
            context.fill(
                Path(CGRect(x: 10.3, y: 60.6, width: 30.4, height: 20.2)), with: .color(.green),
                style: FillStyle(antialiased: false))
        }
    }

    @Test func strokesInNonUniformUserSpaceAndDashes() throws {
        try expectAgreement("strokes") { context, _ in
            var wide = context
            wide.translateBy(x: 45, y: 30)
            wide.scaleBy(x: 3, y: 1)
            wide.stroke(
                Path(ellipseIn: CGRect(x: -10, y: -15, width: 20, height: 30)), with: .color(.red),
                style: StrokeStyle(lineWidth: 3, dash: [6, 3], dashPhase: 2))
            var turned = context
            turned.translateBy(x: 45, y: 70)
            turned.rotate(by: .degrees(30))
            turned.scaleBy(x: 2, y: 2)
            turned.stroke(
                Path(CGRect(x: -8, y: -5, width: 16, height: 10)), with: .color(.blue),
                style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [3, 2]))
        }
    }

    @Test func ellipticalAndInsideOutRadialGradients() throws {
        try expectAgreement("radials", width: 120, height: 60) { context, size in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 60, height: 60)),
                with: .style(
                    EllipticalGradient(
                        colors: [.yellow, .red, .indigo], startRadiusFraction: 0.1, endRadiusFraction: 0.5)))
            context.fill(
                Path(CGRect(x: 60, y: 0, width: 60, height: 60)),
                with: .radialGradient(
                    Gradient(colors: [.mint, .purple.opacity(0.5)]), center: CGPoint(x: 90, y: 30),
                    startRadius: 28, endRadius: 4))
        }
    }

    @Test func conicTranslucentTransformedAndStroked() throws {
        try expectAgreement("conics", width: 160, height: 80) { context, _ in
            var turned = context
            turned.translateBy(x: 40, y: 40)
            turned.rotate(by: .degrees(20))
            turned.scaleBy(x: 1.5, y: 0.8)
            turned.fill(
                Path(ellipseIn: CGRect(x: -25, y: -40, width: 50, height: 80)),
                with: .conicGradient(
                    Gradient(colors: [.red.opacity(0.2), .blue, .green.opacity(0.7), .red.opacity(0.2)]),
                    center: .zero, angle: .degrees(45)))
            context.stroke(
                Path(ellipseIn: CGRect(x: 95, y: 15, width: 50, height: 50)),
                with: .conicGradient(Gradient(colors: [.orange, .teal]), center: CGPoint(x: 120, y: 40)),
                style: StrokeStyle(lineWidth: 9, lineCap: .round, dash: [20, 8]))
        }
    }

    @Test func layersWithShadowsOpacityAndBlendingInside() throws {
        try expectAgreement("layers", width: 120, height: 90) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 90)), with: .color(.white))
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 6, x: 3, y: 4))
            // librsvg blurs with σ < 2 far too sharply (σ = 1 reaches 33/255 where the exact
            // Gaussian has 79 half a pixel outside an edge; σ = 0.5 not at all), so the
            // radii here keep σ = radius / 2 at 2 or more.
            shadowed.addFilter(.shadow(color: .blue, radius: 4, x: -2, y: 0))
            shadowed.fill(
                Path(roundedRect: CGRect(x: 15, y: 15, width: 40, height: 40), cornerRadius: 6), with: .color(.yellow))
            var layered = context
            layered.opacity = 0.6
            layered.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 60, y: 20, width: 40, height: 40)), with: .color(.red))
                layer.blendMode = .multiply
                layer.fill(Path(ellipseIn: CGRect(x: 75, y: 35, width: 40, height: 40)), with: .color(.cyan))
            }
        }
    }

    /// The conic gradient's wedges, drawn by librsvg, are within 2/255 of the exact colour at
    /// every pixel well inside the disc (the issue's bound), away from the centre where one
    /// pixel spans many angles.
    @Test func conicWedgesAreWithinTwoLevelsOfTheExactColour() throws {
        let gradient = Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red])
        let (_, librsvg, _) = try svgAndRaster(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .conicGradient(gradient, center: CGPoint(x: 64, y: 64)))
            }.frame(width: 128, height: 128))
        let exact = Paint.conicGradient(
            ResolvedGradient(stops: gradient.stops.map { .init(location: $0.location, color: $0.color.resolved) }),
            center: CGPoint(x: 64, y: 64), startAngle: .zero)
        var worst = 0.0, worstAt = (0, 0)
        for y in 0..<128 {
            for x in 0..<128 {
                let dx = Double(x) + 0.5 - 64, dy = Double(y) + 0.5 - 64
                guard dx * dx + dy * dy > 16 * 16 else { continue }
                // The seam at the start angle (3 o'clock) is a hard edge in both.
                if abs(dy) < 1, dx > 0 { continue }
                let want = exact.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let got = librsvg.rgba(x: x, y: y)
                let error = max(
                    abs(Double(got.red) - want.red * 255), abs(Double(got.green) - want.green * 255),
                    abs(Double(got.blue) - want.blue * 255))
                if error > worst { worst = error; worstAt = (x, y) }
            }
        }
        print("conic wedges: worst \(String(format: "%.2f", worst))/255 at \(worstAt)")
        #expect(worst <= 2.5, "worst \(worst)/255 at \(worstAt)")
    }
}

extension RasterImage {
    /// Raw straight RGBA bytes with a one-line header, for looking at failures.
    func writeRGBA(to path: String) throws {
        var bytes = Array("\(width) \(height)\n".utf8)
        for y in 0..<height {
            for x in 0..<width { let c = rgba(x: x, y: y); bytes += [c.red, c.green, c.blue, c.alpha] }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
