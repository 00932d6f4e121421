import Foundation
import VellumCore
import VellumGeometry

/// Labelled data for one channel of a mark, as Apple's `PlottableValue`: the label names
/// the channel (legends, accessibility); the value is placed on the channel's scale.
///
/// ```swift
/// BarMark(x: .value("Month", "Jan"), y: .value("Sales", 42))
/// ```
public struct PlottableValue<Value: Plottable> {
    /// The channel's name.
    public var label: Text
    /// What is placed: one value, or the two ends of a range.
    let values: [ChartValue]

    /// A value with a label.
    ///
    /// ```swift
    /// PointMark(x: .value("Weight", 3.2), y: .value("Price", 18))
    /// ```
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(verbatim: String(label)), values: [value.chartValue])
    }

    /// A value with a localized label.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", 1), y: .value("Steps", 8_000))
    /// ```
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey), values: [value.chartValue])
    }

    /// A value with a label given as text.
    ///
    /// ```swift
    /// PointMark(x: .value(Text("Weight"), 3.2), y: .value(Text("Price"), 18))
    /// ```
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, values: [value.chartValue])
    }

    /// A range of values (a bin): marks span from its lower to its upper bound.
    ///
    /// ```swift
    /// BarMark(x: .value("Weight", 0.0..<10.0), y: .value("Count", 4))
    /// ```
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value>
    where Value: Comparable {
        PlottableValue(
            label: Text(verbatim: String(label)),
            values: [range.lowerBound.chartValue, range.upperBound.chartValue])
    }

    /// A date standing for the whole calendar `unit` it starts (a day, a month): the value
    /// spans from the unit's start to the next unit's start.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", date, unit: .day), y: .value("Steps", 8_000))
    /// ```
    public static func value<S: StringProtocol>(
        _ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> where Value == Date {
        let calendar = calendar ?? Calendar(identifier: .gregorian)
        guard let interval = calendar.dateInterval(of: unit, for: date) else {
            return PlottableValue(label: Text(verbatim: String(label)), values: [.date(date)])
        }
        return PlottableValue(
            label: Text(verbatim: String(label)), values: [.date(interval.start), .date(interval.end)])
    }
}

extension PlottableValue: Sendable {}
