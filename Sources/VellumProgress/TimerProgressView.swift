import Foundation
import VellumCore

// SwiftUI's timer progress views: `ProgressView(timerInterval:countsDown:)`, drawn at the
// environment's `now` (the real time unless a view or `ImageRenderer.now` sets it), so a
// countdown can be rendered for any moment.

extension ProgressView {
    /// A progress view for a timer over `timerInterval`, with a label and a current-value
    /// label of your own, drawn at the environment's `now`.
    ///
    /// - Parameters:
    ///   - timerInterval: When the timer starts and ends.
    ///   - countsDown: Whether the bar empties as time passes (the default, as in SwiftUI) or
    ///     fills.
    ///   - label: What the progress view is for.
    ///   - currentValueLabel: What it shows as its current value.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fractionCompleted: nil, label: label(), currentValueLabel: currentValueLabel(), configuration: nil,
            accessibilityValue: nil, timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view for a timer over `timerInterval` with a label; the current-value label
    /// is the timer's text (``DefaultDateProgressLabel``).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(
            fractionCompleted: nil, label: label(), currentValueLabel: DefaultDateProgressLabel(timer: timer),
            configuration: nil, accessibilityValue: nil, timer: timer)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view for a timer over `timerInterval`, as SwiftUI's: with the default
    /// `countsDown: true` it is full at the start and empty at the end, and its current-value
    /// label shows the time left (`4:59`); counting up, it fills and shows the time passed.
    /// Before the interval the timer has not started; after it, it has finished.
    ///
    /// ```swift
    /// let start = Date(timeIntervalSince1970: 1_700_000_000)
    /// let renderer = ImageRenderer(content: ProgressView(timerInterval: start...start.addingTimeInterval(300))
    ///     .frame(width: 200))
    /// renderer.now = start.addingTimeInterval(90)   // "3:30", 70 % full
    /// let png = try renderer.pngData()
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(
            fractionCompleted: nil, label: nil, currentValueLabel: DefaultDateProgressLabel(timer: timer),
            configuration: nil, accessibilityValue: nil, timer: timer)
    }
}

/// A timer interval and its direction: the fraction a progress view shows, and its text.
struct ProgressTimer: Sendable, Hashable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// Seconds from the start to the end.
    var duration: TimeInterval { interval.upperBound.timeIntervalSince(interval.lowerBound) }

    /// How much of the interval has passed at `now`, 0…1: 0 before the start, 1 at the end
    /// and after. A zero-length interval is 0 before its moment and 1 from it on.
    func completed(at now: Date) -> Double {
        let elapsed = now.timeIntervalSince(interval.lowerBound)
        guard elapsed.isFinite else { return 0 }
        let total = duration
        guard total > 0 else { return elapsed >= 0 ? 1 : 0 }
        return min(max(elapsed / total, 0), 1)
    }

    /// The progress view's fraction at `now`: what is left when counting down, what has
    /// passed when counting up.
    func fraction(at now: Date) -> Double {
        countsDown ? 1 - completed(at: now) : completed(at: now)
    }

    /// The timer's text at `now`: the whole seconds left (rounded up, so it reads `5:00` at
    /// the start and `0:00` only at the end) or passed (rounded down), as `m:ss`, or `h:mm:ss`
    /// from an hour on.
    func text(at now: Date) -> String {
        let total = max(duration, 0)
        let elapsed = min(max(now.timeIntervalSince(interval.lowerBound), 0), total)
        // A millisecond of slack keeps float noise in date arithmetic from moving a second.
        let seconds = countsDown ? (total - elapsed - 0.001).rounded(.up) : (elapsed + 0.001).rounded(.down)
        let whole = seconds.isFinite ? Int(max(seconds, 0)) : 0
        let hours = whole / 3600, minutes = whole / 60 % 60, rest = whole % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }
}
