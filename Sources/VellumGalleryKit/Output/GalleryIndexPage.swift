/// The gallery's `index.html`: every entry's title, caption, PNG and SVG side by side, and
/// the Swift snippet that drew it. All text is HTML-escaped.
public enum GalleryIndexPage {
    /// The page for `entries`, whose files sit in `directory` relative to the page.
    ///
    /// - Parameters:
    ///   - entries: The entries, in page order.
    ///   - directory: Where `<name>.png` and `<name>.svg` are, relative to the page.
    ///     Default: `geometry`.
    ///
    /// ```swift
    /// let html = GalleryIndexPage.html(for: GalleryEntry.geometry)
    /// ```
    public static func html(for entries: [GalleryEntry], directory: String = "geometry") -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Vellum gallery: geometry</title>
            <style>
            body { font: 15px/1.5 system-ui, sans-serif; max-width: 760px; margin: 2em auto; padding: 0 1em; color: #1c1c1e; }
            section { border-top: 1px solid #e5e5ea; padding: 1em 0; }
            .pictures { display: flex; gap: 16px; flex-wrap: wrap; }
            figure { margin: 0; }
            figcaption { font-size: 12px; color: #8e8e93; text-align: center; }
            img { border: 1px solid #e5e5ea; display: block; }
            pre { background: #f2f2f7; padding: 0.75em 1em; overflow-x: auto; font-size: 13px; }
            </style>
            </head>
            <body>
            <h1>Vellum gallery: geometry</h1>
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
                <h2>\(xmlEscaped(entry.title))</h2>
                <p>\(xmlEscaped(entry.caption))</p>
                <div class="pictures">
                <figure><img src="\(dir)/\(name).png" width="\(width)" height="\(height)" alt="\(xmlEscaped(entry.title)), PNG"><figcaption>PNG (cairo)</figcaption></figure>
                <figure><img src="\(dir)/\(name).svg" width="\(width)" height="\(height)" alt="\(xmlEscaped(entry.title)), SVG"><figcaption>SVG</figcaption></figure>
                </div>
                <pre><code class="language-swift">\(xmlEscaped(entry.snippet))</code></pre>
                </section>

                """
        }
        html += "</body>\n</html>\n"
        return html
    }
}
