import Foundation
import Vellum

/// Colour by value: thresholds (`red:0,orange:30,green:70`, each colour from its percentage on)
/// or colours spread evenly and mixed between (`red,orange,green`).
struct ColorRamp: Sendable {
    var stops: [(color: Color, from: Double?)]
    var text: String

    init(parsing text: String) throws {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (2...16).contains(items.count) else {
            throw ServerError.invalidParameter(
                name: "ramp", reason: "give 2 to 16 colours, such as red:0,orange:30,green:70")
        }
        stops = try items.map { item in
            let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let color = try CSSColor.parse(parts[0], parameter: "ramp")
            guard parts.count <= 2 else {
                throw ServerError.invalidParameter(name: "ramp", reason: "write each stop as colour:percent")
            }
            guard parts.count == 2 else { return (color, nil) }
            guard let from = Double(parts[1]), from.isFinite else {
                throw ServerError.invalidParameter(name: "ramp", reason: "'\(parts[1].prefix(20))' is not a percentage")
            }
            return (color, from)
        }
        let thresholds = stops.compactMap(\.from)
        guard thresholds.isEmpty || thresholds.count == stops.count else {
            throw ServerError.invalidParameter(name: "ramp", reason: "give every colour a percentage, or none")
        }
        guard thresholds == thresholds.sorted() else {
            throw ServerError.invalidParameter(name: "ramp", reason: "percentages must rise")
        }
        self.text = text.lowercased()
    }

    /// The colour at `fraction` (0…1) of the way.
    func color(at fraction: Double) -> Color {
        let percent = fraction * 100
        if stops.allSatisfy({ $0.from != nil }) {
            return stops.last(where: { $0.from! <= percent })?.color ?? stops[0].color
        }
        let position = min(max(fraction, 0), 1) * Double(stops.count - 1)
        let index = min(Int(position), stops.count - 2)
        return stops[index].color.mix(with: stops[index + 1].color, by: position - Double(index))
    }
}
