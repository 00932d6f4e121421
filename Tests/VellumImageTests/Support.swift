import CCairo
import Foundation
import Testing
import Vellum

/// The bytes of the fixture `name` (with its extension).
func fixture(_ name: String) throws -> Data {
    let url = try #require(
        Bundle.module.url(
            forResource: (name as NSString).deletingPathExtension,
            withExtension: (name as NSString).pathExtension))
    return try Data(contentsOf: url)
}

/// Renders `view` at its ideal size.
func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    return try renderer.image()
}

/// Writes `image` to /tmp/vellum-images/`name`.png when VELLUM_KEEP is set, to look at.
func keep(_ image: RasterImage, _ name: String) {
    guard ProcessInfo.processInfo.environment["VELLUM_KEEP"] != nil else { return }
    let directory = URL(fileURLWithPath: "/tmp/vellum-images")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? image.pngData().write(to: directory.appendingPathComponent("\(name).png"))
}

/// A PNG file decoded by Cairo's own reader (libpng): the independent reference for pixels.
func cairoDecodedPNG(_ data: Data) throws -> RasterImage {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-ref-\(UUID().uuidString).png")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let surface = try #require(cairo_image_surface_create_from_png(url.path))
    defer { cairo_surface_destroy(surface) }
    try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    var pixels: [UInt32] = []
    for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        pixels += UnsafeBufferPointer(start: row, count: width)
    }
    return RasterImage(width: width, height: height, pixels: pixels)
}

/// The largest difference of any channel between two straight colours.
func distance(
    _ a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8),
    _ b: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
) -> Int {
    max(
        abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)),
        abs(Int(a.alpha) - Int(b.alpha)))
}
