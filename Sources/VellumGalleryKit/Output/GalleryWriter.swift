import Foundation

/// Writes the whole gallery into a directory: `geometry/<name>.png`, `geometry/<name>.svg`
/// for every entry, then `index.html`.
public enum GalleryWriter {
    /// Writes `entries` under `directory`, creating folders as needed, and returns the files
    /// written, in order.
    ///
    /// - Parameters:
    ///   - entries: The entries. Default: ``GalleryEntry/geometry``.
    ///   - directory: The gallery root, for example `Gallery`.
    ///
    /// ```swift
    /// for file in try GalleryWriter.write(to: URL(fileURLWithPath: "Gallery")) { print(file.path) }
    /// ```
    @discardableResult
    public static func write(_ entries: [GalleryEntry] = GalleryEntry.geometry, to directory: URL) throws -> [URL] {
        let geometry = directory.appendingPathComponent("geometry", isDirectory: true)
        try FileManager.default.createDirectory(at: geometry, withIntermediateDirectories: true)
        var written: [URL] = []
        for entry in entries {
            let layers = try entry.draw()
            let png = geometry.appendingPathComponent("\(entry.name).png")
            try GalleryPNGRenderer.writePNG(layers, size: entry.size, to: png)
            written.append(png)
            let svg = geometry.appendingPathComponent("\(entry.name).svg")
            try Data(GallerySVGWriter.document(for: layers, size: entry.size).utf8).write(to: svg)
            written.append(svg)
        }
        let index = directory.appendingPathComponent("index.html")
        try Data(GalleryIndexPage.html(for: entries).utf8).write(to: index)
        written.append(index)
        return written
    }
}
