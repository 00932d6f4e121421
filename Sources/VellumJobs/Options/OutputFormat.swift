import Foundation

/// The file formats a job renders to: what `vellum` writes and `vellum serve` answers.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// PNG through Cairo and Vellum's libdeflate encoder; pixels are points times `--scale`.
    case png
    /// SVG by Vellum's own writer.
    case svg
    /// A one-page PDF through Cairo, sized in points (`--scale` does not change it).
    case pdf

    /// The format a file name's extension names (`.png`, `.svg`, `.pdf`, any case), or nil.
    public init?(fileName: String) {
        let name = fileName.lowercased()
        guard let dot = name.lastIndex(of: "."), !name[name.index(after: dot)...].contains("/") else { return nil }
        self.init(rawValue: String(name[name.index(after: dot)...]))
    }

    /// Whether the bytes are binary (not for a terminal): PNG and PDF.
    public var isBinary: Bool { self != .svg }
}
