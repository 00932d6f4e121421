import Foundation

// OpenCombine 0.14.0 has no `CombineLatest` family: Combine's, written over its public protocols.

extension Publishers {
    /// A publisher of the latest element of each of two publishers, sent whenever either sends
    /// once both have sent one, as Combine's: it finishes when both have finished, and fails
    /// with the first failure.
    ///
    /// ```swift
    /// let form = Publishers.CombineLatest($name, $age)
    /// ```
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription.start([erased(a), erased(b)], for: subscriber) { latest in
                (latest[0] as! A.Output, latest[1] as! B.Output)
            }
        }
    }

    /// The latest element of each of three publishers, as Combine's.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        /// Combines `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription.start([erased(a), erased(b), erased(c)], for: subscriber) { latest in
                (latest[0] as! A.Output, latest[1] as! B.Output, latest[2] as! C.Output)
            }
        }
    }

    /// The latest element of each of four publishers, as Combine's.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        /// Combines `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription.start([erased(a), erased(b), erased(c), erased(d)], for: subscriber) { latest in
                (latest[0] as! A.Output, latest[1] as! B.Output, latest[2] as! C.Output, latest[3] as! D.Output)
            }
        }
    }
}

/// `publisher` with its elements as `Any`, so that upstreams of different outputs share one
/// subscription type.
private func erased<P: Publisher>(_ publisher: P) -> AnyPublisher<Any, P.Failure> {
    publisher.map { $0 as Any }.eraseToAnyPublisher()
}

extension Publisher {
    /// Pairs of the latest elements of this publisher and `other`, sent whenever either sends
    /// once both have.
    ///
    /// ```swift
    /// $name.combineLatest($age).map { "\($0), \($1)" }
    /// ```
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of the latest elements of this publisher and `other`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest elements of this publisher, `publisher1` and `publisher2`.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// `transform` of the latest elements of this publisher, `publisher1` and `publisher2`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// The latest elements of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// `transform` of the latest elements of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}

/// One subscriber of a combine-latest. Upstreams are asked for every element once the
/// subscriber asks for any, and only the latest of each is kept: a change that comes while the
/// subscriber has no demand is one pending combination (the latest values, as Combine
/// coalesces them), sent at the next request. The subscriber is called outside the lock.
final class CombineLatestSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private let combine: ([Any]) -> Downstream.Input
    private var upstreams: [Subscription?]
    private var latest: [Any?]
    private var unfinished: Int
    private var demand = Subscribers.Demand.none
    /// Whether the subscriber has asked for anything: upstreams are then asked for every
    /// element, since only the latest of each is kept.
    private var started = false
    /// A change not yet sent for want of demand.
    private var pending = false
    private var delivering = false
    private var finished = false

    private init(_ downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.combine = combine
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        unfinished = count
    }

    /// Subscribes `subscriber` to the latest values of `publishers`, made into its input by `combine`.
    static func start(
        _ publishers: [AnyPublisher<Any, Failure>], for subscriber: Downstream,
        combine: @escaping ([Any]) -> Downstream.Input
    ) {
        let subscription = CombineLatestSubscription(subscriber, count: publishers.count, combine: combine)
        subscriber.receive(subscription: subscription)
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(Side(subscription, index: index))
        }
    }

    func request(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.lock()
        demand += more
        let first = !started
        started = true
        let current = upstreams
        lock.unlock()
        deliver()
        if first { for upstream in current { upstream?.request(.unlimited) } }
    }

    func cancel() {
        lock.lock()
        let current = upstreams
        downstream = nil
        finished = true
        upstreams = []
        lock.unlock()
        for upstream in current { upstream?.cancel() }
    }

    fileprivate func subscribed(_ subscription: Subscription, index: Int) {
        lock.lock()
        guard !finished, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        let asked = started
        lock.unlock()
        if asked { subscription.request(.unlimited) }
    }

    fileprivate func received(_ value: Any, index: Int) {
        lock.lock()
        guard !finished else {
            lock.unlock()
            return
        }
        latest[index] = value
        if !latest.contains(where: { $0 == nil }) { pending = true }
        lock.unlock()
        deliver()
    }

    fileprivate func completed(_ completion: Subscribers.Completion<Failure>) {
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
            let others = upstreams
            finished = true
            downstream = nil
            upstreams = []
            lock.unlock()
            for other in others { other?.cancel() }
            target?.receive(completion: completion)
        }
    }

    /// Sends the pending combination while there is demand, then finishes once every upstream
    /// has and nothing is pending; one caller at a time.
    private func deliver() {
        lock.lock()
        guard !delivering else {
            lock.unlock()
            return
        }
        delivering = true
        while !finished, pending, demand > 0, let target = downstream {
            pending = false
            demand -= 1
            let input = combine(latest.map { $0! })
            lock.unlock()
            let more = target.receive(input)
            lock.lock()
            demand += more
        }
        delivering = false
        guard !finished, unfinished == 0, !pending, let target = downstream else {
            lock.unlock()
            return
        }
        finished = true
        downstream = nil
        upstreams = []
        lock.unlock()
        target.receive(completion: .finished)
    }

    /// The subscriber given to one upstream.
    private struct Side: Subscriber {
        typealias Input = Any
        let subscription: CombineLatestSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        init(_ subscription: CombineLatestSubscription, index: Int) {
            self.subscription = subscription
            self.index = index
        }

        func receive(subscription upstream: Subscription) { subscription.subscribed(upstream, index: index) }

        func receive(_ input: Any) -> Subscribers.Demand {
            subscription.received(input, index: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { subscription.completed(completion) }
    }
}
