import Foundation
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
        LinearProgressBody(configuration: configuration, tint: tint)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A thin rounded bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

struct LinearProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    let tint: Color?
    @Environment(\.resolvedTint) private var environmentTint

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label {
                label.font(.body)
            }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, fill: tint.map(AnyShapeStyle.init) ?? environmentTint)
                .frame(height: 4)
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(Color.secondary)
            }
        }
    }
}

/// A capsule track with a capsule fill of `fraction` of its width, from the leading edge.
struct ProgressBar: View {
    let fraction: Double
    let fill: AnyShapeStyle

    var body: some View {
        UnclippedCanvas { context, size in
            let radius = size.height / 2
            context.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: radius),
                         with: .color(progressTrackColor))
            let width = size.width * CGFloat(fraction)
            guard width > 0 else { return }
            // The fill keeps its round ends: below the bar's height it shrinks as a capsule.
            let filled = CGRect(x: 0, y: 0, width: width, height: size.height)
            context.fill(Path(roundedRect: filled, cornerRadius: min(radius, width / 2)),
                         with: .style(fill))
        }
        .frame(minWidth: 0, idealWidth: 200, maxWidth: .infinity)
    }
}
