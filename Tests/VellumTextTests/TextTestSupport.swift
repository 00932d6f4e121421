import CCairo
import Foundation
import Testing
import VellumCairo
import VellumCore
import VellumGeometry

@testable import VellumText

/// DejaVu Sans (fonts-dejavu-core, which scripts/install-deps.sh installs) at `size`.
func dejaVu(_ size: CGFloat = 17, weight: Int = 400, monospacedDigits: Bool = false) -> FontSpec {
    FontSpec(family: "DejaVu Sans", size: size, weight: weight, monospacedDigits: monospacedDigits)
}

/// Shapes through the public entry point (cache included).
func shape(
    _ text: String, _ font: FontSpec = dejaVu(), maxWidth: CGFloat? = nil,
    alignment: TextLineAlignment = .leading, lineLimit: Int? = nil
) throws -> ShapedText {
    try TextShaper.shape(
        TextLayoutRequest(
            text: text, font: font, maxWidth: maxWidth,
            alignment: alignment, lineLimit: lineLimit))
}

/// DejaVu Sans 2.37 design metrics (units per em 2048), read from the font's hhea and
/// hmtx tables with FreeType (FT_LOAD_NO_SCALE), independently of Pango and HarfBuzz.
enum DejaVuSansMetrics {
    static let unitsPerEm: CGFloat = 2048
    static let ascender: CGFloat = 1901
    static let descender: CGFloat = 483
    static let advances: [Character: CGFloat] = ["H": 1540, "e": 1260, "l": 569, "o": 1253, "…": 2048]
    static let boldAdvances: [Character: CGFloat] = ["H": 1714, "e": 1389, "l": 702, "o": 1407]

    /// The advance width of `text` (no kerning) at `size` points.
    static func width(_ text: String, size: CGFloat, bold: Bool = false) -> CGFloat {
        let table = bold ? boldAdvances : advances
        return text.reduce(0) { $0 + table[$1]! } / unitsPerEm * size
    }
}

/// An 8-bit coverage raster: an outline filled by Cairo (non-zero winding, grey
/// anti-aliasing), or anything else drawn on a Cairo context.
struct Coverage {
    let width: Int
    let height: Int
    let values: [UInt8]

    subscript(x: Int, y: Int) -> UInt8 { values[y * width + x] }

    /// `draw` on a cleared A8 surface of `width × height` pixels.
    init(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        draw(cr)
        try #require(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { values[y * width + x] = data[y * stride + x] }
        }
        self.width = width
        self.height = height
        self.values = values
    }

    /// `outline` filled, moved by `offset`.
    init(filling outline: Path, width: Int, height: Int, offset: CGPoint = .zero) throws {
        try self.init(width: width, height: height) { cr in
            cairo_translate(cr, offset.x, offset.y)
            CairoPath.set(outline, on: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }

    /// The sum of all coverage, in pixels (255 = one pixel).
    var ink: Double { values.reduce(0) { $0 + Double($1) } / 255 }
}
