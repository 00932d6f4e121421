import Combine
import Vellum // import SwiftUI

/// A download's state, as an app's view model writes it with Combine.
final class DownloadModel: ObservableObject {
    @Published var progress = 0.0
    @Published private(set) var status = "Waiting"
    var cancellables = Set<AnyCancellable>()
    private let events = PassthroughSubject<Double, Never>()

    init() {
        events
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in self?.progress = value }
            .store(in: &cancellables)
        $progress
            .map { $0 >= 1 ? "Done" : "Loading…" }
            .removeDuplicates()
            .assign(to: &$status)
    }

    func report(_ value: Double) { events.send(value) }

    var progressPublisher: AnyPublisher<Double, Never> { $progress.eraseToAnyPublisher() }
}

final class Settings: ObservableObject {
    @Published var accent = Color.blue
    let refresh = CurrentValueSubject<Int, Never>(0)
}

extension Notification.Name {
    static let uploadDidFinish = Notification.Name("uploadDidFinish")
}

/// A loader driven by a timer: a tenth more every quarter of a second.
struct LoaderView: View {
    @StateObject private var model = DownloadModel()
    @EnvironmentObject private var settings: Settings
    @State private var elapsed = 0
    @State private var shown = false
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(model.status).font(.headline)
            ProgressView(value: model.progress).tint(settings.accent)
            Text("\(elapsed) ticks").font(.caption).foregroundStyle(.secondary)
            StatusBadge(model: model)
        }
        .padding()
        .frame(width: 240)
        .opacity(shown ? 1 : 0)
        .onReceive(timer) { _ in
            elapsed += 1
            model.progress = min(model.progress + 0.1, 1)
        }
        .onReceive(NotificationCenter.default.publisher(for: .uploadDidFinish)) { _ in model.progress = 1 }
        .onReceive(settings.refresh.receive(on: RunLoop.main)) { _ in elapsed = 0 }
        .onAppear { withAnimation(.easeOut(duration: 1)) { shown = true } }
    }
}

struct StatusBadge: View {
    @ObservedObject var model: DownloadModel
    @State private var percent = 0

    var body: some View {
        Text("\(percent) %")
            .padding(4)
            .background(Capsule().fill(.green.opacity(0.3)))
            .onReceive(model.progressPublisher) { percent = Int(($0 * 100).rounded()) }
    }
}
