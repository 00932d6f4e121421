import CCairo
import Foundation
import VellumCairo
import VellumCore
import VellumGeometry

// Raster operations Cairo 1.16 lacks (issue 3): the conic fill of scene S5 and the shadow
// blur, on a plain 256×256 ARGB32 buffer, next to S5 drawn in C with Cairo's 40-patch mesh
// (1,692 µs per image in shared/reference-scenes.md). Times are thread CPU time: this
// machine is shared and wall-clock medians move with the load.

/// Like `medianMicroseconds`, but in this thread's CPU time, which other processes on a busy
/// machine do not inflate (cache sharing still can).
func medianCPUMicroseconds(blocks: Int = 9, callsPerBlock: Int, _ body: () -> Int) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }
    var checksum = 0
    for _ in 0..<max(1, callsPerBlock / 4) { checksum &+= body() }
    var samples: [Double] = []
    for _ in 0..<blocks {
        let start = now()
        for _ in 0..<callsPerBlock { checksum &+= body() }
        samples.append((now() - start) / Double(callsPerBlock))
    }
    if checksum == 42 { print("", terminator: "") }
    samples.sort()
    return samples[samples.count / 2]
}

/// S5 drawn directly with Cairo's C API as shared/reference-scenes.md specifies: white
/// background, then the r = 110 disc filled with a 40-patch mesh (9° pie slices, R = 114).
func cairoConicS5(_ gradient: ResolvedGradient) -> Int {
    withWhiteCairoSurface { cr in
        guard let mesh = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(mesh) }
        let (cx, cy, radius) = (128.0, 128.0, 114.0)
        let step = 9.0 * .pi / 180, k = 4.0 / 3 * tan(step / 4) * radius
        for i in 0..<40 {
            let a0 = Double(i) * step, a1 = a0 + step
            let c0 = gradient.color(at: Double(i) / 40), c1 = gradient.color(at: Double(i + 1) / 40)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a0), cy + radius * sin(a0))
            cairo_mesh_pattern_curve_to(
                mesh, cx + radius * cos(a0) - k * sin(a0), cy + radius * sin(a0) + k * cos(a0),
                cx + radius * cos(a1) + k * sin(a1), cy + radius * sin(a1) - k * cos(a1),
                cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_arc(cr, cx, cy, 110, 0, 2 * .pi)
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}

/// Times the raster operations and prints them in the same table format as the geometry
/// benchmarks.
func runRasterBenchmarks() {
    func hex(_ value: UInt32) -> RGBAColor {
        RGBAColor(
            red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }
    let s5 = ResolvedGradient(stops: [
        .init(location: 0, color: hex(0xFF3B30)), .init(location: 0.2, color: hex(0xFFCC00)),
        .init(location: 0.4, color: hex(0x34C759)), .init(location: 0.6, color: hex(0x007AFF)),
        .init(location: 0.8, color: hex(0xAF52DE)), .init(location: 1, color: hex(0xFF3B30))
    ])
    let side = 256, stride = side * 4
    let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * side, alignment: 16)
    defer { memory.deallocate() }
    memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * side)
    let pixels = PixelBuffer(base: memory, width: side, height: side, stride: stride)!
    let center = CGPoint(x: 128, y: 128)
    let checksum = { Int(pixels[200, 77] & 0xFF) }

    var results: [Measurement] = []
    // A row timing `work` on `pixels`, each call followed by the checksum.
    func measure(_ name: String, calls: Int, note: String, _ work: () -> Void) {
        results.append(
            Measurement(
                name: name,
                microsecondsPerCall: medianCPUMicroseconds(callsPerBlock: calls) {
                    work()
                    return checksum()
                }, note: note))
    }
    let cairoMesh = medianCPUMicroseconds(callsPerBlock: 20) { cairoConicS5(s5) }
    results.append(
        Measurement(
            name: "C: cairo S5 image, 40-patch mesh", microsecondsPerCall: cairoMesh,
            note: "surface + white + mesh disc; reference-scenes.md quotes 1,692"))
    let conicIdentity = medianCPUMicroseconds(callsPerBlock: 50) {
        ConicGradientRasterizer(gradient: s5, center: center, startAngle: .zero).fill(pixels)
        return checksum()
    }
    results.append(
        Measurement(
            name: "conic fill S5 256×256 (table + fill)", microsecondsPerCall: conicIdentity,
            note: String(format: "%.2fx the C mesh image in this run", conicIdentity / cairoMesh)))
    let prepared = ConicGradientRasterizer(gradient: s5, center: center, startAngle: .zero)
    measure("  of which the fill alone", calls: 50, note: "identity: axis-aligned path") { prepared.fill(pixels) }
    let rotated = ConicGradientRasterizer(
        gradient: s5, center: center, startAngle: .zero,
        transform: CGAffineTransform(translationX: 128, y: 128).rotated(by: 0.7)
            .translatedBy(x: -128, y: -128))
    measure("  fill alone, rotated transform", calls: 50, note: "general affine path") { rotated.fill(pixels) }
    let steep = ResolvedGradient(stops: [
        .init(location: 0.5, color: hex(0x000000)),
        .init(location: 0.5001, color: hex(0xFFFFFF))
    ])
    let exact = ConicGradientRasterizer(gradient: steep, center: center, startAngle: .zero)
    measure(
        "  fill alone, exact per pixel (steep ramp)", calls: 10,
        note: "atan2 + color(at:) at every pixel, table \(exact.usesTable ? "used" : "not used")"
    ) { exact.fill(pixels) }

    // Blur a disc-shaped layer so the work is realistic (the cost does not depend on content).
    ConicGradientRasterizer(gradient: s5, center: center, startAngle: .zero).fill(pixels)
    measure("Gaussian blur 256×256 σ = 5", calls: 20, note: "three box blurs of 9 per direction") {
        GaussianBlur.blur(pixels, sigma: 5)
    }
    measure("Gaussian blur 256×256 σ = 1.5", calls: 20, note: "exact 13-tap kernel") {
        GaussianBlur.blur(pixels, sigma: 1.5)
    }
    let layer = UnsafeMutableRawPointer.allocate(byteCount: stride * side, alignment: 16)
    defer { layer.deallocate() }
    layer.initializeMemory(as: UInt32.self, repeating: 0x80C0_8040, count: side * side)
    let source = PixelBuffer(base: layer, width: side, height: side, stride: stride)!
    measure("plusDarker 256×256", calls: 50, note: "exact integer formula") {
        PixelCompositor.plusDarker(source: source, destination: pixels)
    }

    printMeasurements(results, title: "\nVellum raster operations (median of 9 blocks, µs of thread CPU time per call)")
}
