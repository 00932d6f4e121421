import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's activity indicator: tick marks around a centre (eight by default), the leading
/// one darkest and the others fading behind it, counterclockwise.
///
/// `phase` plus the environment's `animationPhase` is in turns of the highlight: 0 and 1 are
/// the same frame, and each 1/`tickCount` moves the highlight one tick clockwise. Between
/// those steps the frame is the cross-fade of its two neighbours, so evenly spaced phases give
/// evenly moving frames. The ticks are one layer that an animated SVG turns a tick at a time.
struct SpinnerView: View {
    let phase: Double
    let fill: AnyShapeStyle
    var tickCount: Int = 8
    @Environment(\.animationPhase) var animationPhase
    @Environment(\.controlSize) var controlSize

    /// iOS's activity indicator: 20 points across, 37 as its large style.
    static func standardDiameter(for controlSize: ControlSize) -> CGFloat {
        controlSize == .large || controlSize == .extraLarge ? 37 : 20
    }

    init(phase: Double, fill: AnyShapeStyle, tickCount: Int = 8) {
        self.phase = phase
        self.fill = fill
        self.tickCount = min(max(tickCount, 2), 360)
    }

    init(phase: Double, color: Color) {
        self.init(phase: phase, fill: AnyShapeStyle(color))
    }

    /// The opacity of a tick `age` ticks behind the leading one (0 is the leading tick).
    static func opacity(age: Double, count: Int) -> Double {
        1 - age / Double(count) * 0.85
    }

    var body: some View {
        let phase = self.phase + animationPhase, fill = self.fill, count = self.tickCount
        return Canvas { context, size in
            let side = min(size.width, size.height)
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let square = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
            let shading = GraphicsContext.Shading.style(fill.in(square))
            // The highlight's position in ticks, 0 ..< count: whole steps pick a frame, the
            // fraction cross-fades to the next one.
            var head = (phase.isFinite ? phase : 0).truncatingRemainder(dividingBy: 1) * Double(count)
            if head < 0 { head += Double(count) }
            let step = min(Int(head), count - 1), blend = head - Double(step)
            // Ticks thin out when there are many, so that they never touch.
            let thickness = min(side * 0.09, 2 * .pi * side * 0.22 / Double(count) * 0.7)
            context.drawLayer(animation: .rotation(center: center, steps: count)) { layer in
                for index in 0..<count {
                    let angle = Angle.degrees(Double(index) * 360 / Double(count) - 90)
                    var tick = layer
                    tick.translateBy(x: center.x, y: center.y)
                    tick.rotate(by: angle)
                    let age = Double((step - index + count) % count)
                    let next = Double((step + 1 - index + count) % count)
                    tick.opacity *=
                        Self.opacity(age: age, count: count) * (1 - blend) + Self.opacity(age: next, count: count)
                        * blend
                    let rect = CGRect(x: side * 0.22, y: -thickness / 2, width: side * 0.26, height: thickness)
                    tick.fill(Path(roundedRect: rect, cornerRadius: thickness / 2), with: shading)
                }
            }
        }
        .squareFit(ideal: Self.standardDiameter(for: controlSize))
    }
}
