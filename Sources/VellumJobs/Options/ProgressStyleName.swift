import Foundation

/// The names `--style` (and a job's `"style"`) takes. ``progressView(for:)`` turns each into a view.
public enum ProgressStyleName: String, CaseIterable, Sendable {
    /// SwiftUI's thin rounded bar (`.linear`).
    case linear
    /// SwiftUI's ring (`.circular`).
    case circular
    /// A ring of dashes.
    case dashedRing = "dashed-ring"
    /// A gauge-like open ring.
    case gauge
    /// A bar of separate segments.
    case segmented
    /// The indeterminate spinner (no value).
    case spinner

    /// Whether the style draws a ring (the percentage then sits in its middle).
    public var isRing: Bool {
        switch self {
        case .circular, .dashedRing, .gauge: return true
        case .linear, .segmented, .spinner: return false
        }
    }

    /// Whether the style shows a value (all but the spinner).
    public var isDeterminate: Bool { self != .spinner }
}
