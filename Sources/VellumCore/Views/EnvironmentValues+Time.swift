import Foundation

private struct NowKey: EnvironmentKey { static let defaultValue: Date? = nil }
private struct AnimationPhaseKey: EnvironmentKey { static let defaultValue: Double = 0 }

extension EnvironmentValues {
    /// The moment that time-dependent views show: a `ProgressView(timerInterval:countsDown:)`
    /// and its timer text. Default: the real time when it is read (`Date()`); set it, or
    /// `ImageRenderer.now`, to render any moment.
    ///
    /// ```swift
    /// let start = Date(timeIntervalSince1970: 0)
    /// ProgressView(timerInterval: start...start.addingTimeInterval(300))
    ///     .environment(\.now, start.addingTimeInterval(60))   // 4:00 left, 80 % full
    /// ```
    public var now: Date {
        get { self[NowKey.self] ?? Date() }
        set { self[NowKey.self] = newValue }
    }

    /// Where in its cycle an animated view is drawn, in turns: the spinner of an indeterminate
    /// progress view turns by this fraction of a full turn. Taken modulo 1; NaN and infinities
    /// count as 0. Default: 0. `ImageRenderer`'s frame calls set it to `k / count` for frame `k`.
    ///
    /// ```swift
    /// ProgressView().environment(\.animationPhase, 0.25)   // a quarter turn on
    /// ```
    public var animationPhase: Double {
        get { self[AnimationPhaseKey.self] }
        set { self[AnimationPhaseKey.self] = newValue }
    }
}

/// `phase` reduced to `0..<1`; NaN and infinities are 0.
func normalizedPhase(_ phase: Double) -> Double {
    guard phase.isFinite else { return 0 }
    let reduced = phase - phase.rounded(.down)
    return reduced < 1 ? reduced : 0
}
