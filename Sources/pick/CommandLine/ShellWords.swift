/// Words of a variable written as a shell would write them on a command line, for
/// `PICK_DEFAULT_OPTS` (as `FZF_DEFAULT_OPTS` is read).
///
/// Blanks separate words; `'…'` keeps everything in it; `"…"` keeps everything but a backslash
/// before `"`, `\` or `$`, which stands for that character; outside quotes a backslash keeps the
/// next character. Nothing is expanded: no variables, globs or commands.
///
/// ```swift
/// try ShellWords.split(#"--vim --header "Pick one" --timeout=30"#)
/// // ["--vim", "--header", "Pick one", "--timeout=30"]
/// ```
enum ShellWords {
    /// The variable of a person's defaults for every command.
    static let defaultsVariable = "PICK_DEFAULT_OPTS"

    /// Why the text cannot be split.
    struct Unbalanced: Error {
        var reason: String
    }

    static func split(_ text: String) throws(Unbalanced) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = text[...]
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            case "'":
                inWord = true
                guard let end = characters.firstIndex(of: "'") else { throw Unbalanced(reason: "a ' is not closed") }
                word += characters[..<end]
                characters = characters[characters.index(after: end)...]
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.popFirst() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\", let escaped = characters.first, "\"\\$".contains(escaped) {
                        word.append(escaped)
                        characters.removeFirst()
                    } else {
                        word.append(next)
                    }
                }
                guard closed else { throw Unbalanced(reason: "a \" is not closed") }
            case "\\":
                inWord = true
                if let next = characters.popFirst() { word.append(next) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
