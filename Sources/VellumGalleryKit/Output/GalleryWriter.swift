import Foundation

/// Writes the whole gallery into a directory: `geometry/<name>.png` and `geometry/<name>.svg`
/// for every geometry entry, `rendering/<name>.png`, `rendering/<name>.svg` and
/// `rendering/<name>.pdf` for every rendering entry, then `index.html`.
public enum GalleryWriter {
    /// Writes `geometry` and `rendering` under `directory`, creating folders as needed, and
    /// returns the files written, in order.
    ///
    /// - Parameters:
    ///   - geometry: The geometry entries. Default: ``GalleryEntry/geometry``.
    ///   - rendering: The rendering entries. Default: ``RenderedGalleryEntry/rendering``.
    ///   - directory: The gallery root, for example `Gallery`.
    ///
    /// ```swift
    /// for file in try GalleryWriter.write(to: URL(fileURLWithPath: "Gallery")) { print(file.path) }
    /// ```
    @discardableResult
    public static func write(_ geometry: [GalleryEntry] = GalleryEntry.geometry,
                             rendering: [RenderedGalleryEntry] = RenderedGalleryEntry.rendering,
                             to directory: URL) throws -> [URL] {
        let geometryDirectory = directory.appendingPathComponent("geometry", isDirectory: true)
        try FileManager.default.createDirectory(at: geometryDirectory, withIntermediateDirectories: true)
        var written: [URL] = []
        for entry in geometry {
            let layers = try entry.draw()
            let png = geometryDirectory.appendingPathComponent("\(entry.name).png")
            try GalleryPNGRenderer.writePNG(layers, size: entry.size, to: png)
            written.append(png)
            let svg = geometryDirectory.appendingPathComponent("\(entry.name).svg")
            try Data(GallerySVGWriter.document(for: layers, size: entry.size).utf8).write(to: svg)
            written.append(svg)
        }
        let renderingDirectory = directory.appendingPathComponent("rendering", isDirectory: true)
        try FileManager.default.createDirectory(at: renderingDirectory, withIntermediateDirectories: true)
        for entry in rendering {
            let png = renderingDirectory.appendingPathComponent("\(entry.name).png")
            try entry.pngData().write(to: png)
            written.append(png)
            if entry.svgUnavailableReason == nil {
                let svg = renderingDirectory.appendingPathComponent("\(entry.name).svg")
                try entry.svgData().write(to: svg)
                written.append(svg)
            }
            if entry.pdfUnavailableReason == nil {
                let pdf = renderingDirectory.appendingPathComponent("\(entry.name).pdf")
                try entry.pdfData().write(to: pdf)
                written.append(pdf)
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try Data(GalleryIndexPage.html(for: geometry, rendering: rendering).utf8).write(to: index)
        written.append(index)
        return written
    }
}
