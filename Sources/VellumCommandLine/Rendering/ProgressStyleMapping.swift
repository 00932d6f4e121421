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
    // --track: the built-in `.linear` and `.circular` draw a fixed track (iOS system grey 5,
    // #E5E5EA) and take no track colour, so `job.track` is parsed and validated but not
    // drawn by any style below yet. Pass it to the new styles when they are wired in.
    switch job.style {
    case .linear:
        return determinateView(job, style: LinearProgressViewStyle())
    case .circular:
        return determinateView(job, style: CircularProgressViewStyle())
    // TODO(lead): wire the four styles from the progress-styles branch in here, replacing
    // the built-in stand-ins and passing `job.tint` / `job.track`:
    //   .dashedRing → DashedRingProgressViewStyle   (stand-in: CircularProgressViewStyle())
    //   .gauge      → GaugeRingProgressViewStyle    (stand-in: CircularProgressViewStyle())
    //   .segmented  → SegmentedBarProgressViewStyle (stand-in: LinearProgressViewStyle())
    //   .spinner    → the spinner style with `phase` (stand-in: indeterminate ProgressView()
    //                 in the `.circular` style, which draws phase 0), in `spinnerView(_:)`
    //                 below; no option carries a phase yet (add `--phase` with the style).
    // `ProgressStyleName.isRing` decides where `--percent` goes (overlay vs current-value
    // label); keep it in step with the new styles.
    case .dashedRing:
        return determinateView(job, style: CircularProgressViewStyle())
    case .gauge:
        return determinateView(job, style: CircularProgressViewStyle())
    case .segmented:
        return determinateView(job, style: LinearProgressViewStyle())
    case .spinner:
        return spinnerView(job)
    }
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
                view = AnyView(VStack(spacing: 8) {
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
            view = AnyView(ProgressView(value: value, total: total, label: { EmptyView() }, currentValueLabel: { percent })
                .progressViewStyle(style))
        case (let label?, true):
            view = AnyView(ProgressView(value: value, total: total, label: { Text(label) }, currentValueLabel: { percent })
                .progressViewStyle(style))
        }
    }
    return framed(view, job)
}

/// The indeterminate spinner; `--value` and `--percent` do not apply.
private func spinnerView(_ job: ProgressJob) -> AnyView {
    let style = CircularProgressViewStyle(tint: job.tint)
    if let label = job.label {
        return framed(AnyView(ProgressView(label).progressViewStyle(style)), job)
    }
    return framed(AnyView(ProgressView().progressViewStyle(style)), job)
}

private func framed(_ view: AnyView, _ job: ProgressJob) -> AnyView {
    let frame = job.frame
    return AnyView(view.tint(job.tint).frame(width: CGFloat(frame.width), height: frame.height.map { CGFloat($0) }))
}
