/// Text escaped for XML and HTML: `&`, `<`, `>`, `"` and `'` become entities, so the result
/// is safe both in element content and in a double- or single-quoted attribute value.
func xmlEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.append(character)
        }
    }
    return result
}
