import Foundation

/// A subscriber and the demand it has signalled, behind a lock: what every subscription written
/// in this module keeps. A value goes out only while there is demand, and none once detached;
/// the subscriber is called outside the lock, so it may request more or cancel from `receive`.
final class DemandGate<Downstream: Subscriber> {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
    }

    /// Drops the subscriber: nothing more goes out.
    func detach() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }

    func send(_ input: Downstream.Input) {
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(input)
        lock.lock()
        demand += more
        lock.unlock()
    }
}
