/// `pick --help` and `pick <command> --help`, written from the commands' flag tables.
///
/// The layout is the one command-line tools share: an overview, the usage line, the
/// arguments, then the flags by section, each flag's help in a column at 26 and wrapped at 80,
/// its default said once at the end.
///
/// ```swift
/// print(HelpText.command(ChooseCommand.self))
/// // OVERVIEW: Choose one item; prints it.
/// // …
/// //   --height <N>            Rows the inline picker takes, at least its minimum …
/// ```
enum HelpText {
    /// The width the help is wrapped to.
    static let width = 80
    /// Where each flag's help starts.
    static let helpColumn = 26

    /// The help of one command.
    static func command<Command: PickSubcommand>(_ type: Command.Type) -> String {
        var text = paragraphs("OVERVIEW: \(Command.abstract)") + "\n\n"
        if !Command.discussion.isEmpty { text += paragraphs(Command.discussion) + "\n\n" }
        let items = Command.positional.map { " [<\($0.name)> ...]" } ?? ""
        text += "USAGE: pick \(Command.name) [<options>]\(items)\n"
        if let positional = Command.positional {
            text += "\nARGUMENTS:\n" + row("<\(positional.name)>", positional.help)
        }
        var sections: [String?] = []
        for entry in Command.flags.entries where !sections.contains(entry.section) { sections.append(entry.section) }
        // Named sections first, the general options last, as the help option closes them.
        sections = sections.filter { $0 != nil } + sections.filter { $0 == nil }
        for section in sections {
            text += "\n\((section ?? "Options").uppercased()):\n"
            for entry in Command.flags.entries where entry.section == section {
                let flag = entry.flag
                let help = flag.defaultValue.map { "\(flag.help) (default: \($0))" } ?? flag.help
                text += row(flag.spelling, help)
            }
            if section == nil { text += row("-h, --help", "Show help information.") }
        }
        return text
    }

    /// The help of `pick` itself: what it is and its commands.
    static func root() -> String {
        var text = paragraphs("OVERVIEW: \(PickCommand.abstract)") + "\n\n" + paragraphs(PickCommand.discussion) + "\n\n"
        text += "USAGE: pick <command> [<options>]\n\nOPTIONS:\n"
        text += row("-h, --help", "Show help information.")
        text += row("--version", "Print the version of pick.")
        text += row("--generate-completion-script <shell>", "Print a completion script for bash, zsh or fish.")
        text += row("--generate-manual-page", "Print the manual page, pick(1), in roff.")
        text += "\nCOMMANDS:\n"
        for command in PickCommand.commands { text += row(command.name, command.abstract) }
        return text + "\n  See 'pick help <command>' for detailed help.\n"
    }

    /// One label and its help: on one line when the label fits before the column, else the
    /// help starts on the next line.
    static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        let lines = wrapped(help, width: width - helpColumn)
        var text = "  " + label
        if text.count + 2 > helpColumn {
            text += "\n" + indent
        } else {
            text += String(repeating: " ", count: helpColumn - text.count)
        }
        return text + lines.joined(separator: "\n" + indent) + "\n"
    }

    /// Each paragraph of `text` wrapped to the full width, blank lines kept.
    static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : wrapped(String($0), width: width).joined(separator: "\n") }
            .joined(separator: "\n")
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word has a
    /// line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
