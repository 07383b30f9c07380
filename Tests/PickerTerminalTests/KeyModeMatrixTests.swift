import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Vim keys on every family (Behaviour 1.11 and issue 24's matrix): with ``KeyMode/vim`` set on
/// the picker, each motion letter draws exactly the frame its arrow draws, the help line names the
/// letters, and the standard mode leaves the letters to typing. A family added without the
/// ``KeyBindingTable/applying(_:)`` step in its key table fails here.
@Suite("Key mode: vim keys on every family")
struct KeyModeMatrixTests {
    typealias F = DateFixtures

    /// A picker of one family, driven through the erased calls the matrix needs.
    final class Driven {
        let pressKey: (Key) -> Void
        let readFrame: () -> String
        let readBuffer: () -> Buffer
        let readKeyMode: () -> KeyMode
        let readAnnouncement: () -> String

        init<Picker: TerminalPicker>(_ picker: Picker, keyMode: KeyMode, width: Int, setup: [Key]) {
            var picker = picker
            picker.keyMode = keyMode
            var driver = PickerDriver(picker, width: width, height: 24)
            for key in setup { driver.press(key) }
            // Settled, so a card stack or a wheel in motion is compared where it comes to rest.
            pressKey = {
                driver.press($0)
                driver.settle()
            }
            readFrame = { driver.frame }
            readBuffer = { driver.buffer }
            readKeyMode = { driver.picker.keyMode }
            readAnnouncement = { driver.picker.accessibleAnnouncement }
        }

        var frame: String { readFrame() }
        /// The last non-blank line: the help line.
        var helpLine: String { frame.split(separator: "\n").last.map(String.init) ?? "" }
    }

    /// One family or style: how to make it, the keys that open it first (a compact button),
    /// the letters that must move it, and the label its help line shows in vim mode.
    struct Family: CustomTestStringConvertible, Sendable {
        let name: String
        let width: Int
        let setup: [Key]
        let letters: [Character]
        let vimLabel: String
        let make: @Sendable (KeyMode) throws -> Driven

        var testDescription: String { name }

        init<Picker: TerminalPicker & SendableMetatype>(
            _ name: String, width: Int = 80, setup: [Key] = [], letters: [Character], vimLabel: String,
            _ picker: @escaping @Sendable () throws -> Picker
        ) {
            self.name = name
            self.width = width
            self.setup = setup
            self.letters = letters
            self.vimLabel = vimLabel
            make = { mode in Driven(try picker(), keyMode: mode, width: width, setup: setup) }
        }
    }

    static let arrow: [Character: Key] = ["h": .left, "j": .down, "k": .up, "l": .right, "g": .home, "G": .end]

    static let families: [Family] = [
        Family("wheels", letters: ["h", "j", "k", "l", "g", "G"], vimLabel: "j/k change") {
            WheelTerminalPicker(Fixtures.wheel(Fixtures.clock, [9, 30]))
        },
        Family("list", letters: ["j", "k", "g", "G"], vimLabel: "j/k change") { WatchFixtures.picker(.list) },
        Family("stack", letters: ["h", "j", "k", "l"], vimLabel: "j/k change") { WatchFixtures.picker(.stack) },
        Family("sequence", letters: ["j", "k"], vimLabel: "j/k change") { WatchFixtures.picker(.sequence) },
        Family("link", letters: ["j", "k", "l"], vimLabel: "j/k change") { WatchFixtures.picker(.link) },
        Family("list, several chosen", letters: ["j", "k"], vimLabel: "j/k change") {
            MultiSelectPicker(WatchFixtures.picker(.list), choices: ChoiceSet())
        },
        Family("date grid", letters: ["h", "j", "k", "l"], vimLabel: "hjkl day") { try F.picker(.date, .inline) },
        Family("date wheels", letters: ["h", "j", "k", "l"], vimLabel: "j/k change") { try F.picker(.date, .wheels) },
        Family("date field", letters: ["h", "j", "k", "l"], vimLabel: "h/l segment") { try F.picker(.date, .field) },
        Family("time stepper field", letters: ["h", "j", "k", "l"], vimLabel: "h/l segment") {
            try F.picker(.time, .stepperField)
        },
        Family("date compact, open", setup: [.enter], letters: ["h", "j", "k", "l"], vimLabel: "hjkl day") {
            try F.picker(.date, .compact)
        },
        Family("graphical grid", letters: ["h", "j", "k", "l"], vimLabel: "hjkl day") {
            try GraphicalFixtures.picker(.date, at: 14, 30)
        },
        Family("graphical clock", letters: ["j", "k"], vimLabel: "j/k") { try GraphicalFixtures.picker(.time, at: 14, 30) },
        Family("dates", letters: ["h", "j", "k", "l"], vimLabel: "hjkl day") {
            DateSetTerminalPicker(model: DateSetCalendar(state: F.state(.date, .inline), days: []), header: "Trip")
        },
        Family("range", letters: ["h", "j", "k", "l"], vimLabel: "hjkl day") {
            DayRangeTerminalPicker(model: DayRangeCalendar(state: F.state(.date, .inline), range: nil), header: "Stay")
        },
        Family("form, wheel field", letters: ["j", "k"], vimLabel: "j/k change") {
            FormPicker([FormFixtures.fruitField(), try FormFixtures.timeField()], header: "Order")
        },
        Family("form, month grid field", letters: ["h", "j", "k", "l"], vimLabel: "hjkl day") {
            FormPicker([try FormFixtures.dayField()], header: "Order")
        },
    ]

    /// What is pressed first, so the arrow has somewhere to go: Left from the first column or
    /// segment, and Up from the first row, would change nothing.
    static let stepAway: [Character: Key] = ["h": .right, "k": .down]

    @Test("each vim letter draws the frame its arrow draws, and moves something", arguments: families)
    func lettersAreArrows(_ family: Family) throws {
        for letter in family.letters {
            let arrowKey = try #require(Self.arrow[letter])
            let byLetter = try family.make(.vim)
            let byArrow = try family.make(.vim)
            if let away = Self.stepAway[letter] {
                byLetter.pressKey(away)
                byArrow.pressKey(away)
            }
            // Buffers, not text: a field's focused segment and the dates picker's cursor show by
            // their style alone.
            let before = byArrow.readBuffer()
            byLetter.pressKey(.character(letter))
            byArrow.pressKey(arrowKey)
            #expect(byArrow.readBuffer() != before, "\(family.name): \(arrowKey) changes nothing, so \(letter) proves nothing")
            #expect(byLetter.readBuffer() == byArrow.readBuffer(), "\(family.name): \(letter) is not \(arrowKey)\n\(byLetter.frame)")
        }
    }

    @Test("the picker reports its key mode; the help line names the letters only in vim mode", arguments: families)
    func helpLineNamesTheLetters(_ family: Family) throws {
        let vim = try family.make(.vim)
        let standard = try family.make(.standard)
        #expect(vim.readKeyMode() == .vim)
        #expect(standard.readKeyMode() == .standard)
        #expect(vim.helpLine.contains(family.vimLabel), "\(family.name): \(vim.helpLine)")
        // The same letters in screen-reader mode: no vim hint still names a pair of arrows.
        let spoken = vim.readAnnouncement()
        #expect(!spoken.contains("Up and Down arrows") && !spoken.contains("Arrow keys"), "\(family.name): \(spoken)")
        #expect(!standard.helpLine.contains(family.vimLabel), "\(family.name): \(standard.helpLine)")
    }

    @Test("a filter's query takes vim's letters as fzf's does: j types, in either mode")
    func filterTypesLetters() {
        func typed(_ mode: KeyMode) -> String {
            var picker = FilteringWheelPicker(LineFilter(source: LineListSource(lines: ["jam", "kiwi", "lime"])), header: "Fruit")
            picker.keyMode = mode
            var driver = PickerDriver(picker, width: 40)
            driver.type("j")
            return driver.frame
        }
        #expect(typed(.vim) == typed(.standard))
        #expect(typed(.vim).contains("jam"))
        #expect(!typed(.vim).contains("kiwi"))
    }

    @Test("a standard table gains the letters only where the arrows are bound, and keeps its own letters")
    func addingVimMotions() {
        let table = KeyBindingTable([
            KeyBinding([KeyStroke(.down)], "next", help: "↑↓ move", spoken: "Up and Down arrows move"),
            KeyBinding([KeyStroke(.up)], "previous"),
            KeyBinding([KeyStroke(.character("g"))], "go"),
            KeyBinding([KeyStroke(.home)], "first"),
        ], typing: { "type \($0)" })
        let vim = table.applying(.vim)
        #expect(vim.action(for: KeyStroke(.character("j"))) == "next")
        #expect(vim.action(for: KeyStroke(.character("k"))) == "previous")
        #expect(vim.action(for: KeyStroke(.character("g"))) == "go")
        #expect(vim.action(for: KeyStroke(.character("h"))) == "type h")
        #expect(vim.action(for: KeyStroke(.character("x"))) == "type x")
        #expect(vim.helpLine() == "j/k move")
        #expect(vim.spokenHints == ["j and k move"])
        #expect(table.spokenHints == ["Up and Down arrows move"])
        #expect(table.applying(.standard).action(for: KeyStroke(.character("j"))) == "type j")
    }
}
