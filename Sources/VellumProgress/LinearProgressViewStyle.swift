import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's linear look: the label above a thin rounded track filled with the tint from the
/// leading edge, the current-value label below. It takes the width it is offered.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The fill; nil uses the environment's tint (the accent colour by default).
    public var tint: Color?

    public init(tint: Color? = nil) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        StyleTinted(tint) { fill in
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, fill: fill)
                .frame(height: 4)
                .linearStyleLabels(configuration)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A thin rounded bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A capsule track with a capsule fill of `fraction` of its width, from the leading edge.
struct ProgressBar: View {
    let fraction: Double
    let fill: AnyShapeStyle

    var body: some View {
        let fraction = self.fraction, fill = self.fill
        return GeometryReader { proxy in
            let size = proxy.size, radius = size.height / 2
            let width = size.width * CGFloat(fraction)
            return ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: radius).fill(ProgressTrackStyle())
                // The fill keeps its round ends: below the bar's height it shrinks as a capsule.
                if width > 0 {
                    RoundedRectangle(cornerRadius: min(radius, width / 2)).fill(fill)
                        .frame(width: width, height: size.height)
                }
            }
        }
        .frame(minWidth: 0, idealWidth: 200, maxWidth: .infinity)
    }
}
