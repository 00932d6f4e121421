import Foundation
import VellumGeometry

/// Writes a gallery drawing as a minimal SVG document: a white background and one `<path>`
/// per layer, with the path's ``Path/svgPathData`` as `d`.
///
/// The same drawing gives the same bytes: numbers come from `svgPathData`, which prints
/// them at a fixed precision, and nothing depends on the locale or the clock.
public enum GallerySVGWriter {
    /// The SVG document for `layers` on a canvas of `size` pixels.
    ///
    /// - Parameters:
    ///   - layers: Filled in order over the white background.
    ///   - size: The canvas; `width`, `height` and the view box, in user units.
    ///
    /// ```swift
    /// let svg = GallerySVGWriter.document(for: try GalleryEntry.dashedRing.draw(),
    ///                                     size: GalleryEntry.dashedRing.size)
    /// ```
    public static func document(for layers: [GalleryLayer], size: CGSize) -> String {
        let width = number(size.width), height = number(size.height)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)">

            """
        svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#FFFFFF\"/>\n"
        for layer in layers {
            let rule = layer.style.isEOFilled ? "evenodd" : "nonzero"
            svg += "<path d=\"\(xmlEscaped(layer.path.svgPathData))\" fill=\"\(layer.color.hex)\" "
                + "fill-rule=\"\(rule)\"/>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// A canvas dimension: whole numbers without a fraction, others as Swift prints them.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
