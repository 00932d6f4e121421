import Foundation
import VellumCore

/// One picture of a preview: the view in the container its layout asks for. A device
/// layout (the default) is the device's screen, an iPhone 15's 393 × 852 points unless
/// `previewDevice(_:)` names a device Vellum knows, on its side for a landscape orientation;
/// `.fixedLayout(width:height:)` is that size; both centre the view on an opaque white
/// screen. `.sizeThatFitsLayout` is the size the view takes when offered the device's screen.
///
/// ```swift
/// for image in PreviewEntry.images(of: entries) {
///     try image.renderer(scale: 2).write(to: directory.appendingPathComponent(image.name + ".png"))
/// }
/// ```
@MainActor
public struct PreviewImage {
    /// The file name to write it under, without extension: the preview's name or
    /// `<File>-<line>`.
    public let name: String
    /// The file that declares the preview.
    public let fileID: String
    /// The line that declares it.
    public let line: Int
    /// The preview's own view, without its container.
    public let view: any View
    /// What its traits and preview modifiers say.
    package let settings: PreviewSettings

    package init(name: String, fileID: String, line: Int, view: any View, settings: PreviewSettings) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.view = view
        self.settings = settings
    }

    /// The container's size in points: nil for a size-that-fits layout, whose container is
    /// the view's own size.
    public var canvasSize: CGSize? {
        switch settings.layout ?? .device {
        case .device: settings.deviceSize
        case .sizeThatFits: nil
        case .fixed(let width, let height): CGSize(width: max(width, 0), height: max(height, 0))
        }
    }

    /// The view in its container, with the size to propose to it: how the image is drawn.
    public var content: (view: AnyView, proposal: ProposedViewSize) {
        guard let size = canvasSize else { return (AnyView(erasing: view), ProposedViewSize(settings.deviceSize)) }
        return (AnyView(AnyView(erasing: view).frame(width: size.width, height: size.height)), .unspecified)
    }

    /// A renderer of the picture at `scale` pixels per point: opaque white behind a device or
    /// fixed container, transparent around a size-that-fits one.
    ///
    /// ```swift
    /// let png = try image.renderer(scale: 2).pngData()
    /// ```
    public func renderer(scale: CGFloat = 1) -> ImageRenderer<AnyView> {
        let (view, proposal) = content
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        renderer.proposedSize = proposal
        renderer.isOpaque = canvasSize != nil
        return renderer
    }

    /// What the preview modifiers inside `view` record, read from one layout of it.
    static func recordedSettings(of view: any View) -> PreviewSettings {
        let box = SettingsBox()
        let reading = AnyView(erasing: view).onPreferenceChange(PreviewSettings.Key.self) { box.value = $0 }
        _ = ViewRenderer.drawing(of: reading, proposal: ProposedViewSize(PreviewSettings.defaultDeviceSize))
        return box.value
    }

    /// `name` with every character a file name may not hold, or that a shell would have to
    /// quote, turned into `-`.
    static func fileName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.+")
        var result = String(name.map { allowed.contains($0) ? $0 : "-" })
        while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
        return result.isEmpty ? "preview" : String(result.prefix(120))
    }
}

/// Where the preference reader leaves the settings it read (a render may run on any thread).
private final class SettingsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = PreviewSettings()
    var value: PreviewSettings {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
