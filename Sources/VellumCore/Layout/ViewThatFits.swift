import Foundation
import VellumGeometry

/// The first of its views that fits, as SwiftUI's: each candidate's ideal size is compared
/// with the space offered along `axes`, and the first that fits is shown; when none fits,
/// the last is.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Uploading 3 files to the archive")
///     Text("Uploading 3 files")
///     Text("3 files")
/// }
/// .frame(width: 120)
/// ```
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Shows the first view of `content` whose ideal size fits along `axes`.
    ///
    /// - Parameters:
    ///   - axes: The axes the candidates must fit along. Default: both.
    ///   - content: The candidates, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [ViewThatFitsNode(axes: axes, candidates: ViewTree.nodes(of: content, in: environment))]
    }
}
