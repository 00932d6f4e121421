import Foundation

/// One picture of the gallery: what it shows, the Swift that builds it, and the drawing.
///
/// The snippet is the body of `draw`, written out a second time as text right beside it;
/// `VellumGalleryTests` checks that the two stay the same.
public struct GalleryEntry: Sendable {
    /// The file name stem, for example `dashed-ring` (`dashed-ring.png`, `dashed-ring.svg`).
    public var name: String
    /// A short human title.
    public var title: String
    /// One paragraph saying what the picture shows and what to look for.
    public var caption: String
    /// The canvas size in pixels (user units; y down).
    public var size: CGSize
    /// The Swift source of `draw`'s body, shown on the index page.
    public var snippet: String
    /// Builds the drawing: layers filled in order over a white canvas.
    public var draw: @Sendable () throws -> [GalleryLayer]

    /// An entry; see the properties for what each argument means.
    public init(name: String, title: String, caption: String, size: CGSize, snippet: String,
                draw: @escaping @Sendable () throws -> [GalleryLayer]) {
        self.name = name
        self.title = title
        self.caption = caption
        self.size = size
        self.snippet = snippet
        self.draw = draw
    }
}
