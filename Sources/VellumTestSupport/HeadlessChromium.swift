import Foundation

/// Headless Chromium as a screenshot tool.
public enum HeadlessChromium {
    /// The browser on the `PATH` (`chromium`, else `chromium-browser`), or nil.
    public static let executable: URL? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for directory in directories {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    public static var isAvailable: Bool { executable != nil }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// Screenshots `page` (a file URL) in a `width × height` viewport at device scale 1 and
    /// writes the PNG to `output`. Kills the browser after `timeout` seconds.
    public static func screenshot(
        of page: URL, width: Int, height: Int, to output: URL, in directory: URL,
        timeout: TimeInterval = 60, extraArguments: [String] = []
    ) throws {
        guard let executable else { throw Failure(description: "no chromium on the PATH") }
        let log = directory.appendingPathComponent("chromium-\(output.deletingPathExtension().lastPathComponent).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw Failure(description: "cannot create \(log.path)")
        }
        let logHandle = try FileHandle(forWritingTo: log)
        defer { try? logHandle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless",
                "--no-sandbox", // root in containers
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-extensions",
                "--hide-scrollbars",
                "--force-color-profile=srgb",
                "--force-device-scale-factor=1",
                "--window-size=\(width),\(height)",
                "--default-background-color=00000000",
                "--user-data-dir=\(directory.appendingPathComponent("chromium-profile").path)",
                "--screenshot=\(output.path)"
            ] + extraArguments + [page.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = logHandle
        process.standardError = logHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            // SIGTERM, then SIGKILL: a child started from a test thread inherits that thread's
            // blocked-signal mask, SIGTERM included (seen with swift test on Linux).
            process.terminate()
            if exited.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                _ = exited.wait(timeout: .now() + 5)
            }
            throw Failure(
                description:
                    "chromium took over \(Int(timeout)) s on \(page.lastPathComponent) and was killed; log: \(log.path)"
            )
        }
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: output.path) else {
            let tail =
                (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").suffix(5).joined(
                    separator: "\n") ?? ""
            throw Failure(
                description:
                    "chromium exited with \(process.terminationStatus) on \(page.lastPathComponent) without a screenshot:\n\(tail)"
            )
        }
    }
}
