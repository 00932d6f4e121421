import Foundation
import Vellum

/// The one place a `--style` name becomes a view: the style, the label, `--percent`,
/// `--tint`, `--track` and the frame.
///
/// Rings get the percentage as a `Text` overlaid in their middle (monospaced digits, a fifth
/// of the ring across); bars get it as the current-value label under the bar.
///
/// - Parameters:
///   - job: What to draw.
///
/// ```swift
/// var job = ProgressJob(value: 0.42, style: .circular)
/// job.showsPercent = true
/// let png = try ImageRenderer(content: progressView(for: job)).pngData()
/// ```
public func progressView(for job: ProgressJob) -> AnyView {
    // --track reaches the styles that draw a track of your colour (dashed ring, gauge,
    // segmented); the built-in `.linear` and `.circular` keep SwiftUI's system grey 5.
    let side = CGFloat(min(job.frame.width, job.frame.height ?? job.frame.width))
    switch job.style {
    case .linear:
        return determinateView(job, style: LinearProgressViewStyle())
    case .circular:
        return determinateView(job, style: CircularProgressViewStyle())
    case .dashedRing:
        return styledView(
            job,
            style: DashedRingProgressViewStyle(
                diameter: nil, lineWidth: max(side * 0.12, 1), fill: job.tint, track: job.track,
                showsPercentage: job.showsPercent, percentageFont: .system(size: max(side * 0.2, 6), weight: .semibold))
        )
    case .gauge:
        return styledView(
            job,
            style: GaugeRingProgressViewStyle(
                diameter: nil, lineWidth: max(side * 0.1, 1),
                gradient: job.tint.map { Gradient(colors: [$0, $0]) }
                    ?? Gradient(colors: [.green, .yellow, .orange, .red]),
                track: job.track, showsPercentage: job.showsPercent,
                percentageFont: .system(size: max(side * 0.2, 6), weight: .semibold)))
    case .segmented:
        return styledView(
            job,
            style: SegmentedBarProgressViewStyle(fill: job.tint, track: job.track, showsPercentage: job.showsPercent))
    case .spinner:
        return spinnerView(job)
    }
}

/// A progress view in a style that places its own label and percentage.
private func styledView<S: ProgressViewStyle>(_ job: ProgressJob, style: S) -> AnyView {
    let value = job.value ?? 0
    if let label = job.label {
        return framed(AnyView(ProgressView(label, value: value, total: job.total).progressViewStyle(style)), job)
    }
    return framed(AnyView(ProgressView(value: value, total: job.total).progressViewStyle(style)), job)
}

/// A determinate progress view in `style`, with the label and percentage where `job.style`
/// puts them, tinted and framed.
private func determinateView<S: ProgressViewStyle>(_ job: ProgressJob, style: S) -> AnyView {
    let value = job.value ?? 0, total = job.total
    let percent = Text(job.percentText).monospacedDigit()
    let view: AnyView
    if job.style.isRing {
        if job.showsPercent {
            let frame = job.frame
            let side = min(frame.width, frame.height ?? frame.width)
            let ring = ProgressView(value: value, total: total)
                .progressViewStyle(style)
                .overlay { percent.font(.system(size: max(side * 0.2, 6), weight: .semibold)) }
            if let label = job.label {
                // The percentage must sit in the ring, so the label goes under the ring here
                // rather than inside the style's body (where an overlay would centre on both).
                view = AnyView(
                    VStack(spacing: 8) {
                        ring
                        Text(label).font(.caption)
                    }.accessibilityLabel(label))
            } else {
                view = AnyView(ring)
            }
        } else if let label = job.label {
            view = AnyView(ProgressView(label, value: value, total: total).progressViewStyle(style))
        } else {
            view = AnyView(ProgressView(value: value, total: total).progressViewStyle(style))
        }
    } else {
        switch (job.label, job.showsPercent) {
        case (nil, false):
            view = AnyView(ProgressView(value: value, total: total).progressViewStyle(style))
        case (let label?, false):
            view = AnyView(ProgressView(label, value: value, total: total).progressViewStyle(style))
        case (nil, true):
            view = AnyView(
                ProgressView(value: value, total: total, label: { EmptyView() }, currentValueLabel: { percent })
                    .progressViewStyle(style))
        case (let label?, true):
            view = AnyView(
                ProgressView(value: value, total: total, label: { Text(label) }, currentValueLabel: { percent })
                    .progressViewStyle(style))
        }
    }
    return framed(view, job)
}

/// The indeterminate spinner at `job.phase`; `--value` and `--percent` do not apply.
private func spinnerView(_ job: ProgressJob) -> AnyView {
    let style = SpinnerProgressViewStyle(phase: job.phase, fill: job.tint, diameter: nil)
    if let label = job.label {
        return framed(AnyView(ProgressView(label).progressViewStyle(style)), job)
    }
    return framed(AnyView(ProgressView().progressViewStyle(style)), job)
}

private func framed(_ view: AnyView, _ job: ProgressJob) -> AnyView {
    let frame = job.frame
    return AnyView(view.tint(job.tint).frame(width: CGFloat(frame.width), height: frame.height.map { CGFloat($0) }))
}
