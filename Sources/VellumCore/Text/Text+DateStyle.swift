import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`, in the environment's
    /// locale and time zone, at the renderer's `now`:
    /// - `.time`: the time, short ("1:05 PM");
    /// - `.date`: the date, long ("June 3, 2026");
    /// - `.relative`: the distance to now in its two largest units ("2 hours, 5 minutes");
    /// - `.offset`: the signed distance in its largest unit ("+2 hours", "-3 days");
    /// - `.timer`: the distance as a clock ("2:05", "1:02:05").
    public struct DateStyle: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day.
        public static let time = DateStyle(kind: .time)
        /// The date.
        public static let date = DateStyle(kind: .date)
        /// The distance to now.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance to now.
        public static let offset = DateStyle(kind: .offset)
        /// The distance to now as a clock.
        public static let timer = DateStyle(kind: .timer)

        public var description: String { "\(kind)" }

        /// `date` in this style in `environment`.
        func format(_ date: Date, in environment: EnvironmentValues) -> String {
            let locale = environment.locale, zone = environment.timeZone
            let seconds = date.timeIntervalSince(environment.now)
            switch kind {
            case .time:
                return date.formatted(
                    Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: zone))
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: zone))
            case .relative:
                return Self.units(abs(seconds), count: 2, locale: locale)
            case .offset:
                return (seconds < 0 ? "-" : "+") + Self.units(abs(seconds), count: 1, locale: locale)
            case .timer:
                return Self.clock(abs(seconds), showsHours: true, locale: locale)
            }
        }

        /// `seconds` in its `count` largest units, whole seconds, in words.
        private static func units(_ seconds: TimeInterval, count: Int, locale: Locale) -> String {
            let whole = seconds.isFinite ? min(seconds.rounded(.down), 1e12) : 0
            return Duration.seconds(Int64(whole)).formatted(
                Duration.UnitsFormatStyle(
                    allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide,
                    maximumUnitCount: count
                ).locale(locale))
        }

        /// `seconds` as `m:ss`, or `h:mm:ss` from an hour on (`showsHours`; otherwise minutes
        /// run past 59).
        static func clock(_ seconds: TimeInterval, showsHours: Bool, locale: Locale) -> String {
            let whole = Int64(seconds.isFinite ? min(max(seconds, 0), 1e12).rounded(.down) : 0)
            let pattern: Duration.TimeFormatStyle.Pattern =
                showsHours && whole >= 3600 ? .hourMinuteSecond : .minuteSecond
            return Duration.seconds(whole).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
        }

        /// The text of `Text(timerInterval:…)` at the environment's `now` (or `pauseTime`).
        static func timerText(
            _ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool,
            in environment: EnvironmentValues
        ) -> String {
            let moment = min(max(pauseTime ?? environment.now, interval.lowerBound), interval.upperBound)
            let seconds =
                countsDown
                ? interval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(interval.lowerBound)
            // A countdown shows a second until it has fully gone, as a clock does.
            return clock(
                countsDown ? seconds.rounded(.up) : seconds, showsHours: showsHours, locale: environment.locale)
        }
    }
}
