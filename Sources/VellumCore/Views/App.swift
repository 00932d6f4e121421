import Foundation

/// An app's structure, as SwiftUI's `App`: declared so that a SwiftUI app's files compile on
/// Linux, where an iOS or macOS app cannot run. Its views render with `ImageRenderer`, and
/// its previews with the `render-previews` plugin; ``main()`` says so and returns.
///
/// ```swift
/// @main
/// struct LoadersApp: App {
///     var body: some Scene {
///         WindowGroup { LoaderGallery() }
///     }
/// }
/// ```
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app, as the system does at launch.
    init()
}

extension App {
    /// What SwiftUI runs at launch: here it prints that the app's views are for rendering, not
    /// for a window, and returns.
    public static func main() {
        FileHandle.standardError.write(
            Data(
                "\(Self.self): a SwiftUI app has no window on Linux; render its views with ImageRenderer.\n".utf8))
    }
}

/// Part of an app's interface, as SwiftUI's `Scene`.
///
/// ```swift
/// var body: some Scene { WindowGroup("Reports") { ReportList() } }
/// ```
public protocol Scene {
    /// The scenes this one is made of; `Never` for the built-in ones.
    associatedtype Body: Scene
    /// The scenes this one is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// The scene of an app's windows, as SwiftUI's `WindowGroup`: it holds the root view.
///
/// ```swift
/// WindowGroup { ContentView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    /// The root view of each window.
    let content: Content
    /// The window's title, if any.
    let title: Text?

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window group with an identifier, for opening windows by it.
    public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

    /// A window group with a title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    /// A window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    /// A window group with a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(Text(title), content: content)
    }

    /// A window group with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.init(title, content: content) }

    /// A window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    /// A window group with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), content: content)
    }

    public var body: Never { fatalError("WindowGroup is a built-in scene") }
}

/// Several scenes side by side, what ``SceneBuilder`` makes of a block.
public struct _TupleScene<Scenes>: Scene {
    public typealias Body = Never
    let scenes: Scenes
    public var body: Never { fatalError("a tuple of scenes is built in") }
}

/// Builds an app's scenes from a block, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<(repeat each S)> {
        _TupleScene(scenes: (repeat each scenes))
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> _OptionalScene<S> { _OptionalScene(scene: scene) }
}

/// A scene present only on some platforms or conditions.
public struct _OptionalScene<Wrapped: Scene>: Scene {
    public typealias Body = Never
    let scene: Wrapped?
    public var body: Never { fatalError("an optional scene is built in") }
}

extension Scene {
    /// The scene's default window size: accepted, nothing to size on Linux.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// The scene's window resizability: accepted.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// How a window resizes, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable {
    let kind: Int
    /// The system's default.
    public static let automatic = WindowResizability(kind: 0)
    /// Between the content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(kind: 1)
    /// From the content's minimum size up.
    public static let contentMinSize = WindowResizability(kind: 2)
}
