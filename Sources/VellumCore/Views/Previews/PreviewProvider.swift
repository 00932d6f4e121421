import Foundation

/// Xcode's previews of a view declared as a type, as SwiftUI code declares them. Each view
/// that `previews` lists is one preview; Vellum's preview tools (`render-previews`,
/// `assertPreviewSnapshots`) draw each, sized by its `previewLayout(_:)`, `previewDevice(_:)`
/// and `previewInterfaceOrientation(_:)`. `ImageRenderer(content: Ring_Previews.previews)`
/// renders them all as one picture.
///
/// ```swift
/// struct Ring_Previews: PreviewProvider {
///     static var previews: some View {
///         Ring(progress: 0.3).previewLayout(.sizeThatFits)
///         Ring(progress: 0.9).previewDisplayName("Almost done")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The views to preview, one preview each.
    @ViewBuilder static var previews: Previews { get }
    /// The platform Xcode should run the previews on (a hint Xcode reads for
    /// multiplatform targets). Default: nil. Vellum draws every platform the same way.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform hint.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms Xcode can run a preview on, named by ``PreviewProvider/platform``.
///
/// ```swift
/// static var platform: PreviewPlatform? { .tvOS }
/// ```
public enum PreviewPlatform: Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
