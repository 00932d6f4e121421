import Foundation
import VellumCore
@_spi(Benchmarks) import VellumText

// Text shaping (VellumText): a short label cached and not, a wrapped paragraph, long text,
// and shaping from several threads with the one locked font map against a font map per
// thread. Run with VELLUM_TEXT=1 (also at the end of the default run).

private let label = TextLayoutRequest(text: "Upload 42%", font: FontSpec(family: "DejaVu Sans", size: 17))
private let paragraph = TextLayoutRequest(
    text: "The quick brown fox jumps over the lazy dog and keeps running far away",
    font: FontSpec(family: "DejaVu Sans", size: 15), maxWidth: 100, alignment: .center, lineLimit: 2)

/// Eight different labels, so that a cache could not help.
private let labels: [TextLayoutRequest] = (0..<8).map {
    TextLayoutRequest(text: "Upload \($0 * 11 + 7)%", font: FontSpec(family: "DejaVu Sans", size: 17))
}

private func shapeOrDie(_ body: () throws -> ShapedText) -> Int {
    do {
        return Int(try body().size.width)
    } catch {
        fatalError("shaping failed in a benchmark: \(error)")
    }
}

/// How threads get a font map in `threadedMicroseconds`.
private enum FontMapSharing {
    /// One font map behind one lock (what TextShaper did first).
    case oneLocked
    /// A font map per thread, made before timing.
    case perThread
    /// TextShaper itself: a pool of at most one font map per processor.
    case pool
}

/// One shaper behind a lock, for `FontMapSharing.oneLocked`.
private final class LockedShaper: @unchecked Sendable {
    private let lock = NSLock()
    private let shaper: TextShaper.PrivateFontMapShaper

    init() throws { shaper = try TextShaper.PrivateFontMapShaper() }

    func shape(_ request: TextLayoutRequest) throws -> ShapedText {
        lock.lock()
        defer { lock.unlock() }
        return try shaper.shape(request)
    }
}

/// Wall-clock microseconds per shape when `threads` threads each shape `count` labels.
private func threadedMicroseconds(threads: Int, count: Int, sharing: FontMapSharing) -> Double {
    let ready = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let locked = sharing == .oneLocked ? try? LockedShaper() : nil
    if let locked { for request in labels { _ = shapeOrDie { try locked.shape(request) } } }
    for _ in 0..<threads {
        done.enter()
        let thread = Thread {
            let own = sharing == .perThread ? try? TextShaper.PrivateFontMapShaper() : nil
            // Warm caches (and make the pool's sessions) before the clock starts.
            for request in labels {
                _ = shapeOrDie {
                    if let own { return try own.shape(request) }
                    if let locked { return try locked.shape(request) }
                    return try TextShaper.shapeIgnoringCache(request)
                }
            }
            ready.signal()
            start.wait()
            var checksum = 0
            for index in 0..<count {
                let request = labels[index % labels.count]
                checksum &+= shapeOrDie {
                    if let own { return try own.shape(request) }
                    if let locked { return try locked.shape(request) }
                    return try TextShaper.shapeIgnoringCache(request)
                }
            }
            if checksum == 42 { print("", terminator: "") }
            done.leave()
        }
        thread.start()
    }
    for _ in 0..<threads { ready.wait() }
    let clock = ContinuousClock()
    let begin = clock.now
    for _ in 0..<threads { start.signal() }
    done.wait()
    let elapsed = clock.now - begin
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return seconds * 1e6 / Double(threads * count)
}

func runTextBenchmarks() {
    let shaped = shapeOrDie { try TextShaper.shape(label) }
    var results: [Measurement] = []
    // A row timing `request` shaped afresh every call, past the cache.
    func appendUncached(_ name: String, _ request: TextLayoutRequest, blocks: Int = 9, calls: Int, note: String) {
        results.append(
            Measurement(
                name: name,
                microsecondsPerCall: medianMicroseconds(blocks: blocks, callsPerBlock: calls) {
                    shapeOrDie { try TextShaper.shapeIgnoringCache(request) }
                }, note: note))
    }
    results.append(
        Measurement(
            name: "shape \"Upload 42%\", cache hit",
            microsecondsPerCall: medianMicroseconds(callsPerBlock: 20_000) {
                shapeOrDie { try TextShaper.shape(label) }
            },
            note: "DejaVu Sans 17 pt, \(shaped) pt wide"))
    appendUncached(
        "shape \"Upload 42%\", uncached", label, calls: 2_000, note: "lock, Pango layout, outlines of 10 glyphs")
    var miss = 0
    results.append(
        Measurement(
            name: "shape \"Upload 42%\", cache miss",
            microsecondsPerCall: medianMicroseconds(callsPerBlock: 2_000) {
                // A width the label fits in, new every call: a miss, an insert, an eviction.
                miss += 1
                var request = label
                request.maxWidth = 1_000 + CGFloat(miss) / 1_024
                return shapeOrDie { try TextShaper.shape(request) }
            }, note: "uncached + cache bookkeeping (full 256-entry LRU)"))
    appendUncached(
        "shape a 70-character sentence, uncached", paragraph, calls: 500,
        note: "wrapped at 100 pt, centred, 2 lines with \"…\"")
    let book = TextLayoutRequest(
        text: String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 222),
        font: FontSpec(family: "DejaVu Sans", size: 13), maxWidth: 400)
    appendUncached("shape 10,000 characters, uncached", book, blocks: 5, calls: 5, note: "wrapped at 400 pt")
    let lines = TextLayoutRequest(
        text: String(repeating: "x\n", count: 5_000),
        font: FontSpec(family: "DejaVu Sans", size: 13))
    appendUncached("shape 5,000 one-letter lines, uncached", lines, blocks: 5, calls: 5, note: "a paragraph each")

    printMeasurements(results, title: "\nText shaping (median of blocks, µs per call)")

    print(
        "\nUncached labels from several threads (µs of wall time per shape, median of 5 runs; \(ProcessInfo.processInfo.activeProcessorCount) processors)"
    )
    print("threads  one locked font map  a font map per thread  TextShaper (pool)")
    for threads in [1, 2, 4, 8] {
        let count = 4_000 / threads
        let columns = [FontMapSharing.oneLocked, .perThread, .pool].map { sharing in
            median((0..<5).map { _ in threadedMicroseconds(threads: threads, count: count, sharing: sharing) })
        }
        print(String(format: "%7d  %19.1f  %21.1f  %17.1f", threads, columns[0], columns[1], columns[2]))
    }
}

/// Resident memory in KiB (Linux).
func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

func measureFontMapMemory() {
    _ = shapeOrDie { try TextShaper.shape(label) }
    var shapers: [TextShaper.PrivateFontMapShaper] = []
    let clock = ContinuousClock()
    for index in 0..<8 {
        let before = residentKiB()
        let start = clock.now
        let shaper = try! TextShaper.PrivateFontMapShaper()
        for request in labels + [paragraph] { _ = shapeOrDie { try shaper.shape(request) } }
        let elapsed = clock.now - start
        shapers.append(shaper)
        print("font map \(index + 1): +\(residentKiB() - before) KiB, \(elapsed) to make and warm")
    }
}
