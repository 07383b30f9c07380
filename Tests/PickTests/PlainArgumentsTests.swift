import ArgumentParser
import Testing

@testable import pick

/// The plain reader (the fast path past ArgumentParser) must give exactly the command
/// ArgumentParser gives, and must step aside for everything it does not read.
@Suite("PlainArguments: the fast path reads what ArgumentParser reads")
struct PlainArgumentsTests {
    /// Both parsers' results, described field by field (the plain command each gives to run).
    static func both<Command: PickSubcommand>(_ type: Command.Type, _ arguments: [String]) throws -> (plain: String?, parsed: String) {
        let plain = Command.Plain.parsePlainly(arguments).map { String(reflecting: $0) }
        return (plain, String(reflecting: try Command.parse(arguments).plain))
    }

    @Test("every command, every flag alone (a switch, or an option with a value)")
    func eachFlagAlone() throws {
        for command in PickCommand.commands {
            // wheels needs a component; "7" converts for every option, numbers included.
            let needed = command == WheelsCommand.Declaration.self ? ["--component", "a,b"] : []
            for flag in command.environmentFlags {
                let arguments = needed + (flag.kind == .flag ? ["--\(flag.name)"] : ["--\(flag.name)", "7"])
                let (plain, parsed) = try Self.both(command, arguments)
                #expect(plain == parsed, "\(command.name) \(arguments)")
            }
        }
    }

    @Test("choose: each flag, items between flags, = and space forms", arguments: [
        [], ["Apple", "Banana"], ["--selected", "Banana", "Apple", "Banana"], ["--selected=Banana", "Apple", "Banana"],
        ["--disabled", "a", "--disabled=b", "a", "b", "c"], ["a", "--header", "Fruit", "b", "--loop", "--vim"],
        ["--height", "7", "--timeout", "2.5", "--fullscreen", "--keep", "--no-help", "--no-input", "--accessible", "x"],
        ["--header=two words", "Ünïcödé", "🍎"],
    ])
    func choose(arguments: [String]) throws {
        let (plain, parsed) = try Self.both(ChooseCommand.Declaration.self, arguments)
        #expect(plain == parsed)
    }

    @Test("wheels: repeated components and selections, the separator", arguments: [
        ["--component", "a,b", "--component", "x,y"], ["--component=a,b", "--selected", "b", "--separator", ";"],
        ["--component", "S,M,L", "--component", "red,green", "--selected", "M", "--selected", "green", "--loop"],
    ])
    func wheels(arguments: [String]) throws {
        let (plain, parsed) = try Self.both(WheelsCommand.Declaration.self, arguments)
        #expect(plain == parsed)
    }

    @Test("the date commands: every option, and the defaults", arguments: [
        [], ["--style", "wheels"], ["--value", "2026-11-22", "--min=2026-01-01", "--max", "2026-12-31"],
        ["--minute-interval", "15", "--locale", "de_DE", "--calendar", "japanese", "--time-zone", "Europe/Berlin"],
        ["--format", "dd.MM.yyyy", "--header", "When?", "--height", "9", "--keep", "--no-help"],
    ])
    func dates(arguments: [String]) throws {
        for command in [DateCommand.self, TimeCommand.self, DateTimeCommand.self, CountdownCommand.self, MonthCommand.self]
            as [any DatePickerCommand.Type]
        {
            let (plain, parsed) = try Self.both(command, arguments)
            #expect(plain == parsed, "\(command.name) \(arguments)")
        }
    }

    @Test("steps aside for help, short flags, --, unknown or repeated flags, odd values", arguments: [
        ["--help"], ["-h"], ["--", "a"], ["-x"], ["--bogus"], ["--selected", "a", "--selected", "b"],
        ["--loop", "--loop"], ["--loop=1"], ["--header"], ["--header="], ["--header", "-x"], ["--height", "x"],
        ["--height", "0"], ["--timeout", "-1"], ["--timeout", "nan"],
    ])
    func stepsAside(arguments: [String]) {
        #expect(ChooseCommand.parsePlainly(arguments) == nil)
    }

    @Test("wheels' own check (a --component is needed) is left to ArgumentParser too")
    func wheelsValidation() {
        #expect(WheelsCommand.parsePlainly([]) == nil)
        #expect(WheelsCommand.parsePlainly(["--component", "a", "--selected", "a", "--selected", "b"]) == nil)
        #expect(DateCommand.parsePlainly(["2026-11-22"]) == nil)
    }

    @Test("every flag ArgumentParser knows is in the command's table, with its kind")
    func tablesMatchDeclarations() throws {
        for command in PickCommand.commands {
            let help = command.helpMessage(columns: 400)
            let declared = Set(help.matches(of: /--([a-z][a-z0-9-]*)/).map { String($0.output.1) })
            let table = Set(command.environmentFlags.map(\.name))
            #expect(declared.subtracting(["help"]) == table, "\(command.name)")
            for flag in command.environmentFlags {
                let takesValue = help.contains("--\(flag.name) <")
                #expect(takesValue == (flag.kind != .flag), "\(command.name) --\(flag.name)")
            }
        }
    }
}
