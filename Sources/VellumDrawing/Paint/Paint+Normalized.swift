import Foundation
import VellumGeometry

extension Paint {
    /// The same colours, without the degenerate gradients that Cairo and SVG renderers draw
    /// differently from `Paint.color(at:)`: a linear gradient whose ends coincide is its
    /// last colour; a radial gradient with both radii zero is its last colour; equal radii
    /// make a hard edge, first colour inside and last outside.
    package var normalizedForRendering: Paint {
        switch self {
        case .linearGradient(let gradient, let start, let end) where start == end:
            return .color(gradient.stops[gradient.stops.count - 1].color)
        case .radialGradient(let gradient, let center, let r0, let r1):
            let start = r0.isFinite ? max(r0, 0) : 0, end = r1.isFinite ? max(r1, 0) : 0
            let first = gradient.stops[0].color, last = gradient.stops[gradient.stops.count - 1].color
            if start == end {
                if end == 0 { return .color(last) }
                let outer = end * (1 + 1e-9) + 1e-9
                let edge = ResolvedGradient(stops: [
                    .init(location: 0, color: first), .init(location: end / outer, color: first),
                    .init(location: 1, color: last)
                ])
                return .radialGradient(edge, center: center, startRadius: 0, endRadius: outer)
            }
            return .radialGradient(gradient, center: center, startRadius: start, endRadius: end)
        case .transformed(let inner, let transform):
            return .transformed(inner.normalizedForRendering, transform)
        default:
            return self
        }
    }
}
