import Foundation
import VellumGeometry

/// A scrollable view, as SwiftUI's, drawn at rest: scrolled to its start, with no
/// indicators (iOS shows them only while scrolling).
///
/// The content is stacked along `axes` (as in a `VStack`, or an `HStack` for `.horizontal`)
/// and offered an unbounded length along it; the scroll view takes the length it is offered
/// and clips what lies beyond. Across its axis the content is centred, as on iOS.
///
/// ```swift
/// ScrollView {
///     ForEach(0..<100) { Text("Row \($0)") }
/// }
/// .frame(height: 200)
/// ```
public struct ScrollView<Content: View>: View {
    /// The views that scroll.
    public var content: Content
    /// The axes along which the content scrolls.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (a render never scrolls, so none is drawn).
    public var showsIndicators: Bool

    /// A scroll view of `content` along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        Group {
            if horizontal && !vertical {
                HStack { content }
            } else {
                VStack { content }
            }
        }
        .fixedSize(horizontal: horizontal, vertical: vertical)
        .frame(
            minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
            alignment: horizontal && !vertical ? .leading : (horizontal ? .topLeading : .top)
        )
        .clipped()
        .coordinateSpace(.scrollView)
        .coordinateSpace(.scrollView(axis: horizontal && !vertical ? .horizontal : .vertical))
    }
}

/// The name of the nearest scroll view's space (on an axis, or either).
private struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest enclosing scroll view: its visible frame (iOS 17).
    ///
    /// ```swift
    /// GeometryReader { proxy in
    ///     Text(proxy.bounds(of: .scrollView) == nil ? "outside" : "inside")
    /// }
    /// ```
    public static var scrollView: NamedCoordinateSpace { .named(ScrollViewSpaceName(axis: nil)) }

    /// The space of the nearest enclosing scroll view along `axis` (a scroll view of both axes
    /// counts as vertical).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .named(ScrollViewSpaceName(axis: axis)) }
}

/// Whether scroll indicators show, as SwiftUI's: accepted; a render draws none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden unless the platform shows them (a pointer's hover on macOS).
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether a part of a view shows, as SwiftUI's `Visibility`.
///
/// ```swift
/// List { Text("Row") }.scrollContentBackground(.hidden)
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform's choice (shown, where Vellum draws the part).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Scrolls a reader's scroll views to a view by its `id`, as SwiftUI's: a render is still,
/// so `scrollTo` does nothing.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(0..<50) { Text("\($0)").id($0) } }
///         .onAppear { proxy.scrollTo(49, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewProxy: Sendable {
    init() {}

    /// Scrolls to the view with `id`: nothing moves in a render.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view that gives its content a ``ScrollViewProxy``, as SwiftUI's.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Top") { proxy.scrollTo("top") }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose `content` may scroll its scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether lists and forms draw their background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Whether scroll indicators show: accepted; a render draws none.
    ///
    /// ```swift
    /// ScrollView { content }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }

    /// Whether scrolling is disabled: a render never scrolls, so it draws the same.
    ///
    /// ```swift
    /// ScrollView { content }.scrollDisabled(true)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Whether a list's or a form's background shows: `.hidden` leaves out the grouped
    /// background (#F2F2F7), so the view behind shows through.
    ///
    /// ```swift
    /// Form { Toggle("Wi-Fi", isOn: $wifi) }.scrollContentBackground(.hidden)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        ModifiedNodes(self, environment: { $0.scrollContentBackground = visibility })
    }
}
