import Foundation
import Vellum
import VellumReferenceScenes

// Soak and concurrency numbers for docs/performance.md:
// `VELLUM_SOAK=100000 vellum-bench` renders that many images, PNG and SVG alternating, over
// a few views (Canvas scenes, text, progress views), and prints resident memory (VmRSS) at
// the start, every 10,000 renders and at the end. A small count (`VELLUM_SOAK=300`) is the
// run to put under valgrind or LeakSanitizer.
// `VELLUM_CONCURRENT=16 vellum-bench` prints renders per second with 16 concurrent tasks.

/// The soak's views: two reference scenes, a label, a progress ring with text, a bar.
private let soakViewNames = ["ring", "gradient-shape", "text", "progress-ring", "progress-bar"]

private func soakView(_ index: Int) -> AnyView {
    switch index {
    case 0: return AnyView(ReferenceScene.ring.view().frame(width: 256, height: 256))
    case 1: return AnyView(ReferenceScene.gradientShape.view().frame(width: 256, height: 256))
    case 2: return AnyView(Text("Grüße, 世界 — 42% ✓").font(.title).padding(4))
    case 3:
        return AnyView(
            ProgressView(value: 0.42).progressViewStyle(.circular).overlay { Text("42%") }.frame(
                width: 128, height: 128))
    default: return AnyView(ProgressView("Upload", value: 42, total: 100).progressViewStyle(.linear).frame(width: 200))
    }
}

/// Resident memory of this process in kilobytes.
private func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Render number `index` of the soak: view `index % count`, PNG on even, SVG on odd.
private func soakRender(_ index: Int) -> Int {
    let renderer = ImageRenderer(content: soakView(index % soakViewNames.count))
    do {
        return index % 2 == 0 ? try renderer.pngData().count : try renderer.svgData().count
    } catch {
        fatalError("soak render \(index) failed: \(error)")
    }
}

func runSoak(count: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let startRSS = residentKilobytes()
    print("soak: \(count) renders (PNG and SVG alternating, \(soakViewNames.joined(separator: ", ")))")
    print("rss at start: \(startRSS) kB")
    var bytes = 0
    for index in 0..<count {
        bytes &+= soakRender(index)
        if (index + 1) % 10_000 == 0 {
            print("rss after \(index + 1): \(residentKilobytes()) kB")
        }
    }
    let elapsed = clock.now - start
    print("rss at end: \(residentKilobytes()) kB; \(bytes) bytes written; \(elapsed)")
}

/// Renders per second when `tasks` tasks render at once (each its own renderers), the same
/// mix as the soak, median of 5 blocks.
func runConcurrentThroughput(tasks: Int, perTask: Int = 200) {
    let clock = ContinuousClock()
    func block() -> Double {
        let start = clock.now
        let group = DispatchGroup()
        for task in 0..<tasks {
            DispatchQueue.global().async(group: group) {
                var sum = 0
                for step in 0..<perTask { sum &+= soakRender(task &* 7 &+ step) }
                if sum == 42 { print("") }
            }
        }
        group.wait()
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return Double(tasks * perTask) / seconds
    }
    _ = block() // warm-up
    var samples = (0..<5).map { _ in block() }
    samples.sort()
    print(
        "\(tasks) concurrent tasks, \(perTask) renders each (PNG and SVG alternating): "
            + "median \(Int(samples[2])) renders/s (min \(Int(samples[0])), max \(Int(samples[4]))), "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
}
