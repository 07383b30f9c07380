import Foundation
import PickerCore

/// `pick --generate-completion-script bash|zsh|fish`: completion of commands, flags and the
/// values flags take (styles, formats, calendars, time zones, locales, files), written from the
/// same flag tables as the help.
///
/// ```sh
/// source <(pick --generate-completion-script bash)
/// pick date --time-zone Eu<Tab>        # Europe/Amsterdam Europe/Andorra …
/// ```
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        // zsh runs bash completion functions through bashcompinit.
        case .zsh: "#compdef pick\nautoload -U +X bashcompinit && bashcompinit\n" + bash()
        case .fish: fish()
        }
    }

    /// A command's flags and positional arguments, as the scripts need them.
    private struct CommandShape {
        var name: String
        var abstract: String
        var flags: [(name: String, takesValue: Bool, help: String, completion: FlagCompletion)]
        var positional: FlagCompletion?
    }

    private static var shapes: [CommandShape] {
        PickCommand.commands.map { shape(of: $0) }
    }

    private static func shape<Command: PickSubcommand>(of type: Command.Type) -> CommandShape {
        CommandShape(
            name: Command.name, abstract: Command.abstract,
            flags: Command.flags.flags.map { ($0.name, $0.kind == .value || $0.kind == .repeated, $0.help, $0.completion) },
            positional: Command.positional?.completion)
    }

    private static func bash() -> String {
        var script = """
            # bash completion for pick: source <(pick --generate-completion-script bash)
            _pick() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(shapes.map(\.name).joined(separator: " ")) help --help --version" -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in

            """
        for shape in shapes {
            script += "    \(shape.name))\n        case \"$prev\" in\n"
            for flag in shape.flags where flag.takesValue {
                script += "        --\(flag.name)) \(bashReply(flag.completion)); return;;\n"
            }
            script += "        esac\n"
            let flags = shape.flags.map { "--\($0.name)" } + ["--help"]
            script += "        if [[ \"$cur\" == -* ]]; then\n"
            script += "            COMPREPLY=($(compgen -W \"\(flags.joined(separator: " "))\" -- \"$cur\"))\n"
            if let positional = shape.positional {
                script += "        else\n            \(bashReply(positional))\n"
            }
            script += "        fi;;\n"
        }
        script += "    help) COMPREPLY=($(compgen -W \"\(shapes.map(\.name).joined(separator: " "))\" -- \"$cur\"));;\n"
        script += "    esac\n}\ncomplete -F _pick pick\n"
        return script
    }

    /// The bash statement that completes a value as `completion` says.
    private static func bashReply(_ completion: FlagCompletion) -> String {
        switch completion {
        case .none: "COMPREPLY=()"
        case .files: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .words, .known:
            "COMPREPLY=($(compgen -W \"\(completion.words.joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    private static func fish() -> String {
        var script = "# fish completion for pick: pick --generate-completion-script fish | source\n"
        script += "complete -c pick -f\n"
        for shape in shapes {
            script += "complete -c pick -n __fish_use_subcommand -a \(shape.name) -d \(fishQuoted(shape.abstract))\n"
            let condition = "'__fish_seen_subcommand_from \(shape.name)'"
            for flag in shape.flags {
                var line = "complete -c pick -n \(condition) -l \(flag.name)"
                if flag.takesValue {
                    switch flag.completion {
                    case .none: line += " -x"
                    case .files: line += " -r -F"
                    case .words, .known: line += " -x -a \(fishQuoted(flag.completion.words.joined(separator: " ")))"
                    }
                }
                script += line + " -d \(fishQuoted(firstSentence(flag.help)))\n"
            }
            if shape.positional == .files { script += "complete -c pick -n \(condition) -F\n" }
        }
        return script
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    private static func firstSentence(_ text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }
}

extension FlagCompletion {
    /// The words to offer: the declared ones, or the names this machine's ICU and zone data know.
    var words: [String] {
        switch self {
        case .none, .files: []
        case let .words(words): words
        case .known(.timeZones): TimeZone.knownTimeZoneIdentifiers + ["UTC"]
        case .known(.calendars): CalendarArgument.knownNames
        case .known(.locales): Locale.availableIdentifiers.sorted()
        case .known(.chromeLanguages): Translations.languages
        }
    }
}
