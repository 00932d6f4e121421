import Foundation
import VellumDrawing
@_spi(SVGWriting) import VellumGeometry

extension SVGDocument {
    mutating func writeLayer(
        _ items: [PreparedItem], style: PreparedLayerStyle, item: PreparedItem, blend: String?,
        to out: inout SVGBytes
    ) throws {
        var content = SVGBytes()
        content.reserveCapacity(1024)
        try write(items, to: &content)
        guard !content.isEmpty else { return }
        // Inside the group that casts shadows and masks: they see the filtered content.
        func filter(_ id: String) {
            var group = SVGBytes()
            group.reserveCapacity(content.count + 32)
            group.append(#"<g filter="url(#"#)
            group.append(utf8: id)
            group.append(#")">"#)
            group.append(contentsOf: content)
            group.append("</g>")
            content = group
        }
        if let matrix = style.colorMatrix { filter(colorMatrixFilter(matrix, linear: style.colorMatrixIsLinear)) }
        if let blur = style.blur { filter(blurFilter(blur)) }
        if let threshold = style.alphaThreshold { filter(alphaThresholdFilter(threshold)) }
        let alpha = item.opacity * style.opacity
        out.append("<g")
        if let info = style.accessibility { accessibilityAttributes(info, to: &out) }
        opacityAttribute("opacity", alpha, to: &out)
        if let mask = style.mask {
            var markup = SVGBytes()
            canvasRegion("maskUnits", to: &markup)
            markup.append(UInt8(ascii: ">"))
            if style.invertsMask {
                // White everywhere, black at the mask's alphas: one minus its alpha.
                markup.append("<rect")
                attribute("width", size.width, to: &markup)
                attribute("height", size.height, to: &markup)
                markup.append(##" fill="#fff"/>"##)
            }
            // A luminance mask of white at the mask's alphas is the alpha mask SwiftUI uses.
            try write(mask.map { $0.recolored(white: !style.invertsMask, opaque: false) }, to: &markup)
            markup.append("</mask>")
            out.append(#" mask="url(#"#)
            out.append(utf8: define("mask", markup))
            out.append(#")""#)
        }
        if !style.shadows.isEmpty {
            for shadow in style.shadows where shadow.blendMode != .normal {
                if shadow.blendMode == .plusDarker {
                    throw RenderError.unsupported(feature: "the plusDarker blend mode for a shadow in SVG")
                }
                if shadow.disablesGroup {
                    // SVG filters cannot see what lies beneath their element.
                    throw RenderError.unsupported(
                        feature: "a shadow with disablesGroup and the \(shadow.blendMode) blend mode in SVG")
                }
            }
            out.append(#" filter="url(#"#)
            out.append(utf8: shadowFilter(style.shadows))
            out.append(#")""#)
        }
        // A layer composites as a whole, as Cairo's group does: blend modes inside it see
        // only the layer's own content.
        if blend != nil || items.containsBlending {
            out.append(#" style=""#)
            if items.containsBlending { out.append("isolation:isolate") }
            if let blend {
                if items.containsBlending { out.append(UInt8(ascii: ";")) }
                out.append("mix-blend-mode:")
                out.append(utf8: blend)
            }
            out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: ">"))
        if let animation = style.animation, let duration = animationDuration {
            animateTransform(animation, duration: duration, to: &out)
        }
        out.append(contentsOf: content)
        out.append("</g>")
    }

    /// The id of an `feColorMatrix` filter over the whole canvas (a matrix that raises alpha
    /// paints all of it, as the raster backends do), in sRGB as SwiftUI computes.
    private mutating func colorMatrixFilter(_ matrix: ColorMatrix, linear: Bool) -> String {
        var markup = SVGBytes()
        canvasRegion("filterUnits", to: &markup)
        markup.append(linear ? #" color-interpolation-filters="linearRGB">"# : #" color-interpolation-filters="sRGB">"#)
        markup.append(#"<feColorMatrix type="matrix" values=""#)
        for (index, value) in matrix.rows.joined().enumerated() {
            if index > 0 { markup.append(UInt8(ascii: " ")) }
            SVGFixedNumber.append(Double(value), precision: 6, to: &markup)
        }
        markup.append(#""/></filter>"#)
        return define("filter", markup)
    }

    /// The id of an `feGaussianBlur` filter over the whole canvas (as the raster backends
    /// blur a layer that covers the target), with σ = the radius. An opaque blur then makes
    /// every pixel that is not fully transparent opaque: `feColorMatrix` works on straight
    /// colour, so alpha × 255 (clamped) divides by alpha. (librsvg 2.54 drops an
    /// `feComponentTransfer` doing the same.)
    private mutating func blurFilter(_ blur: LayerBlur) -> String {
        var markup = SVGBytes()
        canvasRegion("filterUnits", to: &markup)
        markup.append(#" color-interpolation-filters="sRGB"><feGaussianBlur"#)
        attribute("stdDeviation", blur.radius, to: &markup)
        markup.append("/>")
        if blur.isOpaque {
            markup.append(#"<feColorMatrix type="matrix" values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 255 0"/>"#)
        }
        markup.append("</filter>")
        return define("filter", markup)
    }

    /// The id of SwiftUI's alpha threshold over the canvas, from `feColorMatrix` and
    /// `feComposite` alone (librsvg 2.54 drops `feComponentTransfer`): alpha × 255 shifted
    /// so the least kept byte gives 1 and the one below 0, the same from the top, their
    /// product the band, the colour flooded into it.
    private mutating func alphaThresholdFilter(_ threshold: AlphaThreshold) -> String {
        var markup = SVGBytes()
        canvasRegion("filterUnits", to: &markup)
        markup.append(#" color-interpolation-filters="sRGB">"#)
        if let kept = threshold.keptBytes {
            markup.append(
                #"<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 255 "#)
            number(CGFloat(1 - kept.lowerBound), to: &markup)
            markup.append(
                #"" result="low"/><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -255 "#
            )
            number(CGFloat(kept.upperBound + 1), to: &markup)
            markup.append(
                #"" result="high"/><feComposite in="low" in2="high" operator="arithmetic" k1="1" result="band"/><feFlood flood-color=""#
            )
            threshold.color.appendSVGHex(to: &markup)
            markup.append(UInt8(ascii: "\""))
            opacityAttribute("flood-opacity", threshold.color.opacity, to: &markup)
            markup.append(#"/><feComposite in2="band" operator="in"/>"#)
        } else {
            markup.append(#"<feFlood flood-opacity="0"/>"#)
        }
        markup.append("</filter>")
        return define("filter", markup)
    }

    /// SMIL's `<animateTransform>` for a layer's animation: a rotation about its centre, one
    /// turn per cycle, in discrete steps (`calcMode="discrete"`, each value held for an equal
    /// share of the cycle) or smoothly.
    private func animateTransform(_ animation: LayerAnimation, duration: Double, to out: inout SVGBytes) {
        switch animation {
        case .rotation(let center, let steps):
            out.append(#"<animateTransform attributeName="transform" type="rotate""#)
            func value(_ degrees: Double) {
                SVGFixedNumber.append(degrees, precision: 3, to: &out)
                out.append(UInt8(ascii: " "))
                number(center.x, to: &out)
                out.append(UInt8(ascii: " "))
                number(center.y, to: &out)
            }
            if steps > 0 {
                out.append(#" values=""#)
                for step in 0..<steps {
                    if step > 0 { out.append(UInt8(ascii: ";")) }
                    value(360 * Double(step) / Double(steps))
                }
                out.append(#"" calcMode="discrete""#)
            } else {
                out.append(#" from=""#)
                value(0)
                out.append(#"" to=""#)
                value(360)
                out.append(UInt8(ascii: "\""))
            }
            out.append(#" dur=""#)
            SVGFixedNumber.append(duration, precision: 3, to: &out)
            out.append(#"s" repeatCount="indefinite"/>"#)
        }
    }

    /// `role` and the ARIA attributes; every string escaped.
    private func accessibilityAttributes(_ info: AccessibilityInfo, to out: inout SVGBytes) {
        guard !info.isHidden else {
            out.append(#" aria-hidden="true""#)
            return
        }
        out.append(#" role=""#)
        out.append(utf8: XMLText.escaped(info.role))
        out.append(UInt8(ascii: "\""))
        for (name, value) in [
            ("aria-valuenow", info.value), ("aria-valuemin", info.minimum), ("aria-valuemax", info.maximum)
        ] {
            guard let value, value.isFinite else { continue }
            out.append(UInt8(ascii: " "))
            out.append(utf8: name)
            out.append("=\"")
            // A plain decimal with its leading zero, as ARIA values are usually written.
            var text = SVGFixedNumber.text(value, precision: 4)
            if text.hasPrefix(".") { text = "0" + text } else if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
            out.append(utf8: text)
            out.append(UInt8(ascii: "\""))
        }
        for (name, text) in [
            ("aria-label", info.label), ("aria-valuetext", info.valueDescription), ("aria-description", info.hint)
        ] {
            guard let text else { continue }
            out.append(UInt8(ascii: " "))
            out.append(utf8: name)
            out.append("=\"")
            out.append(utf8: XMLText.escaped(text))
            out.append(UInt8(ascii: "\""))
        }
    }

    /// A filter that draws each shadow beneath the source, in order: the source's alpha
    /// blurred (σ = radius / 2, as the raster renderer), offset and coloured.
    private mutating func shadowFilter(_ shadows: [DrawingShadow]) -> String {
        if let known = shadowFilterIDs[shadows] { return known }
        let id = writeShadowFilter(shadows)
        shadowFilterIDs[shadows] = id
        return id
    }

    private mutating func writeShadowFilter(_ shadows: [DrawingShadow]) -> String {
        var margin: CGFloat = 2
        for shadow in shadows {
            let sigma = shadow.radius.isFinite ? max(shadow.radius, 0) / 2 : 0
            let dx = shadow.offset.width.isFinite ? abs(shadow.offset.width) : 0
            let dy = shadow.offset.height.isFinite ? abs(shadow.offset.height) : 0
            margin = max(margin, 3 * sigma + max(dx, dy) + 2)
        }
        var markup = SVGBytes()
        markup.append(#" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB""#)
        attribute("x", -margin, to: &markup)
        attribute("y", -margin, to: &markup)
        attribute("width", size.width + 2 * margin, to: &markup)
        attribute("height", size.height + 2 * margin, to: &markup)
        markup.append(UInt8(ascii: ">"))
        for (index, shadow) in shadows.enumerated() {
            let sigma = shadow.radius.isFinite ? max(shadow.radius, 0) / 2 : 0
            var source = "SourceAlpha"
            if shadow.invertsAlpha {
                markup.append(
                    utf8:
                        #"<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 1" result="i\#(index)"/>"#
                )
                source = "i\(index)"
            }
            if sigma > 0 {
                markup.append(utf8: #"<feGaussianBlur in="\#(source)""#)
                attribute("stdDeviation", sigma, to: &markup)
                markup.append(utf8: #" result="b\#(index)"/>"#)
                source = "b\(index)"
            }
            markup.append(utf8: #"<feOffset in="\#(source)""#)
            attribute("dx", shadow.offset.width.isFinite ? shadow.offset.width : 0, to: &markup)
            attribute("dy", shadow.offset.height.isFinite ? shadow.offset.height : 0, to: &markup)
            markup.append(utf8: #" result="o\#(index)"/><feFlood flood-color=""#)
            shadow.color.appendSVGHex(to: &markup)
            markup.append(UInt8(ascii: "\""))
            opacityAttribute("flood-opacity", shadow.color.opacity, to: &markup)
            markup.append(utf8: #"/><feComposite in2="o\#(index)" operator="in" result="s\#(index)"/>"#)
        }
        if shadows.allSatisfy(\.isPlain) {
            markup.append("<feMerge>")
            for index in shadows.indices {
                markup.append(utf8: #"<feMergeNode in="s\#(index)"/>"#)
            }
            markup.append(#"<feMergeNode in="SourceGraphic"/></feMerge></filter>"#)
            return define("filter", markup)
        }
        // As in a group: shadows beneath composite with what the group holds so far, then the
        // content (unless only shadows are drawn), then the shadows above.
        var current = "c"
        markup.append(#"<feFlood flood-opacity="0" result="c"/>"#)
        func blend(_ index: Int, _ mode: BlendMode) {
            let shadow = "s\(index)", result = "r\(index)"
            switch mode {
            case .copy:
                markup.append(utf8: #"<feOffset in="\#(shadow)" result="\#(result)"/>"#)
            case .clear:
                markup.append(utf8: #"<feFlood flood-opacity="0" result="\#(result)"/>"#)
            case .plusLighter:
                markup.append(
                    utf8:
                        #"<feComposite in="\#(shadow)" in2="\#(current)" operator="arithmetic" k2="1" k3="1" result="\#(result)"/>"#
                )
            case .normal, .sourceAtop, .sourceIn, .sourceOut, .xor:
                let op =
                    mode == .normal
                    ? "over"
                    : mode == .sourceAtop ? "atop" : mode == .sourceIn ? "in" : mode == .sourceOut ? "out" : "xor"
                markup.append(
                    utf8: #"<feComposite in="\#(shadow)" in2="\#(current)" operator="\#(op)" result="\#(result)"/>"#)
            case .destinationOver, .destinationIn, .destinationOut, .destinationAtop:
                let op =
                    mode == .destinationOver
                    ? "over" : mode == .destinationIn ? "in" : mode == .destinationOut ? "out" : "atop"
                markup.append(
                    utf8: #"<feComposite in="\#(current)" in2="\#(shadow)" operator="\#(op)" result="\#(result)"/>"#)
            default:
                // The separable and non-separable modes: feBlend's names are CSS's.
                let css = (try? Self.cssBlendMode(mode)).flatMap { $0 } ?? "normal"
                markup.append(utf8: #"<feBlend in="\#(shadow)" in2="\#(current)" mode="\#(css)" result="\#(result)"/>"#)
            }
            current = result
        }
        for (index, shadow) in shadows.enumerated() where !shadow.isAbove { blend(index, shadow.blendMode) }
        if !shadows.contains(where: \.isShadowOnly) {
            markup.append(
                utf8: #"<feComposite in="SourceGraphic" in2="\#(current)" operator="over" result="content"/>"#)
            current = "content"
        }
        for (index, shadow) in shadows.enumerated() where shadow.isAbove { blend(index, shadow.blendMode) }
        markup.append(utf8: #"<feOffset in="\#(current)"/></filter>"#)
        return define("filter", markup)
    }
}
