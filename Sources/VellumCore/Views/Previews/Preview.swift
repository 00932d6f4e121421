import Foundation

/// A preview as the `#Preview` macro makes it: a name, traits and the view to show. You
/// write `#Preview { … }`; the macro expands to a declaration that calls this type's
/// initializer, and Vellum's preview tools render it.
///
/// ```swift
/// #Preview("Dark ring", traits: .sizeThatFitsLayout) {
///     Ring(progress: 0.4).preferredColorScheme(.dark)
/// }
/// ```
@MainActor
public struct Preview {
    /// The name shown for the preview, if any.
    package let displayName: String?
    /// The traits, in the order written.
    package let traits: [PreviewTrait<ViewTraits>]
    /// Makes the view to preview.
    package let makeView: @MainActor () -> any View

    /// A preview of the view `body` makes. The `#Preview` macros expand to a call of this
    /// initializer; write the macro rather than this.
    ///
    /// ```swift
    /// let preview = Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
    /// ```
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        body: @escaping @MainActor () -> any View
    ) {
        displayName = name
        self.traits = traits
        makeView = body
    }

    /// Traits of previews of views.
    public enum ViewTraits {}

    /// What the traits say, the later trait winning where two disagree.
    package var settings: PreviewSettings {
        var settings = PreviewSettings(displayName: displayName)
        for trait in traits { settings = settings.merged(with: trait.settings) }
        return settings
    }
}

/// A customization of a preview: its layout or its device's orientation.
///
/// ```swift
/// #Preview("Wide", traits: .fixedLayout(width: 600, height: 200), .landscapeLeft) { Dashboard() }
/// ```
@MainActor
public struct PreviewTrait<T> {
    /// The settings this trait (or these traits) make.
    package let settings: PreviewSettings

    init(_ settings: PreviewSettings) {
        self.settings = settings
    }

    /// One trait made of several: the later ones win where two disagree.
    ///
    /// ```swift
    /// let wide = PreviewTrait(.fixedLayout(width: 600, height: 200), .landscapeLeft)
    /// ```
    public init(_ traits: PreviewTrait<T>...) {
        settings = traits.reduce(PreviewSettings()) { $0.merged(with: $1.settings) }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view centred in a container the size of the device: the default.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(PreviewSettings(layout: .device)) }

    /// A container the size the view takes when offered the device's size.
    ///
    /// ```swift
    /// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
    /// ```
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewSettings(layout: .sizeThatFits))
    }

    /// The view centred in a container of `width` × `height` points.
    ///
    /// ```swift
    /// #Preview(traits: .fixedLayout(width: 320, height: 120)) { Banner() }
    /// ```
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(PreviewSettings(layout: .fixed(width: width, height: height)))
    }

    /// The device upright: the default.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { orientation(.portrait) }
    /// The device on its side, its top on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { orientation(.landscapeLeft) }
    /// The device on its side, its top on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { orientation(.landscapeRight) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { orientation(.portraitUpsideDown) }

    private static func orientation(_ value: InterfaceOrientation) -> PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewSettings(orientation: value))
    }
}
