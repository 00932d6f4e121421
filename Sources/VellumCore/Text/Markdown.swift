import Foundation

/// The inline Markdown SwiftUI reads in a literal `Text`: strong (`**` or `__`), emphasis
/// (`*` or `_`), strikethrough (`~~`), code spans (`` ` ``), links (`[text](url)`, drawn in
/// the tint as SwiftUI draws them) and backslash escapes. Block syntax (headings, lists) is
/// shown as written, as SwiftUI shows it.
///
/// Delimiters follow CommonMark's flanking rules in a simple form: an opener is followed by
/// a non-space, a closer preceded by one, and `_` does not open or close inside a word
/// (`snake_case` stays as it is). A delimiter with no partner is text.
enum InlineMarkdown {
    /// What a stretch of text is marked as.
    struct Marks: Hashable, Sendable {
        var strong = false
        var emphasis = false
        var strikethrough = false
        var code = false
        var link = false
    }

    /// Longer sources are shown as written: the shaper refuses text this long anyway, and
    /// parsing stays linear in what it reads.
    static let maximumParsedCharacters = 100_000

    /// Whether `source` holds a character Markdown could read as a mark.
    static func mayMark(_ source: String) -> Bool {
        source.utf8.contains { byte in
            byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
                || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\")
        }
    }

    /// `source` cut into runs of text, each with its marks.
    static func parse(_ source: String) -> [(String, Marks)] {
        // Most text marks nothing: no tables for it.
        guard mayMark(source) else { return source.isEmpty ? [] : [(source, Marks())] }
        let characters = Array(source)
        guard characters.count <= maximumParsedCharacters else { return [(source, Marks())] }
        return Parser(characters).parse(0..<characters.count)
    }

    /// One parse of a source; every lookup ahead is a table, so a source of delimiters
    /// without partners takes linear (or n log n) time, not quadratic.
    private struct Parser {
        let characters: [Character]
        /// For `` ` ``, `]`, `(` and `)`: the index of the next one at or after each index.
        let next: [Character: [Int]]
        /// For each delimiter, the sorted indices where it may close.
        let closerPositions: [[Character]: [Int]]
        /// The delimiters in the order they are tried: doubles before singles.
        let delimiters: [([Character], WritableKeyPath<Marks, Bool>)] = [
            (["*", "*"], \.strong), (["_", "_"], \.strong), (["~", "~"], \.strikethrough),
            (["*"], \.emphasis), (["_"], \.emphasis)
        ]

        init(_ characters: [Character]) {
            self.characters = characters
            var next: [Character: [Int]] = [:]
            for mark in ["`", "]", "(", ")"] as [Character] {
                var table = Array(repeating: characters.count, count: characters.count + 1)
                for index in stride(from: characters.count - 1, through: 0, by: -1) {
                    table[index] = characters[index] == mark ? index : table[index + 1]
                }
                next[mark] = table
            }
            self.next = next
            // Escaped characters and code spans never close a delimiter: found by the same
            // steps the parse takes (link text is read; a link's target is skipped).
            var blocked = Array(repeating: false, count: characters.count)
            var linkTargets: [Int: Int] = [:]
            var index = 0
            while index < characters.count {
                if let end = linkTargets[index] {
                    for position in index...end { blocked[position] = true }
                    index = end + 1
                    continue
                }
                let character = characters[index]
                if character == "\\", index + 1 < characters.count,
                    characters[index + 1].isPunctuation || characters[index + 1].isSymbol
                {
                    blocked[index] = true
                    blocked[index + 1] = true
                    index += 2
                    continue
                }
                if character == "`", let end = next["`"]?[index + 1], end < characters.count, end > index + 1 {
                    for position in index...end { blocked[position] = true }
                    index = end + 1
                    continue
                }
                if character == "[", let close = next["]"]?[index + 1], close + 1 < characters.count,
                    characters[close + 1] == "(", let end = next[")"]?[close + 2], end < characters.count
                {
                    blocked[index] = true
                    linkTargets[close] = end
                }
                index += 1
            }
            var closers: [[Character]: [Int]] = [:]
            for (delimiter, _) in delimiters where closers[delimiter] == nil {
                var positions: [Int] = []
                var index = 1
                while index + delimiter.count <= characters.count {
                    if Self.matches(delimiter, at: index, in: characters), !characters[index - 1].isWhitespace,
                        !blocked[index..<(index + delimiter.count)].contains(true),
                        !(delimiter.first == "_" && Self.isWordCharacter(index + delimiter.count, characters)),
                        // A single delimiter is not half of a double one.
                        !(delimiter.count == 1 && index + 1 < characters.count && characters[index + 1] == delimiter[0])
                    {
                        positions.append(index)
                    }
                    index += 1
                }
                closers[delimiter] = positions
            }
            closerPositions = closers
        }

        static func matches(_ delimiter: [Character], at index: Int, in characters: [Character]) -> Bool {
            guard index >= 0, index + delimiter.count <= characters.count else { return false }
            for (offset, character) in delimiter.enumerated() where characters[index + offset] != character {
                return false
            }
            return true
        }

        static func isWordCharacter(_ index: Int, _ characters: [Character]) -> Bool {
            index >= 0 && index < characters.count && (characters[index].isLetter || characters[index].isNumber)
        }

        func nextIndex(of mark: Character, from index: Int) -> Int? {
            guard let table = next[mark], index < table.count else { return nil }
            let found = table[index]
            return found < characters.count ? found : nil
        }

        /// Where `delimiter`, opening at `index`, closes before `limit`; nil if it cannot open.
        func closer(of delimiter: [Character], from index: Int, before limit: Int, taken: [Int: Int]) -> Int? {
            let after = index + delimiter.count
            guard after < characters.count, !characters[after].isWhitespace else { return nil }
            if delimiter.first == "_", Self.isWordCharacter(index - 1, characters) { return nil }
            // At least one character past the opener.
            return closer(of: delimiter, atOrAfter: after + 1, before: limit, taken: taken)
        }

        /// The first free position at or after `start` where `delimiter` may close.
        func closer(of delimiter: [Character], atOrAfter start: Int, before limit: Int, taken: [Int: Int]) -> Int? {
            guard let positions = closerPositions[delimiter] else { return nil }
            var low = 0, high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] < start { low = middle + 1 } else { high = middle }
            }
            while low < positions.count, positions[low] + delimiter.count <= limit {
                if taken[positions[low]] == nil { return positions[low] }
                low += 1
            }
            return nil
        }

        func parse(_ range: Range<Int>) -> [(String, Marks)] {
            var runs: [(String, Marks)] = []
            var current = ""
            var marks = Marks()
            func flush() {
                guard !current.isEmpty else { return }
                if let last = runs.last, last.1 == marks {
                    runs[runs.count - 1].0 += current
                } else {
                    runs.append((current, marks))
                }
                current = ""
            }
            var closers: [Int: (delimiter: [Character], toggle: WritableKeyPath<Marks, Bool>)] = [:]
            var taken: [Int: Int] = [:]
            var index = range.lowerBound
            while index < range.upperBound {
                let character = characters[index]
                if let pending = closers[index] {
                    flush()
                    marks[keyPath: pending.toggle] = false
                    closers[index] = nil
                    index += pending.delimiter.count
                    continue
                }
                if character == "\\", index + 1 < range.upperBound,
                    characters[index + 1].isPunctuation || characters[index + 1].isSymbol
                {
                    current.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "`", !marks.code, let end = nextIndex(of: "`", from: index + 1), end < range.upperBound,
                    end > index + 1
                {
                    flush()
                    marks.code = true
                    current = String(characters[(index + 1)..<end])
                    flush()
                    marks.code = false
                    index = end + 1
                    continue
                }
                if character == "[", let close = nextIndex(of: "]", from: index + 1), close + 1 < range.upperBound,
                    characters[close + 1] == "(", let end = nextIndex(of: ")", from: close + 2), end < range.upperBound
                {
                    flush()
                    for (text, inner) in parse((index + 1)..<close) {
                        var combined = inner
                        combined.strong = combined.strong || marks.strong
                        combined.emphasis = combined.emphasis || marks.emphasis
                        combined.strikethrough = combined.strikethrough || marks.strikethrough
                        combined.link = true
                        let saved = marks
                        marks = combined
                        current = text
                        flush()
                        marks = saved
                    }
                    // A closer chosen inside the link belongs to the link's own text: the
                    // emphasis open outside closes after the link, or at the end.
                    for (position, pending) in closers where position > index && position <= end {
                        closers[position] = nil
                        taken[position] = nil
                        if let moved = closer(
                            of: pending.delimiter, atOrAfter: end + 1, before: range.upperBound, taken: taken)
                        {
                            closers[moved] = pending
                            taken[moved] = position
                        }
                    }
                    index = end + 1
                    continue
                }
                var opened = false
                for (delimiter, toggle) in delimiters where !marks[keyPath: toggle] {
                    guard Self.matches(delimiter, at: index, in: characters),
                        let end = closer(of: delimiter, from: index, before: range.upperBound, taken: taken)
                    else { continue }
                    flush()
                    marks[keyPath: toggle] = true
                    closers[end] = (delimiter, toggle)
                    taken[end] = index
                    index += delimiter.count
                    opened = true
                    break
                }
                if opened { continue }
                current.append(character)
                index += 1
            }
            flush()
            return runs
        }
    }
}
