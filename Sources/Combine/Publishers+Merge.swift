import Foundation

// OpenCombine 0.14.0 has no `Merge` family: Combine's, written over its public protocols.

extension Publishers {
    /// A publisher that sends the elements of many publishers of one type as they come, as
    /// Combine's: it finishes when every upstream has finished, and fails with the first
    /// failure (cancelling the others).
    ///
    /// ```swift
    /// let ticks = Publishers.MergeMany([Just(1), Just(2), Just(3)])
    /// ```
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publishers merged, in order.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.start(publishers.map { $0.eraseToAnyPublisher() }, for: subscriber)
        }

        /// The same merge with `other` as one more upstream.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }

    /// A publisher that sends the elements of two publishers as they come, as Combine's.
    ///
    /// ```swift
    /// let either = Publishers.Merge(taps, ticks)
    /// ```
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.start([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], for: subscriber)
        }
    }

    /// A publisher that sends the elements of three publishers as they come, as Combine's.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.start(
                [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()], for: subscriber)
        }
    }

    /// A publisher that sends the elements of four publishers as they come, as Combine's.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        /// Merges `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.start(
                [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()],
                for: subscriber)
        }
    }
}

extension Publisher {
    /// This publisher's elements and `other`'s, as they come.
    ///
    /// ```swift
    /// taps.merge(with: ticks).sink { print($0) }
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's elements and those of `b` and `c`, as they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// This publisher's elements and those of `b`, `c` and `d`, as they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
        D.Output == Output, D.Failure == Failure
    {
        Publishers.Merge4(self, b, c, d)
    }
}

/// One subscriber of a merge. Each request of the subscriber goes to every upstream, so an
/// element an upstream sends while the subscriber has no demand left waits here, oldest first,
/// for the next request: nothing is dropped and nothing goes out unasked. The subscriber is
/// called outside the lock.
final class MergeSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstreams: [Subscription?]
    private var unfinished: Int
    private var demand = Subscribers.Demand.none
    /// Elements received beyond the demand, oldest first.
    private var waiting: [Input] = []
    /// Requests made before an upstream subscribed: it is asked for them when it does.
    private var requested = Subscribers.Demand.none
    private var delivering = false
    private var finished = false

    private init(_ downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        unfinished = count
    }

    /// Subscribes `subscriber` to the merge of `publishers`.
    static func start(_ publishers: [AnyPublisher<Input, Failure>], for subscriber: Downstream) {
        let merge = MergeSubscription(subscriber, count: publishers.count)
        subscriber.receive(subscription: merge)
        if publishers.isEmpty { merge.finishIfDone() }
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(Side(merge, index: index))
        }
    }

    func request(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.lock()
        demand += more
        requested += more
        let current = upstreams
        lock.unlock()
        drain()
        for upstream in current { upstream?.request(more) }
    }

    func cancel() {
        lock.lock()
        let current = upstreams
        downstream = nil
        finished = true
        upstreams = []
        waiting = []
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
        let asked = requested
        lock.unlock()
        if asked > 0 { subscription.request(asked) }
    }

    fileprivate func received(_ input: Input) {
        lock.lock()
        guard !finished else {
            lock.unlock()
            return
        }
        waiting.append(input)
        lock.unlock()
        drain()
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
            drain()
        case .failure:
            let target = downstream
            let others = upstreams.enumerated().compactMap { $0.offset == index ? nil : $0.element }
            finished = true
            downstream = nil
            upstreams = []
            waiting = []
            lock.unlock()
            for other in others { other.cancel() }
            target?.receive(completion: completion)
        }
    }

    /// Sends waiting elements while there is demand; one caller at a time, so order holds
    /// when upstreams send from several threads.
    private func drain() {
        lock.lock()
        guard !delivering else {
            lock.unlock()
            return
        }
        delivering = true
        while !finished, demand > 0, !waiting.isEmpty, let target = downstream {
            let next = waiting.removeFirst()
            demand -= 1
            lock.unlock()
            let more = target.receive(next)
            lock.lock()
            if more > 0 {
                demand += more
                requested += more
                let current = upstreams
                lock.unlock()
                for upstream in current { upstream?.request(more) }
                lock.lock()
            }
        }
        delivering = false
        lock.unlock()
        finishIfDone()
    }

    /// Finishes the subscriber once every upstream has finished and nothing waits.
    private func finishIfDone() {
        lock.lock()
        guard !finished, !delivering, unfinished == 0, waiting.isEmpty, let target = downstream else {
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
        let merge: MergeSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        init(_ merge: MergeSubscription, index: Int) {
            self.merge = merge
            self.index = index
        }

        func receive(subscription: Subscription) { merge.subscribed(subscription, index: index) }

        func receive(_ input: Input) -> Subscribers.Demand {
            merge.received(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { merge.completed(completion, index: index) }
    }
}
