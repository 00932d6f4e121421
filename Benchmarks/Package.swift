// swift-tools-version:6.0
// Vellum measured as users run it: a package of its own that depends on this checkout, so
// nothing of Vellum's own build (tests, benchmarks, C references) shares its process.
// docs/performance.md says how each number in it was taken.
import Foundation
import PackageDescription

// A local dependency's identity is its folder's name, whatever the clone is called.
let vellumFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "VellumUserBench",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: vellumFolder.path)],
    targets: [
        .executableTarget(
            name: "user-bench",
            dependencies: [
                .product(name: "Vellum", package: vellumFolder.lastPathComponent),
                .product(name: "VellumCharts", package: vellumFolder.lastPathComponent),
            ])
    ]
)
