import CCairo
import Foundation
import VellumDrawing
import VellumGeometry

extension CairoPlayer {
    /// Runs `draw` (which sets a source and fills, strokes or paints) with the state's blend
    /// mode, through a group masked by the inverse clips when there are any.
    func composite(_ blendMode: BlendMode, inverseClips: [PreparedClip], _ draw: () throws -> Void) throws {
        if blendMode == .plusDarker {
            try compositeByHand(inverseClips: inverseClips, draw) { source, destination in
                PixelCompositor.plusDarker(source: source, destination: destination)
            }
            return
        }
        if let mode = blendMode.nonSeparable, targetIsImage {
            try compositeByHand(inverseClips: inverseClips, draw) { source, destination in
                PixelCompositor.blend(mode, source: source, destination: destination)
            }
            return
        }
        if inverseClips.isEmpty {
            try setOperator(blendMode)
            try draw()
            return
        }
        let group = try drawIntoDeviceGroup(draw)
        defer { cairo_pattern_destroy(group) }
        let mask = try inverseClipMask(inverseClips)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        try setOperator(blendMode)
        cairo_set_source(cr, group)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// What `draw` draws, as a group pushed in device space (the caller destroys it). Popping
    /// restores the matrix of push time and locks the pattern to it, and clips may have left
    /// a scaled matrix behind; the group is painted with the identity matrix.
    private func drawIntoDeviceGroup(_ draw: () throws -> Void) throws -> OpaquePointer {
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        try draw()
        return try popGroup()
    }

    /// An A8 mask that is opaque everywhere except inside the inverse clips.
    private func inverseClipMask(_ inverseClips: [PreparedClip]) throws -> CairoImageTarget {
        let mask = try CairoImageTarget(width: deviceWidth, height: deviceHeight, format: CAIRO_FORMAT_A8)
        cairo_set_source_rgba(mask.context, 0, 0, 0, 1)
        cairo_paint(mask.context)
        cairo_set_operator(mask.context, CAIRO_OPERATOR_CLEAR)
        var matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
        cairo_set_matrix(mask.context, &matrix)
        for clip in inverseClips {
            if clip.path.isInDeviceSpace {
                setDeviceSpace(on: mask.context)
                CairoPath.set(clip.path.path, on: mask.context)
                cairo_set_matrix(mask.context, &matrix)
            } else {
                CairoPath.set(clip.path.path, on: mask.context)
            }
            cairo_set_fill_rule(
                mask.context, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(mask.context)
        }
        cairo_surface_flush(mask.surface)
        try checkCairo(cairo_status(mask.context), "inverse clip mask")
        return mask
    }

    /// Whether the current target is an image surface, where ``compositeByHand`` works.
    private var targetIsImage: Bool {
        guard let target = cairo_get_group_target(cr) else { return false }
        return cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    }

    /// Operators Cairo lacks ("plus darker") or gets wrong on partly covered pixels (the
    /// non-separable modes): draw into a group, copy it (masked by the inverse clips) onto a
    /// scratch image aligned with the target, and combine the pixels ourselves. Clips need
    /// no care: outside them the group is transparent, which leaves the target unchanged
    /// under these operators.
    private func compositeByHand(
        inverseClips: [PreparedClip], _ draw: () throws -> Void,
        combine: (PixelBuffer, PixelBuffer) -> Bool
    ) throws {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw RenderError.unsupported(feature: "the plusDarker blend mode outside raster images")
        }
        let group = try drawIntoDeviceGroup(draw)
        defer { cairo_pattern_destroy(group) }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard width > 0, height > 0 else { return }
        let scratch = try CairoImageTarget(width: width, height: height)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_set_device_offset(scratch.surface, offsetX, offsetY)
        cairo_set_source(scratch.context, group)
        if inverseClips.isEmpty {
            cairo_paint(scratch.context)
        } else {
            cairo_mask_surface(scratch.context, try inverseClipMask(inverseClips).surface, 0, 0)
        }
        let (sourceData, sourceStride) = try scratch.pixels()
        cairo_surface_flush(target)
        guard let targetData = cairo_image_surface_get_data(target),
            let source = PixelBuffer(
                base: UnsafeMutableRawPointer(sourceData), width: width, height: height, stride: sourceStride),
            let destination = PixelBuffer(
                base: UnsafeMutableRawPointer(targetData), width: width, height: height,
                stride: Int(cairo_image_surface_get_stride(target))),
            combine(source, destination)
        else {
            throw RenderError.backend(operation: "compositing", detail: "cannot combine \(width)×\(height) pixels")
        }
        cairo_surface_mark_dirty(target)
    }

    func setOperator(_ mode: BlendMode) throws {
        let op: cairo_operator_t
        switch mode {
        case .normal: op = CAIRO_OPERATOR_OVER
        case .multiply: op = CAIRO_OPERATOR_MULTIPLY
        case .screen: op = CAIRO_OPERATOR_SCREEN
        case .overlay: op = CAIRO_OPERATOR_OVERLAY
        case .darken: op = CAIRO_OPERATOR_DARKEN
        case .lighten: op = CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: op = CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: op = CAIRO_OPERATOR_COLOR_BURN
        case .softLight: op = CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: op = CAIRO_OPERATOR_HARD_LIGHT
        case .difference: op = CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: op = CAIRO_OPERATOR_EXCLUSION
        case .hue: op = CAIRO_OPERATOR_HSL_HUE
        case .saturation: op = CAIRO_OPERATOR_HSL_SATURATION
        case .color: op = CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: op = CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: op = CAIRO_OPERATOR_ATOP
        case .destinationOver: op = CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: op = CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: op = CAIRO_OPERATOR_ADD
        case .clear: op = CAIRO_OPERATOR_CLEAR
        case .copy: op = CAIRO_OPERATOR_SOURCE
        case .sourceIn: op = CAIRO_OPERATOR_IN
        case .sourceOut: op = CAIRO_OPERATOR_OUT
        case .destinationIn: op = CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: op = CAIRO_OPERATOR_DEST_ATOP
        case .xor: op = CAIRO_OPERATOR_XOR
        case .plusDarker: op = CAIRO_OPERATOR_OVER // composited by hand in `compositePlusDarker`
        }
        cairo_set_operator(cr, op)
    }
}

extension BlendMode {
    /// The mode as a non-separable blend, if it is one.
    var nonSeparable: NonSeparableBlend? {
        switch self {
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        default: return nil
        }
    }
}
