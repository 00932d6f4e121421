import Foundation
import VellumGeometry

/// Rewrites the size of an SVG document's root element, so that a viewer which rasterises an
/// SVG image at its intrinsic size (librsvg does) draws it at the size it is shown.
enum SVGRootSizing {
    /// `svg` with its root's `width` and `height` set to `size`, a `viewBox` of its natural
    /// size when it has none (so the content scales rather than being cropped) and, when
    /// `stretches`, `preserveAspectRatio="none"`. Nil when the root start tag cannot be found.
    static func resized(_ svg: Data, to size: CGSize, naturalSize: CGSize, stretches: Bool) -> Data? {
        let bytes = [UInt8](svg)
        guard let (start, end) = rootStartTag(bytes) else { return nil }
        // Attributes of the start tag between `<svg` and `>` (or `/>`).
        var attributes: [(name: String, value: String)] = []
        var i = start + 4
        let tagEnd = bytes[end - 1] == UInt8(ascii: "/") ? end - 1 : end
        while i < tagEnd {
            while i < tagEnd, isSpace(bytes[i]) { i += 1 }
            let nameStart = i
            while i < tagEnd, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "=") { i += 1 }
            guard i > nameStart else { break }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            while i < tagEnd, isSpace(bytes[i]) { i += 1 }
            guard i < tagEnd, bytes[i] == UInt8(ascii: "=") else { return nil }
            i += 1
            while i < tagEnd, isSpace(bytes[i]) { i += 1 }
            guard i < tagEnd, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[i]
            let valueStart = i + 1
            guard let valueEnd = bytes[valueStart..<tagEnd].firstIndex(of: quote) else { return nil }
            attributes.append((name, String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)))
            i = valueEnd + 1
        }
        attributes.removeAll {
            $0.name == "width" || $0.name == "height" || (stretches && $0.name == "preserveAspectRatio")
        }
        if !attributes.contains(where: { $0.name == "viewBox" }) {
            attributes.append(("viewBox", "0 0 \(format(naturalSize.width)) \(format(naturalSize.height))"))
        }
        attributes.append(("width", format(size.width)))
        attributes.append(("height", format(size.height)))
        if stretches { attributes.append(("preserveAspectRatio", "none")) }
        var tag = Array("<svg".utf8)
        for (name, value) in attributes {
            tag.append(contentsOf: Array(" \(name)=\"".utf8))
            tag.append(contentsOf: Array(value.replacingOccurrences(of: "\"", with: "&quot;").utf8))
            tag.append(UInt8(ascii: "\""))
        }
        tag.append(contentsOf: bytes[tagEnd..<end + 1])
        return Data(bytes[..<start] + tag + bytes[(end + 1)...])
    }

    /// The offsets of `<` and `>` of the root `<svg …>` tag, after any declaration,
    /// processing instruction, comment or doctype.
    private static func rootStartTag(_ bytes: [UInt8]) -> (Int, Int)? {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func starts(_ prefix: String, at offset: Int) -> Bool {
            let p = Array(prefix.utf8)
            return offset + p.count <= bytes.count && Array(bytes[offset..<offset + p.count]) == p
        }
        func skip(past terminator: String) -> Bool {
            let t = Array(terminator.utf8)
            var j = i
            while j + t.count <= bytes.count {
                if Array(bytes[j..<j + t.count]) == t {
                    i = j + t.count
                    return true
                }
                j += 1
            }
            return false
        }
        while i < bytes.count {
            if isSpace(bytes[i]) {
                i += 1
            } else if starts("<?", at: i) {
                guard skip(past: "?>") else { return nil }
            } else if starts("<!--", at: i) {
                guard skip(past: "-->") else { return nil }
            } else if starts("<!DOCTYPE", at: i) {
                guard skip(past: ">") else { return nil }
            } else if starts("<svg", at: i), i + 4 < bytes.count,
                isSpace(bytes[i + 4]) || bytes[i + 4] == UInt8(ascii: ">")
            {
                // The tag ends at the first `>` outside quotes.
                var quote: UInt8?
                var j = i + 4
                while j < bytes.count {
                    let byte = bytes[j]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        return (i, j)
                    }
                    j += 1
                }
                return nil
            } else {
                return nil
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func format(_ value: CGFloat) -> String {
        var text = String(format: "%.3f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
