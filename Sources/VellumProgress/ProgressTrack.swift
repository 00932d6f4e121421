import Foundation
import VellumCore
import VellumGeometry

// The track the built-in bars and rings draw under their fill, the tint they fill with, and
// the lengths their styles fall back from.

/// The track colour of SwiftUI's bars and rings: iOS `systemGray5`, #E5E5EA, and #2C2C2E in
/// the dark scheme. A custom style, as a user would write one, since Core's system colours
/// stop at SwiftUI's named ones.
struct ProgressTrackStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark
            ? Color(red: 0x2C / 255, green: 0x2C / 255, blue: 0x2E / 255)
            : Color(red: 0xE5 / 255, green: 0xE5 / 255, blue: 0xEA / 255)
    }
}

/// The track's style, for styles whose track is not given.
let progressTrackStyle = AnyShapeStyle(ProgressTrackStyle())

/// `content` filled with a style's own tint, or with the environment's where the style has
/// none: what the `tint` of ``CircularProgressViewStyle`` and ``LinearProgressViewStyle`` means.
struct StyleTinted<Content: View>: View {
    let tint: Color?
    let content: (AnyShapeStyle) -> Content
    @Environment(\.resolvedTint) private var environmentTint

    init(_ tint: Color?, @ViewBuilder content: @escaping (AnyShapeStyle) -> Content) {
        self.tint = tint
        self.content = content
    }

    var body: some View { content(tint.map(AnyShapeStyle.init) ?? environmentTint) }
}

/// `value` when it is finite and at least `minimum`, otherwise `fallback`.
func validLength(_ value: CGFloat, minimum: CGFloat = 0, or fallback: CGFloat) -> CGFloat {
    value.isFinite && value >= minimum ? value : fallback
}
