/// `pick --generate-manual-page`: the manual page, `pick(1)`, in roff, written from the same
/// commands and flag tables as `--help`.
///
/// ```sh
/// pick --generate-manual-page > "$PREFIX/share/man/man1/pick.1"
/// man pick
/// ```
enum ManualPage {
    static func text() -> String {
        var page = """
            .TH PICK 1 "" "pick \(PickVersion.current)" "User Commands"
            .SH NAME
            pick \\- \(escaped(PickCommand.abstract))
            .SH SYNOPSIS
            .B pick
            .I command
            [\\fIoptions\\fR]
            .SH DESCRIPTION
            \(paragraphs(PickCommand.discussion))

            """
        page += """
            .SS Personal defaults
            PICK_DEFAULT_OPTS holds flags every command takes, written as on a command line \
            (\\-\\-vim \\-\\-height 12); PICK_<COMMAND>_<FLAG> and the command line win.
            .SH OPTIONS
            .TP
            .B \\-h, \\-\\-help
            Show help information.
            .TP
            .B \\-\\-version
            Print the version of pick.
            .TP
            .BI \\-\\-generate\\-completion\\-script " shell"
            Print a completion script for bash, zsh or fish.
            .TP
            .B \\-\\-generate\\-manual\\-page
            Print this manual page.
            .SH COMMANDS

            """
        for command in PickCommand.commands { page += section(command) }
        page += """
            .SH EXIT STATUS
            0 chosen, 1 cancelled (Esc), 2 usage or input error, 124 timeout, 130 interrupted \
            (Ctrl\\-C), 128+N killed by signal N.
            .SH SEE ALSO
            fzf(1), dialog(1)

            """
        return page
    }

    /// One command: its synopsis, what it does, and each of its flags.
    private static func section<Command: PickSubcommand>(_ type: Command.Type) -> String {
        let items = Command.positional.map { " [\\fI\($0.name)\\fR ...]" } ?? ""
        var text = ".SS \"pick \(Command.name)\"\n"
        text += ".B pick \(Command.name)\n[\\fIoptions\\fR]\(items)\n.PP\n"
        text += escaped(Command.abstract) + "\n.PP\n" + paragraphs(Command.discussion) + "\n"
        for flag in Command.flags.flags {
            text += ".TP\n"
            switch flag.kind {
            case .toggle: text += ".B \(escaped("--" + flag.name))\n"
            case .value, .repeated: text += ".BI \(escaped("--" + flag.name)) \" \(escaped(flag.valueName))\"\n"
            case .toggleOrValue: text += ".BI \(escaped("--" + flag.name))[= \(escaped(flag.valueName))]\n"
            }
            let help = flag.defaultValue.map { "\(flag.help) (default: \($0))" } ?? flag.help
            text += escaped(help) + "\n"
        }
        return text
    }

    /// Paragraphs separated by `.PP`, each line of text escaped.
    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? ".PP" : escaped(String($0)) }
            .joined(separator: "\n")
    }

    /// `text` as roff shows it literally: backslashes and dashes escaped, and a line that would
    /// start with a control character (`.` or `'`) protected.
    static func escaped(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
