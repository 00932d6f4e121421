import CCairo
import Foundation
import Vellum
import VellumReferenceScenes

// SVG of the five reference scenes: our writer (the whole ImageRenderer call: record the
// view, write the document, UTF-8 data) next to Cairo's own SVG surface writing to a memory
// stream, timed in alternating blocks. Targets: at most half of Cairo's bytes, at least 2x
// faster, and no embedded raster image (Cairo embeds a PNG for the conic mesh).

/// Collects what Cairo's SVG surface writes.
private final class SVGSink {
    var bytes: [UInt8] = []
}

/// Cairo's SVG of `scene`, 256x256 points, written to memory; every Cairo status is checked.
/// Cairo names the document's group `surfaceN` after a process-wide surface counter, so the
/// byte count depends (by a few bytes) on how many surfaces were made before.
func cairoSVG(_ scene: ReferenceScene) -> [UInt8] {
    let sink = SVGSink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let surface = cairo_svg_surface_create_for_stream(
        { closure, data, length in
            Unmanaged<SVGSink>.fromOpaque(closure!).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, closure, 256, 256)
    precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cairo could not create an SVG surface")
    let cr = cairo_create(surface)
    precondition(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "cairo could not create a context on the SVG surface")
    scene.drawWithCairo(cr!)
    precondition(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "cairo failed drawing \(scene.name) as SVG")
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cairo failed writing the SVG of \(scene.name)")
    cairo_surface_destroy(surface)
    // `sink` must outlive the surface: the stream writes through an unretained pointer.
    return withExtendedLifetime(sink) { sink.bytes }
}

private let svgSceneSize = ProposedViewSize(CGSize(width: 256, height: 256))

/// Our SVG of `scene`: the whole ImageRenderer call a user makes.
func vellumSVG(_ scene: ReferenceScene) -> Data {
    let renderer = ImageRenderer(content: scene.view())
    renderer.proposedSize = svgSceneSize
    do {
        return try renderer.svgData()
    } catch {
        fatalError("writing the SVG of \(scene.name) failed: \(error)")
    }
}

/// Whether `bytes` embed a raster image (an `<image` element).
private func embedsImage<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    let needle = Array("<image".utf8)
    let haystack = Array(bytes)
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
}

/// Enough calls per timed block for about `target` seconds of the slower of the two, so the
/// conic scene (milliseconds in Cairo) and the tiny ones (microseconds) both get blocks long
/// enough to time and short enough to alternate often.
private func callsPerBlock(target: Double = 0.01, _ bodies: [() -> Int]) -> Int {
    let clock = ContinuousClock()
    var slowest = 0.0
    for body in bodies {
        var checksum = 0
        let start = clock.now
        for _ in 0..<3 { checksum &+= body() }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        if checksum == 42 { print("", terminator: "") }
        slowest = max(slowest, seconds / 3)
    }
    return max(2, min(2_000, Int(target / max(slowest, 1e-9))))
}

/// `VELLUM_PROFILE_SVG=<scene>` spins on our SVG of one scene, for a profiler;
/// `VELLUM_PROFILE_SVG_CAIRO=1` spins on Cairo's instead.
func profileSVGScene(_ name: String) {
    guard let scene = ReferenceScene.all.first(where: { $0.name == name }) else {
        print("no scene named \(name); one of", ReferenceScene.all.map({ $0.name }).joined(separator: ", "))
        return
    }
    let cairo = ProcessInfo.processInfo.environment["VELLUM_PROFILE_SVG_CAIRO"] != nil
    let iterations = Int(ProcessInfo.processInfo.environment["VELLUM_PROFILE_ITERATIONS"] ?? "") ?? 200_000
    var sum = 0
    for _ in 0..<iterations {
        sum &+= cairo ? cairoSVG(scene).count : vellumSVG(scene).count
    }
    print(sum)
}

/// `VELLUM_SVG_SPLIT=1`: our SVG time split into recording the view and writing the
/// recorded drawing, next to the whole ImageRenderer call (median of 9 blocks each).
func splitSVGCosts() {
    print(
        "scene            whole µs  record µs  write µs (SVGWriter.svgData of the recorded drawing)  of which preparing"
    )
    for scene in ReferenceScene.all {
        let whole = medianMicroseconds(callsPerBlock: 400) { vellumSVG(scene).count }
        let record = medianMicroseconds(callsPerBlock: 400) {
            ViewRenderer.drawing(of: scene.view(), proposal: svgSceneSize).items.count
        }
        let drawing = ViewRenderer.drawing(of: scene.view(), proposal: svgSceneSize)
        let write = medianMicroseconds(callsPerBlock: 400) {
            ((try? SVGWriter.svgData(drawing)) ?? Data()).count
        }
        let prepare = medianMicroseconds(callsPerBlock: 400) {
            drawing.prepared(for: .svg(size: drawing.size, animates: false)).items.count
        }
        let name = scene.name.padding(toLength: 15, withPad: " ", startingAt: 0)
        print(name + String(format: "  %8.2f  %9.2f  %8.2f  %8.2f", whole, record, write, prepare))
    }
}

/// `VELLUM_SVG_OUT=<directory>` also writes both SVGs of every scene there
/// (`<scene>.cairo.svg`, `<scene>.vellum.svg`), to look at what was measured.
private func writeSVGs(of scene: ReferenceScene, cairo: [UInt8], vellum: Data) {
    guard let directory = ProcessInfo.processInfo.environment["VELLUM_SVG_OUT"] else { return }
    let base = URL(fileURLWithPath: directory, isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try Data(cairo).write(to: base.appendingPathComponent(scene.name + ".cairo.svg"))
        try vellum.write(to: base.appendingPathComponent(scene.name + ".vellum.svg"))
    } catch {
        fatalError("writing the SVGs of \(scene.name) to \(directory) failed: \(error)")
    }
}

func runSVGBenchmarks() {
    print("")
    print("Reference scenes as SVG, 256x256 (µs per document: Cairo's SVG surface to a memory stream, and")
    print("ImageRenderer.svgData(); 15 alternating blocks, medians; speed-up is the median per-block Cairo/Vellum")
    print("time with the lowest and highest block pair in brackets; bytes x is Vellum/Cairo.")
    print("Targets: bytes x <= 0.5, speed-up >= 2, no <image> in ours. Cairo's bytes include an id surfaceN that")
    print("counts every surface this process made, so they move by a few bytes between modes)")
    print(
        "scene            Cairo SVG µs  Cairo bytes | Vellum SVG µs  Vellum bytes | speed-up  [  min -   max]   bytes x | <image> Cairo/Vellum"
    )
    for scene in ReferenceScene.all {
        let reference = { cairoSVG(scene).count }
        let candidate = { vellumSVG(scene).count }
        let calls = callsPerBlock([reference, candidate])
        let pairs = pairedBlockMicroseconds(callsPerBlock: calls, reference: reference, candidate: candidate)
        let cairoTime = median(pairs.map({ $0.reference })), ourTime = median(pairs.map({ $0.candidate }))
        let speedUps = pairs.map { $0.reference / $0.candidate }.sorted()
        let cairoBytes = cairoSVG(scene), ourBytes = vellumSVG(scene)
        writeSVGs(of: scene, cairo: cairoBytes, vellum: ourBytes)
        let cairoImage = embedsImage(cairoBytes), ourImage = embedsImage(ourBytes)
        let ratio = Double(ourBytes.count) / Double(cairoBytes.count)
        let speedUp = median(speedUps)
        var misses: [String] = []
        if ratio > 0.5 { misses.append("bytes") }
        if speedUp < 2 { misses.append("speed") }
        if ourImage { misses.append("IMAGE") }
        let name = scene.name.padding(toLength: 15, withPad: " ", startingAt: 0)
        let images = (cairoImage ? "yes" : " no") + "/" + (ourImage ? "yes" : "no")
        print(
            name
                + String(
                    format: "  %12.1f  %11d | %13.1f  %12d | %7.2fx  [%6.2f-%6.2f]  %8.3f | ",
                    cairoTime, cairoBytes.count, ourTime, ourBytes.count, speedUp, speedUps.first!,
                    speedUps.last!, ratio)
                + images + (misses.isEmpty ? "" : "   misses: " + misses.joined(separator: ", ")))
    }
}
