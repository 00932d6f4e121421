import Foundation
import Logging

/// One line per log entry on standard output: time, level, label, metadata as `key=value`,
/// message. Unlike swift-log's `StreamLogHandler`, which formats its metadata whenever a key
/// is set, it formats only the entries it writes: the server sets a request id on every
/// request and, at the default level, writes one line per request at most.
///
/// ```swift
/// let logger = Logger(label: "vellum.serve") { LineLogHandler(label: $0) }
/// ```
struct LineLogHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    private static let lock = NSLock()

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
        Self.lock.lock()
        FileHandle.standardOutput.write(Data(line.utf8))
        Self.lock.unlock()
    }
}
