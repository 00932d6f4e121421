import Foundation
import Synchronization
import Testing
import VellumCore

@testable import VellumText

/// Shaping from many tasks at once gives what shaping one after another gives.
@Suite struct ConcurrencyTests {
    static let requests: [TextLayoutRequest] = [
        TextLayoutRequest(text: "Upload 42%", font: dejaVu(17)),
        TextLayoutRequest(text: "Upload 42%", font: dejaVu(13, weight: 700)),
        TextLayoutRequest(text: WrappingTests.sentence, font: dejaVu(15), maxWidth: 90, alignment: .center),
        TextLayoutRequest(text: WrappingTests.sentence, font: dejaVu(15), maxWidth: 90, lineLimit: 2),
        TextLayoutRequest(text: "a\nb\nc", font: FontSpec(family: "serif", size: 21, italic: true)),
        TextLayoutRequest(text: "0123456789", font: FontSpec(family: "monospace", size: 11, monospacedDigits: true)),
        TextLayoutRequest(text: "Ünïcödé — “quotes” …", font: FontSpec(family: "NoSuchFamily", size: 19)),
        TextLayoutRequest(text: "", font: dejaVu(30))
    ]

    @Test func concurrentShapingMatchesSerialShaping() async throws {
        let serial = try Self.requests.map { try TextShaper.shapeUncached($0.normalized) }
        let rounds = 6
        let results = try await withThrowingTaskGroup(of: (Int, [ShapedText]).self) { group in
            for task in 0..<16 {
                group.addTask {
                    var shaped: [ShapedText] = []
                    for round in 0..<rounds {
                        for index in Self.requests.indices {
                            // Every task walks the requests from a different start, half of
                            // them past the cache.
                            let request = Self.requests[(index + task + round) % Self.requests.count]
                            shaped.append(
                                task.isMultiple(of: 2)
                                    ? try TextShaper.shapeUncached(request.normalized)
                                    : try TextShaper.shape(request))
                        }
                    }
                    return (task, shaped)
                }
            }
            var all: [(Int, [ShapedText])] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 16)
        for (task, shaped) in results {
            for round in 0..<rounds {
                for index in Self.requests.indices {
                    let expected = serial[(index + task + round) % Self.requests.count]
                    #expect(shaped[round * Self.requests.count + index] == expected, "task \(task) round \(round)")
                }
            }
        }
    }

    @Test func concurrentShapingOfOneRequest() async throws {
        let request = TextLayoutRequest(text: "Same text, sixteen tasks", font: dejaVu(17), maxWidth: 80)
        let expected = try TextShaper.shapeUncached(request.normalized)
        try await withThrowingTaskGroup(of: ShapedText.self) { group in
            for _ in 0..<16 {
                group.addTask { try TextShaper.shapeUncached(request.normalized) }
            }
            for try await shaped in group { #expect(shaped == expected) }
        }
    }

    @Test func eightThreadsShareThePool() throws {
        // More threads than the pool has sessions on a small machine, each shaping every
        // request past the cache; Foundation threads, not the cooperative pool, so they
        // really run (and are preempted) at once.
        let serial = try Self.requests.map { try TextShaper.shapeUncached($0.normalized) }
        let results = Mutex<[Int: [ShapedText]]>([:])
        let done = DispatchGroup()
        for thread in 0..<8 {
            done.enter()
            Thread {
                var shaped: [ShapedText] = []
                for round in 0..<25 {
                    let request = Self.requests[(thread + round) % Self.requests.count]
                    shaped.append((try? TextShaper.shapeUncached(request.normalized)) ?? .empty)
                }
                results.withLock { $0[thread] = shaped }
                done.leave()
            }.start()
        }
        done.wait()
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for (thread, shaped) in all {
            for (round, result) in shaped.enumerated() {
                #expect(result == serial[(thread + round) % Self.requests.count], "thread \(thread) round \(round)")
            }
        }
    }
}
