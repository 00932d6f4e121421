import Foundation
import VellumDrawing
@_spi(SVGWriting) import VellumGeometry

// Images: each file embedded once as an `<image>` definition (a data URI of its own bytes,
// so nothing external is fetched and an SVG image runs no script), drawn with `<use>`.

extension SVGDocument {
    /// Writes a fill of `root` (root space) with `pattern` (in the item's user space).
    mutating func writeImageFill(
        _ root: Path, pattern: ImagePattern, style: FillStyle, item: PreparedItem,
        blend: String?, to out: inout SVGBytes
    ) {
        guard pattern.isDrawable else { return }
        let frameInRoot = Path(pattern.frame).applying(item.transform)
        let isWholeImageInFrame = pattern.clampedSourceRect == CGRect(x: 0, y: 0, width: 1, height: 1)
        let frameRect = frameInRoot.axisAlignedRectangle(transform: .identity)
        let isFrameFill =
            !pattern.isTiled
            && (root == frameInRoot
                || (frameRect != nil && root.axisAlignedRectangle(transform: .identity) == frameRect))
        guard isFrameFill else {
            // Any other shape: filled with a pattern, and clipped to the frame when it does not tile.
            // A clipped group is isolated: the blend mode goes on the group, not inside it.
            let clipped = !pattern.isTiled
            if clipped { openFrameClip(frameInRoot, blend: blend, to: &out) }
            out.append("<path")
            pathData(root, precision: precision, to: &out)
            paintAttributes(
                .image(pattern), opacity: item.opacity, paintToElement: item.transform, isStroke: false, to: &out)
            if style.isEOFilled { out.append(#" fill-rule="evenodd""#) }
            if !style.isAntialiased { out.append(#" shape-rendering="crispEdges""#) }
            if !clipped { blendStyle(blend, to: &out) }
            out.append("/>")
            if clipped { out.append("</g>") }
            return
        }
        // The fill is the frame: the image itself, clipped to the frame only when a part of it is shown.
        if !isWholeImageInFrame { openFrameClip(frameInRoot, blend: blend, to: &out) }
        let toRoot = imagePlacement(pattern).concatenating(item.transform)
        use(pattern, transform: toRoot, toRoot: toRoot, opacity: item.opacity, to: &out)
        if !style.isAntialiased { out.pop(#"/>"#, then: #" shape-rendering="crispEdges"/>"#) }
        if let blend, isWholeImageInFrame {
            out.pop(#"/>"#, then: "")
            blendStyle(blend, to: &out)
            out.append("/>")
        }
        if !isWholeImageInFrame { out.append("</g>") }
    }

    /// `<g clip-path>` of the image's frame (root space), carrying the blend mode.
    private mutating func openFrameClip(_ frameInRoot: Path, blend: String?, to out: inout SVGBytes) {
        out.append(#"<g clip-path="url(#"#)
        out.append(
            utf8: clipPath(
                PreparedClip(
                    path: PreparedPath(path: frameInRoot, isInDeviceSpace: true),
                    style: FillStyle(), isInverse: false, coversTarget: false)))
        out.append(#")""#)
        blendStyle(blend, to: &out)
        out.append(UInt8(ascii: ">"))
    }

    /// The id of a `<pattern>` of `pattern`, in a space that `paintToElement` maps to the
    /// element's. A pattern always repeats: an image that does not tile is one tile the size
    /// of its frame (fills clip it to the frame; nothing else draws a single image).
    mutating func imagePatternID(_ pattern: ImagePattern, paintToElement: CGAffineTransform) -> String {
        var markup = SVGBytes(#" patternUnits="userSpaceOnUse""#)
        let frame = pattern.frame.standardized
        attribute("x", frame.minX, to: &markup)
        attribute("y", frame.minY, to: &markup)
        attribute("width", frame.width, to: &markup)
        attribute("height", frame.height, to: &markup)
        matrix("patternTransform", paintToElement, to: &markup)
        markup.append(UInt8(ascii: ">"))
        // A pattern's content is drawn in the tile's space, whose origin is the tile's x, y.
        let placement = imagePlacement(pattern)
        use(
            pattern, transform: placement.concatenating(CGAffineTransform(translationX: -frame.minX, y: -frame.minY)),
            toRoot: placement.concatenating(paintToElement), opacity: 1, to: &markup)
        markup.append("</pattern>")
        return define("pattern", markup)
    }

    /// Maps the image's own space (pixels, or the SVG's points) to where it lands in user space.
    private func imagePlacement(_ pattern: ImagePattern) -> CGAffineTransform {
        let full = pattern.fullImageFrame, size = pattern.source.size
        guard size.width > 0, size.height > 0 else { return .identity }
        return CGAffineTransform(translationX: full.minX, y: full.minY)
            .scaledBy(x: full.width / size.width, y: full.height / size.height)
    }

    /// `<use>` of the image with `transform` (from the image's own space), its opacity and
    /// tint. `toRoot` maps the image's space to root space: an image is embedded at the size
    /// it is drawn there in pixels (``drawnSize(_:toRoot:)``).
    private mutating func use(
        _ pattern: ImagePattern, transform: CGAffineTransform, toRoot: CGAffineTransform,
        opacity: Double, to out: inout SVGBytes
    ) {
        var placed = transform
        var drawnSize: CGSize?
        if let size = self.drawnSize(pattern, toRoot: toRoot) {
            // At most a few sizes of one image are embedded; past them one is scaled.
            let sizesSoFar = imageIDs.keys.filter { $0.source == pattern.source && $0.drawnSize != nil }.count
            let known =
                imageIDs[ImageKey(source: pattern.source, interpolation: pattern.interpolation, drawnSize: size)] != nil
            if known || sizesSoFar < Self.maximumSizesPerImage {
                drawnSize = size
                let natural = pattern.source.size
                placed = CGAffineTransform(scaleX: natural.width / size.width, y: natural.height / size.height)
                    .concatenating(transform)
            }
        }
        out.append(##"<use href="#"##)
        out.append(
            utf8: imageID(ImageKey(source: pattern.source, interpolation: pattern.interpolation, drawnSize: drawnSize)))
        out.append(UInt8(ascii: "\""))
        matrix("transform", placed, to: &out)
        opacityAttribute("opacity", opacity * pattern.opacity, to: &out)
        if let tint = pattern.tint {
            out.append(#" filter="url(#"#)
            out.append(utf8: tintFilter(tint))
            out.append(#")""#)
        }
        out.append("/>")
    }

    /// How many drawn sizes of one image are embedded before further sizes scale one.
    static let maximumSizesPerImage = 8

    /// The size in device pixels to embed the image at, nil for its own file and size.
    /// librsvg rasterises an SVG image at its own size, so an SVG image is resized to the
    /// size it is drawn at. A bitmap drawn smaller than its pixels is averaged down to the
    /// pixels drawn (whole pixels, never more than its own); one sampled nearest keeps its
    /// pixels, which the viewer picks from as Cairo does.
    private func drawnSize(_ pattern: ImagePattern, toRoot: CGAffineTransform) -> CGSize? {
        let natural = pattern.source.size
        // Rounded to 1/100 pixel so that float noise does not make a second size.
        let width = (natural.width * hypot(toRoot.a, toRoot.b) * pixelScale * 100).rounded() / 100
        let height = (natural.height * hypot(toRoot.c, toRoot.d) * pixelScale * 100).rounded() / 100
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        switch pattern.source {
        case .vector:
            return CGSize(width: width, height: height)
        case .bitmap:
            guard pattern.interpolation != .none, width < natural.width || height < natural.height else { return nil }
            return CGSize(
                width: min(width.rounded(.up), natural.width), height: min(height.rounded(.up), natural.height))
        }
    }

    /// A filter that paints `tint` where the image has alpha (a template image).
    private mutating func tintFilter(_ tint: RGBAColor) -> String {
        var markup = SVGBytes(#" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 "#)
        fraction(tint.red, to: &markup)
        markup.append(" 0 0 0 0 ")
        fraction(tint.green, to: &markup)
        markup.append(" 0 0 0 0 ")
        fraction(tint.blue, to: &markup)
        markup.append(" 0 0 0 ")
        fraction(tint.opacity, to: &markup)
        markup.append(#" 0"/></filter>"#)
        return define("filter", markup)
    }

    /// The id of the `<image>` holding the file as a data URI: at its natural size, or at the
    /// size it is drawn (an SVG's root resized; a bitmap averaged down when that is smaller).
    private mutating func imageID(_ key: ImageKey) -> String {
        if let known = imageIDs[key] { return known }
        var markup = SVGBytes()
        let size = key.drawnSize ?? key.source.size
        attribute("width", size.width, to: &markup)
        attribute("height", size.height, to: &markup)
        markup.append(#" preserveAspectRatio="none""#)
        switch key.interpolation {
        case .none:
            // librsvg reads the attribute; browsers take `pixelated` from the style.
            markup.append(#" image-rendering="optimizeSpeed" style="image-rendering:pixelated""#)
        case .low, .medium:
            break
        case .high:
            markup.append(#" image-rendering="optimizeQuality""#)
        }
        markup.append(#" href="data:"#)
        let encoded: EncodedImage
        switch key.source {
        case .bitmap(let bitmap):
            encoded = EmbeddedBitmap.encoded(bitmap, pixelSize: key.drawnSize.map { (Int($0.width), Int($0.height)) })
        case .vector(let vector):
            let natural = vector.size
            let stretches =
                key.drawnSize.map {
                    abs($0.width * natural.height - $0.height * natural.width) > 1e-6 * $0.width * natural.height
                } ?? false
            let svg = key.drawnSize.flatMap {
                SVGRootSizing.resized(vector.svg, to: $0, naturalSize: natural, stretches: stretches)
            }
            encoded = EncodedImage(mediaType: "image/svg+xml", data: svg ?? vector.svg)
        }
        markup.append(utf8: encoded.mediaType)
        markup.append(";base64,")
        encoded.data.base64EncodedData().withUnsafeBytes { markup.append($0.assumingMemoryBound(to: UInt8.self)) }
        markup.append(#""/>"#)
        let id = define("image", markup)
        imageIDs[key] = id
        return id
    }
}

/// One `<image>` definition: a file, how it is sampled, and the size it is embedded at.
struct ImageKey: Hashable {
    var source: ImageSource
    var interpolation: ImageInterpolation
    var drawnSize: CGSize?
}

extension SVGBytes {
    /// Replaces the trailing `suffix` by `replacement`.
    fileprivate mutating func pop(_ suffix: StaticString, then replacement: StaticString) {
        guard hasSuffix(suffix) else { return }
        removeLast(suffix.utf8CodeUnitCount)
        append(replacement)
    }
}
