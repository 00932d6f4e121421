/// Runs libFuzzer on `testOneInput` (libFuzzer's `LLVMFuzzerRunDriver`, LLVM 12 and later).
///
/// SwiftPM links an executable target with `main` bound to the target's own entry point
/// (`<Target>_main`), so libFuzzer's `main` never runs; each target's `main.swift` calls this
/// instead, with the process's arguments (libFuzzer's flags, corpus directories).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Hands the process to libFuzzer; returns its exit status.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}
