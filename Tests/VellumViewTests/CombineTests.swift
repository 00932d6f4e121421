import Combine
import Foundation
import Testing
import Vellum

// `import Combine` on Linux (OpenCombine) and what a render does with it: `onReceive` of a
// value sent while the render runs draws it; a timer ticks on the render's clock.

private let inkBlue = Color(red: 0, green: 0, blue: 1)
private let inkRed = Color(red: 1, green: 0, blue: 0)

/// Inked pixels in row `y`.
private func inked(_ image: RasterImage, row y: Int) -> Int {
    (0..<image.width).filter { image.rgba(x: $0, y: y).alpha > 128 }.count
}

/// A half-second timer counted in a blue bar (10 points a tick) and the time of its last tick
/// after the render's moment in a red bar (20 points a second); a dot fading in over 1.2 s
/// gives the render an appear animation to play the timer in.
private struct TickBars<Ticks: Publisher>: View where Ticks.Output == Date, Ticks.Failure == Never {
    let start: Date
    let timer: Ticks
    @State private var ticks = 0
    @State private var lastTick = 0.0
    @State private var shown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            inkBlue.frame(width: CGFloat(ticks * 10), height: 10)
            inkRed.frame(width: CGFloat(lastTick * 20), height: 10)
            Color.black.frame(width: 4, height: 4).opacity(shown ? 1 : 0)
        }
        .frame(width: 60, alignment: .leading)
        .onReceive(timer) { date in
            ticks += 1
            lastTick = date.timeIntervalSince(start)
        }
        .onAppear { withAnimation(.linear(duration: 1.2)) { shown = true } }
    }
}

private let start = Date(timeIntervalSince1970: 1_000_000)

/// The blue and red bars' widths in the still and in the frames at 0, 0.6 and 1.2 s.
private func bars<T: Publisher>(_ timer: T) throws -> (still: [Int], frames: [[Int]])
where T.Output == Date, T.Failure == Never {
    let renderer = ImageRenderer(content: TickBars(start: start, timer: timer))
    renderer.now = start
    let still = try renderer.image()
    let frames = try renderer.appearAnimationImages(count: 3)
    return ([inked(still, row: 5), inked(still, row: 15)], frames.map { [inked($0, row: 5), inked($0, row: 15)] })
}

/// A model whose value is set in `init`, from a `Just` and from a subject it subscribes to.
private final class Upload: ObservableObject {
    @Published var level = 1.0
    @Published var fromJust = 0.0
    @Published var fromFeed = 0.0
    var cancellables = Set<AnyCancellable>()

    init(feed: CurrentValueSubject<Double, Never>) {
        level = 3
        Just(4).assign(to: &$fromJust)
        feed.sink { [weak self] in self?.fromFeed = $0 }.store(in: &cancellables)
    }
}

private struct UploadBars: View {
    @StateObject private var model = Upload(feed: CurrentValueSubject(5))
    var body: some View {
        HStack(spacing: 0) {
            inkBlue.frame(width: 10 * model.level, height: 10)
            inkRed.frame(width: 10 * model.fromJust, height: 10)
            inkBlue.frame(width: 10 * model.fromFeed, height: 10)
        }
    }
}

/// One bar 10 points per unit of the value its `onReceive` set last.
private struct Received<P: Publisher>: View where P.Output == Double, P.Failure == Never {
    let publisher: P
    var onAppear: () -> Void = {}
    @State private var value = 0.0
    var body: some View {
        inkBlue.frame(width: 10 * value, height: 10).onReceive(publisher) { value = $0 }.onAppear(perform: onAppear)
    }
}

private final class Level: ObservableObject {
    @Published var value = 1.0
}

/// Mirrors a model's `$value` into its own state; the model changes when the view appears.
private struct MirroredLevel: View {
    @ObservedObject var model: Level
    @State private var mirrored = 0.0
    var body: some View {
        inkBlue.frame(width: 10 * mirrored, height: 10)
            .onReceive(model.$value) { mirrored = $0 }
            .onAppear { model.value = 7 }
    }
}

private final class Count: @unchecked Sendable {
    var value = 0
}

/// A subject a `.task` body may send to (the task's closure is `@Sendable`; subjects are not).
private final class Feed: @unchecked Sendable {
    let subject = PassthroughSubject<Double, Never>()
}

private func width<V: View>(_ view: V) -> CGFloat { ViewRenderer.size(of: view, for: .unspecified).width }

@Suite struct CombineTests {
    @Test func aStillShowsATimerBeforeItsFirstTick() throws {
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        let (still, frames) = try bars(timer)
        #expect(still == [0, 0])
        // Frames at 0, 0.6 and 1.2 s after the view appeared: ticks due at 0.5 and 1.0 s.
        #expect(frames == [[0, 0], [10, 10], [20, 20]])
    }

    @Test func ticksFallDueWithinEachFrame() throws {
        let renderer = ImageRenderer(
            content: TickBars(start: start, timer: Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()))
        renderer.now = start
        // 0, 0.3, 0.6, 0.9, 1.2 s.
        #expect(try renderer.appearAnimationImages(count: 5).map { inked($0, row: 5) } == [0, 0, 10, 10, 20])
        // Renders are independent: the same frames again.
        #expect(try renderer.appearAnimationImages(count: 3).map { inked($0, row: 5) } == [0, 10, 20])
    }

    @Test func aTimerReceivedOnTheMainRunLoopOrQueueTicksTheSame() throws {
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        #expect(try bars(timer.receive(on: RunLoop.main)).frames == [[0, 0], [10, 10], [20, 20]])
        #expect(try bars(timer.receive(on: DispatchQueue.main)).frames == [[0, 0], [10, 10], [20, 20]])
    }

    @Test func aTimerBehindOtherOperatorsIsNotStarted() throws {
        // Subscribing would start a real timer on a run loop a render does not run.
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().map { $0 }
        #expect(try bars(timer).frames == [[0, 0], [0, 0], [0, 0]])
    }

    @Test func aStateObjectDrawsWhatItsInitAndPublishersSet() throws {
        let image = try ImageRenderer(content: UploadBars()).image()
        #expect(image.width == 120)
        #expect(image.rgba(x: 29, y: 5).blue == 255 && image.rgba(x: 30, y: 5).red == 255)
        #expect(image.rgba(x: 69, y: 5).red == 255 && image.rgba(x: 70, y: 5).blue == 255)
    }

    @Test func onReceiveDeliversWhatIsSentWhileTheRenderRuns() throws {
        #expect(width(Received(publisher: Just(5))) == 50)
        #expect(width(Received(publisher: CurrentValueSubject<Double, Never>(6))) == 60)
        // The current value when it appears, then the one set in onAppear.
        #expect(width(MirroredLevel(model: Level())) == 70)
        let subject = PassthroughSubject<Double, Never>()
        #expect(width(Received(publisher: subject, onAppear: { subject.send(8) })) == 80)
        #expect(width(Received(publisher: Just(9).receive(on: DispatchQueue.main))) == 90)
        let feed = Feed()
        #expect(width(Received(publisher: feed.subject).task { feed.subject.send(2) }) == 20)
    }

    @Test func subscriptionsEndWithTheRender() throws {
        let subject = PassthroughSubject<Int, Never>()
        let count = Count()
        let view = Color.red.frame(width: 4, height: 4).onReceive(subject) { _ in count.value += 1 }
            .onAppear { subject.send(1) }
        _ = try ImageRenderer(content: view).pngData()
        #expect(count.value == 1)
        subject.send(2)
        #expect(count.value == 1)
    }

    @Test func combineWorksWithoutViews() {
        var cancellables = Set<AnyCancellable>()
        let subject = PassthroughSubject<Int, Never>()
        var doubled: [Int] = []
        subject.map { $0 * 2 }.sink { doubled.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        #expect(doubled == [2, 4])

        let current = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        current.eraseToAnyPublisher().sink { seen.append($0) }.store(in: &cancellables)
        current.value = "b"
        #expect(seen == ["a", "b"])

        let model = Level()
        var values: [Double] = []
        var willChange = 0
        model.$value.sink { values.append($0) }.store(in: &cancellables)
        model.objectWillChange.sink { willChange += 1 }.store(in: &cancellables)
        model.value = 2
        Just(3).assign(to: &model.$value)
        #expect(values == [1, 2, 3] && willChange == 2)

        let name = Notification.Name("VellumCombineTest")
        var posted = 0
        NotificationCenter.default.publisher(for: name).sink { _ in posted += 1 }.store(in: &cancellables)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(posted == 1)

        cancellables.removeAll()
        subject.send(3)
        #expect(doubled == [2, 4])
    }

    @Test func schedulerTimesStepInSeconds() {
        let tick = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        #expect(tick.advanced(by: .milliseconds(2)).dispatchTime.uptimeNanoseconds == 2_001_000)
        #expect(tick.distance(to: tick.advanced(by: .seconds(1.5))) == .seconds(1.5))
        #expect(tick.advanced(by: .seconds(.infinity)).dispatchTime == .distantFuture)
        #expect(tick.advanced(by: -5).dispatchTime.uptimeNanoseconds == 0)
        let moment = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 0))
        #expect(moment.advanced(by: 0.5).date == Date(timeIntervalSinceReferenceDate: 0.5))
        #expect(moment.distance(to: moment.advanced(by: .microseconds(250))) == .microseconds(250))
    }

    @Test func aQueueSchedulerDeliversOnItsQueue() async {
        let holder = Holder()
        let value = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            holder.cancellable = Just(42).receive(on: DispatchQueue.global()).sink { done.resume(returning: $0) }
        }
        #expect(value == 42)
    }

    @Test func aConnectedTimerFiresOnItsRunLoop() async {
        // A thread that runs its own run loop until three ticks came, or for at most 20 s.
        let ticks = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            Thread.detachNewThread {
                var count = 0
                let loop = RunLoop.current
                let timer = Timer.publish(every: 0.01, on: loop, in: .default).autoconnect().sink { _ in count += 1 }
                for _ in 0..<400 where count < 3 { loop.run(until: Date().addingTimeInterval(0.05)) }
                timer.cancel()
                done.resume(returning: count)
            }
        }
        #expect(ticks >= 3)
    }
}

/// Keeps a subscription alive across an `await`.
private final class Holder: @unchecked Sendable {
    var cancellable: AnyCancellable?
}
