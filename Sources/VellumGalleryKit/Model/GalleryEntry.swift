import Foundation
import Vellum

/// One picture of the gallery: a view written as a SwiftUI user would write it, rendered by
/// ``ImageRenderer`` to PNG, SVG and (in most sections) PDF, shown beside the code that made it.
///
/// The code on the page is not a second copy: it is read from the Swift file that defines
/// the entry, between `// gallery:begin <name>` and `// gallery:end` (see ``GallerySample``).
///
/// ```swift
/// public static let hello = GalleryEntry(
///     name: "hello", title: "Hello", caption: "A red circle.", size: CGSize(width: 40, height: 40),
///     view: {
///         // gallery:begin hello
///         Circle().fill(.red).frame(width: 40, height: 40)
///         // gallery:end
///     })
/// ```
public struct GalleryEntry: Sendable {
    /// The file name stem and the sample's marker name, for example `dashed-ring`
    /// (`dashed-ring.png`, `dashed-ring.svg`).
    public var name: String
    /// A short human title.
    public var title: String
    /// One paragraph saying what the picture shows and what to look for.
    public var caption: String
    /// The view's size in points; the page shows the PNG at this size.
    public var size: CGSize
    /// Pixels per point of the PNG. Default: 1.
    public var scale: CGFloat
    /// Why the entry has no PDF, or nil when it has one. Default: nil. Set only for a
    /// feature Cairo's PDF backend refuses (``RenderError/unsupported(feature:)``); the tests
    /// check that the refusal is still real.
    public var pdfUnavailableReason: String?
    /// Why the entry has no SVG, or nil when it has one. Default: nil. Set only for a
    /// feature SVG cannot express (``RenderError/unsupported(feature:)``); the tests check
    /// that the refusal is still real.
    public var svgUnavailableReason: String?
    /// Frames per cycle of an animation written beside the still picture, or nil for none.
    /// Default: nil. With a count, the gallery also holds `<name>.animated.png` (an APNG,
    /// one cycle a second, looping) and `<name>.animated.svg` (the SVG that browsers play);
    /// the still files are the first frame.
    public var animationFrameCount: Int?
    /// Frames of the view's appear animation (what `onAppear` sets in `withAnimation`), or nil
    /// for none. Default: nil. With a count, the gallery also holds `<name>.appear.png`, an
    /// APNG of the animation, and `<name>.appear.svg`, the same frames as an SVG that browsers
    /// play (both looping on the page); the still files are where it settles.
    public var appearFrameCount: Int?
    /// Where the code shown on the page is. Default: the marked lines named ``name`` in the
    /// file that calls the initialiser.
    public var sample: GallerySample
    /// Builds the view; throws only where the sample itself uses `try` (SVG path data).
    public var view: @Sendable () throws -> any View

    /// An entry; see the properties for what each argument means. `file` is the source
    /// file holding the sample; leave it to its default, the caller's `#filePath`.
    public init(
        name: String, title: String, caption: String, size: CGSize, scale: CGFloat = 1,
        pdfUnavailableReason: String? = nil, svgUnavailableReason: String? = nil,
        animationFrameCount: Int? = nil, appearFrameCount: Int? = nil, file: String = #filePath,
        view: @escaping @Sendable () throws -> any View
    ) {
        self.name = name
        self.title = title
        self.caption = caption
        self.size = size
        self.scale = scale
        self.pdfUnavailableReason = pdfUnavailableReason
        self.svgUnavailableReason = svgUnavailableReason
        self.animationFrameCount = animationFrameCount
        self.appearFrameCount = appearFrameCount
        self.sample = GallerySample(name: name, file: file)
        self.view = view
    }

    /// The Swift shown on the page: the entry's marked lines, read from its source file.
    /// - Throws: ``GallerySampleError`` when the file or a marker is missing.
    public func snippet() throws -> String {
        try sample.code()
    }
}
