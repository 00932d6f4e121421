import Foundation

extension NotificationCenter {
    /// A publisher of the notifications a center posts with one name, as Combine's.
    ///
    /// ```swift
    /// NotificationCenter.default.publisher(for: .NSCalendarDayChanged).sink { _ in reload() }
    /// ```
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The center that posts them.
        public let center: NotificationCenter
        /// The name of the notifications.
        public let name: Notification.Name
        /// The object that posts them; nil is any.
        public let object: AnyObject?

        /// The notifications named `name` that `center` posts for `object` (nil: any).
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: Observation(subscriber, center: center, name: name, object: object))
        }
    }

    /// The notifications named `name` that this center posts for `object` (nil: any).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }
}

/// What an observer block calls: Foundation asks for a `Sendable` block; posting runs it on
/// the poster's thread, and what it calls keeps its fields behind a lock.
private struct NotificationHandler: @unchecked Sendable {
    let handle: (Notification) -> Void
}

/// One subscriber's observer: notifications go out while it has demand; cancelling removes it.
private final class Observation<Downstream: Subscriber>: Subscription
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let gate: DemandGate<Downstream>
    private let center: NotificationCenter
    /// Guards `observer` alone; the gate keeps its own lock.
    private let lock = NSLock()
    private var observer: NSObjectProtocol?

    init(_ downstream: Downstream, center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        gate = DemandGate(downstream)
        self.center = center
        let handler = NotificationHandler { [weak self] notification in self?.gate.send(notification) }
        observer = center.addObserver(forName: name, object: object, queue: nil) { handler.handle($0) }
    }

    func request(_ more: Subscribers.Demand) {
        gate.request(more)
    }

    func cancel() {
        gate.detach()
        lock.lock()
        let observer = self.observer
        self.observer = nil
        lock.unlock()
        if let observer { center.removeObserver(observer) }
    }

    deinit {
        if let observer { center.removeObserver(observer) }
    }
}
