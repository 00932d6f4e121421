// swift-tools-version:6.0
// A user's package written as for Apple platforms, with `import SwiftUI` swapped for
// `import Vellum` and `import Combine` kept: it must compile and render against this checkout.
// Not part of Vellum's own build; scripts/check-combine-fixture.sh builds and runs it.
import Foundation
import PackageDescription

// A local dependency's identity is its folder's name, whatever the clone is called.
let vellumFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "CombineUser",
    dependencies: [.package(path: vellumFolder.path)],
    targets: [
        .executableTarget(
            name: "CombineUser",
            dependencies: [.product(name: "Vellum", package: vellumFolder.lastPathComponent)])
    ]
)
