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
