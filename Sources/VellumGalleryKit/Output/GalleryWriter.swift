import Foundation

/// Writes the whole gallery into a directory: `<section>/<name>.png` and `.svg` for every
/// entry of every section (`geometry`, `rendering`, `views`, …), `.pdf` where the section
/// has PDFs, `.animated.png` and `.animated.svg` for animated entries, then `index.html`.
public enum GalleryWriter {
    /// Writes `sections` under `directory`, creating folders as needed, and returns the files
    /// written, in order.
    ///
    /// - Parameters:
    ///   - sections: The sections. Default: ``GallerySection/all``.
    ///   - directory: The gallery root, for example `Gallery`.
    ///
    /// ```swift
    /// for file in try GalleryWriter.write(to: URL(fileURLWithPath: "Gallery")) { print(file.path) }
    /// ```
    @discardableResult
    public static func write(_ sections: [GallerySection] = GallerySection.all, to directory: URL) throws -> [URL] {
        var written: [URL] = []
        for section in sections {
            let sectionDirectory = directory.appendingPathComponent(section.id, isDirectory: true)
            try FileManager.default.createDirectory(at: sectionDirectory, withIntermediateDirectories: true)
            for entry in section.entries {
                for (suffix, data) in try files(of: entry, in: section) {
                    let file = sectionDirectory.appendingPathComponent("\(entry.name).\(suffix)")
                    try data.write(to: file)
                    written.append(file)
                }
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try Data(GalleryIndexPage.html(for: sections).utf8).write(to: index)
        written.append(index)
        return written
    }

    /// The files of `entry`, as (suffix, bytes), in the order they are written.
    static func files(of entry: GalleryEntry, in section: GallerySection) throws -> [(String, Data)] {
        var files = [("png", try entry.pngData())]
        if entry.svgUnavailableReason == nil { files.append(("svg", try entry.svgData())) }
        if section.writesPDF(for: entry) { files.append(("pdf", try entry.pdfData())) }
        if let apng = try entry.animatedPNGData(), let animatedSVG = try entry.animatedSVGData() {
            files += [("animated.png", apng), ("animated.svg", animatedSVG)]
        }
        if let appear = try entry.appearPNGData(), let appearSVG = try entry.appearSVGData() {
            files += [("appear.png", appear), ("appear.svg", appearSVG)]
        }
        return files
    }
}
