internal import CPango
import Foundation
import VellumDrawing
import VellumGeometry

// Glyph outlines: each laid-out line drawn as a Cairo path and copied into a Path.

extension PangoSession {
    /// Appends the glyph outlines of `line`, its baseline origin moved to `origin`.
    ///
    /// Each line is drawn with its origin at Cairo's origin and moved into place in Double:
    /// Cairo keeps path coordinates in 24.8 fixed point, which ends at ±8.4 million, and a
    /// line on its own stays within a million points (see `TextShaper.layoutScale`).
    func appendOutline(
        of line: UnsafeMutablePointer<PangoLayoutLine>, at origin: CGPoint,
        to outline: inout Path
    ) throws(TextShapingError) {
        guard line.pointee.runs != nil else { return }
        cairo_new_path(scratch)
        cairo_move_to(scratch, 0, 0)
        pango_cairo_layout_line_path(scratch, line)
        try appendScratchPath(offsetBy: origin, to: &outline, operation: "pango_cairo_layout_line_path")
    }

    /// Appends the scratch context's current path to `outline`, every point moved by
    /// `offset`, and clears it.
    func appendScratchPath(offsetBy origin: CGPoint, to outline: inout Path, operation: String) throws(TextShapingError)
    {
        let status = cairo_status(scratch)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .backend(operation: operation, detail: String(cString: cairo_status_to_string(status)))
        }
        guard let path = cairo_copy_path(scratch) else {
            throw .backend(operation: "cairo_copy_path", detail: "no path")
        }
        defer {
            cairo_path_destroy(path)
            cairo_new_path(scratch)
        }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS else {
            throw .backend(
                operation: "cairo_copy_path", detail: String(cString: cairo_status_to_string(path.pointee.status)))
        }
        append(path.pointee, offsetBy: origin, to: &outline)
    }

    /// Appends a Cairo path (user space) to `outline`, every point moved by `offset`.
    private func append(_ path: cairo_path_t, offsetBy offset: CGPoint, to outline: inout Path) {
        guard let data = path.data else { return }
        func point(_ i: Int) -> CGPoint {
            CGPoint(x: data[i].point.x + offset.x, y: data[i].point.y + offset.y)
        }
        let count = Int(path.num_data)
        // A move is written only when something is drawn from it: the current point a path
        // starts at, and the one Cairo leaves after each closed contour, are not ink and
        // must not widen the outline's bounds.
        var pendingMove: CGPoint?
        func drawFromPendingMove() {
            if let move = pendingMove { outline.move(to: move) }
            pendingMove = nil
        }
        var i = 0
        while i < count {
            let header = data[i].header
            let length = Int(header.length)
            guard length >= 1, i + length <= count else { return }
            switch header.type {
            case CAIRO_PATH_MOVE_TO where length >= 2:
                pendingMove = point(i + 1)
            case CAIRO_PATH_LINE_TO where length >= 2:
                drawFromPendingMove()
                outline.addLine(to: point(i + 1))
            case CAIRO_PATH_CURVE_TO where length >= 4:
                drawFromPendingMove()
                outline.addCurve(to: point(i + 3), control1: point(i + 1), control2: point(i + 2))
            case CAIRO_PATH_CLOSE_PATH:
                outline.closeSubpath()
            default:
                break
            }
            i += length
        }
    }
}
