import Foundation

extension View {
    /// Names the preview (the canvas label in Xcode; the image's file name in Vellum's
    /// preview tools). Nothing changes in a render.
    ///
    /// ```swift
    /// Ring(progress: 0.9).previewDisplayName("Almost done")
    /// ```
    public func previewDisplayName(_ name: String?) -> some View {
        recordingPreview { $0.displayName = name }
    }

    /// Sizes the preview's container: `.device` (the default), `.sizeThatFits` or
    /// `.fixed(width:height:)`. Nothing changes in a render; Vellum's preview tools size the
    /// image by it.
    ///
    /// ```swift
    /// Badge(count: 3).previewLayout(.fixed(width: 120, height: 60))
    /// ```
    public func previewLayout(_ value: PreviewLayout) -> some View {
        recordingPreview { $0.layout = value }
    }

    /// Runs the preview on `value` (nil: the run destination's device). Vellum's preview
    /// tools draw a device preview at that device's screen size in points when they know the
    /// device, else at an iPhone 15's (393 × 852).
    ///
    /// ```swift
    /// Card().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    /// ```
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        recordingPreview { $0.device = value }
    }

    /// Turns the preview's device: a landscape orientation swaps a device preview's width and
    /// height. Nothing changes in a render.
    ///
    /// ```swift
    /// Dashboard().previewInterfaceOrientation(.landscapeLeft)
    /// ```
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        recordingPreview { $0.orientation = value }
    }

    /// Passes the change up as a ``PreviewSettings`` preference: the preview tools read it,
    /// a plain render does not.
    func recordingPreview(_ change: @escaping (inout PreviewSettings) -> Void) -> some View {
        transformPreference(PreviewSettings.Key.self) { settings in change(&settings) }
    }
}

/// How a preview's container is sized.
///
/// ```swift
/// Badge(count: 3).previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Sendable {
    /// A container the size of the device the preview runs on, the view centred in it.
    case device
    /// A container the size the view takes when offered the device's size.
    case sizeThatFits
    /// A container of the given size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview, named as Xcode names it ("iPhone 15", "iPad Pro
/// (11-inch) (4th generation)") or by model ("iPad8,1").
///
/// ```swift
/// Card().previewDevice("iPhone SE (3rd generation)")
/// Card().previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro Max"))
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name or model.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named by a string literal.
    public init(stringLiteral: String) {
        self.init(rawValue: stringLiteral)
    }
}

/// The orientation of the interface from the user's point of view; previews are upright
/// (`portrait`) unless ``View/previewInterfaceOrientation(_:)`` says otherwise.
///
/// ```swift
/// Dashboard().previewInterfaceOrientation(.landscapeRight)
/// ```
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The stable name of the orientation.
    public let id: String

    private init(_ id: String) {
        self.id = id
    }

    /// Portrait, the top of the device on top.
    public static let portrait = InterfaceOrientation("portrait")
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// Landscape, the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// Landscape, the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    /// The four orientations.
    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }

    /// Whether the device lies on its side.
    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
