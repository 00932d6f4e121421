import CCairo
import Foundation
import VellumCairo
import VellumGeometry

if let count = ProcessInfo.processInfo.environment["VELLUM_SOAK"].flatMap({ Int($0) }) {
    runSoak(count: count)
    exit(0)
}
if let tasks = ProcessInfo.processInfo.environment["VELLUM_CONCURRENT"].flatMap({ Int($0) }) {
    runConcurrentThroughput(tasks: tasks)
    exit(0)
}
/// Benchmark groups run instead of the default set when their variable is set.
let groups: [(variable: String, run: () -> Void)] = [
    ("VELLUM_USER_PROCESS", runUserProcessBenchmarks),
    ("VELLUM_C_SCENES", printCSceneNumbers),
    ("VELLUM_PROGRESS_SPLIT", splitProgressCosts),
    ("VELLUM_PROGRESS", runProgressBenchmarks),
    ("VELLUM_SPLIT", splitSceneCosts),
    (
        "VELLUM_SCENES",
        {
            runSceneBenchmarks(); runSVGBenchmarks()
        }
    ),
    ("VELLUM_SVG_SPLIT", splitSVGCosts),
    ("VELLUM_TEXT_MEMORY", measureFontMapMemory),
    ("VELLUM_TEXT", runTextBenchmarks),
    ("VELLUM_SVG", runSVGBenchmarks),
    ("VELLUM_SET_OPERATIONS", runSetOperationBenchmarks),
    ("VELLUM_BAD_INPUT", runBadInputBenchmarks),
    ("VELLUM_DASH_SCALING", runDashScalingBenchmarks)
]
if let group = groups.first(where: { ProcessInfo.processInfo.environment[$0.variable] != nil }) {
    group.run()
    exit(0)
}
if let scene = ProcessInfo.processInfo.environment["VELLUM_PROFILE"] {
    profileScene(scene)
    exit(0)
}
if let output = ProcessInfo.processInfo.environment["VELLUM_PROFILE_PROGRESS"] {
    profileProgressRing(output)
    exit(0)
}
if let scene = ProcessInfo.processInfo.environment["VELLUM_PROFILE_SVG"] {
    profileSVGScene(scene)
    exit(0)
}

// Path geometry benchmarks (issue 2). Run with `make bench`, in release mode.

let center = CGPoint(x: 128, y: 128)

/// S3 of shared/reference-scenes.md: the dashed ring.
let dashedRing = Path { p in
    p.addArc(center: center, radius: 88, startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
}
let dashedStyle = StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10)
let circle = Path(ellipseIn: CGRect(x: 28, y: 28, width: 200, height: 200))

/// A deterministic 10,000-command SVG path: lines, cubics, quadratics and arcs, half of
/// them relative.
func tenThousandCommands() -> String {
    var text = "M10 10"
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: (state >> 33) % 200) - 100
    }
    for index in 1..<10_000 {
        switch index % 5 {
        case 0: text += " L\(next()) \(next())"
        case 1: text += " c\(next()) \(next()) \(next()) \(next()) \(next()) \(next())"
        case 2: text += " Q\(next()) \(next()) \(next()) \(next())"
        case 3: text += " a25 15 30 0 1 \(next()) \(next())"
        default: text += " h\(next()).5"
        }
    }
    return text
}

/// 1,000 cubic curves wandering over the canvas.
func thousandCurves() -> Path {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    for index in 0..<1_000 {
        let t = Double(index)
        path.addCurve(
            to: CGPoint(x: 128 + 100 * sin(t * 0.37), y: 128 + 100 * cos(t * 0.23)),
            control1: CGPoint(x: 128 + 140 * sin(t * 0.91), y: 128 + 90 * cos(t * 1.3)),
            control2: CGPoint(x: 128 + 80 * cos(t * 0.5), y: 128 + 150 * sin(t * 0.71)))
    }
    return path
}

/// Fills `path` on a fresh 256×256 surface, or strokes it with cairo's own stroker.
func cairoDraw(_ draw: (OpaquePointer) -> Void) -> Int {
    withWhiteCairoSurface { cr in
        cairo_set_source_rgb(cr, 1, 59.0 / 255, 48.0 / 255)
        draw(cr)
    }
}

/// Runs `draw` on a fresh white 256×256 surface; returns a byte of the result, so the
/// work cannot be optimised away.
func withWhiteCairoSurface(_ draw: (OpaquePointer) -> Void) -> Int {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 256, 256) else { return 0 }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return 0 }
    defer { cairo_destroy(cr) }
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    draw(cr)
    cairo_surface_flush(surface)
    precondition(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "cairo failed in a benchmark")
    return Int(cairo_image_surface_get_data(surface)![128 * 1024 + 512])
}

let svgText = tenThousandCommands()
let curves = thousandCurves()
let parsed = try Path(svgPathData: svgText)
var parsedCount = 0
parsed.forEach { _ in parsedCount += 1 }
let outline = dashedRing.strokedPath(dashedStyle)
var outlineCount = 0
outline.forEach { _ in outlineCount += 1 }

var results: [Measurement] = []
results.append(
    Measurement(
        name: "trimmedPath(from: 0.1, to: 0.85) of a circle",
        microsecondsPerCall: medianMicroseconds(callsPerBlock: 2_000) {
            circle.trimmedPath(from: 0.1, to: 0.85).isEmpty ? 0 : 1
        }, note: "4 cubics, exact arc length and de Casteljau splits"))
results.append(
    Measurement(
        name: "strokedPath of the dashed ring (S3)",
        microsecondsPerCall: medianMicroseconds(callsPerBlock: 200) {
            dashedRing.strokedPath(dashedStyle).isEmpty ? 0 : 1
        }, note: "42 dashes -> \(outlineCount) elements"))
results.append(
    Measurement(
        name: "Path(svgPathData:) of 10,000 commands",
        microsecondsPerCall: medianMicroseconds(callsPerBlock: 20) {
            ((try? Path(svgPathData: svgText)) ?? Path()).isEmpty ? 0 : 1
        }, note: "\(svgText.utf8.count) bytes -> \(parsedCount) elements (arcs become cubics)"))
results.append(
    Measurement(
        name: "svgPathData of that path",
        microsecondsPerCall: medianMicroseconds(callsPerBlock: 20) { parsed.svgPathData.utf8.count },
        note: "shortest round-tripping numbers"))
results.append(
    Measurement(
        name: "boundingRect of 1,000 cubics",
        microsecondsPerCall: medianMicroseconds(callsPerBlock: 2_000) {
            Int(curves.boundingRect.width)
        }, note: "tight: curve extrema"))
results.append(
    Measurement(
        name: "contains(_:) on 1,000 cubics",
        microsecondsPerCall: medianMicroseconds(callsPerBlock: 2_000) {
            curves.contains(CGPoint(x: 128.5, y: 127.5)) ? 1 : 0
        }, note: "exact winding number"))
// Context for the raster issue: cairo's own dashed stroke against filling our outline.
let cairoStroke = medianMicroseconds(callsPerBlock: 200) {
    cairoDraw { cr in
        CairoPath.set(dashedRing, on: cr)
        cairo_set_line_width(cr, 40)
        cairo_set_dash(cr, [5, 3], 2, 10)
        cairo_stroke(cr)
    }
}
results.append(
    Measurement(
        name: "cairo_stroke of S3 (C stroker + raster)", microsecondsPerCall: cairoStroke,
        note: "the floor for drawing S3"))
let ourFill = medianMicroseconds(callsPerBlock: 200) {
    cairoDraw { cr in
        CairoPath.set(dashedRing.strokedPath(dashedStyle), on: cr)
        cairo_fill(cr)
    }
}
results.append(
    Measurement(
        name: "strokedPath + cairo_fill of S3", microsecondsPerCall: ourFill,
        note: String(format: "%.2fx cairo_stroke", ourFill / cairoStroke)))

printMeasurements(results, title: "Vellum path geometry benchmarks (median of 9 blocks, µs per call)")

runRasterBenchmarks()
runSceneBenchmarks()
runSVGBenchmarks()
runTextBenchmarks()
runProgressBenchmarks()
