import Foundation

/// SwiftUI's action that closes the presented view or pops the navigation stack. A render
/// presents nothing and navigates nowhere, so calling it does nothing, as SwiftUI's does where
/// nothing is presented.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Close") { dismiss() }
/// ```
public struct DismissAction: Sendable {
    init() {}

    /// Dismisses the view: nothing to dismiss in a render.
    public func callAsFunction() {}
}

/// SwiftUI's action that opens a URL. A server has no browser: the default action discards
/// every URL; set your own with `environment(\.openURL, OpenURLAction { … })`.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
public struct OpenURLAction: @unchecked Sendable {
    /// What a handler did with a URL, as SwiftUI's.
    public struct Result: Sendable {
        let accepted: Bool

        /// The handler opened the URL.
        public static let handled = Result(accepted: true)
        /// The handler did not open the URL.
        public static let discarded = Result(accepted: false)
        /// The system's action: a render has none, so the URL is discarded.
        public static let systemAction = Result(accepted: false)
        /// The system's action on another URL: discarded too.
        public static func systemAction(_ url: URL) -> Result { Result(accepted: false) }
    }

    // SwiftUI's handler is not `@Sendable` (it runs on the main actor); a render calls it on
    // the thread that draws, so a handler should not share mutable state unguarded.
    let handler: (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and tells `completion` whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// Dismisses the presented view: does nothing in a render.
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the nearest focusable ancestor has focus: false, since nothing has focus in a
    /// render.
    public var isFocused: Bool { false }

    /// Opens URLs. Default: discards them (a server has no browser).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
