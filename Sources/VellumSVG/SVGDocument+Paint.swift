import Foundation
import VellumDrawing
@_spi(SVGWriting) import VellumGeometry

/// A conic gradient and the transform from its own space to the space it was used in.
struct ConicParts {
    var gradient: ResolvedGradient
    var center: CGPoint
    var startAngle: Angle
    var transform: CGAffineTransform
}

extension Paint {
    /// The conic gradient inside this paint, if it is one.
    var conicParts: ConicParts? {
        switch self {
        case .conicGradient(let gradient, let center, let startAngle):
            return ConicParts(gradient: gradient, center: center, startAngle: startAngle, transform: .identity)
        case .transformed(let inner, let transform):
            guard var parts = inner.conicParts else { return nil }
            parts.transform = parts.transform.concatenating(transform)
            return parts
        default:
            return nil
        }
    }
}

extension SVGDocument {
    /// ` fill="…"` (or `stroke`) and its opacity. `paintToElement` maps the paint's user
    /// space to the element's.
    mutating func paintAttributes(
        _ paint: Paint, opacity: Double, paintToElement: CGAffineTransform, isStroke: Bool,
        to out: inout SVGBytes
    ) {
        let opacityName: StaticString = isStroke ? "stroke-opacity" : "fill-opacity"
        switch paint {
        case .color(let color):
            if isStroke || !color.isSVGBlack {
                out.append(isStroke ? #" stroke=""# : #" fill=""#)
                color.appendSVGHex(to: &out)
                out.append(UInt8(ascii: "\""))
            }
            opacityAttribute(opacityName, color.opacity * opacity, to: &out)
        default:
            // A pattern for an image, a gradient for the rest, referenced by id.
            let id: String
            if case .image(let pattern) = paint {
                id = imagePatternID(pattern, paintToElement: paintToElement)
            } else {
                id = gradient(paint, transform: paintToElement)
            }
            out.append(isStroke ? #" stroke="url(#"# : #" fill="url(#"#)
            out.append(utf8: id)
            out.append(")\"")
            opacityAttribute(opacityName, opacity, to: &out)
        }
    }

    /// The id of a gradient `element` in user space: its geometry `attributes` in order, the
    /// transform, then the stops of `ramp`.
    private mutating func gradientElement(
        _ element: StaticString, _ ramp: ResolvedGradient, transform: CGAffineTransform,
        attributes: [(name: StaticString, value: CGFloat)]
    ) -> String {
        var markup = SVGBytes()
        markup.reserveCapacity(160 + 64 * ramp.stops.count)
        markup.append(#" gradientUnits="userSpaceOnUse""#)
        for (name, value) in attributes { attribute(name, value, to: &markup) }
        matrix("gradientTransform", transform, to: &markup)
        markup.append(UInt8(ascii: ">"))
        stops(ramp, to: &markup)
        markup.append("</")
        markup.append(element)
        markup.append(UInt8(ascii: ">"))
        return define("\(element)", markup)
    }

    /// The id of a `linearGradient` or `radialGradient` in user space for `paint`
    /// (colours and gradients, possibly transformed; never conic).
    private mutating func gradient(_ paint: Paint, transform: CGAffineTransform) -> String {
        switch paint {
        case .transformed(let inner, let inside):
            return gradient(inner, transform: inside.concatenating(transform))
        case .linearGradient(let ramp, let start, let end):
            return gradientElement(
                "linearGradient", ramp, transform: transform,
                attributes: [("x1", start.x), ("y1", start.y), ("x2", end.x), ("y2", end.y)])
        case .radialGradient(var ramp, let center, var r0, var r1):
            // SVG wants the focal radius inside the outer one: a gradient that grows inward
            // is the reversed gradient growing outward.
            if r0 > r1 {
                swap(&r0, &r1)
                ramp = ResolvedGradient(
                    stops: ramp.stops.reversed().map { .init(location: 1 - $0.location, color: $0.color) })
            }
            var geometry: [(name: StaticString, value: CGFloat)] = [("cx", center.x), ("cy", center.y), ("r", r1)]
            if r0 > 0 { geometry.append(("fr", r0)) }
            return gradientElement("radialGradient", ramp, transform: transform, attributes: geometry)
        case .color(let color):
            // Only reached inside `.transformed`: a one-stop gradient is that colour.
            return gradient(
                .linearGradient(
                    ResolvedGradient(stops: [.init(location: 0, color: color)]),
                    start: .zero, end: CGPoint(x: 1, y: 0)), transform: .identity)
        case .conicGradient:
            preconditionFailure("conic gradients are drawn as wedges")
        case .image:
            preconditionFailure("images are patterns, not gradients")
        }
    }

    private func stops(_ ramp: ResolvedGradient, to out: inout SVGBytes) {
        for stop in ramp.stops {
            out.append(#"<stop offset=""#)
            fraction(min(max(stop.location, 0), 1), to: &out)
            out.append(#"" stop-color=""#)
            stop.color.appendSVGHex(to: &out)
            out.append(UInt8(ascii: "\""))
            opacityAttribute("stop-opacity", stop.color.opacity, to: &out)
            out.append("/>")
        }
    }

    // MARK: Conic gradients

    /// Where a conic gradient's wedges show.
    enum ConicCoverage {
        /// Inside a fill's outline (root space).
        case clip(PreparedClip)
        /// Where a defined luminance mask is white; `bounds` is the area it can cover (root space).
        case mask(id: String, bounds: CGRect)
    }

    /// A conic gradient as wedges of flat colour, shown through `coverage`. Each wedge spans at
    /// most 2/255 of change in any channel, so its colour is within 1/255 of the exact
    /// colour everywhere in it. The wedges are drawn without anti-aliasing: they tile the
    /// plane, so each pixel takes the colour of the wedge at its centre, as the raster
    /// renderer evaluates the exact colour there; anti-aliased wedges would leak the
    /// background through every seam. The clip or mask anti-aliases the shape's own edge.
    mutating func writeConic(
        _ conic: ConicParts, paintToRoot: CGAffineTransform, coverage: ConicCoverage, opacity: Double,
        blend: String?, to out: inout SVGBytes
    ) {
        guard paintToRoot.isDrawable else { return }
        // How far the wedges must reach: the covered bounds, seen from the centre in paint space.
        let bounds: CGRect
        switch coverage {
        case .clip(let clip): bounds = clip.path.path.boundingRect
        case .mask(_, let maskBounds): bounds = maskBounds
        }
        let toPaint = paintToRoot.inverted()
        var reach: CGFloat = 1
        for corner in [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)
        ] {
            let p = corner.applying(toPaint)
            reach = max(reach, hypot(p.x - conic.center.x, p.y - conic.center.y))
        }
        guard reach.isFinite else { return }
        let wedges = Self.conicWedges(conic.gradient)

        switch coverage {
        case .clip(let clip):
            out.append(#"<g clip-path="url(#"#)
            out.append(utf8: definedClip(clip))
        case .mask(let id, _):
            out.append(#"<g mask="url(#"#)
            out.append(utf8: id)
        }
        out.append(")\"")
        opacityAttribute("opacity", opacity, to: &out)
        blendStyle(blend, to: &out)
        out.append(#"><g shape-rendering="crispEdges""#)
        matrix("transform", paintToRoot, to: &out)
        out.append(UInt8(ascii: ">"))
        writeWedges(wedges, conic: conic, reach: reach, to: &out)
        out.append("</g></g>")
    }

    /// The wedges of a full turn as (start, end, colour) in turns: one per flat span (split
    /// so no wedge exceeds 1/8 turn) and, between stops, as many as keep each wedge's change
    /// within 2/255 per channel.
    static func conicWedges(_ ramp: ResolvedGradient) -> [(start: Double, end: Double, color: RGBAColor)] {
        var breaks: [Double] = [0]
        for stop in ramp.stops where stop.location > 0 && stop.location < 1 { breaks.append(stop.location) }
        breaks.append(1)
        var wedges: [(start: Double, end: Double, color: RGBAColor)] = []
        for index in 0..<(breaks.count - 1) {
            let a = breaks[index], b = breaks[index + 1]
            guard b > a else { continue }
            // Colours just inside the span's ends: at a shared location the stops make a hard edge.
            let span = b - a
            let first = ramp.color(at: a + span * 1e-9), last = ramp.color(at: b - span * 1e-9)
            let change =
                max(
                    abs(first.red - last.red), abs(first.green - last.green), abs(first.blue - last.blue),
                    abs(first.opacity - last.opacity)) * 255
            let count = max(Int((change / 2).rounded(.up)), Int((span * 8).rounded(.up)), 1)
            for piece in 0..<count {
                let start = piece == 0 ? a : a + span * Double(piece) / Double(count)
                let end = piece == count - 1 ? b : a + span * Double(piece + 1) / Double(count)
                wedges.append((start, end, ramp.color(at: (start + end) / 2)))
            }
        }
        return wedges
    }

    /// Writes wedges as triangles from the centre. Every corner lies at the same distance,
    /// far enough that a chord of the widest wedge (1/8 turn) clears `reach`, so
    /// neighbouring wedges share their corners exactly and tile without gaps.
    private func writeWedges(
        _ wedges: [(start: Double, end: Double, color: RGBAColor)], conic: ConicParts, reach: CGFloat,
        to out: inout SVGBytes
    ) {
        let c = conic.center
        let radius = (reach + 1) / cos(.pi / 8)
        func corner(_ turns: Double) -> CGPoint {
            let angle = conic.startAngle.radians + turns * 2 * .pi
            return CGPoint(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle))
        }
        for wedge in wedges {
            var path = Path()
            path.move(to: c)
            path.addLine(to: corner(wedge.start))
            path.addLine(to: corner(wedge.end))
            path.closeSubpath()
            out.append("<path")
            pathData(path, precision: precision, to: &out)
            out.append(#" fill=""#)
            wedge.color.appendSVGHex(to: &out)
            out.append(UInt8(ascii: "\""))
            opacityAttribute("fill-opacity", wedge.color.opacity, to: &out)
            out.append("/>")
        }
    }
}
