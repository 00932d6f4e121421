import CCairo
import Foundation
import VellumDrawing
import VellumGeometry

extension CairoPlayer {
    /// The device-space bounds of `path` drawn with `transform`, grown by `outset` user
    /// units (for strokes) and clamped to the target. The whole target when the mapped bounds
    /// are not finite (huge coordinates under a huge transform give infinities and inf − inf),
    /// which Foundation's `intersection` traps on.
    func deviceBounds(of path: PreparedPath, _ transform: CGAffineTransform, outset: CGFloat = 0) -> CGRect {
        let user = path.path.boundingRect.insetBy(dx: -outset, dy: -outset)
        let device =
            path.isInDeviceSpace
            ? user.applying(CGAffineTransform(scaleX: devicePathScale, y: devicePathScale))
            : user.applying(transform.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
        let target = CGRect(x: 0, y: 0, width: deviceWidth, height: deviceHeight)
        guard [device.origin.x, device.origin.y, device.width, device.height].allSatisfy({ $0.isFinite }) else {
            return target
        }
        return device.intersection(target)
    }

    /// Makes `paint` the source, its alpha multiplied by `opacity`. The context's matrix
    /// must be the user space of the item (`transform`); `bounds` (device space) limits
    /// what raster paints compute.
    func setSource(_ paint: Paint, opacity: Double, transform: CGAffineTransform, bounds: @autoclosure () -> CGRect)
        throws
    {
        if case .color(let color) = paint {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity * opacity)
            return
        }
        if case .image(let pattern) = paint {
            try setImageSource(pattern, opacity: opacity, transform: transform)
            return
        }
        if paint.containsConic {
            try setRasterSource(paint, opacity: opacity, transform: transform, bounds: bounds())
            return
        }
        guard let pattern = makePattern(paint, opacity: opacity) else {
            throw RenderError.backend(operation: "cairo_pattern_create", detail: "no pattern")
        }
        defer { cairo_pattern_destroy(pattern) }
        try checkCairo(cairo_pattern_status(pattern), "cairo_pattern_create")
        cairo_set_source(cr, pattern)
    }

    /// A Cairo pattern for a vector paint in user space (nil only when Cairo fails).
    private func makePattern(_ paint: Paint, opacity: Double) -> OpaquePointer? {
        switch paint {
        case .color(let color):
            return cairo_pattern_create_rgba(color.red, color.green, color.blue, color.opacity * opacity)
        case .linearGradient(let gradient, let start, let end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(gradient, opacity: opacity, to: pattern)
            return pattern
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            let pattern = cairo_pattern_create_radial(
                center.x, center.y, max(startRadius, 0),
                center.x, center.y, max(endRadius, 0))
            addStops(gradient, opacity: opacity, to: pattern)
            return pattern
        case .transformed(let inner, let transform):
            guard let pattern = makePattern(inner, opacity: opacity) else { return nil }
            // Cairo's pattern matrix maps user space to pattern space: the inverse.
            var existing = cairo_matrix_t()
            cairo_pattern_get_matrix(pattern, &existing)
            let inverse = transform.inverted()
            var toPattern = cairo_matrix_t(
                xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d,
                x0: inverse.tx, y0: inverse.ty)
            var combined = cairo_matrix_t()
            cairo_matrix_multiply(&combined, &toPattern, &existing)
            cairo_pattern_set_matrix(pattern, &combined)
            return pattern
        case .conicGradient, .image:
            return nil
        }
    }

    private func addStops(_ gradient: ResolvedGradient, opacity: Double, to pattern: OpaquePointer?) {
        guard let pattern else { return }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green,
                stop.color.blue, stop.color.opacity * opacity)
        }
    }
}

extension Paint {
    /// Whether Cairo needs our raster help to draw this paint.
    var containsConic: Bool {
        switch self {
        case .conicGradient: return true
        case .transformed(let inner, _): return inner.containsConic
        default: return false
        }
    }
}
