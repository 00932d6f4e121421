import Foundation
import FuzzDriver
import Vellum
import VellumFuzzKit

/// libFuzzer entry: the bytes as the drawing generator's choices (one byte a choice), the
/// drawing rendered to PNG and SVG at 32 × 32.
let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    guard size <= 1024 else { return -1 }
    var choices = ByteChoices(Array(UnsafeBufferPointer(start: data, count: size)))
    let drawing = FuzzDrawing(&choices, maximumCommands: 12)
    let environment = ProcessInfo.processInfo.environment
    if environment["FUZZ_PRINT"] != nil { print(drawing.commandsDescription) }
    if let svgPath = environment["FUZZ_SVG"] {
        let svg = (try? ImageRenderer(content: drawing.view).svgString()) ?? "(refused)"
        _ = FileManager.default.createFile(atPath: svgPath, contents: Data(svg.utf8))
    }
    do { try FuzzChecks.render(drawing, description: "\(size) bytes") } catch { fatalError("\(error)") }
    return 0
}

exit(runFuzzer(testOneInput))
