import PickerKit
import PickerTesting
import Testing

@testable import pick

/// `pick choose --preview` and `--preview-window` in-process: the flags reach the picker on the
/// wheel, the list style and the filter, the value printed is the item's as without a preview,
/// and a window that cannot be read is a usage error.
@Suite("pick choose: --preview and --preview-window")
struct PreviewCommandTests {
    static let fruits = "apple\nbanana\ncherry\n"

    @Test("The pane is drawn beside each style, and the chosen line is printed as without it", arguments: [
        ["--preview", "echo {}"],
        ["--preview", "echo {}", "--style", "list"],
        ["--preview", "echo {}", "--filter"],
        ["--preview", "echo {}", "--style", "list", "--filter", "--no-limit"],
        ["--preview", "echo {}", "--preview-window", "bottom,4"],
    ])
    func styles(arguments: [String]) throws {
        let keys = arguments.contains("--no-limit") ? "down tab enter" : "down enter"
        let terminal = ScriptedTerminal(width: 60, height: 16, scripts: [keys])
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.fruits, terminal: terminal)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == "banana\n")
        #expect(outcome.exit == .status(0))
        let border = arguments.contains("bottom,4") ? "────" : "│"
        #expect(terminal.runs.first?.frames.first?.contains(border) == true)
    }

    @Test("--no-input never runs the command and prints the first line")
    func headless() throws {
        let outcome = try CommandRun.pick(["choose", "--no-input", "--preview", "exit 3"], input: Self.fruits)
        #expect(outcome.outputText == "apple\n")
        #expect(outcome.exit == .status(0))
    }

    @Test("A window that cannot be read, or one without --preview, is a usage error", arguments: [
        (["--preview", "cat {}", "--preview-window", "left"],
         "pick: --preview-window: 'left' is not right, bottom, a size (columns or rows, or N%) or hidden"),
        (["--preview-window", "bottom"], "pick: --preview-window needs --preview"),
    ] as [([String], String)])
    func badWindow(arguments: [String], message: String) throws {
        let outcome = try CommandRun.pick(["choose"] + arguments, input: Self.fruits)
        #expect(outcome.errorLines.first == message)
        #expect(outcome.exit == .status(2))
    }
}
