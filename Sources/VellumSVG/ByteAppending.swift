extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes, copied from its static storage in one step:
    /// `append(contentsOf: "…".utf8)` walks the string as a generic sequence, which was a
    /// twentieth of a badge's SVG.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8 bytes from its contiguous storage.
    @inline(__always)
    mutating func append(utf8 string: String) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }
}
