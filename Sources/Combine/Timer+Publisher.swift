import Foundation

extension Timer {
    /// A publisher that sends the current date every `interval` seconds on `runLoop` once
    /// connected, as Combine's. In a Vellum render, `.onReceive(Timer.publish(…).autoconnect())`
    /// runs on the render's clock instead (docs/combine.md).
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher of the current date on a repeating timer, as Combine's: `connect()` (or
    /// `autoconnect()`) schedules a Foundation `Timer` on the run loop; cancelling stops it.
    ///
    /// ```swift
    /// let ticks = Timer.TimerPublisher(interval: 0.5, runLoop: .main, mode: .default)
    /// let running = ticks.connect()
    /// ```
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between dates.
        public let interval: TimeInterval
        /// How late a date may be; nil is none.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode the timer runs in.
        public let mode: RunLoop.Mode
        /// Scheduler options (none exist for run loops).
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        private var sides: [ObjectIdentifier: any TimerSide] = [:]

        /// A publisher of the date every `interval` seconds on `runLoop` in `mode`.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let side = Side(subscriber, parent: self)
            lock.lock()
            sides[ObjectIdentifier(side)] = side
            lock.unlock()
            subscriber.receive(subscription: side)
        }

        /// Schedules the timer; the cancellable stops it.
        public func connect() -> Cancellable {
            let fire = ScheduledAction { [weak self] in self?.fire() }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in fire.run() }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }

        private func fire() {
            lock.lock()
            let current = Array(sides.values)
            lock.unlock()
            let now = Date()
            for side in current { side.send(now) }
        }

        fileprivate func remove(_ side: AnyObject) {
            lock.lock()
            sides[ObjectIdentifier(side)] = nil
            lock.unlock()
        }
    }
}

/// One subscriber of a timer, type-erased.
private protocol TimerSide: AnyObject {
    func send(_ date: Date)
}

/// One subscriber's subscription: dates go out while it has demand.
private final class Side<Downstream: Subscriber>: Subscription, TimerSide
where Downstream.Input == Date, Downstream.Failure == Never {
    private let gate: DemandGate<Downstream>
    private weak var parent: Timer.TimerPublisher?

    init(_ downstream: Downstream, parent: Timer.TimerPublisher) {
        gate = DemandGate(downstream)
        self.parent = parent
    }

    func request(_ more: Subscribers.Demand) {
        gate.request(more)
    }

    func cancel() {
        gate.detach()
        parent?.remove(self)
    }

    func send(_ date: Date) {
        gate.send(date)
    }
}
