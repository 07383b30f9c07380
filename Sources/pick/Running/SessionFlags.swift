import PickerCore
import PickerTerminal

/// How a picker is shown and ended: the flags every `pick` command shares, and all that
/// ``PickerLauncher`` needs to run a session.
///
/// ```swift
/// let flags = try CommandLineReader.read(DateCommand.self, ["--header", "When?"], environment: [:])?.presentation
/// flags?.header  // "When?"
/// ```
struct SessionFlags {
    var height: Int?
    var header: String?
    var timeout: Double?
    var fullscreen = false
    var keep = false
    var noHelp = false
    var noInput = false
    var accessible = false
    var vim = false
    /// The chrome's language (`--language`): a `Translations` key, nil for the
    /// variables' (`PICK_LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANGUAGE`, `LANG`).
    var language: String?

    static var flags: FlagTable<Self> {
        FlagTable([
            .integer("height", value: "N", help: "Rows the inline picker takes, at least its minimum (default: what it needs).", minimum: 1) { $0.height = $1 },
            .text("header", value: "TEXT", help: "A line shown above the picker.") { $0.header = $1 },
            .seconds("timeout", value: "SECONDS", help: "Give up after this many seconds (exit 124); a longer one than a year counts as a year.",
                maximum: TerminalSessionOptions.maximumTimeout) { $0.timeout = $1 },
            .toggle("fullscreen", help: "Use the whole window (the alternate screen) instead of drawing below the cursor.") { $0.fullscreen = true },
            .toggle("keep", help: "Leave the final choice on screen instead of clearing the picker.") { $0.keep = true },
            .toggle("no-help", help: "Hide the line of key hints.") { $0.noHelp = true },
            .toggle("no-input", help: "Do not open the terminal: print the initial value and exit 0 (for scripts and CI).") { $0.noInput = true },
            .toggle("accessible", help: "Screen-reader mode: plain lines instead of a drawn picker (also PICK_ACCESSIBLE=1).") { $0.accessible = true },
            CommandFlag(
                name: "language", kind: .value, valueName: "LANG",
                help: "Language of the key hints and notices, apart from the date locale (also PICK_LANGUAGE; default: from LC_ALL, LC_MESSAGES, LANGUAGE or LANG).",
                defaultValue: nil, completion: .known(.chromeLanguages)
            ) { (flags: inout Self, text: String?) throws(FlagValueError) in
                guard let key = ChromeLanguage.key(forTag: text ?? "") else {
                    throw FlagValueError(reason: "must be one of \(Translations.languages.joined(separator: ", ")), not '\(EchoedText.escaped(text ?? ""))'")
                }
                flags.language = key
            },
            .toggle("vim", help: "Vim keys: h/j/k/l move (j/k turn a wheel, h/l go between a field's segments), g/G first/last.") { $0.vim = true },
        ])
    }
}
