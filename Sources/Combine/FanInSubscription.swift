import Foundation

/// One subscriber fed by several upstreams: what a merge and a combine-latest share. It keeps
/// the subscriber's demand, forwards requests to the upstreams, finishes once every upstream
/// has finished and nothing waits, and fails with the first failure (cancelling the others).
/// The subscriber is called outside the lock, by one thread at a time, so the order of what
/// it gets holds when upstreams send from several threads.
///
/// Subclasses say what they keep of each element and what goes out (``keep(_:from:)``,
/// ``nextInput()``), and what the upstreams are asked for; those hooks run with the lock held.
class FanInSubscription<Downstream: Subscriber, Element>: Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstreams: [Subscription?]
    private var unfinished: Int
    private var demand = Subscribers.Demand.none
    private var delivering = false
    private var finished = false

    init(_ downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        unfinished = count
    }

    // MARK: Hooks, called with the lock held

    /// What every upstream is asked for when the subscriber asks for `more`.
    func upstreamDemand(adding more: Subscribers.Demand) -> Subscribers.Demand { more }

    /// What an upstream that subscribes now is asked for.
    func demandForNewUpstream() -> Subscribers.Demand { .none }

    /// Keeps `element`, sent by upstream `index`.
    func keep(_ element: Element, from index: Int) {}

    /// The next input to send, taken out of what is kept; nil when nothing is ready.
    func nextInput() -> Downstream.Input? { nil }

    /// Whether nothing kept is waiting to go out.
    var isDrained: Bool { true }

    /// Drops what is kept: the subscription has ended.
    func dropKept() {}

    // MARK: Running

    /// Gives this subscription to the subscriber, then subscribes to each of `publishers`.
    func start(_ publishers: [AnyPublisher<Element, Failure>]) {
        lock.lock()
        let target = downstream
        lock.unlock()
        target?.receive(subscription: self)
        if publishers.isEmpty { deliver() }
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(Side(self, index: index))
        }
    }

    func request(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.lock()
        demand += more
        let asked = upstreamDemand(adding: more)
        let current = upstreams
        lock.unlock()
        deliver()
        if asked > 0 { for upstream in current { upstream?.request(asked) } }
    }

    func cancel() {
        lock.lock()
        let current = upstreams
        end()
        lock.unlock()
        for upstream in current { upstream?.cancel() }
    }

    /// With the lock held: nothing more goes out or is kept.
    private func end() {
        downstream = nil
        finished = true
        upstreams = []
        dropKept()
    }

    fileprivate func subscribed(_ subscription: Subscription, index: Int) {
        lock.lock()
        guard !finished, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        let asked = demandForNewUpstream()
        lock.unlock()
        if asked > 0 { subscription.request(asked) }
    }

    fileprivate func received(_ element: Element, index: Int) {
        lock.lock()
        guard !finished else {
            lock.unlock()
            return
        }
        keep(element, from: index)
        lock.unlock()
        deliver()
    }

    fileprivate func completed(_ completion: Subscribers.Completion<Failure>, index: Int) {
        lock.lock()
        guard !finished else {
            lock.unlock()
            return
        }
        switch completion {
        case .finished:
            unfinished -= 1
            lock.unlock()
            deliver()
        case .failure:
            let target = downstream
            let others = upstreams.enumerated().compactMap { $0.offset == index ? nil : $0.element }
            end()
            lock.unlock()
            for other in others { other.cancel() }
            target?.receive(completion: completion)
        }
    }

    /// Sends what is ready while there is demand, then finishes the subscriber once every
    /// upstream has finished and nothing waits; one caller at a time.
    private func deliver() {
        lock.lock()
        guard !delivering else {
            lock.unlock()
            return
        }
        delivering = true
        while !finished, demand > 0, let target = downstream, let input = nextInput() {
            demand -= 1
            lock.unlock()
            let more = target.receive(input)
            lock.lock()
            guard more > 0 else { continue }
            demand += more
            let asked = upstreamDemand(adding: more)
            guard asked > 0 else { continue }
            let current = upstreams
            lock.unlock()
            for upstream in current { upstream?.request(asked) }
            lock.lock()
        }
        delivering = false
        guard !finished, unfinished == 0, isDrained, let target = downstream else {
            lock.unlock()
            return
        }
        end()
        lock.unlock()
        target.receive(completion: .finished)
    }

    /// The subscriber given to one upstream.
    private struct Side: Subscriber {
        typealias Input = Element
        let fanIn: FanInSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        init(_ fanIn: FanInSubscription, index: Int) {
            self.fanIn = fanIn
            self.index = index
        }

        func receive(subscription: Subscription) { fanIn.subscribed(subscription, index: index) }

        func receive(_ input: Element) -> Subscribers.Demand {
            fanIn.received(input, index: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { fanIn.completed(completion, index: index) }
    }
}
