import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The built `vellum` beside the test bundle, or in `.build/debug`.
let vellumExecutable: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let candidates = [
        Bundle.main.bundleURL,
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        packageRoot.appendingPathComponent(".build/debug")
    ].map { $0.appendingPathComponent("vellum") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The built server as a process, stopped by SIGTERM while it is busy.
@Suite struct ServerShutdownTests {
    @Test func sigtermFinishesTheRequestsInFlight() async throws {
        let executable = try #require(vellumExecutable, "build the vellum product first")
        let process = Process()
        process.executableURL = executable
        // One worker and no cache: the requests queue, so some are still waiting at SIGTERM.
        // No render deadline to race: the test is about the signal, on however loaded a machine.
        process.arguments = [
            "serve", "--port", "0", "--workers", "1", "--cache-mb", "0", "--log-level", "warning",
            "--render-deadline", "600"
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The port, from the line the server prints once it listens.
        let reader = output.fileHandleForReading
        let printed = try await blocking {
            var printed = ""
            let deadline = Date().addingTimeInterval(30)
            while !printed.contains("\n"), Date() < deadline {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                printed += String(decoding: chunk, as: UTF8.self)
            }
            return printed
        }
        let port = try #require(
            printed.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) },
            "\(printed)")
        let base = "http://127.0.0.1:\(port)"
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<24 {
                group.addTask {
                    // A session each: every request on its own connection, sent at once.
                    let session = URLSession(configuration: .patient)
                    defer { session.finishTasksAndInvalidate() }
                    // 1024 × 1024 pixels: renders long enough (milliseconds each, one at a time)
                    // that most requests are still held when the signal comes, however fast the
                    // encoder gets.
                    let url = URL(
                        string:
                            "\(base)/v1/progress/\(index).png?style=circular&percent=true&label=Run%20\(index)&size=256x256&scale=4"
                    )!
                    let (_, response) = try await session.data(from: url)
                    return (response as? HTTPURLResponse)?.statusCode ?? 0
                }
            }
            // SIGTERM once the server holds all 24: answered, rendering or queued.
            let waitUntil = Date().addingTimeInterval(30)
            var answeredAtSignal = 0
            while Date() < waitUntil {
                let metrics = String(decoding: try await get(URL(string: "\(base)/metrics")!).body, as: UTF8.self)
                func value(_ name: String) -> Int {
                    metrics.split(separator: "\n").first { $0.hasPrefix(name + " ") }
                        .flatMap { Double($0.split(separator: " ").last!) }.map { Int($0) } ?? 0
                }
                answeredAtSignal = value(#"vellum_requests_total{route="progress",status="200"}"#)
                let held = value("vellum_render_queue_depth") + value("vellum_renders_active") + answeredAtSignal
                if held >= 24 { break }
                try await Task.sleep(for: .milliseconds(5))
            }
            kill(process.processIdentifier, SIGTERM)
            // Most were still waiting when the signal came.
            #expect(answeredAtSignal < 20, "\(answeredAtSignal) answered before SIGTERM")
            var statuses: [Int] = []
            for try await status in group { statuses.append(status) }
            return statuses
        }
        #expect(statuses.count == 24 && statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        let status = try await blocking {
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(status == 0)
    }
}
