import Foundation

/// A view remade on a schedule, as SwiftUI's: a render makes it once, for the environment's
/// ``EnvironmentValues/now`` (`ImageRenderer.now`), which its context's `date` reports.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (Context) -> Content
    @Environment(\.now) private var now

    /// What the content is made for.
    public typealias Context = TimelineViewDefaultContext

    /// A view remade on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: now, cadence: .live))
    }
}

/// What a `TimelineView`'s content is made for: the moment and how often it changes.
public struct TimelineViewDefaultContext: Sendable {
    /// How often the view is remade.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The moment the view shows.
    public let date: Date
    /// How often the view is remade: `.live` in a render.
    public let cadence: Cadence
}

/// When a `TimelineView` is remade, as SwiftUI's.
public protocol TimelineSchedule {}

/// Remade as often as animation needs.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// Remade every `interval` seconds from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// Remade at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
}

/// Remade at given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
