import Foundation
import VellumGeometry

/// Overlays its children, each offered the whole proposal and aligned in the stack, as
/// SwiftUI's `ZStack`; the first is at the back. It is ``ZStackLayout`` applied to its
/// content.
///
/// ```swift
/// ZStack { Circle().fill(.blue); Text("7") }.frame(width: 40, height: 40)
/// ```
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: Where children sit in the stack. Default: centre.
    ///   - content: The children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: some View { layout { content } }
}
