import PickerKit
import PickerTesting
import Testing

@testable import pick

/// `pick choose --read0 --style list`: an item holding newlines is drawn as its lines stacked,
/// the selection marking the whole item and moving by items; the printed value keeps its
/// newlines byte for byte. The wheel and the filter's rows keep one row an item, `↵` for a newline.
@Suite("pick choose --read0: items of several lines")
struct MultiLineItemCommandTests {
    static let input = "first\nline two\0single\0a\nb\nc\0"

    @Test("Golden frame: the list stacks an item's lines, the marker on its first, the band over all")
    func goldenFrame() throws {
        let terminal = ScriptedTerminal(width: 30, height: 8, scripts: ["down enter"])
        let outcome = try CommandRun.pick(
            ["choose", "--read0", "--style", "list", "--no-help", "--fullscreen"], input: Self.input, terminal: terminal)
        let frame = try #require(terminal.runs.first?.frames.first)
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingTrailingSpaces) }
        #expect(Array(lines.prefix(6)) == ["› first", "  line two", "  single", "  a", "  b", "  c"])
        #expect(lines.dropFirst(6).allSatisfy { $0.isEmpty })
        #expect(outcome.outputText == "single\n")
    }

    @Test("Moving goes by items; the chosen item prints with its newlines, NUL-ended with --print0", arguments: [
        ("down down enter", ["--print0"], "a\nb\nc\0"),
        ("enter", [], "first\nline two\n"),
        ("down down up enter", [], "single\n"),
    ] as [(String, [String], String)])
    func moving(keys: String, extra: [String], expected: String) throws {
        let terminal = ScriptedTerminal(width: 30, height: 9, scripts: [keys])
        let outcome = try CommandRun.pick(["choose", "--read0", "--style", "list"] + extra, input: Self.input, terminal: terminal)
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("Fields shown by --with-nth that hold newlines are stacked as the whole item is")
    func shownFields() throws {
        let terminal = ScriptedTerminal(width: 30, height: 6, scripts: ["down enter"])
        let outcome = try CommandRun.pick(
            ["choose", "--read0", "--style", "list", "--no-help", "--fullscreen", "--delimiter", ":", "--with-nth", "2.."],
            input: "x:first\nline two\0y:single\0", terminal: terminal)
        let frame = try #require(terminal.runs.first?.frames.first)
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingTrailingSpaces) }
        #expect(Array(lines.prefix(3)) == ["› first", "  line two", "  single"])
        #expect(!frame.contains("↵"))
        #expect(outcome.outputText == "y:single\n")
    }

    @Test("The filter's list stacks the lines of each match too")
    func filtered() throws {
        let terminal = ScriptedTerminal(width: 30, height: 9, scripts: [#""c" enter"#])
        let outcome = try CommandRun.pick(["choose", "--read0", "--style", "list", "--filter"], input: Self.input, terminal: terminal)
        #expect(outcome.outputText == "a\nb\nc\n")
        let last = try #require(terminal.runs.first?.frames.last)
        #expect(last.contains("› a") && last.contains("  b") && last.contains("  c") && !last.contains("↵"))
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
