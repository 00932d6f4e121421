import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The batch's progress on standard error: a bar redrawn in place on a terminal (at most ten
/// times a second), otherwise a plain line every few seconds. Messages (bad lines) print
/// above the bar.
public final class TerminalProgress {
    let total: Int
    let isTerminal: Bool
    private let output: (String) -> Void
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant
    private var done = 0
    private var failed = 0
    private var barShown = false

    /// A progress display for `total` jobs.
    /// - Parameters:
    ///   - total: How many jobs there are.
    ///   - isTerminal: Whether to draw a bar in place. Default: whether standard error is a
    ///     terminal.
    ///   - output: Where the text goes. Default: standard error.
    public init(
        total: Int, isTerminal: Bool = isatty(STDERR_FILENO) == 1,
        output: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.total = total
        self.isTerminal = isTerminal
        self.output = output
        // A terminal shows the bar at once; a log gets its first line after the interval.
        lastDraw = isTerminal ? start - .seconds(1) : start
    }

    /// How often the progress is shown.
    private var interval: Duration { isTerminal ? .milliseconds(100) : .seconds(5) }

    /// Records one more job done.
    public func advance(failed didFail: Bool) {
        done += 1
        if didFail { failed += 1 }
        let now = ContinuousClock.now
        if now - lastDraw >= interval || (isTerminal && done == total) {
            draw()
            lastDraw = now
        }
    }

    /// Prints `message` on a line of its own, above the bar.
    public func note(_ message: String) {
        clear()
        write(message + "\n")
        if isTerminal, barShown { draw() }
    }

    /// Takes the bar off the screen.
    public func finish() {
        clear()
        barShown = false
    }

    private func draw() {
        guard total > 0 else { return }
        let seconds = (ContinuousClock.now - start).seconds
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let percent = done * 100 / total
        let failures = failed > 0 ? ", \(failed) failed" : ""
        if isTerminal {
            let width = 30
            let filled = done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            write("\r\u{1B}[2K\(bar) \(done)/\(total) \(percent)%\(failures)  \(String(format: "%.1f", rate)) images/s")
            barShown = true
        } else if done < total {
            write("rendered \(done)/\(total) (\(percent)%\(failures))\n")
        }
    }

    private func clear() {
        if isTerminal, barShown { write("\r\u{1B}[2K") }
    }

    private func write(_ text: String) {
        output(text)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
