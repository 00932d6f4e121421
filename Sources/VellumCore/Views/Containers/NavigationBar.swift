import Foundation
import VellumGeometry

/// A navigation bar item's settings, as SwiftUI's `NavigationBarItem`: its title display mode.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is drawn, as SwiftUI's.
    public enum TitleDisplayMode: Sendable {
        /// Large at the root of a stack (the only screen a render draws).
        case automatic
        /// 17-point semibold, centred in the 44-point bar.
        case inline
        /// 34-point bold, leading 16 points, under the 44-point bar.
        case large
    }
}

/// What the views inside a navigation stack ask of its bar, gathered as a preference: the
/// innermost setting of each wins, toolbar items add up.
struct NavigationBarInfo {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var isHidden: Bool?
    var items: [ToolbarEntry] = []
    /// The background of the screen's content (a grouped list's grey), drawn behind the bar too.
    var backdrop: Color?
}

struct NavigationBarKey: PreferenceKey {
    static var defaultValue: NavigationBarInfo { NavigationBarInfo() }
    static func reduce(value: inout NavigationBarInfo, nextValue: () -> NavigationBarInfo) {
        let next = nextValue()
        value.title = value.title ?? next.title
        value.displayMode = value.displayMode ?? next.displayMode
        value.isHidden = value.isHidden ?? next.isHidden
        value.backdrop = value.backdrop ?? next.backdrop
        value.items += next.items
    }
}

extension View {
    func navigationBarInfo(_ info: NavigationBarInfo) -> some View {
        preference(key: NavigationBarKey.self, value: info)
    }

    /// The title of the navigation stack's screen, drawn in its bar.
    ///
    /// ```swift
    /// List { … }.navigationTitle(Text("Inbox"))
    /// ```
    public func navigationTitle(_ title: Text) -> some View {
        navigationBarInfo(NavigationBarInfo(title: title))
    }

    /// The title, a localized literal.
    ///
    /// ```swift
    /// Form { … }.navigationTitle("Settings")
    /// ```
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title, a string as it is.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title from a binding (editable on iOS): its current value.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }

    /// How the navigation title is drawn: large (the root's default) or inline.
    ///
    /// ```swift
    /// Form { … }.navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarInfo(NavigationBarInfo(displayMode: displayMode))
    }

    /// The title (deprecated in SwiftUI for `navigationTitle(_:)`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title, a localized literal (deprecated in SwiftUI).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// The title, a string (deprecated in SwiftUI).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The title and how it is drawn (deprecated in SwiftUI).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarInfo(NavigationBarInfo(title: title, displayMode: displayMode))
    }

    /// The title, a localized literal, and how it is drawn (deprecated in SwiftUI).
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// The title, a string, and how it is drawn (deprecated in SwiftUI).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Hides the navigation bar (deprecated in SwiftUI for `toolbar(_:for:)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationBarInfo(NavigationBarInfo(isHidden: hidden))
    }

    /// Hides the back button: a render draws the root, which has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

/// iOS 17's navigation bar on an iPhone (portrait).
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    /// The large title's row under the bar, and its baseline from the row's top.
    static let largeTitleHeight: CGFloat = 52
    static let largeTitleBaseline: CGFloat = 41
    static let margin: CGFloat = 16
    static let itemSpacing: CGFloat = 16
}

/// The bar of a navigation stack: the items and the inline title in 44 points, the large
/// title under them.
struct NavigationBarView: View {
    let info: NavigationBarInfo

    var body: some View {
        let large = (info.displayMode ?? .automatic) != .inline
        let leading = info.items.filter { $0.placement.slot == .leading }
        let trailing = info.items.filter { $0.placement.slot == .trailing }
        let principal = info.items.first { $0.placement.slot == .principal }
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if let principal {
                    principal.view
                } else if !large, let title = info.title {
                    title.font(.headline).lineLimit(1)
                }
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    items(leading)
                    Spacer(minLength: 0)
                    items(trailing)
                }
                .padding(.horizontal, NavigationBarMetrics.margin)
            }
            .frame(maxWidth: .infinity)
            .frame(height: NavigationBarMetrics.barHeight)
            if large, let title = info.title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .frame(
                        maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleBaseline,
                        maxHeight: NavigationBarMetrics.largeTitleBaseline, alignment: .leadingLastTextBaseline
                    )
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .padding(
                        .bottom, NavigationBarMetrics.largeTitleHeight - NavigationBarMetrics.largeTitleBaseline)
            }
        }
    }

    @ViewBuilder private func items(_ entries: [ToolbarEntry]) -> some View {
        ForEach(0..<entries.count) { index in
            if entries[index].placement.isConfirmation {
                entries[index].view.fontWeight(.semibold)
            } else {
                entries[index].view
            }
        }
    }
}
