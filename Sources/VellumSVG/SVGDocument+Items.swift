import Foundation
import VellumDrawing
@_spi(SVGWriting) @_spi(RenderCaches) import VellumGeometry

extension SVGDocument {
    /// Writes the items of `prepared` into `out`, stopping if its render is cancelled.
    mutating func write(_ prepared: PreparedDrawing, to out: inout SVGBytes) throws {
        cancellation = prepared.cancellation
        defer { cancellation = nil }
        try write(prepared.items, to: &out)
    }

    /// Writes `items` in painting order into `out`, the content of one group: blend modes
    /// that act on what is already there (`destinationOver`, `destinationOut`, `clear`)
    /// rewrite `out` itself.
    mutating func write(_ items: [PreparedItem], to out: inout SVGBytes) throws {
        for item in items {
            try cancellation?.check()
            switch item.blendMode {
            case .destinationOver:
                var element = SVGBytes()
                try write(item, blend: nil, to: &element)
                out.prepend(element)
            case .destinationOut, .clear:
                try erase(out: &out, where: item, wholeCoverage: item.blendMode == .clear)
            default:
                try write(item, blend: try Self.cssBlendMode(item.blendMode), to: &out)
            }
        }
    }

    /// The `mix-blend-mode` for a blend mode drawn over what is there, or nil for normal.
    static func cssBlendMode(_ mode: BlendMode) throws -> String? {
        switch mode {
        case .normal: return nil
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "plus-lighter"
        case .destinationOver, .destinationOut, .clear:
            return nil
        case .plusDarker, .sourceAtop, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor:
            throw RenderError.unsupported(feature: "the \(mode) blend mode in SVG")
        }
    }

    /// `destinationOut` and `clear`: what is drawn so far goes into a group masked by the
    /// complement of the item's alpha (of its coverage alone, for `clear`).
    private mutating func erase(out: inout SVGBytes, where item: PreparedItem, wholeCoverage: Bool) throws {
        guard !out.isEmpty else { return }
        var eraser = SVGBytes()
        try write(item.recolored(white: false, opaque: wholeCoverage), blend: nil, to: &eraser)
        var mask = SVGBytes()
        canvasRegion("maskUnits", to: &mask)
        mask.append(#"><rect"#)
        attribute("width", size.width, to: &mask)
        attribute("height", size.height, to: &mask)
        mask.append(##" fill="#fff"/>"##)
        mask.append(contentsOf: eraser)
        mask.append("</mask>")
        let id = define("mask", mask)
        var wrapped = SVGBytes(#"<g mask="url(#"#)
        wrapped.append(utf8: id)
        wrapped.append(#")">"#)
        wrapped.append(contentsOf: out)
        wrapped.append("</g>")
        out = wrapped
    }

    /// One item, wrapped in its clips and blend mode.
    private mutating func write(_ item: PreparedItem, blend: String?, to out: inout SVGBytes) throws {
        // Clips and the blend mode go on groups around the element, outermost first: a
        // clipped group is isolated, so the blend mode must sit outside the clips.
        var closers = 0
        var blendOnElement = blend
        if blend != nil, !item.clips.isEmpty {
            out.append(#"<g style="mix-blend-mode:"#)
            out.append(utf8: blend!)
            out.append(#"">"#)
            closers += 1
            blendOnElement = nil
        }
        for clip in item.clips {
            out.append(clip.isInverse ? #"<g mask="url(#"# : #"<g clip-path="url(#"#)
            out.append(utf8: definedClip(clip))
            out.append(#")">"#)
            closers += 1
        }
        switch item.kind {
        case .fill(let path, let paint, let style):
            try writeFill(path, paint: paint, style: style, item: item, blend: blendOnElement, to: &out)
        case .stroke(let path, let paint, let style):
            try writeStroke(path, paint: paint, style: style, item: item, blend: blendOnElement, to: &out)
        case .layer(let items, let style):
            try writeLayer(items, style: style, item: item, blend: blendOnElement, to: &out)
        case .text(let run, let paint, let outline):
            if !textAsOutlines, paint.conicParts == nil {
                writeText(run, paint: paint, item: item, blend: blendOnElement, to: &out)
            } else {
                try writeFill(
                    outline, paint: paint, style: FillStyle(), item: item, blend: blendOnElement, isText: true, to: &out
                )
            }
        }
        for _ in 0..<closers { out.append("</g>") }
    }

    /// The id of the `<clipPath>` (or, for an inverse clip, the `<mask>`) that is `clip`.
    mutating func definedClip(_ clip: PreparedClip) -> String {
        let traits = ClipTraits(style: clip.style, isInverse: clip.isInverse)
        // Items in a row under one clip hold the same outline storage: no need to hash it.
        if let last = lastClip, last.traits == traits, last.path.sharesElements(with: clip.path.path) { return last.id }
        let key = SampledPathKey(path: clip.path.path, extra: traits)
        let id: String
        if let known = clipIDs[key] {
            id = known
        } else {
            id = clip.isInverse ? inverseClipMask(clip) : clipPath(clip)
            clipIDs[key] = id
        }
        lastClip = (clip.path.path, traits, id)
        return id
    }

    mutating func clipPath(_ clip: PreparedClip) -> String {
        var markup = SVGBytes(">")
        markup.append(#"<path d=""#)
        pathData.appendPathData(of: clip.path.path, transform: .identity, precision: precision, to: &markup)
        markup.append(UInt8(ascii: "\""))
        if clip.style.isEOFilled { markup.append(#" clip-rule="evenodd""#) }
        if !clip.style.isAntialiased { markup.append(#" shape-rendering="crispEdges""#) }
        markup.append("/></clipPath>")
        return define("clipPath", markup)
    }

    /// A mask that is opaque everywhere except inside the clip's outline.
    private mutating func inverseClipMask(_ clip: PreparedClip) -> String {
        var markup = SVGBytes()
        canvasRegion("maskUnits", to: &markup)
        markup.append("><rect")
        attribute("width", size.width, to: &markup)
        attribute("height", size.height, to: &markup)
        markup.append(##" fill="#fff"/><path"##)
        pathData(clip.path.path, precision: precision, to: &markup)
        if clip.style.isEOFilled { markup.append(#" fill-rule="evenodd""#) }
        if !clip.style.isAntialiased { markup.append(#" shape-rendering="crispEdges""#) }
        markup.append("/></mask>")
        return define("mask", markup)
    }

    // MARK: Fills and strokes

    /// `isText`: the path is a text run's outline, whose path data is likely written before.
    private mutating func writeFill(
        _ path: PreparedPath, paint: Paint, style: FillStyle, item: PreparedItem, blend: String?,
        isText: Bool = false, to out: inout SVGBytes
    ) throws {
        if isText, !path.isInDeviceSpace, paint.conicParts == nil, !paint.isImage, !path.path.isEmpty {
            out.append(#"<path d=""#)
            pathData.appendPathData(of: path.path, transform: item.transform, precision: precision, to: &out)
            out.append(UInt8(ascii: "\""))
            finishFill(paint: paint, style: style, item: item, blend: blend, to: &out)
            return
        }
        // SVG's user units are the target's device space: a restricted path is in root space.
        let root = path.isInDeviceSpace ? path.path : path.path.applying(item.transform)
        guard !root.isEmpty else { return }
        if case .image(let pattern) = paint {
            writeImageFill(root, pattern: pattern, style: style, item: item, blend: blend, to: &out)
            return
        }
        if let conic = paint.conicParts {
            let clip = PreparedClip(
                path: PreparedPath(path: root, isInDeviceSpace: true), style: style, isInverse: false,
                coversTarget: false)
            writeConic(
                conic, paintToRoot: conic.transform.concatenating(item.transform), coverage: .clip(clip),
                opacity: item.opacity, blend: blend, to: &out)
            return
        }
        out.append("<path")
        pathData(root, precision: precision, to: &out)
        finishFill(paint: paint, style: style, item: item, blend: blend, to: &out)
    }

    /// A fill's attributes after its path data, and the element's end.
    private mutating func finishFill(
        paint: Paint, style: FillStyle, item: PreparedItem, blend: String?, to out: inout SVGBytes
    ) {
        paintAttributes(paint, opacity: item.opacity, paintToElement: item.transform, isStroke: false, to: &out)
        if style.isEOFilled { out.append(#" fill-rule="evenodd""#) }
        if !style.isAntialiased { out.append(#" shape-rendering="crispEdges""#) }
        blendStyle(blend, to: &out)
        out.append("/>")
    }

    private mutating func writeStroke(
        _ path: Path, paint: Paint, style: StrokeStyle, item: PreparedItem, blend: String?,
        to out: inout SVGBytes
    ) throws {
        let t = item.transform
        if let conic = paint.conicParts {
            // The wedges are masked by the same stroke in white, dashed by the viewer as every
            // other stroke is: an outline from our stroker grows without bound with the dashes.
            guard !path.isEmpty else { return }
            var mask = SVGBytes(#" maskUnits="userSpaceOnUse" x="0" y="0""#)
            attribute("width", size.width, to: &mask)
            attribute("height", size.height, to: &mask)
            mask.append(UInt8(ascii: ">"))
            var pen = item
            pen.opacity = 1
            try writeStroke(
                path, paint: .color(RGBAColor(red: 1, green: 1, blue: 1, opacity: 1)), style: style,
                item: pen, blend: nil, to: &mask)
            mask.append("</mask>")
            let canvas = Path(CGRect(origin: .zero, size: size))
            writeConic(
                conic, paintToRoot: conic.transform.concatenating(t),
                coverage: .mask(id: define("mask", mask), bounds: canvas.boundingRect),
                opacity: item.opacity, blend: blend, to: &out)
            return
        }
        // A rotation with uniform scale keeps the pen round: the path goes to root space and
        // the pen's sizes scale. Anything else keeps the user space as a transform.
        let isSimilarity =
            (abs(t.a - t.d) <= 1e-12 * abs(t.a) + 1e-15 && abs(t.b + t.c) <= 1e-12 * abs(t.b) + 1e-15)
            || (abs(t.a + t.d) <= 1e-12 * abs(t.a) + 1e-15 && abs(t.b - t.c) <= 1e-12 * abs(t.b) + 1e-15)
        let penScale: CGFloat
        let elementPath: Path
        var elementTransform = CGAffineTransform.identity
        var elementPrecision = precision
        if isSimilarity {
            penScale = sqrt(abs(t.a * t.d - t.b * t.c))
            elementPath = path.applying(t)
        } else {
            penScale = 1
            elementPath = path
            elementTransform = t
            // Keep a hundredth of a point on the page however much the transform magnifies.
            let magnification = max(hypot(t.a, t.b), hypot(t.c, t.d))
            if magnification > 1 { elementPrecision = min(6, precision + Int(log10(magnification).rounded(.up))) }
        }
        guard !elementPath.isEmpty else { return }
        // A control point rounded by ε turns a butt or square end, or a corner, by ε over
        // the control arm, which moves the pen's edge there by ε × half the width over the
        // arm: a wide pen keeps as many more decimals as half its width over the arm has
        // digits, arms counted as at least 1 (a 3-unit dash of a 40-unit ring: 4 decimals,
        // else its corners move by a tenth of a pixel; the ring's own arc, arms of 30: none).
        let halfWidth = style.lineWidth * penScale / 2
        if halfWidth > 1, style.lineCap != .round || style.lineJoin != .round {
            let ratio = halfWidth / max(elementPath.shortestArm, 1)
            if ratio > 1 { elementPrecision = min(6, elementPrecision + Int(log10(ratio).rounded(.up))) }
        }
        out.append("<path")
        pathData(elementPath, precision: elementPrecision, to: &out)
        matrix("transform", elementTransform, to: &out)
        out.append(#" fill="none""#)
        paintAttributes(
            paint, opacity: item.opacity, paintToElement: isSimilarity ? t : .identity, isStroke: true, to: &out)
        let width = style.lineWidth * penScale
        if width != 1 { attribute("stroke-width", width, to: &out) }
        switch style.lineCap {
        case .butt: break
        case .round: out.append(#" stroke-linecap="round""#)
        case .square: out.append(#" stroke-linecap="square""#)
        }
        switch style.lineJoin {
        case .miter:
            // SVG's default limit is 4, SwiftUI's 10; the prepared limit is already the
            // effective one. Only a corner can miter: a circle's stroke needs no limit.
            if style.miterLimit != 4, elementPath.hasCorners {
                attribute("stroke-miterlimit", style.miterLimit, to: &out)
            }
        case .round: out.append(#" stroke-linejoin="round""#)
        case .bevel: out.append(#" stroke-linejoin="bevel""#)
        }
        if let dash = style.effectiveDash {
            out.append(#" stroke-dasharray=""#)
            for (index, length) in dash.lengths.enumerated() {
                if index > 0 { out.append(UInt8(ascii: " ")) }
                number(length * penScale, to: &out)
            }
            out.append(UInt8(ascii: "\""))
            if dash.phase != 0 { attribute("stroke-dashoffset", dash.phase * penScale, to: &out) }
        }
        blendStyle(blend, to: &out)
        out.append("/>")
    }

    /// Text as `<text>` elements, one per line, in the run's user space: selectable and
    /// searchable, drawn by the viewer's copy of the font (DejaVu where it is installed).
    private mutating func writeText(
        _ run: TextRun, paint: Paint, item: PreparedItem, blend: String?, to out: inout SVGBytes
    ) {
        out.append("<g")
        matrix("transform", item.transform, to: &out)
        paintAttributes(paint, opacity: item.opacity, paintToElement: .identity, isStroke: false, to: &out)
        out.append(#" font-family=""#)
        out.append(utf8: XMLText.escaped(run.fontFamily))
        out.append(UInt8(ascii: "\""))
        attribute("font-size", run.fontSize, to: &out)
        if run.fontWeight != 400 { out.append(utf8: #" font-weight="\#(run.fontWeight)""#) }
        if run.isItalic { out.append(#" font-style="italic""#) }
        out.append(#" xml:space="preserve""#)
        blendStyle(blend, to: &out)
        out.append(UInt8(ascii: ">"))
        for line in run.lines {
            out.append("<text")
            attribute("x", line.baselineOrigin.x, to: &out)
            attribute("y", line.baselineOrigin.y, to: &out)
            out.append(UInt8(ascii: ">"))
            out.append(utf8: XMLText.escaped(line.text))
            out.append("</text>")
        }
        out.append("</g>")
    }

    func blendStyle(_ blend: String?, to out: inout SVGBytes) {
        guard let blend else { return }
        out.append(#" style="mix-blend-mode:"#)
        out.append(utf8: blend)
        out.append(UInt8(ascii: "\""))
    }
}

extension [PreparedItem] {
    /// Whether any item (not counting nested layers, which isolate themselves) blends with
    /// what is beneath it.
    var containsBlending: Bool {
        contains { $0.blendMode != .normal }
    }
}

extension PreparedItem {
    /// The item with every colour replaced by black (or white) at that colour's alpha (or
    /// opaque, with `opaque`), for masks: black erases in a luminance mask, white keeps.
    func recolored(white: Bool, opaque: Bool) -> PreparedItem {
        var item = self
        item.blendMode = .normal
        if opaque { item.opacity = 1 }
        switch kind {
        case .fill(let path, let paint, let style):
            item.kind = .fill(path, paint.recolored(white: white, opaque: opaque), style)
        case .stroke(let path, let paint, let style):
            item.kind = .stroke(path, paint.recolored(white: white, opaque: opaque), style)
        case .text(let run, let paint, let outline):
            item.kind = .text(run, paint.recolored(white: white, opaque: opaque), outline: outline)
        case .layer(let items, var style):
            style.shadows = style.shadows.map { shadow in
                var grey = shadow
                grey.color = RGBAColor(
                    red: white ? 1 : 0, green: white ? 1 : 0, blue: white ? 1 : 0, opacity: shadow.color.opacity)
                return grey
            }
            item.kind = .layer(items.map { $0.recolored(white: white, opaque: opaque) }, style)
        }
        return item
    }
}

extension Paint {
    func recolored(white: Bool, opaque: Bool) -> Paint {
        let level: Double = white ? 1 : 0
        func grey(_ color: RGBAColor) -> RGBAColor {
            RGBAColor(red: level, green: level, blue: level, opacity: opaque ? 1 : color.opacity)
        }
        func greyStops(_ gradient: ResolvedGradient) -> ResolvedGradient {
            ResolvedGradient(stops: gradient.stops.map { .init(location: $0.location, color: grey($0.color)) })
        }
        switch self {
        case .color(let color): return .color(grey(color))
        case .linearGradient(let g, let start, let end): return .linearGradient(greyStops(g), start: start, end: end)
        case .radialGradient(let g, let center, let r0, let r1):
            return .radialGradient(greyStops(g), center: center, startRadius: r0, endRadius: r1)
        case .conicGradient(let g, let center, let angle):
            return .conicGradient(greyStops(g), center: center, startAngle: angle)
        case .transformed(let inner, let transform):
            return .transformed(inner.recolored(white: white, opaque: opaque), transform)
        case .image(var pattern):
            // Opaque: the whole filled area. Otherwise the image's alpha, in grey.
            if opaque { return .color(grey(.clear)) }
            pattern.tint = RGBAColor(red: level, green: level, blue: level, opacity: 1)
            return .image(pattern)
        }
    }
}
