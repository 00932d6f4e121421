import Foundation

extension Color {
    /// Creates a colour from a CSS-style hexadecimal string, or returns `nil`: for the server's
    /// and the command line's colour arguments. Not public: SwiftUI has no such initializer,
    /// and users' own `Color(hex:)` extensions would become ambiguous.
    ///
    /// Accepts `#RGB`, `#RRGGBB` and `#RRGGBBAA` (the last pair is the opacity), with or
    /// without the leading `#`, in either case. Anything else (other lengths, spaces, signs,
    /// non-ASCII digits) gives `nil`. `#RGB` repeats each digit, so `#F80` is `#FF8800`.
    ///
    /// - Parameters:
    ///   - hex: The hexadecimal colour.
    ///
    /// ```swift
    /// Color(hex: "#FF3B30") == .red // true
    /// Color(hex: "00000080")?.resolved.opacity // 128 / 255
    /// Color(hex: "#12345") // nil
    /// ```
    package init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for character in digits.unicodeScalars {
            guard let value = Self.hexValue(character), nibbles.count < 8 else { return nil }
            nibbles.append(value)
        }
        let bytes: [UInt8]
        switch nibbles.count {
        case 3: bytes = nibbles.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: return nil
        }
        let components = bytes.map { Double($0) / 255 }
        self.init(
            red: components[0], green: components[1], blue: components[2],
            opacity: components.count == 4 ? components[3] : 1)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }
}
