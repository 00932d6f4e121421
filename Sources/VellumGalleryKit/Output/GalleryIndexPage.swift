/// The gallery's `index.html`: for each section, a heading, what it shows, and for each entry
/// its title, caption, PNG beside its SVG (and animation), a link to its PDF, and the Swift
/// that made it, read from the entry's source. All text is HTML-escaped.
public enum GalleryIndexPage {
    /// The page for `sections`, their files in a folder named after each section's id,
    /// relative to the page.
    ///
    /// - Parameter sections: The sections, in page order. Default: ``GallerySection/all``.
    /// - Throws: ``GallerySampleError`` when an entry's code cannot be read.
    ///
    /// ```swift
    /// let html = try GalleryIndexPage.html(for: GallerySection.all)
    /// ```
    public static func html(for sections: [GallerySection] = GallerySection.all) throws -> String {
        let contents = sections.map { "<a href=\"#\(xmlEscaped($0.id))\">\(xmlEscaped($0.title))</a>" }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Vellum gallery</title>
            <style>
            body { font: 15px/1.5 system-ui, sans-serif; max-width: 760px; margin: 2em auto; padding: 0 1em; color: #1c1c1e; }
            section { border-top: 1px solid #e5e5ea; padding: 1em 0; }
            .pictures { display: flex; gap: 16px; flex-wrap: wrap; }
            figure { margin: 0; }
            figcaption { font-size: 12px; color: #8e8e93; text-align: center; }
            img { border: 1px solid #e5e5ea; display: block; }
            pre { background: #f2f2f7; padding: 0.75em 1em; overflow-x: auto; font-size: 13px; }
            .note { color: #8e8e93; font-size: 13px; }
            </style>
            </head>
            <body>
            <h1>Vellum gallery</h1>
            <p>\(contents.joined(separator: " · "))</p>

            """
        for section in sections { html += try sectionHTML(section) }
        html += "</body>\n</html>\n"
        return html
    }

    /// A section: a heading, what it shows, and one `<section>` per entry.
    private static func sectionHTML(_ section: GallerySection) throws -> String {
        guard !section.entries.isEmpty else { return "" }
        var html = """
            <h2 id="\(xmlEscaped(section.id))">\(xmlEscaped(section.title))</h2>
            <p>\(section.introduction)</p>

            """
        for sample in section.sharedSamples {
            html +=
                "<p>Shared by the entries below:</p>\n<pre><code class=\"language-swift\">\(xmlEscaped(try sample.code()))</code></pre>\n"
        }
        for entry in section.entries { html += try entryHTML(entry, in: section) }
        return html
    }

    private static func entryHTML(_ entry: GalleryEntry, in section: GallerySection) throws -> String {
        let dir = xmlEscaped(section.id), name = xmlEscaped(entry.name), title = xmlEscaped(entry.title)
        let width = Int(entry.size.width.rounded(.up)), height = Int(entry.size.height.rounded(.up))
        func figure(_ suffix: String, _ alt: String, _ caption: String) -> String {
            "<figure><img src=\"\(dir)/\(name).\(suffix)\" width=\"\(width)\" height=\"\(height)\" "
                + "alt=\"\(title), \(alt)\"><figcaption>\(caption)</figcaption></figure>"
        }
        let scale = entry.scale == 1 ? "" : ", scale \(Int(entry.scale))"
        let pixels =
            "\(Int((entry.size.width * entry.scale).rounded(.up)))×\(Int((entry.size.height * entry.scale).rounded(.up))) px"
        var pictures = [figure("png", "PNG", "PNG (ImageRenderer, \(pixels)\(scale))")]
        if let reason = entry.svgUnavailableReason {
            pictures.append("<p class=\"note\">No SVG: \(xmlEscaped(reason))</p>")
        } else {
            pictures.append(figure("svg", "SVG", "SVG (Vellum's writer)"))
        }
        if let frames = entry.animationFrameCount {
            pictures.append(figure("animated.png", "animated PNG", "APNG (\(frames) frames a second)"))
            pictures.append(figure("animated.svg", "animated SVG", "animated SVG (SMIL)"))
        }
        if let frames = entry.appearFrameCount {
            pictures.append(
                figure(
                    "appear.png", "appear animation", "APNG of the appear animation (\(frames) frames, looping here)"))
            pictures.append(
                figure(
                    "appear.svg", "appear animation as SVG", "animated SVG of the appear animation (SMIL, looping here)"
                ))
        }
        var pdf = ""
        if let reason = entry.pdfUnavailableReason, section.includesPDF {
            pdf = "<p class=\"note\">No PDF: \(xmlEscaped(reason))</p>\n"
        } else if section.writesPDF(for: entry) {
            pdf = "<p><a href=\"\(dir)/\(name).pdf\">PDF</a> (\(width) × \(height) pt)</p>\n"
        }
        return """
            <section id="\(name)">
            <h3>\(title)</h3>
            <p>\(xmlEscaped(entry.caption))</p>
            <div class="pictures">
            \(pictures.joined(separator: "\n"))
            </div>
            \(pdf)<pre><code class="language-swift">\(xmlEscaped(try entry.snippet()))</code></pre>
            </section>

            """
    }
}
