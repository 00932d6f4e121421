import CCairo
import Foundation
import VellumCore
import VellumGeometry

/// Plays a recorded ``Drawing`` onto a Cairo context: the raster (PNG) and PDF backends.
///
/// Strokes use Cairo's own stroker (as the C reference drawings do); everything Cairo 1.16
/// lacks — conic gradients, blurred shadows, "plus darker" — is computed by the raster
/// helpers in `Raster/` and handed to Cairo as image surfaces.
struct CairoPlayer {
    let cr: OpaquePointer
    /// Device pixels per root point.
    let scale: CGFloat
    /// The target's size in device units (pixels, or points for PDF).
    let deviceWidth: Int
    let deviceHeight: Int
    /// Pixels per device unit for what Cairo cannot draw as vectors (conic gradients,
    /// shadows): 1 on image surfaces, more on PDF so embedded images stay sharp.
    let rasterScale: CGFloat

    func play(_ items: [DrawingItem]) throws {
        for item in items { try play(item) }
    }

    func play(_ item: DrawingItem) throws {
        // A singular or non-finite user space draws nothing, as in CoreGraphics (Cairo would
        // put the whole context into an error state instead).
        if case .fill(_, _, _, let state) = item, !state.transform.isDrawable { return }
        if case .stroke(_, _, _, let state) = item, !state.transform.isDrawable { return }
        if case .text(let run, let paint, let state) = item {
            // Text is its outline, filled with the non-zero rule.
            try play(.fill(run.outline, paint, FillStyle(), state))
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch item {
        case .fill(let path, let paint, let style, let state):
            let inverse = applyClips(state.clips)
            if state.transform.isIdentity, inverse.isEmpty, coversDevice(path) {
                // A background: painting is Cairo's fast path for covering everything.
                try composite(state, inverseClips: inverse) {
                    setUserSpace(.identity)
                    try setSource(paint, opacity: state.opacity, transform: state.transform,
                                  bounds: CGRect(x: 0, y: 0, width: deviceWidth, height: deviceHeight))
                    cairo_paint(cr)
                }
                break
            }
            try composite(state, inverseClips: inverse) {
                // The path is built inside the composite, which may have pushed a group.
                setPath(path, userSpace: state.transform)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                try setSource(paint, opacity: state.opacity, transform: state.transform, bounds: pathDeviceBounds(path, state.transform))
                try fillCurrentPath(elements: path.elementCount, clips: state.clips)
            }
        case .stroke(let path, let paint, let style, let state):
            let inverse = applyClips(state.clips)
            let reach = style.lineWidth * max(1, style.miterLimit.isFinite ? style.miterLimit : 10)
            try composite(state, inverseClips: inverse) {
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
                // Dashes need the whole length, which our outline caps at 100,000 dashes, so
                // dashed strokes stay with Cairo further out (still within what it fills right).
                if reachesFar(path, state.transform, outset: reach,
                              farLimit: style.effectiveDash == nil ? Self.farLimit : Self.dashedFarLimit) {
                    // Cairo's stroker would see the far-off coordinates: fill our outline instead,
                    // restricted to what can be seen.
                    let outline = path.strokedPath(style, near: userSpaceArea(of: state.transform))
                    setPath(outline, userSpace: state.transform)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                    try setSource(paint, opacity: state.opacity, transform: state.transform,
                                  bounds: pathDeviceBounds(path, state.transform, outset: reach))
                    try fillCurrentPath(elements: outline.elementCount, clips: state.clips)
                    return
                }
                setUserSpace(state.transform)
                setPath(path)
                applyStroke(style)
                try setSource(paint, opacity: state.opacity, transform: state.transform,
                              bounds: pathDeviceBounds(path, state.transform, outset: reach))
                cairo_stroke(cr)
            }
        case .text:
            break
        case .layer(let items, let style, let state) where state.opacity >= 1 && state.blendMode == .normal
                && !state.clips.contains(where: \.isInverse) && style.isTransparent(for: items):
            // A layer that changes nothing when composited (an accessibility wrapper) is
            // drawn in place: no group to push and pop.
            _ = applyClips(state.clips)
            try play(items)
        case .layer(let items, let style, let state):
            let inverse = applyClips(state.clips)
            cairo_identity_matrix(cr)
            let alpha = state.opacity * style.opacity
            try composite(state, inverseClips: inverse) {
                for shadow in style.shadows { try drawShadow(shadow, of: items, opacity: alpha) }
                let group = try playIntoGroup(items)
                defer { cairo_pattern_destroy(group) }
                if let mask = style.mask {
                    let maskGroup = try playIntoGroup(mask)
                    defer { cairo_pattern_destroy(maskGroup) }
                    if alpha < 1 { cairo_push_group(cr) }
                    cairo_set_source(cr, group)
                    cairo_mask(cr, maskGroup)
                    if alpha < 1 {
                        let masked = try popGroup()
                        defer { cairo_pattern_destroy(masked) }
                        cairo_set_source(cr, masked)
                        cairo_paint_with_alpha(cr, alpha)
                    }
                } else {
                    cairo_set_source(cr, group)
                    cairo_paint_with_alpha(cr, alpha)
                }
            }
        }
        try checkCairo(cairo_status(cr), "drawing")
    }

    /// Plays `items` into a new group and returns it as a pattern (the caller destroys it).
    private func playIntoGroup(_ items: [DrawingItem]) throws -> OpaquePointer {
        cairo_push_group(cr)
        try play(items)
        return try popGroup()
    }

    private func popGroup() throws -> OpaquePointer {
        guard let group = cairo_pop_group(cr) else {
            throw RenderError.backend(operation: "cairo_pop_group", detail: "no pattern")
        }
        do {
            try checkCairo(cairo_pattern_status(group), "cairo_pop_group")
        } catch {
            cairo_pattern_destroy(group)
            throw error
        }
        return group
    }

    // MARK: State

    private func setUserSpace(_ transform: CGAffineTransform) {
        if transform.isIdentity {
            var matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
            cairo_set_matrix(cr, &matrix)
            return
        }
        var matrix = cairo_matrix_t(xx: transform.a * scale, yx: transform.b * scale,
                                    xy: transform.c * scale, yy: transform.d * scale,
                                    x0: transform.tx * scale, y0: transform.ty * scale)
        cairo_set_matrix(cr, &matrix)
    }

    private func setPath(_ path: Path) {
        CairoPath.set(path, on: cr)
    }

    /// Sets `path`, drawn in `userSpace`, as the path to fill or clip, leaving the context in
    /// `userSpace` (where sources are set). A path reaching far beyond the target is first
    /// restricted to a box around it in device space, filling the same pixels: Cairo's
    /// 24.8 fixed point holds about ±8.4 million, and a clip at 1e300 crashed its stroker.
    func setPath(_ path: Path, userSpace: CGAffineTransform) {
        setUserSpace(userSpace)
        guard reachesFar(path, userSpace, outset: 0) else {
            setPath(path)
            return
        }
        cairo_identity_matrix(cr)
        CairoPath.set(restrictedToDevice(path, userSpace), on: cr)
        setUserSpace(userSpace)
    }

    /// Paths of more elements than this are filled apart from a clip path (see
    /// ``fillCurrentPath(elements:clips:)``).
    static let largeFillElements = 20_000

    /// Fills the current path with the current source and operator. Cairo intersects a fill
    /// with a clip path polygon by polygon (Bentley–Ottmann), which for hundreds of thousands
    /// of crossing edges took 47 s where the fill alone took 3 s (a fuzzed outline of a pen
    /// 1e300 wide, 923,111 elements, under an ellipse clip); so a large fill under a clip is
    /// drawn into a group without the clip, and the group is painted through the clip.
    func fillCurrentPath(elements: Int, clips: [DrawingClip]) throws {
        guard elements > Self.largeFillElements, clips.contains(where: { !$0.isInverse && !coversDevice($0.path) }) else {
            cairo_fill(cr)
            return
        }
        cairo_save(cr)
        cairo_reset_clip(cr)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_fill(cr)
        guard let group = cairo_pop_group(cr) else {
            cairo_restore(cr)
            throw RenderError.backend(operation: "cairo_pop_group", detail: "no pattern")
        }
        defer { cairo_pattern_destroy(group) }
        cairo_restore(cr)
        cairo_set_source(cr, group)
        cairo_paint(cr)
        try checkCairo(cairo_status(cr), "filling a large path under a clip")
    }

    /// `path` (in `userSpace`) in device space, restricted to ``restrictedMargin`` around
    /// the target.
    func restrictedToDevice(_ path: Path, _ userSpace: CGAffineTransform) -> Path {
        let device = CGRect(x: 0, y: 0, width: deviceWidth, height: deviceHeight)
        let toDevice = userSpace.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        return path.restrictedForFilling(transform: toDevice, visible: device.insetBy(dx: -2, dy: -2),
                                         box: device.insetBy(dx: -Self.restrictedMargin, dy: -Self.restrictedMargin))
    }

    /// The target (grown by two pixels for anti-aliasing) in `userSpace`: the bounds of the
    /// parallelogram it maps back to.
    func userSpaceArea(of userSpace: CGAffineTransform) -> CGRect {
        let toDevice = userSpace.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let device = CGRect(x: 0, y: 0, width: deviceWidth, height: deviceHeight).insetBy(dx: -2, dy: -2)
        guard toDevice.a * toDevice.d - toDevice.b * toDevice.c != 0 else { return .infinite }
        return device.applying(toDevice.inverted())
    }

    /// How far outside the target (device units) paths may reach before they are restricted:
    /// Cairo 1.16 fills wrongly well inside its 24.8 fixed point (a strip to 147,000 pixels
    /// came out as a wedge; 120,000 was right), so the bound stays far below both.
    static let farLimit: CGFloat = 32_768
    /// How far outside the target dashed strokes may reach before they are outlined by us.
    static let dashedFarLimit: CGFloat = 98_304
    /// How far outside the target restricted paths reach: well inside ``farLimit``.
    static let restrictedMargin: CGFloat = 2_048

    /// Whether any point or control point of `path` in `userSpace`, grown by `outset` user
    /// units, lands more than ``farLimit`` outside the target (or is not finite).
    func reachesFar(_ path: Path, _ userSpace: CGAffineTransform, outset: CGFloat, farLimit: CGFloat = farLimit) -> Bool {
        let toDevice = userSpace.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let grow = outset * max(hypot(toDevice.a, toDevice.b), hypot(toDevice.c, toDevice.d))
        let limit = CGRect(x: 0, y: 0, width: deviceWidth, height: deviceHeight).insetBy(dx: -farLimit, dy: -farLimit)
        return path.reaches(beyond: limit, transform: toDevice, outset: grow)
    }

    private func applyStroke(_ style: StrokeStyle) {
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
        cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10)
        if let dash = style.effectiveDash {
            cairo_set_dash(cr, dash.lengths.map { Double($0) }, Int32(dash.lengths.count), Double(dash.phase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// Clips to every clip of the state; returns the inverse clips, which ``composite``
    /// applies as a mask.
    private func applyClips(_ clips: [DrawingClip]) -> [DrawingClip] {
        for clip in clips where !clip.isInverse {
            if coversDevice(clip.path) { continue }
            setPath(clip.path, userSpace: .identity)
            cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, clip.style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
        }
        return clips.filter(\.isInverse)
    }

    /// A clip that is an axis-aligned rectangle covering the whole target changes nothing
    /// (a root canvas), so it is skipped.
    private func coversDevice(_ path: Path) -> Bool {
        Self.path(path, coversDeviceOf: deviceWidth, deviceHeight, scale: scale)
    }

    /// Whether `items` begins by painting every pixel of the target with an opaque colour,
    /// so the target need not be cleared first.
    static func beginsWithOpaqueCover(_ items: [DrawingItem], width: Int, height: Int, scale: CGFloat) -> Bool {
        guard case .fill(let path, .color(let color), _, let state)? = items.first,
              color.opacity == 1, state.opacity == 1, state.blendMode == .normal,
              state.transform.isIdentity, state.clips.isEmpty else { return false }
        return Self.path(path, coversDeviceOf: width, height, scale: scale)
    }

    private static func path(_ path: Path, coversDeviceOf deviceWidth: Int, _ deviceHeight: Int, scale: CGFloat) -> Bool {
        var first: CGPoint?, previous: CGPoint?
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var count = 0, axisAligned = true
        path.forEach { element in
            let point: CGPoint
            switch element {
            case .move(let p), .line(let p): point = p
            case .closeSubpath: return
            default: axisAligned = false; return
            }
            if case .move = element, first != nil { axisAligned = false }
            if let previous, previous.x != point.x && previous.y != point.y { axisAligned = false }
            if first == nil { first = point }
            previous = point
            count += 1
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        guard axisAligned, count >= 4, let first, let previous, previous.x == first.x || previous.y == first.y else { return false }
        return minX <= 0 && minY <= 0 && maxX * scale >= CGFloat(deviceWidth) && maxY * scale >= CGFloat(deviceHeight)
    }
}

extension CGAffineTransform {
    /// Whether Cairo can draw in this user space: finite and invertible.
    var isDrawable: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }
}
