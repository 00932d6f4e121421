import Foundation
import VellumGeometry

extension GraphicsContext {
    /// An image resolved in a context's environment, ready to draw: decoded, with its size
    /// in points and, for a template image, the shading that fills it.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     let star = context.resolve(Image(systemName: "star.fill"))
    ///     context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
    /// }
    /// ```
    public struct ResolvedImage: Sendable {
        enum Content: Sendable {
            case source(ImageSource)
            /// A catalog outline in a box of `designSize` units.
            case symbol(Path, designSize: CGSize)
            case drawing(ImageDrawingRenderer, size: CGSize)
            /// Nothing (the image could not be resolved; the render reports why).
            case none
        }

        let content: Content
        /// The image's natural size, in points.
        public internal(set) var size: CGSize
        /// The baseline from the top, in points: the image's height.
        public var baseline: CGFloat { size.height }
        /// What fills a template image (a symbol, or an image with `renderingMode(.template)`):
        /// the foreground style by default. Nil for an image drawn in its own colours.
        public var shading: Shading?
        var interpolation: Image.Interpolation = .low
        var isAntialiased = true

        init(content: Content, size: CGSize) {
            self.content = content
            self.size = size
        }
    }

    /// `image` resolved in this context's environment. An image that cannot be found or
    /// decoded resolves to an empty image, and the render throws
    /// ``RenderError/invalidImage(_:)``.
    public func resolve(_ image: Image) -> ResolvedImage {
        do {
            var resolved = try image.resolved(in: environment)
            if resolved.shading != nil { resolved.shading = .style(ForegroundStyle()) }
            return resolved
        } catch {
            environment.renderIssues?.report(.invalidImage(error))
            return ResolvedImage(content: .none, size: .zero)
        }
    }

    /// Draws `image` scaled to fill `rect` (user space).
    ///
    /// ```swift
    /// context.draw(context.resolve(Image("logo", bundle: .module)), in: CGRect(x: 8, y: 8, width: 32, height: 32))
    /// ```
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        var style = style
        if !image.isAntialiased { style.isAntialiased = false }
        switch image.content {
        case .none:
            return
        case .source(let source):
            let pattern = ImagePattern(source: source, frame: rect, interpolation: image.interpolation)
            drawImage(pattern, in: Path(rect), style: style, template: image.shading)
        case .symbol(let path, let designSize):
            guard designSize.width > 0, designSize.height > 0 else { return }
            let toRect = CGAffineTransform(translationX: rect.minX, y: rect.minY)
                .scaledBy(x: rect.width / designSize.width, y: rect.height / designSize.height)
            fill(path.applying(toRect), with: image.shading ?? .color(.black), style: style)
        case .drawing(let renderer, let size):
            guard size.width > 0, size.height > 0 else { return }
            let draw = { (context: inout GraphicsContext) in
                context.translateBy(x: rect.minX, y: rect.minY)
                context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
                context.clip(to: Path(CGRect(origin: .zero, size: size)))
                renderer.draw(&context)
            }
            // One layer, as SwiftUI draws an image: the context's filters, opacity and blend
            // mode apply to the image as a whole, not to each thing it draws.
            if let shading = image.shading {
                drawLayer(masked: draw) { layer in layer.fill(Path(rect), with: shading) }
            } else {
                drawLayer(content: draw)
            }
        }
    }

    /// Draws `image` at its natural size with its `anchor` at `point` (user space).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Resolves `image` and draws it scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Resolves `image` and draws it at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Fills `path` with `pattern`, as a template filled by `template` when it is set: a
    /// solid colour tints the image; any other style shows through the image's alpha.
    func drawImage(_ pattern: ImagePattern, in path: Path, style: FillStyle, template: Shading?) {
        guard let template else {
            fill(path, with: .paint(.image(pattern)), style: style)
            return
        }
        let (paint, _) = template.paint(for: path, in: environment)
        if case .color(let color) = paint {
            var tinted = pattern
            tinted.tint = color
            fill(path, with: .paint(.image(tinted)), style: style)
        } else {
            drawLayer(
                masked: { $0.fill(path, with: .paint(.image(pattern)), style: style) },
                content: { $0.fill(path, with: template, style: style) })
        }
    }
}

extension GraphicsContext.Shading {
    /// `image` repeated across the plane: the part of it `sourceRect` selects (unit
    /// coordinates of the image) is one tile, `scale` times its natural size, with its
    /// top-left corner at `origin` (user space). Apple's documentation names the "bottom
    /// left" corner in Core Graphics' y-up terms; in SwiftUI's y-down space that is the tile's
    /// top-left.
    ///
    /// ```swift
    /// context.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 40)),
    ///              with: .tiledImage(Image("checker", bundle: .module), scale: 0.5))
    /// ```
    public static func tiledImage(
        _ image: Image, origin: CGPoint = .zero,
        sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        scale: CGFloat = 1
    ) -> GraphicsContext.Shading {
        .style(ImagePaint(image: image, sourceRect: sourceRect, scale: scale, origin: origin))
    }
}

/// A shape style that fills a shape by repeating a region of an image, as SwiftUI's. The
/// tiles start at the top-left corner of what is filled.
///
/// ```swift
/// Circle().fill(ImagePaint(image: Image("pattern", bundle: .module), scale: 0.5))
/// Rectangle().fill(.image(Image("pattern", bundle: .module), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1)))
/// ```
public struct ImagePaint: ShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// The part of the image repeated, in unit coordinates of the image. Default: all of it.
    public var sourceRect: CGRect
    /// A scale factor on the image's natural size. Default: 1.
    public var scale: CGFloat
    /// Where the first tile starts; nil: the top-left corner of what is filled.
    var origin: CGPoint?

    /// Creates an image paint.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    init(image: Image, sourceRect: CGRect, scale: CGFloat, origin: CGPoint) {
        self.init(image: image, sourceRect: sourceRect, scale: scale)
        self.origin = origin
    }

    /// An image paint resolves to itself; its image is read when it paints.
    public func resolve(in environment: EnvironmentValues) -> ImagePaint { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let resolved: GraphicsContext.ResolvedImage
        do { resolved = try image.resolved(in: environment) } catch {
            environment.renderIssues?.report(.invalidImage(error))
            return .color(.clear)
        }
        guard case .source(let source) = resolved.content else {
            environment.renderIssues?.report(
                .unsupported(feature: "a symbol or a drawn image as an ImagePaint (only decoded images tile)"))
            return .color(.clear)
        }
        let validScale = scale.isFinite && scale > 0 ? scale : 1
        var pattern = ImagePattern(
            source: source, frame: .zero, sourceRect: sourceRect, isTiled: true,
            interpolation: resolved.interpolation)
        // The tile is the part of the image actually shown (the source rectangle within the image).
        let unit = pattern.clampedSourceRect ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let tile = CGSize(
            width: resolved.size.width * unit.width * validScale,
            height: resolved.size.height * unit.height * validScale)
        pattern.frame = CGRect(origin: origin ?? bounds.origin, size: tile)
        if resolved.shading != nil,
            case .color(let color) = environment.resolvedForeground._paint(in: bounds, environment: environment)
        {
            pattern.tint = color
        }
        return .image(pattern)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that repeats a region of `image`, as SwiftUI's `.image(_:sourceRect:scale:)`.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
