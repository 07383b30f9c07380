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
    }
}
