#if os(Linux)
import Foundation
import Testing

extension PickEndToEndTests {
    /// What a person using a real console screen reader hears (issue 27): Fenrir, Debian's
    /// `fenrir`, runs in PTY emulation inside a private tmux server, its speech and sound
    /// commands replaced by the scripts beside this file, which log each utterance instead of
    /// voicing it. The test types a `pick` command at Fenrir's shell, presses keys one by one,
    /// waits until Fenrir has nothing more to say, and judges what it said after each key as a
    /// listener would (``Heard``): the value the person moved to is heard clearly — the only
    /// candidate of its kind, or named by its component, or a range by its two ends — with at
    /// most one other utterance (noise); in `--accessible` mode at most six words per key after
    /// the first, and a closing line after Enter or Esc. The twelve scenarios of issue 27 run
    /// drawn and `--accessible`; a scenario measured short of these targets names why
    /// (``Scenario/drawnGap``), its misses recorded as known issues so that a fix shows. Four
    /// quick Down keys must be heard where they ended, in under two seconds of speech as
    /// espeak-ng renders what was said (``Speech``).
    ///
    /// Under `fenrir -e` Esc is Fenrir's own stop-speech key and never reaches the program, so
    /// a cancel goes through Fenrir's pass-through key (Alt+:) first. `.ci/setup` installs
    /// `fenrir` and `espeak-ng`.
    @Suite("a real screen reader hears the value after every key") struct HeardThroughFenrir {
        @Test("Drawn: after every key the value is heard clearly, with at most one other utterance",
              arguments: Scenario.all)
        func drawn(_ scenario: Scenario) throws {
            let fenrir = try Fenrir()
            let output = try fenrir.run(scenario, accessible: false)
            #expect(output == scenario.output, "\(scenario.id): `pick` printed \(output.debugDescription)")
        }

        @Test("--accessible: after every key the value clearly in at most six words, the answer confirmed after Enter",
              arguments: Scenario.all)
        func accessible(_ scenario: Scenario) throws {
            let fenrir = try Fenrir()
            let output = try fenrir.run(scenario, accessible: true)
            #expect(output == scenario.output, "\(scenario.id) --accessible: `pick` printed \(output.debugDescription)")
        }

        /// Issue 27's target for a held or quickly pressed key: what is said after four quick
        /// Down keys lasts under two seconds of speech, as espeak-ng renders it (Behaviour 6.3).
        static let burstSpeech = 2.0

        @Test("--accessible: four quick Down keys are heard where they ended, in under two seconds of speech")
        func quickKeys() throws {
            let fenrir = try Fenrir()
            let (said, output) = try fenrir.burst(
                "pick choose --accessible \(Scenario.letters)", keys: Array(repeating: "Down", count: 4))
            // Four keys from Alpha end on Echo, the fifth.
            #expect(said.contains { Heard.search(#"(?<![A-Za-z])Echo(?![A-Za-z])"#, in: Fenrir.squeezed($0)) },
                    "Echo not heard after the burst: \(said)")
            let seconds = try Speech.seconds(of: said)
            #expect(seconds < Self.burstSpeech, "\(seconds) s of speech after the burst: \(said)")
            #expect(output == "Echo\n", "`pick` printed \(output.debugDescription)")
        }
    }
}

extension PickEndToEndTests.HeardThroughFenrir {
    /// What must be heard after one key, judged as a listener would: the value heard, and
    /// identifiable — the only candidate of its kind heard (no other item, no other day), or
    /// named by its component before it ("Picker, Banana", "Day, Monday, November 23"), or a
    /// range said as its two ends ("23 to 25").
    struct Heard: Sendable {
        enum Kind: Sendable { case value, range, skip }
        let kind: Kind
        /// The value, a regular expression matched as a whole word or number.
        let pattern: String
        /// What else could be taken for the value: every item, every day number.
        let candidates: String
        /// Also to be heard with the value (a chosen item's state).
        let also: String?

        static let fruit = #"(?<![A-Za-z])(?:Apple|Banana|Cherry|Date|Elderberry)(?![A-Za-z])"#
        static let dayNumber = #"(?<![\d:])\b(?:[1-9]|[12]\d|3[01])\b(?![:\d])"#
        static let number = #"(?<![\d])\b\d{1,2}\b(?![\d])"#
        static let month = #"\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Januar|Februar|März|Juni|Juli|Oktober|Dezember|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b"#
        /// Component names a value may be introduced by, in the languages the scenarios use.
        static let label = #"(?:Picker|Day|Month|Year|Hour|Minute|Date range|Stunde|Tag|Monat|Jahr)"#

        static func value(_ value: String, among candidates: String, also: String? = nil) -> Heard {
            let bounded = value.first?.isLetter == true
                ? #"(?<![A-Za-z])(?:"# + value + #")(?![A-Za-z])"# : #"(?<![0-9])(?:"# + value + #")(?![0-9])"#
            return Heard(kind: .value, pattern: bounded, candidates: candidates, also: also)
        }
        static func fruit(_ name: String) -> Heard { value(name, among: fruit) }
        static func day(_ day: Int, also: String? = nil) -> Heard { value("\(day)", among: dayNumber, also: also) }
        static func number(_ value: String) -> Heard { Self.value(value, among: number) }
        /// An item Space has just chosen: the item and that it is chosen.
        static func chosen(_ name: String) -> Heard {
            value(name, among: fruit, also: #"(?i)\b(chosen|checked|selected|\d+ of \d+|\d+/\d+)\b"#)
        }
        static func range(_ first: Int, _ last: Int) -> Heard {
            Heard(kind: .range, pattern: #"\b\#(first)\b\W*(?:–|to|bis|dash|bis zum)?\W*\b\#(last)\b"#,
                  candidates: dayNumber, also: nil)
        }
        static let skip = Heard(kind: .skip, pattern: "", candidates: "", also: nil)

        /// Why `utterances` (what was said after the key) fail this, or nil when the value was
        /// heard clearly.
        func fault(in utterances: [String]) -> String? {
            let said = utterances.map(Fenrir.squeezed)
            let all = said.joined(separator: " ‖ ")
            guard kind != .skip else { return nil }
            guard Self.search(pattern, in: all) else { return "not heard" }
            if let also, !Self.search(also, in: all) { return "heard without \(also)" }
            guard kind == .value else { return nil }
            let heard = Set(Self.matches(candidates, in: all))
            let named = said.contains { utterance in
                let clause = utterance.split(whereSeparator: { ".;".contains($0) }).first.map(String.init) ?? ""
                return Self.search(Self.label + #"\b[^.;]{0,45}?"# + pattern, in: clause)
            }
            return heard.count <= 1 || named ? nil : "buried among \(heard.sorted())"
        }

        /// The utterances that do not carry the value: noise.
        func noise(in utterances: [String]) -> [String] {
            guard kind != .skip else { return [] }
            return utterances.filter { !Self.search(pattern, in: Fenrir.squeezed($0)) }
        }

        static func search(_ pattern: String, in text: String) -> Bool {
            text.range(of: pattern, options: .regularExpression) != nil
        }

        static func matches(_ pattern: String, in text: String) -> [String] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
            return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range, in: text).map { String(text[$0]) }
            }
        }
    }

    /// One of the twelve scenarios of issue 27: a command, the keys pressed with what must be
    /// heard after each, the last key (Enter, or Esc through Fenrir's pass-through), what the
    /// closing line must say, and what `pick` prints.
    struct Scenario: Sendable, CustomTestStringConvertible {
        let id: String
        let command: String
        let presses: [(key: String, heard: Heard)]
        let ending: [String]
        let closing: String
        let output: String
        /// Why the drawn picker is still short of the targets, measured; nil when it meets them.
        var drawnGap: String? = nil
        /// Why `--accessible` is still short of the targets, measured; nil when it meets them.
        var accessibleGap: String? = nil

        var testDescription: String { id }

        /// `command` with `--accessible` after `pick`'s subcommand.
        func command(accessible: Bool) -> String {
            guard accessible, let pick = command.range(of: "pick ") else { return command }
            let rest = command[pick.upperBound...]
            let end = rest.firstIndex(of: " ") ?? rest.endIndex
            return String(command[..<end]) + " --accessible" + String(command[end...])
        }

        static let fruit = "Apple Banana Cherry Date Elderberry"
        /// Ten items, for a burst of keys that stays inside the list.
        static let letters = "Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett"

        /// Measured gaps (issue 27). A wheel or list turning changes every row it shows; Fenrir
        /// reads the changed rows together, the value among its neighbours, and no row names it.
        static let turningRows = "drawn wheels and lists: the turned rows are read together, the value among its neighbours"
        /// The field's changed line is read whole, every segment's number with the value's.
        static let fieldLine = "drawn field: the whole line is read, the value among the other segments"

        static let all: [Scenario] = [
            Scenario(id: "choose-wheel", command: "pick choose \(fruit)",
                     presses: [("Down", .fruit("Banana")), ("Down", .fruit("Cherry")), ("Up", .fruit("Banana"))],
                     ending: ["Enter"], closing: "Banana", output: "Banana\n",
                     drawnGap: Self.turningRows),
            Scenario(id: "choose-list", command: "pick choose --style list \(fruit)",
                     presses: [("Down", .fruit("Banana")), ("Down", .fruit("Cherry")), ("Up", .fruit("Banana"))],
                     ending: ["Enter"], closing: "Banana", output: "Banana\n",
                     drawnGap: Self.turningRows),
            Scenario(id: "choose-filter", command: "pick choose \(fruit) --filter",
                     presses: [("e", .fruit("Apple")), ("r", .fruit("Cherry")), ("Down", .fruit("Elderberry"))],
                     ending: ["Enter"], closing: "Elderberry", output: "Elderberry\n",
                     drawnGap: Self.turningRows),
            Scenario(id: "choose-limit", command: "pick choose --limit 3 \(fruit)",
                     presses: [("Space", .chosen("Apple")), ("Down", .fruit("Banana")), ("Down", .fruit("Cherry")),
                               ("Space", .chosen("Cherry"))],
                     ending: ["Enter"], closing: "Apple.*Cherry", output: "Apple\nCherry\n",
                     drawnGap: Self.turningRows),
            Scenario(id: "choose-esc", command: "pick choose \(fruit)",
                     presses: [("Down", .fruit("Banana")), ("Escape", .skip)],
                     ending: ["M-:", "Escape"], closing: "(?i)cancel", output: "",
                     drawnGap: Self.turningRows),
            Scenario(id: "date-inline", command: "pick date --value 2026-11-22",
                     presses: [("Right", .day(23)), ("Right", .day(24)), ("Down", .day(1, also: "December"))],
                     ending: ["Enter"], closing: "December", output: "2026-12-01\n"),
            Scenario(id: "date-wheels", command: "pick date --style wheels --value 2026-11-22",
                     presses: [("Down", .value("December", among: Heard.month)), ("Right", .day(22)), ("Down", .day(23))],
                     ending: ["Enter"], closing: "December 23|23", output: "2026-12-23\n",
                     drawnGap: Self.turningRows),
            Scenario(id: "date-field", command: "pick date --style field --value 2026-11-22",
                     presses: [("Down", .number("October|10")), ("Right", .number("22")), ("Down", .number("21"))],
                     ending: ["Enter"], closing: "October 21|21", output: "2026-10-21\n",
                     drawnGap: Self.fieldLine),
            Scenario(id: "time", command: "pick time --value 14:30",
                     presses: [("Down", .number("3|15")), ("Right", .number("30")), ("Down", .number("31"))],
                     ending: ["Enter"], closing: "31", output: "15:31\n",
                     drawnGap: Self.turningRows),
            Scenario(id: "range", command: "pick range --value 2026-11-22",
                     presses: [("Right", .day(23)), ("Enter", .day(23)), ("Right", .range(23, 24)), ("Right", .range(23, 25)),
                               ("Enter", .range(23, 25))],
                     ending: ["Enter"], closing: "23.*25", output: "2026-11-23/2026-11-25\n"),
            Scenario(id: "de-date-inline", command: "LANG=de_DE.UTF-8 pick date --value 2026-11-22",
                     presses: [("Right", .day(23)), ("Down", .day(30))],
                     ending: ["Enter"], closing: "30", output: "2026-11-30\n"),
            Scenario(id: "de-time", command: "LANG=de_DE.UTF-8 pick time --value 14:30",
                     presses: [("Down", .number("15")), ("Right", .number("30")), ("Down", .number("31"))],
                     ending: ["Enter"], closing: "31", output: "15:31\n",
                     drawnGap: Self.turningRows),
        ]
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

        /// Words a listener hears after a key in `--accessible` mode, at most (issue 27): the
        /// change alone, not the hints again.
        static let accessibleWords = 6

        /// Types the scenario's command (with `--accessible` when asked) at the prompt, presses
        /// each key judging what was heard after it (``Heard/fault(in:)``, at most one noise
        /// utterance; in `--accessible` mode at most ``accessibleWords`` words after the first
        /// key), then the ending keys, checking the closing line; returns what `pick` printed.
        func run(_ scenario: Scenario, accessible: Bool) throws -> String {
            let command = scenario.command(accessible: accessible)
            let mode = accessible ? "--accessible" : "drawn"
            let out = scratch.file("out-\(UUID().uuidString.prefix(6))")
            let launched = logSize
            // The shell's next prompt waits two seconds, so what the picker says as it closes is
            // heard before Fenrir moves on to the prompt's line.
            try send(["-l", "\(command) > \(out); sleep 2"])
            try send(["Enter"])
            // The picker listens once its keys are heard ("esc cancel", "Escape cancels"): key
            // names stay literal in every language ("esc abbrechen", "Escape bricht ab").
            _ = try utterances(from: launched, until: { $0.contains { Self.matches("esc", $0) || Self.matches("Escape", $0) } })
            _ = try settled(from: launched)
            var misses: [String] = []
            for (index, press) in scenario.presses.enumerated() {
                let before = logSize
                try send([press.key])
                let said = try settled(from: before)
                let step = "\(scenario.id) \(mode), key \(index + 1) (\(press.key))"
                if let fault = press.heard.fault(in: said) {
                    // In screen-reader mode a value not heard at all fails even where the words
                    // per key are a known gap; drawn, its gaps include values not heard at all
                    // (a field's segment, the filter's first match, the range's end).
                    if fault == "not heard", accessible || scenario.drawnGap == nil {
                        Issue.record(Comment(rawValue: "\(step): the value is not heard: \(said)"))
                    } else {
                        misses.append("\(step): the value is \(fault): \(said)")
                    }
                }
                let noise = press.heard.noise(in: said)
                if noise.count > 1 { misses.append("\(step): \(noise.count) noise utterances: \(noise)") }
                if accessible, index > 0, press.heard.kind != .skip {
                    let words = said.map(Self.words).reduce(0, +)
                    if words > Self.accessibleWords { misses.append("\(step): \(words) words: \(said)") }
                }
            }
            let before = logSize
            try send(scenario.ending)
            let final = try settled(from: before)
            // The closing line is screen-reader mode's (Behaviour 6.3); a drawn picker leaves
            // its answered line, which the reader may or may not reach before the prompt.
            if accessible, !final.contains(where: { Heard.search(scenario.closing, in: Self.squeezed($0)) }) {
                misses.append("\(scenario.id) \(mode): after \(scenario.ending.last ?? ""), \(scenario.closing) not heard: \(final)")
            }
            let gap = accessible ? scenario.accessibleGap : scenario.drawnGap
            if let gap {
                // Measured short of the issue's targets: recorded as known.
                withKnownIssue(Comment(rawValue: gap), isIntermittent: true) {
                    for miss in misses { Issue.record(Comment(rawValue: miss)) }
                }
            } else {
                for miss in misses { Issue.record(Comment(rawValue: miss)) }
            }
            return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        }

        /// Types `command` at the prompt, waits until the picker has said its hints, sends
        /// `keys` each with its own `send-keys` and no pause between them (as quick presses
        /// come), and returns what Fenrir said from the first of them until it had nothing more
        /// to say; then Enter, and what `pick` printed.
        func burst(_ command: String, keys: [String]) throws -> (said: [String], output: String) {
            let out = scratch.file("out-\(UUID().uuidString.prefix(6))")
            let launched = logSize
            try send(["-l", "\(command) > \(out); sleep 2"])
            try send(["Enter"])
            _ = try utterances(from: launched, until: { $0.contains { Self.matches("Escape", $0) } })
            _ = try settled(from: launched)
            let before = logSize
            for key in keys { try send([key]) }
            let said = try settled(from: before)
            let closing = logSize
            try send(["Enter"])
            _ = try settled(from: closing)
            return (said, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
        }

        /// The words of an utterance: its runs of letters or digits.
        static func words(_ utterance: String) -> Int {
            utterance.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).count
        }

        /// `utterance` with the runs of spaces Fenrir leaves where punctuation was made single.
        static func squeezed(_ utterance: String) -> String {
            utterance.split(whereSeparator: \.isWhitespace).joined(separator: " ")
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
extension PickEndToEndTests.HeardThroughFenrir {
    /// How long speech lasts: each utterance rendered by espeak-ng at its default rate, the
    /// length read from the audio it writes. It measures what a listener sits through, not a
    /// time anything took.
    enum Speech {
        /// The seconds of speech of `utterances`, one after another.
        static func seconds(of utterances: [String]) throws -> Double {
            let scratch = try Scratch()
            var total = 0.0
            for (index, utterance) in utterances.enumerated() {
                let file = scratch.file("speech-\(index).wav")
                let result = try CommandRunner.run("/usr/bin/env", ["espeak-ng", "-w", file, utterance])
                guard result.status == 0, let audio = scratch.data("speech-\(index).wav") else {
                    throw TmuxTerminalError.failed("espeak-ng could not render \(utterance.debugDescription): \(result.standardError)")
                }
                total += try duration(ofWave: audio)
            }
            return total
        }

        /// A WAVE file's length: its data chunk's bytes over the bytes per second its format
        /// chunk gives (espeak-ng writes 16-bit mono at its voice's rate; the rate is read, not
        /// assumed).
        static func duration(ofWave data: Data) throws -> Double {
            let bytes = [UInt8](data)
            func number(at offset: Int, size: Int) -> Int {
                (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
            }
            func tag(at offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
            guard bytes.count >= 12, tag(at: 0) == "RIFF", tag(at: 8) == "WAVE" else {
                throw TmuxTerminalError.failed("not a WAVE file")
            }
            var bytesPerSecond: Int?
            var offset = 12
            while offset + 8 <= bytes.count {
                let size = number(at: offset + 4, size: 4)
                switch tag(at: offset) {
                case "fmt " where offset + 16 <= bytes.count:
                    // The format chunk: format, channels, sample rate, then bytes per second.
                    bytesPerSecond = number(at: offset + 16, size: 4)
                case "data":
                    guard let bytesPerSecond, bytesPerSecond > 0 else { throw TmuxTerminalError.failed("WAVE data before its format") }
                    // A writer that streams may leave the size unknown: the data then runs to the end.
                    let length = min(size, bytes.count - offset - 8)
                    return Double(length) / Double(bytesPerSecond)
                default:
                    break
                }
                offset += 8 + size + size % 2
            }
            throw TmuxTerminalError.failed("WAVE file without data")
        }
    }
}
#endif
