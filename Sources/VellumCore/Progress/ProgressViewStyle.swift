import Foundation
import VellumGeometry

/// How progress views look, as SwiftUI's: a style turns a configuration (the fraction and
/// the labels) into a view.
///
/// ```swift
/// struct PercentOnly: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("Task \(Int((configuration.fractionCompleted ?? 0) * 100))% Complete")
///     }
/// }
/// ProgressView(value: 0.42).progressViewStyle(PercentOnly())
/// ```
public protocol ProgressViewStyle: Sendable {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style draws from.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased progress view style.
struct AnyProgressViewStyle: Sendable {
    private let make: @Sendable (ProgressViewStyleConfiguration) -> AnyView

    init<S: ProgressViewStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView { make(configuration) }
}

/// SwiftUI's `.automatic`: a linear bar when determinate, the spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default: a linear bar when determinate, the spinner when not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

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

/// The track colour of SwiftUI's bars and rings (iOS system grey 5).
let progressTrackColor = Color(red: 0xE5 / 255, green: 0xE5 / 255, blue: 0xEA / 255)

/// `value` when it is finite and at least `minimum`, otherwise `fallback`.
func validLength(_ value: CGFloat, minimum: CGFloat = 0, or fallback: CGFloat) -> CGFloat {
    value.isFinite && value >= minimum ? value : fallback
}

/// The track colour's style, for styles whose track is not given.
let progressTrackStyle = AnyShapeStyle(progressTrackColor)

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

/// SwiftUI's circular look: a ring filled clockwise from 12 o'clock with the tint when
/// determinate, the spinner when not. The label goes below. The ring is 40 points across
/// unproposed and fills the smaller offered side otherwise.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The ring's colour; nil uses the environment's tint.
    public var tint: Color?

    public init(tint: Color? = nil) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgressBody(configuration: configuration, tint: tint)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring when determinate, the spinner when not.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

struct CircularProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    let tint: Color?
    @Environment(\.resolvedTint) private var environmentTint

    var body: some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ProgressRing(fraction: fraction, fill: tint.map(AnyShapeStyle.init) ?? environmentTint)
            } else {
                SpinnerView(phase: 0, color: tint ?? Color(white: 0.45))
            }
            if let label = configuration.label {
                label.font(.caption)
            }
        }
    }
}

/// A ring: the track, then `fraction` of it from 12 o'clock clockwise, round caps.
struct ProgressRing: View {
    let fraction: Double
    let fill: AnyShapeStyle

    var body: some View {
        UnclippedCanvas { context, size in
            let side = min(size.width, size.height)
            let lineWidth = max(side * 0.1, 1)
            let radius = (side - lineWidth) / 2
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
            context.stroke(track, with: .color(progressTrackColor), lineWidth: lineWidth)
            guard fraction > 0 else { return }
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: .degrees(-90),
                       endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
            context.stroke(arc, with: .style(fill), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
        .squareFit(ideal: 40)
    }
}

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
        return UnclippedCanvas { context, size in
            let side = min(size.width, size.height)
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let paint = fill._paint(in: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
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
                    tick.opacity *= Self.opacity(age: age, count: count) * (1 - blend) + Self.opacity(age: next, count: count) * blend
                    let rect = CGRect(x: side * 0.22, y: -thickness / 2, width: side * 0.26, height: thickness)
                    tick.fill(Path(roundedRect: rect, cornerRadius: thickness / 2), with: .paint(paint))
                }
            }
        }
        .squareFit(ideal: 20)
    }
}

extension View {
    /// A square control: `ideal` points across unless offered both a width and a height, then
    /// the smaller of the two (so `.frame(width: 128, height: 128)` makes a 128-point ring,
    /// while a stack offering only a width leaves it at its ideal size).
    func squareFit(ideal: CGFloat) -> some View {
        SquareFitLayout(ideal: ideal, diameter: nil) { self }
    }
}

/// A square the content is drawn in, offered the square's size: `diameter` across when
/// given, else `ideal` unless offered both a width and a height, then the smaller of them.
struct SquareFitLayout: Layout {
    let ideal: CGFloat
    let diameter: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let diameter { return CGSize(width: diameter, height: diameter) }
        guard let width = proposal.width, let height = proposal.height, width.isFinite || height.isFinite else {
            return CGSize(width: ideal, height: ideal)
        }
        let side = max(min(width, height), 0)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
