// The interval ladder follows d3-time's ticks.js (https://github.com/d3/d3-time, ISC licence):
// the calendar interval nearest (by ratio) to span / count.
import Foundation

/// Calendar-aligned ticks and their labels for a date axis (docs/charts.md, "Date axes").
enum DateTicks {
    /// A calendar step: `count` of `component`.
    struct Interval: Equatable, Sendable {
        var component: Calendar.Component
        var count: Int
        /// Its rough length in seconds (months of 30 days, years of 365), for choosing.
        var duration: Double {
            let unit: Double =
                switch component {
                case .second: 1
                case .minute: 60
                case .hour: 3_600
                case .day: 86_400
                case .weekOfYear, .weekOfMonth: 604_800
                case .month: 2_592_000
                case .year: 31_536_000
                default: 86_400
                }
            return unit * Double(count)
        }
    }

    /// d3-time's ladder: 1, 5, 15, 30 s; 1, 5, 15, 30 min; 1, 3, 6, 12 h; 1, 2 d; 1 week;
    /// 1, 3 months; 1 year.
    static let ladder: [Interval] = [
        .init(component: .second, count: 1), .init(component: .second, count: 5),
        .init(component: .second, count: 15), .init(component: .second, count: 30),
        .init(component: .minute, count: 1), .init(component: .minute, count: 5),
        .init(component: .minute, count: 15), .init(component: .minute, count: 30),
        .init(component: .hour, count: 1), .init(component: .hour, count: 3),
        .init(component: .hour, count: 6), .init(component: .hour, count: 12),
        .init(component: .day, count: 1), .init(component: .day, count: 2),
        .init(component: .weekOfYear, count: 1), .init(component: .month, count: 1),
        .init(component: .month, count: 3), .init(component: .year, count: 1)
    ]

    /// The most ticks ever made, and the most candidate dates ever looked at.
    static let maximumTicks = 1_000
    static let maximumCandidates = 20_000

    /// The interval for about `count` ticks over `span` seconds; beyond the ladder, years
    /// stepped by the 1-2-5 rule; below it, one second.
    static func interval(span: Double, count: Double) -> Interval {
        guard span.isFinite, span > 0, count > 0 else { return Interval(component: .day, count: 1) }
        let target = span / count
        guard let index = ladder.firstIndex(where: { $0.duration > target }) else {
            let years = NiceNumbers.tickStep(0, span / 31_536_000, count)
            let step = max(1, Int(min(1e9, years.isFinite ? years.rounded(.up) : 1)))
            return Interval(component: .year, count: step)
        }
        if index == 0 { return ladder[0] }
        let (below, above) = (ladder[index - 1], ladder[index])
        return target / below.duration < above.duration / target ? below : above
    }

    /// Whether `date` starts a step of `interval` (hours on multiples of 6, odd days of the
    /// month for 2 days, months 1, 4, 7, 10 for 3 months, years on multiples of the step).
    static func isAligned(_ date: Date, _ interval: Interval, calendar: Calendar) -> Bool {
        guard interval.count > 1 else { return true }
        let value = calendar.component(interval.component == .weekOfYear ? .weekOfYear : interval.component, from: date)
        switch interval.component {
        case .day, .month, .weekOfYear: return (value - 1) % interval.count == 0
        default: return value % interval.count == 0
        }
    }

    /// The dates of `interval` within `low`…`high` (seconds since the reference date),
    /// aligned in `calendar`. At most ``maximumTicks``.
    static func ticks(_ low: Double, _ high: Double, interval: Interval, calendar: Calendar) -> [Date] {
        let (low, high) = (min(low, high), max(low, high))
        guard low.isFinite, high.isFinite, interval.count > 0 else { return [] }
        let component = interval.component == .weekOfMonth ? .weekOfYear : interval.component
        let lowDate = Date(timeIntervalSinceReferenceDate: low)
        guard var date = calendar.dateInterval(of: component, for: lowDate)?.start else { return [] }
        // Years step by their count once aligned; finer units one by one, so alignment
        // restarts each month (odd days) as d3's does.
        var candidates = 0
        var result: [Date] = []
        while date.timeIntervalSinceReferenceDate <= high, result.count < maximumTicks, candidates < maximumCandidates {
            candidates += 1
            if date.timeIntervalSinceReferenceDate >= low, isAligned(date, interval, calendar: calendar) {
                result.append(date)
            }
            let stride = component == .year && !result.isEmpty ? interval.count : 1
            guard let next = calendar.date(byAdding: component, value: stride, to: date), next > date else { break }
            date = next
        }
        return result
    }

    /// The date pattern of a label for ticks of `interval` (I, docs/charts.md): hours "12 AM",
    /// minutes "3:15 PM", days and weeks "May 8" at the first tick and where the month
    /// changes and the day number elsewhere, months "Jan", years "2025".
    static func label(
        _ date: Date, previous: Date?, interval: Interval, calendar: Calendar, locale: Locale
    ) -> String {
        let template: String
        switch interval.component {
        case .second: template = "jms"
        case .minute: template = "jm"
        case .hour: template = "j"
        case .day, .weekOfYear, .weekOfMonth:
            let sameMonth = previous.map { calendar.isDate($0, equalTo: date, toGranularity: .month) } ?? false
            template = sameMonth ? "d" : "MMMd"
        case .month: template = "MMM"
        default: template = "y"
        }
        return format(date, template: template, calendar: calendar, locale: locale)
    }

    /// `date` in the locale's pattern for `template` (a `DateFormatter` template).
    static func format(_ date: Date, template: String, calendar: Calendar, locale: Locale) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// The locale labels use: the given one, or en-US when it is the POSIX or empty locale
    /// (a server's default).
    static func labelLocale(_ locale: Locale) -> Locale {
        let identifier = locale.identifier
        if identifier.isEmpty || identifier == "en_US_POSIX" || identifier == "C" || identifier == "POSIX" {
            return Locale(identifier: "en_US")
        }
        return locale
    }
}
