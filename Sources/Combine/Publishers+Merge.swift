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
/// for the next request: nothing is dropped and nothing goes out unasked.
final class MergeSubscription<Downstream: Subscriber>: FanInSubscription<Downstream, Downstream.Input>,
    @unchecked Sendable
{
    /// Elements received beyond the demand, oldest first.
    private var waiting: [Downstream.Input] = []
    /// Everything the subscriber has asked for: an upstream that subscribes late is asked for it.
    private var requested = Subscribers.Demand.none

    /// Subscribes `subscriber` to the merge of `publishers`.
    static func start(_ publishers: [AnyPublisher<Downstream.Input, Downstream.Failure>], for subscriber: Downstream) {
        MergeSubscription(subscriber, count: publishers.count).start(publishers)
    }

    override func upstreamDemand(adding more: Subscribers.Demand) -> Subscribers.Demand {
        requested += more
        return more
    }

    override func demandForNewUpstream() -> Subscribers.Demand { requested }

    override func keep(_ element: Downstream.Input, from index: Int) { waiting.append(element) }

    override func nextInput() -> Downstream.Input? { waiting.isEmpty ? nil : waiting.removeFirst() }

    override var isDrained: Bool { waiting.isEmpty }

    override func dropKept() { waiting.removeAll() }
}
