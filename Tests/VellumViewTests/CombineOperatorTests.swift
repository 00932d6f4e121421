import Combine
import Foundation
import Testing
import Vellum

/// A subscriber that asks for `initial` elements, then `perElement` more after each, and
/// records what it gets.
private final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private(set) var subscription: Subscription?
    let initial: Subscribers.Demand
    let perElement: Subscribers.Demand

    init(initial: Subscribers.Demand = .unlimited, perElement: Subscribers.Demand = .none) {
        self.initial = initial
        self.perElement = perElement
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return perElement
    }

    func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
}

private struct Broken: Error, Equatable {}

/// `merge(with:)` and `combineLatest(_:)`, which OpenCombine lacks: the order of elements,
/// demand, completion and failure as Combine's.
@Suite struct CombineOperatorTests {
    @Test func mergeSendsBothInArrivalOrderAndFinishesAfterBoth() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        #expect(recorder.completion == nil)
        b.send(4)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.completion == .finished)
    }

    @Test func mergeKeepsWhatComesBeyondTheDemandForTheNextRequest() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(1))
        Publishers.Merge3(a, b, Just(9).setFailureType(to: Never.self)).subscribe(recorder)
        // `Just` answers the first request at once; the subjects' sends wait.
        a.send(1)
        b.send(2)
        #expect(recorder.values == [9])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [9, 1])
        recorder.subscription?.request(.max(5))
        #expect(recorder.values == [9, 1, 2])
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.completion == .finished)
    }

    @Test func mergeFailsWithTheFirstFailureAndCancelsTheOthers() {
        let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>()
        var cancelled = false
        let recorder = Recorder<Int, Broken>()
        a.merge(with: b.handleEvents(receiveCancel: { cancelled = true })).subscribe(recorder)
        a.send(1)
        a.send(completion: .failure(Broken()))
        b.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.completion == .failure(Broken()))
        #expect(cancelled)
    }

    @Test func mergeManyOfSequencesSendsEveryElement() {
        let recorder = Recorder<Int, Never>()
        Publishers.MergeMany([[1, 2].publisher, [3].publisher, [4, 5].publisher]).subscribe(recorder)
        #expect(recorder.values == [1, 2, 3, 4, 5])
        #expect(recorder.completion == .finished)
    }

    @Test func combineLatestWaitsForEveryUpstreamThenSendsOnEachChange() {
        let name = PassthroughSubject<String, Never>(), age = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let subscription = name.combineLatest(age) { "\($0) \($1)" }.sink { seen.append($0) }
        name.send("Ada")
        #expect(seen.isEmpty)
        age.send(36)
        name.send("Grace")
        age.send(85)
        #expect(seen == ["Ada 36", "Grace 36", "Grace 85"])
        subscription.cancel()
        name.send("Lost")
        #expect(seen.count == 3)
    }

    @Test func combineLatestCoalescesChangesWhileThereIsNoDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = Recorder<(Int, Int), Never>(initial: .max(1))
        a.combineLatest(b).subscribe(recorder)
        a.send(1)
        b.send(10)
        a.send(2)
        a.send(3)
        #expect(recorder.values.map { [$0.0, $0.1] } == [[1, 10]])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values.map { [$0.0, $0.1] } == [[1, 10], [3, 10]])
    }

    @Test func combineLatestFinishesWhenAllFinishAndFailsAtOnce() {
        let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>()
        let c = PassthroughSubject<Int, Broken>()
        let finishing = Recorder<(Int, Int), Broken>()
        a.combineLatest(b).subscribe(finishing)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(finishing.completion == nil)
        b.send(completion: .finished)
        #expect(finishing.values.map { [$0.0, $0.1] } == [[1, 2], [1, 3]])
        #expect(finishing.completion == .finished)

        let failing = Recorder<(Int, Int, Int), Broken>()
        let d = PassthroughSubject<Int, Broken>(), e = PassthroughSubject<Int, Broken>()
        d.combineLatest(e, c).subscribe(failing)
        e.send(completion: .failure(Broken()))
        #expect(failing.completion == .failure(Broken()))
    }

    /// A view model written as on Apple platforms: two `@Published` values combined into a
    /// third, drawn as a bar whose width is their sum.
    @Test func publishedValuesCombinedDrawTheirSum() throws {
        final class Model: ObservableObject {
            @Published var left = 10.0
            @Published var right = 20.0
            @Published var total = 0.0
            private var links = Set<AnyCancellable>()
            init() {
                $left.combineLatest($right).map { $0 + $1 }.sink { [unowned self] in total = $0 }.store(in: &links)
            }
        }
        struct Bar: View {
            @ObservedObject var model: Model
            var body: some View {
                Color.blue.frame(width: model.total, height: 4).frame(width: 60, alignment: .leading)
            }
        }
        let model = Model()
        model.right = 30
        #expect(model.total == 40)
        let image = try ImageRenderer(content: Bar(model: model)).image()
        let inked = (0..<image.width).filter { image.rgba(x: $0, y: 2).alpha > 128 }.count
        #expect(inked == 40)
    }
}
