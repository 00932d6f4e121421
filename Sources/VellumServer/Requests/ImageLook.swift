import Foundation
import Vellum
import VellumJobs

/// What every image route shares: scale, background, theme, alt text, caching, and a lossy
/// PNG palette.
struct ImageLook: Sendable {
    static let parameters = ["scale", "background", "theme", "alt", "cacheSeconds", "colors"]

    var scale: Double
    var background: ParsedColor?
    /// "light", "dark" or "auto" (the SVG follows the viewer's preference).
    var theme = "light"
    var alt: String
    var cacheSeconds: Int?
    /// A PNG of at most this many colours, chosen by libimagequant (`colors=2…256`); nil:
    /// the exact PNG.
    var paletteColors: Int?

    /// A look with only a scale and alt text (a job's): no background, light, not cached,
    /// an exact PNG.
    init(scale: Double, alt: String) {
        self.scale = scale
        self.alt = alt
    }

    init(query: inout Query, size: ImageSize?, defaultAlt: String) throws {
        scale = try query.number("scale", in: 1...4) ?? 1
        background = try query.color("background")
        theme = try query.choice("theme", ["light", "dark", "auto"]) ?? "light"
        alt = try query.text("alt") ?? defaultAlt
        cacheSeconds = try query.integer("cacheSeconds", in: 0...31_536_000)
        paletteColors = try query.integer("colors", in: 2...256)
        if let size { try Self.checkPixels(size, scale: scale) }
    }

    /// Refuses sizes past 4,096 pixels a side or 16 megapixels.
    static func checkPixels(_ size: ImageSize, scale: Double) throws {
        let width = size.width * scale, height = size.height * scale
        guard size.width > 0, size.height > 0 else {
            throw ServerError.invalidParameter(name: "size", reason: "must be positive")
        }
        guard width <= 4_096, height <= 4_096, width * height <= 16_777_216 else {
            throw ServerError.invalidParameter(
                name: "size", reason: "at most 4096 pixels a side and 16 megapixels (size × scale)")
        }
    }

    var key: String {
        [
            "x=\(scale)", "g=\(background?.text ?? "")", "h=\(theme)", "alt=\(alt)",
            "q=\(paletteColors.map(String.init) ?? "")"
        ]
        .joined(separator: "\u{1F}")
    }

    func decorate(_ view: AnyView, colorScheme: ColorScheme) -> AnyView {
        let themed = view.environment(\.colorScheme, colorScheme)
        guard let background else { return AnyView(themed) }
        return AnyView(themed.background(background.color))
    }
}
