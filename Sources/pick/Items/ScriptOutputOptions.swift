import PickerKit

/// fzf's flags for what a script reads back from `pick choose`: the query as the first line
/// (`--print-query`), keys that accept besides Enter with the key's name printed first
/// (`--expect`), and NUL instead of newline after each printed line (`--print0`).
///
/// As fzf prints them: the query, then the key's name (an empty line for Enter), then the chosen
/// line(s). With `--print-query`, nothing chosen (no match under `--exit-0`, `--select-1` or
/// `--no-input`) still prints the query, with status 1.
///
/// ```sh
/// ls | pick choose --filter --print-query --expect ctrl-d,ctrl-e   # query, key, file
/// find . -print0 | pick choose --read0 --print0 --no-limit | xargs -0 rm
/// ```
struct ScriptOutputOptions {
    var printsQuery = false
    var expected: [String] = []
    var printsNul = false

    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .toggle("print-query", help: "Print the query as the first line, also when nothing is chosen (then status 1).") {
                    $0.printsQuery = true
                },
                .texts(
                    "expect", value: "KEY[,KEY..]",
                    help: "These keys also accept (ctrl-d, alt-x, f1, …, as fzf names them); the key's name is printed first, an empty line for Enter.") {
                    $0.expected += $1.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                },
                .toggle("print0", help: "End each printed line with NUL instead of a newline.") { $0.printsNul = true },
            ], section: "Output")
    }

    /// What the flags ask to be printed around the chosen lines; a key name fzf has no key for is
    /// a usage error.
    func ending() throws(PickFailure) -> LineEnding {
        var ending = LineEnding()
        ending.printsQuery = printsQuery
        ending.terminator = printsNul ? 0 : UInt8(ascii: "\n")
        for name in expected {
            do {
                ending.expectedKeys.append(try ExpectedKey(named: name))
            } catch {
                throw .usage("--expect: '\(EchoedText.escaped(name))' is not a key name (ctrl-a…ctrl-z, alt-x, f1…f12, enter, esc, tab, btab, up, pgdn, a character, …)")
            }
        }
        return ending
    }
}
