import Foundation
import VellumCore
import VellumGeometry

extension SVGDocument {
    mutating func writeLayer(_ items: [PreparedItem], style: PreparedLayerStyle, item: PreparedItem, blend: String?,
                                     to out: inout [UInt8]) throws {
        var content: [UInt8] = []
        content.reserveCapacity(1024)
        try write(items, to: &content)
        guard !content.isEmpty else { return }
        let alpha = item.opacity * style.opacity
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
        guard !info.isHidden else {
            out.append(contentsOf: #" aria-hidden="true""#.utf8)
            return
        }
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
        for (name, text) in [("aria-label", info.label), ("aria-valuetext", info.valueDescription), ("aria-description", info.hint)] {
            guard let text else { continue }
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: name.utf8)
            out.append(contentsOf: "=\"".utf8)
            out.append(contentsOf: XMLText.escaped(text).utf8)
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
