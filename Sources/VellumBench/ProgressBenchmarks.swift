import Foundation
import Vellum

// Images per second for a 128 × 128 progress ring with a percentage label (issue 7,
// "Numbers"): the whole ImageRenderer call (layout, recording, text from the shape cache,
// rendering, encoding), as PNG and as SVG, on one core and on every core at once.

/// The ring the issue names: SwiftUI's circular progress view at 42 % under a "42%" label.
func ringView() -> some View {
    ProgressView(value: 0.42).progressViewStyle(.circular).overlay { Text("42%") }.frame(width: 128, height: 128)
}

/// The same reading as an accessory capacity gauge (ring, fill and centred label).
private func gaugeView() -> some View {
    Gauge(value: 0.42) {
        Text("Battery")
    } currentValueLabel: {
        Text("42%")
    }
    .gaugeStyle(.accessoryCircularCapacity)
    .frame(width: 128, height: 128)
}

private enum Output: String {
    case png = "PNG"
    case svg = "SVG"
}

/// One image of `view` as `output`: its byte count.
private func image<V: View>(_ view: V, _ output: Output) -> Int {
    let renderer = ImageRenderer(content: view)
    switch output {
    case .png: return (try? renderer.pngData().count) ?? 0
    case .svg: return (try? renderer.svgData().count) ?? 0
    }
}

/// The median over `blocks` blocks of images per second when `workers` threads each render
/// `perWorker` images at once (DispatchQueue.concurrentPerform), timed by the wall clock.
private func imagesPerSecond(workers: Int, perWorker: Int, blocks: Int = 9, _ render: @Sendable () -> Int) -> Double {
    let clock = ContinuousClock()
    let checksum = UnsafeMutableBufferPointer<Int>.allocate(capacity: workers)
    defer { checksum.deallocate() }
    checksum.initialize(repeating: 0)
    nonisolated(unsafe) let sums = checksum
    // One untimed block warms the shape cache and lazy state on every thread.
    DispatchQueue.concurrentPerform(iterations: workers) { worker in sums[worker] &+= render() }
    var samples: [Double] = []
    for _ in 0..<blocks {
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for _ in 0..<perWorker { sums[worker] &+= render() }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        samples.append(Double(workers * perWorker) / seconds)
    }
    if sums.reduce(0, &+) == 42 { print("", terminator: "") }
    return median(samples)
}

/// A pure arithmetic loop: what the machine gives each thread when nothing is shared.
private func spin() -> Int {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<200_000 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    return Int(truncatingIfNeeded: state >> 60)
}

func runProgressBenchmarks() {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("\nProgress ring 128×128 with a percentage label: images per second, whole ImageRenderer call")
    print("(median of 9 blocks; all cores = \(cores) threads rendering at once. On a shared virtual machine the")
    print("other cores may be busy elsewhere: `free` is the scaling of a loop that shares nothing, measured just")
    print("before each row, the most any rendering could reach then)")
    let header = "view".padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(header)  out     bytes    1 core  \(cores) cores  scaling  free")
    let cases: [(String, @Sendable (Output) -> Int)] = [
        ("ProgressView(value: 0.42) .circular + \"42%\"", { image(ringView(), $0) }),
        ("Gauge .accessoryCircularCapacity, \"42%\"", { image(gaugeView(), $0) })
    ]
    for (name, render) in cases {
        for output in [Output.png, .svg] {
            let bytes = render(output)
            let perWorker = output == .png ? 150 : 600
            let free =
                imagesPerSecond(workers: cores, perWorker: 100, spin)
                / imagesPerSecond(workers: 1, perWorker: 100, spin)
            let one = imagesPerSecond(workers: 1, perWorker: perWorker) { render(output) }
            let all = imagesPerSecond(workers: cores, perWorker: perWorker) { render(output) }
            let label = name.padding(toLength: 44, withPad: " ", startingAt: 0)
            print(
                "\(label)  \(output.rawValue)  \(String(format: "%6d  %8.0f  %7.0f  %6.2fx  %4.2fx", bytes, one, all, all / one, free))"
            )
        }
    }
}

/// `VELLUM_PROFILE_PROGRESS=svg|png|record|gaugesvg|gaugepng`: the progress ring (or the
/// capacity gauge) rendered in a loop, for a profiler.
func profileProgressRing(_ output: String) {
    var sum = 0
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["VELLUM_PROFILE_ITERATIONS"] ?? "") ?? 100_000) {
        if output == "record" {
            sum &+= ViewRenderer.drawing(of: ringView(), proposal: .unspecified).items.count
        } else if output.hasPrefix("gauge") {
            sum &+= image(gaugeView(), output == "gaugepng" ? .png : .svg)
        } else {
            sum &+= image(ringView(), output == "png" ? .png : .svg)
        }
    }
    print(sum)
}

/// `VELLUM_PROGRESS_SPLIT=1`: the SVG progress ring's time split into recording, preparing
/// and writing.
func splitProgressCosts() {
    let size = ProposedViewSize(width: 128, height: 128)
    let whole = medianMicroseconds(callsPerBlock: 400) { image(ringView(), .svg) }
    let record = medianMicroseconds(callsPerBlock: 400) {
        ViewRenderer.drawing(of: ringView(), proposal: size).items.count
    }
    let drawing = ViewRenderer.drawing(of: ringView(), proposal: size)
    let prepare = medianMicroseconds(callsPerBlock: 400) {
        drawing.prepared(for: .svg(size: drawing.size, animates: false)).items.count
    }
    let write = medianMicroseconds(callsPerBlock: 400) { ((try? SVGWriter.svgData(drawing)) ?? Data()).count }
    let checked = medianMicroseconds(callsPerBlock: 400) {
        var environment = EnvironmentValues()
        environment.now = Date()
        return
            ((try? ViewRenderer.checkedDrawing(of: ringView(), proposal: .unspecified, environment: environment))?.items
            .count) ?? 0
    }
    let fresh = medianMicroseconds(callsPerBlock: 400) {
        ((try? SVGWriter.svgData(ViewRenderer.drawing(of: ringView(), proposal: .unspecified))) ?? Data()).count
    }
    print(String(format: "record + write, fresh: %.2f µs", fresh))
    let rendererDrawing = medianMicroseconds(callsPerBlock: 400) {
        ImageRenderer(content: ringView()).drawing.items.count
    }
    print(
        String(
            format:
                "progress ring SVG: whole %.2f µs, record %.2f, checked record %.2f, ImageRenderer.drawing %.2f, prepare %.2f, write (prepare included) %.2f",
            whole, record, checked, rendererDrawing, prepare, write))
}
