import CCairo
import Foundation
import Vellum
import VellumReferenceScenes

// `VELLUM_USER_PROCESS=1`: Vellum as a server runs it (issue 22). This process renders with
// Vellum only, in long loops, and counts minor page faults per render (getrusage); the C
// numbers it compares with come from a child process (`VELLUM_C_SCENES=1`), so no C render
// ever warms this process's allocator.

/// Minor page faults of this process so far.
private func minorFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
}

/// Microseconds per call of `body` (the median of 9 blocks of `count / 9` calls, after a
/// warm-up: this machine is noisy) and minor faults per call over all of them. Slow bodies
/// (Cairo's SVG of the conic scene takes 0.1 s) get fewer calls: about 3 s in all.
private func steadyState(count requested: Int, _ body: () -> Int) -> (microseconds: Double, faults: Double) {
    let clock = ContinuousClock()
    let probeStart = clock.now
    var checksum = body()
    let probe = clock.now - probeStart
    let probeSeconds = Double(probe.components.seconds) + Double(probe.components.attoseconds) * 1e-18
    let count = max(18, min(requested, Int(3 / max(probeSeconds, 1e-9))))
    for _ in 0..<max(min(200, count), count / 10) { checksum &+= body() }
    let faults = minorFaults()
    let perBlock = max(1, count / 9)
    var samples: [Double] = []
    for _ in 0..<9 {
        let start = clock.now
        for _ in 0..<perBlock { checksum &+= body() }
        let elapsed = clock.now - start
        samples.append(
            (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18) * 1e6
                / Double(perBlock))
    }
    if checksum == 42 { print("", terminator: "") }
    return (median(samples), Double(minorFaults() - faults) / Double(9 * perBlock))
}

/// `VELLUM_C_SCENES=1`: the C side, in its own process: one line per scene, "name µs-per-PNG
/// PNG-bytes µs-per-SVG".
func printCSceneNumbers() {
    for scene in ReferenceScene.all {
        let png = steadyState(count: 2_000) { cImage(scene, cairoPNG) }
        let svg = steadyState(count: 2_000) { cairoSVG(scene).count }
        print(scene.name, png.microseconds, cImage(scene, cairoPNG), svg.microseconds)
    }
}

/// The C numbers, from a child process of this executable.
private func cSceneNumbers() -> [String: (png: Double, bytes: Int, svg: Double)] {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    var environment = ProcessInfo.processInfo.environment
    environment["VELLUM_USER_PROCESS"] = nil
    environment["VELLUM_C_SCENES"] = "1"
    child.environment = environment
    let pipe = Pipe()
    child.standardOutput = pipe
    do { try child.run() } catch { fatalError("could not start the C benchmark process: \(error)") }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    var numbers: [String: (png: Double, bytes: Int, svg: Double)] = [:]
    for line in output.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 4, let png = Double(fields[1]), let bytes = Int(fields[2]), let svg = Double(fields[3])
        else { continue }
        numbers[String(fields[0])] = (png, bytes, svg)
    }
    return numbers
}

func runUserProcessBenchmarks() {
    let count = Int(ProcessInfo.processInfo.environment["VELLUM_USER_PROCESS"] ?? "") ?? 0
    let renders = count > 1 ? count : 5_000
    print(
        "Vellum in a user's process: Vellum only here, \(renders) renders per row after a warm-up; C + Cairo in a child process"
    )
    print(
        "scene            PNG µs  faults  bytes | C+libpng µs  bytes | speed-up  bytes x |  SVG µs  faults | Cairo SVG µs  speed-up"
    )
    let c = cSceneNumbers()
    for scene in ReferenceScene.all {
        let png = steadyState(count: renders) { vellumImage(scene, png: .default) }
        let bytes = vellumImage(scene, png: .default)
        let svg = steadyState(count: renders) { vellumSVG(scene).count }
        let reference = c[scene.name] ?? (png: .nan, bytes: 0, svg: .nan)
        let name = scene.name.padding(toLength: 15, withPad: " ", startingAt: 0)
        print(
            name
                + String(
                    format: "  %6.0f  %6.2f  %5d | %11.0f  %5d | %7.2fx  %7.3f | %7.1f  %6.2f | %12.1f  %7.2fx",
                    png.microseconds, png.faults, bytes, reference.png, reference.bytes,
                    reference.png / png.microseconds,
                    Double(bytes) / Double(reference.bytes), svg.microseconds, svg.faults, reference.svg,
                    reference.svg / svg.microseconds))
    }
    let ring = steadyState(count: renders) { (try? ImageRenderer(content: ringView()).pngData().count) ?? 0 }
    print(
        String(
            format: "128x128 ring with a 42%% label: %.0f µs per PNG, %.0f PNG/s on one core, %.2f faults per render",
            ring.microseconds, 1e6 / ring.microseconds, ring.faults))
}
