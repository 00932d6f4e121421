import Foundation
import Testing
import Vellum
import VellumRsvg

/// The drawing examples SwiftUI users know, as views, checked by sampling pixels against
/// the geometry they describe.
@Suite struct SwiftUIExampleTests {
    @Test func aRed200Circle() throws {
        let image = try render(Circle().fill(.red).frame(width: 200, height: 200))
        #expect(image.width == 200 && image.height == 200)
        #expect(image.rgba(x: 100, y: 100) == (255, 0x3B, 0x30, 255))
        // Inside at radius 98 on every axis and the diagonals; outside at radius 102 on the diagonals.
        for (dx, dy) in [(1.0, 0.0), (0, 1), (-1, 0), (0, -1), (0.7071, 0.7071), (-0.7071, -0.7071)] {
            let inside = image.rgba(x: Int(100 + 98 * dx), y: Int(100 + 98 * dy))
            #expect(inside.alpha == 255, "\(dx), \(dy): \(inside)")
            if dx != 0 && dy != 0 {
                let outside = image.rgba(x: Int(100 + 102 * dx), y: Int(100 + 102 * dy))
                #expect(outside.alpha == 0, "\(dx), \(dy): \(outside)")
            }
        }
    }

    @Test func aBlueCapsuleStroked10WideIn200By100() throws {
        let image = try render(Capsule().stroke(.blue, lineWidth: 10).frame(width: 200, height: 100))
        #expect(image.width == 200 && image.height == 100)
        // The stroke is centred on the outline: 5 points each side of the frame's edge.
        #expect(image.rgba(x: 100, y: 2).alpha == 255)
        #expect(image.rgba(x: 100, y: 6).alpha == 0)
        #expect(image.rgba(x: 100, y: 50).alpha == 0)
        #expect(image.rgba(x: 2, y: 50).alpha == 255 && image.rgba(x: 197, y: 50).alpha == 255)
        #expect(image.rgba(x: 100, y: 2).blue == 255)
    }

    @Test func aRoundedRectangleWithDash10() throws {
        let image = try render(
            RoundedRectangle(cornerRadius: 25)
                .stroke(.black, style: StrokeStyle(lineWidth: 4, dash: [10]))
                .frame(width: 200, height: 100))
        // Along the top edge, from where the straight part starts: 10 on, 10 off.
        var runs: [Bool] = []
        for x in 60..<140 { runs.append(image.rgba(x: x, y: 1).alpha > 128) }
        let changes = zip(runs, runs.dropFirst()).filter { $0 != $1 }.count
        #expect(changes >= 6 && changes <= 9, "\(changes) on/off changes along 80 points of dashes of 10")
    }

    @Test func anEllipseWithDash10_5_2Phase10() throws {
        let style = StrokeStyle(lineWidth: 6, dash: [10, 5, 2], dashPhase: 10)
        let image = try render(Ellipse().stroke(.green, style: style).frame(width: 200, height: 100))
        // The dash pattern starts at 3 o'clock, 10 into the pattern: 5 off, then 2 on.
        #expect(image.rgba(x: 197, y: 51).alpha < 40, "3 o'clock starts in the gap")
        let reference = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100)).strokedPath(style)
        var agree = 0, total = 0
        for y in stride(from: 0, to: 100, by: 3) {
            for x in stride(from: 0, to: 200, by: 3) {
                let inside = reference.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let alpha = image.rgba(x: x, y: y).alpha
                guard alpha < 20 || alpha > 235 else { continue }
                total += 1
                if inside == (alpha > 128) { agree += 1 }
            }
        }
        #expect(Double(agree) / Double(total) > 0.995, "\(agree) of \(total)")
    }

    @Test func aRedEllipseWithABlueStrokedOverlay() throws {
        let image = try render(
            Ellipse().fill(.red).overlay(Ellipse().stroke(.blue, lineWidth: 4)).frame(width: 160, height: 80))
        #expect(image.rgba(x: 80, y: 40) == (255, 0x3B, 0x30, 255))
        #expect(image.rgba(x: 80, y: 1).blue == 255 && image.rgba(x: 80, y: 1).red == 0)
        #expect(image.rgba(x: 1, y: 1).alpha == 0)
    }

    struct Wave: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.midY))
                p.addQuadCurve(
                    to: CGPoint(x: rect.midX, y: rect.midY), control: CGPoint(x: rect.width * 0.25, y: rect.minY))
                p.addQuadCurve(
                    to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.width * 0.75, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    @Test func aQuadCurveShapeWithARadialGradientOverALinearBackground() throws {
        let view = ZStack {
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
            Wave().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 100))
        }
        .frame(width: 200, height: 100)
        let image = try render(view)
        // Above the wave at x = 50: the background, half-way black to white.
        let background = image.rgba(x: 50, y: 10)
        #expect(abs(Int(background.red) - 64) <= 2 && background.red == background.blue, "\(background)")
        // Inside the wave, 10.5 from the frame's centre: t ≈ 0.105 from yellow (#FFCC00)
        // towards red (#FF3B30), so green ≈ 204 − 0.105 × 145 ≈ 189.
        let centre = image.rgba(x: 100, y: 60)
        #expect(centre.red == 255 && abs(Int(centre.green) - 189) <= 2, "\(centre)")
    }
}

@Suite struct ShapeModifierTests {
    @Test func circleTrimStartsAtThreeOClockClockwise() throws {
        let image = try render(
            Circle().trim(from: 0, to: 0.25).stroke(.black, lineWidth: 6).frame(width: 100, height: 100))
        #expect(image.rgba(x: 97, y: 52).alpha == 255, "3 o'clock")
        #expect(image.rgba(x: 85, y: 85).alpha == 255, "between 3 and 6 o'clock")
        #expect(image.rgba(x: 15, y: 15).alpha == 0, "not between 9 and 12")
        #expect(image.rgba(x: 85, y: 15).alpha == 0, "not between 12 and 3")
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        let image = try render(Rectangle().strokeBorder(.black, lineWidth: 10).frame(width: 50, height: 50))
        #expect(image.rgba(x: 0, y: 25).alpha == 255 && image.rgba(x: 9, y: 25).alpha == 255)
        #expect(image.rgba(x: 10, y: 25).alpha == 0)
        let centred = try render(Rectangle().stroke(.black, lineWidth: 10).frame(width: 50, height: 50))
        #expect(centred.rgba(x: 5, y: 25).alpha == 0, "a centred stroke reaches only 5 in")
    }

    @Test func insetRotationScaleOffsetTransform() throws {
        let inset = try render(Rectangle().inset(by: 10).fill(.black).frame(width: 50, height: 50))
        #expect(inset.rgba(x: 9, y: 25).alpha == 0 && inset.rgba(x: 10, y: 25).alpha == 255)
        let rotated = try render(Rectangle().rotation(.degrees(45)).fill(.black).frame(width: 50, height: 50))
        #expect(rotated.rgba(x: 1, y: 25).alpha == 255 && rotated.rgba(x: 1, y: 1).alpha == 0)
        let scaled = try render(Rectangle().scale(0.5).fill(.black).frame(width: 40, height: 40))
        #expect(scaled.rgba(x: 20, y: 20).alpha == 255 && scaled.rgba(x: 5, y: 5).alpha == 0)
        let offset = try render(Rectangle().offset(x: 10, y: 0).fill(.black).frame(width: 40, height: 40))
        #expect(offset.rgba(x: 5, y: 5).alpha == 0 && offset.rgba(x: 15, y: 5).alpha == 255)
        let transformed = try render(
            Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)).fill(.black).frame(width: 40, height: 40))
        #expect(transformed.rgba(x: 15, y: 5).alpha == 255 && transformed.rgba(x: 25, y: 5).alpha == 0)
    }

    @Test func pathAsAViewFillsBlackWhereItIs() throws {
        let image = try render(
            Path { p in p.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }.frame(width: 20, height: 20))
        #expect(image.rgba(x: 10, y: 10) == (0, 0, 0, 255))
        #expect(image.rgba(x: 2, y: 2).alpha == 0)
    }

    @Test func gradientUnitPointsResolveAgainstTheShapesFrame() throws {
        let image = try render(
            Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 10))
        #expect(abs(Int(image.rgba(x: 50, y: 5).red) - 128) <= 2)
    }
}

@Suite struct EffectTests {
    @Test func opacityAppliesToEachChildUnlessComposited() throws {
        // Two overlapping opaque squares at 50 %: SwiftUI applies the opacity to each child,
        // so the overlap is 75 %; as one compositing group it is 50 %.
        func squares() -> some View {
            ZStack {
                Color.black.frame(width: 20, height: 20)
                Color.black.frame(width: 10, height: 10)
            }
        }
        let each = try render(squares().opacity(0.5))
        #expect(abs(Int(each.rgba(x: 10, y: 10).alpha) - 191) <= 1)
        let grouped = try render(squares().compositingGroup().opacity(0.5))
        #expect(abs(Int(grouped.rgba(x: 10, y: 10).alpha) - 128) <= 1)
    }

    @Test func offsetRotationAndScaleMoveTheDrawingNotTheLayout() throws {
        let view = HStack(spacing: 0) {
            red.frame(width: 10, height: 10).offset(x: 5, y: 5)
            green.frame(width: 10, height: 10)
        }
        #expect(ViewRenderer.size(of: view, for: .unspecified) == CGSize(width: 20, height: 10))
        let image = try render(view.frame(width: 40, height: 40))
        #expect(image.rgba(x: 16, y: 21).red == 255)
        let rotated = try render(
            red.frame(width: 20, height: 4).rotationEffect(.degrees(90)).frame(width: 20, height: 20))
        #expect(rotated.rgba(x: 10, y: 2).red == 255 && rotated.rgba(x: 2, y: 10).alpha == 0)
        let scaled = try render(red.frame(width: 20, height: 20).scaleEffect(0.5))
        #expect(scaled.rgba(x: 10, y: 10).red == 255 && scaled.rgba(x: 2, y: 2).alpha == 0)
    }

    @Test func clipShapeCornerRadiusAndBorder() throws {
        let clipped = try render(Color.black.frame(width: 40, height: 40).clipShape(Circle()))
        #expect(clipped.rgba(x: 20, y: 20).alpha == 255 && clipped.rgba(x: 2, y: 2).alpha == 0)
        let rounded = try render(Color.black.frame(width: 40, height: 40).cornerRadius(10))
        #expect(rounded.rgba(x: 0, y: 0).alpha == 0 && rounded.rgba(x: 20, y: 0).alpha == 255)
        let bordered = try render(Color.white.frame(width: 20, height: 20).border(red, width: 2))
        #expect(frame(of: red, in: bordered) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(bordered.rgba(x: 2, y: 10) == (255, 255, 255, 255))
    }

    @Test func maskShowsTheViewOnlyWhereTheMaskIsOpaque() throws {
        let view = Color.black.frame(width: 40, height: 20).mask {
            HStack(spacing: 0) {
                Color.white.frame(width: 20); Color.clear.frame(width: 20)
            }
        }
        let image = try render(view)
        #expect(image.rgba(x: 10, y: 10).alpha == 255 && image.rgba(x: 30, y: 10).alpha == 0)
        let half = try render(Color.black.frame(width: 10, height: 10).mask { Color.white.opacity(0.5) })
        #expect(abs(Int(half.rgba(x: 5, y: 5).alpha) - 128) <= 1)
    }

    @Test func shadowDrawsBeneath() throws {
        let image = try render(
            Color.black.frame(width: 20, height: 20).shadow(color: red, radius: 0, x: 10, y: 0).frame(
                width: 40, height: 20))
        #expect(image.rgba(x: 35, y: 10) == (255, 0, 0, 255), "\(image.rgba(x: 35, y: 10))")
    }
}

/// Views through both backends: librsvg draws our SVG as Cairo draws the PNG.
@Suite struct ViewSVGAgreementTests {
    static var views: [(String, AnyView)] {
        [
            ("circle", AnyView(Circle().fill(.red).frame(width: 200, height: 200))),
            ("capsule", AnyView(Capsule().stroke(.blue, lineWidth: 10).frame(width: 200, height: 100))),
            (
                "dashes",
                AnyView(
                    RoundedRectangle(cornerRadius: 25).stroke(.black, style: StrokeStyle(lineWidth: 4, dash: [10]))
                        .frame(width: 200, height: 100))
            ),
            (
                "overlay",
                AnyView(
                    Ellipse().fill(.red).overlay(Ellipse().stroke(.blue, lineWidth: 4)).frame(width: 160, height: 80))
            ),
            (
                "stacks",
                AnyView(
                    VStack {
                        HStack {
                            Circle().fill(.green); Rectangle().fill(.orange)
                        }; Capsule().fill(.purple)
                    }
                    .padding().background(Color.yellow).frame(width: 120, height: 120))
            ),
            (
                "effects",
                AnyView(
                    ZStack {
                        Color.blue.frame(width: 60, height: 60).cornerRadius(12).shadow(radius: 6, y: 3)
                        Circle().fill(.white).frame(width: 30, height: 30).opacity(0.7).rotationEffect(.degrees(30))
                    }
                    .frame(width: 100, height: 100))
            ),
            (
                "mask",
                AnyView(
                    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                        .mask { Circle().padding(10) }.frame(width: 100, height: 100))
            )
        ]
    }

    @Test(arguments: ["circle", "capsule", "dashes", "overlay", "stacks", "effects", "mask"])
    func librsvgAgreesWithCairo(_ name: String) throws {
        let view = try #require(Self.views.first { $0.0 == name }).1
        let result = try librsvgAgreement(view)
        print("view \(name): \(result.summary)")
        #expect(result.matches, "\(name): \(result.summary)")
    }
}
