import Foundation
import VellumGeometry

// The pieces the built-in gauge styles draw: rings, bars and markers, painted with the tint so
// that a tint spans the whole track (a `Gradient` runs along the ring or bar, as on Apple's
// gauges) however much of it is filled.

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
        Gradient(stops: gradient.stops.map { stop in
            let location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
            return Gradient.Stop(color: stop.color, location: start + location * (end - start))
        })
    }

    /// Strokes `arc` with the tint, where a gradient runs along the ring from `startAngle`
    /// for `span` of a turn around `center` (what lies before the start, half the rest of the
    /// turn, takes the first colour; what lies after the end, the last), and any other style
    /// resolves against `frame`.
    func strokeRing(_ arc: Path, style: StrokeStyle, in context: inout GraphicsContext, center: CGPoint, startAngle: Angle,
                    span: CGFloat, frame: CGRect) {
        switch self {
        case .color(let color):
            context.stroke(arc, with: .color(color), style: style)
        case .gradient(let gradient):
            // The conic gradient turns a full circle: the colours go on the ring's span, and
            // the rest (where round caps reach past the ends) is split between the first and
            // last colours, so each cap keeps its end's colour.
            let gap = (1 - span) / 2
            context.stroke(arc, with: .conicGradient(Self.squeezed(gradient, into: gap, gap + span), center: center,
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
            context.fill(shape, with: .linearGradient(gradient, startPoint: CGPoint(x: bar.minX, y: bar.midY),
                                                      endPoint: CGPoint(x: bar.maxX, y: bar.midY)))
        case .style(let style):
            var clipped = context
            clipped.clip(to: shape)
            clipped.fill(Path(bar), with: .style(style))
        }
    }
}

/// A `Canvas` that does not clip to its frame. Progress bars, rings and gauge pieces stay
/// inside their frames by construction, and a clip along edges they share would multiply their edge coverage by its
/// own wherever the frame falls between pixels (a bar 0.4 px into a pixel row would draw that
/// row at 0.16).
struct UnclippedCanvas: View, _PrimitiveView {
    typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let renderer = self.renderer
        return [LeafNode(size: Canvas.size(for:), draw: { context, size in
            var local = context
            renderer(&local, size)
        })]
    }
}

/// The gap between a marker and the track it sits on, in points of the design.
let gaugeMarkerGap: CGFloat = 1.5

/// A circle of `radius` about `center`.
func gaugeCircle(_ center: CGPoint, radius: CGFloat) -> Path {
    Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
}

/// The ring of the circular styles, drawn in a square of `GaugeDial.design` points.
struct GaugeRing: View {
    enum Kind {
        /// SwiftUI's `accessoryCircular`: a 270° arc open at the bottom, painted whole, with a
        /// marker at the value.
        case open
        /// `accessoryCircularCapacity`: a closed track, filled clockwise from 12 o'clock.
        case capacity
    }

    /// The stroke's width in the 58-point design.
    static let lineWidth: CGFloat = 5.5
    /// Where the open arc starts (clockwise on screen from 3 o'clock): half past seven.
    static let openStart = Angle.degrees(135)
    /// The open arc's span in turns.
    static let openSpan: CGFloat = 0.75

    let kind: Kind
    let fraction: Double
    let tint: GaugeTint
    let marker: Color

    /// The centre of the marker of an open ring at `fraction`, in a square of side `side`.
    static func markerCenter(fraction: Double, side: CGFloat) -> CGPoint {
        let radius = (side - lineWidth) / 2
        let angle = openStart.radians + Double(openSpan) * 2 * .pi * fraction
        return CGPoint(x: side / 2 + radius * CGFloat(cos(angle)), y: side / 2 + radius * CGFloat(sin(angle)))
    }

    var body: some View {
        UnclippedCanvas { context, size in
            let side = min(size.width, size.height)
            let center = CGPoint(x: side / 2, y: side / 2)
            let radius = (side - Self.lineWidth) / 2
            let frame = CGRect(x: 0, y: 0, width: side, height: side)
            switch kind {
            case .open:
                var arc = Path()
                arc.addArc(center: center, radius: radius, startAngle: Self.openStart,
                           endAngle: Self.openStart + .degrees(Double(Self.openSpan) * 360), clockwise: false)
                let dot = Self.markerCenter(fraction: fraction, side: side)
                var ring = context
                ring.clip(to: gaugeCircle(dot, radius: Self.lineWidth / 2 + gaugeMarkerGap), options: .inverse)
                tint.strokeRing(arc, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round), in: &ring,
                                center: center, startAngle: Self.openStart, span: Self.openSpan, frame: frame)
                context.fill(gaugeCircle(dot, radius: Self.lineWidth / 2), with: .color(marker))
            case .capacity:
                var track = Path()
                track.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
                context.stroke(track, with: .color(progressTrackColor), lineWidth: Self.lineWidth)
                guard fraction > 0 else { return }
                var arc = Path()
                arc.addArc(center: center, radius: radius, startAngle: .degrees(-90),
                           endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
                // The start cap reaches back before 12 o'clock: a gradient's colours end a cap
                // short of a full turn, so that the cap keeps the first colour.
                let cap = Self.lineWidth / 2 / radius / (2 * .pi)
                tint.strokeRing(arc, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round), in: &context,
                                center: center, startAngle: .degrees(-90), span: 1 - 2 * cap, frame: frame)
            }
        }
    }
}

/// The bar of the linear styles: a capsule track filled from the leading edge (capacity), or
/// painted whole with a marker at the value.
struct GaugeBar: View {
    enum Kind { case capacity, marker }

    let kind: Kind
    let fraction: Double
    let tint: GaugeTint
    let marker: Color
    let height: CGFloat

    /// The marker's centre on a bar of `size`: its ends stay within the bar's round ends.
    static func markerCenter(fraction: Double, size: CGSize) -> CGPoint {
        let radius = size.height / 2
        return CGPoint(x: radius + max(size.width - 2 * radius, 0) * CGFloat(fraction), y: radius)
    }

    var body: some View {
        UnclippedCanvas { context, size in
            let radius = size.height / 2
            let bar = CGRect(origin: .zero, size: size)
            let capsule = Path(roundedRect: bar, cornerRadius: radius)
            switch kind {
            case .capacity:
                context.fill(capsule, with: .color(progressTrackColor))
                let width = size.width * CGFloat(fraction)
                guard width > 0 else { return }
                // The fill keeps its round ends: below the bar's height it shrinks as a capsule.
                let filled = CGRect(x: 0, y: 0, width: width, height: size.height)
                tint.fillBar(Path(roundedRect: filled, cornerRadius: min(radius, width / 2)), in: &context, bar: bar)
            case .marker:
                let dot = Self.markerCenter(fraction: fraction, size: size)
                var track = context
                track.clip(to: gaugeCircle(dot, radius: radius + gaugeMarkerGap), options: .inverse)
                tint.fillBar(capsule, in: &track, bar: bar)
                context.fill(gaugeCircle(dot, radius: radius), with: .color(marker))
            }
        }
        .frame(minWidth: 0, idealWidth: 200, maxWidth: .infinity)
        .frame(height: height)
    }
}

/// A circular gauge laid out in a fixed design square (`design` points, Apple's accessory
/// size) and drawn scaled to the square it is given: the ring, and labels centred at points
/// of the design, each shrunk to its slot's width when it is wider (as SwiftUI's accessory
/// gauges shrink their text).
struct GaugeDial: View, _PrimitiveView {
    typealias Body = Never

    /// The side of the design square, in points: the gauge's ideal size.
    static let design: CGFloat = 58

    struct Slot {
        let view: AnyView
        let center: CGPoint
        let maximumWidth: CGFloat
    }

    let ring: GaugeRing
    let slots: [Slot]

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [GaugeDialNode(ring: ViewTree.node(of: ring, in: environment),
                       slots: slots.map { (ViewTree.node(of: $0.view, in: environment), $0.center, $0.maximumWidth) })]
    }
}

final class GaugeDialNode: _ViewNode {
    let ring: _ViewNode
    let slots: [(node: _ViewNode, center: CGPoint, maximumWidth: CGFloat)]

    init(ring: _ViewNode, slots: [(node: _ViewNode, center: CGPoint, maximumWidth: CGFloat)]) {
        self.ring = ring
        self.slots = slots
    }

    /// As `squareFit`: the design size unless offered both sides, then the smaller.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let width = proposal.width, let height = proposal.height, width.isFinite || height.isFinite else {
            return CGSize(width: GaugeDial.design, height: GaugeDial.design)
        }
        let side = max(min(width, height), 0)
        return CGSize(width: side, height: side)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let side = min(size.width, size.height)
        guard side > 0 else { return }
        let design = GaugeDial.design
        var dial = context
        dial.translateBy(x: (size.width - side) / 2, y: (size.height - side) / 2)
        dial.scaleBy(x: side / design, y: side / design)
        ring.draw(in: &dial, proposal: ProposedViewSize(width: design, height: design))
        for slot in slots {
            let ideal = slot.node.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { continue }
            let shrink = min(1, slot.maximumWidth / ideal.width)
            var label = dial
            label.translateBy(x: slot.center.x, y: slot.center.y)
            label.scaleBy(x: shrink, y: shrink)
            label.translateBy(x: -ideal.width / 2, y: -ideal.height / 2)
            slot.node.draw(in: &label, proposal: .unspecified)
        }
    }
}
