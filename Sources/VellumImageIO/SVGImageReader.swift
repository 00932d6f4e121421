import CRsvg
import Foundation
import VellumDrawing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SVG documents: refused when they declare entities (or are in an encoding that could hide
/// them), or embed in `data:` URLs what this decoder would refuse on its own; else parsed by
/// librsvg (with no base URL, so it loads nothing outside the document) for their natural
/// size, and drawn once, small, so that what librsvg will not draw is refused here.
enum SVGImageReader {
    /// Largest side of an SVG image, in points.
    static let maximumSide: CGFloat = 16_384

    static func read(_ data: Data, nesting: Int = 0) throws(ImageError) -> VectorImage {
        // Entities are looked for in the bytes, which only works when libxml2 reads the bytes as
        // they are: UTF-8 or an ASCII-compatible single-byte encoding. A UTF-16 document (its
        // ASCII has NUL bytes) or one declaring UTF-7 (`+ADw-!ENTITY`) would hide them.
        if data.contains(0) { throw .unsafeSVG(reason: "text encoding other than UTF-8") }
        let encoding = declaredEncoding(data)
        if let encoding, !isASCIICompatible(encoding) {
            throw .unsafeSVG(reason: "text encoding \(encoding)")
        }
        // A document read as UTF-8 must be UTF-8: Foundation's XMLParser (below) traps on names
        // that are not (fuzzing found it), and librsvg would refuse the document anyway.
        let utf8 = encoding.map { ["utf-8", "utf8"].contains($0.lowercased()) } ?? true
        if utf8, String(validating: data, as: UTF8.self) == nil {
            throw .corrupt(reason: "SVG that is not valid UTF-8")
        }
        // Entities can expand without bound (the "billion laughs"); SVG icons never need them.
        if data.range(of: Data("<!ENTITY".utf8)) != nil || data.range(of: Data("<!entity".utf8)) != nil {
            throw .unsafeSVG(reason: "entity declarations")
        }
        // Before librsvg parses anything: it loads XInclude's data: URLs as it parses.
        let wellFormed = try checkEmbeddedData(data, nesting: nesting)
        let size = try withHandle(data) { handle throws(ImageError) in
            guard wellFormed else { throw .corrupt(reason: "not a well-formed SVG document") }
            let size = try naturalSize(handle)
            try trialRender(handle)
            return size
        }
        return VectorImage(svg: data, size: size)
    }

    /// The encoding the XML declaration names, if any.
    private static func declaredEncoding(_ data: Data) -> String? {
        var bytes = data.prefix(1_024)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = String(decoding: bytes.prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
        guard let name = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[name.upperBound...].drop {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "="
        }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return String(rest.prefix(40)) }
        return String(rest.dropFirst().prefix { $0 != quote }.prefix(40))
    }

    /// UTF-8, ASCII and the ISO 8859 and Windows single-byte encodings: ASCII stays ASCII.
    private static func isASCIICompatible(_ encoding: String) -> Bool {
        let name = encoding.lowercased()
        if ["utf-8", "utf8", "us-ascii", "ascii", "latin1", "latin-1"].contains(name) { return true }
        for prefix in ["iso-8859-", "iso8859-", "windows-125", "cp125"] where name.hasPrefix(prefix) {
            return name.dropFirst(prefix.count).allSatisfy(\.isNumber)
        }
        return false
    }

    /// Draws the document once into a 1 × 1 surface, so that a document librsvg parses but
    /// will not draw (its limits on instancing and nesting) is refused here, not mid-render.
    private static func trialRender(_ handle: UnsafeMutablePointer<RsvgHandle>) throws(ImageError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: 1, height: 1)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            var reason = "librsvg cannot draw it"
            if let error {
                reason = String(cString: error.pointee.message)
                g_error_free(error)
            }
            throw .corrupt(reason: reason)
        }
    }

    /// Checks every `data:` URL in the document: librsvg loads nothing else (it has no base
    /// URL), but it loads those, images through gdk-pixbuf in any of its formats, and SVG
    /// documents of their own, none of which would meet ``ImageLimits`` or the checks here.
    /// Each must be an image this decoder accepts (fonts, which librsvg ignores, excepted; an
    /// SVG librsvg could not read either may be damaged). URLs are read as librsvg reads them:
    /// after XML character references, CSS escapes, and the tabs and line breaks a URL parser
    /// drops. Returns whether the document is well-formed XML.
    private static func checkEmbeddedData(_ data: Data, nesting: Int) throws(ImageError) -> Bool {
        // Neither "data" (in any case), a character reference nor a CSS escape: no data: URL.
        let lowered = Data(data.map { $0 | 0x20 })
        guard
            lowered.range(of: Data("data".utf8)) != nil || data.range(of: Data("&#".utf8)) != nil
                || data.contains(UInt8(ascii: "\\"))
        else { return true }
        let collector = TextCollector()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        guard parser.parse() else { return false }
        for text in collector.texts {
            for url in dataURLs(in: text) {
                try checkDataURL(url, nesting: nesting)
            }
        }
        return true
    }

    /// The `data:` URLs in `text`: one in quotes ends at the closing quote, one in `url(…)`
    /// at the parenthesis, any other (an `href`) at the end of the text; a fragment is dropped.
    private static func dataURLs(in text: String) -> [Substring] {
        let normalized = unescapeCSS(text).filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        var urls: [Substring] = []
        var searchStart = normalized.startIndex
        while let found = normalized.range(
            of: "data:", options: .caseInsensitive, range: searchStart..<normalized.endIndex)
        {
            searchStart = found.upperBound
            var end: Character?
            if found.lowerBound > normalized.startIndex {
                let before = normalized[normalized.index(before: found.lowerBound)]
                if before.isLetter || before.isNumber || before == "-" || before == "_" || before == "."
                    || before == "+"
                {
                    continue
                }
                end = before == "\"" || before == "'" ? before : before == "(" ? ")" : nil
            }
            let url = normalized[found.lowerBound...].prefix { $0 != end && $0 != "#" }
            urls.append(url)
        }
        return urls
    }

    /// `text` with CSS escapes (`\61 ` for `a`, `\:` for `:`) replaced by what they stand for.
    private static func unescapeCSS(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.first else { out.unicodeScalars.append(scalar); continue }
            let hex = scalars.prefix(6).prefix { $0.properties.isASCIIHexDigit }
            if hex.isEmpty {
                out.unicodeScalars.append(next)
                scalars = scalars.dropFirst()
                continue
            }
            scalars = scalars.dropFirst(hex.count)
            if let first = scalars.first, first == " " || first == "\t" || first == "\n" {
                scalars = scalars.dropFirst()
            }
            out.unicodeScalars.append(
                UInt32(String(String.UnicodeScalarView(hex)), radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
        }
        return out
    }

    /// One `data:` URL: its payload must decode as an image within the limits.
    private static func checkDataURL(_ url: Substring, nesting: Int) throws(ImageError) {
        guard let comma = url.firstIndex(of: ",") else { return } // not a data: URL librsvg can read
        let header = url[url.index(url.startIndex, offsetBy: 5)..<comma].lowercased().filter { $0 != " " }
        let mediaType = header.split(separator: ";").first.map(String.init) ?? ""
        if mediaType.hasPrefix("font/") || mediaType.hasPrefix("application/font")
            || mediaType.hasPrefix("application/x-font")
        {
            return
        }
        let body = url[url.index(after: comma)...]
        var payload: Data
        if header.split(separator: ";").contains("base64") {
            // Forgiving base64, as URL parsers read it: whitespace dropped, padding optional.
            var digits = body.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/") }
            guard digits.count % 4 != 1 else { return } // undecodable: librsvg loads nothing
            digits += String(repeating: "=", count: (4 - digits.count % 4) % 4)
            guard let decoded = Data(base64Encoded: digits) else { return }
            payload = decoded
        } else {
            // Percent-decoded byte by byte (the payload need not be UTF-8).
            payload = Data()
            let bytes = Array(body.utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                    let value = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
                {
                    payload.append(value)
                    index += 3
                } else {
                    payload.append(bytes[index])
                    index += 1
                }
            }
        }
        do {
            // Not kept in the cache: these are parts of a document, not images drawn.
            _ = try SystemImageDecoder.decode(payload, nesting: nesting + 1)
        } catch {
            switch error {
            case .tooLarge, .fileTooLarge, .unsafeSVG:
                throw error
            case .corrupt where payload.withUnsafeBytes({ try? ImageHeader.read($0) })?.format == .svg:
                return // an SVG librsvg cannot read or draw either (its data: URLs checked first)
            default:
                throw .unsafeSVG(reason: "a data: URL that is not an image Vellum reads (\(error))")
            }
        }
    }

    /// Runs `body` with a handle parsed from `data`.
    static func withHandle<T>(_ data: Data, _ body: (UnsafeMutablePointer<RsvgHandle>) throws(ImageError) -> T)
        throws(ImageError) -> T
    {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<RsvgHandle>? in
            guard let bytesCopy = g_bytes_new(bytes.baseAddress, gsize(bytes.count)) else { return nil }
            defer { g_bytes_unref(bytesCopy) }
            let stream = g_memory_input_stream_new_from_bytes(bytesCopy)
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            return rsvg_handle_new_from_stream_sync(stream, nil, RSVG_HANDLE_FLAGS_NONE, nil, &error)
        }
        guard let handle else {
            var reason = "not a well-formed SVG document"
            if let error {
                reason = String(cString: error.pointee.message)
                g_error_free(error)
            }
            throw .corrupt(reason: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        return try body(handle)
    }

    /// The document's width and height, or its viewBox's size when it has none.
    private static func naturalSize(_ handle: UnsafeMutablePointer<RsvgHandle>) throws(ImageError) -> CGSize {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { throw .corrupt(reason: "SVG without a size or a viewBox") }
            (width, height) = (viewBox.width, viewBox.height)
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .corrupt(reason: "SVG of size \(width) × \(height)")
        }
        guard width <= maximumSide, height <= maximumSide else {
            // Rounded up: 16,384.5 is over the limit, and must not be reported as 16,384.
            throw .tooLarge(width: Int(min(width, 1e9).rounded(.up)), height: Int(min(height, 1e9).rounded(.up)))
        }
        // The pixel count too, at its natural size: as large as a bitmap may be.
        if let error = ImageLimits.check(width: Int(width.rounded(.up)), height: Int(height.rounded(.up))) {
            throw error
        }
        return CGSize(width: width, height: height)
    }
}

/// What librsvg may read a URL from: the attributes that take a URL or CSS (`href`, `style`,
/// the properties that take `url(…)`), the text of `<style>` elements, and processing
/// instructions (`<?xml-stylesheet href="…"?>`), as the XML parser decodes them.
private final class TextCollector: NSObject, XMLParserDelegate {
    static let urlAttributes: Set<String> = [
        "href", "src", "style", "fill", "stroke", "filter", "mask", "clip-path",
        "marker", "marker-start", "marker-mid", "marker-end"
    ]
    var texts: [String] = []
    private var styleDepth = 0
    private var pending = ""

    private static func localName(_ name: String) -> String {
        String(name.split(separator: ":").last ?? Substring(name)).lowercased()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        flush()
        for (name, value) in attributes where Self.urlAttributes.contains(Self.localName(name)) { texts.append(value) }
        if Self.localName(elementName) == "style" { styleDepth += 1 }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        flush()
        if Self.localName(elementName) == "style", styleDepth > 0 { styleDepth -= 1 }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { if styleDepth > 0 { pending += string } }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if styleDepth > 0 { pending += String(decoding: CDATABlock, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        flush()
        if let data { texts.append(data) }
    }

    private func flush() {
        if !pending.isEmpty { texts.append(pending) }
        pending = ""
    }
}
