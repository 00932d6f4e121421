import Foundation

/// Seconds of processor time the calling thread spends in `body` (CLOCK_THREAD_CPUTIME_ID),
/// for bounds on work done on this thread: unlike the wall clock, it does not grow while other
/// tests of the process, or other processes, have the cores, and a pathology (minutes) still
/// exceeds it. Only for work that runs synchronously on the calling thread.
///
/// ```swift
/// let seconds = try threadSeconds { _ = try decode(hostileFile) }
/// #expect(seconds < 15)
/// ```
package func threadSeconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
    let start = now()
    try body()
    return now() - start
}
