import Foundation
import VellumCore
import VellumGeometry

extension SVGDocument {
    /// Writes `items` in painting order into `out`, the content of one group: blend modes
    /// that act on what is already there (`destinationOver`, `destinationOut`, `clear`)
    /// rewrite `out` itself.
    mutating func write(_ items: [DrawingItem], to out: inout [UInt8]) throws {
        // A still picture draws an animated layer's items in place, as if it were no layer.
        if animationDuration == nil, items.contains(where: \.isStillAnimationLayer) {
            return try write(items.flatMap { $0.isStillAnimationLayer ? $0.layerItemsInPlace : [$0] }, to: &out)
        }
        // Whatever lies beneath an opaque fill of the whole canvas never shows: leave it out.
        let firstVisible = items.lastIndex { $0.coversOpaquely(size) } ?? items.startIndex
        for item in items[firstVisible...] {
            let state = item.state
            switch state.blendMode {
            case .destinationOver:
                var element: [UInt8] = []
                try write(item, blend: nil, to: &element)
                out.insert(contentsOf: element, at: 0)
            case .destinationOut, .clear:
                try erase(out: &out, where: item, wholeCoverage: state.blendMode == .clear)
            default:
                try write(item, blend: try Self.cssBlendMode(state.blendMode), to: &out)
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
    private mutating func erase(out: inout [UInt8], where item: DrawingItem, wholeCoverage: Bool) throws {
        guard !out.isEmpty else { return }
        var eraser: [UInt8] = []
        try write(item.recolored(white: false, opaque: wholeCoverage), blend: nil, to: &eraser)
        var mask: [UInt8] = []
        mask.append(contentsOf: #" maskUnits="userSpaceOnUse" x="0" y="0""#.utf8)
        attribute("width", size.width, to: &mask)
        attribute("height", size.height, to: &mask)
        mask.append(contentsOf: #"><rect"#.utf8)
        attribute("width", size.width, to: &mask)
        attribute("height", size.height, to: &mask)
        mask.append(contentsOf: ##" fill="#fff"/>"##.utf8)
        mask.append(contentsOf: eraser)
        mask.append(contentsOf: "</mask>".utf8)
        let id = define("mask", mask)
        var wrapped = Array(#"<g mask="url(#"#.utf8)
        wrapped.append(contentsOf: id.utf8)
        wrapped.append(contentsOf: #")">"#.utf8)
        wrapped.append(contentsOf: out)
        wrapped.append(contentsOf: "</g>".utf8)
        out = wrapped
    }

    /// One item, wrapped in its clips and blend mode.
    private mutating func write(_ item: DrawingItem, blend: String?, to out: inout [UInt8]) throws {
        let state = item.state
        if case .fill = item, !state.transform.isDrawable { return }
        if case .stroke = item, !state.transform.isDrawable { return }
        if case .text = item, !state.transform.isDrawable { return }
        // Clips and the blend mode go on groups around the element, outermost first: a
        // clipped group is isolated, so the blend mode must sit outside the clips.
        var closers = 0
        var blendOnElement = blend
        if blend != nil, !state.clips.isEmpty {
            out.append(contentsOf: #"<g style="mix-blend-mode:"#.utf8)
            out.append(contentsOf: blend!.utf8)
            out.append(contentsOf: #"">"#.utf8)
            closers += 1
            blendOnElement = nil
        }
        for clip in state.clips {
            out.append(contentsOf: clip.isInverse ? #"<g mask="url(#"#.utf8 : #"<g clip-path="url(#"#.utf8)
            out.append(contentsOf: (clip.isInverse ? inverseClipMask(clip) : clipPath(clip)).utf8)
            out.append(contentsOf: #")">"#.utf8)
            closers += 1
        }
        switch item {
        case .fill(let path, let paint, let style, _):
            try writeFill(path, paint: paint, style: style, state: state, blend: blendOnElement, to: &out)
        case .stroke(let path, let paint, let style, _):
            try writeStroke(path, paint: paint, style: style, state: state, blend: blendOnElement, to: &out)
        case .layer(let items, let style, _):
            try writeLayer(items, style: style, state: state, blend: blendOnElement, to: &out)
        case .text(let run, let paint, _):
            if !textAsOutlines, paint.normalizedForRendering.conicParts == nil {
                writeText(run, paint: paint, state: state, blend: blendOnElement, to: &out)
            } else {
                try writeFill(run.outline, paint: paint, style: FillStyle(), state: state, blend: blendOnElement, to: &out)
            }
        }
        for _ in 0..<closers { out.append(contentsOf: "</g>".utf8) }
    }

    mutating func clipPath(_ clip: DrawingClip) -> String {
        var markup: [UInt8] = [UInt8(ascii: ">")]
        markup.append(contentsOf: "<path".utf8)
        pathData(reachesFar(clip.path, transform: .identity) ? restricted(clip.path, transform: .identity) : clip.path, precision: precision, to: &markup)
        if clip.style.isEOFilled { markup.append(contentsOf: #" clip-rule="evenodd""#.utf8) }
        if !clip.style.isAntialiased { markup.append(contentsOf: #" shape-rendering="crispEdges""#.utf8) }
        markup.append(contentsOf: "/></clipPath>".utf8)
        return define("clipPath", markup)
    }

    /// A mask that is opaque everywhere except inside the clip's outline.
    private mutating func inverseClipMask(_ clip: DrawingClip) -> String {
        var markup: [UInt8] = []
        markup.append(contentsOf: #" maskUnits="userSpaceOnUse" x="0" y="0""#.utf8)
        attribute("width", size.width, to: &markup)
        attribute("height", size.height, to: &markup)
        markup.append(contentsOf: "><rect".utf8)
        attribute("width", size.width, to: &markup)
        attribute("height", size.height, to: &markup)
        markup.append(contentsOf: ##" fill="#fff"/><path"##.utf8)
        pathData(reachesFar(clip.path, transform: .identity) ? restricted(clip.path, transform: .identity) : clip.path, precision: precision, to: &markup)
        if clip.style.isEOFilled { markup.append(contentsOf: #" fill-rule="evenodd""#.utf8) }
        if !clip.style.isAntialiased { markup.append(contentsOf: #" shape-rendering="crispEdges""#.utf8) }
        markup.append(contentsOf: "/></mask>".utf8)
        return define("mask", markup)
    }

    // MARK: Far-off geometry

    /// How far (points) beyond the page a path may reach before it is restricted: viewers
    /// rasterize in fixed point, and librsvg (through Cairo) filled a strip reaching 49,000
    /// points as a wedge at zoom 3 (40,000 was right).
    static let farLimit: CGFloat = 32_768
    /// How far beyond the page dashed strokes may reach before they are outlined by us
    /// (dashes need the whole length; our outline caps them at 100,000).
    static let dashedFarLimit: CGFloat = 98_304
    /// How far beyond the page restricted paths reach.
    static let restrictedMargin: CGFloat = 2_048

    /// Whether any point or control point of `path` mapped by `transform` to the page, grown
    /// by `outset`, lies more than ``farLimit`` beyond the page, or is not finite.
    func reachesFar(_ path: Path, transform: CGAffineTransform, outset: CGFloat = 0, farLimit: CGFloat = farLimit) -> Bool {
        let limit = CGRect(origin: .zero, size: size).insetBy(dx: -farLimit, dy: -farLimit)
        return path.reaches(beyond: limit, transform: transform, outset: outset)
    }

    /// `path` mapped by `transform` and restricted to a box around the page: the same fill on
    /// the page (the only part an SVG shows), under either fill rule. See
    /// `Path.restrictedForFilling(visible:box:)`.
    func restricted(_ path: Path, transform: CGAffineTransform) -> Path {
        let page = CGRect(origin: .zero, size: size)
        return path.restrictedForFilling(transform: transform, visible: page.insetBy(dx: -2, dy: -2),
                                         box: page.insetBy(dx: -Self.restrictedMargin, dy: -Self.restrictedMargin))
    }

    // MARK: Fills and strokes

    private mutating func writeFill(_ path: Path, paint: Paint, style: FillStyle, state: DrawingState, blend: String?,
                                    to out: inout [UInt8]) throws {
        let root = reachesFar(path, transform: state.transform)
            ? restricted(path, transform: state.transform) : path.applying(state.transform)
        guard !root.isEmpty else { return }
        let paint = paint.normalizedForRendering
        if let conic = paint.conicParts {
            var clip = DrawingClip(path: root, style: style)
            clip.isInverse = false
            writeConic(conic, paintToRoot: conic.transform.concatenating(state.transform), coverage: .clip(clip),
                       opacity: state.opacity, blend: blend, to: &out)
            return
        }
        out.append(contentsOf: "<path".utf8)
        pathData(root, precision: precision, to: &out)
        paintAttributes(paint, opacity: state.opacity, paintToElement: state.transform, isStroke: false, to: &out)
        if style.isEOFilled { out.append(contentsOf: #" fill-rule="evenodd""#.utf8) }
        if !style.isAntialiased { out.append(contentsOf: #" shape-rendering="crispEdges""#.utf8) }
        blendStyle(blend, to: &out)
        out.append(contentsOf: "/>".utf8)
    }

    private mutating func writeStroke(_ path: Path, paint: Paint, style: StrokeStyle, state: DrawingState, blend: String?,
                                      to out: inout [UInt8]) throws {
        let t = state.transform
        let reach = style.lineWidth * max(1, style.miterLimit.isFinite ? style.miterLimit : 10) * max(hypot(t.a, t.b), hypot(t.c, t.d))
        if reachesFar(path, transform: t, outset: reach, farLimit: style.effectiveDash == nil ? Self.farLimit : Self.dashedFarLimit) {
            // As in the raster: viewers rasterize in fixed point too (librsvg through Cairo
            // drew 1e300 as garbage), so a far-reaching stroke is written as its outline,
            // restricted like any far fill.
            let page = CGRect(origin: .zero, size: size).insetBy(dx: -2, dy: -2)
            let area = t.a * t.d - t.b * t.c != 0 ? page.applying(t.inverted()) : .infinite
            try writeFill(path.strokedPath(style, near: area), paint: paint, style: FillStyle(), state: state, blend: blend,
                          to: &out)
            return
        }
        let paint = paint.normalizedForRendering
        if let conic = paint.conicParts {
            // The wedges are masked by the same stroke in white, dashed by the viewer as every
            // other stroke is. (An outline from our stroker as a clip path grew without bound:
            // 100,000 dashes made a 20 MB `d` attribute, past libxml2's 10 MB limit, so
            // librsvg refused the file.)
            guard state.transform.isDrawable, !path.isEmpty else { return }
            var mask = Array(#" maskUnits="userSpaceOnUse" x="0" y="0""#.utf8)
            attribute("width", size.width, to: &mask)
            attribute("height", size.height, to: &mask)
            mask.append(UInt8(ascii: ">"))
            var penState = state
            penState.opacity = 1
            try writeStroke(path, paint: .color(RGBAColor(red: 1, green: 1, blue: 1, opacity: 1)), style: style,
                            state: penState, blend: nil, to: &mask)
            mask.append(contentsOf: "</mask>".utf8)
            let canvas = Path(CGRect(origin: .zero, size: size))
            writeConic(conic, paintToRoot: conic.transform.concatenating(state.transform),
                       coverage: .mask(id: define("mask", mask), bounds: canvas.boundingRect),
                       opacity: state.opacity, blend: blend, to: &out)
            return
        }
        // A rotation with uniform scale keeps the pen round: the path goes to root space and
        // the pen's sizes scale. Anything else keeps the user space as a transform.
        let isSimilarity = (abs(t.a - t.d) <= 1e-12 * abs(t.a) + 1e-15 && abs(t.b + t.c) <= 1e-12 * abs(t.b) + 1e-15)
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
        out.append(contentsOf: "<path".utf8)
        pathData(elementPath, precision: elementPrecision, to: &out)
        matrix("transform", elementTransform, to: &out)
        out.append(contentsOf: #" fill="none""#.utf8)
        paintAttributes(paint, opacity: state.opacity, paintToElement: isSimilarity ? t : .identity, isStroke: true, to: &out)
        let width = style.lineWidth * penScale
        if width != 1 { attribute("stroke-width", width, to: &out) }
        switch style.lineCap {
        case .butt: break
        case .round: out.append(contentsOf: #" stroke-linecap="round""#.utf8)
        case .square: out.append(contentsOf: #" stroke-linecap="square""#.utf8)
        }
        switch style.lineJoin {
        case .miter:
            // SVG's default limit is 4, SwiftUI's 10.
            let limit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
            if limit != 4 { attribute("stroke-miterlimit", limit, to: &out) }
        case .round: out.append(contentsOf: #" stroke-linejoin="round""#.utf8)
        case .bevel: out.append(contentsOf: #" stroke-linejoin="bevel""#.utf8)
        }
        if let dash = style.effectiveDash {
            out.append(contentsOf: #" stroke-dasharray=""#.utf8)
            for (index, length) in dash.lengths.enumerated() {
                if index > 0 { out.append(UInt8(ascii: " ")) }
                number(length * penScale, to: &out)
            }
            out.append(UInt8(ascii: "\""))
            if dash.phase != 0 { attribute("stroke-dashoffset", dash.phase * penScale, to: &out) }
        }
        blendStyle(blend, to: &out)
        out.append(contentsOf: "/>".utf8)
    }

    /// Text as `<text>` elements, one per line, in the run's user space: selectable and
    /// searchable, drawn by the viewer's copy of the font (DejaVu where it is installed).
    private mutating func writeText(_ run: TextRun, paint: Paint, state: DrawingState, blend: String?, to out: inout [UInt8]) {
        out.append(contentsOf: "<g".utf8)
        matrix("transform", state.transform, to: &out)
        paintAttributes(paint.normalizedForRendering, opacity: state.opacity, paintToElement: .identity, isStroke: false, to: &out)
        out.append(contentsOf: #" font-family=""#.utf8)
        out.append(contentsOf: XMLText.escaped(run.fontFamily).utf8)
        out.append(UInt8(ascii: "\""))
        attribute("font-size", run.fontSize, to: &out)
        if run.fontWeight != 400 { out.append(contentsOf: #" font-weight="\#(run.fontWeight)""#.utf8) }
        if run.isItalic { out.append(contentsOf: #" font-style="italic""#.utf8) }
        out.append(contentsOf: #" xml:space="preserve""#.utf8)
        blendStyle(blend, to: &out)
        out.append(UInt8(ascii: ">"))
        for line in run.lines {
            out.append(contentsOf: "<text".utf8)
            attribute("x", line.baselineOrigin.x, to: &out)
            attribute("y", line.baselineOrigin.y, to: &out)
            out.append(UInt8(ascii: ">"))
            out.append(contentsOf: XMLText.escaped(line.text).utf8)
            out.append(contentsOf: "</text>".utf8)
        }
        out.append(contentsOf: "</g>".utf8)
    }

    func blendStyle(_ blend: String?, to out: inout [UInt8]) {
        guard let blend else { return }
        out.append(contentsOf: #" style="mix-blend-mode:"#.utf8)
        out.append(contentsOf: blend.utf8)
        out.append(UInt8(ascii: "\""))
    }

    // MARK: Layers

    private mutating func writeLayer(_ items: [DrawingItem], style: LayerStyle, state: DrawingState, blend: String?,
                                     to out: inout [UInt8]) throws {
        var content: [UInt8] = []
        try write(items, to: &content)
        guard !content.isEmpty else { return }
        let alpha = state.opacity * style.opacity
        out.append(contentsOf: "<g".utf8)
        if let info = style.accessibility { accessibilityAttributes(info, to: &out) }
        opacityAttribute("opacity", alpha, to: &out)
        if let mask = style.mask {
            var markup: [UInt8] = []
            markup.append(contentsOf: #" maskUnits="userSpaceOnUse" x="0" y="0""#.utf8)
            attribute("width", size.width, to: &markup)
            attribute("height", size.height, to: &markup)
            markup.append(UInt8(ascii: ">"))
            // A luminance mask of white at the mask's alphas is the alpha mask SwiftUI uses.
            try write(mask.map { $0.recolored(white: true, opaque: false) }, to: &markup)
            markup.append(contentsOf: "</mask>".utf8)
            out.append(contentsOf: #" mask="url(#"#.utf8)
            out.append(contentsOf: define("mask", markup).utf8)
            out.append(contentsOf: #")""#.utf8)
        }
        if !style.shadows.isEmpty {
            out.append(contentsOf: #" filter="url(#"#.utf8)
            out.append(contentsOf: shadowFilter(style.shadows).utf8)
            out.append(contentsOf: #")""#.utf8)
        }
        // A layer composites as a whole, as Cairo's group does: blend modes inside it see
        // only the layer's own content.
        if blend != nil || items.containsBlending {
            out.append(contentsOf: #" style=""#.utf8)
            if items.containsBlending { out.append(contentsOf: "isolation:isolate".utf8) }
            if let blend {
                if items.containsBlending { out.append(UInt8(ascii: ";")) }
                out.append(contentsOf: "mix-blend-mode:".utf8)
                out.append(contentsOf: blend.utf8)
            }
            out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: ">"))
        if let animation = style.animation, let duration = animationDuration {
            animateTransform(animation, duration: duration, to: &out)
        }
        out.append(contentsOf: content)
        out.append(contentsOf: "</g>".utf8)
    }

    /// SMIL's `<animateTransform>` for a layer's animation: a rotation about its centre, one
    /// turn per cycle, in discrete steps (`calcMode="discrete"`, each value held for an equal
    /// share of the cycle) or smoothly.
    private func animateTransform(_ animation: LayerAnimation, duration: Double, to out: inout [UInt8]) {
        switch animation {
        case .rotation(let center, let steps):
            out.append(contentsOf: #"<animateTransform attributeName="transform" type="rotate""#.utf8)
            func value(_ degrees: Double) {
                SVGFixedNumber.append(degrees, precision: 3, to: &out)
                out.append(UInt8(ascii: " "))
                number(center.x, to: &out)
                out.append(UInt8(ascii: " "))
                number(center.y, to: &out)
            }
            if steps > 0 {
                out.append(contentsOf: #" values=""#.utf8)
                for step in 0..<steps {
                    if step > 0 { out.append(UInt8(ascii: ";")) }
                    value(360 * Double(step) / Double(steps))
                }
                out.append(contentsOf: #"" calcMode="discrete""#.utf8)
            } else {
                out.append(contentsOf: #" from=""#.utf8)
                value(0)
                out.append(contentsOf: #"" to=""#.utf8)
                value(360)
                out.append(UInt8(ascii: "\""))
            }
            out.append(contentsOf: #" dur=""#.utf8)
            SVGFixedNumber.append(duration, precision: 3, to: &out)
            out.append(contentsOf: #"s" repeatCount="indefinite"/>"#.utf8)
        }
    }

    /// `role` and the ARIA attributes; every string escaped.
    private func accessibilityAttributes(_ info: AccessibilityInfo, to out: inout [UInt8]) {
        out.append(contentsOf: #" role=""#.utf8)
        out.append(contentsOf: XMLText.escaped(info.role).utf8)
        out.append(UInt8(ascii: "\""))
        for (name, value) in [("aria-valuenow", info.value), ("aria-valuemin", info.minimum), ("aria-valuemax", info.maximum)] {
            guard let value, value.isFinite else { continue }
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: name.utf8)
            out.append(contentsOf: "=\"".utf8)
            // A plain decimal with its leading zero, as ARIA values are usually written.
            var text = SVGFixedNumber.text(value, precision: 4)
            if text.hasPrefix(".") { text = "0" + text } else if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
        }
        if let label = info.label {
            out.append(contentsOf: #" aria-label=""#.utf8)
            out.append(contentsOf: XMLText.escaped(label).utf8)
            out.append(UInt8(ascii: "\""))
        }
    }

    /// A filter that draws each shadow beneath the source, in order: the source's alpha
    /// blurred (σ = radius / 2, as the raster renderer), offset and coloured.
    private mutating func shadowFilter(_ shadows: [DrawingShadow]) -> String {
        var margin: CGFloat = 2
        for shadow in shadows {
            let sigma = shadow.radius.isFinite ? max(shadow.radius, 0) / 2 : 0
            let dx = shadow.offset.width.isFinite ? abs(shadow.offset.width) : 0
            let dy = shadow.offset.height.isFinite ? abs(shadow.offset.height) : 0
            margin = max(margin, 3 * sigma + max(dx, dy) + 2)
        }
        var markup: [UInt8] = []
        markup.append(contentsOf: #" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB""#.utf8)
        attribute("x", -margin, to: &markup)
        attribute("y", -margin, to: &markup)
        attribute("width", size.width + 2 * margin, to: &markup)
        attribute("height", size.height + 2 * margin, to: &markup)
        markup.append(UInt8(ascii: ">"))
        for (index, shadow) in shadows.enumerated() {
            let sigma = shadow.radius.isFinite ? max(shadow.radius, 0) / 2 : 0
            var source = "SourceAlpha"
            if sigma > 0 {
                markup.append(contentsOf: #"<feGaussianBlur in="SourceAlpha""#.utf8)
                attribute("stdDeviation", sigma, to: &markup)
                markup.append(contentsOf: #" result="b\#(index)"/>"#.utf8)
                source = "b\(index)"
            }
            markup.append(contentsOf: #"<feOffset in="\#(source)""#.utf8)
            attribute("dx", shadow.offset.width.isFinite ? shadow.offset.width : 0, to: &markup)
            attribute("dy", shadow.offset.height.isFinite ? shadow.offset.height : 0, to: &markup)
            markup.append(contentsOf: #" result="o\#(index)"/><feFlood flood-color=""#.utf8)
            markup.append(contentsOf: shadow.color.svgHex.utf8)
            markup.append(UInt8(ascii: "\""))
            opacityAttribute("flood-opacity", shadow.color.opacity, to: &markup)
            markup.append(contentsOf: #"/><feComposite in2="o\#(index)" operator="in" result="s\#(index)"/>"#.utf8)
        }
        markup.append(contentsOf: "<feMerge>".utf8)
        for index in shadows.indices {
            markup.append(contentsOf: #"<feMergeNode in="s\#(index)"/>"#.utf8)
        }
        markup.append(contentsOf: #"<feMergeNode in="SourceGraphic"/></feMerge></filter>"#.utf8)
        return define("filter", markup)
    }
}

extension CGAffineTransform {
    /// Whether a renderer can draw in this user space: finite and invertible (the Cairo
    /// renderer's rule, so both backends skip the same items).
    var isDrawable: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }
}

extension [DrawingItem] {
    /// Whether any item (not counting nested layers, which isolate themselves) blends with
    /// what is beneath it.
    var containsBlending: Bool {
        contains { item in
            item.state.blendMode != .normal
        }
    }
}

extension DrawingItem {
    /// The item with every colour replaced by black (or white) at that colour's alpha (or
    /// opaque, with `opaque`), for masks: black erases in a luminance mask, white keeps.
    func recolored(white: Bool, opaque: Bool) -> DrawingItem {
        switch self {
        case .fill(let path, let paint, let style, var state):
            state.blendMode = .normal
            if opaque { state.opacity = 1 }
            return .fill(path, paint.recolored(white: white, opaque: opaque), style, state)
        case .stroke(let path, let paint, let style, var state):
            state.blendMode = .normal
            if opaque { state.opacity = 1 }
            return .stroke(path, paint.recolored(white: white, opaque: opaque), style, state)
        case .text(let run, let paint, var state):
            state.blendMode = .normal
            if opaque { state.opacity = 1 }
            return .text(run, paint.recolored(white: white, opaque: opaque), state)
        case .layer(let items, var style, var state):
            state.blendMode = .normal
            if opaque { state.opacity = 1 }
            style.shadows = style.shadows.map { shadow in
                var grey = shadow
                grey.color = RGBAColor(red: white ? 1 : 0, green: white ? 1 : 0, blue: white ? 1 : 0, opacity: shadow.color.opacity)
                return grey
            }
            return .layer(items.map { $0.recolored(white: white, opaque: opaque) }, style, state)
        }
    }
}

extension Paint {
    func recolored(white: Bool, opaque: Bool) -> Paint {
        let level: Double = white ? 1 : 0
        func grey(_ color: RGBAColor) -> RGBAColor { RGBAColor(red: level, green: level, blue: level, opacity: opaque ? 1 : color.opacity) }
        func greyStops(_ gradient: ResolvedGradient) -> ResolvedGradient {
            ResolvedGradient(stops: gradient.stops.map { .init(location: $0.location, color: grey($0.color)) })
        }
        switch self {
        case .color(let color): return .color(grey(color))
        case .linearGradient(let g, let start, let end): return .linearGradient(greyStops(g), start: start, end: end)
        case .radialGradient(let g, let center, let r0, let r1):
            return .radialGradient(greyStops(g), center: center, startRadius: r0, endRadius: r1)
        case .conicGradient(let g, let center, let angle): return .conicGradient(greyStops(g), center: center, startAngle: angle)
        case .transformed(let inner, let transform): return .transformed(inner.recolored(white: white, opaque: opaque), transform)
        }
    }
}

extension DrawingItem {
    /// Whether the item paints every point of a `size` canvas with opaque paint, replacing
    /// what is there (normal blending, full opacity, no clips).
    func coversOpaquely(_ size: CGSize) -> Bool {
        guard case .fill(let path, let paint, _, let state) = self, state.blendMode == .normal, state.opacity >= 1,
              state.clips.isEmpty, paint.isOpaque else { return false }
        return path.applying(state.transform).isRectangle(covering: CGRect(origin: .zero, size: size))
    }
}

extension Paint {
    /// Whether every colour the paint can produce is opaque.
    var isOpaque: Bool {
        switch self {
        case .color(let color): return color.opacity >= 1
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .conicGradient(let g, _, _):
            return g.stops.allSatisfy { $0.color.opacity >= 1 }
        case .transformed(let inner, _): return inner.isOpaque
        }
    }
}

extension Path {
    /// Whether the path is one axis-aligned rectangle that contains `rect`.
    func isRectangle(covering rect: CGRect) -> Bool {
        var points: [CGPoint] = []
        var closed = false, simple = true
        forEach { element in
            switch element {
            case .move(let p): if !points.isEmpty { simple = false }; points.append(p)
            case .line(let p): if closed { simple = false }; points.append(p)
            case .closeSubpath: closed = true
            case .quadCurve, .curve: simple = false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard simple, points.count == 4 else { return false }
        // Four corners, each edge horizontal or vertical, alternating.
        for index in 0..<4 {
            let a = points[index], b = points[(index + 1) % 4], c = points[(index + 2) % 4]
            let first = a.x == b.x ? 0 : (a.y == b.y ? 1 : -1), second = b.x == c.x ? 0 : (b.y == c.y ? 1 : -1)
            guard first >= 0, second >= 0, first != second else { return false }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return xs.min()! <= rect.minX && ys.min()! <= rect.minY && xs.max()! >= rect.maxX && ys.max()! >= rect.maxY
    }
}

extension DrawingItem {
    /// A layer that exists only to be animated (no opacity, blend mode, shadow, mask or
    /// accessibility of its own): a still picture writes its items in place.
    var isStillAnimationLayer: Bool {
        guard case .layer(let items, let style, let state) = self, style.animation != nil,
              style.accessibility == nil, state.opacity >= 1, state.blendMode == .normal else { return false }
        return style.isTransparent(for: items)
    }

    /// A layer's items with the layer's clips added to their own, as they draw in place;
    /// nothing for other items.
    var layerItemsInPlace: [DrawingItem] {
        guard case .layer(let items, _, let layerState) = self else { return [] }
        guard !layerState.clips.isEmpty else { return items }
        return items.map { item in
            switch item {
            case .fill(let path, let paint, let style, var state):
                state.clips = layerState.clips + state.clips
                return .fill(path, paint, style, state)
            case .stroke(let path, let paint, let style, var state):
                state.clips = layerState.clips + state.clips
                return .stroke(path, paint, style, state)
            case .layer(let inner, let style, var state):
                state.clips = layerState.clips + state.clips
                return .layer(inner, style, state)
            case .text(let run, let paint, var state):
                state.clips = layerState.clips + state.clips
                return .text(run, paint, state)
            }
        }
    }
}
