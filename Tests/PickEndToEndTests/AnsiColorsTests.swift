import Foundation
import Testing

extension PickEndToEndTests {
    /// `--ansi` on the real binary in tmux: the items' colours are drawn (read back with
    /// `capture-pane -e`), and the chosen item prints as its text, as fzf prints it.
    @Suite("pick choose --ansi: colours drawn, text printed, beside fzf") struct AnsiColors {
        static let input = "green\n\u{1B}[31mred\u{1B}[0m\n\u{1B}[1;34mblue\u{1B}[m\n"

        /// Whether `styled` (a capture with escapes) draws `text` right after an SGR that sets
        /// `code` among its parameters.
        static func draws(_ text: String, in code: String, _ styled: String) -> Bool {
            styled.components(separatedBy: "\u{1B}[").contains { sequence in
                guard let end = sequence.firstIndex(of: "m") else { return false }
                return sequence[..<end].split(separator: ";").contains { $0 == code } && sequence[sequence.index(after: end)...].hasPrefix(text)
            }
        }

        @Test("printf '\\e[31mred\\e[0m' | pick choose --ansi: red is drawn red, Enter prints red, as fzf --ansi prints it", arguments: [
            "--style list", "",
        ])
        func red(style: String) throws {
            let run = try PickRun("printf 'green\\n\\033[31mred\\033[0m\\n\\033[1;34mblue\\033[m\\n' | $P choose --ansi \(style)")
            let screen = try run.terminal.waitFor("blue")
            #expect(!screen.contains("[31m") && !screen.contains("\u{1B}"))
            let styled = try run.terminal.styledScreen()
            #expect(Self.draws("red", in: "31", styled), "\(styled.debugDescription)")
            #expect(Self.draws("blue", in: "34", styled), "\(styled.debugDescription)")
            try run.terminal.press("Down")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "red\n")

            let found = ["/usr/bin/fzf", "/usr/local/bin/fzf", "/opt/homebrew/bin/fzf"].first(where: FileManager.default.isExecutableFile)
            let fzf = try #require(found, "fzf is needed to compare --ansi with it")
            let fzfRun = try CommandRunner.run(fzf, ["--ansi", "--filter", "red"], input: Data(Self.input.utf8))
            #expect(fzfRun.outputText == run.outputText)
        }

        @Test("--with-nth 1 --delimiter '\\t': the field shown keeps its colour; Enter prints the line's text, as fzf --ansi --with-nth prints it")
        func shownField() throws {
            let run = try PickRun("printf '\\033[31mred\\033[0m\\tblue\\nplain\\tgreen\\n' | $P choose --ansi --with-nth 1 --delimiter '\\t'")
            let screen = try run.terminal.waitFor("plain")
            #expect(!screen.contains("blue") && !screen.contains("green"))
            let styled = try run.terminal.styledScreen()
            #expect(Self.draws("red", in: "31", styled), "\(styled.debugDescription)")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "red\tblue\n")

            let found = ["/usr/bin/fzf", "/usr/local/bin/fzf", "/opt/homebrew/bin/fzf"].first(where: FileManager.default.isExecutableFile)
            let fzf = try #require(found, "fzf is needed to compare --ansi with it")
            let fzfRun = try CommandRunner.run(
                fzf, ["--ansi", "--with-nth", "1", "--delimiter", "\t", "--filter", "red"], input: Data("\u{1B}[31mred\u{1B}[0m\tblue\nplain\tgreen\n".utf8))
            #expect(fzfRun.outputText == run.outputText)
        }
    }
}
