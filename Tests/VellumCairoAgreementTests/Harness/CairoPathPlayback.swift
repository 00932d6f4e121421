import CCairo
import Foundation
import VellumCairo

@testable import VellumGeometry

/// An opaque sRGB colour for test drawings.
struct TestColor: Sendable {
    var red: Double, green: Double, blue: Double

    static let black = TestColor(red: 0, green: 0, blue: 0)
    static let red = TestColor(red: 1, green: 59 / 255, blue: 48 / 255)
    static let blue = TestColor(red: 0, green: 122 / 255, blue: 1)
}

/// Vellum paths and styles played back through cairo's C API.
enum CairoPlayback {
    /// Replaces the context's path with `path`. Quadratic curves are elevated exactly to
    /// cubics: c1 = p0 + 2/3·(c − p0), c2 = p2 + 2/3·(c − p2).
    static func setPath(_ path: Path, on cr: OpaquePointer) {
        CairoPath.set(path, on: cr)
    }

    /// Fills `path` with `color`, non-zero unless `style` asks for even-odd.
    static func fill(_ path: Path, color: TestColor = .black, style: FillStyle = FillStyle(), on cr: OpaquePointer) {
        setPath(path, on: cr)
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_fill(cr)
    }

    /// Sets cairo's stroke parameters from `style`. A dash pattern that `StrokeStyle`
    /// documents as solid (a negative or non-finite entry, or a sum that is not positive) is
    /// left out, because cairo would reject it; an odd count is passed as is, which cairo
    /// repeats as SVG does.
    static func apply(_ style: StrokeStyle, on cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit)
        let dash = style.dash
        let dashIsValid = !dash.isEmpty && dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.reduce(0, +) > 0
        if dashIsValid, style.dashPhase.isFinite {
            dash.map(Double.init).withUnsafeBufferPointer { buffer in
                cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), style.dashPhase)
            }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// Strokes `path` with cairo's own stroker. A width that is not positive and finite
    /// draws nothing, as `StrokeStyle` documents.
    static func stroke(_ path: Path, style: StrokeStyle, color: TestColor = .black, on cr: OpaquePointer) {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        setPath(path, on: cr)
        apply(style, on: cr)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_stroke(cr)
    }
}

extension CairoImage {
    /// A white image with `path` filled on it.
    static func filling(
        _ path: Path, color: TestColor = .black, style: FillStyle = FillStyle(),
        width: Int = 256, height: Int = 256
    ) throws -> CairoImage {
        try render(width: width, height: height) { CairoPlayback.fill(path, color: color, style: style, on: $0) }
    }

    /// A white image with `path` stroked on it by cairo's stroker.
    static func stroking(
        _ path: Path, style: StrokeStyle, color: TestColor = .black,
        width: Int = 256, height: Int = 256
    ) throws -> CairoImage {
        try render(width: width, height: height) { CairoPlayback.stroke(path, style: style, color: color, on: $0) }
    }
}

/// Cairo's own point-in-fill test (`cairo_in_fill`), for checking hit testing.
enum CairoHitTest {
    /// For each point, whether cairo counts it inside `path` under the given rule.
    static func contains(_ points: [CGPoint], in path: Path, eoFill: Bool = false) throws -> [Bool] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else {
            throw CairoError(operation: "cairo_image_surface_create", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_surface_destroy(surface) }
        try CairoError.check(cairo_surface_status(surface), "cairo_image_surface_create")
        guard let cr = cairo_create(surface) else {
            throw CairoError(operation: "cairo_create", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_destroy(cr) }
        cairo_set_tolerance(cr, 0.1)
        cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        CairoPlayback.setPath(path, on: cr)
        let result = points.map { cairo_in_fill(cr, $0.x, $0.y) != 0 }
        try CairoError.check(cairo_status(cr), "cairo_in_fill")
        return result
    }

    /// Whether cairo counts `point` inside `path`.
    static func contains(_ point: CGPoint, in path: Path, eoFill: Bool = false) throws -> Bool {
        try contains([point], in: path, eoFill: eoFill)[0]
    }
}
