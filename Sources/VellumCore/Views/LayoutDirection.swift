import Foundation

/// The direction of a horizontal layout, as SwiftUI's: in `.rightToLeft` the leading edge is
/// the right one, so stacks run from the right, `.leading` alignment and padding fall on the
/// right, and multiline text aligned `.leading` is flush right.
///
/// Vellum mirrors where views are placed (every container and frame, padding, overlays);
/// like SwiftUI it does not mirror what a view draws (shapes, paths, `Canvas`, glyphs) nor
/// offsets and positions given in points.
///
/// ```swift
/// HStack { Text("Status"); Circle().frame(width: 8, height: 8) }
///     .environment(\.layoutDirection, .rightToLeft)   // the dot comes first, on the left
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Leading is left (the default).
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// The direction of horizontal layout. Default: `.leftToRight`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

/// Turns a leading-based x into a physical one: layouts work from the leading edge, and a
/// right-to-left one is mirrored where children are drawn.
struct HorizontalMirror {
    let isMirrored: Bool

    init(_ environment: EnvironmentValues) { isMirrored = environment.layoutDirection == .rightToLeft }

    /// The physical left of a child `width` wide whose leading edge is `x` from the
    /// container's leading edge, in a container `containerWidth` wide.
    func left(ofLeading x: CGFloat, width: CGFloat, in containerWidth: CGFloat) -> CGFloat {
        isMirrored && containerWidth.isFinite && width.isFinite ? containerWidth - x - width : x
    }
}
