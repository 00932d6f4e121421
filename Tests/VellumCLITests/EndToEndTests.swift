import Foundation
import Testing
import VellumTestSupport

/// `vellum` run as a process, as a user runs it: files, standard output, exit status and
/// messages.
@Suite struct EndToEndTests {
    @Test func progressWritesAPNGOfTheFrameTimesTheScale() throws {
        let directory = try temporaryDirectory()
        let result = try vellum(
            [
                "progress", "--value", "0.42", "--style", "circular", "--size", "128x96", "--tint", "#007AFF",
                "--track", "#E5E5EA", "--label", "Upload", "--percent", "--scale", "2", "-o", "ring.png"
            ],
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let png = try Data(contentsOf: directory.appendingPathComponent("ring.png"))
        #expect(PNGHeader(png) == PNGHeader(width: 256, height: 192))
    }

    @Test func progressSVGIsWellFormedAndSaysWhatItShows() throws {
        let directory = try temporaryDirectory()
        let result = try vellum(
            [
                "progress", "--value", "42", "--total", "100", "--style", "linear", "--label", "Upload",
                "--percent", "--size", "240x40", "-o", "bar.svg"
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let parsed = ParsedSVG(try Data(contentsOf: directory.appendingPathComponent("bar.svg")))
        #expect(parsed.error == nil)
        let root = try #require(parsed.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == "240" && root.attributes["height"] == "40")
        let bar = try #require(parsed.elements.first { $0.attributes["role"] == "progressbar" })
        #expect(bar.attributes["aria-valuenow"] == "42" && bar.attributes["aria-valuemax"] == "100")
        #expect(bar.attributes["aria-label"] == "Upload")
        #expect(parsed.named("path").contains { $0["fill"] == "#007aff" }, "the default tint fills the bar")
    }

    @Test func formatFlagOverridesTheExtensionAndPDFHasAHeader() throws {
        let directory = try temporaryDirectory()
        let result = try vellum(["progress", "--value", "0.5", "--format", "pdf", "-o", "ring.out"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let pdf = try Data(contentsOf: directory.appendingPathComponent("ring.out"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf.suffix(8), as: UTF8.self).contains("%%EOF"))
    }

    @Test func dashStandsForStandardOutputAndKeepsEveryByte() throws {
        let directory = try temporaryDirectory()
        let arguments = [
            "progress", "--value", "0.3", "--style", "circular", "--percent", "--size", "64x64", "--scale", "3"
        ]
        let piped = try vellum(arguments + ["-o", "-"], in: directory)
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(PNGHeader(piped.standardOutput) == PNGHeader(width: 192, height: 192))
        let written = try vellum(arguments + ["-o", "same.png"], in: directory)
        #expect(written.status == 0)
        #expect(piped.standardOutput == (try Data(contentsOf: directory.appendingPathComponent("same.png"))))

        let svg = try vellum(["progress", "--value", "0.3", "-o", "-", "--format", "svg"])
        #expect(svg.status == 0)
        #expect(ParsedSVG(svg.standardOutput).error == nil)
        #expect(svg.outputText.hasPrefix("<svg"))
    }

    @Test func pathIsFilledThenStrokedInItsFrame() throws {
        let directory = try temporaryDirectory()
        let result = try vellum(
            [
                "path", "M10 10 C 20 20, 40 20, 50 10", "--stroke", "#000", "--line-width", "3",
                "--dash", "5,3", "--fill", "#f00", "--size", "64x64", "-o", "shape.svg"
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let parsed = ParsedSVG(try Data(contentsOf: directory.appendingPathComponent("shape.svg")))
        #expect(parsed.error == nil)
        #expect(parsed.elements.first?.attributes["viewBox"] == "0 0 64 64")
        let paths = parsed.named("path")
        #expect(paths.count == 2)
        #expect(paths.first?["fill"] == "#f00" && paths.first?["stroke"] == nil)
        #expect(paths.last?["stroke"] == "#000" && paths.last?["stroke-width"] == "3")
        #expect(paths.last?["stroke-dasharray"] == "5 3")
        #expect(paths.first?["d"] == "M10 10c10 10 30 10 40 0")
    }

    @Test func pathWithoutSizeTakesItsBoundsAndMargin() throws {
        let result = try vellum(["path", "M10 10 C 20 20, 40 20, 50 10", "--line-width", "3", "--scale", "2", "-o", "-"]
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(PNGHeader(result.standardOutput) == PNGHeader(width: 120, height: 56))
    }

    /// Bad arguments exit with argument-parser's 64 and a message naming the problem;
    /// failures while working (files) exit with 1.
    @Test(
        arguments: [
            (["progress", "--value", "0.5", "--tint", "#12345", "-o", "x.png"], 64, "not a hex colour"),
            (["progress", "--value", "nan", "-o", "x.png"], 64, "--value must be a finite number, not nan"),
            (["progress", "--value", "0.5", "--total", "0", "-o", "x.png"], 64, "--total must be a positive number"),
            (["progress", "-o", "x.png"], 64, "--value is required for --style circular"),
            (["progress", "--value", "0.5", "--size", "0x0", "-o", "x.png"], 64, "invalid image size 0.0×0.0"),
            (
                ["progress", "--value", "0.5", "--size", "100000x100000", "-o", "x.svg"], 64,
                "image of 100000.0×100000.0 pixels exceeds 16384 a side or 256 megapixels"
            ),
            (["progress", "--value", "0.5", "--size", "big", "-o", "x.png"], 64, "expected WIDTHxHEIGHT"),
            (
                ["progress", "--value", "0.5", "--style", "donut", "-o", "x.png"], 64,
                "The value 'donut' is invalid for '--style <style>'"
            ),
            (
                ["progress", "--value", "0.5", "--format", "gif", "-o", "x.png"], 64,
                "Please provide one of 'png', 'svg' or 'pdf'"
            ),
            (["progress", "--value", "0.5", "-o", "x.jpg"], 64, "cannot tell the format from 'x.jpg'"),
            (["progress", "--value", "0.5", "--scale", "0", "-o", "x.png"], 64, "--scale must be a positive number"),
            (["progress", "--style", "spinner", "--percent", "-o", "x.png"], 64, "--percent needs a value"),
            (["path", "M 10", "-o", "x.svg"], 64, "not SVG path data: expected a number at offset 4"),
            (["path", "M0 0 L10 10", "--dash", "0,0", "-o", "x.svg"], 64, "dash lengths must add up to more than zero"),
            (
                ["path", "M0 0 L10 10", "--line-width", "-1", "-o", "x.svg"], 64,
                "--line-width must be a number not below 0"
            ),
            (["shape"], 64, "Unexpected argument 'shape'"),
            (
                ["progress", "--value", "--style", "linear", "-o", "x.png"], 64,
                "The value '--style' is invalid for '--value <number>'"
            ),
            (["batch", "no-such-file.jsonl"], 1, "cannot read 'no-such-file.jsonl': No such file or directory"),
            (["progress", "--value", "0.5", "-o", "no/such/dir/x.png"], 1, "cannot write")
        ] as [([String], Int32, String)])
    func badInputExitsNonZeroWithAClearMessage(arguments: [String], status: Int32, message: String) throws {
        let directory = try temporaryDirectory()
        let result = try vellum(arguments, in: directory)
        #expect(result.status == status, "\(result.standardError)")
        #expect(result.standardError.contains("Error: "))
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing is written")
    }

    @Test func helpShowsExamplesForEveryCommand() throws {
        let root = try vellum(["--help"])
        #expect(root.status == 0)
        for command in ["progress", "path", "batch", "gallery"] {
            #expect(root.outputText.contains(command))
            let help = try vellum([command, "--help"])
            #expect(help.status == 0)
            #expect(help.outputText.contains("Examples:"), "\(command)")
            #expect(help.outputText.contains("vellum \(command)"), "\(command)")
            for line in help.outputText.split(separator: "\n") where !line.hasPrefix("USAGE:") {
                #expect(line.count <= 80, "help wraps at 80 columns: \(line)")
            }
        }
        let progress = try vellum(["help", "progress"])
        for style in ["linear", "circular", "dashed-ring", "gauge", "segmented", "spinner"] {
            #expect(progress.outputText.contains(style))
        }
    }

    @Test func batchRendersGoodLinesAndReportsBadOnesByNumber() throws {
        let directory = try temporaryDirectory()
        let lines = [
            ##"{"kind": "progress", "value": 0.42, "percent": true, "output": "ring.png", "scale": 2}"##,
            ##"{"kind": "progress", "value": 7, "total": 10, "style": "linear", "label": "Upload", "size": [240, 40], "output": "bars/upload.svg"}"##,
            "",
            ##"{"kind": "path", "data": "M10 10 C 20 20, 40 20, 50 10", "stroke": "#000", "dash": [5, 3], "lineWidth": 3, "output": "curve.pdf"}"##,
            ##"{"kind": "progress", "value": 0.5, "tint": "#zz", "output": "bad-colour.png"}"##,
            "not json",
            ##"{"kind": "progress", "value": 0.5, "size": "0x0", "output": "zero.png"}"##,
            ##"{"kind": "donut", "output": "donut.png"}"##,
            ##"{"kind": "progress", "value": 0.5, "output": "ring.png"}"##,
            ##"{"kind": "progress", "value": 0.25, "style": "spinner", "format": "svg", "output": "spinner.out"}"##
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("jobs.jsonl"))
        let result = try vellum(["batch", "jobs.jsonl", "--out", "images", "--jobs", "2"], in: directory)
        #expect(result.status == 1)
        // Bad lines only: without a terminal there is no bar (a batch over five seconds would
        // add plain "rendered n/m" lines, which are not checked here).
        let errors = result.standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix("line ") }
        #expect(!result.standardError.contains("\u{1B}"), "no terminal, no escape codes")
        #expect(
            errors == [
                "line 5: The value '#zz' is invalid for '--tint <hex>': not a hex colour: use #RGB, #RRGGBB or #RRGGBBAA",
                "line 6: not a JSON object: The given data was not valid JSON.",
                "line 7: invalid image size 0.0×0.0",
                "line 8: \"kind\" must be \"progress\" or \"path\", not \"donut\"",
                "line 9: \"output\" 'ring.png' is already written by line 1"
            ])
        let summary = result.outputText
        #expect(summary.hasPrefix("rendered 4, failed 5, "), "\(summary)")
        #expect(summary.contains(" s, ") && summary.hasSuffix(" images/s\n"))

        let images = directory.appendingPathComponent("images")
        #expect(
            PNGHeader(try Data(contentsOf: images.appendingPathComponent("ring.png")))
                == PNGHeader(width: 256, height: 256))
        #expect(ParsedSVG(try Data(contentsOf: images.appendingPathComponent("bars/upload.svg"))).error == nil)
        #expect(try Data(contentsOf: images.appendingPathComponent("curve.pdf")).starts(with: Array("%PDF-".utf8)))
        #expect(ParsedSVG(try Data(contentsOf: images.appendingPathComponent("spinner.out"))).named("svg").count == 1)
        let written = try FileManager.default.subpathsOfDirectory(atPath: images.path).sorted()
        #expect(written == ["bars", "bars/upload.svg", "curve.pdf", "ring.png", "spinner.out"])
    }

    @Test func batchOfGoodLinesExitsZeroAndReadsStandardInput() throws {
        let directory = try temporaryDirectory()
        let lines = (0..<12).map { ##"{"kind": "progress", "value": \##(Double($0) / 11), "output": "p\##($0).png"}"## }
        let result = try vellum(
            ["batch", "-", "--out", "out"], in: directory, input: Data(lines.joined(separator: "\n").utf8))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            !result.standardError.contains("line ") && !result.standardError.contains("\u{1B}"),
            "no bad lines; no terminal, so no progress bar")
        #expect(result.outputText.hasPrefix("rendered 12, failed 0, "))
        for index in 0..<12 {
            let png = try Data(contentsOf: directory.appendingPathComponent("out/p\(index).png"))
            #expect(PNGHeader(png) == PNGHeader(width: 128, height: 128))
        }
    }

    @Test func batchRefusesOutputsThatLeaveTheDirectory() throws {
        let directory = try temporaryDirectory()
        let outside = try temporaryDirectory()
        let images = directory.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        // A symbolic link inside --out that points out of it.
        try FileManager.default.createSymbolicLink(
            at: images.appendingPathComponent("link"), withDestinationURL: outside)
        let names = [
            "../escape.png", "/tmp/vellum-absolute.png", "a/../../escape.png", "~/home.png", "-", "", "link/out.png",
            "ok/fine.png"
        ]
        let lines = names.map { ##"{"kind": "progress", "value": 0.5, "format": "png", "output": "\##($0)"}"## }
        try Data(lines.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("jobs.jsonl"))
        let result = try vellum(["batch", "jobs.jsonl", "--out", "images"], in: directory)
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("line ") }
        #expect(errors.count == 7, "\(result.standardError)")
        for (index, name) in names.dropLast().enumerated() {
            let line = errors.first { $0.hasPrefix("line \(index + 1): ") }
            #expect(line?.contains("'\(name)'") == true, "\(name): \(line ?? "not reported")")
        }
        #expect(result.outputText.hasPrefix("rendered 1, failed 7, "))
        #expect(FileManager.default.fileExists(atPath: images.appendingPathComponent("ok/fine.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("escape.png").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/vellum-absolute.png"))
    }
}
