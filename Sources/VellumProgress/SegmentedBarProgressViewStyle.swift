import Foundation
import VellumCore
import VellumGeometry

/// A bar cut into `segments` equal rounded segments, filled from the leading edge: at 0.42
/// of 10 segments, four are full and the fifth is filled for a fifth of its width (the value
/// counts segments, not the gaps between them). Like the linear style, it takes the width it
/// is offered (200 points unproposed), puts the label above and the current-value label
/// below.
///
/// **Indeterminate** (no value): the empty track, as the linear style draws it.
///
/// ```swift
/// ProgressView("Steps", value: 7, total: 10)
///     .progressViewStyle(.segmentedBar(segments: 10))
///     .tint(.green)
/// ```
public struct SegmentedBarProgressViewStyle: ProgressViewStyle {
    /// How many segments, 1…1,000. Default: 10.
    public var segments: Int
    /// The gap between segments, at most half of what each segment would get without gaps.
    /// Default: 3 (negative or not finite: 0).
    public var spacing: CGFloat
    /// The bar's height. Default: 8 (negative or not finite: 8).
    public var height: CGFloat
    /// Each segment's corner radius (continuous corners), at most half its shorter side.
    /// Default: 2 (negative or not finite: 0).
    public var cornerRadius: CGFloat
    /// The filled segments' style, resolved against the whole bar so that a gradient runs
    /// across all the segments; nil uses the tint. Default: nil.
    public var fill: AnyShapeStyle?
    /// The unfilled segments' style. Default: system grey 5 (#E5E5EA), SwiftUI's track.
    public var track: AnyShapeStyle
    /// Where the label goes; the current-value label goes below the bar for `.above`, and
    /// with the label otherwise. Default: `.above`.
    public var labelPlacement: ProgressLabelPlacement
    /// Whether "42%" follows the bar, with monospaced digits. Default: false.
    public var showsPercentage: Bool
    /// The percentage's font. Default: `.caption`.
    public var percentageFont: Font

    /// A segmented bar style.
    ///
    /// - Parameters:
    ///   - segments: The number of segments.
    ///   - spacing: The gap between segments.
    ///   - height: The bar's height.
    ///   - cornerRadius: Each segment's corner radius.
    ///   - fill: The filled segments' style; nil uses the tint.
    ///   - track: The other segments' style; nil uses system grey 5.
    ///   - labelPlacement: Where the label goes.
    ///   - showsPercentage: Whether to draw the percentage after the bar.
    ///   - percentageFont: The percentage's font.
    ///
    /// ```swift
    /// SegmentedBarProgressViewStyle(segments: 5, spacing: 4, height: 12, cornerRadius: 6,
    ///                               fill: LinearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing),
    ///                               showsPercentage: true)
    /// ```
    public init(
        segments: Int = 10, spacing: CGFloat = 3, height: CGFloat = 8, cornerRadius: CGFloat = 2,
        fill: (any ShapeStyle)? = nil, track: (any ShapeStyle)? = nil,
        labelPlacement: ProgressLabelPlacement = .above, showsPercentage: Bool = false,
        percentageFont: Font = .caption
    ) {
        self.segments = segments
        self.spacing = spacing
        self.height = height
        self.cornerRadius = cornerRadius
        self.fill = fill.map { AnyShapeStyle($0) }
        self.track = track.map { AnyShapeStyle($0) } ?? progressTrackStyle
        self.labelPlacement = labelPlacement
        self.showsPercentage = showsPercentage
        self.percentageFont = percentageFont
    }

    /// The bar with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        SegmentedBarBody(style: self, configuration: configuration)
    }
}

extension ProgressViewStyle where Self == SegmentedBarProgressViewStyle {
    /// A bar of ten segments.
    ///
    /// ```swift
    /// ProgressView(value: 0.42).progressViewStyle(.segmentedBar)
    /// ```
    public static var segmentedBar: SegmentedBarProgressViewStyle { SegmentedBarProgressViewStyle() }

    /// A bar of `segments` segments.
    ///
    /// ```swift
    /// ProgressView(value: 3, total: 5).progressViewStyle(.segmentedBar(segments: 5))
    /// ```
    public static func segmentedBar(segments: Int) -> SegmentedBarProgressViewStyle {
        SegmentedBarProgressViewStyle(segments: segments)
    }
}

struct SegmentedBarBody: View {
    let style: SegmentedBarProgressViewStyle
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.resolvedTint) private var tint

    var body: some View {
        let bar = HStack(spacing: 8) {
            SegmentedBar(style: style, fraction: configuration.fractionCompleted ?? 0, fill: style.fill ?? tint)
                .frame(height: validLength(style.height, or: 8))
            if style.showsPercentage, let fraction = configuration.fractionCompleted {
                // As wide as "100%", so bars above each other keep one length.
                ZStack(alignment: .trailing) {
                    Text("100%").font(style.percentageFont).monospacedDigit().hidden()
                    Text(progressPercentText(fraction)).font(style.percentageFont).monospacedDigit()
                }
                .fixedSize()
            }
        }
        if style.labelPlacement == .above {
            // The linear style's layout: label, bar, current-value label.
            bar.linearStyleLabels(configuration)
        } else {
            ProgressLabelLayout(
                placement: style.labelPlacement,
                labels: ProgressLabels(configuration: configuration, alignment: .leading, labelFont: .body),
                spacing: 8, indicator: bar)
        }
    }
}

/// The segments, filled from the leading edge.
struct SegmentedBar: View {
    let style: SegmentedBarProgressViewStyle
    let fraction: Double
    let fill: AnyShapeStyle

    var body: some View {
        let style = self.style, fraction = self.fraction, fill = self.fill
        return Canvas { context, size in
            let bounds = CGRect(origin: .zero, size: size)
            let count = min(max(style.segments, 1), 1_000)
            let wanted = style.spacing.isFinite ? max(style.spacing, 0) : 0
            let spacing = count > 1 ? min(wanted, size.width / CGFloat(count) / 2) : 0
            let width = (size.width - spacing * CGFloat(count - 1)) / CGFloat(count)
            guard width > 0, size.height > 0 else { return }
            let radius = min(style.cornerRadius.isFinite ? max(style.cornerRadius, 0) : 0, width / 2, size.height / 2)
            func segment(_ index: Int) -> Path {
                Path(
                    roundedRect: CGRect(x: CGFloat(index) * (width + spacing), y: 0, width: width, height: size.height),
                    cornerRadius: radius)
            }
            let filledSegments = min(max(fraction.isNaN ? 0 : fraction, 0), 1) * Double(count)
            let full = min(Int(filledSegments), count)
            let partial = filledSegments - Double(full)
            let fillPaint = GraphicsContext.Shading.style(fill.in(bounds))
            var track = Path(), filled = Path()
            for index in 0..<count {
                if index < full {
                    filled.addPath(segment(index))
                } else {
                    track.addPath(segment(index))
                }
            }
            context.fill(track, with: .style(style.track.in(bounds)))
            context.fill(filled, with: fillPaint)
            guard full < count, partial > 0 else { return }
            // The segment the value falls in: filled up to the value over its track.
            var clipped = context
            let x = CGFloat(full) * (width + spacing)
            clipped.clip(to: Path(CGRect(x: x, y: 0, width: width * CGFloat(partial), height: size.height)))
            clipped.fill(segment(full), with: fillPaint)
        }
        .frame(minWidth: 0, idealWidth: 200, maxWidth: .infinity)
    }
}
