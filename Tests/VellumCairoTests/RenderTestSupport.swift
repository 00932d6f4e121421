import CCairo
import Foundation
import Testing
import Vellum
import VellumReferenceScenes

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Renders `view` at `scale` into pixels.
func render<V: View>(_ view: V, scale: CGFloat = 1, opaque: Bool = false) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.isOpaque = opaque
    return try renderer.image()
}

/// Renders with Cairo's C API on a 256×256 ARGB32 surface.
func renderWithCairo(width: Int = 256, height: Int = 256, _ draw: (OpaquePointer) -> Void) throws -> RasterImage {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
        throw RenderError.backend(operation: "cairo_image_surface_create", detail: "test")
    }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { throw RenderError.backend(operation: "cairo_create", detail: "test") }
    defer { cairo_destroy(cr) }
    draw(cr)
    cairo_surface_flush(surface)
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            pixels[y * width + x] = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
                $0.pointee
            }
        }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
}

/// How two images differ: pixels with any channel apart by more than `threshold`.
struct PixelDifference: CustomStringConvertible {
    var count = 0
    var total = 0
    var maximum = 0
    var share: Double { total == 0 ? 0 : Double(count) / Double(total) }
    var description: String {
        "\(count) of \(total) pixels (\(String(format: "%.3f", share * 100)) %) differ by more than 8/255, max \(maximum)"
    }

    init(_ a: RasterImage, _ b: RasterImage, threshold: Int = 8) {
        total = a.pixels.count
        guard a.width == b.width, a.height == b.height else { count = total; maximum = 255; return }
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            var largest = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                largest = max(largest, d)
            }
            maximum = max(maximum, largest)
            if largest > threshold { count += 1 }
        }
    }
}

/// Writes expected | diff | actual side by side as a PNG under the temp folder and returns
/// its path, for failure messages.
func writeDiffStrip(name: String, expected: RasterImage, actual: RasterImage) -> String {
    let width = expected.width, height = expected.height
    var strip = [UInt32](repeating: 0xFFFF_FFFF, count: width * 3 * height)
    for y in 0..<height {
        for x in 0..<width {
            let e = expected.pixels[y * width + x], a = actual.pixels[y * width + x]
            strip[y * width * 3 + x] = e
            strip[y * width * 3 + 2 * width + x] = a
            strip[y * width * 3 + width + x] = e == a ? 0xFFFF_FFFF : 0xFFFF_0000
        }
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-render", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("\(name).png")
    strip.withUnsafeMutableBytes { bytes in
        guard
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, Int32(width * 3), Int32(height),
                Int32(width * 3 * 4))
        else { return }
        cairo_surface_write_to_png(surface, url.path)
        cairo_surface_destroy(surface)
    }
    return url.path
}

/// Expects at most `maxShare` of pixels to differ by more than 8/255; writes a strip if not.
func expectSimilar(
    _ name: String, expected: RasterImage, actual: RasterImage, maxShare: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let difference = PixelDifference(expected, actual)
    print("render \(name): \(difference)")
    if difference.share > maxShare {
        let strip = writeDiffStrip(name: name, expected: expected, actual: actual)
        Issue.record("\(name): \(difference); expected | diff | actual: \(strip)", sourceLocation: sourceLocation)
    }
}

extension RasterImage {
    /// Straight 8-bit components at a pixel.
    func color(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let c = rgba(x: x, y: y)
        return (Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha))
    }
}

/// Expects a pixel to be within `tolerance` of an exact colour (0...1 components).
func expectPixel(
    _ image: RasterImage, _ x: Int, _ y: Int, _ exact: RGBAColor, tolerance: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let c = image.color(x, y)
    let e = (
        Int((exact.red * 255).rounded()), Int((exact.green * 255).rounded()), Int((exact.blue * 255).rounded()),
        Int((exact.opacity * 255).rounded())
    )
    let ok =
        abs(c.r - e.0) <= tolerance && abs(c.g - e.1) <= tolerance && abs(c.b - e.2) <= tolerance
        && abs(c.a - e.3) <= tolerance
    #expect(ok, "pixel (\(x), \(y)) is \(c), expected \(e)", sourceLocation: sourceLocation)
}
