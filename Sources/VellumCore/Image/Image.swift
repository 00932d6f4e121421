import Foundation
import VellumGeometry

/// A view that shows an image, as SwiftUI's `Image`: a named image from a bundle's
/// resources, a symbol, an image file's bytes, or a drawing.
///
/// Named images are found among a bundle's resources as `name.png`, `.jpg`, `.jpeg`,
/// `.webp`, `.gif` or `.svg`; SVG images stay vectors in every output. An image that cannot
/// be found or decoded is a render error (``RenderError/invalidImage(_:)``), never a blank.
///
/// Without `resizable()` an image takes its natural size whatever it is offered (a bitmap's
/// pixels at its scale, in points); with it, it fills what it is offered:
///
/// ```swift
/// Image("logo", bundle: .module)
///     .resizable()
///     .scaledToFit()
///     .frame(width: 64, height: 64)
/// ```
public struct Image: View, _PrimitiveView, Sendable {
    public typealias Body = Never

    /// How an image's pixels are sampled when it is drawn larger or smaller than its pixels:
    /// ``ImageInterpolation``, shared with the renderers that sample them.
    public typealias Interpolation = ImageInterpolation

    /// How a resizable image fills a size other than its own.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image (or its centre, between the cap insets) at its natural size.
        case tile
        /// Scales the image (or its centre, between the cap insets) to the size.
        case stretch
    }

    /// Whether an image is drawn as it is, or as a shape filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha, filled with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// The relative size of symbols, as SwiftUI's `imageScale(_:)`.
    public enum Scale: Hashable, Sendable {
        /// About 0.78 of the medium size.
        case small
        /// The size the font gives (the default).
        case medium
        /// About 1.29 of the medium size.
        case large

        /// The factor on the symbol's medium size: SF Symbols' small and large scales are about
        /// 0.78 and 1.29 of medium.
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    /// Where the image comes from.
    enum Content: Sendable {
        case named(String, bundle: Bundle?)
        case system(String)
        case data(Data, scale: CGFloat)
        case file(URL, scale: CGFloat)
        case source(ImageSource, scale: CGFloat)
        case drawing(size: CGSize, renderer: ImageDrawingRenderer)
    }

    let content: Content
    /// The accessibility label: the name, the `label:` text, or none for decorative images.
    let label: Text?
    var isDecorative = false
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var interpolationMode: Interpolation = .low
    var isAntialiased = true
    var templateMode: TemplateRenderingMode?

    init(content: Content, label: Text?) {
        self.content = content
        self.label = label
    }

    /// The image `name` from `bundle`'s resources (the main bundle when nil); its name is
    /// its accessibility label.
    ///
    /// ```swift
    /// Image("logo", bundle: .module)
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(content: .named(name, bundle: bundle), label: Text(verbatim: name))
    }

    /// The image `name` from `bundle`'s resources, with `label` as its accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(content: .named(name, bundle: bundle), label: label)
    }

    /// The image `name` from `bundle`'s resources, hidden from assistive technology.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(content: .named(name, bundle: bundle), label: nil)
        isDecorative = true
    }

    /// A symbol from the ``SymbolCatalog`` (Vellum's own outlines of common SF Symbols names,
    /// and SVGs you register), sized by the font and filled with the foreground style.
    ///
    /// ```swift
    /// Image(systemName: "checkmark.circle").foregroundStyle(.green)
    /// ```
    public init(systemName: String) {
        self.init(content: .system(systemName), label: Text(verbatim: systemName))
    }

    /// An image drawn by `renderer` into a context of `size` points, as SwiftUI's: it stays
    /// vectors in every output. `opaque` and `colorMode` are accepted for SwiftUI's sake;
    /// Vellum draws in sRGB whatever the mode. `renderer` is called on the thread that renders,
    /// and by every render that draws the image, perhaps at once: it should only read what it
    /// captured, as a `Canvas`'s closure.
    ///
    /// ```swift
    /// Image(size: CGSize(width: 12, height: 12)) { context in
    ///     context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 12, height: 12)), with: .color(.orange))
    /// }
    /// ```
    public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        self.init(content: .drawing(size: size, renderer: ImageDrawingRenderer(renderer)), label: label)
        isDecorative = label == nil
    }

    /// An image from a PNG, JPEG, WebP, GIF or SVG file's bytes, decoded when it is first
    /// drawn. `scale` is pixels per point (2 for an `@2x` file). Vellum's; SwiftUI makes these
    /// from a `UIImage` or `NSImage`.
    ///
    /// ```swift
    /// Image(data: try Data(contentsOf: avatarURL), label: Text("Avatar"))
    /// ```
    public init(data: Data, scale: CGFloat = 1, label: Text? = nil) {
        self.init(content: .data(data, scale: scale), label: label)
        isDecorative = label == nil
    }

    /// An image from a PNG, JPEG, WebP, GIF or SVG file, read when it is first drawn. Vellum's.
    public init(contentsOf url: URL, scale: CGFloat = 1, label: Text? = nil) {
        self.init(content: .file(url, scale: scale), label: label)
        isDecorative = label == nil
    }

    /// An image of decoded pixels or a vector document. Vellum's.
    public init(_ source: ImageSource, scale: CGFloat = 1, label: Text? = nil) {
        self.init(content: .source(source, scale: scale), label: label)
        isDecorative = label == nil
    }

    // MARK: Modifiers

    /// Lets the image take the size it is offered: scaled (`.stretch`) or repeated
    /// (`.tile`), keeping `capInsets` (in points of the image) at their natural size, as a
    /// button's border.
    ///
    /// ```swift
    /// Image("badge-frame", bundle: .module)
    ///     .resizable(capInsets: EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
    ///     .frame(width: 120, height: 28)
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = (capInsets, resizingMode)
        return copy
    }

    /// How the image's pixels are sampled when it is scaled. Default: `.low` (bilinear; averaged when shrunk below ¾), as SwiftUI's.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationMode = interpolation
        return copy
    }

    /// Whether the image's edges are antialiased. Default: true.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    /// Draws the image as it is (`.original`) or as a shape filled with the foreground style
    /// (`.template`); nil restores the default (template for symbols, original otherwise).
    ///
    /// ```swift
    /// Image("glyph", bundle: .module).renderingMode(.template).foregroundStyle(.blue)
    /// ```
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateMode = renderingMode
        return copy
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [ImageNode(image: self, environment: environment)]
    }
}

/// The colour space an `Image(size:renderer:)` is drawn in, as SwiftUI's. Vellum draws in
/// sRGB in every mode.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Gamma-encoded sRGB (the default).
    case nonLinear
    /// Linear sRGB, clamped to 0…1 (drawn as sRGB by Vellum).
    case linear
    /// Linear sRGB beyond 0…1 (drawn as sRGB by Vellum).
    case extendedLinear
}

/// The closure of an `Image(size:renderer:)`. It runs on the thread that renders; like a
/// `Canvas`'s, it should only read what it captured.
struct ImageDrawingRenderer: @unchecked Sendable {
    let draw: (inout GraphicsContext) -> Void
    init(_ draw: @escaping (inout GraphicsContext) -> Void) { self.draw = draw }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The relative size of symbols inside. Default: `.medium`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the relative size of the symbols inside, as SwiftUI's.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        ModifiedNodes(self, environment: { $0.imageScale = scale })
    }
}
