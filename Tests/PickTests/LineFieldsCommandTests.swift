import Foundation
import PickerTesting
import Testing

@testable import pick

/// `pick choose`'s fzf line options through the command line, in-process: `--delimiter`,
/// `--with-nth`, `--nth`, `--accept-nth` and `--header-lines` with `--no-input`, `--filter`,
/// `--select-1`, `--limit` and the list style.
@Suite("pick choose: fzf's line options")
struct LineFieldsCommandTests {
    static let fruits = "1:apple:red\n2:banana:yellow\n3:cherry:red\n"

    @Test("--accept-nth prints fields of the chosen line, {n} its index; the whole line without it", arguments: [
        (["choose", "--no-input", "--delimiter", ":", "--accept-nth", "2"], "apple\n"),
        (["choose", "--no-input", "--delimiter", ":", "--selected", "2:banana:yellow", "--accept-nth", "{n} {3}"], "1 yellow\n"),
        (["choose", "--no-input", "--delimiter", ":", "--with-nth", "2"], "1:apple:red\n"),
        (["choose", "--query", "cherry", "--select-1", "--delimiter", ":", "--accept-nth", "1"], "3\n"),
        (["choose", "--query", "red", "--nth", "3", "--delimiter", ":", "--no-input", "--no-limit", "--selected", "1:apple:red",
          "--selected", "3:cherry:red", "--accept-nth", "2"], "apple\ncherry\n"),
        (["choose", "--style", "list", "--no-input", "--delimiter", ":", "--accept-nth", "-1"], "red\n"),
        (["choose", "--style", "list", "--filter", "--query", "ban", "--select-1", "--delimiter", ":", "--accept-nth", "{n}"], "1\n"),
        (["choose", "--header-lines", "1", "--no-input", "--delimiter", ":", "--accept-nth", "{2}/{n}"], "banana/0\n"),
    ] as [([String], String)])
    func printed(arguments: [String], expected: String) throws {
        let outcome = try CommandRun.pick(arguments, input: Self.fruits)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("--nth narrows what the query matches: 'red' is no fruit's name, so --select-1 finds none and --exit-0 exits 1")
    func nthNarrows() throws {
        let outcome = try CommandRun.pick(
            ["choose", "--query", "red", "--exit-0", "--select-1", "--delimiter", ":", "--nth", "2"], input: Self.fruits)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.exit == .status(1))
    }

    /// `fzf --filter QUERY --exact` prints the one line a query matches in these fields; pick's
    /// `--select-1` with the same options prints the same line.
    @Test("--select-1 with --nth/--with-nth/--delimiter chooses the line fzf --filter prints", arguments: [
        (["--delimiter", ":", "--nth", "2"], "ban"),
        (["--delimiter", ":", "--with-nth", "2..", "--nth", "-1"], "yell"),
        (["--nth", "1", "--delimiter", "[:]"], "3"),
    ] as [([String], String)])
    func sameAsFzf(options: [String], query: String) throws {
        let fzf = try Self.fzf(["--filter", query, "--exact"] + options, input: Self.fruits)
        let outcome = try CommandRun.pick(["choose", "--query", query, "--select-1"] + options, input: Self.fruits)
        #expect(fzf.split(separator: "\n").count == 1)
        #expect(outcome.outputText == fzf)
        #expect(outcome.exit == .status(0))
    }

    @Test("--header-lines: the first lines are not choices; with arguments too")
    func headerLines() throws {
        let piped = try CommandRun.pick(["choose", "--header-lines", "2", "--no-input"], input: "NAME\n----\nalpha\nbeta\n")
        #expect(piped.outputText == "alpha\n")
        let arguments = try CommandRun.pick(["choose", "--header-lines", "1", "--no-input", "NAME", "alpha", "beta"])
        #expect(arguments.outputText == "alpha\n")
        let filtered = try CommandRun.pick(["choose", "--header-lines", "1", "--query", "NAME", "--exit-0"], input: "NAME\nalpha\n")
        #expect(filtered.exit == .status(1))
        let onlyHeader = try CommandRun.pick(["choose", "--header-lines", "3", "--no-input"], input: "NAME\nalpha\n")
        #expect(onlyHeader.exit == .status(2))
    }

    @Test("--header-lines shows the header above the items, as --with-nth shows them; Enter prints the first item")
    func headerDrawn() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter"])
        let outcome = try CommandRun.pick(
            ["choose", "--style", "list", "--header-lines", "1", "--with-nth", "2", "--header", "Fruit"],
            input: "ID NAME\n1 apple\n2 banana\n", terminal: terminal)
        #expect(outcome.outputText == "1 apple\n")
        let frame = terminal.runs.first?.frames.first ?? ""
        #expect(frame.contains("NAME"))
        #expect(!frame.contains("ID"))
    }

    @Test("type-ahead goes by what --with-nth shows; --disabled and --selected name whole lines", arguments: [
        (["choose", "--with-nth", "2"], "c enter", "3 cherry\n"),
        (["choose", "--style", "list", "--with-nth", "2"], "b enter", "2 banana\n"),
        (["choose", "--with-nth", "2", "--disabled", "1 apple"], "enter", "2 banana\n"),
        (["choose", "--style", "list", "--with-nth", "2", "--selected", "3 cherry"], "enter", "3 cherry\n"),
    ] as [([String], String, String)])
    func shownText(arguments: [String], keys: String, expected: String) throws {
        let terminal = ScriptedTerminal(width: 40, scripts: [keys])
        let outcome = try CommandRun.pick(arguments, input: "1 apple\n2 banana\n3 cherry\n", terminal: terminal)
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("a bad value is one line naming the flag, status 2", arguments: [
        (["choose", "--with-nth", "0", "a"], "pick: --with-nth: '0' is not a field index expression (a field from 1, -1 for the last, or a range such as 2.., ..3, 2..4)"),
        (["choose", "--nth", "1..x", "a"], "pick: --nth: '1..x' is not a field index expression (a field from 1, -1 for the last, or a range such as 2.., ..3, 2..4)"),
        (["choose", "--accept-nth", "{1", "a"], "pick: --accept-nth: '{1' has a '{' without its '}'"),
        (["choose", "--header-lines", "-1", "a"], "pick: --header-lines must be at least 0, not -1"),
    ] as [([String], String)])
    func badValues(arguments: [String], message: String) throws {
        let outcome = try CommandRun.pick(arguments)
        #expect(outcome.errorLines == [message])
        #expect(outcome.exit == .status(2))
    }

    /// What `fzf ARGUMENTS` prints for `input`.
    static func fzf(_ arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fzf"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}

/// `pick choose --ansi` beside fzf 0.38's `--ansi --filter`: coloured items match and print as
/// their text. `printf '\e[31mred\e[0m\ngreen\n\e]0;t\a\e[1mblue\e[m\n' | fzf --ansi --filter r`
/// prints "red" and "green"; `--filter bl` prints "blue".
@Suite("pick choose --ansi")
struct AnsiCommandTests {
    static let coloured = "\u{1B}[31mred\u{1B}[0m\ngreen\n\u{1B}]0;t\u{07}\u{1B}[1mblue\u{1B}[m\n"

    @Test("matched and printed without the escape sequences, from a stream or arguments", arguments: [
        (["--ansi", "--query", "bl", "--select-1"], "blue\n"),
        (["--ansi", "--query", "green", "--select-1"], "green\n"),
        (["--ansi", "--query", "red", "--select-1", "--no-limit"], "red\n"),
        (["--ansi", "--no-input", "--no-limit", "--selected", "red", "--selected", "blue"], "red\nblue\n"),
    ] as [([String], String)])
    func stream(arguments: [String], expected: String) throws {
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.coloured)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        let given = try CommandRun.pick(["choose"] + arguments + ["\u{1B}[31mred\u{1B}[0m", "green", "\u{1B}[1mblue\u{1B}[m"])
        #expect(given.outputText == expected)
    }

    @Test("without --ansi the escapes stay in the item, printed back byte for byte as today")
    func withoutAnsi() throws {
        let outcome = try CommandRun.pick(["choose", "--query", "bl", "--select-1"], input: Self.coloured)
        #expect(outcome.outputText == "\u{1B}]0;t\u{07}\u{1B}[1mblue\u{1B}[m\n")
    }
}
