import Foundation
import Testing
import Vellum
import VellumCommandLine
import VellumFuzzKit
import VellumTestSupport

/// A fill whose device bounds come out non-finite (an input the fuzzers crashed on, kept as
/// its smallest form).
@Suite("Fills with non-finite device bounds")
struct NonFiniteDeviceBoundsTests {
    /// Huge coordinates under a huge transform: the device bounds of a conic gradient's fill
    /// came out NaN (inf − inf) and Foundation's `CGRect.intersection` trapped on them.
    @Test("Conic gradient under a transform that maps the path's bounds to NaN")
    func conicGradientWithNaNDeviceBounds() throws {
        let view = Canvas { context, _ in
            context.concatenate(CGAffineTransform(a: 1e300, b: 0, c: 1e300, d: 1, tx: 0, ty: 0))
            let path = Path(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
            context.fill(path, with: .conicGradient(Gradient(colors: [.red, .blue]), center: .zero))
        }.frame(width: 32, height: 32)
        let renderer = ImageRenderer(content: view)
        _ = try renderer.pngData()
        _ = try renderer.svgString()
    }
}

/// The libFuzzer findings kept in `Fuzz/findings/<target>/`, replayed as the fuzzer ran
/// them: each must now pass the target's checks, within a time bound.
@Suite("Fuzz findings replayed")
struct FuzzFindingsTests {
    static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/findings").standardizedFileURL

    /// Findings that still cost more than a few seconds in a debug build once fixed, and why;
    /// every other one is bounded by 5 s. The bounds are the replaying thread's processor time
    /// (`threadSeconds`), which tests running beside it do not inflate as they did the wall
    /// clock; they catch the pathologies (minutes) again.
    static let slowFindings: [String: TimeInterval] = [
        // A dashed stroke 1e300 wide: all 80,000 dashes (under the 100,000 cap) reach the
        // image, so all are cut and stroked, for PNG and SVG: 5.5 s debug, 0.5 s release.
        // The far-line halving that made it take 175 s debug is gone (finding 10).
        "timeout-99780fbf6fca8d499807863aed92dc8f0dce73da": 30,
        // Random curves 0.0025 across that cross themselves, beside a copy moved by 1e-9:
        // the crossing search on nearly coincident pieces (55 % of the time) runs in the fine
        // graph, the every-edge check and at 8 times the snap distance, and only then does
        // snap rounding settle them (union and intersection): 4–4.5 s debug with a fuzzer on
        // the other core, 74 ms a union in release (docs/performance.md).
        "crash-b24e08b8225e16d4bee6a17276c8a68c08b6f5c6": 20,
        "crash-fdd481b2b02e2d3b7beb8573a4bc7f71d955d1f4": 20
    ]

    /// Runs `check` on `file`'s finding, records what it throws, and expects it to take less
    /// than `bound` seconds of this thread's processor time.
    static func replay(_ file: URL, within bound: Double, _ check: () throws -> Void) {
        let elapsed = threadSeconds {
            do { try check() } catch {
                Issue.record("\(file.lastPathComponent): \(String(describing: error).prefix(300))")
            }
        }
        #expect(elapsed < bound, "\(file.lastPathComponent) took \(elapsed) s")
    }

    static func files(_ target: String) -> [URL] {
        let directory = findings.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test("Drawing findings: crashes in Cairo, SVGs XML readers refuse, timeouts")
    func drawingFindings() throws {
        let files = Self.files("drawing")
        #expect(files.count >= 5)
        for file in files {
            var choices = ByteChoices(Array(try Data(contentsOf: file)))
            let drawing = FuzzDrawing(&choices, maximumCommands: 12)
            Self.replay(file, within: Self.slowFindings[file.lastPathComponent] ?? 5) {
                try FuzzChecks.render(drawing, description: file.lastPathComponent)
            }
        }
    }
}

extension FuzzFindingsTests {
    @Test("Image findings: a name that is not UTF-8 (Foundation's XMLParser trapped)")
    func imageFindings() throws {
        let files = Self.files("image-data")
        #expect(files.count >= 1)
        for file in files {
            let data = try Data(contentsOf: file)
            Self.replay(file, within: 5) { try FuzzChecks.imageData(data) }
        }
    }
}

extension FuzzFindingsTests {
    @Test("Set-operation findings: a path with no area, a flat cubic at uneven speed, a near copy of tiny cubics")
    func setOperationFindings() throws {
        let files = Self.files("set-operations")
        #expect(files.count >= 2)
        for file in files {
            var choices = ByteChoices(Array(try Data(contentsOf: file)))
            let input = FuzzSetOperationInput(&choices)
            Self.replay(file, within: Self.slowFindings[file.lastPathComponent] ?? 5) {
                try FuzzChecks.setOperations(input)
            }
        }
    }
}

/// Batch output names that leave the directory once a combining mark follows a `/`: as Swift
/// `Character`s the mark and the slash are one, so String checks saw no `/` and no `..`
/// (the job-line fuzzer's check tripped over the same thing).
@Suite("Batch output names, byte by byte")
struct BatchOutputNameBytesTests {
    @Test(
        "A combining mark after a slash does not hide an absolute path or a .. component",
        arguments: [
            "/\u{301}tmp/escape.png", "../\u{301}escape.png", "a/../\u{301}../escape.png",
            "~\u{301}/escape.png", "/\u{20DD}"
        ])
    func escapesAreRefused(_ name: String) {
        #expect(throws: CommandLineError.self) { try BatchJob.checkOutputName(name) }
    }

    @Test("Names with marks and dots that stay inside are accepted")
    func insideIsAccepted() throws {
        for name in ["\u{7AF}\u{FFFD}..5 .png", "a/\u{301}b.png", "..\u{301}.png", "ring..png"] {
            try BatchJob.checkOutputName(name)
        }
    }

    @Test("The job-line finding passes the fuzz check")
    func jobLineFinding() throws {
        for file in FuzzFindingsTests.files("job-line") {
            try FuzzChecks.jobLine(String(decoding: try Data(contentsOf: file), as: UTF8.self))
        }
    }
}
