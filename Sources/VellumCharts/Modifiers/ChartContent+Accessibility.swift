import Foundation
import VellumCore
import VellumGeometry

// Swift Charts gives marks accessibility names for VoiceOver. A rendered chart is one
// image (its SVG one `role="img"` element), and these draw nothing in SwiftUI either, so
// they leave the marks as they are and exist so that chart code compiles unchanged.
extension ChartContent {
    /// Names the marks for assistive technologies; draws nothing.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).accessibilityLabel(Text("Monday"))
    /// ```
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }

    /// Names the marks with a localized string; draws nothing.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).accessibilityLabel("Monday")
    /// ```
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { self }

    /// Names the marks with a string as it is; draws nothing.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).accessibilityLabel(day.name)
    /// ```
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }

    /// Describes the marks' value for assistive technologies; draws nothing.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).accessibilityValue(Text("8,000 steps"))
    /// ```
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }

    /// Describes the marks' value with a localized string; draws nothing.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).accessibilityValue("8,000 steps")
    /// ```
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { self }

    /// Describes the marks' value with a string as it is; draws nothing.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).accessibilityValue("\(steps) steps")
    /// ```
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }

    /// Hides the marks from assistive technologies; draws them as before.
    ///
    /// ```swift
    /// RuleMark(y: .value("Goal", 10_000)).accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }

    /// Gives the marks an identifier for UI tests; draws nothing.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", 1), y: .value("Steps", 8_000)).accessibilityIdentifier("steps-line")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { self }
}
