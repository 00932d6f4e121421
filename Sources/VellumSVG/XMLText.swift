import Foundation

/// Text made safe for XML character data and attribute values (both quoted with `"`).
///
/// Markup characters become entities; tab, line feed and carriage return become character
/// references (so attribute values keep them); every other character that XML 1.0 forbids
/// (C0 controls, U+FFFE, U+FFFF) becomes U+FFFD, since XML has no way to carry it at all.
enum XMLText {
    static func escaped(_ text: String) -> String {
        // Labels, titles and font names are mostly printable ASCII with nothing to escape:
        // then the text itself, without building a copy scalar by scalar.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && !isMarkup($0) }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// The ASCII bytes that ``escaped(_:)`` writes as entities.
    @inline(__always)
    private static func isMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
