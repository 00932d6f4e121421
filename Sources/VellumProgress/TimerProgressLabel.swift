import Foundation
import VellumCore

/// The current-value label of a timer progress view, as SwiftUI's: the time left (counting
/// down) or passed (counting up) at the environment's `now`, as `m:ss` or `h:mm:ss`, with
/// monospaced digits.
///
/// ```swift
/// ProgressView(timerInterval: start...end)   // its label reads "4:59" a second in
/// ```
public struct DefaultDateProgressLabel: View {
    let timer: ProgressTimer
    @Environment(\.now) var now

    public var body: some View {
        Text(verbatim: timer.text(at: now)).monospacedDigit()
    }
}
