import VellumDrawing

/// Removes the characters Pango would draw as hex boxes and spells every line break as
/// `"\n"`, before shaping.
///
/// - `"\r\n"`, a lone `"\r"`, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH
///   SEPARATOR (U+2029) become `"\n"`: every line break is a paragraph break, the one kind
///   line limits and truncation count.
/// - The other C0 controls except `"\t"` and `"\n"` (U+0000–U+001F), DEL (U+007F) and the
///   other C1 controls (U+0080–U+009F) are removed. SwiftUI on Apple platforms draws them
///   as nothing too; a replacement character would draw a box where nothing is meant.
/// - Everything else is kept: default-ignorable characters (zero-width joiners, bidi marks)
///   are invisible in Pango already.
enum TextSanitizer {
    static func sanitized(_ text: String) -> String {
        // Most text has no control character: return it as it is, without copying.
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A:
                // The "\n" of "\r\n" was already written for the "\r".
                if !previousWasCR { result.append(scalar) }
            case 0x0D, 0x85, 0x2028, 0x2029:
                result.append("\n")
            case 0x09:
                result.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The text of `spans` sanitized span by span, each span's count now its sanitized
    /// bytes, and the indices of the spans kept: spans of size 0 (which draw nothing and take
    /// no room) and spans left empty are dropped with their text.
    static func sanitized(_ text: String, spans: [TextSpan]) -> (String, [TextSpan], [Int]) {
        let utf8 = Array(text.utf8)
        var result = ""
        var kept: [TextSpan] = []
        var indices: [Int] = []
        var start = 0
        for (index, var span) in spans.enumerated() {
            let end = min(start + span.utf8Count, utf8.count)
            defer { start = end }
            guard span.font.size > 0 else { continue }
            var piece = sanitized(String(decoding: utf8[start..<end], as: UTF8.self))
            // A "\r\n" split between two spans is one line break, written for the "\r".
            if start > 0, start < end, utf8[start - 1] == 0x0D, utf8[start] == 0x0A { piece.removeFirst() }
            span.utf8Count = piece.utf8.count
            guard span.utf8Count > 0 else { continue }
            result += piece
            kept.append(span)
            indices.append(index)
        }
        return (result, kept, indices)
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
