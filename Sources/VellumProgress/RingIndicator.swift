import Foundation
import VellumCore
import VellumGeometry

/// A ring style's indicator: `draw` paints the ring in a canvas of the ring's square, with
/// the percentage in the middle when `percentage` is given. The square is `diameter` across
/// (nil: the smaller offered side), 64 points by default, as ``View/ringFrame(diameter:standard:)``.
struct RingIndicator: View {
    let diameter: CGFloat?
    /// The stroke's width, before ``RingGeometry`` clamps it to half the side.
    let lineWidth: CGFloat
    /// The fraction written in the middle, and its font (nil scales with the ring).
    let percentage: (fraction: Double, font: Font?)?
    let draw: (GraphicsContext, RingGeometry) -> Void

    var body: some View {
        let lineWidth = self.lineWidth, percentage = self.percentage, draw = self.draw
        return GeometryReader { proxy in
            let size = proxy.size
            let ring = RingGeometry(size: size, lineWidth: lineWidth)
            return ZStack {
                Canvas { context, _ in draw(context, ring) }
                if let percentage {
                    Text(progressPercentText(percentage.fraction)).font(percentage.font ?? ring.percentageFont)
                        .monospacedDigit()
                }
            }
            .frame(width: size.width, height: size.height)
        }
        .ringFrame(diameter: diameter, standard: 64)
    }
}

/// What the ring styles (``DashedRingProgressViewStyle``, ``GaugeRingProgressViewStyle``)
/// share: a ring of a diameter and line width, the percentage in its middle, the labels
/// around it; each draws its own ring.
protocol RingProgressStyle: ProgressViewStyle {
    var diameter: CGFloat? { get }
    var lineWidth: CGFloat { get }
    /// The line width used when ``lineWidth`` is not finite or negative.
    static var standardLineWidth: CGFloat { get }
    var labelPlacement: ProgressLabelPlacement { get }
    var showsPercentage: Bool { get }
    var percentageFont: Font? { get }
    /// Paints the ring filled to `fraction` (nil: indeterminate); `tint` is the environment's.
    static func draw(
        in context: GraphicsContext, ring: RingGeometry, style: Self, fraction: Double?,
        tint: AnyShapeStyle)
}

extension RingProgressStyle {
    /// The ring with its labels: what the styles' `makeBody` makes.
    func ringBody(_ configuration: ProgressViewStyleConfiguration) -> some View {
        RingStyleView(style: self, fraction: configuration.fractionCompleted)
            .ringStyleLabels(configuration, placement: labelPlacement)
    }
}

/// A ring style's ring, with the percentage in its middle.
struct RingStyleView<Style: RingProgressStyle>: View {
    let style: Style
    let fraction: Double?
    @Environment(\.resolvedTint) private var tint

    var body: some View {
        let style = self.style, fraction = self.fraction, tint = self.tint
        return RingIndicator(
            diameter: style.diameter, lineWidth: validLength(style.lineWidth, or: Style.standardLineWidth),
            percentage: style.showsPercentage ? fraction.map { ($0, style.percentageFont) } : nil
        ) {
            Style.draw(in: $0, ring: $1, style: style, fraction: fraction, tint: tint)
        }
    }
}
