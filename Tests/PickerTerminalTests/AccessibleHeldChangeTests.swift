import Foundation
import PickerCore
import PickerTerminal
import TerminalUI
import TestSupport
import Testing

/// Behaviour 6.3's quick keys: a key's change waits a moment and a key that comes meanwhile
/// replaces it, so a burst is said once, where it ended; lines of keys that change nothing
/// ("End of list.", the hints) are never dropped. Time is injected: nothing sleeps.
@Suite("Accessible transcript: a burst of keys is said where it ended")
struct AccessibleHeldChangeTests {
    typealias Transcript = AccessibleTranscript<WheelTerminalPicker<ListSource>>

    static let letters = ListSource(columns: [["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett"]])
    static let window = Transcript.settleWindow
    static let down = InputEvent.key(KeyStroke(.down))
    /// Keys as a held key repeats them.
    static let repeatInterval = 0.04

    static func letters(_ row: Int = 0) -> Transcript {
        AccessibleTranscript(WheelTerminalPicker(Fixtures.wheel(letters, [row]), header: "Letters"))
    }

    @Test("Four Down keys a key repeat apart say only the fifth item, once, when the window has passed")
    func burst() {
        var transcript = Self.letters()
        for step in 0..<4 {
            #expect(transcript.handleHoldingChange(Self.down, now: Double(step) * Self.repeatInterval).lines == [])
        }
        let last = 3 * Self.repeatInterval
        #expect(transcript.heldLines(now: last + Self.window / 2, inputQueued: false) == [])
        #expect(transcript.heldLines(now: last + Self.window, inputQueued: false) == ["Echo, 5 of 10"])
        #expect(transcript.heldLines(now: last + 2 * Self.window, inputQueued: false) == [], "said once")
    }

    @Test("The window is longer than a held key's repeat and a single key is said when it has passed")
    func singleKey() {
        #expect(Self.window > 0.05)
        var transcript = Self.letters()
        #expect(transcript.handleHoldingChange(Self.down, now: 0).lines == [])
        #expect(transcript.heldWait(now: 0) == Self.window)
        #expect(transcript.heldLines(now: Self.window, inputQueued: false) == ["Bravo, 2 of 10"])
        #expect(transcript.heldWait(now: Self.window) == nil)
    }

    @Test("While more input is queued the change stays held, however long ago the key came")
    func queuedInput() {
        var transcript = Self.letters()
        _ = transcript.handleHoldingChange(Self.down, now: 0)
        #expect(transcript.heldLines(now: 10, inputQueued: true) == [])
        #expect(transcript.heldLines(now: 10, inputQueued: false) == ["Bravo, 2 of 10"])
    }

    @Test("Past the end, the change held is said, then End of list. for every key past it")
    func endOfList() {
        var transcript = Self.letters(7)
        let lines = (0..<4).flatMap { transcript.handleHoldingChange(Self.down, now: Double($0) * Self.repeatInterval).lines }
        #expect(lines == ["Juliett, 10 of 10", "End of list.", "End of list."])
        #expect(transcript.heldLines(now: 10, inputQueued: false) == [])
    }

    @Test("? during a burst says the change held, then the hints")
    func hintsDuringBurst() {
        var transcript = Self.letters()
        _ = transcript.handleHoldingChange(Self.down, now: 0)
        let lines = transcript.handleHoldingChange(.key(KeyStroke(.character("?"))), now: 0.01).lines
        #expect(lines.first == "Bravo, 2 of 10")
        #expect(lines.dropFirst().first?.hasPrefix("Letters, Bravo, 2 of 10, adjustable.") == true, "\(lines)")
    }

    @Test("Enter drops the change held: the closing line says the answer")
    func enterDropsHeld() {
        var transcript = Self.letters()
        _ = transcript.handleHoldingChange(Self.down, now: 0)
        let step = transcript.handleHoldingChange(.key(KeyStroke(.enter)), now: 0.01)
        #expect(step.status == .confirmed)
        #expect(step.lines == [])
        #expect(transcript.heldLines(now: 10, inputQueued: false) == [])
        #expect(transcript.closingLines(after: .confirmed, answer: nil) == ["Bravo chosen."])
    }

    @Test("A burst is worded against what was last said, not against the lines it replaced")
    func wordedAgainstSaid() {
        let source = ListSource(columns: [["Apple", "Banana", "Cherry", "Damson", "Elderberry"]])
        var transcript = AccessibleTranscript(
            MultiSelectPicker(WheelTerminalPicker(Fixtures.wheel(source, [0]), header: "Fruit"), choices: ChoiceSet(limit: 3)))
        _ = transcript.handleHoldingChange(.key(KeyStroke(.character(" "))), now: 0)
        #expect(transcript.heldLines(now: 1, inputQueued: false) == ["Apple chosen, 1 of 3"])
        _ = transcript.handleHoldingChange(Self.down, now: 2)
        _ = transcript.handleHoldingChange(Self.down, now: 2 + Self.repeatInterval)
        // Said alone, Banana's "not chosen" would make Cherry's a repeat; Banana was never said.
        #expect(transcript.heldLines(now: 3, inputQueued: false) == ["Cherry, 3 of 5, not chosen"])
    }
}
