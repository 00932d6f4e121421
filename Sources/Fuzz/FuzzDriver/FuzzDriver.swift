import Foundation

/// The entry point every fuzz target's `main.swift` calls with its `testOneInput`.
///
/// Built by `Fuzz/run.sh` (with `-D VELLUM_LIBFUZZER -sanitize=fuzzer,address`), it hands the
/// process to libFuzzer. Built plainly (`swift build`), it replays the files and directories
/// named on the command line through the same check, so a finding replays without libFuzzer:
///
/// ```sh
/// swift run FuzzDrawing Fuzz/findings/drawing
/// ```
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    #if VELLUM_LIBFUZZER
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
    #else
        return replay(CommandLine.arguments.dropFirst(), through: testOneInput)
    #endif
}

#if VELLUM_LIBFUZZER
    /// libFuzzer's driver (LLVM 12 and later). SwiftPM binds an executable's `main` to the
    /// target's own entry point, so libFuzzer's `main` never runs and the target calls this.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif

/// Runs every file named, and every file below a directory named (as libFuzzer reads a
/// corpus), through `testOneInput`; a failed check stops the process in the check itself.
/// Returns 1, with a message, when a name cannot be read or listed, or nothing was replayed.
func replay(
    _ names: ArraySlice<String>,
    through testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    func fail(_ message: String) -> CInt {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return 1
    }
    guard !names.isEmpty else { return fail("usage: \(CommandLine.arguments[0]) <file or directory>…") }
    var files: [String] = []
    for name in names {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) else {
            return fail("no such file: \(name)")
        }
        guard isDirectory.boolValue else { files.append(name); continue }
        guard let below = FileManager.default.enumerator(atPath: name) else { return fail("cannot list \(name)") }
        var found: [String] = []
        while let relative = below.nextObject() as? String {
            var inner: ObjCBool = false
            let path = name + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &inner), !inner.boolValue {
                found.append(path)
            }
        }
        files += found.sorted()
    }
    guard !files.isEmpty else { return fail("nothing to replay in \(names.joined(separator: " "))") }
    for file in files {
        guard let bytes = FileManager.default.contents(atPath: file) else { return fail("cannot read \(file)") }
        // One byte more than the input, so even an empty input has an address, as libFuzzer gives it.
        let buffer = [UInt8](bytes) + [0]
        _ = buffer.withUnsafeBufferPointer { testOneInput($0.baseAddress, bytes.count) }
    }
    print("replayed \(files.count) input\(files.count == 1 ? "" : "s"): every check passed")
    return 0
}

/// The check and size limit of a data target, set once before the driver starts.
nonisolated(unsafe) private var dataCheck: ((Data) throws -> Void)?
nonisolated(unsafe) private var dataLimit = Int.max

/// ``runFuzzer(_:)`` for a target that reads each input as raw bytes (an image file):
/// inputs over `maximumBytes` are skipped, and a check that throws stops the process with
/// its error.
///
/// ```swift
/// exit(runDataFuzzer { try FuzzChecks.imageData($0) })
/// ```
public func runDataFuzzer(maximumBytes: Int = .max, _ check: @escaping (Data) throws -> Void) -> CInt {
    dataCheck = check
    dataLimit = maximumBytes
    return runFuzzer { data, size in
        guard let data else { return 0 }
        guard size <= dataLimit else { return -1 }
        let bytes = Data(bytes: data, count: size)
        do { try dataCheck?(bytes) } catch { fatalError("\(error)") }
        return 0
    }
}

/// ``runFuzzer(_:)`` for a target that reads each input as UTF-8 text: inputs over
/// `maximumBytes` are skipped, and a check that throws stops the process with its error.
///
/// ```swift
/// exit(runTextFuzzer { try FuzzChecks.hexColour($0) })
/// ```
public func runTextFuzzer(maximumBytes: Int = .max, _ check: @escaping (String) throws -> Void) -> CInt {
    runDataFuzzer(maximumBytes: maximumBytes) { try check(String(decoding: $0, as: UTF8.self)) }
}
