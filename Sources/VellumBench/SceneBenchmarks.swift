import CCairo
import Foundation
import Vellum
@_spi(Benchmarks) import VellumCairo
import VellumReferenceScenes

// The five reference scenes of shared/reference-scenes.md (issue 3, "Numbers"): drawn
// through Canvas/GraphicsContext and ImageRenderer, next to the same drawing written
// directly against Cairo's C API, in two modes (draw only; draw + PNG to memory), and our
// PNG encoder's three settings next to Cairo's writer (libpng).

/// One timed C image: create the surface and context, draw, run `encode`, destroy.
func cImage(_ scene: ReferenceScene, _ encode: (OpaquePointer) -> Int) -> Int {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 256, 256) else { return 0 }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return 0 }
    scene.drawWithCairo(cr)
    precondition(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "cairo failed drawing \(scene.name)")
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return encode(surface)
}

/// Collects what `cairo_surface_write_to_png_stream` writes.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// Cairo's own PNG of `surface`, in memory.
func cairoPNG(_ surface: OpaquePointer) -> Int {
    let sink = ByteSink()
    let status = cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
            Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    precondition(status == CAIRO_STATUS_SUCCESS, "cairo's PNG writer failed")
    return sink.bytes.count
}

private let sceneSize = ProposedViewSize(CGSize(width: 256, height: 256))

/// One timed Vellum image: record the view, render, optionally encode, free.
func vellumImage(_ scene: ReferenceScene, png compression: PNGCompression?) -> Int {
    let renderer = ImageRenderer(content: scene.view())
    renderer.proposedSize = sceneSize
    do {
        if let compression { return try renderer.pngData(compression: compression).count }
        return try CairoRenderer.withPixels(renderer.drawing) { pixels, _, _, _ in Int(pixels.load(as: UInt8.self)) }
    } catch {
        fatalError("rendering \(scene.name) failed: \(error)")
    }
}

/// `VELLUM_PROFILE=<scene>` spins on drawing one scene, for a profiler.
func profileScene(_ name: String) {
    guard let scene = ReferenceScene.all.first(where: { $0.name == name }) else { return }
    var sum = 0
    let recordOnly = ProcessInfo.processInfo.environment["VELLUM_PROFILE_RECORD"] != nil
    for _ in 0..<(recordOnly ? 2_000_000 : 200_000) {
        sum &+=
            recordOnly
            ? ViewRenderer.drawing(of: scene.view(), proposal: sceneSize).items.count
            : vellumImage(scene, png: nil)
    }
    print(sum)
}

/// `VELLUM_SPLIT=1`: the Vellum draw-only time split into recording and playback.
func splitSceneCosts() {
    for scene in ReferenceScene.all {
        let record = medianMicroseconds(callsPerBlock: 400) {
            ViewRenderer.drawing(of: scene.view(), proposal: sceneSize).items.count
        }
        let drawing = ViewRenderer.drawing(of: scene.view(), proposal: sceneSize)
        let play = medianMicroseconds(callsPerBlock: 400) {
            (try? CairoRenderer.withPixels(drawing) { pixels, _, _, _ in Int(pixels.load(as: UInt8.self)) }) ?? 0
        }
        print(scene.name, String(format: "record %.2f µs, play %.2f µs", record, play))
    }
}

func runSceneBenchmarks() {
    print("")
    print(
        "Reference scenes, 256x256 (µs per image: create, draw, [encode], destroy; draw: C and Vellum in 15 alternating"
    )
    print("blocks, medians and the median per-block ratio; PNG: median of 9 blocks)")
    print(
        "scene            C draw  Vellum draw  ratio |  C+libpng  bytes | Vellum+PNG  bytes  speed-up  bytes x | fast bytes  smallest bytes"
    )
    for scene in ReferenceScene.all {
        let calls = 40
        let (cDraw, ourDraw, drawRatio) = pairedMedianMicroseconds(
            callsPerBlock: calls,
            reference: { cImage(scene) { _ in 1 } },
            candidate: { vellumImage(scene, png: nil) })
        let cPNG = medianMicroseconds(callsPerBlock: calls) { cImage(scene, cairoPNG) }
        let cBytes = cImage(scene, cairoPNG)
        let ourPNG = medianMicroseconds(callsPerBlock: calls) { vellumImage(scene, png: .default) }
        let ourBytes = vellumImage(scene, png: .default)
        let fastBytes = vellumImage(scene, png: .fast), smallestBytes = vellumImage(scene, png: .smallest)
        let name = scene.name.padding(toLength: 15, withPad: " ", startingAt: 0)
        print(
            name
                + String(
                    format: "  %6.1f  %11.1f  %5.2f | %9.0f  %5d | %10.0f  %5d  %7.2fx  %7.3f | %10d  %14d",
                    cDraw, ourDraw, drawRatio, cPNG, cBytes, ourPNG, ourBytes, cPNG / ourPNG,
                    Double(ourBytes) / Double(cBytes), fastBytes, smallestBytes))
    }
}
