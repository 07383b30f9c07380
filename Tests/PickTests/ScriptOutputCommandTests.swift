import PickerKit
import PickerTesting
import Testing

@testable import pick

/// `pick choose --print-query`, `--expect`, `--read0` and `--print0` in-process: what a script reads
/// back, beside what fzf prints for the same input (fzf 0.38, `fzf --select-1 --exit-0`).
@Suite("pick choose: --print-query, --expect, --read0 and --print0")
struct ScriptOutputCommandTests {
    static let fruits = "apple\nbanana\ncherry\n"

    // `printf 'apple\nbanana\ncherry\n' | fzf --query an --select-1 --print-query --expect ctrl-d`
    // prints "an", an empty line (no key pressed), "banana"; with --query zz --exit-0, "zz" and
    // the empty key line, status 1.
    @Test("answered without asking: the query, Enter's empty key name, the line; no match: the query, status 1", arguments: [
        (["--query", "an", "--select-1", "--print-query"], "an\nbanana\n", 0),
        (["--query", "an", "--select-1", "--print-query", "--expect", "ctrl-d"], "an\n\nbanana\n", 0),
        (["--query", "zz", "--exit-0", "--print-query"], "zz\n", 1),
        (["--query", "zz", "--exit-0", "--print-query", "--expect", "ctrl-d"], "zz\n\n", 1),
        (["--query", "zz", "--no-input", "--print-query"], "zz\n", 1),
        (["--no-input", "--print-query"], "\napple\n", 0),
        (["--no-input", "--no-limit", "--selected", "apple", "--selected", "cherry", "--print0"], "apple\0cherry\0", 0),
        (["--query", "an", "--select-1", "--print-query", "--print0"], "an\0banana\0", 0),
    ] as [([String], String, Int32)])
    func headless(arguments: [String], expected: String, status: Int32) throws {
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.fruits)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(status))
    }

    @Test("an expected key accepts and is printed first; Enter prints an empty line for it", arguments: [
        (["--filter", "--expect", "ctrl-d,ctrl-e"], #""an" ctrl-e"#, "ctrl-e\nbanana\n"),
        (["--filter", "--print-query", "--expect", "ctrl-d"], #""an" enter"#, "an\n\nbanana\n"),
        (["--style", "list", "--no-limit", "--expect", "ctrl-x"], "space down space ctrl-x", "ctrl-x\napple\nbanana\n"),
        (["--print-query", "--expect", "ctrl-x"], "down ctrl-x", "\nctrl-x\nbanana\n"),
    ] as [([String], String, String)])
    func interactive(arguments: [String], keys: String, expected: String) throws {
        let terminal = ScriptedTerminal(width: 50, scripts: [keys])
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.fruits, terminal: terminal)
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    // `printf 'one\ntwo\0three\0' | fzf --read0 --print0 --filter thr` prints "three\0";
    // `fzf --read0 --filter two` prints "one\ntwo\0": an item keeps its newline.
    @Test("--read0 reads NUL-separated items that may hold newlines; --print0 ends each with NUL", arguments: [
        (["--read0", "--no-input", "--print0"], "one\ntwo\0"),
        (["--read0", "--query", "two", "--select-1", "--print0"], "one\ntwo\0"),
        (["--read0", "--query", "thr", "--select-1"], "three\n"),
        (["--read0", "--no-input", "--no-limit", "--selected", "one\ntwo", "--selected", "three", "--print0"], "one\ntwo\0three\0"),
        (["--read0", "--header-lines", "1", "--no-input"], "three\n"),
    ] as [([String], String)])
    func nulSeparated(arguments: [String], expected: String) throws {
        let outcome = try CommandRun.pick(["choose"] + arguments, input: "one\ntwo\0three\0")
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("--read0 draws an item's newline as ↵ on the wheel's one row (the list style stacks its lines)")
    func nulSeparatedDrawn() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter"])
        let outcome = try CommandRun.pick(["choose", "--read0"], input: "one\ntwo\0three\0", terminal: terminal)
        #expect(outcome.outputText == "one\ntwo\n")
        #expect(terminal.runs.first?.frames.first?.contains("one↵two") == true)
    }

    // `printf 'apple\nbanana\n' | fzf --print-query`, type zz, Enter: prints "zz", status 1.
    @Test("--print-query: Enter on no match prints the query alone, status 1", arguments: [
        (["--filter", "--print-query"], "zz\n"),
        (["--filter", "--print-query", "--expect", "ctrl-d"], "zz\n\n"),
        (["--style", "list", "--filter", "--no-limit", "--print-query", "--print0"], "zz\0"),
    ] as [([String], String)])
    func enterOnNoMatch(arguments: [String], expected: String) throws {
        let terminal = ScriptedTerminal(width: 50, scripts: [#""zz" enter"#])
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.fruits, terminal: terminal)
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(1))
    }

    @Test("fzf's key names", arguments: [
        ("ctrl-d", KeyStroke(.character("d"), .control)), ("CTRL-D", KeyStroke(.character("d"), .control)),
        ("alt-x", KeyStroke(.character("x"), .alt)), ("f1", KeyStroke(.function(1))), ("f12", KeyStroke(.function(12))),
        ("btab", KeyStroke(.tab, .shift)), ("enter", KeyStroke(.enter)), ("pgdn", KeyStroke(.pageDown)),
        ("~", KeyStroke(.character("~"))), ("ctrl-space", KeyStroke(.character(" "), .control)),
    ] as [(String, KeyStroke)])
    func keyNames(name: String, stroke: KeyStroke) throws {
        #expect(try ExpectedKey(named: name).stroke == stroke)
    }

    @Test("a key name fzf does not know is one line, status 2")
    func unknownKey() throws {
        let outcome = try CommandRun.pick(["choose", "--expect", "ctrl-d,hyper-q", "a"])
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.errorText.hasPrefix("pick: --expect: 'hyper-q' is not a key name"))
        #expect(outcome.exit == .status(2))
    }
}
