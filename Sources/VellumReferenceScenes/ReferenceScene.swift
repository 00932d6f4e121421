import CCairo
import Foundation
import Vellum

// The five 256×256 scenes of shared/reference-scenes.md, each twice: through Vellum's
// Canvas/GraphicsContext, and directly against Cairo's C API (the floor the benchmarks
// quote Vellum against). Tests compare the two pixel by pixel.

/// One reference scene.
public struct ReferenceScene: Sendable {
    /// The scene's name in reference-scenes.md (`linear-bar`, ...).
    public let name: String
    /// Draws the scene through Vellum.
    public let view: @Sendable () -> Canvas<EmptyView>
    /// Draws the scene directly with Cairo's C API on a 256×256 context.
    public let drawWithCairo: @Sendable (OpaquePointer) -> Void

    /// All five, in the document's order.
    public static let all: [ReferenceScene] = [linearBar, ring, dashedRing, gradientShape, conic]

    static let size = CGSize(width: 256, height: 256)
    static let center = CGPoint(x: 128, y: 128)

    // The palette, as 8-bit sRGB.
    static let track = Color(red: 0xE5 / 255, green: 0xE5 / 255, blue: 0xEA / 255)
    static let blue = Color(red: 0, green: 0x7A / 255, blue: 1)
    static let red = Color(red: 1, green: 0x3B / 255, blue: 0x30 / 255)
    static let yellow = Color(red: 1, green: 0xCC / 255, blue: 0)
    static let green = Color(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255)
    static let purple = Color(red: 0xAF / 255, green: 0x52 / 255, blue: 0xDE / 255)
    static let white = Color(white: 1)

    /// `rrect(x, y, w, h, r)` of the document: four quarter arcs clockwise from the top
    /// edge's right end.
    static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ radius: CGFloat) -> Path {
        let r = min(radius, w / 2, h / 2)
        return Path { p in
            p.addArc(
                center: CGPoint(x: x + w - r, y: y + r), radius: r, startAngle: .degrees(-90), endAngle: .degrees(0),
                clockwise: false)
            p.addArc(
                center: CGPoint(x: x + w - r, y: y + h - r), radius: r, startAngle: .degrees(0), endAngle: .degrees(90),
                clockwise: false)
            p.addArc(
                center: CGPoint(x: x + r, y: y + h - r), radius: r, startAngle: .degrees(90), endAngle: .degrees(180),
                clockwise: false)
            p.addArc(
                center: CGPoint(x: x + r, y: y + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(270),
                clockwise: false)
            p.closeSubpath()
        }
    }

    static func cairoRoundedRect(
        _ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double
    ) {
        let r = min(radius, w / 2, h / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    static func whiteBackground(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
    }

    static func canvas(_ draw: @escaping @Sendable (inout GraphicsContext, CGSize) -> Void) -> Canvas<EmptyView> {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(white))
            draw(&context, size)
        }
    }

    /// S1: a horizontal progress bar at 42 %.
    public static let linearBar = ReferenceScene(
        name: "linear-bar",
        view: {
            canvas { context, _ in
                context.fill(roundedRect(16, 120, 224, 16, 8), with: .color(track))
                context.fill(roundedRect(16, 120, 0.42 * 224, 16, 8), with: .color(blue))
            }
        },
        drawWithCairo: { cr in
            whiteBackground(cr)
            cairoRoundedRect(cr, 16, 120, 224, 16, 8)
            cairo_set_source_rgb(cr, 0xE5 / 255.0, 0xE5 / 255.0, 0xEA / 255.0)
            cairo_fill(cr)
            cairoRoundedRect(cr, 16, 120, 0.42 * 224, 16, 8)
            cairo_set_source_rgb(cr, 0, 0x7A / 255.0, 1)
            cairo_fill(cr)
        })

    /// S2: a circular progress ring at 73 %, round caps.
    public static let ring = ReferenceScene(
        name: "ring",
        view: {
            canvas { context, _ in
                let track = Path { p in
                    p.addArc(center: center, radius: 100, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
                    p.closeSubpath()
                }
                context.stroke(track, with: .color(Self.track), lineWidth: 20)
                let progress = Path { p in
                    p.addArc(
                        center: center, radius: 100, startAngle: .degrees(-90), endAngle: .degrees(-90 + 0.73 * 360),
                        clockwise: false)
                }
                context.stroke(progress, with: .color(blue), style: StrokeStyle(lineWidth: 20, lineCap: .round))
            }
        },
        drawWithCairo: { cr in
            whiteBackground(cr)
            cairo_arc(cr, 128, 128, 100, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_set_line_width(cr, 20)
            cairo_set_source_rgb(cr, 0xE5 / 255.0, 0xE5 / 255.0, 0xEA / 255.0)
            cairo_stroke(cr)
            cairo_arc(cr, 128, 128, 100, -.pi / 2, (-90 + 0.73 * 360) * .pi / 180)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_source_rgb(cr, 0, 0x7A / 255.0, 1)
            cairo_stroke(cr)
        })

    /// S3: the dashed ring.
    public static let dashedRing = ReferenceScene(
        name: "dashed-ring",
        view: {
            canvas { context, _ in
                let arc = Path { p in
                    p.addArc(
                        center: center, radius: 88, startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
                }
                context.stroke(arc, with: .color(red), style: StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10))
            }
        },
        drawWithCairo: { cr in
            whiteBackground(cr)
            cairo_arc(cr, 128, 128, 88, .pi / 180, 216 * .pi / 180)
            cairo_set_line_width(cr, 40)
            cairo_set_dash(cr, [5, 3], 2, 10)
            cairo_set_source_rgb(cr, 1, 0x3B / 255.0, 0x30 / 255.0)
            cairo_stroke(cr)
        })

    static let sailStops = Gradient(stops: [
        .init(color: red, location: 0), .init(color: yellow, location: 0.25), .init(color: green, location: 0.5),
        .init(color: blue, location: 0.75), .init(color: purple, location: 1)
    ])

    /// S4: a quadratic-curve "sail" with a radial gradient over a linear background.
    public static let gradientShape = ReferenceScene(
        name: "gradient-shape",
        view: {
            canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [Color(white: 0), white]),
                        startPoint: .zero, endPoint: CGPoint(x: 256, y: 256)))
                let sail = Path { p in
                    p.move(to: CGPoint(x: 16, y: 16))
                    p.addQuadCurve(to: CGPoint(x: 16, y: 240), control: center)
                    p.addLine(to: CGPoint(x: 240, y: 240))
                    p.closeSubpath()
                }
                context.fill(sail, with: .radialGradient(sailStops, center: center, startRadius: 0, endRadius: 300))
            }
        },
        drawWithCairo: { cr in
            whiteBackground(cr)
            let background = cairo_pattern_create_linear(0, 0, 256, 256)
            cairo_pattern_add_color_stop_rgb(background, 0, 0, 0, 0)
            cairo_pattern_add_color_stop_rgb(background, 1, 1, 1, 1)
            cairo_set_source(cr, background)
            cairo_paint(cr)
            cairo_pattern_destroy(background)
            cairo_move_to(cr, 16, 16)
            cairo_curve_to(cr, 16 + 2.0 / 3 * 112, 16 + 2.0 / 3 * 112, 16 + 2.0 / 3 * 112, 240 - 2.0 / 3 * 112, 16, 240)
            cairo_line_to(cr, 240, 240)
            cairo_close_path(cr)
            let radial = cairo_pattern_create_radial(128, 128, 0, 128, 128, 300)
            let offsets: [Double] = [0, 0.25, 0.5, 0.75, 1]
            let colors: [(Double, Double, Double)] = [
                (255, 0x3B, 0x30), (255, 0xCC, 0), (0x34, 0xC7, 0x59),
                (0, 0x7A, 255), (0xAF, 0x52, 0xDE)
            ]
            for (offset, rgb) in zip(offsets, colors) {
                cairo_pattern_add_color_stop_rgb(radial, offset, rgb.0 / 255, rgb.1 / 255, rgb.2 / 255)
            }
            cairo_set_source(cr, radial)
            cairo_fill(cr)
            cairo_pattern_destroy(radial)
        })

    static let conicColors: [(Double, Double, Double)] = [
        (1, 0x3B / 255.0, 0x30 / 255.0), (1, 0xCC / 255.0, 0), (0x34 / 255.0, 0xC7 / 255.0, 0x59 / 255.0),
        (0, 0x7A / 255.0, 1), (0xAF / 255.0, 0x52 / 255.0, 0xDE / 255.0), (1, 0x3B / 255.0, 0x30 / 255.0)
    ]

    /// S5: a disc filled with an angular gradient.
    public static let conic = ReferenceScene(
        name: "conic",
        view: {
            canvas { context, _ in
                let gradient = Gradient(colors: [red, yellow, green, blue, purple, red])
                context.fill(
                    Path(ellipseIn: CGRect(x: 18, y: 18, width: 220, height: 220)),
                    with: .conicGradient(gradient, center: center, angle: .zero))
            }
        },
        drawWithCairo: { cr in
            whiteBackground(cr)
            // 40 pie-slice Coons patches of 9° (the document's construction).
            let mesh = cairo_pattern_create_mesh()
            let radius = 114.0
            func color(atDegrees degrees: Double) -> (Double, Double, Double) {
                let t = degrees / 360 * 5
                let index = min(Int(t), 4)
                let f = t - Double(index)
                let a = conicColors[index], b = conicColors[index + 1]
                return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f)
            }
            for patch in 0..<40 {
                let a0 = Double(patch) * 9 * .pi / 180, a1 = a0 + 9 * .pi / 180
                let k = 4.0 / 3.0 * tan(9 * .pi / 180 / 4) * radius
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, 128, 128)
                cairo_mesh_pattern_line_to(mesh, 128 + radius * cos(a0), 128 + radius * sin(a0))
                cairo_mesh_pattern_curve_to(
                    mesh, 128 + radius * cos(a0) - k * sin(a0), 128 + radius * sin(a0) + k * cos(a0),
                    128 + radius * cos(a1) + k * sin(a1), 128 + radius * sin(a1) - k * cos(a1),
                    128 + radius * cos(a1), 128 + radius * sin(a1))
                cairo_mesh_pattern_line_to(mesh, 128, 128)
                let c0 = color(atDegrees: Double(patch) * 9), c1 = color(atDegrees: Double(patch + 1) * 9)
                cairo_mesh_pattern_set_corner_color_rgb(mesh, 0, c0.0, c0.1, c0.2)
                cairo_mesh_pattern_set_corner_color_rgb(mesh, 1, c0.0, c0.1, c0.2)
                cairo_mesh_pattern_set_corner_color_rgb(mesh, 2, c1.0, c1.1, c1.2)
                cairo_mesh_pattern_set_corner_color_rgb(mesh, 3, c1.0, c1.1, c1.2)
                cairo_mesh_pattern_end_patch(mesh)
            }
            cairo_arc(cr, 128, 128, 110, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_set_source(cr, mesh)
            cairo_fill(cr)
            cairo_pattern_destroy(mesh)
        })
}
