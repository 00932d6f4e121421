import Foundation
import SnapshotTesting
import Vellum

/// Snapshot-tests every preview in `previews` — usually `vellumPreviews`, which the
/// `VellumPreviewsPlugin` build plugin lists for the test target it is applied to — one PNG
/// per preview, drawn as `swift package render-previews` draws it (a device screen, a fixed
/// size or the view's own size, as its traits and `previewLayout(_:)` say) and compared as
/// ``Snapshotting/png(precision:perceptualPrecision:pixelTolerance:scale:size:)`` compares.
/// Each reference is `__Snapshots__/<test file>/<test name>.<preview name>.png`, the preview
/// named by its display name or `<File>-<line>`.
///
/// ```swift
/// // Package.swift: .testTarget(name: "BadgesTests", dependencies: ["Badges", …],
/// //                            plugins: [.plugin(name: "VellumPreviewsPlugin", package: "vellum")])
/// @Test @MainActor func previews() {
///     assertPreviewSnapshots(vellumPreviews)
/// }
/// ```
@MainActor
public func assertPreviewSnapshots(
    _ previews: [PreviewEntry],
    precision: Float = 1, perceptualPrecision: Float = 1, pixelTolerance: Int = 0, scale: CGFloat = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let comparison = ImageComparison(
        precision: precision, perceptualPrecision: perceptualPrecision, pixelTolerance: pixelTolerance)
    let strategy = Snapshotting<PreviewImage, Data>(pathExtension: "png", diffing: .vellumImage(comparison)) { image in
        MainActor.assumeIsolated {
            do {
                return try image.renderer(scale: scale).pngData()
            } catch {
                // The failure message shows the error instead of an image.
                return Data("vellum render error: \(error)".utf8)
            }
        }
    }
    for image in PreviewEntry.images(of: previews) {
        assertSnapshot(
            of: image, as: strategy, named: image.name, record: record, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}
