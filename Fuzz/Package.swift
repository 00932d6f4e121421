// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Vellum. Built by Fuzz/run.sh (or `make fuzz`) with
// `-sanitize=fuzzer,address` passed to every module, so the library code is instrumented
// too; see the README's "Fuzzing" section. Each target feeds the fuzzer's bytes to the same
// generator and check as the deterministic pass in Tests/VellumFuzzPassTests.
let package = Package(
    name: "VellumFuzz",
    dependencies: [.package(name: "Vellum", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzPathData", dependencies: ["FuzzDriver", .product(name: "VellumFuzzKit", package: "Vellum")]),
        .executableTarget(name: "FuzzHexColour", dependencies: ["FuzzDriver", .product(name: "VellumFuzzKit", package: "Vellum")]),
        .executableTarget(name: "FuzzJobLine", dependencies: ["FuzzDriver", .product(name: "VellumFuzzKit", package: "Vellum")]),
        .executableTarget(name: "FuzzDrawing", dependencies: ["FuzzDriver", .product(name: "VellumFuzzKit", package: "Vellum"), .product(name: "Vellum", package: "Vellum")]),
    ]
)
