// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Vellum",
    products: [
        // Users import `Vellum`, which re-exports the modules listed after it; they are listed
        // so the API-breakage check (scripts/check-api.sh) covers every public declaration.
        // `Combine` is listed so that `import Combine` resolves for users on Linux (OpenCombine).
        .library(name: "Vellum", targets: ["Vellum", "VellumGeometry", "VellumDrawing", "VellumCore", "VellumProgress", "VellumText",
                                           "VellumImageIO", "VellumPNG", "VellumCairo", "VellumSVG", "Combine"]),
        .library(name: "VellumTesting", targets: ["VellumTesting"]),
        // Swift Charts on Linux: `import VellumCharts` where Apple's code writes `import Charts`.
        .library(name: "VellumCharts", targets: ["VellumCharts"]),
        .library(name: "VellumQuantization", targets: ["VellumQuantization"]),
        .executable(name: "vellum-bench", targets: ["VellumBench"]),
        .executable(name: "vellum-gallery", targets: ["VellumGallery"]),
        .executable(name: "vellum", targets: ["VellumCLI"]),
        // Previews: `swift package render-previews --target T` writes every preview of T as a
        // PNG; VellumPreviewsPlugin, applied to a test target, lists them for
        // `assertPreviewSnapshots(vellumPreviews)`.
        .plugin(name: "RenderPreviews", targets: ["RenderPreviews"]),
        .plugin(name: "VellumPreviewsPlugin", targets: ["VellumPreviewsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `vellum serve`: the HTTP server, its logs, metrics and graceful shutdown.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The render pool's queue (`Deque`).
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // `import Combine` on Linux: publishers, subjects, `ObservableObject`, `@Published`, timers.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `make docs`: DocC documentation of the libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `#Preview` and `@Previewable` (the VellumMacros compiler plugin) and the preview
        // tools' source scanner. 602 or later: the syntax of Swift 6.2 and 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // Pure Swift geometry: no C, no rendering. Everything else stands on it.
        .target(name: "VellumGeometry"),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]
        ),
        .systemLibrary(
            name: "CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // The recorded drawing and what describes it: items, paints, the prepared drawing
        // backends play, the text-shaping and image-decoding interfaces. No views, no C: the
        // renderers depend on this and on VellumGeometry only.
        .target(name: "VellumDrawing", dependencies: ["VellumGeometry"]),
        // `import Combine` as SwiftUI code writes it: OpenCombine re-exported, with our own run
        // loop and queue schedulers, `Timer.publish` and notification publishers. Not
        // OpenCombineFoundation or OpenCombineDispatch: they drop those under
        // `#if !canImport(Combine)`, which this module makes true when they are rebuilt (docs/combine.md).
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // GraphicsContext, shapes, styles, the views and their layout, state and animation:
        // records a `Drawing` and renders nothing itself. Names no C library: text is shaped
        // through the `TextShaping` protocol, which VellumText implements. Combine for
        // `ObservableObject` and `onReceive`.
        .target(name: "VellumCore", dependencies: ["VellumGeometry", "VellumDrawing", "Combine"]),
        // ProgressView, Gauge and their styles, written on VellumCore's public API only (as a
        // user could have written them).
        .target(name: "VellumProgress", dependencies: ["VellumCore", "VellumGeometry"]),
        // Swift Charts' API (Chart, marks, scales, axes, legend) written on VellumCore's public API
        // only, as VellumProgress is; the scale and tick math is view-free (Scales/).
        .target(name: "VellumCharts", dependencies: ["VellumCore", "VellumGeometry"]),
        // Vellum's PNG and APNG encoder on libdeflate: pixels in, file bytes out. No Cairo.
        .target(name: "VellumPNG", dependencies: ["CDeflate"]),
        // The Cairo renderer: raster and PDF; PNG through VellumPNG.
        // librsvg draws SVG images as vectors into Cairo's context.
        .target(name: "VellumCairo", dependencies: ["VellumDrawing", "VellumGeometry", "VellumPNG", "CCairo", "CRsvg"]),
        // Image files to decoded pixels or checked SVG documents: gdk-pixbuf (PNG, JPEG, GIF),
        // libwebp and librsvg, behind VellumCore's `ImageDecoding`.
        .target(name: "VellumImageIO", dependencies: ["VellumDrawing", "VellumGeometry", "CGdkPixbuf", "CWebP", "CRsvg"]),
        // The SVG writer: Swift, from the same recorded drawing the Cairo renderer plays;
        // bitmaps it embeds are PNGs from VellumPNG.
        .target(name: "VellumSVG", dependencies: ["VellumDrawing", "VellumGeometry", "VellumPNG"]),
        // Snapshot strategies for users' test suites, on swift-snapshot-testing, with our own
        // image comparison (tolerances, CIEDE2000, diff images).
        .target(name: "VellumTesting", dependencies: [
            "Vellum", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // What several test targets share: an XML reader for SVGs, headless Chromium, a seeded
        // generator. Not a product.
        .target(name: "VellumTestSupport"),
        // librsvg as an independent check of the SVG writer (tests, gallery, snapshots).
        .target(name: "VellumRsvg", dependencies: ["VellumCairo", "VellumCore", "CRsvg", "CCairo"]),
        // Text shaping and measuring with Pango (HarfBuzz, fontconfig, FreeType): glyph outlines
        // as a `Path`, so the Cairo renderer and the SVG writer draw the same text.
        .target(name: "VellumText", dependencies: ["VellumDrawing", "VellumGeometry", "CPango"]),
        // The one import users write; re-exports the modules below it, and declares the
        // preview macros (so VellumCore and its tests build no swift-syntax).
        .target(name: "Vellum", dependencies: ["VellumGeometry", "VellumDrawing", "VellumCore", "VellumProgress", "VellumText", "VellumImageIO", "VellumCairo", "VellumSVG", "Combine", "VellumMacros"]),
        // `#Preview` and `@Previewable`: the compiler plugin, on swift-syntax.
        .macro(name: "VellumMacros", dependencies: [
            "VellumPreviewNaming",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // How a `#Preview` expansion is named from its file and line: shared by the macro
        // and the tools that call it.
        .target(name: "VellumPreviewNaming"),
        // The preview plugins' scanner: SwiftParser finds `#Preview` and PreviewProvider types.
        .executableTarget(name: "VellumPreviewsTool", dependencies: [
            "VellumPreviewNaming",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .plugin(name: "VellumPreviewsPlugin", capability: .buildTool(), dependencies: ["VellumPreviewsTool"]),
        .plugin(
            name: "RenderPreviews",
            capability: .command(
                intent: .custom(verb: "render-previews", description: "Renders every preview of a target to Previews/<target>/ as PNG"),
                permissions: [.writeToPackageDirectory(reason: "It writes the previews' PNG files to Previews/<target>/.")]),
            dependencies: ["VellumPreviewsTool"]),
        // Previews written as SwiftUI code writes them, for the preview tests.
        .target(name: "VellumPreviewFixtures", dependencies: ["Vellum"], path: "Tests/VellumPreviewFixtures"),
        // Lossy palette PNGs through libimagequant, which is GPL-3.0+: a product of its own, so
        // only programs that ask for it link it (NOTICE).
        .target(name: "VellumQuantization", dependencies: ["Vellum", "VellumCairo", "VellumPNG", "CImageQuant"]),
        .executableTarget(name: "VellumBench", dependencies: ["VellumGeometry", "CCairo", "VellumCairo", "VellumReferenceScenes", "VellumText", "VellumTestSupport"]),
        // The five reference scenes, through Vellum and directly through Cairo's C API.
        .target(name: "VellumReferenceScenes", dependencies: ["Vellum", "CCairo"]),
        // The gallery: views rendered by ImageRenderer to PNG, SVG and PDF, each shown with its
        // code read from the source between markers. No C module. The executable only parses --out.
        .target(name: "VellumGalleryKit", dependencies: ["Vellum", "VellumCharts"], resources: [.process("Resources")]),
        .executableTarget(name: "VellumGallery", dependencies: ["VellumGalleryKit"]),
        // The job model the command line and the server share: progress and path jobs, their
        // option types, and reading a job from JSON fields (a batch line, a POST body). No
        // ArgumentParser.
        .target(name: "VellumJobs", dependencies: ["Vellum", "VellumCharts"]),
        // The `vellum` command line: the commands live in a library so tests can run them in
        // process; the executable adds `serve` and calls `main()`.
        .target(
            name: "VellumCommandLine",
            dependencies: [
                "Vellum",
                "VellumJobs",
                "VellumGalleryKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `vellum serve`: progress images, gauges and badges over HTTP (Hummingbird 2), rendering
        // VellumJobs' jobs on a bounded pool, with caching, limits and metrics. No ArgumentParser:
        // `vellum serve`'s options are the executable's.
        .target(
            name: "VellumServer",
            dependencies: [
                "Vellum",
                "VellumQuantization",
                "VellumJobs",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        // The `vellum` executable: VellumCommandLine's commands and `serve` (ServeCommand, the
        // one command that needs the server).
        .executableTarget(name: "VellumCLI", dependencies: [
            "VellumCommandLine", "VellumServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Fuzzing, none of it a product: input generators and checks shared by the deterministic
        // fuzz pass (VellumFuzzPassTests) and the fuzz targets. `Fuzz/run.sh` builds the targets
        // for libFuzzer; a plain build replays files through the same checks.
        .target(name: "VellumFuzzKit", dependencies: ["Vellum", "VellumJobs", "VellumCommandLine", "VellumTestSupport"], path: "Sources/Fuzz/VellumFuzzKit"),
        .target(name: "FuzzDriver", path: "Sources/Fuzz/FuzzDriver"),
        .executableTarget(name: "FuzzPathData", dependencies: ["FuzzDriver", "VellumFuzzKit"], path: "Sources/Fuzz/FuzzPathData"),
        .executableTarget(name: "FuzzHexColour", dependencies: ["FuzzDriver", "VellumFuzzKit"], path: "Sources/Fuzz/FuzzHexColour"),
        .executableTarget(name: "FuzzJobLine", dependencies: ["FuzzDriver", "VellumFuzzKit"], path: "Sources/Fuzz/FuzzJobLine"),
        .executableTarget(name: "FuzzDrawing", dependencies: ["FuzzDriver", "VellumFuzzKit", "Vellum"], path: "Sources/Fuzz/FuzzDrawing"),
        .executableTarget(name: "FuzzImageData", dependencies: ["FuzzDriver", "VellumFuzzKit", "Vellum"], path: "Sources/Fuzz/FuzzImageData"),
        .executableTarget(name: "FuzzSetOperations", dependencies: ["FuzzDriver", "VellumFuzzKit"], path: "Sources/Fuzz/FuzzSetOperations"),
        .testTarget(
            name: "VellumGeometryTests",
            dependencies: [
                "VellumGeometry",
                "VellumTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Shaping numbers (widths, line heights, wrapping, truncation), outlines drawn through Cairo.
        .testTarget(name: "VellumTextTests", dependencies: ["VellumTestSupport", "VellumText", "VellumCore", "VellumGeometry", "VellumCairo", "CCairo"]),
        .testTarget(name: "VellumCoreTests", dependencies: ["VellumCore"]),
        .testTarget(name: "VellumCairoTests", dependencies: ["Vellum", "VellumCairo", "VellumPNG", "VellumQuantization", "CCairo", "VellumReferenceScenes"]),
        // Checks geometry against Cairo's own stroker and fill test, pixel by pixel.
        .testTarget(name: "VellumCairoAgreementTests", dependencies: ["VellumGeometry", "VellumCairo", "CCairo"]),
        .testTarget(name: "VellumTestingTests", dependencies: [
            "VellumTesting", "Vellum", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        // Views, layout and shapes: frames by pixels, SwiftUI's examples.
        .testTarget(name: "VellumViewTests", dependencies: ["VellumTestSupport", "Vellum", "VellumRsvg", "VellumTesting"]),
        // The SVG writer: librsvg agreement with the Cairo raster, markup, numbers.
        .testTarget(name: "VellumSVGTests", dependencies: ["VellumTestSupport", "Vellum", "VellumSVG", "VellumRsvg", "VellumReferenceScenes", "CCairo"]),
        // The `vellum` command line, end to end (the built executable as a process) and in process.
        // Depending on VellumCLI makes SwiftPM build the executable before the tests.
        .testTarget(
            name: "VellumCLITests",
            dependencies: ["VellumTestSupport", "VellumJobs", "VellumCommandLine", "VellumCLI", "Vellum", "VellumCharts"]),
        // The bad-input matrix (docs/robustness.md), concurrent renders against serial ones.
        .testTarget(name: "VellumHardeningTests", dependencies: ["VellumTestSupport", "Vellum", "VellumReferenceScenes"]),
        // Renders every gallery entry and checks the committed Gallery/ is up to date.
        .testTarget(name: "VellumGalleryTests", dependencies: [
            "VellumGalleryKit", "Vellum", "VellumRsvg", "VellumTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The HTTP server end to end: the real server on a free loopback port.
        // Depending on VellumCLI builds the executable the shutdown test starts.
        .testTarget(name: "VellumServerTests", dependencies: ["VellumServer", "VellumJobs", "VellumCLI", "VellumTestSupport", "Vellum", "VellumRsvg"]),
        // Images: decoding (and refusing) files, drawing them in every output, symbols, filters
        // on images. The fixtures are resources, found as `Image("name", bundle: .module)`.
        .testTarget(name: "VellumImageTests", dependencies: ["VellumTestSupport", "Vellum", "VellumRsvg", "CCairo"],
                    exclude: ["Images/make-fixtures.py"], resources: [.process("Images")]),
        // `#Preview`, `@Previewable` and PreviewProvider: expansions, canvases, pixels.
        .testTarget(name: "VellumPreviewTests", dependencies: [
            "VellumPreviewFixtures", "Vellum", "VellumTesting", "VellumPreviewNaming",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"], plugins: ["VellumPreviewsPlugin"]),
        // VellumCharts: nice ticks, scales, stacking, and charts measured in pixels.
        .testTarget(name: "VellumChartsTests", dependencies: ["VellumCharts", "Vellum", "VellumTestSupport"]),
        // A short deterministic fuzz pass (fixed seeds) over the readers and the renderers.
        .testTarget(name: "VellumFuzzPassTests", dependencies: ["VellumFuzzKit", "Vellum", "VellumCommandLine", "VellumTestSupport", "VellumRsvg"]),
    ]
)
