import FuzzDriver
import Foundation
import VellumFuzzKit

/// libFuzzer entry: the bytes as one batch line for `BatchJob(parsing:)`.
let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    guard size <= 4096 else { return -1 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do { try FuzzChecks.jobLine(text) } catch { fatalError("\(error)") }
    return 0
}

exit(runFuzzer(testOneInput))
