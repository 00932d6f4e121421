import Foundation
import SnapshotTesting
import Vellum

extension Snapshotting where Value: View, Format == Data {
    /// A PNG snapshot of a view, rendered by Vellum's `ImageRenderer` and compared with
    /// Vellum's ``ImageComparison`` — on Linux, where swift-snapshot-testing's own image
    /// strategies do not exist.
    ///
    /// - Parameters:
    ///   - precision: Share of pixels that must match (1: all). Default: 1.
    ///   - perceptualPrecision: How close a pixel's colour must be (1: exact; 0.98 allows
    ///     ΔE₀₀ 2, about a just-noticeable difference). Default: 1.
    ///   - pixelTolerance: Per-channel difference (0…255) that still counts as equal. Default: 0.
    ///   - scale: Pixels per point. Default: 1.
    ///   - size: The size proposed to the view; nil: its ideal size.
    ///
    /// A failure says how many pixels differ and by how much, attaches a diff image, and with
    /// ``SnapshotTestingConfiguration/DiffTool/vellum`` writes `<name>.actual.png` and
    /// `<name>.diff.png` next to the reference.
    ///
    /// ```swift
    /// assertSnapshot(of: Badge(count: 3), as: .png)
    /// assertSnapshot(of: ring, as: .png(precision: 0.995, pixelTolerance: 8, scale: 2))
    /// ```
    public static func png(
        precision: Float = 1, perceptualPrecision: Float = 1, pixelTolerance: Int = 0,
        scale: CGFloat = 1, size: CGSize? = nil
    ) -> Snapshotting {
        let comparison = ImageComparison(
            precision: precision, perceptualPrecision: perceptualPrecision, pixelTolerance: pixelTolerance)
        return Snapshotting(pathExtension: "png", diffing: .vellumImage(comparison)) { view in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            if let size { renderer.proposedSize = ProposedViewSize(size) }
            do {
                return try renderer.pngData()
            } catch {
                // The failure message shows the error instead of an image.
                return Data("vellum render error: \(error)".utf8)
            }
        }
    }

    /// ``png(precision:perceptualPrecision:pixelTolerance:scale:size:)`` with exact matching.
    public static var png: Snapshotting { .png() }
}

extension Snapshotting where Value: View, Format == String {
    /// An SVG snapshot of a view from Vellum's SVG writer, diffed line by line (one element
    /// per line, so a failure points at the element that changed).
    ///
    /// ```swift
    /// assertSnapshot(of: Badge(count: 3), as: .svg)
    /// ```
    public static func svg(scale: CGFloat = 1, size: CGSize? = nil, options: SVGOptions = SVGOptions()) -> Snapshotting
    {
        SimplySnapshotting.lines.pullback { (view: Value) in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            renderer.svgOptions = options
            if let size { renderer.proposedSize = ProposedViewSize(size) }
            do {
                return SVGLines.split(try renderer.svgString())
            } catch {
                return "vellum render error: \(error)\n"
            }
        }.withPathExtension("svg")
    }

    /// ``svg(scale:size:options:)`` with the defaults.
    public static var svg: Snapshotting { .svg() }
}

extension Snapshotting {
    func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}

/// Our SVG has no newlines; one element per line makes line diffs readable. The split is
/// reversible (only whitespace between `>` and `<` is added), and the file stays valid SVG.
enum SVGLines {
    static func split(_ svg: String) -> String {
        svg.replacingOccurrences(of: "><", with: ">\n<")
    }
}

extension Diffing where Value == Data {
    /// PNG data compared as pixels with `comparison`.
    static func vellumImage(_ comparison: ImageComparison) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let expectedImage: RasterImage, actualImage: RasterImage
            do {
                expectedImage = try RasterImage(pngData: reference)
            } catch {
                return ("the reference is not a PNG Vellum can read: \(error)", [])
            }
            do {
                actualImage = try RasterImage(pngData: actual)
            } catch {
                return (String(decoding: actual.prefix(500), as: UTF8.self), [])
            }
            let result = comparison.compare(expected: expectedImage, actual: actualImage)
            guard !result.matches else { return nil }
            var attachments: [DiffAttachment] = [.data(actual, name: "actual.png")]
            if let diff = try? result.diffImage?.pngData() { attachments.append(.data(diff, name: "diff.png")) }
            return ("Images differ: \(result.summary).", attachments)
        }
    }
}

extension SnapshotTestingConfiguration.DiffTool {
    /// Writes `<reference>.actual.png` and `<reference>.diff.png` next to a failing PNG
    /// reference (the diff fades matching pixels and marks differing ones red), and names them.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: .vellum) {
    ///     assertSnapshot(of: Badge(count: 3), as: .png)
    /// }
    /// ```
    public static let vellum = Self { reference, failed in
        let referenceURL = URL(fileURLWithPath: reference), failedURL = URL(fileURLWithPath: failed)
        let stem = referenceURL.deletingPathExtension()
        let actualURL = stem.appendingPathExtension("actual").appendingPathExtension(referenceURL.pathExtension)
        var lines: [String] = []
        do {
            try? FileManager.default.removeItem(at: actualURL)
            try FileManager.default.copyItem(at: failedURL, to: actualURL)
            lines.append("actual:    \(actualURL.path)")
            if referenceURL.pathExtension == "png" {
                let expected = try RasterImage(pngData: Data(contentsOf: referenceURL))
                let actual = try RasterImage(pngData: Data(contentsOf: failedURL))
                if let diff = ImageComparison().compare(expected: expected, actual: actual).diffImage {
                    let diffURL = stem.appendingPathExtension("diff").appendingPathExtension("png")
                    try diff.pngData().write(to: diffURL)
                    lines.append("diff:      \(diffURL.path)")
                }
            }
        } catch {
            lines.append("(could not write the actual and diff images: \(error))")
        }
        return (["reference: \(reference)"] + lines).joined(separator: "\n")
    }
}
