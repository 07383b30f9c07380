import Foundation
import Testing

extension PickEndToEndTests {
    /// `--bind` on the real binary in tmux, beside fzf itself: the same input, the same keys,
    /// the same printed result.
    @Suite("pick choose: --bind beside fzf") struct KeyBind {
        /// Runs `command` (pick as `$P`, or fzf) in a fresh pane, waits for `ready`, presses `keys`,
        /// and gives what it printed and its status.
        func run(_ command: String, ready: String, keys: [String]) throws -> (output: String, status: Int32) {
            let run = try PickRun(command)
            try run.terminal.waitFor(ready)
            for key in keys { try run.terminal.press(key) }
            let status = try run.status()
            return (run.outputText, status)
        }

        /// fzf, found where packages put it, with `arguments`: it draws on stderr, which the run
        /// keeps in a file, so the braces send its stderr to the terminal instead.
        func fzf(_ input: String, _ arguments: String) throws -> String {
            let found = ["/usr/bin/fzf", "/usr/local/bin/fzf", "/opt/homebrew/bin/fzf"].first(where: FileManager.default.isExecutableFile)
            let fzf = try #require(found, "fzf is needed to compare --bind with it")
            return "{ \(input)\(fzf) \(arguments) 2>/dev/tty; }"
        }

        @Test("--multi --bind ctrl-a:select-all, then Enter: every line, as fzf prints them")
        func selectAll() throws {
            let input = "printf 'apple\\nbanana\\ncherry\\n' | "
            let fzf = try run(try fzf(input, "--multi --bind ctrl-a:select-all"), ready: "3/3", keys: ["C-a", "Enter"])
            let pick = try run(input + "$P choose --filter --no-limit --bind ctrl-a:select-all", ready: "3/3", keys: ["C-a", "Enter"])
            #expect(fzf.output == "apple\nbanana\ncherry\n")
            #expect(pick.output == fzf.output)
            #expect(pick.status == fzf.status)
        }

        @Test("--bind enter:toggle,ctrl-y:accept: Enter chooses, Ctrl-Y prints the chosen, as fzf does")
        func enterToggles() throws {
            let input = "printf 'apple\\nbanana\\ncherry\\n' | "
            let keys = ["Enter", "Down", "Enter", "C-y"]
            let fzf = try run(try fzf(input, "--multi --layout reverse --bind enter:toggle,ctrl-y:accept"), ready: "3/3", keys: keys)
            let pick = try run(input + "$P choose --filter --no-limit --bind enter:toggle,ctrl-y:accept", ready: "3/3", keys: keys)
            #expect(fzf.output == "apple\nbanana\n")
            #expect(pick.output == fzf.output)
            #expect(pick.status == 0)
        }
    }
}
