import PickerCore
import PickerFormats

/// fzf's line options on `pick choose`: which fields of a line are shown (`--with-nth`),
/// searched (`--nth`) and printed (`--accept-nth`), split as `--delimiter` says, and the first
/// lines of the input kept as a header (`--header-lines`), and items separated by NUL
/// (`--read0`).
///
/// Fields are split and chosen as fzf does (see ``PickerCore/LineFields``), so a command line
/// written for fzf picks the same text: AWK-style whitespace by default, `2..`, `..3`, `-1`.
///
/// ```sh
/// ps aux | pick choose --header-lines 1 --with-nth 11.. --accept-nth 2   # shows commands, prints the PID
/// printf 'a:b:c\n' | pick choose -- --delimiter : --accept-nth '{2} {n}'
/// ```
struct FieldOptions {
    // Values are read as text and checked when the command runs (``lineFields()``), so each
    // check has one message however the value was given.
    var delimiter: String?
    var shown: String?
    var matched: String?
    var printed: String?
    var headerLines = 0
    var readsNul = false
    var readsAnsi = false

    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .text(
                    "delimiter", value: "STR",
                    help: "What separates the fields of a line for --with-nth, --nth and --accept-nth: a text or a regular expression, \\t for a tab, as fzf's.",
                    default: "runs of spaces and tabs") { $0.delimiter = $1 },
                .text(
                    "with-nth", value: "N[,M..]",
                    help: "Show only these fields of each line: 1 the first, -1 the last, ranges 2.., ..3, 2..4; the whole line is still printed.") { $0.shown = $1 },
                .text("nth", value: "N[,M..]", help: "Match the filter's query against these fields only (of what --with-nth shows).") { $0.matched = $1 },
                .text(
                    "accept-nth", value: "N[,M..]",
                    help: "Print these fields of the chosen line(s), their last delimiter removed; or a template such as '{1} {n}', where {n} is the line's index from 0.") { $0.printed = $1 },
                .integer(
                    "header-lines", value: "N", help: "The first N lines of the input are a fixed header above the items, not choices.",
                    default: 0, minimum: 0) { $0.headerLines = $1 },
                .toggle(
                    "read0", help: "Read items from standard input separated by NUL instead of newlines (an item may hold newlines: its lines stacked in the list style, ↵ on the wheel).") {
                    $0.readsNul = true
                },
                .toggle("ansi", help: "Take escape sequences (ls --color, git log --color) out of the items: they match and print as their text, drawn in their colours.") {
                    $0.readsAnsi = true
                },
            ], section: "Lines")
    }

    /// The fields the flags ask for; nil when none is given. A value that cannot be read is a
    /// usage error naming its flag.
    func lineFields() throws(PickFailure) -> LineFields? {
        guard delimiter != nil || shown != nil || matched != nil || printed != nil else { return nil }
        var fields = LineFields(delimiter: delimiter.map(LineFields.Delimiter.init(parsing:)) ?? .whitespace)
        do {
            fields.shown = try shown.map { value throws(LineFields.Unreadable) in try FieldRange.list(parsing: value) }
        } catch {
            throw .usage("--with-nth: \(error.description)")
        }
        do {
            fields.matched = try matched.map { value throws(LineFields.Unreadable) in try FieldRange.list(parsing: value) }
        } catch {
            throw .usage("--nth: \(error.description)")
        }
        do {
            fields.printed = try printed.map { value throws(LineFields.Unreadable) in try FieldTemplate(parsing: value) }
        } catch {
            throw .usage("--accept-nth: \(error.description)")
        }
        return fields
    }
}
