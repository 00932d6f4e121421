/// The gallery's `index.html`: two sections, geometry (every entry's PNG and SVG side by
/// side) and rendering (every entry's PNG and a link to its PDF), each entry with its title,
/// caption and the Swift snippet that drew it. All text is HTML-escaped.
public enum GalleryIndexPage {
    /// The page for `entries` and `rendering`, whose files sit in `directory` and
    /// `renderingDirectory` relative to the page.
    ///
    /// - Parameters:
    ///   - entries: The geometry entries, in page order.
    ///   - rendering: The rendering entries, in page order. Default: none.
    ///   - directory: Where the geometry `<name>.png` and `<name>.svg` are, relative to the
    ///     page. Default: `geometry`.
    ///   - renderingDirectory: Where the rendering `<name>.png` and `<name>.pdf` are.
    ///     Default: `rendering`.
    ///
    /// ```swift
    /// let html = GalleryIndexPage.html(for: GalleryEntry.geometry, rendering: RenderedGalleryEntry.rendering)
    /// ```
    public static func html(for entries: [GalleryEntry], rendering: [RenderedGalleryEntry] = [],
                            directory: String = "geometry", renderingDirectory: String = "rendering") -> String {
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
            <p><a href="#geometry">Geometry</a> · <a href="#rendering">Rendering</a></p>
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
        html += renderingSection(rendering, directory: renderingDirectory)
        html += "</body>\n</html>\n"
        return html
    }

    /// The rendering section: a heading, what it shows, and one `<section>` per entry.
    private static func renderingSection(_ entries: [RenderedGalleryEntry], directory: String) -> String {
        guard !entries.isEmpty else { return "" }
        var html = """
            <h2 id="rendering">Rendering</h2>
            <p>Every picture is a view as a SwiftUI user writes it: a <code>Canvas</code> drawing \
            with <code>GraphicsContext</code> (gradients, blend modes, shadows, clips, layers), \
            sized with <code>.frame(width:height:)</code> and rendered by <code>ImageRenderer</code> \
            through cairo to PNG and PDF, and by Vellum's own SVG writer from the same recorded \
            drawing. The PNG and the SVG sit side by side: your browser draws the SVG.</p>

            """
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
                \(svg)
                </div>
                \(pdf)
                <pre><code class="language-swift">\(xmlEscaped(entry.snippet))</code></pre>
                </section>

                """
        }
        return html
    }
}
