import PickerKit
import PickerTesting
import Testing

@testable import pick

/// `pick choose --bind KEY:ACTION` in-process: keys doing fzf's actions on the wheel, the list,
/// the filter and multi-select, and the one-line usage errors fzf gives for a bad binding.
@Suite("pick choose: --bind")
struct KeyBindCommandTests {
    static let fruits = "apple\nbanana\ncherry\n"

    // As fzf 0.38: `fzf --multi --bind ctrl-a:select-all` then Enter prints every line;
    // `--bind enter:toggle,ctrl-y:accept` chooses with Enter and accepts with Ctrl-Y.
    @Test("a bound key does fzf's action in place of its own", arguments: [
        (["--no-limit", "--bind", "ctrl-a:select-all"], "ctrl-a enter", "apple\nbanana\ncherry\n"),
        (["--filter", "--no-limit", "--bind", "ctrl-a:select-all"], #""an" ctrl-a enter"#, "banana\n"),
        (["--style", "list", "--no-limit", "--bind", "enter:toggle,ctrl-y:accept"], "enter down enter ctrl-y", "apple\nbanana\n"),
        (["--no-limit", "--bind", "ctrl-a:select-all", "--bind", "ctrl-d:deselect-all"], "ctrl-a ctrl-d space enter", "apple\n"),
        (["--bind", "ctrl-a:last"], "ctrl-a enter", "cherry\n"),
        (["--style", "list", "--bind", "ctrl-a:last,ctrl-b:first"], "ctrl-a ctrl-b enter", "apple\n"),
        (["--bind", "ctrl-a:toggle-all"], "ctrl-a enter", "apple\n"),
        (["--bind", "ctrl-a:accept", "--bind", "ctrl-a:abort"], "ctrl-a", ""),
        (["--filter", "--print-query", "--bind", "ctrl-y:accept"], #""zz" ctrl-y"#, "zz\n"),
    ] as [([String], String, String)])
    func interactive(arguments: [String], keys: String, expected: String) throws {
        let terminal = ScriptedTerminal(width: 60, scripts: [keys])
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.fruits, terminal: terminal)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
    }

    // fzf 0.38 prints "unknown action: foo", "unsupported key: foo", "bind action not specified:
    // ctrl-a", each with status 2.
    @Test("a binding fzf cannot read is one line naming it, status 2", arguments: [
        (["--bind", "ctrl-a:foo"], "--bind: unknown action 'foo' (accept, abort, toggle, toggle-all, select-all, deselect-all, first, last, page-up, page-down)"),
        (["--bind", "foo:accept"], "--bind: 'foo' is not a key name (ctrl-a…ctrl-z, alt-x, f1…f12, enter, esc, tab, btab, up, pgdn, a character, …)"),
        (["--bind", "ctrl-a"], "--bind: 'ctrl-a' is not KEY:ACTION"),
        (["--bind", "ctrl-a:accept,ctrl-b:nope"], "--bind: unknown action 'nope' (accept, abort, toggle, toggle-all, select-all, deselect-all, first, last, page-up, page-down)"),
    ] as [([String], String)])
    func usage(arguments: [String], message: String) throws {
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.fruits)
        #expect(outcome.errorLines.first?.hasSuffix(message) == true, "\(outcome.errorText)")
        #expect(outcome.exit == .status(2))
        #expect(outcome.outputText == "")
    }

    @Test("a binding list splits at the comma after each action, so ':' and ',' can be keys")
    func splitting() {
        #expect(KeyBindOptions.split("ctrl-a:select-all,ctrl-d:deselect-all") == ["ctrl-a:select-all", "ctrl-d:deselect-all"])
        #expect(KeyBindOptions.split(",:accept,::abort") == [",:accept", "::abort"])
        #expect(KeyBindOptions.split("") == [""])
    }

    @Test("the help line names a key bound to accept")
    func helpLine() throws {
        let terminal = ScriptedTerminal(width: 70, scripts: ["ctrl-y"])
        let outcome = try CommandRun.pick(["choose", "--bind", "enter:toggle,ctrl-y:accept"], input: Self.fruits, terminal: terminal)
        let frame = terminal.runs.first?.frames.first ?? ""
        #expect(frame.contains("ctrl-y select"), "\(frame)")
        #expect(!frame.contains("enter select"))
        #expect(outcome.outputText == "apple\n")
    }
}
