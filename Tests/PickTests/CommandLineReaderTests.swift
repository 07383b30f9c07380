import Foundation
import Testing

@testable import pick

/// Each flag is declared once (its ``CommandFlag``), and the command line, its `PICK_*`
/// variable, the help and the completion scripts all come from that one declaration.
@Suite("The command line: one declaration per flag")
struct CommandLineReaderTests {
    /// The command `arguments` and `environment` give, described field by field, or the
    /// message it is refused with.
    static func reading<Command: PickSubcommand>(
        _ type: Command.Type, _ arguments: [String], environment: [String: String] = [:]
    ) -> String {
        do {
            guard let command = try CommandLineReader.read(type, arguments, environment: environment) else { return "help" }
            return String(reflecting: command)
        } catch {
            return "error: \(error)"
        }
    }

    /// A value every flag takes: a number (for the numeric flags), a name, a mode.
    static func sample(for flag: String) -> String {
        switch flag {
        case "filter": "fuzzy"
        case "minute-interval", "height", "limit", "min-count", "timeout", "header-lines": "7"
        case "char-limit": "7"
        // pick confirm's answer; pick number's numbers (the date commands keep theirs as text).
        case "default": "no"
        case "language": "de"
        case "min", "max", "step", "value", "decimals": "7"
        default: "x7"
        }
    }

    /// What one flag of `Command` is, given on the command line, given with `=`, and given by
    /// its variable (a value the command needs besides it, `wheels`' component, added to each).
    static func eachWay<Command: PickSubcommand>(_ type: Command.Type, _ flag: CommandFlag<Command>) -> [String] {
        let needed = Command.name == "wheels" && flag.name != "component" ? ["--component", "a,b"] : []
        let variable = flag.variable(command: Command.name)
        switch flag.kind {
        case .toggle:
            return [
                reading(type, needed + ["--\(flag.name)"]),
                reading(type, needed, environment: [variable: "1"]),
            ]
        case .toggleOrValue:
            return [
                reading(type, needed + ["--\(flag.name)"]),
                reading(type, needed, environment: [variable: "yes"]),
            ]
        case .value, .repeated:
            let value = sample(for: flag.name)
            return [
                reading(type, needed + ["--\(flag.name)", value]),
                reading(type, needed + ["--\(flag.name)=\(value)"]),
                reading(type, needed, environment: [variable: value]),
            ]
        }
    }

    @Test("every flag of every command: the line, the = form and the variable give one command, and it is not the default")
    func everyFlagEveryWay() {
        func check<Command: PickSubcommand>(_ type: Command.Type) {
            let needed = Command.name == "wheels" ? ["--component", "a,b"] : []
            let unchanged = Self.reading(type, needed)
            for flag in Command.flags.flags {
                let ways = Self.eachWay(type, flag)
                #expect(Set(ways).count == 1, "\(Command.name) --\(flag.name): \(ways)")
                #expect(!ways[0].hasPrefix("error"), "\(Command.name) --\(flag.name): \(ways[0])")
                #expect(ways[0] != unchanged, "\(Command.name) --\(flag.name) changes nothing")
            }
        }
        for command in PickCommand.commands { check(command) }
    }

    @Test("every command's help lists each of its flags once, as it is spelled, with a sentence of help")
    func helpListsEveryFlag() {
        func check<Command: PickSubcommand>(_ type: Command.Type) {
            let help = HelpText.command(type)
            let names = Command.flags.flags.map(\.name)
            #expect(Set(names).count == names.count, "\(Command.name) declares a flag twice: \(names)")
            for flag in Command.flags.flags {
                let rows = help.split(separator: "\n").filter { $0.hasPrefix("  \(flag.spelling) ") || $0 == "  \(flag.spelling)" }
                #expect(rows.count == 1, "\(Command.name): \(flag.spelling)")
                #expect(flag.help.hasSuffix(".") || flag.help.hasSuffix(")"), "\(Command.name) --\(flag.name): \(flag.help)")
                if let value = flag.defaultValue {
                    // Said once, by the table, not again in the sentence.
                    #expect(!flag.help.contains("default: \(value)") && !flag.help.contains("default \(value)"), "\(Command.name) --\(flag.name)")
                }
            }
            #expect(help.split(separator: "\n").allSatisfy { $0.count <= HelpText.width }, "\(Command.name)")
        }
        for command in PickCommand.commands { check(command) }
    }

    @Test("the command line's rules", arguments: [
        // -- ends the flags; a value may start with one dash, not two.
        (["--", "--keep", "-h"], "items: [\"--keep\", \"-h\"]"),
        (["--header", "-x", "a"], "header: Optional(\"-x\")"),
        (["--header", "--keep", "a"], "error: Missing value for '--header <TEXT>'"),
        (["--header=--keep", "a"], "header: Optional(\"--keep\")"),
        // The last value wins; a repeatable flag keeps every value; a toggle takes none.
        (["--header", "a", "--header", "b"], "header: Optional(\"b\")"),
        (["--disabled", "a", "--disabled=b"], "disabled: [\"a\", \"b\"]"),
        (["--loop=yes", "a"], "error: --loop takes no value"),
        // --filter takes its mode after = only: the next word stays an item.
        (["--filter", "apple", "banana"], "items: [\"apple\", \"banana\"]"),
        (["--filter=fuzzy", "a"], "modeName: Optional(\"fuzzy\")"),
        (["--filter=round", "a"], "error: --filter takes 'exact' or 'fuzzy', not 'round'"),
        // Unknown flags, with the flag that was probably meant.
        (["--hieght", "3"], "error: Unknown option '--hieght' (did you mean '--height'?)"),
        (["--bogus"], "error: Unknown option '--bogus'"),
        (["-x"], "error: Unknown option '-x'"),
        (["-h", "--bogus"], "help"),
    ])
    func rules(arguments: [String], expected: String) {
        let read = Self.reading(ChooseCommand.self, arguments)
        #expect(read.contains(expected) || read == expected, "\(arguments): \(read)")
    }

    @Test("numbers: each way a number can be wrong has its own message", arguments: [
        (["--height", "-1"], "--height must be at least 1, not -1"),
        (["--height", "0"], "--height must be at least 1, not 0"),
        (["--height", "1x"], "--height must be a whole number, not '1x'"),
        (["--height", "99999999999999999999"], "--height is too large: '99999999999999999999'"),
        (["--timeout", "-1"], "--timeout must be a positive number of seconds, not -1"),
        (["--timeout", "0"], "--timeout must be a positive number of seconds, not 0"),
        (["--timeout", "nan"], "--timeout must be a number of seconds, not 'nan'"),
        (["--limit", "0"], "--limit must be at least 1, not 0"),
        (["--min-count", "-2"], "--min-count must be at least 0, not -2"),
    ])
    func numbers(arguments: [String], message: String) {
        #expect(Self.reading(ChooseCommand.self, arguments + ["a"]) == "error: \(message)")
    }

    @Test("a timeout beyond a year counts as a year", arguments: ["1e19", "1e308", "31536001", "99999999999999999999"])
    func longTimeouts(text: String) {
        #expect(Self.reading(ChooseCommand.self, ["--timeout", text, "a"]).contains("timeout: Optional(31536000.0)"))
    }

    @Test("a date command's minute interval is any whole number: one the platform does not take is a warning")
    func minuteIntervalFallsBack() throws {
        let outcome = try CommandRun.pick(["time", "--no-input", "--minute-interval", "-5", "--value", "10:00"])
        #expect(outcome.exit == .status(0))
        #expect(outcome.errorText.contains("minute"))
    }

    @Test("variables: switch words, one value per line, and the line wins")
    func variables() {
        #expect(Self.reading(ChooseCommand.self, ["a"], environment: ["PICK_CHOOSE_LOOP": "off"]).contains("loop: false"))
        #expect(Self.reading(ChooseCommand.self, ["a"], environment: ["PICK_CHOOSE_LOOP": "on"]).contains("loop: true"))
        #expect(Self.reading(ChooseCommand.self, ["a"], environment: ["PICK_CHOOSE_LOOP": "maybe"]).hasPrefix("error: "))
        #expect(Self.reading(ChooseCommand.self, ["a"], environment: ["PICK_CHOOSE_DISABLED": "b\nc"])
            .contains("disabled: [\"b\", \"c\"]"))
        let lineWins = Self.reading(ChooseCommand.self, ["--disabled", "z", "a"], environment: ["PICK_CHOOSE_DISABLED": "b\nc"])
        #expect(lineWins.contains("disabled: [\"z\"]"))
        #expect(Self.reading(ChooseCommand.self, ["a"], environment: ["PICK_CHOOSE_HEIGHT": "-3"])
            == "error: --height must be at least 1, not -3 (from PICK_CHOOSE_HEIGHT)")
    }

    @Test("arguments a command without items does not take, and commands that do not exist")
    func unexpected() throws {
        #expect(Self.reading(DateCommand.self, ["2026-11-22"]) == "error: Unexpected argument '2026-11-22'")
        #expect(Self.reading(DateCommand.self, ["a", "b"]) == "error: 2 unexpected arguments: 'a', 'b'")
        #expect(try CommandRun.pick(["chose", "a"]).errorLines == ["pick: Unknown command 'chose' (did you mean 'choose'?)"])
        #expect(try CommandRun.pick(["zzz"]).errorLines == ["pick: Unknown command 'zzz' (see pick --help)"])
        #expect(try CommandRun.pick(["help", "dat"]).errorLines == ["pick: Unknown command 'dat' (did you mean 'date'?)"])
    }

    @Test("closest names: one or two edits, not more than half the word")
    func closestNames() {
        #expect(ClosestName.to("chose", among: ["choose", "wheels"]) == "choose")
        #expect(ClosestName.to("wheel", among: ["choose", "wheels"]) == "wheels")
        #expect(ClosestName.to("hieght", among: ["height", "header"]) == "height")
        #expect(ClosestName.to("x", among: ["height", "header"]) == nil)
        #expect(ClosestName.to("zzz", among: ["choose", "wheels"]) == nil)
    }
}

/// `PICK_DEFAULT_OPTS`: a person's defaults for every command, below the variables and the line.
@Suite("Personal defaults: PICK_DEFAULT_OPTS")
struct PersonalDefaultsTests {
    static func reading<Command: PickSubcommand>(_ type: Command.Type, _ arguments: [String], _ environment: [String: String]) -> String {
        CommandLineReaderTests.reading(type, arguments, environment: environment)
    }

    @Test("every command takes them; the variables and the command line win")
    func order() {
        let defaults = ["PICK_DEFAULT_OPTS": "--vim --height 12 --header 'Pick one'"]
        for read in [Self.reading(ChooseCommand.self, ["a"], defaults), Self.reading(DateCommand.self, [], defaults),
                     Self.reading(RangeCommand.self, [], defaults)] {
            #expect(read.contains("height: Optional(12)") && read.contains("vim: true") && read.contains("header: Optional(\"Pick one\")"), "\(read)")
        }
        let variableWins = Self.reading(ChooseCommand.self, ["a"], defaults.merging(["PICK_CHOOSE_HEIGHT": "5"]) { $1 })
        #expect(variableWins.contains("height: Optional(5)"))
        let lineWins = Self.reading(ChooseCommand.self, ["--height", "7", "a"], defaults.merging(["PICK_CHOOSE_HEIGHT": "5"]) { $1 })
        #expect(lineWins.contains("height: Optional(7)"))
    }

    @Test("a bad entry is one line naming the variable", arguments: [
        ("--height 0", "error: --height must be at least 1, not 0 (from PICK_DEFAULT_OPTS)"),
        ("--style list", "error: PICK_DEFAULT_OPTS: --style is not a flag of every command (set it with PICK_<COMMAND>_STYLE)"),
        ("--vimm", "error: PICK_DEFAULT_OPTS: --vimm is not a flag of every command (set it with PICK_<COMMAND>_VIMM)"),
        ("--height", "error: Missing value for '--height <N>' (in PICK_DEFAULT_OPTS)"),
        ("apple", "error: PICK_DEFAULT_OPTS: 'apple' is not a flag"),
        ("--header 'open", "error: PICK_DEFAULT_OPTS: a ' is not closed"),
    ])
    func badEntries(text: String, message: String) {
        #expect(Self.reading(ChooseCommand.self, ["a"], ["PICK_DEFAULT_OPTS": text]) == message)
    }

    @Test("words as a shell writes them, nothing expanded", arguments: [
        (#"--vim --header "Pick one" --timeout=30"#, ["--vim", "--header", "Pick one", "--timeout=30"]),
        (#"  a\ b 'c d' "e\"f" '$HOME' "\$x" "#, ["a b", "c d", "e\"f", "$HOME", "$x"]),
        ("", []), ("''", [""]),
    ])
    func shellWords(text: String, words: [String]) throws {
        #expect(try ShellWords.split(text) == words)
    }
}
