import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick choose --preview` on the real binary in tmux: a preview command that sleeps never
    /// holds a key back, the command for an item left behind is ended, and however pick ends
    /// (Enter, Esc, Ctrl-C, SIGTERM) no preview command outlives it and the terminal is restored.
    @Suite("pick choose: --preview") struct PreviewPane {
        /// A preview that writes its shell's process id, shows the item, then sleeps.
        static func command(extra: String = "") -> String {
            "printf 'one\\ntwo\\nthree\\n' | $P choose \(extra) --preview \"echo \\$\\$ >> $D/pids; echo shown {}; sleep 30; echo late\""
        }

        /// The process ids the preview commands wrote.
        static func processIDs(_ run: PickRun) -> [pid_t] {
            (run.scratch.text("pids") ?? "").split(separator: "\n").compactMap { pid_t($0) }
        }

        /// Waits until process `pid` is gone (collected, not a zombie); false if it never goes.
        static func isGone(_ pid: pid_t) -> Bool {
            for _ in 0..<100 {
                if kill(pid, 0) != 0 { return true }
                usleep(50_000)
            }
            return false
        }

        @Test("Arrows move at once under a sleeping preview; the command left behind is ended; Enter prints the item")
        func slowPreview() throws {
            let run = try PickRun(Self.command())
            try run.terminal.waitFor("shown one")
            try run.terminal.press("Down")
            try run.terminal.waitFor("› two")
            try run.terminal.waitFor("shown two")
            let first = try #require(Self.processIDs(run).first)
            #expect(Self.isGone(first))
            try run.terminal.press("Down")
            try run.terminal.waitFor("› three")
            let screen = try run.terminal.waitFor("shown three")
            #expect(!screen.contains("late"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "three\n")
            #expect(run.sttyRestored)
            let pids = Self.processIDs(run)
            #expect(pids.count == 3)
            for pid in pids { #expect(Self.isGone(pid)) }
        }

        @Test("Esc, Ctrl-C and SIGTERM leave no preview command behind and restore the terminal", arguments: [
            ("Escape", 1), ("C-c", 130), ("TERM", 143),
        ] as [(String, Int32)])
        func ending(how: String, status: Int32) throws {
            let run = try PickRun(Self.command(extra: "--preview-window bottom,5"))
            try run.terminal.waitFor("shown one")
            if how == "TERM" {
                let pid = try run.terminal.foregroundProcessID(named: "pick")
                _ = try CommandRunner.run("/bin/sh", ["-c", "kill -TERM \(pid)"])
            } else {
                try run.terminal.press(how)
            }
            #expect(try run.status() == status)
            #expect(run.sttyRestored)
            let pids = Self.processIDs(run)
            #expect(pids.count == 1)
            for pid in pids { #expect(Self.isGone(pid)) }
        }

        @Test("Typing a query shows it in the pane through {q}")
        func query() throws {
            let run = try PickRun("printf 'apple\\nbanana\\n' | $P choose --filter --preview \"printf 'Q=<%s>' {q} {}\"")
            try run.terminal.waitFor("Q=<>Q=<apple>")
            try run.terminal.press("nan", literal: true)
            try run.terminal.waitFor("Q=<nan>Q=<banana>")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "banana\n")
        }

        /// The kitty graphics question `pick` sends.
        static let graphicsQuestion = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"

        @Test("A text-only preview never sends the kitty graphics question (no ESC _G at all)")
        func noGraphicsQuestion() throws {
            let run = try PickRun("sleep 0.3; printf 'one\\ntwo\\n' | $P choose --preview 'echo shown {}'")
            try run.terminal.recordOutput(to: run.scratch.file("output"))
            try run.terminal.waitFor("shown one")
            try run.terminal.press("Down")
            try run.terminal.waitFor("shown two")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "two\n")
            let sent = String(decoding: run.scratch.data("output") ?? Data(), as: UTF8.self)
            // The recording holds the session's frames (the preview's words among them).
            #expect(sent.contains("shown one"))
            #expect(!sent.contains("\u{1B}_G"))
        }

        /// tmux speaks no kitty graphics: the test answers the question as typed input, as
        /// `pick image`'s test does.
        @Test("A picture asks the question once shown, is drawn in half blocks until the answer, then in pixels")
        func graphicsQuestionForPictures() throws {
            let run = try PickRun("sleep 0.3; ls \"$D\"/imgs/*.png | COLORTERM=truecolor $P choose --preview 'cat {}'")
            _ = try Image.folder(in: run)
            try run.terminal.recordOutput(to: run.scratch.file("output"))
            _ = try run.terminal.waitForScreen("a half-block picture") { $0.contains("▀") }
            let asked = String(decoding: run.scratch.data("output") ?? Data(), as: UTF8.self)
            let question = try #require(asked.range(of: Self.graphicsQuestion))
            let list = try #require(asked.range(of: "imgs/1-chec"))
            // Asked once a picture is shown, not as the session opened before its first frame.
            #expect(list.lowerBound < question.lowerBound)
            try run.terminal.press("\u{1B}_Gi=31;OK\u{1B}\\", literal: true)
            _ = try run.terminal.waitForScreen("the half blocks to go") { !$0.contains("▀") }
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            let sent = String(decoding: run.scratch.data("output") ?? Data(), as: UTF8.self)
            #expect(sent.contains("\u{1B}_Ga=T,f=32,s=8,v=8,i="))
            #expect(sent.components(separatedBy: Self.graphicsQuestion).count == 2)
        }

        /// fzf, found where packages put it, with `arguments`: it draws on stderr, which the run
        /// keeps in a file, so the braces send its stderr to the terminal instead.
        static func fzf(_ input: String, _ arguments: String) throws -> String {
            let found = ["/usr/bin/fzf", "/usr/local/bin/fzf", "/opt/homebrew/bin/fzf"].first(where: FileManager.default.isExecutableFile)
            let fzf = try #require(found, "fzf is needed to compare --preview with it")
            return "{ \(input)\(fzf) \(arguments) 2>/dev/tty; }"
        }

        /// The text between `<<` and `>>` on the screen: what the preview command printed.
        static func shown(_ screen: String) -> String? {
            guard let start = screen.range(of: "<<"), let end = screen.range(of: ">>", range: start.upperBound..<screen.endIndex) else { return nil }
            return String(screen[start.upperBound..<end.lowerBound])
        }

        @Test("{q}, {+} and {+n} substitute as fzf's do: the same input and keys print the same words in the pane")
        func besideFzf() throws {
            let input = "printf 'apple\\nbanana\\nit'\\''s here\\n' | "
            let preview = "--preview \"printf '<<'; printf '[%s]' {q} {+} {+n}; printf '>>'\""
            var seen: [String] = []
            for command in [try Self.fzf(input, "--multi \(preview)"), input + "$P choose --filter --no-limit \(preview)"] {
                let run = try PickRun(command)
                try run.terminal.waitFor("<<[][apple][0]>>")
                try run.terminal.press("it", literal: true)
                try run.terminal.waitFor("<<[it][it's here][2]>>")
                try run.terminal.press("Tab")
                try run.terminal.press("C-u")
                // The query cleared, the chosen item stands for {+}, not the one under the cursor.
                let screen = try run.terminal.waitFor("<<[][it's here][2]>>")
                seen.append(Self.shown(screen) ?? "")
                try run.terminal.press("Escape")
                _ = try run.status()
            }
            #expect(seen == ["[][it's here][2]", "[][it's here][2]"])
        }
    }
}
