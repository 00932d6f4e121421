import Foundation
import VellumCore
import VellumGeometry

/// How progress views look, as SwiftUI's: a style turns a configuration (the fraction and
/// the labels) into a view.
///
/// ```swift
/// struct PercentOnly: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("Task \(Int((configuration.fractionCompleted ?? 0) * 100))% Complete")
///     }
/// }
/// ProgressView(value: 0.42).progressViewStyle(PercentOnly())
/// ```
public protocol ProgressViewStyle: Sendable {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style draws from.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: Environment

private struct ProgressViewStylesKey: EnvironmentKey {
    static let defaultValue = StyleStack<ProgressViewStyleConfiguration>()
}
private struct InsideProgressViewStyleKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The progress view styles set around this view, innermost last.
    var progressViewStyles: StyleStack<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }

    /// Whether this is inside a progress view style's body.
    var isInsideProgressViewStyle: Bool {
        get { self[InsideProgressViewStyleKey.self] }
        set { self[InsideProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every progress view inside with `style`; the innermost style wins, as in SwiftUI.
    ///
    /// ```swift
    /// VStack { ProgressView(value: 0.3); ProgressView(value: 0.6) }.progressViewStyle(.circular)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.progressViewStyles) { $0 = $0.pushing { AnyView(style.makeBody(configuration: $0)) } }
    }
}
