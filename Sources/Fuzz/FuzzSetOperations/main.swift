import Foundation
import FuzzDriver
import VellumFuzzKit

/// libFuzzer entry: the bytes as the choices of two paths (one byte a choice), every set
/// operation checked against the inputs' fills (`FuzzChecks.setOperations`).
let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    guard size <= 256 else { return -1 }
    var choices = ByteChoices(Array(UnsafeBufferPointer(start: data, count: size)))
    let input = FuzzSetOperationInput(&choices)
    if ProcessInfo.processInfo.environment["FUZZ_PRINT"] != nil { print(input) }
    do { try FuzzChecks.setOperations(input) } catch { fatalError("\(error)") }
    return 0
}

exit(runFuzzer(testOneInput))
