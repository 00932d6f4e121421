import Foundation
import VellumGeometry

/// A thin line separating content, as SwiftUI's: across a horizontal stack it is vertical,
/// anywhere else horizontal; it takes the whole length offered along itself.
///
/// The line is iOS's `separator` colour (#3C3C43 at 29 %, dark #545458 at 60 %), one point
/// thick: SwiftUI draws a hairline of one pixel at the display's scale; a render chooses its
/// scale, so Vellum keeps the point.
///
/// ```swift
/// VStack { Text("Requests"); Divider(); Text("Errors") }
/// ```
public struct Divider: View, _PrimitiveView {
    public typealias Body = Never

    /// A divider.
    public init() {}

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let isVertical = environment.stackAxis == .horizontal
        return [
            LeafNode(
                size: { proposal in
                    let length = { (value: CGFloat?) in value.map { $0.isFinite ? max($0, 0) : 0 } ?? 0 }
                    return isVertical
                        ? CGSize(width: 1, height: length(proposal.height))
                        : CGSize(width: length(proposal.width), height: 1)
                },
                draw: { context, size in
                    let frame = CGRect(origin: .zero, size: size)
                    context.fill(Path(frame), with: .style(Color.separator, frame: frame, environment: environment))
                })
        ]
    }
}

extension Color {
    /// iOS `separator`: #3C3C43 at 29 % (dark: #545458 at 60 %), the colour of `Divider`.
    static let separator = Color(
        light: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
        dark: RGBAColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
}
