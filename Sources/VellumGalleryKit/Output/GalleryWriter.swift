import Foundation

/// Writes the whole gallery into a directory: `geometry/<name>.png` and `geometry/<name>.svg`
/// for every geometry entry, `<section>/<name>.png`, `.svg` and `.pdf` for every entry of
/// every rendered section (`rendering`, `views`, …), `.animated.png` and `.animated.svg` for
/// animated entries, then `index.html`.
public enum GalleryWriter {
    /// Writes `geometry` and `sections` under `directory`, creating folders as needed, and
    /// returns the files written, in order.
    ///
    /// - Parameters:
    ///   - geometry: The geometry entries. Default: ``GalleryEntry/geometry``.
    ///   - sections: The rendered sections. Default: ``RenderedGallerySection/all``.
    ///   - directory: The gallery root, for example `Gallery`.
    ///
    /// ```swift
    /// for file in try GalleryWriter.write(to: URL(fileURLWithPath: "Gallery")) { print(file.path) }
    /// ```
    @discardableResult
    public static func write(_ geometry: [GalleryEntry] = GalleryEntry.geometry,
                             sections: [RenderedGallerySection] = RenderedGallerySection.all,
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
        for section in sections {
            let sectionDirectory = directory.appendingPathComponent(section.id, isDirectory: true)
            try FileManager.default.createDirectory(at: sectionDirectory, withIntermediateDirectories: true)
            for entry in section.entries {
                let png = sectionDirectory.appendingPathComponent("\(entry.name).png")
                try entry.pngData().write(to: png)
                written.append(png)
                if entry.svgUnavailableReason == nil {
                    let svg = sectionDirectory.appendingPathComponent("\(entry.name).svg")
                    try entry.svgData().write(to: svg)
                    written.append(svg)
                }
                if entry.pdfUnavailableReason == nil {
                    let pdf = sectionDirectory.appendingPathComponent("\(entry.name).pdf")
                    try entry.pdfData().write(to: pdf)
                    written.append(pdf)
                }
                if let apng = try entry.animatedPNGData(), let animatedSVG = try entry.animatedSVGData() {
                    for (data, suffix) in [(apng, "animated.png"), (animatedSVG, "animated.svg")] {
                        let file = sectionDirectory.appendingPathComponent("\(entry.name).\(suffix)")
                        try data.write(to: file)
                        written.append(file)
                    }
                }
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try Data(GalleryIndexPage.html(for: geometry, sections: sections).utf8).write(to: index)
        written.append(index)
        return written
    }
}
