#if os(Linux)
import Foundation
import Testing

extension PickEndToEndTests {
    /// What a person using a real console screen reader hears (issue 27): Fenrir, Debian's
    /// `fenrir`, runs in PTY emulation inside a private tmux server, its speech and sound
    /// commands replaced by the scripts beside this file, which log each utterance instead of
    /// voicing it. The test types a `pick` command at Fenrir's shell, presses keys one by one,
    /// waits until Fenrir has nothing more to say, and checks what it said after each key: the
    /// value the person moved to is heard, with at most one other utterance (noise).
    ///
    /// Under `fenrir -e` Esc is Fenrir's own stop-speech key and never reaches the program, so
    /// a cancel goes through Fenrir's pass-through key (Alt+:) first. `.ci/setup` installs
    /// `fenrir` and `espeak-ng`.
    @Suite("a real screen reader hears the value after every key") struct HeardThroughFenrir {
        /// One key and what must be heard after it: a pattern matched against each utterance
        /// (whole words, so "23" is not found in "2023").
        struct Press {
            let key: String
            let heard: String
        }

        @Test("Drawn wheel: each ↓ and ↑ is heard as the item it lands on")
        func drawnWheel() throws {
            let fenrir = try Fenrir()
            let output = try fenrir.run(
                "pick choose Apple Banana Cherry Date Elderberry",
                [Press(key: "Down", heard: "Banana"), Press(key: "Down", heard: "Cherry"),
                 Press(key: "Up", heard: "Banana")])
            #expect(output == "Banana\n")
        }

        @Test("Drawn list: the cursor's row names the item")
        func drawnList() throws {
            let fenrir = try Fenrir()
            let output = try fenrir.run(
                "pick choose --style list Apple Banana Cherry Date Elderberry",
                [Press(key: "Down", heard: "Banana"), Press(key: "Down", heard: "Cherry")])
            #expect(output == "Cherry\n")
        }

        @Test("Drawn month grid: each arrow is heard as the day it lands on")
        func drawnGrid() throws {
            let fenrir = try Fenrir()
            let output = try fenrir.run(
                "pick date --value 2026-11-22 --locale en_US --time-zone UTC",
                [Press(key: "Right", heard: "23"), Press(key: "Right", heard: "24")])
            #expect(output == "2026-11-24\n")
        }

        @Test("Drawn date wheels and time wheels: the column's new value is heard")
        func drawnWheels() throws {
            let fenrir = try Fenrir()
            let date = try fenrir.run(
                "pick date --style wheels --value 2026-11-22 --locale en_US --time-zone UTC",
                [Press(key: "Down", heard: "December")])
            #expect(date == "2026-12-22\n")
            let time = try fenrir.run(
                "pick time --value 14:30 --locale en_US --time-zone UTC",
                [Press(key: "Down", heard: "3"), Press(key: "Right", heard: "30"), Press(key: "Down", heard: "31")])
            #expect(time == "15:31\n")
        }

        @Test("--accessible: after a key only the change, then the answer confirmed after Enter")
        func accessibleList() throws {
            let fenrir = try Fenrir()
            let output = try fenrir.run(
                "pick choose --accessible Apple Banana Cherry Date Elderberry",
                [Press(key: "Down", heard: "Banana, 2 of 5"), Press(key: "Down", heard: "Cherry, 3 of 5")],
                closing: "Cherry chosen")
            #expect(output == "Cherry\n")
        }

        @Test("--accessible date grid, date wheels and time: each key heard as its value")
        func accessibleDates() throws {
            let fenrir = try Fenrir()
            let grid = try fenrir.run(
                "pick date --accessible --value 2026-11-22 --locale en_US --time-zone UTC",
                [Press(key: "Right", heard: "Monday, November 23")], closing: "chosen")
            #expect(grid == "2026-11-23\n")
            let wheels = try fenrir.run(
                "pick date --accessible --style wheels --value 2026-11-22 --locale en_US --time-zone UTC",
                [Press(key: "Down", heard: "December")], closing: "chosen")
            #expect(wheels == "2026-12-22\n")
            let time = try fenrir.run(
                "pick time --accessible --value 14:30 --locale en_US --time-zone UTC",
                [Press(key: "Down", heard: "Hour, 3 PM")], closing: "3:30 PM chosen")
            #expect(time == "15:30\n")
        }

        @Test("--accessible cancel: Esc, passed through Fenrir, is heard as Cancelled")
        func accessibleCancel() throws {
            let fenrir = try Fenrir()
            let output = try fenrir.run(
                "pick choose --accessible Apple Banana Cherry", [Press(key: "Down", heard: "Banana")],
                closing: "Cancelled", ending: ["M-:", "Escape"])
            #expect(output == "")
        }
    }
}

extension PickEndToEndTests.HeardThroughFenrir {
    /// Fenrir in its own tmux server, its log read as utterances; killed when the value goes away.
    final class Fenrir {
        let scratch: Scratch
        let socket = "pick-fenrir-\(UUID().uuidString.prefix(12))"
        /// How long to wait for Fenrir at most: generous, for loaded CI machines.
        let patience: Double = 30
        /// Fenrir counts as done speaking once its log has not grown for this long.
        let quiet: Double = 1.0
        var log: String { scratch.file("spoken.log") }

        /// Copies the settings and scripts into a scratch folder (the settings name them by
        /// absolute path), puts `pick` on the shell's PATH and starts Fenrir at 80×24.
        init() throws {
            scratch = try Scratch()
            let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            for name in ["fenrir.conf", "speak.sh", "sound.sh", "shell.sh"] {
                let text = try String(contentsOf: kit.appendingPathComponent(name), encoding: .utf8)
                try scratch.write(Data(text.replacingOccurrences(of: "@KIT@", with: scratch.path).utf8), to: name)
                if name.hasSuffix(".sh") {
                    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.file(name))
                }
            }
            try FileManager.default.createDirectory(atPath: scratch.file("work"), withIntermediateDirectories: true)
            try #require(FileManager.default.createFile(atPath: log, contents: Data()), "cannot create \(log)")
            let fenrir = ["/usr/bin/fenrir", "/usr/sbin/fenrir"].first { FileManager.default.isExecutableFile(atPath: $0) }
            guard let fenrir else { throw TmuxTerminalError.failed("fenrir is not installed: run .ci/setup") }
            let pickFolder = URL(fileURLWithPath: PickBinary.path).deletingLastPathComponent().path
            let environment = ["FENRIR_LOG=\(log)", "FENRIR_WORK=\(scratch.file("work"))", "FENRIR_PICK_DIR=\(pickFolder)"]
            try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "sr", "-x", "80", "-y", "24",
                      "env " + environment.joined(separator: " ") + " \(fenrir) -e -s \(scratch.file("fenrir.conf"))"])
            try tmux(["set-option", "-s", "escape-time", "0"])
            // Fenrir is listening once it has read its shell's first prompt.
            _ = try utterances(from: 0, until: { $0.contains { $0.contains("dollar") } })
        }

        deinit {
            _ = try? tmux(["kill-session", "-t", "sr"])
            _ = try? tmux(["kill-server"])
        }

        /// Types `command` at the prompt, presses each key checking what was heard after it,
        /// then `ending` (Enter by default) and checks that `closing` was heard; returns what
        /// `pick` printed on stdout.
        func run(
            _ command: String, _ presses: [Press], closing: String? = nil, ending: [String] = ["Enter"],
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> String {
            let out = scratch.file("out-\(UUID().uuidString.prefix(6))")
            let launched = logSize
            // The shell's next prompt waits two seconds, so what the picker says as it closes is
            // heard before Fenrir moves on to the prompt's line.
            try send(["-l", "\(command) > \(out); sleep 2"])
            try send(["Enter"])
            // The picker listens once its keys are heard ("esc cancel", "Escape cancels").
            _ = try utterances(from: launched, until: { $0.contains { Self.matches("cancel", $0) || Self.matches("cancels", $0) } })
            _ = try settled(from: launched)
            for press in presses {
                let before = logSize
                try send([press.key])
                let said = try settled(from: before)
                let hearing = said.filter { Self.matches(press.heard, $0) }
                #expect(!hearing.isEmpty, "after \(press.key) in `\(command)`, \(press.heard) not heard: \(said)",
                        sourceLocation: sourceLocation)
                let noise = said.filter { !Self.matches(press.heard, $0) }
                #expect(noise.count <= 1, "after \(press.key) in `\(command)`, noise: \(noise)", sourceLocation: sourceLocation)
            }
            let before = logSize
            try send(ending)
            let final = try settled(from: before)
            if let closing {
                #expect(final.contains { Self.matches(closing, $0) },
                        "after \(ending.last ?? "") in `\(command)`, \(closing) not heard: \(final)",
                        sourceLocation: sourceLocation)
            }
            return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        }

        /// The log's length in bytes now.
        private var logSize: Int { (try? Data(contentsOf: URL(fileURLWithPath: log)).count) ?? 0 }

        /// What Fenrir said after byte `start` of the log (its length before the key was sent),
        /// once the log has not grown for ``quiet`` seconds.
        private func settled(from start: Int) throws -> [String] {
            var size = logSize
            var lastChange = Date()
            let deadline = Date().addingTimeInterval(patience)
            while Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
                let now = (try? Data(contentsOf: URL(fileURLWithPath: log)).count) ?? size
                if now != size {
                    size = now
                    lastChange = Date()
                } else if Date().timeIntervalSince(lastChange) >= quiet {
                    break
                }
            }
            return try utterances(from: start, until: { _ in true })
        }

        /// The utterances logged after byte `start`, once `ready` holds for them (``patience`` at most).
        private func utterances(from start: Int, until ready: ([String]) -> Bool) throws -> [String] {
            let deadline = Date().addingTimeInterval(patience)
            while true {
                let data = (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data()
                let text = String(decoding: data.dropFirst(start), as: UTF8.self)
                let said = text.split(separator: "\n").filter { $0.hasPrefix("S ") }.map { String($0.dropFirst(2)) }
                    .filter { !$0.trimmingCharacters(in: CharacterSet(charactersIn: " ,/")).isEmpty }
                if ready(said) { return said }
                guard Date() < deadline else { throw TmuxTerminalError.failed("Fenrir said only \(said)") }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }

        /// Whether `utterance` holds `pattern`'s words as whole words, ignoring case and the
        /// runs of spaces Fenrir leaves where punctuation was.
        static func matches(_ pattern: String, _ utterance: String) -> Bool {
            let squeezed = utterance.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let escaped = NSRegularExpression.escapedPattern(for: pattern)
            return squeezed.range(of: "(?<![A-Za-z0-9])" + escaped + "(?![A-Za-z0-9])", options: [.regularExpression, .caseInsensitive])
                != nil
        }

        private func send(_ keys: [String]) throws {
            try tmux(["send-keys", "-t", "sr"] + keys)
        }

        @discardableResult
        private func tmux(_ arguments: [String]) throws -> ProcessResult {
            try TmuxTerminal.tmux(socket: socket, arguments)
        }
    }
}
#endif
