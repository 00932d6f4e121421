import Foundation
import VellumCore

/// Which way a ring or arc fills, as seen on screen.
///
/// SwiftUI's `Path.addArc(…clockwise:)` flag means the opposite in y-down space; this enum
/// says what the eye sees.
///
/// ```swift
/// ProgressView(value: 0.3)
///     .progressViewStyle(DashedRingProgressViewStyle(direction: .counterclockwise))
/// ```
public enum ProgressRingDirection: Hashable, Sendable {
    /// Clockwise on screen: from 12 o'clock towards 3 o'clock.
    case clockwise
    /// Counterclockwise on screen: from 12 o'clock towards 9 o'clock.
    case counterclockwise

    /// +1 for clockwise (angles grow clockwise on screen in SwiftUI), −1 otherwise.
    var sign: Double { self == .clockwise ? 1 : -1 }
}
