import Foundation
import Vellum

// Each entry's view is written once; the page shows the lines between its
// `// gallery:begin <name>` and `// gallery:end` markers (GallerySample).

// gallery:begin progress-range
/// Progress views at 0, 1 %, 50 %, 99 % and 100 %, each labelled with its value, then an
/// indeterminate one: the range the custom styles below are shown over.
struct ProgressRange: View {
    var body: some View {
        ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
            ProgressView("\(value)", value: value)
        }
        ProgressView("Waiting")
    }
}
// gallery:end

extension GalleryEntry {
    /// The code of ``ProgressRange``, shown once above the progress entries.
    static let progressRangeSample = GallerySample(name: "progress-range", file: #filePath)

    /// Progress views, in page order.
    public static let progress: [GalleryEntry] = [
        .builtInProgressStyles,
        .dashedRingProgress,
        .gaugeRingProgress,
        .segmentedBarProgress,
        .spinnerProgress,
        .textOnlyProgressStyle,
        .glowingProgressStyle,
        .dashedArcProgressStyle
    ]

    /// Built-in styles.
    public static let builtInProgressStyles = GalleryEntry(
        name: "progress-built-in",
        title: "Built-in styles",
        caption:
            "The automatic and linear style (a 4-point capsule track in system grey 5, filled from the leading edge with the tint, the label above) at 0, 1 %, 50 %, 99 % and 100 %, then indeterminate (the spinner, label below); the circular style as a ring filled clockwise from 12 o'clock at the same values, and its spinner; a bar tinted red.",
        size: CGSize(width: 360, height: 378.703125),
        view: {
            // gallery:begin progress-built-in
            VStack(alignment: .leading, spacing: 14) {
                ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                    ProgressView("Linear at \(Int(value * 100))%", value: value)
                }
                ProgressView("Automatic, indeterminate")
                HStack(spacing: 14) {
                    ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                        ProgressView(value: value).progressViewStyle(.circular).frame(width: 40, height: 40)
                    }
                    ProgressView().progressViewStyle(.circular).frame(width: 40, height: 40)
                }
                ProgressView("Tinted red", value: 0.42).tint(.red)
            }
            .padding()
            .frame(width: 360)
            // gallery:end
        }
    )

    /// Dashed ring.
    public static let dashedRingProgress = GalleryEntry(
        name: "progress-dashed-ring",
        title: "Dashed ring",
        caption:
            "DashedRingProgressViewStyle: 37 dashes fitted to the 64-point ring (5 on, 3 off, scaled so the last gap meets the first dash), filled clockwise from 12 o'clock with the tint up to the value; the dash the value falls in is cut there. Indeterminate: the dashes fade behind the one at 12 o'clock, like the spinner's ticks. Second row: the percentage in the middle; 12 round-capped dashes tinted orange (dash 1, gap 9: dots); 30 dashes counterclockwise with an angular gradient; a 48-point ring with its label trailing.",
        size: CGSize(width: 496.0, height: 201.96875),
        view: {
            // gallery:begin progress-dashed-ring
            VStack(alignment: .leading, spacing: 20) {
                HStack(alignment: .top, spacing: 16) {
                    ProgressRange()
                }
                .progressViewStyle(.dashedRing)
                HStack(spacing: 16) {
                    ProgressView(value: 0.42)
                        .progressViewStyle(DashedRingProgressViewStyle(showsPercentage: true))
                    ProgressView(value: 0.42)
                        .progressViewStyle(
                            DashedRingProgressViewStyle(
                                lineWidth: 8, dashCount: 12, dash: 1, gap: 9, lineCap: .round, showsPercentage: true)
                        )
                        .tint(.orange)
                    ProgressView(value: 0.42)
                        .progressViewStyle(
                            DashedRingProgressViewStyle(
                                dashCount: 30,
                                fill: AngularGradient(
                                    colors: [.blue, .purple, .pink, .blue], center: .center, angle: .degrees(-90)),
                                direction: .counterclockwise,
                                showsPercentage: true))
                    ProgressView("Upload", value: 0.42)
                        .progressViewStyle(DashedRingProgressViewStyle(diameter: 48, labelPlacement: .trailing))
                }
            }
            .padding()
            // gallery:end
        }
    )

    /// Gauge ring.
    public static let gaugeRingProgress = GalleryEntry(
        name: "progress-gauge-ring",
        title: "Gauge ring",
        caption:
            "GaugeRingProgressViewStyle: a 270° arc open at the bottom, its round-capped fill running from 7:30 with a green–yellow–orange–red gradient laid along the whole arc, so each colour marks a place on the dial. Indeterminate: the empty track, as a circular gauge with no value. Second row: the percentage in the middle; a 240° butt-capped arc in the tint (purple); a thick blue–teal arc; a 48-point gauge with its label and current-value label trailing.",
        size: CGSize(width: 496.0, height: 201.96875),
        view: {
            // gallery:begin progress-gauge-ring
            VStack(alignment: .leading, spacing: 20) {
                HStack(alignment: .top, spacing: 16) {
                    ProgressRange()
                }
                .progressViewStyle(.gaugeRing)
                HStack(spacing: 16) {
                    ProgressView(value: 0.73)
                        .progressViewStyle(GaugeRingProgressViewStyle(showsPercentage: true))
                    ProgressView(value: 0.73)
                        .progressViewStyle(
                            GaugeRingProgressViewStyle(
                                span: .degrees(240), gradient: nil, lineCap: .butt, showsPercentage: true)
                        )
                        .tint(.purple)
                    ProgressView(value: 0.73)
                        .progressViewStyle(
                            GaugeRingProgressViewStyle(lineWidth: 14, gradient: Gradient(colors: [.blue, .teal])))
                    ProgressView(value: 0.73) {
                        Text("CPU")
                    } currentValueLabel: {
                        Text("73 %")
                    }
                    .progressViewStyle(GaugeRingProgressViewStyle(diameter: 48, labelPlacement: .trailing))
                }
            }
            .padding()
            // gallery:end
        }
    )

    /// Segmented bar.
    public static let segmentedBarProgress = GalleryEntry(
        name: "progress-segmented-bar",
        title: "Segmented bar",
        caption:
            "SegmentedBarProgressViewStyle: ten rounded segments filled from the leading edge, the value counting segments, so the segment it falls in is filled part of the way (at 0.01 a sliver of the first). Label above, as the linear style; indeterminate: the empty track. Then: five capsule segments with a gradient across the whole bar and the percentage after it; twenty thin segments tinted green with a current-value label; the label leading.",
        size: CGSize(width: 360.0, height: 442.0390625),
        view: {
            // gallery:begin progress-segmented-bar
            VStack(alignment: .leading, spacing: 14) {
                ProgressRange()
                ProgressView("Gradient", value: 0.7)
                    .progressViewStyle(
                        SegmentedBarProgressViewStyle(
                            segments: 5, spacing: 4, height: 12, cornerRadius: 6,
                            fill: LinearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing),
                            showsPercentage: true))
                ProgressView(value: 13, total: 20) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("13 of 20")
                }
                .progressViewStyle(.segmentedBar(segments: 20))
                .tint(.green)
                ProgressView("Leading", value: 0.3)
                    .progressViewStyle(SegmentedBarProgressViewStyle(segments: 6, labelPlacement: .leading))
            }
            .progressViewStyle(.segmentedBar)
            .padding()
            .frame(width: 360)
            // gallery:end
        }
    )

    /// Spinner.
    public static let spinnerProgress = GalleryEntry(
        name: "progress-spinner",
        title: "Spinner",
        caption:
            "SpinnerProgressViewStyle: SwiftUI's activity indicator, whatever the value (first row: 0, 0.01, 0.5, 0.99, 1 and indeterminate all draw the same frame), eight ticks with the leading one at 12 o'clock and the others fading behind it. Second row: phases 0, 1/16, 2/16 … 7/16 — each 1/8 moves the highlight one tick clockwise, and the phases between cross-fade, so evenly spaced phases animate evenly. Third row: twelve ticks at 40 points; tinted red; with a label.",
        size: CGSize(width: 464.0, height: 185.96875),
        view: {
            // gallery:begin progress-spinner
            VStack(alignment: .leading, spacing: 16) {
                HStack(spacing: 16) {
                    ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                        ProgressView(value: value)
                    }
                    ProgressView()
                }
                .progressViewStyle(SpinnerProgressViewStyle(diameter: 40))
                HStack(spacing: 16) {
                    ForEach(0..<8) { frame in
                        ProgressView()
                            .progressViewStyle(SpinnerProgressViewStyle(phase: Double(frame) / 16, diameter: 40))
                    }
                }
                HStack(spacing: 24) {
                    ProgressView()
                        .progressViewStyle(SpinnerProgressViewStyle(tickCount: 12, diameter: 40))
                    ProgressView()
                        .progressViewStyle(SpinnerProgressViewStyle(phase: 0.25, diameter: 40))
                        .tint(.red)
                    ProgressView("Loading")
                        .progressViewStyle(.spinner)
                }
            }
            .padding()
            // gallery:end
        }
    )

    /// Custom style: text only.
    public static let textOnlyProgressStyle = GalleryEntry(
        name: "progress-custom-text",
        title: "Custom style: text only",
        caption:
            "A ProgressViewStyle whose makeBody returns only a Text; the SVG still carries role=\"progressbar\" and aria-valuenow for each.",
        size: CGSize(width: 210.033203125, height: 162.9453125),
        view: {
            // gallery:begin progress-custom-text
            struct PercentTextStyle: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    let percent = Int((configuration.fractionCompleted ?? 0) * 100)
                    return Text("Task \(percent)% Complete")
                }
            }
            return VStack(alignment: .leading, spacing: 8) {
                ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                    ProgressView(value: value)
                }
            }
            .progressViewStyle(PercentTextStyle())
            .padding()
            // gallery:end
        }
    )

    /// Custom style: the standard look, modified.
    public static let glowingProgressStyle = GalleryEntry(
        name: "progress-custom-shadow",
        title: "Custom style: the standard look, modified",
        caption:
            "makeBody returns ProgressView(configuration) — which draws with the next style out, here the default bar, never with this style again — with .accentColor(.red) and a green shadow of radius 4 around it. Last row: the same style applied twice, over .circular: the ring in two glows, and one progressbar in the SVG.",
        size: CGSize(width: 300.0, height: 193.96875),
        view: {
            // gallery:begin progress-custom-shadow
            struct GlowingStyle: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ProgressView(configuration)
                        .accentColor(.red)
                        .shadow(color: .green, radius: 4, x: 0, y: 0)
                }
            }
            return VStack(alignment: .leading, spacing: 16) {
                ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                    ProgressView(value: value)
                }
                ProgressView("Twice, over circular", value: 0.42)
                    .progressViewStyle(GlowingStyle())
                    .progressViewStyle(.circular)
            }
            .progressViewStyle(GlowingStyle())
            .padding()
            .frame(width: 300)
            // gallery:end
        }
    )

    /// Custom style: a shape from a dashed arc.
    public static let dashedArcProgressStyle = GalleryEntry(
        name: "progress-custom-arc",
        title: "Custom style: a shape from a dashed arc",
        caption:
            "A Shape whose path is an arc from 9 o'clock through 12 o'clock, turned into an outline with path.strokedPath(.init(lineWidth: 100, dash: [5, 3], dashPhase: 10)): dashes 100 points long across the arc and 5 along it. The style stacks it over a Text; at 1 the last dash is cut by the end of the arc, as SwiftUI's dashing does.",
        size: CGSize(width: 552.0, height: 187.7978515625),
        view: {
            // gallery:begin progress-custom-arc
            struct DashedArc: Shape {
                var fraction: Double

                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.addArc(
                        center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2,
                        startAngle: .degrees(180), endAngle: .degrees(180 + 180 * fraction), clockwise: false)
                    return path.strokedPath(.init(lineWidth: 100, dash: [5, 3], dashPhase: 10))
                }
            }
            struct DashedArcStyle: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        DashedArc(fraction: configuration.fractionCompleted ?? 0)
                            .fill(.purple)
                            .frame(width: 160, height: 80)
                            .padding(.horizontal, 50)
                            .padding(.top, 50)
                        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                    }
                }
            }
            return HStack(spacing: 0) {
                ProgressView(value: 0.35)
                ProgressView(value: 1.0)
            }
            .progressViewStyle(DashedArcStyle())
            .padding()
            // gallery:end
        }
    )
}
