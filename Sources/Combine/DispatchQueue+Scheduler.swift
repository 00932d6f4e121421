import Dispatch
import Foundation

// Combine's conformance, which Apple's Foundation declares and Linux's cannot: this module
// stands in for that part of Combine.
// swift-format-ignore: AvoidRetroactiveConformances
extension DispatchQueue: @retroactive Scheduler {
    /// A moment on a dispatch queue, as Combine's: a `DispatchTime`.
    ///
    /// ```swift
    /// let later = DispatchQueue.main.now.advanced(by: .milliseconds(250))
    /// ```
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The moment.
        public var dispatchTime: DispatchTime

        /// The moment `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// A length of time in seconds (Combine's counts nanoseconds; the names are the same).
        public typealias Stride = RunLoop.SchedulerTimeType.Stride

        /// Seconds from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride((Double(other.dispatchTime.uptimeNanoseconds) - Double(dispatchTime.uptimeNanoseconds)) / 1e9)
        }

        /// This moment moved on by `n`; `.distantFuture` past the clock's range.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = (Double(dispatchTime.uptimeNanoseconds) + n.timeInterval * 1e9).rounded()
            guard nanoseconds < Double(UInt64.max) else { return SchedulerTimeType(.distantFuture) }
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(nanoseconds, 0))))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
    }

    /// How work is submitted to the queue, as Combine's.
    ///
    /// ```swift
    /// Just(1).receive(on: DispatchQueue.global(), options: .init(qos: .utility))
    /// ```
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins, if any.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Now.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No tolerance is too small.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` on this queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.run() }
    }

    /// Runs `action` on this queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = ScheduledAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            action.run()
        }
    }

    /// Runs `action` on this queue at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = ScheduledAction(action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler { action.run() }
        timer.schedule(
            deadline: date.dispatchTime, repeating: Self.nanoseconds(interval) ?? .never,
            leeway: Self.nanoseconds(tolerance) ?? .nanoseconds(0))
        timer.activate()
        return AnyCancellable { timer.cancel() }
    }

    /// `stride` in whole nanoseconds, if it is finite and under 30 years; negative is 0.
    private static func nanoseconds(_ stride: SchedulerTimeType.Stride) -> DispatchTimeInterval? {
        let seconds = stride.timeInterval
        guard seconds.isFinite, seconds < 1e9 else { return nil }
        return .nanoseconds(Int(max(seconds, 0) * 1e9))
    }
}
