import Foundation

extension StrokeStyle {
    /// The dash pattern as every renderer must apply it, or nil for a solid line.
    ///
    /// The rules of ``dash``: an odd count repeats, a negative or non-finite entry or a
    /// non-positive sum means solid; the phase is reduced into one period (a non-finite
    /// phase counts as 0). Cairo would put its context into an error state for some of
    /// these patterns, and SVG viewers disagree on others, so renderers use this instead
    /// of ``dash`` directly.
    ///
    /// ```swift
    /// StrokeStyle(dash: [10, 5, 2], dashPhase: 40).effectiveDash
    /// // ([10, 5, 2, 10, 5, 2], 6)
    /// ```
    package var effectiveDash: (lengths: [CGFloat], phase: CGFloat)? {
        guard let pattern = DashPattern(self) else { return nil }
        return (pattern.intervals, pattern.phase)
    }
}
