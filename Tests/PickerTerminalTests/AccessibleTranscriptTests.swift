import Foundation
import PickerCore
import PickerTerminal
import TerminalUI
import Testing

/// Screen-reader mode's lines (Behaviour 2.12): the prompt when the picker opens, then one line per
/// change, from the core's accessibility data, with nothing a terminal would act on.
@Suite("Accessible transcript")
struct AccessibleTranscriptTests {
    typealias F = DateFixtures

    /// Drives a transcript as the session does: each key at its own moment, then ticks at
    /// 60 Hz until the picker rests (time is injected; nothing sleeps).
    struct Speaker<Picker: TerminalPicker> {
        var transcript: AccessibleTranscript<Picker>
        var now = 0.0
        /// Every line said after the opening ones.
        var said: [String] = []
        var status = PickerStatus.running

        init(_ picker: Picker) {
            transcript = AccessibleTranscript(picker)
        }

        /// Presses `key` and lets everything come to rest; returns the lines this caused.
        @discardableResult
        mutating func press(_ key: Key, _ modifiers: KeyModifiers = []) -> [String] {
            now += 1
            let step = transcript.handle(.key(KeyStroke(key, modifiers)), now: now)
            status = step.status
            var lines = step.lines
            var ticks = 0
            while transcript.picker.needsTicks, ticks < 3600 {
                now += 1.0 / 60
                ticks += 1
                lines += transcript.tick(now: now)
            }
            said += lines
            return lines
        }
    }

    static let wheelHint = "Up or Down arrow to adjust the value; type digits to enter it; Left or Right arrow for another component."

    // MARK: Date pickers

    @Test("Opening: the picker's name and value, the focused wheel, the keys")
    func opening() throws {
        let transcript = AccessibleTranscript(try F.picker(.time, .wheels))
        #expect(transcript.openingLines == [
            "Time, 2:30\u{202F}PM",
            "Hour, 2\u{202F}PM, adjustable. \(Self.wheelHint)",
            "Enter selects, Escape cancels.",
            "Question mark repeats these hints.",
        ])
    }

    @Test("Each step says the focused wheel once, with its new value; moving to another wheel says that one")
    func stepsAndFocus() throws {
        var speaker = Speaker(try F.picker(.time, .wheels))
        #expect(speaker.press(.down) == ["Hour, 3\u{202F}PM"])
        #expect(speaker.press(.right) == ["Minute, 30 minutes"])
        #expect(speaker.press(.up) == ["Minute, 29 minutes"])
        #expect(speaker.press(.enter) == [])
        #expect(speaker.status == .confirmed)
        #expect(String(decoding: speaker.transcript.picker.output, as: UTF8.self) == "15:29")
    }

    @Test("29 February 2024, year stepped: the line says 2025 and the value rests on 28 February (Behaviour 2.8)")
    func leapDay() throws {
        var speaker = Speaker(try F.picker(.date, .wheels, date: F.date(2024, 2, 29), now: F.date(2024, 2, 29)))
        speaker.press(.right)
        speaker.press(.right)
        #expect(speaker.press(.down) == ["Year, 2025"])
        #expect(speaker.transcript.picker.accessibleDescription.first == "Date, Friday, February 28, 2025")
        speaker.press(.enter)
        #expect(String(decoding: speaker.transcript.picker.output, as: UTF8.self) == "2025-02-28")
    }

    @Test("A key that changes nothing says nothing")
    func quietKeys() throws {
        var speaker = Speaker(try F.picker(.date, .inline))
        #expect(speaker.press(.character("x")) == [])
        #expect(speaker.press(.function(5)) == [])
        #expect(speaker.said.isEmpty)
        #expect(speaker.status == .running)
    }

    @Test("Calendar grid: each day move says the day; Escape cancels in silence")
    func grid() throws {
        var speaker = Speaker(try F.picker(.date, .inline))
        #expect(speaker.press(.right) == ["Day, Monday, November 23"])
        #expect(speaker.press(.down) == ["Day, Monday, November 30"])
        #expect(speaker.press(.pageDown) == ["Day, Wednesday, December 30"])
        #expect(speaker.press(.escape) == [])
        #expect(speaker.status == .cancelled)
    }

    @Test("Compact: the button, the popover's grid after Enter, edits, the button again after closing")
    func compact() throws {
        var speaker = Speaker(try F.picker(.date, .compact))
        #expect(speaker.transcript.openingLines.first == "Date, Sunday, November 22, 2026")
        #expect(speaker.press(.enter) == ["Day, Today, Sunday, November 22, 2026"])
        #expect(speaker.press(.left) == ["Day, Saturday, November 21"])
        #expect(speaker.press(.enter) == ["Nov 21, 2026"])
        #expect(speaker.status == .running)
        speaker.press(.enter)
        #expect(speaker.status == .confirmed)
        #expect(String(decoding: speaker.transcript.picker.output, as: UTF8.self) == "2026-11-21")
    }

    @Test("Lines carry no escape sequences or control characters, even from a header")
    func plainLines() throws {
        let picker = try F.picker(.time, .wheels, header: "Pick\u{1B}[31m a time\u{07}")
        var speaker = Speaker(picker)
        let opening = speaker.transcript.openingLines
        speaker.press(.down)
        let lines = opening + speaker.said
        #expect(lines.first == "Pick\u{FFFD}[31m a time\u{FFFD}, 2:30\u{202F}PM")
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    // MARK: Wheel pickers

    @Test("One wheel: named by the header, value and position, adjustable, its keys")
    func wheelAnnouncement() {
        let picker = WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [1]), header: "Fruit")
        #expect(picker.accessibleAnnouncement
            == "Fruit, Banana, 2 of 5, adjustable. Up and Down arrows adjust the value; typing jumps to an item.")
        var speaker = Speaker(picker)
        #expect(speaker.press(.down) == ["Cherry, 3 of 5"])
        #expect(speaker.press(.character("e")) == ["Elderberry, 5 of 5"])
    }

    @Test("Several wheels: the column is named; Left and Right are in the keys; vim mode names its keys")
    func columns() {
        let picker = WheelTerminalPicker(Fixtures.wheel(Fixtures.clock, [9, 30]))
        var speaker = Speaker(picker)
        #expect(speaker.press(.right) == ["Column 2 of 2, 30, 31 of 60"])
        #expect(speaker.transcript.hintLines.first
            == "Column 2 of 2, 30, 31 of 60, adjustable. Up and Down arrows adjust the value; typing jumps to an item; "
                + "Left and Right arrows change column.")
        let vim = WheelTerminalPicker(Fixtures.wheel(Fixtures.clock, [9, 30]), keyMode: .vim)
        #expect(vim.accessibleAnnouncement
            == "Column 1 of 2, 09, 10 of 24, adjustable. j and k adjust the value; slash then text jumps to an item; "
                + "h and l change column.")
    }

    @Test("Stepping onto a disabled row says it is unavailable; once the wheel rests, the row it settled on (Behaviour 1.10)")
    func disabledRow() {
        let source = ListSource(columns: [["Apple", "Banana", "Cherry", "Damson"]], disabled: [0: [1]])
        var speaker = Speaker(WheelTerminalPicker(Fixtures.wheel(source, [0]), accessibilityLabel: "Fruit"))
        #expect(speaker.press(.down) == ["Banana, unavailable, 2 of 4", "Cherry, 3 of 4"])
    }

    // MARK: The rules, on a picker whose lines a test controls

    /// A picker whose focused element and summary the test sets: a key press `a` changes the
    /// announcement, `s` only the summary, `m` starts a movement that ends by changing the
    /// summary; Enter confirms.
    struct ScriptedPicker: TerminalPicker {
        var announcement = "Element, 1"
        var summary = "Picker, 1"
        var movingUntil: Double?
        var settledSummary = ""

        func preferredHeight(forWidth width: Int) -> Int { 1 }
        mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
            guard case let .key(key) = event else { return .running }
            switch key.key {
            case .character("a"): announcement += "+"
            case .character("s"): summary += "+"
            case .character("m"):
                movingUntil = now + 0.5
                settledSummary = summary + " (settled)"
            case .enter: return .confirmed
            default: break
            }
            return .running
        }
        mutating func tick(now: Double) {
            if let end = movingUntil, now >= end {
                movingUntil = nil
                summary = settledSummary
            }
        }
        var needsTicks: Bool { movingUntil != nil }
        func render(into buffer: inout Buffer, area: Rect, theme: Theme) {}
        var output: [UInt8] { [] }
        var accessibleDescription: [String] { [summary, "Keys."] }
        var accessibleAnnouncement: String { announcement }
    }

    @Test("A change the focused element does not show is said as the summary line")
    func summaryLine() {
        var speaker = Speaker(ScriptedPicker())
        #expect(speaker.press(.character("s")) == ["Picker, 1+"])
        #expect(speaker.press(.character("a")) == ["Element, 1+"])
        #expect(speaker.press(.character("x")) == [])
    }

    @Test("While something moves nothing is said; at rest, what changed is said once")
    func quietWhileMoving() {
        var transcript = AccessibleTranscript(ScriptedPicker())
        #expect(transcript.handle(.key(KeyStroke(.character("m"))), now: 0).lines == [])
        #expect(transcript.tick(now: 0.25) == [])
        #expect(transcript.tick(now: 0.5) == ["Picker, 1 (settled)"])
        #expect(transcript.tick(now: 0.75) == [])
    }
}

/// Screen-reader mode made quick to listen to (issue 27, item 3): hints once and on `?`, only
/// the change after a key, the list's ends, lines that fit the width, the outcome confirmed.
@Suite("Accessible transcript, quick to listen to")
struct AccessibleTranscriptBrevityTests {
    typealias Speaker<P: TerminalPicker> = AccessibleTranscriptTests.Speaker<P>

    static func fruit(_ row: Int = 1) -> WheelTerminalPicker<ListSource> {
        WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [row]), header: "Fruit")
    }

    @Test("The opening says the hints and how to hear them again")
    func openingOnce() {
        let transcript = AccessibleTranscript(Self.fruit())
        #expect(transcript.openingLines.last == "Question mark repeats these hints.")
        #expect(transcript.openingLines.dropLast() == ["Fruit, Banana, 2 of 5", "Up and Down change the value. Enter selects, Escape cancels."])
    }

    @Test("A key says only the change: the value and its place, no name, trait or hints")
    func onlyTheChange() {
        var speaker = Speaker(Self.fruit())
        #expect(speaker.press(.down) == ["Cherry, 3 of 5"])
        #expect(speaker.press(.up) == ["Banana, 2 of 5"])
        for line in speaker.said {
            #expect(line.split(separator: " ").count <= 6, "\(line)")
        }
    }

    @Test("A component's label stays: it tells which part moved")
    func componentLabel() throws {
        var speaker = Speaker(try DateFixtures.picker(.time, .wheels))
        #expect(speaker.press(.down) == ["Hour, 3\u{202F}PM"])
        #expect(speaker.press(.right) == ["Minute, 30 minutes"])
    }

    @Test("? repeats the hints when it changes nothing else")
    func questionMark() {
        var speaker = Speaker(Self.fruit())
        #expect(speaker.press(.character("?")) == [
            "Fruit, Banana, 2 of 5, adjustable. Up and Down arrows adjust the value; typing jumps to an item.",
            "Up and Down change the value. Enter selects, Escape cancels.",
        ])
    }

    @Test("Past either end of the list, the end is said")
    func listEnds() {
        var last = Speaker(Self.fruit(4))
        #expect(last.press(.down) == ["End of list."])
        var first = Speaker(Self.fruit(0))
        #expect(first.press(.up) == ["Top of list."])
        var german = AccessibleTranscript(Self.fruit(4), locale: Locale(identifier: "de_DE"))
        #expect(german.handle(.key(KeyStroke(.down)), now: 1).lines == ["Ende der Liste."])
    }

    @Test("Every line fits the width, broken between words")
    func wrapsAtWords() {
        var transcript = AccessibleTranscript(Self.fruit(), width: 30)
        for line in transcript.openingLines {
            #expect(DisplayText.width(line) < 30, "\(line)")
        }
        let words = transcript.openingLines.joined(separator: " ").split(separator: " ")
        let whole = AccessibleTranscript(Self.fruit()).openingLines.joined(separator: " ").split(separator: " ")
        #expect(words == whole, "no word is cut")
        transcript.areaDidChange(to: AreaSize(width: 12, height: 24))
        #expect(transcript.hintLines.allSatisfy { DisplayText.width($0) < 12 })
        #expect(AccessibleTranscript<WheelTerminalPicker<ListSource>>.wrap("Up or Down arrow to adjust the value", toWidth: 16)
            == ["Up or Down", "arrow to adjust", "the value"])
    }

    @Test("After Enter the value is confirmed, after Esc the cancellation, in the transcript's language")
    func closing() {
        let transcript = AccessibleTranscript(Self.fruit())
        #expect(transcript.closingLines(after: .confirmed, answer: nil) == ["Banana chosen."])
        #expect(transcript.closingLines(after: .cancelled, answer: nil) == ["Cancelled."])
        #expect(transcript.closingLines(after: .confirmed, answer: "Fruit: Banana") == ["Fruit: Banana"])
        #expect(transcript.closingLines(after: .interrupted, answer: nil) == [])
        let german = AccessibleTranscript(Self.fruit(), locale: Locale(identifier: "de_DE"))
        #expect(german.closingLines(after: .confirmed, answer: nil) == ["Banana gewählt."])
        #expect(german.closingLines(after: .cancelled, answer: nil) == ["Abgebrochen."])
    }

    @Test("The closing sentences are the strings' words: a program's override is what is said")
    func closingOverride() {
        let strings = PromptStrings(language: "de", overrides: [.answerChosen: "Genommen: {0}.", .cancelled: "Nichts genommen."])
        let transcript = AccessibleTranscript(Self.fruit(), strings: strings)
        #expect(transcript.closingLines(after: .confirmed, answer: nil) == ["Genommen: Banana."])
        #expect(transcript.closingLines(after: .cancelled, answer: nil) == ["Nichts genommen."])
        let bound = PromptStrings.$current.withValue(PromptStrings(overrides: [.answerChosen: "Took {0}."])) {
            AccessibleTranscript(Self.fruit(), locale: Locale(identifier: "de_DE")).closingLines(after: .confirmed, answer: nil)
        }
        #expect(bound == ["Took Banana."], "the session's strings reach the transcript")
    }

    @Test("A date's time is confirmed as the locale writes it")
    func closingTime() throws {
        let transcript = AccessibleTranscript(try DateFixtures.picker(.time, .wheels))
        #expect(transcript.closingLines(after: .confirmed, answer: nil) == ["2:30\u{202F}PM chosen."])
    }
}
