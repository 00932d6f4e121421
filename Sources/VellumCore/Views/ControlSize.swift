import Foundation

/// The size class of controls, as SwiftUI's. iOS draws most controls the same at every size;
/// the spinner of an indeterminate `ProgressView` is 37 points at `.large` and
/// `.extraLarge`, as iOS's large activity indicator, and 20 otherwise.
///
/// ```swift
/// ProgressView().controlSize(.large)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Prominently sized.
    case large
    /// The largest; `.large` outside visionOS.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls inside. Default: `.regular`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside.
    ///
    /// ```swift
    /// ProgressView().controlSize(.large)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
