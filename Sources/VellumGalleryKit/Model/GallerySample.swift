import Foundation

/// The code of one gallery entry, read from the Swift file that defines it: the lines between
/// `// gallery:begin <name>` and the next `// gallery:end`, with their common indentation
/// removed. The code is written once, as the code that runs; the page shows those lines.
///
/// The file is looked up relative to the current directory first (the gallery tool and the
/// tests run from the package root, so a moved checkout still works), then at the absolute
/// path the compiler recorded.
///
/// ```swift
/// let code = try GallerySample(name: "dashed-ring",
///                              file: "Sources/VellumGalleryKit/Entries/GalleryEntry+Geometry.swift").code()
/// ```
public struct GallerySample: Hashable, Sendable {
    /// The marker name, for example `dashed-ring`.
    public var name: String
    /// The source file: a `#filePath` or a path relative to the package root.
    public var file: String

    /// The marked lines, dedented.
    /// - Throws: ``GallerySampleError`` when no candidate file can be read, or a marker is
    ///   missing, or the marked lines are empty.
    public func code() throws -> String {
        try Self.extract(name, from: try source(), file: file)
    }

    /// Where the file may be: package-root-relative (from the `Sources/` folder on), then as given.
    var candidates: [String] {
        guard file.hasPrefix("/"), let range = file.range(of: "/Sources/", options: .backwards) else { return [file] }
        let relative = String(file[file.index(after: range.lowerBound)...])
        return [FileManager.default.currentDirectoryPath + "/" + relative, file]
    }

    private func source() throws -> String {
        for path in candidates {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
        }
        throw GallerySampleError.unreadableFile(file: file, tried: candidates)
    }

    /// The lines of `text` between `name`'s markers, without their common indentation.
    static func extract(_ name: String, from text: String, file: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let begin = trimmed.firstIndex(of: "// gallery:begin \(name)") else {
            throw GallerySampleError.missingBegin(name: name, file: file)
        }
        guard let end = trimmed[(begin + 1)...].firstIndex(where: { $0.hasPrefix("// gallery:") }),
            trimmed[end] == "// gallery:end"
        else {
            throw GallerySampleError.missingEnd(name: name, file: file)
        }
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.allSatisfy({ $0.isWhitespace }) }
            .map { $0.prefix { $0 == " " }.count }.min()
        guard let indent else { throw GallerySampleError.emptySample(name: name, file: file) }
        return body.map { $0.allSatisfy({ $0.isWhitespace }) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}

/// Why a gallery entry's code could not be read; the description names the marker and file.
public enum GallerySampleError: Error, Equatable, CustomStringConvertible {
    /// None of the places tried holds a readable file.
    case unreadableFile(file: String, tried: [String])
    /// The file has no `// gallery:begin <name>` line.
    case missingBegin(name: String, file: String)
    /// No `// gallery:end` follows the begin marker before another marker or the file's end.
    case missingEnd(name: String, file: String)
    /// The markers enclose no code.
    case emptySample(name: String, file: String)

    public var description: String {
        switch self {
        case let .unreadableFile(file, tried):
            "gallery sample file \(file) not found (tried \(tried.joined(separator: ", ")); run from the package root"
        case let .missingBegin(name, file):
            "\(file): no '// gallery:begin \(name)' marker"
        case let .missingEnd(name, file):
            "\(file): '// gallery:begin \(name)' has no '// gallery:end' before the next marker or the end of the file"
        case let .emptySample(name, file):
            "\(file): the sample '\(name)' is empty"
        }
    }
}
