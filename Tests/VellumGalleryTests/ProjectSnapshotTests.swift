import Foundation
import SnapshotTesting
import Testing
import Vellum
import VellumRsvg
import VellumTesting

@testable import VellumGalleryKit

/// Every shape, paint, view and progress style of the gallery, as PNG and as SVG, against the
/// references in Snapshots/<section>/ (re-record a deliberate change with
/// `VELLUM_RECORD_SNAPSHOTS=1 swift test --filter ProjectSnapshotTests`). PNGs allow 1/255 per
/// channel (the encoder's rounding), nothing else; SVGs must match line for line. Failures
/// write `<name>.actual.png` and `<name>.diff.png` next to the reference.
@Suite struct ProjectSnapshotTests {
    static var record: SnapshotTestingConfiguration.Record {
        ProcessInfo.processInfo.environment["VELLUM_RECORD_SNAPSHOTS"] != nil ? .all : .missing
    }

    @Test(arguments: GallerySection.all.flatMap { section in section.entries.map { "\(section.id)/\($0.name)" } })
    func matchesItsReference(_ id: String) throws {
        let parts = id.split(separator: "/").map(String.init)
        let section = try #require(GallerySection.all.first { $0.id == parts[0] })
        let entry = try #require(section.entries.first { $0.name == parts[1] })
        let directory = packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(section.id).path
        let view = AnyView(erasing: try entry.view())
        withSnapshotTesting(record: Self.record, diffTool: .vellum) {
            if let failure = verifySnapshot(
                of: view, as: .png(pixelTolerance: 1, scale: entry.scale), named: "ref",
                snapshotDirectory: directory, testName: entry.name)
            {
                Issue.record(Comment(rawValue: failure))
            }
            if entry.svgUnavailableReason == nil,
                let failure = verifySnapshot(
                    of: view, as: .svg(scale: entry.scale), named: "ref",
                    snapshotDirectory: directory, testName: entry.name)
            {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }
}
