import Combine
import Foundation

/// What one render's `onReceive` modifiers subscribed to, kept until the render ends, and the
/// timers it runs on its own clock instead of a run loop: a timer's ticks fall due at
/// `interval`, `2 × interval`, … seconds after its view appeared, and only the frames of an
/// appear animation reach them (``RenderSession``).
final class RenderSubscriptions: @unchecked Sendable {
    /// The most ticks one timer delivers in one render (a 0.1 ms timer over a 1 s animation).
    static let maximumTicks = 10_000

    private struct RenderTimer {
        /// Seconds after the render's first pass when its view appeared.
        let start: Double
        let interval: Double
        var delivered = 0
        /// Queues the action of the tick due at this many seconds after the first pass.
        let tick: (Double) -> Void
    }

    private let lock = NSLock()
    private var subscribed: Set<ViewSlot> = []
    private var cancellables: [AnyCancellable] = []
    private var timers: [RenderTimer] = []
    private var closed = false

    /// Whether `occurrence` subscribes now: the first time it is seen in this render.
    func isFirst(_ occurrence: ViewSlot) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !closed && subscribed.insert(occurrence).inserted
    }

    /// Keeps `cancellable` until the render ends.
    func keep(_ cancellable: AnyCancellable) {
        lock.lock()
        defer { lock.unlock() }
        if closed { cancellable.cancel() } else { cancellables.append(cancellable) }
    }

    /// A timer of `interval` seconds whose view appeared `start` seconds after the first pass.
    /// As Foundation's `Timer`, an interval that is not positive is 0.1 ms; an infinite one
    /// never fires.
    func addTimer(start: Double, interval: Double, tick: @escaping (Double) -> Void) {
        let interval = interval > 0 ? interval : 0.000_1
        guard interval.isFinite else { return }
        lock.lock()
        defer { lock.unlock() }
        if !closed { timers.append(RenderTimer(start: start, interval: interval, tick: tick)) }
    }

    /// Queues, in the order they fall due, the ticks due by `time` seconds after the first
    /// pass that no earlier frame delivered; whether there were any.
    func queueTicks(through time: Double) -> Bool {
        lock.lock()
        var due: [(time: Double, timer: Int, tick: (Double) -> Void)] = []
        for index in timers.indices {
            let timer = timers[index]
            // A hair of slack: a frame at 1.0 s gets the tick of a 0.5 s timer due then, and
            // one at 0.6 s the 6,000th of a 0.1 ms one (0.6 / 0.0001 = 5999.999…).
            let ratio = (time - timer.start) / timer.interval
            let count = (ratio * (1 + 1e-12) + 1e-9).rounded(.down)
            let last = Int(min(max(count, 0), Double(Self.maximumTicks)))
            guard last > timer.delivered else { continue }
            for k in (timer.delivered + 1)...last {
                due.append((timer.start + Double(k) * timer.interval, index, timer.tick))
            }
            timers[index].delivered = last
        }
        lock.unlock()
        due.sort { ($0.time, $0.timer) < ($1.time, $1.timer) }
        for tick in due { tick.tick(tick.time) }
        return !due.isEmpty
    }

    /// Ends every subscription and timer: the render is over.
    func cancelAll() {
        lock.lock()
        let ending = cancellables
        cancellables.removeAll()
        timers.removeAll()
        closed = true
        lock.unlock()
        for cancellable in ending { cancellable.cancel() }
    }
}
