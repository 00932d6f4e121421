import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's activity indicator, whatever the value: tick marks around a centre, the leading
/// one darkest and the others fading behind it. `phase` picks the frame, so an animation is
/// a series of renders with growing phases.
///
/// `phase` counts turns of the highlight: 0 and 1 draw the same frame, and each
/// 1/`tickCount` moves the highlight one tick clockwise (with eight ticks, phase 0.125 is
/// phase 0 turned 45°). Between those steps the frame cross-fades its two neighbours, so
/// phases of any spacing give frames that move evenly. Negative phases run backwards.
///
/// The spinner is 20 points across, SwiftUI's size, unless `diameter` says otherwise (nil fills
/// the offered space, and is 37 points unproposed under `.controlSize(.large)`, 20 otherwise). The label goes below by default.
///
/// ```swift
/// // 24 frames of one turn of the highlight.
/// let frames = try (0..<24).map { frame in
///     try ImageRenderer(content: ProgressView()
///         .progressViewStyle(.spinner(phase: Double(frame) / 24))).pngData()
/// }
/// ```
public struct SpinnerProgressViewStyle: ProgressViewStyle {
    /// The frame, in turns of the highlight. Default: 0 (the leading tick at 12 o'clock).
    /// Not finite: 0.
    public var phase: Double
    /// The ticks' style; nil uses the tint when one is set with `.tint(_:)` and a mid grey
    /// (45 % white), as SwiftUI's spinner, otherwise. Default: nil.
    public var fill: AnyShapeStyle?
    /// How many ticks, 2…360. Default: 8.
    public var tickCount: Int
    /// The spinner's diameter in points, fixed as SwiftUI's (not positive and finite: 20);
    /// nil fills the smaller side offered (20 unproposed). Default: 20.
    public var diameter: CGFloat?
    /// Where the label and current-value label go. Default: `.below`.
    public var labelPlacement: ProgressLabelPlacement

    /// A spinner style.
    ///
    /// - Parameters:
    ///   - phase: The frame, in turns of the highlight.
    ///   - fill: The ticks' style; nil uses the tint if one is set, grey otherwise.
    ///   - tickCount: The number of ticks.
    ///   - diameter: The spinner's diameter; nil fills the offered space.
    ///   - labelPlacement: Where the labels go.
    ///
    /// ```swift
    /// ProgressView("Loading")
    ///     .progressViewStyle(SpinnerProgressViewStyle(phase: 0.25, tickCount: 12, diameter: 40))
    /// ```
    public init(
        phase: Double = 0, fill: (any ShapeStyle)? = nil, tickCount: Int = 8, diameter: CGFloat? = 20,
        labelPlacement: ProgressLabelPlacement = .below
    ) {
        self.phase = phase
        self.fill = fill.map { AnyShapeStyle($0) }
        self.tickCount = tickCount
        self.diameter = diameter
        self.labelPlacement = labelPlacement
    }

    /// The spinner with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        SpinnerStyleView(style: self).ringStyleLabels(configuration, placement: labelPlacement)
    }
}

extension ProgressViewStyle where Self == SpinnerProgressViewStyle {
    /// The spinner at phase 0.
    ///
    /// ```swift
    /// ProgressView("Loading").progressViewStyle(.spinner)
    /// ```
    public static var spinner: SpinnerProgressViewStyle { SpinnerProgressViewStyle() }

    /// The spinner's frame at `phase` turns of the highlight.
    ///
    /// ```swift
    /// ProgressView().progressViewStyle(.spinner(phase: 0.5))
    /// ```
    public static func spinner(phase: Double) -> SpinnerProgressViewStyle { SpinnerProgressViewStyle(phase: phase) }
}

struct SpinnerStyleView: View {
    let style: SpinnerProgressViewStyle
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let standard = SpinnerView.standardDiameter(for: controlSize)
        SpinnerView(
            phase: style.phase, fill: style.fill ?? tint ?? AnyShapeStyle(Color(white: 0.45)),
            tickCount: style.tickCount
        )
        .ringFrame(diameter: style.diameter, standard: standard)
    }
}
