import CCairo
import CRsvg
import Foundation
import Testing
import VellumGeometry
@testable import VellumGalleryKit

/// An independent renderer agrees: librsvg, reading each gallery SVG (our `svgPathData`),
/// draws what Cairo drew from the same paths.
@Suite struct LibrsvgAgreementTests {
    struct RsvgFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// ARGB32 pixels of `svg` rendered by librsvg at `width`×`height` over white.
    static func renderWithLibrsvg(_ svg: String, width: Int32, height: Int32) throws -> [UInt32] {
        var error: UnsafeMutablePointer<GError>?
        let bytes = Array(svg.utf8)
        let handle = bytes.withUnsafeBufferPointer { buffer in
            rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else {
            defer { g_error_free(error) }
            throw RsvgFailure(description: "rsvg_handle_new_from_data: \(error.map { String(cString: $0.pointee.message) } ?? "?")")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw RsvgFailure(description: "cairo_image_surface_create")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw RsvgFailure(description: "cairo_create") }
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            defer { g_error_free(error) }
            throw RsvgFailure(description: "rsvg_handle_render_document: \(error.map { String(cString: $0.pointee.message) } ?? "?")")
        }
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw RsvgFailure(description: "cairo status \(cairo_status(cr).rawValue)")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(Int(width * height))
        for row in 0..<Int(height) {
            let rowStart = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            pixels += UnsafeBufferPointer(start: rowStart, count: Int(width))
        }
        return pixels
    }

    /// ARGB32 pixels of a PNG decoded by Cairo.
    static func decodePNG(_ url: URL) throws -> [UInt32] {
        guard let surface = cairo_image_surface_create_from_png(url.path) else {
            throw RsvgFailure(description: "cairo_image_surface_create_from_png")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else {
            throw RsvgFailure(description: "cannot decode \(url.path)")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            pixels += UnsafeBufferPointer(start: rowStart, count: width)
        }
        return pixels
    }

    @Test(arguments: GalleryEntry.geometry.map(\.name))
    func librsvgDrawsTheSVGAsCairoDrawsThePaths(_ name: String) throws {
        let entry = try #require(GalleryEntry.geometry.first { $0.name == name })
        let layers = try entry.draw()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-librsvg-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pngURL = directory.appendingPathComponent("\(name).png")
        try GalleryPNGRenderer.writePNG(layers, size: entry.size, to: pngURL)
        let cairoPixels = try Self.decodePNG(pngURL)
        let svg = GallerySVGWriter.document(for: layers, size: entry.size)
        let rsvgPixels = try Self.renderWithLibrsvg(svg, width: Int32(entry.size.width), height: Int32(entry.size.height))
        #expect(cairoPixels.count == rsvgPixels.count)
        var differing = 0
        for (a, b) in zip(cairoPixels, rsvgPixels) {
            var largest = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let channelA = Int((a >> UInt32(shift)) & 0xFF), channelB = Int((b >> UInt32(shift)) & 0xFF)
                largest = max(largest, abs(channelA - channelB))
            }
            if largest > 8 { differing += 1 }
        }
        let share = Double(differing) / Double(max(cairoPixels.count, 1))
        print("librsvg \(name): \(differing) pixels (\(String(format: "%.3f", share * 100)) %) differ by more than 8/255")
        #expect(share <= 0.005, "\(name): \(differing) pixels differ between librsvg and Cairo")
    }
}
