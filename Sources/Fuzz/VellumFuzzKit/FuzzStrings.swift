/// Inputs for the three text readers: SVG path data, `Color(hex:)` and a batch job line.
/// Each is either random bytes or a valid example mutated a few times, kept small (a few
/// hundred characters) so one input takes milliseconds.
public enum FuzzStrings {
    /// Valid path data the mutations start from.
    public static let pathSeeds = [
        "M 10 10 L 50 10 L 50 50 Z",
        "M128 220 L40 132 A44 44 0 0 1 128 76 A44 44 0 0 1 216 132 Z",
        "m1.5.5-3e2 1E-3.4c1 2 3 4 5 6s1 2 3 4q1 1 2 2t3 3",
        "M0 0H10V10h-5v-5zM3 3a2 2 0 1 0 4 0",
        "M 80 15 L 124 151 L 9 67 L 151 67 L 36 151 Z"
    ]

    /// Numbers that stress a number reader and the geometry after it.
    public static let oddNumbers = [
        "1e308", "1e309", "-1e309", "1e-320", "4.9e-324", "NaN", "nan", "inf", "-Infinity",
        "1e300", "-1e300", "0", "-0", ".", "-.", "1e", "1e+", "1e-", "..5", "0x10", "1_000",
        "99999999999999999999999999999", "1e2147483648", "1e-2147483649", "+-1", "٣", "１",
        "0.0000000000000000000000000000001", "1.7976931348623157e308", "-.5e-3"
    ]

    static let pathAlphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \t\n\r")

    /// A path-data input: random bytes, random characters from the grammar, or a mutated seed.
    public static func pathData(_ choices: inout some FuzzChoices) -> String {
        switch choices.below(4) {
        case 0: return randomBytes(&choices, maximum: 96)
        case 1:
            return String((0..<choices.below(96)).map { _ in choices.pick(pathAlphabet) })
        default:
            return mutate(choices.pick(pathSeeds), &choices, alphabet: pathAlphabet)
        }
    }

    /// A colour input: around the accepted forms (`#RGB`, `#RRGGBB`, `#RRGGBBAA`) and beyond.
    public static func hexColour(_ choices: inout some FuzzChoices) -> String {
        let alphabet = Array("#0123456789abcdefABCDEFgxX+- \u{0}é١٢\u{FF10}\u{1F600}\u{301}")
        switch choices.below(3) {
        case 0: return randomBytes(&choices, maximum: 12)
        case 1: return String((0..<choices.below(11)).map { _ in choices.pick(alphabet) })
        default:
            return mutate(
                choices.pick(["#FF3B30", "#fff", "00000080", "#12345678", "abc"]), &choices, alphabet: alphabet)
        }
    }

    /// Valid job lines the mutations start from.
    public static let jobSeeds: [String] = [
        #"{"kind": "progress", "value": 0.42, "style": "circular", "percent": true, "output": "ring.png"}"#,
        ##"{"kind": "path", "data": "M10 10 L50 10", "stroke": "#000", "dash": [5, 3], "output": "line.svg"}"##,
        #"{"kind": "path", "d": "M0 0 L1 1", "fill": "red", "size": [32, 32], "scale": 2, "output": "a.pdf"}"#,
        #"{"kind": "progress", "value": 3, "total": 4, "style": "linear", "label": "x", "output": "bar.svg"}"#
    ]

    /// A job-line input: random bytes, a mutated seed, or a line built from odd field values.
    public static func jobLine(_ choices: inout some FuzzChoices) -> String {
        switch choices.below(4) {
        case 0: return randomBytes(&choices, maximum: 160)
        case 1:
            return mutate(choices.pick(jobSeeds), &choices, alphabet: Array("{}[]\":,.-0123456789eEtrufalsn \\u"))
        default:
            let keys = [
                "kind", "output", "value", "total", "style", "size", "tint", "track", "label", "format",
                "scale", "percent", "data", "d", "fill", "stroke", "line-width", "lineWidth", "dash",
                "--output", "help", "", "version"
            ]
            let values = [
                #""progress""#, #""path""#, #""a.png""#, #""../x.png""#, #""/tmp/x.svg""#, #""-""#,
                #""x.gif""#, #""a\u0000.png""#, "1e308", "-1e308", "1e400", "-0", "0", "1", "NaN",
                "true", "false", "null", "[]", "{}", "[1e300, 1e300]", "[0, 0]", "[-1, 2]",
                #""M0 0 L1e308 1e308""#, ##""#zzz""##, #""circular""#, #""--help""#, #""-h""#,
                "[" + String(repeating: "1,", count: 40) + "1]", "[[[[[[]]]]]]", #""\ud800""#
            ]
            var fields = [#""kind": "# + choices.pick([#""progress""#, #""path""#, #""other""#])]
            if !choices.oneIn(8) { fields.append(#""output": "# + choices.pick(values)) }
            for _ in 0..<choices.below(6) {
                fields.append("\"\(choices.pick(keys))\": \(choices.pick(values))")
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
    }

    /// Up to `maximum` random bytes read as UTF-8 (invalid sequences become U+FFFD).
    public static func randomBytes(_ choices: inout some FuzzChoices, maximum: Int) -> String {
        let bytes = (0..<choices.below(maximum + 1)).map { _ in UInt8(choices.below(256)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` changed one to four times: a character replaced, inserted or deleted, an odd
    /// number spliced in, the tail cut off, or a piece repeated.
    public static func mutate(_ text: String, _ choices: inout some FuzzChoices, alphabet: [Character]) -> String {
        var characters = Array(text)
        for _ in 0...choices.below(4) {
            let at = choices.below(characters.count + 1)
            switch choices.below(6) {
            case 0 where at < characters.count: characters[at] = choices.pick(alphabet)
            case 1: characters.insert(choices.pick(alphabet), at: at)
            case 2 where at < characters.count: characters.remove(at: at)
            case 3: characters.insert(contentsOf: " " + choices.pick(oddNumbers) + " ", at: at)
            case 4: characters.removeSubrange(at...)
            default:
                let end = min(characters.count, at + choices.below(12))
                let piece = characters[at..<end]
                characters.insert(contentsOf: Array(repeating: piece, count: choices.int(in: 1...4)).joined(), at: at)
            }
            if characters.count > 400 { characters.removeSubrange(400...) }
        }
        return String(characters)
    }
}
