import Foundation
import Testing

extension PickEndToEndTests {
    /// Issue 26: Ctrl-Z where `pick` is meant to be used, every signal ending cleanly, Ctrl-C
    /// behind any flood, and a value that cannot be written never lost silently.
    @Suite("never stuck, never lost") struct NeverStuck {
        // MARK: Ctrl-Z

        /// The shapes `pick` is run in that a shell runs as a job of its own: a script (whose
        /// `$(…)` waits for pick, so it must stop with it for the person's shell to get its
        /// prompt back) and a pipeline stop as a whole.
        static let suspendShapes: [(name: String, line: String)] = [
            ("direct", "$P choose Apple Banana Cherry > $D/out"),
            ("bash script", "bash $D/script.sh"),
            ("pipeline", "printf 'Apple\\nBanana\\nCherry\\n' | $P choose | cat > $D/out"),
        ]

        @Test("Ctrl-Z stops the whole job and gives the prompt back; fg redraws and Enter still chooses",
              arguments: suspendShapes.map(\.name))
        func suspendAndResume(shape: String) throws {
            let line = try #require(Self.suspendShapes.first { $0.name == shape }?.line)
            let scratch = try Scratch()
            try scratch.write(Data("x=$(\"$P\" choose Apple Banana Cherry)\necho \"$x\" > \"$D/out\"\n".utf8), to: "script.sh")
            let terminal = try TmuxTerminal(scratch: scratch)
            try terminal.type("stty -g > $D/before; \(line)")
            try terminal.waitFor(readyMarker)
            try terminal.press("C-z")
            try terminal.waitForScreen("the job stopped and the prompt back") {
                $0.contains("Stopped") && !$0.contains(readyMarker) && PickEndToEndTests.Screen.rows($0).last == "$"
            }
            try terminal.type("stty -g > $D/suspended; fg")
            try terminal.waitFor(readyMarker)
            try terminal.press("Down")
            try terminal.waitFor("› Banana")
            try terminal.press("Enter")
            #expect(try terminal.waitForFile("out") == "Banana\n", "\(shape)")
            try terminal.type("stty -g > $D/after")
            _ = try terminal.waitForFile("after")
            #expect(scratch.text("suspended") == scratch.text("before"), "\(shape)")
            #expect(scratch.text("after") == scratch.text("before"), "\(shape)")
        }

        @Test("Ctrl-Z in a $(…) typed at the prompt: the shell's own group cannot stop, so the picker stays and still chooses")
        func suspendInsideCommandSubstitution() throws {
            let scratch = try Scratch()
            let terminal = try TmuxTerminal(scratch: scratch)
            try terminal.type("stty -g > $D/before; x=$($P choose Apple Banana Cherry); echo \"$x\" > $D/out")
            try terminal.waitFor(readyMarker)
            try terminal.press("C-z")
            try terminal.press("Down")
            try terminal.waitFor("› Banana")
            try terminal.press("Enter")
            #expect(try terminal.waitForFile("out") == "Banana\n")
            try terminal.type("stty -g > $D/after")
            _ = try terminal.waitForFile("after")
            #expect(scratch.text("after") == scratch.text("before"))
        }

        // MARK: Signals

        /// Signals whose default action ends a process, with their numbers on Linux.
        static let endingSignals: [(name: String, number: Int32)] = [
            ("USR1", 10), ("USR2", 12), ("ALRM", 14), ("PROF", 27), ("XCPU", 24), ("XFSZ", 25), ("VTALRM", 26),
            ("PIPE", 13), ("QUIT", 3),
        ]

        @Test("a signal whose default ends the process, during a session: terminal modes restored, status 128 + n",
              arguments: endingSignals.map(\.name))
        func endingSignal(name: String) throws {
            let number = try #require(Self.endingSignals.first { $0.name == name }?.number)
            let run = try PickRun("printf 'Apple\\nBanana\\n' | $P choose --fullscreen")
            try run.terminal.waitFor(readyMarker)
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            #expect(try run.terminal.modeFlags() == "cursor=0 mouse=1 alternate=1", "the picker's modes are on")
            try Self.signal(name, pid)
            #expect(try run.status() == 128 + number, "SIG\(name)")
            #expect(run.sttyRestored, "SIG\(name)")
            #expect(try run.terminal.modeFlags() == "cursor=1 mouse=0 alternate=0", "SIG\(name)")
            #expect(!run.errorText.contains("crashed"), "SIG\(name)")
        }

        @Test("a crash during a session (SIGSEGV, SIGABRT): terminal restored, then one line naming the signal",
              arguments: [("SEGV", Int32(11)), ("ABRT", Int32(6))])
        func crash(name: String, number: Int32) throws {
            let run = try PickRun("$P choose --fullscreen Apple Banana")
            try run.terminal.waitFor(readyMarker)
            try Self.signal(name, try run.terminal.foregroundProcessID(named: "pick"))
            #expect(try run.status() == 128 + number)
            #expect(run.sttyRestored)
            #expect(try run.terminal.modeFlags() == "cursor=1 mouse=0 alternate=0")
            let lines = run.errorText.split(separator: "\n")
            #expect(lines == ["pick: crashed with SIG\(name) (signal \(number)), a bug in pick; please report it with the command line that crashed"])
        }

        @Test("SIGQUIT while stdin is still arriving, before the session opens: status 131, no crash report")
        func quitBeforeSession() throws {
            let run = try PickRun("sleep 60 | $P choose")
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            let writer = try run.terminal.foregroundProcessID(named: "sleep")
            // Before `main` runs, a quit meets the Swift runtime's own handler; a person's Ctrl-\
            // comes later than that, so wait for pick's handlers as a person would.
            try Self.waitForCrashHandlers(pid)
            try Self.signal("QUIT", pid)
            // The pipeline's status is pick's once the writer, which never ends by itself, is gone too.
            let deadline = Date().addingTimeInterval(30)
            while Self.isRunning(pid), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            try Self.signal("TERM", writer)
            #expect(try run.status() == 131)
            #expect(run.sttyRestored)
            #expect(!run.errorText.contains("Program crashed"))
            #expect(!run.errorText.contains("Backtrace"))
        }

        // MARK: Numbers and sizes

        @Test("--timeout 1e19 / 1e308, and from PICK_CHOOSE_TIMEOUT, open the picker (a year's timeout) rather than trap",
              arguments: ["$P choose --timeout 1e19 Apple Banana", "$P choose --timeout 1e308 Apple Banana",
                          "PICK_CHOOSE_TIMEOUT=1e308 $P choose Apple Banana"])
        func hugeTimeout(command: String) throws {
            let run = try PickRun(command)
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Escape")
            #expect(try run.status() == 1, "\(command)")
            #expect(run.errorText.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("resized to 10,000×10,000 cells (tmux's largest) while open: the picker's frames stay bounded, and it answers")
        func hugeWindow() throws {
            let run = try PickRun("$P choose --fullscreen Apple Banana")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.resize(width: 10_000, height: 10_000)
            try run.terminal.waitForScreen("the picker redrawn in the huge window") { $0.contains("Apple") }
            try run.terminal.resize(width: 80, height: 24)
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Down", "Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
        }

        // MARK: Ctrl-C behind a flood

        /// Every family whose keys are expensive enough for a flood to queue up behind.
        static let floodedCommands = [
            "$P date --value 2026-11-22 --locale en_US --time-zone UTC",
            "$P month --value 2026-11 --locale en_US --time-zone UTC",
            "$P dates --value 2026-11-22 --locale en_US --time-zone UTC",
            "$P range --value 2026-11-22 --locale en_US --time-zone UTC",
            "$P datetime --style graphical --value 2026-11-22T10:10 --locale en_US --time-zone UTC",
            "$P choose Apple Banana Cherry",
        ]

        @Test("a flood of arrow keys, then Ctrl-C: status 130, terminal restored", arguments: floodedCommands)
        func arrowFloodThenControlC(command: String) throws {
            let run = try PickRun(command)
            try run.terminal.waitFor(readyMarker)
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            defer { if Self.isRunning(pid) { try? Self.signal("KILL", pid) } }
            // 20,000 arrows (60 KB of escape sequences), typed, then Ctrl-C.
            let arrows = Data(Array(repeating: Array("\u{1B}[C\u{1B}[B".utf8), count: 10_000).joined())
            try run.scratch.write(arrows, to: "arrows")
            try run.terminal.paste(file: run.scratch.path + "/arrows", bracketed: false)
            try run.terminal.press("C-c")
            #expect(try run.status() == 130, "\(command)")
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        // MARK: The value's write

        static func pickInShell(_ script: String) throws -> ProcessResult {
            try CommandRunner.run("/usr/bin/env", ["setsid", "--wait", "/bin/sh", "-c", script], environment: ["P": PickBinary.path])
        }

        @Test("a value written to a full disk: one line on stderr naming why, status 74")
        func fullDisk() throws {
            let result = try Self.pickInShell("\"$P\" choose --no-input Apple > /dev/full")
            #expect(result.status == 74)
            #expect(result.errorLines == ["pick: cannot write to standard output: No space left on device"])
        }

        @Test("a value written to a closed stdout: one line on stderr, status 74")
        func closedOutput() throws {
            let result = try Self.pickInShell("\"$P\" choose --no-input Apple >&-")
            #expect(result.status == 74)
            #expect(result.errorLines.count == 1)
            #expect(result.standardError.hasPrefix("pick: cannot write to standard output: "))
        }

        @Test("a value chosen into a pipe whose reader has gone (| head -c0): one line on stderr, status 74")
        func readerGone() throws {
            let scratch = try Scratch()
            let terminal = try TmuxTerminal(scratch: scratch)
            // The reader's subshell closes its end before saying it is gone, so nobody reads.
            try terminal.type(
                "$P choose Apple Banana 2> $D/err | (head -c0; exec <&-; : > $D/gone); echo ${PIPESTATUS[0]} > $D/status")
            try terminal.waitFor(readyMarker)
            _ = try terminal.waitForFile("gone", allowingEmpty: true)
            try terminal.press("Enter")
            #expect(try terminal.waitForFile("status") == "74\n")
            #expect(scratch.text("err")?.hasPrefix("pick: cannot write to standard output: ") == true)
        }

        // MARK: Endless input

        /// Input that never ends, some of it without a line break ever (Behaviour 7.4).
        static let endlessInputs: [(command: String, writer: String?, key: String, status: Int32)] = [
            ("yes | $P choose", "yes", "Escape", 1),
            ("yes | $P choose --filter", "yes", "C-c", 130),
            ("yes | $P choose --no-limit", "yes", "Escape", 1),
            ("yes | $P choose --style list --filter", "yes", "C-c", 130),
            ("$P choose < /dev/zero", nil, "Escape", 1),
            ("$P choose --filter < /dev/zero", nil, "C-c", 130),
        ]

        @Test("endless input: the picker opens, stops reading at its bounds, and Esc or Ctrl-C ends it with the terminal restored",
              arguments: endlessInputs.indices)
        func endlessInput(index: Int) throws {
            let (command, writer, key, status) = Self.endlessInputs[index]
            let run = try PickRun(command)
            // The help line ends "esc cancel", or "esc clear/cancel" under a filter.
            try run.terminal.waitForScreen("the picker's help line") { $0.contains("esc ") }
            let pid = try run.terminal.foregroundProcessID(named: "pick")
            defer { if Self.isRunning(pid) { try? Self.signal("KILL", pid) } }
            if let writer {
                // pick stops reading once its lines are full, so the writer blocks on a full pipe:
                // what it has written stops growing.
                let writerID = try run.terminal.foregroundProcessID(named: writer)
                var written = [Self.writtenBytes(writerID)]
                let deadline = Date().addingTimeInterval(120)
                repeat {
                    Thread.sleep(forTimeInterval: 0.5)
                    written.append(Self.writtenBytes(writerID))
                } while written.suffix(2).first != written.last && Date() < deadline
                #expect(written.suffix(2).first == written.last, "\(command): the writer kept writing")
            }
            // Ten million kept lines of `yes` cost about 100 MB; far below what unbounded reading reaches.
            #expect(Self.peakResidentKiB(pid) < Self.memoryBoundKiB, "\(command)")
            try run.terminal.press(key)
            #expect(try run.status() == status, "\(command)")
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
            if writer == nil { #expect(run.errorText.contains("longer than 1048576 bytes"), "\(command)") }
        }

        @Test("a --selected line endless input never has: read up to the bounds, then the usage error, status 2")
        func endlessInputWithoutThePreset() throws {
            let run = try PickRun("yes | $P choose --selected nope")
            // Reading ten million lines takes a debug build under AddressSanitizer well over the usual wait.
            #expect(try run.status(patience: Self.isSanitized ? 300 : nil) == 2)
            #expect(run.errorText.contains("--selected 'nope' is not among the items"))
            #expect(run.sttyRestored)
        }

        // MARK: Helpers

        /// True when the suite runs against a `pick` built with AddressSanitizer (its tests set
        /// `ASAN_OPTIONS`), whose shadow memory and quarantine weigh on every kept line.
        private static let isSanitized = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil

        /// The peak memory endless input may reach: far below what unbounded reading reaches,
        /// with room for the sanitizer's own memory.
        private static let memoryBoundKiB = isSanitized ? 3_000_000 : 1_000_000

        /// What `pid` has written so far (`wchar` of /proc/PID/io); -1 once it is gone.
        private static func writtenBytes(_ pid: Int32) -> Int {
            guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return -1 }
            let line = io.split(separator: "\n").first { $0.hasPrefix("wchar:") }
            return line.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? -1
        }

        /// The most memory `pid` has held (`VmHWM`), in KiB; 0 once it is gone.
        private static func peakResidentKiB(_ pid: Int32) -> Int {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            return line.flatMap { Int($0.dropFirst(6).dropLast(3).trimmingCharacters(in: .whitespaces)) } ?? 0
        }

        private static func signal(_ name: String, _ pid: Int32) throws {
            // The shell's own kill: /bin/kill needs procps, which a bare machine may lack.
            let result = try CommandRunner.run("/bin/sh", ["-c", "kill -\(name) \(pid)"])
            #expect(result.status == 0)
        }

        /// Waits until `pid` has run its first line: SIGILL caught (the runtime and pick catch it,
        /// AddressSanitizer alone does not) while SIGQUIT has its default action again.
        private static func waitForCrashHandlers(_ pid: Int32) throws {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
                let caughtLine = status.split(separator: "\n").first { $0.hasPrefix("SigCgt:") }
                if let hex = caughtLine?.dropFirst(7).trimmingCharacters(in: .whitespaces),
                   let caught = UInt64(hex, radix: 16),
                   caught & (1 << (UInt64(SIGILL) - 1)) != 0, caught & (1 << (UInt64(SIGQUIT) - 1)) == 0 {
                    return
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
            Issue.record("pick \(pid) never set its crash handlers")
        }

        /// True while `pid` exists and is not a zombie waiting to be reaped.
        private static func isRunning(_ pid: Int32) -> Bool {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            guard let close = status.lastIndex(of: ")") else { return false }
            let state = status[status.index(after: close)...].trimmingCharacters(in: .whitespaces).first
            return state != "Z" && state != "X"
        }
    }
}

extension TmuxTerminal {
    /// The pane's modes a picker turns on, as tmux tracks them: whether the cursor shows,
    /// whether any mouse reporting is on, whether the alternate screen is up.
    func modeFlags() throws -> String {
        let result = try CommandRunner.run(
            "/usr/bin/env",
            ["tmux", "-L", socket, "display-message", "-p", "-t", "e2e",
             "cursor=#{cursor_flag} mouse=#{mouse_any_flag} alternate=#{alternate_on}"])
        return result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits for a file to exist (`allowingEmpty`: empty counts), returning its text.
    func waitForFile(_ name: String, allowingEmpty: Bool) throws -> String {
        guard allowingEmpty else { return try waitForFile(name) }
        let deadline = Date().addingTimeInterval(patience)
        while Date() < deadline {
            if let text = scratch.text(name) { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxTerminalError.timedOut("waiting for \(name)")
    }
}
