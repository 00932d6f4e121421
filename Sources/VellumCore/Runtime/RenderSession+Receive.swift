import Combine
import Foundation

// How a render subscribes an `onReceive` publisher (docs/combine.md). The render stands for
// the main thread: what a publisher sends while the render runs, on its thread or from one of
// its `.task` bodies, is queued like any other action and drawn by the next pass; what arrives
// on other threads (a real timer, the main queue) is dropped, since the render does not wait
// for them. Timers run on the render's clock instead of a run loop.

extension RenderSession {
    /// Subscribes `publisher` for the view at `occurrence` the first time it appears in this
    /// render; `action` runs, in `environment`, with each value it sends.
    func receive<P: Publisher>(
        _ publisher: P, at occurrence: ViewSlot, in environment: EnvironmentValues,
        _ action: @escaping (P.Output) -> Void
    ) where P.Failure == Never {
        guard subscriptions.isFirst(occurrence) else { return }
        subscribe(publisher, in: environment) { value in
            if let value = value as? P.Output { action(value) }
        }
    }

    private func subscribe(
        _ publisher: any Publisher, in environment: EnvironmentValues, _ deliver: @escaping (Any) -> Void
    ) {
        if let timer = publisher as? Publishers.Autoconnect<Timer.TimerPublisher> {
            // Ticks at the render's `now` plus the time since the view appeared.
            let moment = environment.now
            subscriptions.addTimer(start: tracker?.time ?? 0, interval: timer.upstream.interval) {
                [weak self] due in
                self?.enqueue(in: environment) { deliver(moment.addingTimeInterval(due)) }
            }
        } else if let hop = publisher as? any SchedulerHop {
            // The render is the main thread: `.receive(on: DispatchQueue.main)` delivers here.
            subscribe(hop.upstreamPublisher, in: environment, deliver)
        } else if !Self.reachesTimer(publisher, depth: 0) {
            subscriptions.keep(sink(publisher, in: environment, deliver))
        }
        // A timer behind other operators is not subscribed: that would start a real timer.
    }

    private func sink<Q: Publisher>(
        _ publisher: Q, in environment: EnvironmentValues, _ deliver: @escaping (Any) -> Void
    ) -> AnyCancellable {
        publisher.sink(
            receiveCompletion: { _ in },
            receiveValue: { [weak self] value in
                guard let self, RenderContext.session === self else { return }
                self.enqueue(in: environment) { deliver(value) }
            })
    }

    /// Whether a `Timer` publisher is up `publisher`'s chain. Operators keep what they wrap in
    /// `upstream` (`a`, `b`, … when they combine several); only those are read, never the state
    /// of a subject, which another thread may be changing.
    private static func reachesTimer(_ publisher: Any, depth: Int) -> Bool {
        if publisher is Timer.TimerPublisher { return true }
        guard depth < 16 else { return false }
        return Mirror(reflecting: publisher).children.contains { child in
            guard let label = child.label, Self.upstreamLabels.contains(label) else { return false }
            return child.value is any Publisher && reachesTimer(child.value, depth: depth + 1)
        }
    }

    private static let upstreamLabels: Set<String> = ["upstream", "a", "b", "c", "d"]
}

/// `receive(on:)`: a render delivers in its own passes, whatever the scheduler.
private protocol SchedulerHop {
    var upstreamPublisher: any Publisher { get }
}

extension Publishers.ReceiveOn: SchedulerHop {
    fileprivate var upstreamPublisher: any Publisher { upstream }
}
