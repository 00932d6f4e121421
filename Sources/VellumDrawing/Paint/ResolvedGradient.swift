import Foundation

/// A gradient's colour ramp once resolved: stops sorted by location in 0...1, at least one.
///
/// Colours between stops interpolate linearly in sRGB; before the first stop and after the
/// last the end colours continue (pad), as in SwiftUI and Cairo's `CAIRO_EXTEND_PAD`.
///
/// ```swift
/// let ramp = ResolvedGradient(stops: [.init(location: 0, color: RGBAColor(red: 1)),
///                                     .init(location: 1, color: RGBAColor(blue: 1))])
/// ramp.color(at: 0.5) // purple
/// ```
public struct ResolvedGradient: Hashable, Sendable {
    /// One colour at one place on the ramp.
    public struct Stop: Hashable, Sendable {
        /// Where the stop sits, 0...1.
        public var location: Double
        /// The stop's colour.
        public var color: RGBAColor

        /// Creates a stop; the location is clamped to 0...1 (NaN counts as 0).
        public init(location: Double, color: RGBAColor) {
            self.location = RGBAColor.clamp(location)
            self.color = color
        }
    }

    /// The stops, sorted by location (stable for equal locations); never empty.
    public let stops: [Stop]

    /// Sorts the stops (keeping the order of equal locations, so hard edges survive); an
    /// empty list becomes a single transparent stop, which draws nothing visible.
    public init(stops: [Stop]) {
        guard !stops.isEmpty else {
            self.stops = [Stop(location: 0, color: .clear)]
            return
        }
        // Stops are nearly always given in order: then there is nothing to sort.
        if zip(stops, stops.dropFirst()).allSatisfy({ $0.location <= $1.location }) {
            self.stops = stops
            return
        }
        self.stops = stops.enumerated().sorted { a, b in
            a.element.location < b.element.location || (a.element.location == b.element.location && a.offset < b.offset)
        }.map({ $0.element })
    }

    /// The colour at `t`, padded outside 0...1. At a location shared by several stops the
    /// last of them wins on the way up, so a pair of equal stops makes a hard edge.
    public func color(at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t.isNaN || t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var index = 1
        while index < stops.count && stops[index].location < t { index += 1 }
        let a = stops[index - 1], b = stops[index]
        let span = b.location - a.location
        return span > 0 ? a.color.interpolated(to: b.color, fraction: (t - a.location) / span) : b.color
    }
}
