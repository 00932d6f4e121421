/// How a `#Preview` expansion is named, so that a tool that finds the macro in the sources can
/// call it: `_vellumPreview(line12_Card: ())` for the `#Preview` on line 12 of `Card.swift`.
/// One function name overloaded by argument label, because a declaration macro may not
/// introduce names of its own choosing at global scope; the label is made from the file and
/// line, so it is unique in a module (one file name per module) and stable.
package enum PreviewNaming {
    /// The base name of every expansion.
    package static let functionName = "_vellumPreview"

    /// The argument label of the expansion of the `#Preview` on `line` of `fileName`:
    /// `line<line>_<stem>`, the stem's ASCII letters and digits kept and every other
    /// character written `_<hex>_`, so that different files give different labels.
    package static func label(fileName: String, line: Int) -> String {
        var stem = Substring(fileName.split(separator: "/").last ?? Substring(fileName))
        if stem.hasSuffix(".swift") { stem = stem.dropLast(6) }
        var escaped = ""
        for scalar in stem.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "_\(String(scalar.value, radix: 16))_"
            }
        }
        return "line\(line)_\(escaped)"
    }

    /// The call that makes the preview: `_vellumPreview(line12_Card: ())`.
    package static func call(fileName: String, line: Int) -> String {
        "\(functionName)(\(label(fileName: fileName, line: line)): ())"
    }
}
