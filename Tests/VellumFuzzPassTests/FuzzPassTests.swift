import Foundation
import Testing
import VellumFuzzKit
import VellumTestSupport

/// The deterministic fuzz pass `make test` runs: a few thousand generated inputs per reader
/// and 1,500 random drawings, from fixed SplitMix64 seeds, so a failure reproduces
/// exactly. Every input must be handled within a time bound; a crash fails the whole run.
/// The fuzz targets in Sources/Fuzz/ run the same generators and checks on fuzzer bytes.
@Suite("Fuzz pass")
struct FuzzPassTests {
    /// Runs `check` on `count` inputs from `seed`; records each failure and each input slower
    /// than `bound` seconds (a hang would be far slower; a debug build is slow already).
    func run(seed: UInt64, count: Int, bound: Double = 2,
             input: (inout SplitMix64) -> String, check: (String) throws -> Void) {
        var choices = SplitMix64(seed: seed)
        var failures = 0
        for index in 0..<count {
            let text = input(&choices)
            let start = Date()
            do { try check(text) } catch {
                failures += 1
                if failures <= 5 { Issue.record("input \(index) of seed \(seed): \(error)") }
            }
            let elapsed = Date().timeIntervalSince(start)
            #expect(elapsed < bound, "input \(index) of seed \(seed) took \(elapsed) s: \(text.debugDescription)")
        }
    }

    @Test("SVG path data: random bytes and mutated path strings")
    func pathData() {
        run(seed: 0x5EED_0001, count: 4000, input: { FuzzStrings.pathData(&$0) }, check: FuzzChecks.pathData)
    }

    @Test("Color(hex:)")
    func hexColour() {
        run(seed: 0x5EED_0002, count: 4000, input: { FuzzStrings.hexColour(&$0) }, check: FuzzChecks.hexColour)
    }

    @Test("Batch job lines")
    func jobLines() {
        run(seed: 0x5EED_0003, count: 2000, input: { FuzzStrings.jobLine(&$0) }, check: FuzzChecks.jobLine)
    }

    @Test("Random drawings render to PNG and SVG or throw RenderError")
    func drawings() throws {
        var choices = SplitMix64(seed: 0x5EED_0004)
        var slowest = (index: 0, seconds: 0.0)
        defer { print("fuzz pass: slowest drawing \(slowest.index), \(slowest.seconds) s") }
        for index in 0..<1500 {
            let drawing = FuzzDrawing(&choices)
            let start = Date()
            do { try FuzzChecks.render(drawing, description: "drawing \(index) of seed 0x5EED0004") } catch {
                Issue.record("\(error)")
            }
            let elapsed = Date().timeIntervalSince(start)
            if elapsed > slowest.seconds { slowest = (index, elapsed) }
            #expect(elapsed < 5, "drawing \(index) took \(elapsed) s")
        }
    }
}
