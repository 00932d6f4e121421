import VellumCore

/// A preview of a view, as SwiftUI's: Xcode shows it in the canvas; with Vellum,
/// `swift package render-previews` draws it to a PNG and `assertPreviewSnapshots` snapshot
/// tests it. The body is a view builder; without traits the preview is a device screen
/// (393 × 852 points) with the view centred on it.
///
/// ```swift
/// #Preview("Upload") {
///     ProgressView(value: 0.4).padding()
/// }
/// ```
///
/// The macro expands to an internal function whose name says the file and line
/// (`_vellumPreview(line12_Card:)`), which the preview tools call.
@freestanding(declaration, names: named(_vellumPreview))
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// A preview of a view with traits: its layout (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.defaultLayout`) and its device's orientation
/// (`.landscapeLeft`…).
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///     Badge(count: 3)
/// }
/// #Preview(traits: .fixedLayout(width: 320, height: 120), .landscapeLeft) {
///     Banner()
/// }
/// ```
@freestanding(declaration, names: named(_vellumPreview))
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as the preview's own state (iOS 18):
/// `#Preview` makes it a property of a view whose body is the rest of the preview.
///
/// ```swift
/// #Preview("Counter") {
///     @Previewable @State var count = 3
///     Text("Count: \(count)").onAppear { count += 1 }   // draws "Count: 4"
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "VellumMacros", type: "PreviewableMacro")
