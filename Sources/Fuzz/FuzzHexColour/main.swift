import FuzzDriver
import Foundation
import VellumFuzzKit

/// libFuzzer entry: the bytes as UTF-8 for `Color(hex:)`.
let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do { try FuzzChecks.hexColour(text) } catch { fatalError("\(error)") }
    return 0
}

exit(runFuzzer(testOneInput))
