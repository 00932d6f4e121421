/// The gallery's `index.html`: geometry (every entry's PNG and SVG side by side), then each
/// rendered section (every entry's PNG beside its SVG, and a link to its PDF), each entry with
/// its title, caption and the Swift snippet that drew it. All text is HTML-escaped.
public enum GalleryIndexPage {
    /// The page for `entries` (files in `directory`) and the rendered `sections` (files in a
    /// folder named after each section's id), relative to the page.
    ///
    /// - Parameters:
    ///   - entries: The geometry entries, in page order.
    ///   - sections: The rendered sections, in page order. Default: none.
    ///   - directory: Where the geometry `<name>.png` and `<name>.svg` are, relative to the
    ///     page. Default: `geometry`.
    ///
    /// ```swift
    /// let html = GalleryIndexPage.html(for: GalleryEntry.geometry, sections: RenderedGallerySection.all)
    /// ```
    public static func html(for entries: [GalleryEntry], sections: [RenderedGallerySection] = [],
                            directory: String = "geometry") -> String {
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
            <p>\((["<a href=\"#geometry\">Geometry</a>"] + sections.map { "<a href=\"#\(xmlEscaped($0.id))\">\(xmlEscaped($0.title))</a>" }).joined(separator: " · "))</p>
            <h2 id="geometry">Geometry</h2>
            <p>Every picture is only geometry: paths built with Vellum’s SwiftUI-style <code>Path</code> API, \
            strokes turned into outlines with <code>strokedPath(_:)</code>, and every layer filled. \
            The PNG is drawn by cairo, the SVG is written from <code>svgPathData</code>; the two should look the same.</p>

            """
        for entry in entries {
            let name = xmlEscaped(entry.name)
            let width = Int(entry.size.width.rounded(.up)), height = Int(entry.size.height.rounded(.up))
            let dir = xmlEscaped(directory)
            html += """
                <section id="\(name)">
                <h3>\(xmlEscaped(entry.title))</h3>
                <p>\(xmlEscaped(entry.caption))</p>
                <div class="pictures">
                <figure><img src="\(dir)/\(name).png" width="\(width)" height="\(height)" alt="\(xmlEscaped(entry.title)), PNG"><figcaption>PNG (cairo)</figcaption></figure>
                <figure><img src="\(dir)/\(name).svg" width="\(width)" height="\(height)" alt="\(xmlEscaped(entry.title)), SVG"><figcaption>SVG</figcaption></figure>
                </div>
                <pre><code class="language-swift">\(xmlEscaped(entry.snippet))</code></pre>
                </section>

                """
        }
        for section in sections { html += renderedSection(section) }
        html += "</body>\n</html>\n"
        return html
    }

    /// A rendered section: a heading, what it shows, and one `<section>` per entry.
    private static func renderedSection(_ section: RenderedGallerySection) -> String {
        let entries = section.entries
        guard !entries.isEmpty else { return "" }
        var html = """
            <h2 id="\(xmlEscaped(section.id))">\(xmlEscaped(section.title))</h2>
            <p>\(section.introduction)</p>

            """
        let directory = section.id
        let dir = xmlEscaped(directory)
        for entry in entries {
            let name = xmlEscaped(entry.name), title = xmlEscaped(entry.title)
            let width = Int(entry.size.width.rounded(.up)), height = Int(entry.size.height.rounded(.up))
            let scale = entry.scale == 1 ? "" : ", scale \(Int(entry.scale))"
            let pixels = "\(Int((entry.size.width * entry.scale).rounded(.up)))×\(Int((entry.size.height * entry.scale).rounded(.up))) px"
            let svg: String
            if let reason = entry.svgUnavailableReason {
                svg = "<p class=\"note\">No SVG: \(xmlEscaped(reason))</p>"
            } else {
                svg = "<figure><img src=\"\(dir)/\(name).svg\" width=\"\(width)\" height=\"\(height)\" alt=\"\(title), SVG\"><figcaption>SVG (Vellum's writer)</figcaption></figure>"
            }
            var animated = ""
            if let frames = entry.animationFrameCount {
                animated = "\n<figure><img src=\"\(dir)/\(name).animated.png\" width=\"\(width)\" height=\"\(height)\" alt=\"\(title), animated PNG\"><figcaption>APNG (\(frames) frames a second)</figcaption></figure>"
                    + "\n<figure><img src=\"\(dir)/\(name).animated.svg\" width=\"\(width)\" height=\"\(height)\" alt=\"\(title), animated SVG\"><figcaption>animated SVG (SMIL)</figcaption></figure>"
            }
            let pdf: String
            if let reason = entry.pdfUnavailableReason {
                pdf = "<p class=\"note\">No PDF: \(xmlEscaped(reason))</p>"
            } else {
                pdf = "<p><a href=\"\(dir)/\(name).pdf\">PDF</a> (\(width) × \(height) pt)</p>"
            }
            html += """
                <section id="\(name)">
                <h3>\(title)</h3>
                <p>\(xmlEscaped(entry.caption))</p>
                <div class="pictures">
                <figure><img src="\(dir)/\(name).png" width="\(width)" height="\(height)" alt="\(title), PNG"><figcaption>PNG (ImageRenderer, \(pixels)\(scale))</figcaption></figure>
                \(svg)\(animated)
                </div>
                \(pdf)
                <pre><code class="language-swift">\(xmlEscaped(entry.snippet))</code></pre>
                </section>

                """
        }
        return html
    }
}
