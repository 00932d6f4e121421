import Foundation
import SnapshotTesting
import Testing
import Vellum
import VellumTesting
import XCTest

/// What a user snapshots: a small badge.
struct Badge: View {
    var count: Int
    var body: some View {
        ZStack {
            Circle().fill(.red)
            Text("\(count)").font(.system(size: 18, weight: .bold)).foregroundStyle(.white)
        }
        .frame(width: 32, height: 32)
    }
}

@Suite struct ImageComparisonTests {
    func image(_ pixels: [UInt32], width: Int = 2) -> RasterImage {
        RasterImage(width: width, height: pixels.count / width, pixels: pixels)
    }

    @Test func identicalImagesMatch() {
        let a = image([0xFF00_0000, 0xFFFF_FFFF, 0, 0x8080_0000])
        let result = ImageComparison().compare(expected: a, actual: a)
        #expect(result.matches && result.differingPixels == 0 && result.largestChannelDifference == 0)
    }

    @Test func toleranceAndShare() {
        let a = image([0xFF10_2030, 0xFF10_2030, 0xFF10_2030, 0xFF10_2030])
        let b = image([0xFF1A_2030, 0xFF10_2030, 0xFF10_2030, 0xFF10_2030]) // red +10 in one pixel
        #expect(!ImageComparison().compare(expected: a, actual: b).matches)
        #expect(ImageComparison(pixelTolerance: 10).compare(expected: a, actual: b).matches)
        let shared = ImageComparison(pixelTolerance: 9, maximumDifferingShare: 0.25).compare(expected: a, actual: b)
        #expect(shared.matches && shared.differingPixels == 1 && shared.largestChannelDifference == 10)
        #expect(shared.summary.contains("1 of 4 pixels (25.000 %)"))
    }

    @Test func perceptualToleranceUsesCIEDE2000() {
        let black = image([0xFF00_0000, 0xFF00_0000]), white = image([0xFFFF_FFFF, 0xFFFF_FFFF])
        let result = ImageComparison().compare(expected: black, actual: white)
        #expect(abs(result.largestDeltaE - 100) < 0.01, "\(result.largestDeltaE)")
        // A one-level change in mid grey is far below a just-noticeable difference.
        let grey = image([0xFF80_8080, 0xFF80_8080]), nearly = image([0xFF81_8080, 0xFF80_8080])
        #expect(ImageComparison(perceptualTolerance: 1).compare(expected: grey, actual: nearly).matches)
        #expect(
            ImageComparison(precision: 1, perceptualPrecision: 0.99).compare(expected: grey, actual: nearly).matches)
        #expect(!ImageComparison(precision: 1, perceptualPrecision: 1).compare(expected: grey, actual: nearly).matches)
    }

    @Test func sizesMustAgree() {
        let result = ImageComparison(maximumDifferingShare: 1).compare(
            expected: image([0, 0]), actual: image([0, 0, 0, 0]))
        #expect(!result.matches && result.summary.hasPrefix("size differs"))
    }

    @Test func pngRoundTripsThroughVellumsEncoderAndCairosDecoder() throws {
        let original = try ImageRenderer(content: Badge(count: 7)).image()
        #expect(try RasterImage(pngData: original.pngData()) == original)
        #expect(throws: RenderError.self) { _ = try RasterImage(pngData: Data("not a png".utf8)) }
    }
}

@Suite struct SnapshotStrategyTests {
    /// The strategies as users call them, against references committed in __Snapshots__.
    @Test func badgeAsPNGAndSVG() {
        assertSnapshot(of: Badge(count: 3), as: .png)
        assertSnapshot(of: Badge(count: 3), as: .svg)
        assertSnapshot(of: Badge(count: 3), as: .png(precision: 0.99, pixelTolerance: 8, scale: 2), named: "2x")
    }

    /// A mismatch says how many pixels differ; the vellum diff tool writes the actual and diff
    /// images next to the reference; record mode writes a new reference.
    @Test func failuresExplainThemselvesAndLeaveImages() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorded = verifySnapshot(
            of: Badge(count: 3), as: .png, named: "badge", record: .all,
            snapshotDirectory: directory.path, testName: "failures")
        #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "nil")")
        let reference = directory.appendingPathComponent("failures.badge.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(
            verifySnapshot(
                of: Badge(count: 3), as: .png, named: "badge", record: .never,
                snapshotDirectory: directory.path, testName: "failures") == nil)
        let message = withSnapshotTesting(diffTool: .vellum) {
            verifySnapshot(
                of: Badge(count: 4), as: .png, named: "badge", record: .never,
                snapshotDirectory: directory.path, testName: "failures")
        }
        let failure = try #require(message)
        #expect(failure.contains("pixels") && failure.contains("differ") && failure.contains("ΔE00"), "\(failure)")
        #expect(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("failures.badge.actual.png").path))
        let diff = try RasterImage(
            pngData: Data(contentsOf: directory.appendingPathComponent("failures.badge.diff.png")))
        #expect(
            diff.width == 32 && diff.pixels.contains { ($0 >> 16) & 0xFF >= 128 && ($0 >> 8) & 0xFF == 0 },
            "red marks where the digit changed")
        // Loose enough tolerances accept the change.
        #expect(
            verifySnapshot(
                of: Badge(count: 4), as: .png(precision: 0.8, pixelTolerance: 255), named: "badge",
                record: .never, snapshotDirectory: directory.path, testName: "failures") == nil)
    }

    @Test func svgFailuresAreLineDiffs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(
            of: Badge(count: 3), as: .svg, named: "badge", record: .all, snapshotDirectory: directory.path,
            testName: "svg")
        let failure = try #require(
            verifySnapshot(
                of: Badge(count: 4), as: .svg, named: "badge", record: .never,
                snapshotDirectory: directory.path, testName: "svg"))
        #expect(failure.contains("−") || failure.contains("-"), "\(failure)")
        let svg = try String(contentsOf: directory.appendingPathComponent("svg.badge.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns") && svg.split(separator: "\n").count > 2)
    }
}

/// The same strategies under XCTest.
final class VellumSnapshotXCTests: XCTestCase {
    func testBadgeUnderXCTest() {
        assertSnapshot(of: Badge(count: 9), as: .png)
        assertSnapshot(of: Badge(count: 9), as: .svg)
    }
}
