import Foundation

/// Xcode's previews of a view, as SwiftUI code declares them: accepted so that files with
/// previews compile; `ImageRenderer(content: MyView_Previews.previews)` renders them.
///
/// ```swift
/// struct Ring_Previews: PreviewProvider {
///     static var previews: some View { Ring() }
/// }
/// ```
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// Names the preview in Xcode: nothing changes in a render.
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// Sizes the preview in Xcode: nothing changes in a render.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
}

/// How Xcode lays a preview out.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}
