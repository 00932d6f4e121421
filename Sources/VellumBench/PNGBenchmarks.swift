import CCairo
import Foundation
import VellumCairo

// PNG encoding benchmarks (issue 3, "Numbers"): the five reference scenes of
// shared/reference-scenes.md drawn directly with Cairo's C API, then encoded by Cairo's
// writer (libpng) and by our encoder (libdeflate) at each PNGCompression.

/// A reference scene drawn with Cairo's C API onto a cleared 256×256 ARGB32 surface.
struct ReferenceScene: Sendable {
    var name: String
    var draw: @Sendable (OpaquePointer) -> Void

    static let all: [ReferenceScene] = [
        ReferenceScene(name: "linear-bar") { cr in
            white(cr)
            roundedRect(cr, 16, 120, 224, 16, 8)
            rgb(cr, 0xE5E5EA)
            cairo_fill(cr)
            roundedRect(cr, 16, 120, 0.42 * 224, 16, 8)
            rgb(cr, 0x007AFF)
            cairo_fill(cr)
        },
        ReferenceScene(name: "ring") { cr in
            white(cr)
            cairo_set_line_width(cr, 20)
            cairo_arc(cr, 128, 128, 100, 0, 2 * .pi)
            cairo_close_path(cr)
            rgb(cr, 0xE5E5EA)
            cairo_stroke(cr)
            cairo_arc(cr, 128, 128, 100, radians(-90), radians(-90 + 0.73 * 360))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            rgb(cr, 0x007AFF)
            cairo_stroke(cr)
        },
        ReferenceScene(name: "dashed-ring") { cr in
            white(cr)
            cairo_arc(cr, 128, 128, 88, radians(1), radians(0.6 * 360))
            cairo_set_line_width(cr, 40)
            cairo_set_dash(cr, [5, 3], 2, 10)
            rgb(cr, 0xFF3B30)
            cairo_stroke(cr)
        },
        ReferenceScene(name: "gradient-shape") { cr in
            white(cr)
            let linear = cairo_pattern_create_linear(0, 0, 256, 256)!
            cairo_pattern_add_color_stop_rgb(linear, 0, 0, 0, 0)
            cairo_pattern_add_color_stop_rgb(linear, 1, 1, 1, 1)
            cairo_set_source(cr, linear)
            cairo_paint(cr)
            cairo_pattern_destroy(linear)
            cairo_move_to(cr, 16, 16)
            cairo_curve_to(cr, 16 + 2.0 / 3 * 112, 16 + 2.0 / 3 * 112,
                           16 + 2.0 / 3 * 112, 240 - 2.0 / 3 * 112, 16, 240)
            cairo_line_to(cr, 240, 240)
            cairo_close_path(cr)
            let radial = cairo_pattern_create_radial(128, 128, 0, 128, 128, 300)!
            for (offset, hex) in zip([0, 0.25, 0.5, 0.75, 1], [0xFF3B30, 0xFFCC00, 0x34C759, 0x007AFF, 0xAF52DE]) {
                let (r, g, b) = components(hex)
                cairo_pattern_add_color_stop_rgb(radial, offset, r, g, b)
            }
            cairo_set_source(cr, radial)
            cairo_fill(cr)
            cairo_pattern_destroy(radial)
        },
        ReferenceScene(name: "conic") { cr in
            white(cr)
            let stops = [0xFF3B30, 0xFFCC00, 0x34C759, 0x007AFF, 0xAF52DE, 0xFF3B30].map(components)
            // 40 pie-slice Coons patches of 9°, mesh radius 114, clipped by the r = 110 fill.
            let mesh = cairo_pattern_create_mesh()!
            let radius = 114.0, step = radians(9), k = 4.0 / 3 * tan(step / 4) * radius
            func colour(_ patch: Int) -> (Double, Double, Double) {
                let interval = patch / 8, f = Double(patch % 8) / 8
                let (a, b) = (stops[interval], stops[min(interval + 1, 5)])
                return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f)
            }
            for i in 0..<40 {
                let a0 = Double(i) * step, a1 = a0 + step
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, 128, 128)
                cairo_mesh_pattern_line_to(mesh, 128 + radius * cos(a0), 128 + radius * sin(a0))
                cairo_mesh_pattern_curve_to(mesh,
                                            128 + radius * cos(a0) - k * sin(a0), 128 + radius * sin(a0) + k * cos(a0),
                                            128 + radius * cos(a1) + k * sin(a1), 128 + radius * sin(a1) - k * cos(a1),
                                            128 + radius * cos(a1), 128 + radius * sin(a1))
                cairo_mesh_pattern_line_to(mesh, 128, 128)
                let (c0, c1) = (colour(i), colour(i + 1))
                for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgb(mesh, UInt32(corner), c.0, c.1, c.2)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
            cairo_arc(cr, 128, 128, 110, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_set_source(cr, mesh)
            cairo_fill(cr)
            cairo_pattern_destroy(mesh)
        },
    ]

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private static func components(_ hex: Int) -> (Double, Double, Double) {
        (Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }
    private static func rgb(_ cr: OpaquePointer, _ hex: Int) {
        let (r, g, b) = components(hex)
        cairo_set_source_rgb(cr, r, g, b)
    }
    private static func white(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
    }
    /// `rrect` of the reference scenes: four clockwise quarter arcs from the top edge's right end.
    private static func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                                    _ r: Double) {
        let r = min(r, w / 2, h / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, radians(-90), 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, radians(90))
        cairo_arc(cr, x + r, y + h - r, r, radians(90), radians(180))
        cairo_arc(cr, x + r, y + r, r, radians(180), radians(270))
        cairo_close_path(cr)
    }

    /// One timed image: create the surface and context, draw, run `encode` on the flushed
    /// surface, destroy everything. Returns what `encode` returns.
    func image(_ encode: (OpaquePointer) -> Int) -> Int {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 256, 256) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return 0 }
        cairo_set_tolerance(cr, 0.1)
        draw(cr)
        precondition(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "cairo failed drawing \(name)")
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return encode(surface)
    }
}

/// Collects what `cairo_surface_write_to_png_stream` writes.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// Cairo's own PNG of `surface`, in memory.
func cairoPNG(_ surface: OpaquePointer) -> [UInt8] {
    let sink = ByteSink()
    sink.bytes.reserveCapacity(64 * 1024)
    let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }, Unmanaged.passUnretained(sink).toOpaque())
    precondition(status == CAIRO_STATUS_SUCCESS, "cairo's PNG writer failed")
    return sink.bytes
}

/// Our PNG of `surface`.
func ourPNG(_ surface: OpaquePointer, _ compression: PNGCompression) -> [UInt8] {
    do {
        return try PNGEncoder.encode(argb32: cairo_image_surface_get_data(surface),
                                     width: Int(cairo_image_surface_get_width(surface)),
                                     height: Int(cairo_image_surface_get_height(surface)),
                                     stride: Int(cairo_image_surface_get_stride(surface)),
                                     compression: compression)
    } catch {
        fatalError("PNGEncoder failed: \(error)")
    }
}

func runPNGBenchmarks() {
    print("")
    print("PNG encoding of the reference scenes, drawn with Cairo's C API (median of 9 blocks, µs per image:")
    print("create, draw, encode to memory, destroy). ratio = Cairo's writer µs / ours; bytes x = ours / Cairo's")
    let levels: [(String, PNGCompression)] = [("fast", .fast), ("default", .default), ("smallest", .smallest)]
    var header = "scene".padding(toLength: 15, withPad: " ", startingAt: 0) + "  draw µs  cairo µs  bytes"
    for (name, _) in levels { header += "  | " + "\(name) µs  bytes  ratio  bytes x".leftPadded(to: 32) }
    print(header)
    for scene in ReferenceScene.all {
        let calls = 40
        let draw = medianMicroseconds(callsPerBlock: calls) { scene.image { _ in 1 } }
        let cairo = medianMicroseconds(callsPerBlock: calls) { scene.image { cairoPNG($0).count } }
        let cairoBytes = scene.image { cairoPNG($0).count }
        var line = scene.name.padding(toLength: 15, withPad: " ", startingAt: 0)
        line += String(format: "  %7.0f  %8.0f  %5d", draw, cairo, cairoBytes)
        for (_, compression) in levels {
            let ours = medianMicroseconds(callsPerBlock: compression == .smallest ? calls / 4 : calls) {
                scene.image { ourPNG($0, compression).count }
            }
            let bytes = scene.image { ourPNG($0, compression).count }
            line += String(format: "  | %9.0f  %6d  %5.2f  %7.3f", ours, bytes, cairo / ours,
                           Double(bytes) / Double(cairoBytes))
        }
        print(line)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
