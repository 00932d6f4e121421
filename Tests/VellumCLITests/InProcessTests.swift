import ArgumentParser
import Foundation
import Testing
import Vellum
import VellumCommandLine
import VellumJobs
import VellumTestSupport

/// The commands parsed and run in process: option parsing, defaults, the style mapping and
/// the batch reader and runner.
@Suite struct OptionParsingTests {
    @Test func progressOptionsBecomeAJob() throws {
        let command = try ProgressCommand.parse([
            "--value", "42", "--total", "100", "--style", "dashed-ring", "--size", "128x96", "--tint", "#FF3B30",
            "--track", "#E5E5EA", "--label", "Upload", "--percent", "--format", "svg", "--scale", "2", "-o", "-"
        ])
        let job = command.job
        #expect(job.value == 42 && job.total == 100 && job.style == .dashedRing)
        #expect(job.size == ImageSize(width: 128, height: 96))
        #expect(job.tint?.resolved == Color.red.resolved && job.track == Color(hex: "E5E5EA"))
        #expect(job.label == "Upload" && job.showsPercent)
        #expect(job.fraction == 0.42 && job.percentText == "42%")
        #expect(command.output.isStandardOutput && command.output.scale == 2)
        let imageJob = try command.imageJob()
        #expect(imageJob.format == .svg && imageJob.scale == 2)
    }

    @Test func progressDefaults() throws {
        let command = try ProgressCommand.parse(["--value", "0.5", "-o", "ring.PNG"])
        #expect(command.style == .circular && command.total == 1 && !command.percent)
        #expect(command.size == nil && command.tint == nil && command.track == nil && command.label == nil)
        #expect(try command.output.resolvedFormat() == .png)
        #expect(command.output.scale == 1)
        #expect(command.job.frame == (128, 128) as (Double, Double?) || command.job.frame.height == 128)
        #expect(ProgressJob.defaultSize(for: .linear).height == nil)
        #expect(ProgressJob.defaultSize(for: .linear).width == 240)
        let spinner = try ProgressCommand.parse(["--style", "spinner", "-o", "-"])
        #expect(spinner.job.fraction == nil)
        #expect(try spinner.output.resolvedFormat() == .png, "standard output defaults to PNG")
    }

    @Test func valuesOutsideTheRangeClampAsInSwiftUI() throws {
        #expect(try ProgressCommand.parse(["--value", "1.7", "-o", "a.png"]).job.percentText == "100%")
        #expect(try ProgressCommand.parse(["--value=-3", "-o", "a.png"]).job.percentText == "0%")
        #expect(try ProgressCommand.parse(["--value", "0.005", "-o", "a.png"]).job.percentText == "1%")
    }

    @Test(
        arguments: [
            (["--value", "nan", "-o", "a.png"], "--value must be a finite number, not nan"),
            (["--value", "inf", "-o", "a.png"], "--value must be a finite number, not inf"),
            (["--value", "0.5", "--total", "-1", "-o", "a.png"], "--total must be a positive number, not -1.0"),
            (
                ["--value", "0.5", "--tint", "blue", "-o", "a.png"],
                "The value 'blue' is invalid for '--tint <hex>': not a hex colour: use #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (["--value", "0.5", "--track", "#GGG", "-o", "a.png"], "The value '#GGG' is invalid for '--track <hex>'"),
            (["--value", "0.5", "--size", "0x0", "-o", "a.png"], "invalid image size 0.0×0.0"),
            (
                ["--value", "0.5", "--size", "9000x9000", "--scale", "2", "-o", "a.png"],
                "image of 18000.0×18000.0 pixels exceeds 16384 a side or 256 megapixels"
            ),
            (["--value", "0.5", "--size", "12x", "-o", "a.png"], "expected WIDTHxHEIGHT in points, such as 128x128"),
            (["--value", "0.5", "-o", "a.gif"], "cannot tell the format from 'a.gif'"),
            (["--value", "0.5", "--scale", "nan", "-o", "a.png"], "--scale must be a positive number, not nan"),
            (["--value", "0.5"], "Missing expected argument '--output <file>'")
        ] as [([String], String)])
    func progressRefusesBadOptions(arguments: [String], message: String) {
        #expect {
            _ = try ProgressCommand.parse(arguments)
        } throws: { error in
            ProgressCommand.message(for: error).contains(message)
                && ProgressCommand.exitCode(for: error) == .validationFailure
        }
    }

    @Test func aPDFIsCheckedAtScaleOne() throws {
        // 9000 points at scale 2 is too many pixels, but a PDF has no pixels to scale.
        #expect(throws: Never.self) {
            try ProgressCommand.parse(["--value", "0.5", "--size", "9000x9000", "--scale", "2", "-o", "a.pdf"])
        }
    }

    @Test func pathOptionsAndDefaults() throws {
        let command = try PathCommand.parse([
            "M10 10 C 20 20, 40 20, 50 10", "--line-width", "3", "--dash", "5, 3", "-o", "c.svg"
        ])
        let job = command.job
        #expect(job.path.svgPathData == "M10 10c10 10 30 10 40 0")
        #expect(job.stroke == .black && job.fill == nil, "with neither colour the path is stroked in black")
        #expect(job.lineWidth == 3 && job.dash?.lengths == [5, 3])
        #expect(job.size == ImageSize(width: 60, height: 28))

        let filled = try PathCommand.parse(["M0 0 H10 V10 Z", "--fill", "#f00", "-o", "c.svg"]).job
        #expect(filled.fill == Color(hex: "#f00") && filled.stroke == nil, "only --fill: no stroke")
        #expect(filled.size == ImageSize(width: 10, height: 10))
        let outlined = try PathCommand.parse(["M0 0 H10 V10 Z", "--fill", "#f00", "--line-width", "2", "-o", "c.svg"])
            .job
        #expect(outlined.stroke == .black)
        #expect(outlined.size == ImageSize(width: 11, height: 11), "half the line width of margin")
    }

    @Test func valueParsers() throws {
        #expect(try ImageSize(parsing: "128x64") == ImageSize(width: 128, height: 64))
        #expect(try ImageSize(parsing: "12.5X3") == ImageSize(width: 12.5, height: 3))
        #expect(try ImageSize(parsing: "20×10") == ImageSize(width: 20, height: 10))
        #expect(ImageSize(width: 128, height: 64).description == "128x64")
        for bad in ["", "128", "x", "1x2x3", "nanxnan", "infx1", "0x1fx2", "a×b"] {
            #expect(throws: JobError.self, "\(bad)") { try ImageSize(parsing: bad) }
        }
        #expect(try DashPattern(parsing: "5,3").lengths == [5, 3])
        #expect(try DashPattern(parsing: "4 2 1").lengths == [4, 2, 1])
        for bad in ["", "0", "0,0", "-1,2", "a", "inf,1"] {
            #expect(throws: JobError.self, "\(bad)") { try DashPattern(parsing: bad) }
        }
        #expect(try ColorArgument.parse("#007AFF").resolved == Color.blue.resolved)
        #expect(try ColorArgument.parse("fff") == .white)
        #expect(throws: JobError.self) { try ColorArgument.parse("#12345") }
        #expect(OutputFormat(fileName: "a/b.SVG") == .svg)
        #expect(OutputFormat(fileName: "a.b/c") == nil)
        #expect(OutputFormat(fileName: "png") == nil)
    }

    @Test func rootCommandDispatchesToSubcommands() throws {
        #expect(try VellumCommand.parseAsRoot(["progress", "--value", "1", "-o", "a.png"]) is ProgressCommand)
        #expect(try VellumCommand.parseAsRoot(["path", "M0 0", "-o", "a.png"]) is PathCommand)
        let batch = try #require(try VellumCommand.parseAsRoot(["batch", "jobs.jsonl", "--jobs", "3"]) as? BatchCommand)
        #expect(batch.file == "jobs.jsonl" && batch.out == "." && batch.concurrency == 3)
        let defaultBatch = try BatchCommand.parse(["jobs.jsonl"])
        #expect(defaultBatch.concurrency == ProcessInfo.processInfo.activeProcessorCount)
        #expect(throws: (any Error).self) { try BatchCommand.parse(["jobs.jsonl", "--jobs", "0"]) }
        let gallery = try #require(try VellumCommand.parseAsRoot(["gallery"]) as? GalleryCommand)
        #expect(gallery.out == "Gallery")
    }
}

@Suite struct InProcessRenderingTests {
    /// Every style renders, framed as asked, in every format.
    @Test(arguments: ProgressStyleName.allCases)
    func everyStyleRendersInItsFrame(style: ProgressStyleName) throws {
        var job = ProgressJob(value: style.isDeterminate ? 0.42 : nil, style: style)
        job.size = ImageSize(width: 100, height: 60)
        job.label = "Upload"
        job.showsPercent = style.isDeterminate
        job.tint = .green
        let png = try ImageJob(content: .progress(job), format: .png, scale: 2).render()
        #expect(PNGHeader(png) == PNGHeader(width: 200, height: 120))
        let svg = try ImageJob(content: .progress(job), format: .svg).render()
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil)
        #expect(parsed.elements.first?.attributes["viewBox"] == "0 0 100 60")
        #expect(parsed.elements.contains { $0.attributes["role"] == "progressbar" })
        let pdf = try ImageJob(content: .progress(job), format: .pdf).render()
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
    }

    /// The styles that draw a track of your colour take --track and --tint; the spinner
    /// turns with --phase.
    @Test func trackTintAndPhaseReachTheStyles() throws {
        for style in [ProgressStyleName.dashedRing, .gauge, .segmented] {
            var job = ProgressJob(value: 0.25, style: style)
            job.tint = Color(red: 1, green: 0, blue: 0)
            job.track = Color(red: 0, green: 1, blue: 0)
            let image = try ImageRenderer(content: progressView(for: job)).image()
            let colours = Set(image.pixels.map { $0 & 0xFFFF_FFFF })
            #expect(
                colours.contains(0xFFFF_0000) && colours.contains(0xFF00_FF00), "\(style): red fill and green track")
        }
        var first = ProgressJob(value: nil, style: .spinner), turned = first
        turned.phase = 0.125
        first.phase = 0
        #expect(
            try ImageRenderer(content: progressView(for: first)).image()
                != ImageRenderer(content: progressView(for: turned)).image())
    }

    @Test func percentIsTextInTheRingAndUnderTheBar() throws {
        for style in [ProgressStyleName.circular, .linear] {
            var job = ProgressJob(value: 0.42, style: style)
            job.showsPercent = true
            var plain = job
            plain.showsPercent = false
            let with = ImageRenderer(content: progressView(for: job)),
                without = ImageRenderer(content: progressView(for: plain))
            let withPaths = ParsedSVG(try with.svgData()).named("path").count
            let withoutPaths = ParsedSVG(try without.svgData()).named("path").count
            #expect(withPaths > withoutPaths, "\(style): the percentage adds text")
            #expect(
                with.drawing.size == without.drawing.size || style == .linear,
                "\(style): a ring's frame does not change")
        }
    }

    @Test func commandsRunInProcess() throws {
        let directory = try temporaryDirectory()
        let ring = directory.appendingPathComponent("ring.png").path
        try ProgressCommand.parse(["--value", "0.5", "--size", "32x32", "-o", ring]).run()
        #expect(PNGHeader(try Data(contentsOf: URL(fileURLWithPath: ring))) == PNGHeader(width: 32, height: 32))
        let line = directory.appendingPathComponent("line.svg").path
        try PathCommand.parse(["M0 5 H20", "-o", line]).run()
        #expect(ParsedSVG(try Data(contentsOf: URL(fileURLWithPath: line))).named("path").count == 1)
    }
}

@Suite struct BatchInProcessTests {
    let directory = URL(fileURLWithPath: "/tmp/vellum-batch", isDirectory: true)

    @Test func lineFieldsBecomeTheCommandsOptions() throws {
        let job = try BatchJob(
            parsing:
                ##"{"kind":"progress","value":7,"total":10,"style":"linear","label":"-x","percent":true,"size":[240,40],"tint":"#f00","output":"a/b.svg"}"##,
            line: 3, directory: directory)
        #expect(job.line == 3 && job.output == "a/b.svg")
        #expect(job.destination.path == "/tmp/vellum-batch/a/b.svg")
        #expect(job.job.format == .svg)
        guard case .progress(let progress) = job.job.content else { Issue.record("not a progress job"); return }
        #expect(progress.value == 7 && progress.total == 10 && progress.style == .linear)
        #expect(progress.label == "-x", "values that look like options stay values")
        #expect(
            progress.showsPercent && progress.size == ImageSize(width: 240, height: 40)
                && progress.tint == Color(hex: "#f00"))

        let path = try BatchJob(
            parsing: ##"{"kind":"path","d":"M0 0 L10 10","line-width":2,"dash":[1,1],"format":"pdf","output":"p"}"##,
            line: 1, directory: directory)
        #expect(path.job.format == .pdf)
        guard case .path(let drawn) = path.job.content else { Issue.record("not a path job"); return }
        #expect(drawn.lineWidth == 2 && drawn.dash?.lengths == [1, 1])
    }

    @Test(
        arguments: [
            (##"{"kind":"progress","value":0.5}"##, #""output" must be a file name"#),
            (##"{"total":1,"output":"a.png"}"##, #""kind" must be "progress" or "path""#),
            (
                ##"{"kind":"progress","value":0.5,"help":true,"output":"a.png"}"##,
                #"unknown field "help" for "progress""#
            ),
            (
                ##"{"kind":"progress","value":[1],"output":"a.png"}"##,
                #""value" must be a string or a number, not an array"#
            ),
            (
                ##"{"kind":"progress","value":0.5,"percent":"yes","output":"a.png"}"##,
                #""percent" must be true or false, not a string"#
            ),
            (##"{"kind":"progress","value":0.5,"size":[1,2,3],"output":"a.png"}"##, #""size" must be [width, height]"#),
            (##"{"kind":"path","output":"a.png"}"##, #"a path needs "data""#),
            (##"{"kind":"path","data":"Q","output":"a.png"}"##, "expected a move command (M or m) at offset 0"),
            (##"{"kind":"progress","value":0.5,"output":"a.tiff"}"##, "cannot tell the format from 'a.tiff'"),
            (
                ##"{"kind":"progress","value":0.5,"output":"../a.png"}"##,
                "must be a file name inside the output directory, not '../a.png'"
            ),
            (#"[]"#, "not a JSON object")
        ] as [(String, String)])
    func badLinesSayWhy(line: String, message: String) {
        #expect {
            _ = try BatchJob(parsing: line, line: 1, directory: directory)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func fileAndRunnerInProcess() async throws {
        let directory = try temporaryDirectory()
        let text = """
            {"kind":"progress","value":0.1,"output":"one.png"}
            {"kind":"progress","value":0.2,"output":"two.svg"}

            {"kind":"progress","value":0.3,"output":"one.png"}
            {"kind":"path","data":"M0 0 H10","output":"three.pdf"}
            """
        let file = await BatchFile(text: text, directory: directory, concurrency: 4)
        #expect(file.jobs.map(\.line) == [1, 2, 5])
        #expect(file.failures == [BatchFailure(line: 4, message: "\"output\" 'one.png' is already written by line 1")])
        var seen: [Int] = []
        let failures = await BatchRunner(directory: directory, concurrency: 2).run(file.jobs) { done, _ in
            seen.append(done)
        }
        #expect(failures.isEmpty)
        #expect(seen == [1, 2, 3])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "one.png", "three.pdf", "two.svg"
            ])
    }

    @Test func manyLinesParseInSlicesInFileOrder() async {
        let text = (1...100).map { ##"{"kind":"progress","value":0.5,"output":"p\##($0 % 90).png"}"## }.joined(
            separator: "\n")
        let file = await BatchFile(text: text, directory: directory, concurrency: 4)
        #expect(file.jobs.map(\.line) == Array(1...90))
        #expect(file.failures.map(\.line) == Array(91...100))
        #expect(file.failures.first?.message == "\"output\" 'p1.png' is already written by line 1")
    }

    @Test func summaryLine() {
        #expect(
            BatchSummary(rendered: 198, failed: 2, seconds: 1.234).description
                == "rendered 198, failed 2, 1.23 s, 160.5 images/s")
    }
}

@Suite struct TerminalProgressTests {
    /// Collects what the display writes.
    final class Screen: @unchecked Sendable {
        var text = ""
    }

    @Test func aTerminalGetsABarRedrawnInPlaceWithMessagesAbove() {
        let screen = Screen()
        let progress = TerminalProgress(total: 4, isTerminal: true) { screen.text += $0 }
        progress.advance(failed: false)
        #expect(screen.text.hasPrefix("\r\u{1B}[2K"))
        #expect(screen.text.contains("1/4 25%"))
        #expect(screen.text.contains(String(repeating: "█", count: 7) + String(repeating: "░", count: 23)))
        progress.note("line 3: bad")
        #expect(screen.text.contains("\r\u{1B}[2Kline 3: bad\n\r\u{1B}[2K"), "cleared, printed, redrawn")
        progress.advance(failed: true)
        progress.advance(failed: false)
        progress.advance(failed: false)
        #expect(screen.text.contains(" 4/4 100%, 1 failed  "), "the last job always shows")
        #expect(screen.text.hasSuffix(" images/s"))
        progress.finish()
        #expect(screen.text.hasSuffix("\r\u{1B}[2K"), "the bar leaves the screen")
    }

    @Test func aLogGetsNoBarAndNoEscapes() {
        let screen = Screen()
        let progress = TerminalProgress(total: 3, isTerminal: false) { screen.text += $0 }
        progress.advance(failed: false)
        progress.note("line 2: bad")
        progress.advance(failed: true)
        progress.advance(failed: false)
        progress.finish()
        #expect(screen.text == "line 2: bad\n", "plain progress lines come only every five seconds")
    }
}
