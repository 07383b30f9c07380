import Foundation
import Testing

extension PickEndToEndTests {
    /// Signals and keys answered whatever the picker is busy with (issue 16): a huge paste, a
    /// load of ten million lines, a terminal that goes away.
    @Suite("signals under stress") struct SignalStress {
        /// One command line per command, each with a picker that takes typed text.
        static let commands = [
            "$P choose Apple Banana Cherry Durian",
            "$P wheels --component S,M,L --component red,green,blue",
            "$P date --style wheels --value 2026-11-22 --locale en_US --time-zone UTC",
            "$P time --value 14:30 --locale en_US --time-zone UTC",
            "$P datetime --value 2026-11-22T14:30 --locale en_US --time-zone UTC",
            "$P countdown --value 1h15m --locale en_US",
            "$P month --value 2026-11 --locale en_US --time-zone UTC",
        ]

        /// 100 KB of letters, digits and spaces on one line: typed, it is a hundred thousand
        /// keys; no line break, which would be Enter.
        static let hundredKilobytes: Data = {
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789 ".utf8)
            return Data((0..<100_000).map { alphabet[$0 % alphabet.count] })
        }()

        /// How long a process may keep running after a signal before the test gives up on it: a
        /// guard against a pick that never answers, not a time it must answer in. How fast it
        /// answers is measured by `Benchmarks/signals/interrupt.py` (Benchmarks/README.md).
        static let hangGuard = 30.0

        @Test("a 100 KB paste typed as keys, then Ctrl-C: status 130, terminal restored",
              arguments: commands)
        func typedPasteThenControlC(command: String) throws {
            try pasteThenControlC(command, bracketed: false)
        }

        @Test("a 100 KB bracketed paste, then Ctrl-C: status 130, terminal restored",
              arguments: commands)
        func bracketedPasteThenControlC(command: String) throws {
            try pasteThenControlC(command, bracketed: true)
        }

        private func pasteThenControlC(_ command: String, bracketed: Bool) throws {
            let run = try PickRun(command)
            try run.terminal.waitFor(readyMarker)
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            // A pick that never answers must not outlive the test, busy on a shared machine.
            defer { if Self.isRunning(pid) { try? Self.signal("KILL", pid) } }
            try run.scratch.write(Self.hundredKilobytes, to: "paste")
            try run.terminal.paste(file: run.scratch.path + "/paste", bracketed: bracketed)
            try run.terminal.press("C-c")
            try #require(Self.exits(pid), "\(command): still running \(Self.hangGuard) s after Ctrl-C")
            #expect(try run.status() == 130, "\(command)")
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("SIGTERM while ten million lines load into pick choose: status 143, terminal restored")
        func terminateDuringLoad() throws {
            let run = try PickRun("seq 10000000 | $P choose")
            try run.terminal.waitFor(readyMarker)
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            try Self.signal("TERM", pid)
            try #require(Self.exits(pid), "still running \(Self.hangGuard) s after SIGTERM")
            #expect(try run.status() == 143)
            #expect(run.sttyRestored)
        }

        @Test("closing the pane while pick choose loads ten million lines leaves no process behind")
        func hangUpDuringLoad() throws {
            let run = try PickRun("seq 10000000 | $P choose")
            try run.terminal.waitFor(readyMarker)
            try Self.closePaneAndExpectExit(run.terminal, pid: try run.terminal.foregroundProcessID(named: "pick"))
        }

        @Test("closing the pane while a wheel spins leaves no process behind")
        func hangUpWhileAnimating() throws {
            let run = try PickRun("seq 100000 | $P choose")
            try run.terminal.waitFor(readyMarker)
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            // End starts a long spin to the last row; the pane closes while it runs.
            try run.terminal.press("End")
            try Self.closePaneAndExpectExit(run.terminal, pid: pid)
        }

        @Test("closing the pane while a 100 KB paste is worked through leaves no process behind")
        func hangUpDuringPaste() throws {
            let run = try PickRun("$P time --value 14:30 --locale en_US --time-zone UTC")
            try run.terminal.waitFor(readyMarker)
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            try run.scratch.write(Self.hundredKilobytes, to: "paste")
            try run.terminal.paste(file: run.scratch.path + "/paste", bracketed: false)
            try Self.closePaneAndExpectExit(run.terminal, pid: pid)
        }

        /// Closes the pane (its terminal hangs up: SIGHUP, then reads fail) and waits until
        /// `pid` is gone; a process spinning on the dead terminal would stay.
        private static func closePaneAndExpectExit(_ terminal: TmuxTerminal, pid: Int32) throws {
            try terminal.closePane()
            #expect(exits(pid), "pick (\(pid)) still runs \(hangGuard) s after its terminal went away")
        }

        /// Waits for `pid` to exit, up to ``hangGuard``; false when it is still running then.
        private static func exits(_ pid: Int32) -> Bool {
            let deadline = Date().addingTimeInterval(hangGuard)
            while isRunning(pid), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            return !isRunning(pid)
        }

        /// True while `pid` exists and is not a zombie waiting to be reaped.
        private static func isRunning(_ pid: Int32) -> Bool {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            // The state follows the command name in parentheses: "123 (pick) S ...".
            guard let close = status.lastIndex(of: ")") else { return false }
            let state = status[status.index(after: close)...].trimmingCharacters(in: .whitespaces).first
            return state != "Z" && state != "X"
        }

        private static func signal(_ name: String, _ pid: Int32) throws {
            // The shell's own kill: /bin/kill needs procps, which a bare machine may lack.
            let result = try CommandRunner.run("/bin/sh", ["-c", "kill -\(name) \(pid)"])
            #expect(result.status == 0)
        }
    }
}

extension TmuxTerminal {
    /// Pastes the contents of the file at `path` into the pane as tmux's paste-buffer does:
    /// `bracketed`, wrapped in the paste markers the picker asked for; otherwise as typed keys.
    func paste(file path: String, bracketed: Bool) throws {
        try run(["load-buffer", "-b", "e2e-paste", path])
        try run(["paste-buffer", "-b", "e2e-paste", "-t", "e2e"] + (bracketed ? ["-p"] : []))
    }

    /// Closes the pane, as closing the terminal window does: its programs see the terminal hang up.
    func closePane() throws {
        try run(["kill-pane", "-t", "e2e"])
    }

    private func run(_ arguments: [String]) throws {
        let result = try CommandRunner.run("/usr/bin/env", ["tmux", "-L", socket] + arguments)
        guard result.status == 0 else {
            throw TmuxTerminalError.failed("tmux \(arguments.joined(separator: " ")): \(result.standardError)")
        }
    }
}
