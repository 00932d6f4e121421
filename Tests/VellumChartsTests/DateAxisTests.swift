import Foundation
import Testing
import Vellum

@testable import VellumCharts

@Suite struct DateAxisTests {
    static var utc: Calendar { ChartLayout.utcCalendar }

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? Date()
    }

    /// Daily bars (unit: .day) from `start` for `days` days, laid out at 400 × 200.
    static func layout(from start: Date, days: Int, unit: Calendar.Component = .day) -> ChartLayout {
        var marks = _ChartMarks()
        for day in 0..<days {
            let date = utc.date(byAdding: .day, value: day, to: start) ?? start
            BarMark(x: .value("Day", date, unit: unit, calendar: utc), y: .value("Steps", day + 1))
                ._makeMarks(into: &marks)
        }
        return ChartLayout(
            marks: marks.marks, configuration: ChartConfiguration(), size: CGSize(width: 400, height: 200)
        ) {
            CGSize(width: CGFloat($0.count) * 6, height: 13)
        }
    }

    static func tickDates(_ layout: ChartLayout) -> [Date] {
        layout.ticks(.x).compactMap { if case .date(let date) = $0.value { date } else { nil } }
    }

    @Test func weekOfDaysTicksEveryOtherDay() {
        // Mon 6 Jan 2025 … Sun 12 Jan: the domain is 6 Jan 00:00 … 13 Jan 00:00.
        let layout = Self.layout(from: Self.date(2025, 1, 6), days: 7)
        #expect(DateTicks.interval(span: 7 * 86_400, count: 4) == .init(component: .day, count: 2))
        #expect(Self.tickDates(layout) == [7, 9, 11, 13].map { Self.date(2025, 1, $0) })
        #expect(layout.ticks(.x).map(\.label) == ["Jan 7", "9", "11", "13"])
    }

    @Test func monthOfDaysTicksWeekly() {
        // January 2025: weeks start on Sunday (en-US): 5, 12, 19, 26 January.
        let layout = Self.layout(from: Self.date(2025, 1, 1), days: 31)
        #expect(Self.tickDates(layout) == [5, 12, 19, 26].map { Self.date(2025, 1, $0) })
        #expect(layout.ticks(.x).map(\.label) == ["Jan 5", "12", "19", "26"])
    }

    @Test func yearOfMonthsTicksQuarterly() {
        var marks = _ChartMarks()
        for month in 1...12 {
            BarMark(
                x: .value("Month", Self.date(2024, month, 1), unit: .month, calendar: Self.utc),
                y: .value("Sales", month)
            )
            ._makeMarks(into: &marks)
        }
        let layout = ChartLayout(
            marks: marks.marks, configuration: ChartConfiguration(), size: CGSize(width: 400, height: 200)
        ) {
            CGSize(width: CGFloat($0.count) * 6, height: 13)
        }
        #expect(Self.tickDates(layout) == [1, 4, 7, 10].map { Self.date(2024, $0, 1) } + [Self.date(2025, 1, 1)])
        #expect(layout.ticks(.x).map(\.label) == ["Jan", "Apr", "Jul", "Oct", "Jan"])
    }

    @Test func aDayTicksEverySixHours() {
        let interval = DateTicks.interval(span: 86_400, count: 4)
        #expect(interval == .init(component: .hour, count: 6))
        let start = Self.date(2025, 3, 1).timeIntervalSinceReferenceDate
        let dates = DateTicks.ticks(start, start + 86_400, interval: interval, calendar: Self.utc)
        let labels = dates.map {
            DateTicks.label(
                $0, previous: nil, interval: interval, calendar: Self.utc, locale: Locale(identifier: "en_US"))
        }
        #expect(
            labels
                == ["12 AM", "6 AM", "12 PM", "6 PM", "12 AM"].map {
                    $0.replacingOccurrences(of: " ", with: "\u{202F}")
                })
    }

    @Test func yearsStepByNiceCounts() {
        let start = Self.date(2000, 1, 1).timeIntervalSinceReferenceDate
        let end = Self.date(2020, 1, 1).timeIntervalSinceReferenceDate
        let interval = DateTicks.interval(span: end - start, count: 4)
        #expect(interval == .init(component: .year, count: 5))
        let dates = DateTicks.ticks(start, end, interval: interval, calendar: Self.utc)
        #expect(dates == [2000, 2005, 2010, 2015, 2020].map { Self.date($0, 1, 1) })
    }

    /// A unit bar fills its day: 7 days on a 0…7-day domain, so each is a seventh of the plot.
    @Test func unitBarsFillTheirDayAndStack() {
        let layout = Self.layout(from: Self.date(2025, 1, 6), days: 7)
        let bar = ChartRenderer.interval(layout.marks[0], index: 0, axis: .x, in: layout)
        #expect(bar.map { abs(($0.1 - $0.0) - layout.plot.width / 7) < 0.001 } == true)
        #expect(layout.stacks[0]?.stack == ChartLayout.Stack(low: 0, high: 1))
    }

    @Test func badDatesNeverHang() {
        let far = Date(timeIntervalSinceReferenceDate: 10_000 * 365.25 * 86_400)
        let interval = DateTicks.interval(span: far.timeIntervalSinceReferenceDate, count: 4)
        let dates = DateTicks.ticks(0, far.timeIntervalSinceReferenceDate, interval: interval, calendar: Self.utc)
        #expect(dates.count <= 10 && dates.count >= 3)
        let daily = DateTicks.ticks(
            0, far.timeIntervalSinceReferenceDate, interval: .init(component: .day, count: 1), calendar: Self.utc)
        #expect(daily.count == DateTicks.maximumTicks)
        #expect(DateTicks.ticks(.nan, 1, interval: interval, calendar: Self.utc).isEmpty)
        #expect(DateTicks.interval(span: .nan, count: 4) == .init(component: .day, count: 1))
        var marks = _ChartMarks()
        PointMark(x: .value("When", Date(timeIntervalSinceReferenceDate: .nan)), y: .value("V", 1))._makeMarks(
            into: &marks)
        let layout = ChartLayout(
            marks: marks.marks, configuration: ChartConfiguration(), size: CGSize(width: 100, height: 100)
        ) {
            _ in CGSize(width: 10, height: 10)
        }
        #expect(layout.marks.isEmpty)
    }
}
