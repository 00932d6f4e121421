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

    /// `source` cut into runs of text, each with its marks.
    static func parse(_ source: String) -> [(String, Marks)] {
        let characters = Array(source)
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
        func isSpace(_ index: Int) -> Bool {
            index < 0 || index >= characters.count || characters[index].isWhitespace
        }
        func isWordCharacter(_ index: Int) -> Bool {
            index >= 0 && index < characters.count && (characters[index].isLetter || characters[index].isNumber)
        }
        /// Whether `delimiter` at `index` may open, with a closer later on the same text.
        func closer(of delimiter: [Character], from index: Int) -> Int? {
            let after = index + delimiter.count
            guard !isSpace(after) else { return nil }
            if delimiter.first == "_", isWordCharacter(index - 1) { return nil }
            var probe = after + 1
            while probe + delimiter.count <= characters.count {
                if Array(characters[probe..<(probe + delimiter.count)]) == delimiter, !isSpace(probe - 1),
                   !(delimiter.first == "_" && isWordCharacter(probe + delimiter.count)),
                   // A single delimiter is not the first half of a double one.
                   !(delimiter.count == 1 && probe + 1 < characters.count && characters[probe + 1] == delimiter[0]) {
                    return probe
                }
                probe += 1
            }
            return nil
        }
        var closers: [Int: (count: Int, toggle: WritableKeyPath<Marks, Bool>)] = [:]
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let pending = closers[index] {
                flush()
                marks[keyPath: pending.toggle] = false
                closers[index] = nil
                index += pending.count
                continue
            }
            if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                current.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`", !marks.code, let end = characters[(index + 1)...].firstIndex(of: "`"), end > index + 1 {
                flush()
                marks.code = true
                current = String(characters[(index + 1)..<end])
                flush()
                marks.code = false
                index = end + 1
                continue
            }
            if character == "[", let close = characters[(index + 1)...].firstIndex(of: "]"),
               close + 1 < characters.count, characters[close + 1] == "(",
               let end = characters[(close + 2)...].firstIndex(of: ")") {
                flush()
                let wasLink = marks.link
                marks.link = true
                for (text, inner) in parse(String(characters[(index + 1)..<close])) {
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
                marks.link = wasLink
                index = end + 1
                continue
            }
            let candidates: [([Character], WritableKeyPath<Marks, Bool>)] = [
                (["*", "*"], \.strong), (["_", "_"], \.strong), (["~", "~"], \.strikethrough),
                (["*"], \.emphasis), (["_"], \.emphasis),
            ]
            var opened = false
            for (delimiter, toggle) in candidates where !marks[keyPath: toggle] {
                guard index + delimiter.count <= characters.count,
                      Array(characters[index..<(index + delimiter.count)]) == delimiter,
                      let end = closer(of: delimiter, from: index), closers[end] == nil else { continue }
                flush()
                marks[keyPath: toggle] = true
                closers[end] = (delimiter.count, toggle)
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
