import CCairo
import Foundation
import VellumGeometry

/// Plays a `Path` into a Cairo context, for code that draws with Cairo's C API directly.
///
/// Quadratic curves are raised exactly to cubics, since Cairo has none.
///
/// ```swift
/// CairoPath.set(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), on: cr)
/// cairo_fill(cr)
/// ```
package enum CairoPath {
    /// Replaces the context's current path with `path`, in the context's user space.
    package static func set(_ path: Path, on cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
                subpathStart = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                let (c1, c2) = cubicControls(quadFrom: current, control: c, to: p)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }
}
