import Foundation
import VellumCore
import VellumGeometry

// The track the built-in bars and rings draw under their fill, and the lengths their styles
// fall back from.

/// The track colour of SwiftUI's bars and rings (iOS system grey 5).
let progressTrackColor = Color(red: 0xE5 / 255, green: 0xE5 / 255, blue: 0xEA / 255)

/// The track colour's style, for styles whose track is not given.
let progressTrackStyle = AnyShapeStyle(progressTrackColor)

/// `value` when it is finite and at least `minimum`, otherwise `fallback`.
func validLength(_ value: CGFloat, minimum: CGFloat = 0, or fallback: CGFloat) -> CGFloat {
    value.isFinite && value >= minimum ? value : fallback
}
