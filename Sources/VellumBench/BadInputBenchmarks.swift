import Foundation
import Vellum

// `VELLUM_BAD_INPUT=1 vellum-bench`: the time and memory bounds of the bad-input matrix
// (docs/robustness.md). They were checks in VellumHardeningTests, where the other tests of
// the process share its resident memory and the two cores, so they could fail for a
// neighbour's work; here the process runs nothing else. Each row prints its numbers and
// whether the bound holds; the run exits with status 1 when one does not.

/// Resident memory of this process in kilobytes (`VmRSS` in /proc/self/status).
private func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Seconds taken by `body`.
private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// One bound: prints the measured value against it; false when it does not hold.
private func check(_ name: String, _ value: Double, below bound: Double, _ unit: String) -> Bool {
    let holds = value < bound
    print(
        "\(name.padding(toLength: 58, withPad: " ", startingAt: 0)) \(String(format: "%12.3f", value)) \(unit)"
            + "  (bound \(bound) \(unit)) \(holds ? "ok" : "EXCEEDED")")
    return holds
}

func runBadInputBenchmarks() {
    var allHold = true
    // Row "huge size": a 100,000 × 100,000 request is refused before any allocation: quickly,
    // and resident memory does not jump (a 40 GB surface would).
    let huge = ImageRenderer(content: Color.red.frame(width: 100_000, height: 100_000))
    let before = residentKilobytes()
    var refusals = 0
    let refuse =
        seconds {
            for _ in 0..<3 {
                if (try? huge.pngData()) == nil { refusals += 1 }
                if (try? huge.image()) == nil { refusals += 1 }
                if (try? huge.pdfData()) == nil { refusals += 1 }
            }
        } / 3
    precondition(refusals == 9, "a 100,000 × 100,000 render was not refused")
    allHold = check("huge request refused (PNG, pixels, PDF), per round", refuse, below: 0.5, "s") && allHold
    allHold =
        check("huge request refused: RSS growth", Double(residentKilobytes() - before), below: 20_000, "kB") && allHold

    // Row "path data": 2,000,000 commands parse, stroke and render in bounded time and memory.
    var data = "M0 0"
    data.reserveCapacity(2_000_000 * 8)
    for index in 0..<2_000_000 { data += index % 2 == 0 ? " l1 1" : " l-1 1" }
    let beforeParse = residentKilobytes()
    var path = Path()
    let parse = seconds { path = (try? Path(svgPathData: data)) ?? Path() }
    var count = 0
    path.forEach { _ in count += 1 }
    precondition(count == 2_000_001, "2,000,000 commands parsed to \(count) elements")
    allHold = check("Path(svgPathData:) of 2,000,000 commands", parse, below: 10, "s") && allHold
    let renderer = ImageRenderer(content: path.stroke(Color.black, lineWidth: 1).frame(width: 64, height: 64))
    let render = seconds {
        do { _ = try renderer.pngData(); _ = try renderer.svgData() } catch { /* a typed error is fine */  }
    }
    allHold = check("2,000,000 commands stroked to PNG and SVG", render, below: 60, "s") && allHold
    allHold =
        check("2,000,000 commands: RSS growth", Double(residentKilobytes() - beforeParse), below: 2_000_000, "kB")
        && allHold
    if !allHold { exit(1) }
}
