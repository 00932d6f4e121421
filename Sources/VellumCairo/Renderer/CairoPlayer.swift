import CCairo
import Foundation
import VellumDrawing
import VellumGeometry

/// Plays a prepared drawing onto a Cairo context: the raster (PNG) and PDF backends.
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
    /// Where coverage masks are kept: the render's ``RenderCaches``.
    let coverageCache: CoverageCache
    /// Device units of this context per device unit of the prepared drawing: more than 1
    /// when a helper image (a PDF's shadow) is drawn finer than the target.
    var devicePathScale: CGFloat = 1
    /// The prepared drawing's flag, checked before each item: a cancelled render stops there.
    var cancellation: RenderCancellation?

    func play(_ items: [PreparedItem]) throws {
        for item in items {
            try cancellation?.check()
            try play(item)
        }
    }

    func play(_ item: PreparedItem) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch item.kind {
        case .fill(let path, let paint, let style):
            try fill(path, paint: paint, style: style, item: item)
        case .text(_, let paint, let outline):
            // Text is its outline, filled with the non-zero rule; on pixels, through a mask.
            if try drawCoverage(outline, .nonZeroFill, paint: paint, item: item) { break }
            try fill(outline, paint: paint, style: FillStyle(), item: item)
        case .stroke(let path, let paint, let style):
            if try drawCoverage(
                PreparedPath(path: path, isInDeviceSpace: false), .stroke(style), paint: paint, item: item)
            {
                break
            }
            let inverse = applyClips(item.clips)
            try composite(item.blendMode, inverseClips: inverse) {
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
                setUserSpace(item.transform)
                CairoPath.set(path, on: cr)
                Self.applyStroke(style, on: cr)
                try setSource(
                    paint, opacity: item.opacity, transform: item.transform,
                    bounds: deviceBounds(
                        of: PreparedPath(path: path, isInDeviceSpace: false), item.transform,
                        outset: style.reach))
                cairo_stroke(cr)
            }
        case .layer(let items, let style):
            let inverse = applyClips(item.clips)
            cairo_identity_matrix(cr)
            let alpha = item.opacity * style.opacity
            try composite(item.blendMode, inverseClips: inverse) {
                // Colour matrices and blurs work on pixels: the layer is drawn into an image,
                // filtered, and that image casts the shadows and composites.
                let filtered =
                    style.colorMatrix != nil || style.blur != nil || style.alphaThreshold != nil
                    ? try layerImage(
                        items, colorMatrix: style.colorMatrix, linearColor: style.colorMatrixIsLinear, blur: style.blur,
                        alphaThreshold: style.alphaThreshold) : nil
                // A shadow that blends with the content is composited with it in a group first.
                let grouped = style.shadows.contains { !$0.isPlain && !$0.disablesGroup }
                if grouped {
                    cairo_push_group(cr)
                    // Inside the group the content composites normally; the layer's own blend
                    // mode (the operator set by `composite`) applies when the group is painted.
                    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                }
                let alpha = grouped ? 1 : alpha
                func cast(_ shadow: DrawingShadow) throws {
                    if let filtered {
                        try drawShadow(shadow, ofLayer: filtered, consuming: false, opacity: alpha)
                    } else {
                        try drawShadow(shadow, of: items, opacity: alpha)
                    }
                }
                for shadow in style.shadows where !shadow.isAbove { try cast(shadow) }
                if !style.shadows.contains(where: \.isShadowOnly) {
                    try paintLayerContent(items, style: style, filtered: filtered, alpha: alpha)
                }
                for shadow in style.shadows where shadow.isAbove { try cast(shadow) }
                if grouped {
                    let group = try popGroup()
                    defer { cairo_pattern_destroy(group) }
                    try setOperator(item.blendMode)
                    cairo_set_source(cr, group)
                    cairo_paint_with_alpha(cr, item.opacity * style.opacity)
                }
            }
        }
        try checkCairo(cairo_status(cr), "drawing")
    }

    /// Paints a layer's content (its filtered image, or its items in a group) at `alpha`,
    /// through its mask.
    private func paintLayerContent(
        _ items: [PreparedItem], style: PreparedLayerStyle, filtered: LayerImage?,
        alpha: Double
    ) throws {
        let group = try filtered?.devicePattern() ?? playIntoGroup(items)
        defer { cairo_pattern_destroy(group) }
        if let mask = style.mask {
            let maskGroup = style.invertsMask ? try invertedGroup(mask) : try playIntoGroup(mask)
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

    private func fill(_ path: PreparedPath, paint: Paint, style: FillStyle, item: PreparedItem) throws {
        let inverse = applyClips(item.clips)
        if item.coversTarget, inverse.isEmpty, !paint.isImage {
            // A background: painting is Cairo's fast path for covering everything.
            try composite(item.blendMode, inverseClips: inverse) {
                setUserSpace(item.transform)
                try setSource(
                    paint, opacity: item.opacity, transform: item.transform,
                    bounds: CGRect(x: 0, y: 0, width: deviceWidth, height: deviceHeight))
                cairo_paint(cr)
            }
            return
        }
        try composite(item.blendMode, inverseClips: inverse) {
            // The path is built inside the composite, which may have pushed a group.
            setPath(path, userSpace: item.transform)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            if case .image(let pattern) = paint {
                try fillCurrentPath(with: pattern, opacity: item.opacity, transform: item.transform, path: path)
                return
            }
            try setSource(
                paint, opacity: item.opacity, transform: item.transform, bounds: deviceBounds(of: path, item.transform))
            try fillCurrentPath(elements: path.path.elementCount, clips: item.clips)
        }
    }

    /// Draws text or a stroke through ``CoverageCache`` when the target is pixels and no clip
    /// would meet the shape's edges (a clip's coverage and the shape's are then one polygon
    /// in Cairo, not a product); returns false to leave it to Cairo's fill or stroke.
    private func drawCoverage(
        _ path: PreparedPath, _ coverage: CoverageCache.Coverage, paint: Paint,
        item: PreparedItem
    ) throws -> Bool {
        guard rasterScale == 1, devicePathScale == 1, item.clips.allSatisfy({ $0.coversTarget && !$0.isInverse }),
            let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else {
            return false
        }
        let t = path.isInDeviceSpace ? .identity : item.transform
        let s = path.isInDeviceSpace ? 1 : scale
        let matrix = cairo_matrix_t(xx: t.a * s, yx: t.b * s, xy: t.c * s, yy: t.d * s, x0: t.tx * s, y0: t.ty * s)
        guard let (mask, x, y) = try coverageCache.mask(for: path.path, coverage, matrix: matrix) else { return false }
        let surface = try mask.makeSurface()
        defer { cairo_surface_destroy(surface) }
        var outset: CGFloat = 0
        if case .stroke(let style) = coverage { outset = style.reach }
        try withExtendedLifetime(mask) {
            try composite(item.blendMode, inverseClips: []) {
                setUserSpace(item.transform)
                try setSource(
                    paint, opacity: item.opacity, transform: item.transform,
                    bounds: deviceBounds(of: path, item.transform, outset: outset))
                cairo_identity_matrix(cr)
                cairo_mask_surface(cr, surface, Double(x), Double(y))
            }
        }
        return true
    }

    /// Plays `items` into a new group and returns it as a pattern (the caller destroys it).
    private func playIntoGroup(_ items: [PreparedItem]) throws -> OpaquePointer {
        cairo_push_group(cr)
        try play(items)
        return try popGroup()
    }

    /// `items` as the complement of their alpha: opaque black where they draw nothing.
    private func invertedGroup(_ items: [PreparedItem]) throws -> OpaquePointer {
        let drawn = try playIntoGroup(items)
        defer { cairo_pattern_destroy(drawn) }
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_reset_clip(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(cr, drawn)
        cairo_paint(cr)
        cairo_restore(cr)
        return try popGroup()
    }

    /// Pops the current group as a pattern (the caller destroys it), checking its status.
    func popGroup() throws -> OpaquePointer {
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
        var matrix = cairo_matrix_t(
            xx: transform.a * scale, yx: transform.b * scale,
            xy: transform.c * scale, yy: transform.d * scale,
            x0: transform.tx * scale, y0: transform.ty * scale)
        cairo_set_matrix(cr, &matrix)
    }

    /// Sets `path` as the path to fill or clip, leaving the context in `userSpace` (where
    /// sources are set).
    func setPath(_ path: PreparedPath, userSpace: CGAffineTransform) {
        if path.isInDeviceSpace {
            setDeviceSpace()
            CairoPath.set(path.path, on: cr)
            setUserSpace(userSpace)
        } else {
            setUserSpace(userSpace)
            CairoPath.set(path.path, on: cr)
        }
    }

    /// Makes the prepared drawing's device space the user space.
    func setDeviceSpace(on context: OpaquePointer? = nil) {
        let context = context ?? cr
        if devicePathScale == 1 {
            cairo_identity_matrix(context)
        } else {
            var matrix = cairo_matrix_t(xx: devicePathScale, yx: 0, xy: 0, yy: devicePathScale, x0: 0, y0: 0)
            cairo_set_matrix(context, &matrix)
        }
    }

    /// Paths of more elements than this are filled apart from a clip path (see
    /// ``fillCurrentPath(elements:clips:)``).
    static let largeFillElements = 20_000

    /// Fills the current path with the current source and operator. Cairo intersects a fill
    /// with a clip path polygon by polygon (Bentley–Ottmann), which grows much faster than
    /// the fill with the number of crossing edges; so a large fill under a clip is drawn into
    /// a group without the clip, and the group is painted through the clip.
    func fillCurrentPath(elements: Int, clips: [PreparedClip]) throws {
        guard elements > Self.largeFillElements, clips.contains(where: { !$0.isInverse && !$0.coversTarget }) else {
            cairo_fill(cr)
            return
        }
        cairo_save(cr)
        cairo_reset_clip(cr)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_fill(cr)
        let group: OpaquePointer
        do { group = try popGroup() } catch {
            cairo_restore(cr)
            throw error
        }
        defer { cairo_pattern_destroy(group) }
        cairo_restore(cr)
        cairo_set_source(cr, group)
        cairo_paint(cr)
        try checkCairo(cairo_status(cr), "filling a large path under a clip")
    }

    /// Sets `style`'s width, cap, join, miter limit and dashes on `cr`.
    static func applyStroke(_ style: StrokeStyle, on cr: OpaquePointer) {
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
        // Prepared: already the effective limit (`PreparedItem.Kind.stroke`).
        cairo_set_miter_limit(cr, style.miterLimit)
        if let dash = style.effectiveDash {
            cairo_set_dash(cr, dash.lengths.map { Double($0) }, Int32(dash.lengths.count), Double(dash.phase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// Clips to every plain clip; returns the inverse clips, which ``composite`` applies as a
    /// mask.
    private func applyClips(_ clips: [PreparedClip]) -> [PreparedClip] {
        for clip in clips where !clip.isInverse && !clip.coversTarget {
            setPath(clip.path, userSpace: .identity)
            cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, clip.style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
        }
        return clips.filter({ $0.isInverse })
    }
}
