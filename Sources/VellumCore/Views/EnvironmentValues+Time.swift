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

    /// Where in its cycle an animated view is drawn, in turns: every spinner (an indeterminate
    /// progress view, `.spinner`) adds it to its own phase, so each 1/8 moves SwiftUI's
    /// spinner one tick on. Whole turns give the same frame; a NaN or infinite sum counts as
    /// 0. Default: 0. `ImageRenderer`'s frame calls set it to `k / count` for frame `k`.
    ///
    /// ```swift
    /// ProgressView().environment(\.animationPhase, 0.25)   // two ticks on
    /// ```
    public var animationPhase: Double {
        get { self[AnimationPhaseKey.self] }
        set { self[AnimationPhaseKey.self] = newValue }
    }
}
