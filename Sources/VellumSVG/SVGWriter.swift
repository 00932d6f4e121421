import Foundation
import VellumDrawing
@_spi(SVGWriting) @_spi(RenderCaches) import VellumGeometry

/// Writes a recorded `Drawing` as a small, deterministic SVG document: the same picture
/// the Cairo renderer draws, with no embedded raster images.
///
/// Paths are written in the drawing's root space at ``SVGOptions/precision`` decimals;
/// gradients are user-space `linearGradient`/`radialGradient` definitions, written once
/// however often they are used; conic gradients, which SVG lacks, become thin wedges of
/// flat colour under a clip; shadows are `feGaussianBlur` filters; blend modes are
/// `mix-blend-mode`, `destinationOver` is drawing underneath and `destinationOut`/`clear`
/// are masks. Porter–Duff modes that SVG cannot express (`plusDarker`, `sourceAtop`,
/// `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`) throw
/// `RenderError/unsupported(feature:)`.
///
/// ```swift
/// let drawing = ViewRenderer.drawing(of: badge, proposal: .unspecified)
/// let svg = try SVGWriter.svgString(drawing, options: SVGOptions(title: "Badge"))
/// ```
public enum SVGWriter {
    /// The drawing as an SVG document whose `width` and `height` are its size times
    /// `scale` and whose `viewBox` is its size in points.
    /// - Throws: `RenderError/invalidSize(width:height:)`, `RenderError/invalidScale(_:)`
    ///   or `RenderError/unsupported(feature:)`.
    public static func svgString(_ drawing: Drawing, scale: CGFloat = 1, options: SVGOptions = SVGOptions()) throws
        -> String
    {
        try svgBytes(drawing, scale: scale, options: options).withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// ``svgString(_:scale:options:)`` as UTF-8 data.
    public static func svgData(_ drawing: Drawing, scale: CGFloat = 1, options: SVGOptions = SVGOptions()) throws
        -> Data
    {
        try svgBytes(drawing, scale: scale, options: options).withUnsafeBytes { Data(buffer: $0) }
    }

    static func svgBytes(_ drawing: Drawing, scale: CGFloat, options: SVGOptions) throws -> SVGBytes {
        try checkSize(drawing.size, scale: scale)
        let size = drawing.size
        var document = SVGDocument(size: size, precision: min(max(options.precision, 0), 6), caches: options.caches)
        document.textAsOutlines = options.textAsOutlines
        document.dashesAsPaths = options.dashesAsPaths
        document.pixelScale = scale
        if let duration = options.animationDuration, duration.isFinite, duration > 0 {
            document.animationDuration = duration
        }
        // A badge is about 5 KB: growing from a few bytes would copy it a dozen times.
        var body = SVGBytes(capacity: 8192)
        document.definitions = SVGBytes(capacity: 2048)
        let prepared = drawing.prepared(for: document.target(size: size, animates: document.animationDuration != nil))
        try document.write(prepared, to: &body)
        return document.assemble(body: body, scale: scale, options: options)
    }
}

extension SVGWriter {
    /// Frames played one after another, as one SVG document that browsers play (SMIL `<set>`
    /// and `<animate>` of each frame's `display`): each frame shows for `frameDuration`
    /// seconds, once (ending on the last frame) or looping. Viewers that do not animate
    /// (librsvg, most converters) show `still`, or the last frame without one. Runs of
    /// identical frames are written once; gradients, clips and filters are shared between
    /// frames.
    ///
    /// - Parameters:
    ///   - frames: The frames, all the size of the first.
    ///   - frameDuration: Seconds per frame, positive and finite.
    ///   - loops: Whether the sequence repeats forever. Default: false.
    ///   - still: What viewers that do not animate show, the size of the frames. Default: nil,
    ///     the last frame.
    ///   - scale: The document's `width` and `height` over its `viewBox`. Default: 1.
    ///   - options: Precision, title and description, as for a still. Default: the defaults.
    /// - Throws: `RenderError/invalidSize(width:height:)` for no frames (0×0) or a frame of
    ///   another size (its size), `RenderError/invalidDuration(_:)`, or what ``svgString(_:scale:options:)`` throws.
    ///
    /// ```swift
    /// let svg = try SVGWriter.frameSequenceSVGString(frames: drawings, frameDuration: 1.0 / 30)
    /// ```
    public static func frameSequenceSVGString(
        frames: [Drawing], frameDuration: Double, loops: Bool = false,
        still: Drawing? = nil, scale: CGFloat = 1,
        options: SVGOptions = SVGOptions()
    ) throws -> String {
        try frameSequenceBytes(
            frames, frameDuration: frameDuration, loops: loops, still: still, scale: scale,
            options: options
        ).withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    static func frameSequenceBytes(
        _ frames: [Drawing], frameDuration: Double, loops: Bool, still: Drawing?,
        scale: CGFloat, options: SVGOptions
    ) throws -> SVGBytes {
        guard let size = frames.first?.size else { throw RenderError.invalidSize(width: 0, height: 0) }
        if let other = (frames + (still.map { [$0] } ?? [])).first(where: { $0.size != size }) {
            throw RenderError.invalidSize(width: Double(other.size.width), height: Double(other.size.height))
        }
        guard frameDuration.isFinite, frameDuration > 0 else { throw RenderError.invalidDuration(frameDuration) }
        try checkSize(size, scale: scale)
        var document = SVGDocument(size: size, precision: min(max(options.precision, 0), 6), caches: options.caches)
        document.textAsOutlines = options.textAsOutlines
        document.dashesAsPaths = options.dashesAsPaths
        document.pixelScale = scale
        // Each distinct run of frames, with how many frames it lasts.
        var runs: [(body: SVGBytes, frames: Int)] = []
        func body(of drawing: Drawing) throws -> SVGBytes {
            var body = SVGBytes()
            let prepared = drawing.prepared(for: document.target(size: size, animates: false))
            try document.write(prepared, to: &body)
            return body
        }
        for frame in frames {
            let body = try body(of: frame)
            if runs.last?.body == body { runs[runs.count - 1].frames += 1 } else { runs.append((body, 1)) }
        }
        let total = Double(frames.count) * frameDuration
        var out = SVGBytes()
        // A still unlike the last frame is shown until the animation starts, which hides it.
        let stillBody = try still.map(body(of:)).flatMap { $0 == runs.last?.body ? nil : $0 }
        if let stillBody {
            out.append(#"<g><set attributeName="display" to="none" begin="0s"/>"#)
            out.append(contentsOf: stillBody)
            out.append("</g>")
        }
        var start = 0
        for (index, run) in runs.enumerated() {
            let isLast = index == runs.count - 1
            out.append(isLast && stillBody == nil ? "<g>" : #"<g display="none">"#)
            if runs.count > 1 || stillBody != nil {
                let begin = Double(start) * frameDuration, end = Double(start + run.frames) * frameDuration
                out.append(
                    utf8: visibility(
                        from: begin, to: end, total: total, isLast: isLast, loops: loops,
                        hiddenAtRest: stillBody != nil))
            }
            out.append(contentsOf: run.body)
            out.append("</g>")
            start += run.frames
        }
        return document.assemble(body: out, scale: scale, options: options)
    }

    /// Two drawings of one picture, light and dark, as one SVG that follows the viewer's
    /// `prefers-color-scheme` (an inline style sheet; no script, nothing fetched). Viewers
    /// without media queries (librsvg) show the light one.
    ///
    /// - Throws: `RenderError/invalidSize(width:height:)` when the drawings differ in size, or
    ///   what ``svgString(_:scale:options:)`` throws.
    ///
    /// ```swift
    /// let svg = try SVGWriter.colorSchemeSVGString(light: light, dark: dark)
    /// ```
    public static func colorSchemeSVGString(
        light: Drawing, dark: Drawing, scale: CGFloat = 1,
        options: SVGOptions = SVGOptions()
    ) throws -> String {
        let size = light.size
        guard dark.size == size else {
            throw RenderError.invalidSize(width: Double(dark.size.width), height: Double(dark.size.height))
        }
        try checkSize(size, scale: scale)
        var document = SVGDocument(size: size, precision: min(max(options.precision, 0), 6), caches: options.caches)
        document.textAsOutlines = options.textAsOutlines
        document.dashesAsPaths = options.dashesAsPaths
        document.pixelScale = scale
        var out = SVGBytes(
            "<style>.vellum-dark{display:none}@media (prefers-color-scheme:dark){.vellum-light{display:none}.vellum-dark{display:inline}}</style>"
        )
        for (name, drawing) in [("vellum-light", light), ("vellum-dark", dark)] {
            out.append(utf8: #"<g class="\#(name)">"#)
            let prepared = drawing.prepared(for: document.target(size: size, animates: false))
            try document.write(prepared, to: &out)
            out.append("</g>")
        }
        return document.assemble(body: out, scale: scale, options: options).withUnsafeBytes {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The SMIL that shows a frame from `begin` to `end` seconds of a `total`-second sequence.
    /// `hiddenAtRest`: the frame's group is hidden unless the animation shows it (a still is
    /// shown instead); otherwise the last frame's group is the one shown at rest.
    private static func visibility(
        from begin: Double, to end: Double, total: Double, isLast: Bool, loops: Bool,
        hiddenAtRest: Bool
    ) -> String {
        func seconds(_ value: Double) -> String { "\((value * 1000).rounded() / 1000)s" }
        guard loops else {
            // Played once: the last frame stays.
            if isLast, hiddenAtRest { return #"<set attributeName="display" to="inline" begin="\#(seconds(begin))"/>"# }
            return isLast
                ? #"<set attributeName="display" to="none" begin="0s" dur="\#(seconds(begin))"/>"#
                : #"<set attributeName="display" to="inline" begin="\#(seconds(begin))" dur="\#(seconds(end - begin))"/>"#
        }
        func fraction(_ value: Double) -> String { "\((value / total * 100_000).rounded() / 100_000)" }
        var values = ["none", "inline", "none"], times = ["0", fraction(begin), fraction(end)]
        if begin == 0 { values.removeFirst(); times.removeFirst(); times[0] = "0" }
        if isLast, !hiddenAtRest { values.removeLast(); times.removeLast() }
        return
            #"<animate attributeName="display" values="\#(values.joined(separator: ";"))" keyTimes="\#(times.joined(separator: ";"))" dur="\#(seconds(total))" calcMode="discrete" repeatCount="indefinite"/>"#
    }

    /// Checks that a document of `size` points at `scale` can be written.
    static func checkSize(_ size: CGSize, scale: CGFloat) throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(Double(scale)) }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            (size.width * scale).isFinite, (size.height * scale).isFinite
        else {
            throw RenderError.invalidSize(width: Double(size.width), height: Double(size.height))
        }
    }
}

/// What besides its outline makes a clip: its fill rule and antialiasing, and whether it is
/// inverted.
struct ClipTraits: Hashable {
    let style: FillStyle
    let isInverse: Bool
}

/// The state of one document being written: its definitions and their ids.
struct SVGDocument {
    let size: CGSize
    let precision: Int
    /// Text as glyph outlines (true) or as `<text>` elements.
    var textAsOutlines = true
    /// Seconds per animation cycle, or nil for a still picture.
    var animationDuration: Double?
    /// Definitions (`<defs>` content) in order of first use.
    var definitions = SVGBytes()
    /// Each definition's markup without its id, to the id it was given: one definition per
    /// distinct gradient, clip, mask or filter.
    private var definitionIDs: [DefinitionKey: String] = [:]
    /// The first few definitions, searched in order: a badge's two or three would cost more
    /// to hash into the dictionary than to compare.
    private var firstDefinitions: [(element: String, rest: SVGBytes, id: String)] = []
    private var definitionCount = 0
    /// Clips already defined, to their ids: items clipped by the same shape share one clip,
    /// and comparing outlines costs far less than writing their path data again.
    var clipIDs: [SampledPathKey<ClipTraits>: String] = [:]
    /// The clip looked up last, with its id.
    var lastClip: (path: Path, traits: ClipTraits, id: String)?
    /// Shadow filters already defined, to their ids (labels often share one shadow).
    var shadowFilterIDs: [[DrawingShadow]: String] = [:]
    /// Pixels per root unit at the document's own size (`width` over `viewBox`): SVG images
    /// are embedded at the size they are drawn in pixels.
    var pixelScale: CGFloat = 1
    /// ``SVGOptions/dashesAsPaths``.
    var dashesAsPaths = false
    /// The flag of the drawing being written, checked before each item.
    var cancellation: RenderCancellation?
    /// The `<image>` defined for each image, written once however often it is drawn.
    var imageIDs: [ImageKey: String] = [:]

    /// What the drawing is prepared for: this document's size, decimals and dashes.
    func target(size: CGSize, animates: Bool) -> RenderTarget {
        .svg(size: size, animates: animates, precision: precision, placesDashes: dashesAsPaths)
    }

    /// Path data of text and clips written before, here or by earlier documents.
    let pathData: PathDataCache

    init(size: CGSize, precision: Int, caches: RenderCaches) {
        self.size = size
        self.precision = precision
        pathData = PathDataCache(caches)
    }

    func assemble(body: SVGBytes, scale: CGFloat, options: SVGOptions) -> SVGBytes {
        var out = SVGBytes(capacity: body.count + definitions.count + 200)
        out.append(#"<svg xmlns="http://www.w3.org/2000/svg" width=""#)
        number(size.width * scale, to: &out)
        out.append(#"" height=""#)
        number(size.height * scale, to: &out)
        out.append(#"" viewBox="0 0 "#)
        number(size.width, to: &out)
        out.append(UInt8(ascii: " "))
        number(size.height, to: &out)
        out.append(UInt8(ascii: "\""))
        if options.title != nil {
            out.append(#" role="img" aria-labelledby="title""#)
        }
        out.append(UInt8(ascii: ">"))
        if let title = options.title {
            out.append(#"<title id="title">"#)
            out.append(utf8: XMLText.escaped(title))
            out.append("</title>")
        }
        if let description = options.description {
            out.append("<desc>")
            out.append(utf8: XMLText.escaped(description))
            out.append("</desc>")
        }
        if !definitions.isEmpty {
            out.append("<defs>")
            out.append(contentsOf: definitions)
            out.append("</defs>")
        }
        out.append(contentsOf: body)
        out.append("</svg>\n")
        return out
    }

    // MARK: Definitions

    /// How many definitions are compared one by one before the rest go into a dictionary.
    private static let definitionsSearchedInOrder = 16

    /// Adds `<element id="…" rest` to the definitions, unless the same markup is already
    /// there; returns its id.
    mutating func define(_ element: String, _ rest: SVGBytes) -> String {
        for known in firstDefinitions where known.rest == rest && known.element == element { return known.id }
        let key =
            firstDefinitions.count < Self.definitionsSearchedInOrder ? nil : DefinitionKey(element: element, rest: rest)
        if let key, let id = definitionIDs[key] { return id }
        definitionCount += 1
        let id = "d\(definitionCount)"
        if let key { definitionIDs[key] = id } else { firstDefinitions.append((element, rest, id)) }
        definitions.append(UInt8(ascii: "<"))
        definitions.append(utf8: element)
        definitions.append(#" id=""#)
        definitions.append(utf8: id)
        definitions.append(UInt8(ascii: "\""))
        definitions.append(contentsOf: rest)
        return id
    }

    // MARK: Numbers

    func number(_ value: CGFloat, to out: inout SVGBytes) {
        SVGFixedNumber.append(Double(value), precision: precision, to: &out)
    }

    /// ` maskUnits="userSpaceOnUse" x="0" y="0" width="…" height="…"` (or `filterUnits`): a
    /// mask's or filter's region over the whole canvas, in root user space.
    func canvasRegion(_ units: StaticString, to out: inout SVGBytes) {
        out.append(UInt8(ascii: " "))
        out.append(units)
        out.append(#"="userSpaceOnUse" x="0" y="0""#)
        attribute("width", size.width, to: &out)
        attribute("height", size.height, to: &out)
    }

    /// ` name="value"`.
    func attribute(_ name: StaticString, _ value: CGFloat, to out: inout SVGBytes) {
        out.append(UInt8(ascii: " "))
        out.append(name)
        out.append("=\"")
        number(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// An opacity or other unit fraction: three decimals are finer than 8-bit alpha.
    func fraction(_ value: Double, to out: inout SVGBytes) {
        SVGFixedNumber.append(value, precision: 3, to: &out)
    }

    /// ` name="opacity"` when `value` is below 1 (SVG's default), clamped at 0.
    func opacityAttribute(_ name: StaticString, _ value: Double, to out: inout SVGBytes) {
        guard value < 1 else { return }
        out.append(UInt8(ascii: " "))
        out.append(name)
        out.append("=\"")
        fraction(max(value, 0), to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// ` transform="matrix(…)"` (or the name given), unless `transform` is the identity.
    func matrix(_ name: StaticString, _ transform: CGAffineTransform, to out: inout SVGBytes) {
        guard !transform.isIdentity else { return }
        out.append(UInt8(ascii: " "))
        out.append(name)
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
            out.append("=\"translate(")
            number(transform.tx, to: &out)
            out.append(UInt8(ascii: " "))
            number(transform.ty, to: &out)
            out.append(")\"")
            return
        }
        out.append("=\"matrix(")
        for (index, value) in [transform.a, transform.b, transform.c, transform.d].enumerated() {
            if index > 0 { out.append(UInt8(ascii: " ")) }
            SVGFixedNumber.append(Double(value), precision: 6, to: &out)
        }
        out.append(UInt8(ascii: " "))
        number(transform.tx, to: &out)
        out.append(UInt8(ascii: " "))
        number(transform.ty, to: &out)
        out.append(")\"")
    }

    /// ` d="…"` at `precision` decimals.
    func pathData(_ path: Path, precision: Int, to out: inout SVGBytes) {
        out.append(#" d=""#)
        path.appendSVGPathData(precision: precision, to: &out)
        out.append(UInt8(ascii: "\""))
    }
}

extension RGBAColor {
    /// Appends `#rrggbb`, or `#rgb` when that says the same.
    func appendSVGHex(to out: inout SVGBytes) {
        let (bytes, count) = hexBytes
        out.append(count: count) { target in for index in 0..<count { target[index] = bytes[index] } }
    }

    /// Whether ``appendSVGHex(to:)`` writes `#000`, SVG's default fill.
    var isSVGBlack: Bool {
        Int((red * 255).rounded()) == 0 && Int((green * 255).rounded()) == 0 && Int((blue * 255).rounded()) == 0
    }

    /// The bytes of ``appendSVGHex(to:)`` and how many there are (4 or 7).
    private var hexBytes: (SIMD8<UInt8>, Int) {
        func byte(_ component: Double) -> Int { Int((component * 255).rounded()) }
        func digit(_ v: Int) -> UInt8 { v < 10 ? UInt8(48 + v) : UInt8(87 + v) }
        let r = byte(red), g = byte(green), b = byte(blue)
        if r % 17 == 0 && g % 17 == 0 && b % 17 == 0 {
            return (SIMD8(UInt8(ascii: "#"), digit(r / 17), digit(g / 17), digit(b / 17), 0, 0, 0, 0), 4)
        }
        return (
            SIMD8(
                UInt8(ascii: "#"), digit(r >> 4), digit(r & 15), digit(g >> 4), digit(g & 15), digit(b >> 4),
                digit(b & 15), 0), 7
        )
    }
}

/// A definition's markup as a dictionary key, hashed by its length and its first and last
/// 64 bytes (equality still compares every byte): a clip's markup is mostly path data, and
/// hashing all of it cost more than writing it.
struct DefinitionKey: Hashable {
    let element: String
    let rest: SVGBytes

    func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(rest.count)
        rest.withUnsafeBytes { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            guard raw.count > 128 else { return hasher.combine(bytes: raw) }
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.prefix(64)))
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.suffix(64)))
        }
    }
}
