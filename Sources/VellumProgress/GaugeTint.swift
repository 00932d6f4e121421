import Foundation
import VellumCore
import VellumGeometry

// A gauge's tint spans the whole track however much of it is filled: a `Gradient` runs along
// the ring or bar, as on Apple's gauges.

/// How a gauge paints its tint along a track.
enum GaugeTint {
    case color(Color)
    /// A `Gradient` tint: along the ring (a conic gradient) or the bar (leading to trailing).
    case gradient(Gradient)
    /// Any other style, resolved against the whole track's frame.
    case style(AnyShapeStyle)

    init(_ style: AnyShapeStyle) {
        if let color = style.base as? Color {
            self = .color(color)
        } else if let gradient = style.base as? Gradient {
            self = .gradient(gradient)
        } else {
            self = .style(style)
        }
    }

    /// `gradient`'s stops squeezed into `start...end` (0…1 of a turn or of a bar), clamped
    /// first as drawing would.
    static func squeezed(_ gradient: Gradient, into start: CGFloat, _ end: CGFloat) -> Gradient {
        Gradient(
            stops: gradient.stops.map { stop in
                let location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
                return Gradient.Stop(color: stop.color, location: start + location * (end - start))
            })
    }

    /// Strokes `arc` with the tint, where a gradient runs along the ring from `startAngle`
    /// for `span` of a turn around `center` (what lies before the start, half the rest of the
    /// turn, takes the first colour; what lies after the end, the last), and any other style
    /// resolves against `frame`.
    func strokeRing(
        _ arc: Path, style: StrokeStyle, in context: inout GraphicsContext, center: CGPoint, startAngle: Angle,
        span: CGFloat, frame: CGRect
    ) {
        switch self {
        case .color(let color):
            context.stroke(arc, with: .color(color), style: style)
        case .gradient(let gradient):
            // The conic gradient turns a full circle: the colours go on the ring's span, and
            // the rest (where round caps reach past the ends) is split between the first and
            // last colours, so each cap keeps its end's colour.
            let gap = (1 - span) / 2
            context.stroke(
                arc,
                with: .conicGradient(
                    Self.squeezed(gradient, into: gap, gap + span), center: center,
                    angle: startAngle - .degrees(Double(gap) * 360)), style: style)
        case .style(let shapeStyle):
            var clipped = context
            clipped.clip(to: arc.strokedPath(style))
            clipped.fill(Path(frame), with: .style(shapeStyle))
        }
    }

    /// Fills `shape` (a part of the bar `bar`) with the tint, a gradient running from the
    /// bar's leading edge to its trailing edge.
    func fillBar(_ shape: Path, in context: inout GraphicsContext, bar: CGRect) {
        switch self {
        case .color(let color):
            context.fill(shape, with: .color(color))
        case .gradient(let gradient):
            context.fill(
                shape,
                with: .linearGradient(
                    gradient, startPoint: CGPoint(x: bar.minX, y: bar.midY),
                    endPoint: CGPoint(x: bar.maxX, y: bar.midY)))
        case .style(let style):
            var clipped = context
            clipped.clip(to: shape)
            clipped.fill(Path(bar), with: .style(style))
        }
    }
}
