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
/// coalesces them), sent at the next request.
final class CombineLatestSubscription<Downstream: Subscriber>: FanInSubscription<Downstream, Any>,
    @unchecked Sendable
{
    private let combine: ([Any]) -> Downstream.Input
    private var latest: [Any?]
    /// Whether the subscriber has asked for anything yet.
    private var started = false
    /// A change not yet sent for want of demand.
    private var pending = false

    private init(_ downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.combine = combine
        latest = Array(repeating: nil, count: count)
        super.init(downstream, count: count)
    }

    /// Subscribes `subscriber` to the latest values of `publishers`, made into its input by `combine`.
    static func start(
        _ publishers: [AnyPublisher<Any, Downstream.Failure>], for subscriber: Downstream,
        combine: @escaping ([Any]) -> Downstream.Input
    ) {
        CombineLatestSubscription(subscriber, count: publishers.count, combine: combine).start(publishers)
    }

    override func upstreamDemand(adding more: Subscribers.Demand) -> Subscribers.Demand {
        defer { started = true }
        return started ? .none : .unlimited
    }

    override func demandForNewUpstream() -> Subscribers.Demand { started ? .unlimited : .none }

    override func keep(_ element: Any, from index: Int) {
        latest[index] = element
        if !latest.contains(where: { $0 == nil }) { pending = true }
    }

    override func nextInput() -> Downstream.Input? {
        guard pending else { return nil }
        pending = false
        return combine(latest.map { $0! })
    }

    override var isDrained: Bool { !pending }

    override func dropKept() { pending = false }
}
