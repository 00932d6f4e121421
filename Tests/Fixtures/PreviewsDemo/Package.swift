// swift-tools-version:6.0
// A small app package with previews, for Vellum's render-previews plugin (not built by
// Vellum's own package). From this directory:
//   swift package --allow-writing-to-package-directory render-previews --target DemoApp
import Foundation
import PackageDescription

// Vellum is this checkout, three directories up; a path dependency is named by its directory.
let vellum = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardizedFileURL

let package = Package(
    name: "PreviewsDemo",
    dependencies: [.package(path: vellum.path)],
    targets: [
        .executableTarget(
            name: "DemoApp", dependencies: [.product(name: "Vellum", package: vellum.lastPathComponent.lowercased())])
    ]
)
