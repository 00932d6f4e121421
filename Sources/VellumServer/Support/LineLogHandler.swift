import Foundation
import Logging

/// One line per log entry on standard output: time, level, label, metadata as `key=value`,
/// message. Unlike swift-log's `StreamLogHandler`, which formats its metadata whenever a key
/// is set, it formats only the entries it writes; and it writes access lines in batches (at
/// most a fifth of a second late, or at once past 32 KB, a warning or ``flush()``), since one
/// write per request costs a fifth of the server's cached throughput.
///
/// ```swift
/// let logger = Logger(label: "vellum.serve") { LineLogHandler(label: $0) }
/// ```
struct LineLogHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    init(label: String) {
        self.label = label
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        var line = "\(Date.now.ISO8601Format()) \(event.level) \(label):"
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
        line += " \(event.message)\n"
        LogBuffer.shared.append(line, urgent: event.level >= .warning)
    }

    /// Writes what is waiting.
    static func flush() { LogBuffer.shared.flush() }
}

/// Lines waiting to be written to standard output.
private final class LogBuffer: @unchecked Sendable {
    static let shared = LogBuffer()
    private let lock = NSLock()
    /// Held from taking the lines to writing them, so batches stay in order.
    private let writeLock = NSLock()
    private var pending: [UInt8] = []
    private var flushScheduled = false

    func append(_ line: String, urgent: Bool) {
        lock.lock()
        pending.append(contentsOf: line.utf8)
        let writeNow = urgent || pending.count > 32_768
        let schedule = !writeNow && !flushScheduled
        if schedule { flushScheduled = true }
        lock.unlock()
        if writeNow {
            flush()
        } else if schedule {
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { self.flush() }
        }
    }

    func flush() {
        writeLock.lock()
        defer { writeLock.unlock() }
        lock.lock()
        let bytes = pending
        pending.removeAll(keepingCapacity: true)
        flushScheduled = false
        lock.unlock()
        guard !bytes.isEmpty else { return }
        FileHandle.standardOutput.write(Data(bytes))
    }
}
