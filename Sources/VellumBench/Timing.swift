import Foundation

/// One measured operation: the median time per call over several timed blocks, because this
/// machine is noisy and medians move far less than means.
struct Measurement {
    var name: String
    var microsecondsPerCall: Double
    var note: String
}

/// Prints `results` under `title`: the names padded to one column, then µs per call and the
/// note.
func printMeasurements(_ results: [Measurement], title: String) {
    let nameWidth = results.map(\.name.count).max() ?? 0
    print(title)
    for result in results {
        let name = result.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        print("\(name)  \(String(format: "%10.1f", result.microsecondsPerCall))  \(result.note)")
    }
}

/// Times `body` in `blocks` blocks of `callsPerBlock` calls and returns the median block's
/// time per call in microseconds. `body` returns a value that is folded into a checksum so
/// the optimizer cannot drop the work.
func medianMicroseconds(blocks: Int = 9, callsPerBlock: Int, _ body: () -> Int) -> Double {
    var checksum = 0
    // One untimed block warms caches and lazy state.
    for _ in 0..<max(1, callsPerBlock / 4) { checksum &+= body() }
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<blocks {
        let start = clock.now
        for _ in 0..<callsPerBlock { checksum &+= body() }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        samples.append(seconds * 1e6 / Double(callsPerBlock))
    }
    if checksum == 42 { print("", terminator: "") }
    samples.sort()
    return samples[samples.count / 2]
}

/// Times `reference` and `candidate` in alternating blocks, so that a slow spell of the
/// machine lands on both, and returns each one's median time per call and the median of
/// the per-round ratios candidate / reference.
func pairedMedianMicroseconds(
    rounds: Int = 15, callsPerBlock: Int, reference: () -> Int,
    candidate: () -> Int
) -> (reference: Double, candidate: Double, ratio: Double) {
    let pairs = pairedBlockMicroseconds(
        rounds: rounds, callsPerBlock: callsPerBlock, reference: reference,
        candidate: candidate)
    return (
        median(pairs.map({ $0.reference })), median(pairs.map({ $0.candidate })),
        median(pairs.map { $0.candidate / $0.reference })
    )
}

/// The rounds behind `pairedMedianMicroseconds`: each round times one block of `reference`,
/// then one of `candidate`, and gives both times per call in microseconds.
func pairedBlockMicroseconds(
    rounds: Int = 15, callsPerBlock: Int, reference: () -> Int,
    candidate: () -> Int
) -> [(reference: Double, candidate: Double)] {
    var pairs: [(reference: Double, candidate: Double)] = []
    for _ in 0..<rounds {
        let r = medianMicroseconds(blocks: 1, callsPerBlock: callsPerBlock, reference)
        let c = medianMicroseconds(blocks: 1, callsPerBlock: callsPerBlock, candidate)
        pairs.append((r, c))
    }
    return pairs
}

/// The median of `values` (the upper one of an even count), which must not be empty.
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
