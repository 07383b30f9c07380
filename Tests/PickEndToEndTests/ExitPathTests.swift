import Foundation
import Testing

extension PickEndToEndTests {
    /// Every way out restores the terminal exactly (`stty -g` before == after) and reports the
    /// status gum and fzf use.
    @Suite("exit paths") struct ExitPaths {
        static let fruits = "printf 'Apple\\nBanana\\nCherry\\n' | $P choose"

        @Test("Esc cancels: status 1, nothing on stdout, terminal restored")
        func escape() throws {
            let run = try PickRun(Self.fruits)
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("Ctrl-C interrupts: status 130, nothing on stdout, terminal restored")
        func controlC() throws {
            let run = try PickRun(Self.fruits)
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("C-c")
            #expect(try run.status() == 130)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("--timeout ends with status 124 and restores the terminal")
        func timeout() throws {
            let run = try PickRun("\(Self.fruits) --timeout 1")
            #expect(try run.status() == 124)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("SIGTERM: the terminal is restored and the area cleared, status 143")
        func terminate() throws {
            let run = try PickRun(Self.fruits)
            try run.terminal.waitFor(readyMarker)
            try kill("TERM", try run.terminal.foregroundProcessID(named: "pick"))
            #expect(try run.status() == 143)
            #expect(run.sttyRestored)
            let screen = try run.terminal.waitForScreen("the prompt") { PickEndToEndTests.Screen.rows($0).last == "$" }
            #expect(!screen.contains(readyMarker))
        }

        @Test("SIGHUP: the terminal is restored, status 129")
        func hangUp() throws {
            let run = try PickRun(Self.fruits)
            try run.terminal.waitFor(readyMarker)
            try kill("HUP", try run.terminal.foregroundProcessID(named: "pick"))
            #expect(try run.status() == 129)
            #expect(run.sttyRestored)
        }

        @Test("Ctrl-Z gives the shell back; fg redraws and Enter still chooses")
        func suspendAndResume() throws {
            let scratch = try Scratch()
            let terminal = try TmuxTerminal(scratch: scratch)
            try terminal.type("stty -g > $D/before; $P choose Apple Banana Cherry > $D/out")
            try terminal.waitFor(readyMarker)
            try terminal.press("C-z")
            try terminal.waitForScreen("the job stopped") { $0.contains("Stopped") && !$0.contains(readyMarker) }
            try terminal.type("stty -g > $D/suspended; fg")
            try terminal.waitFor(readyMarker)
            try terminal.press("Down")
            try terminal.waitFor("› Banana")
            try terminal.press("Enter")
            #expect(try terminal.waitForFile("out") == "Banana\n")
            try terminal.type("stty -g > $D/after")
            _ = try terminal.waitForFile("after")
            #expect(scratch.text("suspended") == scratch.text("before"))
            #expect(scratch.text("after") == scratch.text("before"))
        }

        private func kill(_ signal: String, _ pid: Int32) throws {
            // The shell's own kill: /bin/kill needs procps, which a bare machine may lack.
            let result = try CommandRunner.run("/bin/sh", ["-c", "kill -\(signal) \(pid)"])
            #expect(result.status == 0)
        }
    }
}
