import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The three-field form (a fruit, a day with Sundays disabled, a time) answered with keys in
/// the virtual terminal (issue 14, items 3 and 5).
@Suite("Forms: several fields in one prompt")
struct FormPickerTests {
    typealias F = DateFixtures

    static let opening = """
        Book a table
        Fruit


        › Apple  ‹
          Banana
          Cherry

        Day
        Time




        ↑↓ change · tab/⇧tab field · enter next · esc cancel
        """

    @Test("Answered fields stay on screen as 'Label: answer' above the focused one; Enter on the last submits")
    func answeredLinesStay() throws {
        var driver = try FormFixtures.driver(width: 60)
        #expect(driver.frame == Self.opening)
        try driver.run("down down enter")
        #expect(driver.frame == """
            Book a table
            Fruit: Cherry
            Day
                 ‹ November 2026 ›
            Sun Mon Tue Wed Thu Fri Sat
              1   2   3   4   5   6   7
              8   9  10  11  12  13  14
             15  16  17  18  19  20  21
             22 [23] 24  25  26  27  28
             29  30   1   2   3   4   5



            Time
            ←→↑↓ day · tab/⇧tab field · enter next · esc cancel
            """)
        try driver.run("right enter")
        #expect(driver.frame == """
            Book a table
            Fruit: Cherry
            Day: Nov 24, 2026
            Time
              12     00
               1     15     AM
            ›  2 ‹ · 30 · · PM ·
               3     45
               4     00





            ↑↓ change · tab/⇧tab field · enter submit · esc cancel
            """)
        try driver.run("up enter")
        #expect(driver.status == .confirmed)
        #expect(driver.picker.answered == [true, true, true])
        // Each field's own output on its own line.
        #expect(driver.outputText == "Cherry\n2026-11-24\n13:30")
    }

    @Test("A field's validation refuses Enter and Tab with its message under the field, until the value is valid")
    func validationRefusesEnter() throws {
        var driver = try FormFixtures.driver(width: 60)
        try driver.run("down enter")
        #expect(driver.frame == """
            Book a table
            Fruit

              Apple
            › Banana ‹
              Cherry
              Damson
            ✗ Banana is sold out
            Day
            Time




            ↑↓ change · tab/⇧tab field · enter next · esc cancel
            """)
        #expect(driver.status == .running)
        #expect(driver.picker.focus == 0)
        try driver.run("tab")
        #expect(driver.picker.focus == 0)
        #expect(driver.picker.message == "Banana is sold out")
        // The message follows the value: gone as soon as it is valid.
        try driver.run("down")
        #expect(driver.picker.message == nil)
        #expect(driver.lines[7].isEmpty)
        try driver.run("enter")
        #expect(driver.picker.focus == 1)
        #expect(driver.lines[1] == "Fruit: Cherry")
    }

    @Test("Disabled days: the day on a Sunday moves to Monday, the cursor skips Sundays, and Sundays are dimmed")
    func disabledDaysAreSkipped() throws {
        var driver = try FormFixtures.driver(width: 60)
        func day() -> Date? { driver.picker.fields[1].picker(as: DateTerminalPicker.self)?.date }
        // "Now" is Sunday 22 November: the value starts on the nearest enabled day, the later on a tie.
        // (A date's value is its day's first moment.)
        #expect(day() == F.date(2026, 11, 23))
        try driver.run("tab left")
        #expect(day() == F.date(2026, 11, 21))      // Monday 23 ← Saturday 21, past Sunday 22
        try driver.run("down right")
        #expect(day() == F.date(2026, 11, 30))      // Saturday 28 → Monday 30, past Sunday 29
        try driver.run("up up up up up")
        #expect(day() == F.date(2026, 10, 26))      // a week at a time, Mondays all
        try driver.run("t")
        #expect(day() == F.date(2026, 11, 23))      // today is a Sunday: on to Monday

        let grid = try #require(driver.picker.fields[1].picker(as: DateTerminalPicker.self)).gridView.grid
        for week in grid.weeks {
            #expect(week.map(\.isEnabled) == [false, true, true, true, true, true, true])
        }
        // Drawn dimmed: Sunday 29 looks unlike Monday 30 beside it, in colour.
        driver.theme = .default(for: .basic16)
        driver.resize(width: 60, height: driver.height)
        let row = try #require(driver.lines.firstIndex { $0.hasPrefix(" 29  30") })
        #expect(driver.buffer[1, row].style != driver.buffer[5, row].style)
        #expect(driver.buffer[1, row].style == driver.theme.disabling(driver.buffer[5, row].style, onBand: false))
    }

    @Test("A date on wheels shows no days: a disabled one is refused with the field's message")
    func disabledDayOnWheelsIsRefused() throws {
        var driver = PickerDriver(FormPicker([try FormFixtures.dayField(style: .wheels)]), width: 60)
        try driver.run("enter")
        #expect(driver.frame == """
            Day
              September     20      2024
                October     21      2025
            ›  November ‹ · 22 · ·  2026 ·
               December     23      2027
                January     24      2028
            ✗ Closed on Sundays
            ↑↓ change · tab/⇧tab field · enter submit · esc cancel
            """)
        #expect(driver.status == .running)
        try driver.run("right down wait:1 enter")
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2026-11-23")
    }

    @Test("Tab answers and moves on, Shift-Tab goes back keeping the answers, Tab on the last field never submits")
    func tabAndShiftTab() throws {
        var driver = try FormFixtures.driver(width: 60)
        try driver.run("tab tab")
        #expect(driver.picker.focus == 2)
        #expect(driver.lines[1 ... 2] == ["Fruit: Apple", "Day: Nov 23, 2026"])
        try driver.run("tab")
        #expect(driver.picker.focus == 2)
        #expect(driver.picker.answered == [true, true, true])
        #expect(driver.status == .running)
        try driver.run("shift-tab shift-tab")
        #expect(driver.picker.focus == 0)
        // Back on the first field: the answers after it are listed below, dimmed.
        #expect(driver.frame == Self.opening.replacingOccurrences(of: "\nDay\nTime\n",
                                                                  with: "\nDay: Nov 23, 2026\nTime: 2:30\u{202F}PM\n"))
        try driver.run("shift-tab")
        #expect(driver.picker.focus == 0)
    }

    @Test("Esc cancels the whole form from any field; Ctrl-C interrupts it")
    func escapeCancels() throws {
        var driver = try FormFixtures.driver(width: 60)
        try driver.run("tab esc")
        #expect(driver.outcome == .cancelled)
        #expect(driver.output == nil)
        var interrupted = try FormFixtures.driver(width: 60)
        try interrupted.run("tab ctrl-c")
        #expect(interrupted.outcome == .interrupted)
    }

    @Test("A click on an answered line goes back to that field")
    func clickGoesBack() throws {
        var driver = try FormFixtures.driver(width: 60)
        try driver.run("down down enter")
        driver.click(x: 2, y: 1)
        #expect(driver.picker.focus == 0)
        #expect(driver.lines[1] == "Fruit")
    }

    @Test("A click in the focused picker is the picker's, in its own coordinates: a day chosen on the grid")
    func clickInPicker() throws {
        var driver = try FormFixtures.driver(width: 60)
        try driver.run("tab")
        let row = try #require(driver.lines.firstIndex { $0.hasPrefix(" 22 [23] 24  25") })
        driver.click(x: 13, y: row)
        #expect(driver.picker.fields[1].picker(as: DateTerminalPicker.self)?.date == F.date(2026, 11, 25))
        // A click on Sunday 29 (disabled) does nothing.
        driver.click(x: 1, y: row + 1)
        #expect(driver.picker.fields[1].picker(as: DateTerminalPicker.self)?.date == F.date(2026, 11, 25))
    }

    @Test("Enter and Esc stay the picker's while it needs them: a compact day opens and closes its popover")
    func compactFieldKeepsItsKeys() throws {
        let form = FormPicker([FormFixtures.fruitField(), try FormFixtures.dayField(style: .compact)])
        var driver = PickerDriver(form, width: 60, followsHeight: true)
        try driver.run("tab")
        let closedHeight = driver.height
        // The closed button leaves the arrows unbound: they move between fields there.
        #expect(driver.lines.last == "tab/⇧tab field · ↑↓ field · enter edit · esc cancel")
        try driver.run("enter")
        #expect(driver.picker.fields[1].picker(as: DateTerminalPicker.self)?.isPopoverOpen == true)
        #expect(driver.height > closedHeight)
        try driver.run("right esc")
        #expect(driver.picker.fields[1].picker(as: DateTerminalPicker.self)?.isPopoverOpen == false)
        #expect(driver.status == .running)
        try driver.run("enter")
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Apple\n2026-11-24")
    }

    @Test("A window too small shows the notice; the form comes back as it grows")
    func tooSmall() throws {
        var driver = try FormFixtures.driver(width: 60)
        driver.resize(width: 60, height: 3)
        #expect(driver.frame.hasPrefix("Window too small"))
        try driver.run("enter")
        #expect(driver.status == .running)
        driver.resize(width: 60, height: 15)
        #expect(driver.frame == Self.opening)
    }

    @Test("Screen-reader mode says the field's label, place, value and keys, the validation message and each answer")
    func accessibleTranscript() throws {
        var transcript = AccessibleTranscript(try FormFixtures.form())
        #expect(transcript.openingLines == [
            "Book a table, 3 fields: Fruit, Day, Time.",
            "Fruit, field 1 of 3. Fruit, Apple, 1 of 4, adjustable. Up and Down arrows adjust the value; typing jumps to an item.",
            "Up and Down change the value, Tab and Shift-Tab move between fields. Enter goes to the next field, Escape cancels.",
            "Question mark repeats these hints.",
        ])
        func say(_ key: Key) -> [String] { transcript.handle(.key(KeyStroke(key)), now: 0).lines }
        #expect(say(.down) == ["Fruit, field 1 of 3. Fruit, Banana, 2 of 4."])
        #expect(say(.enter) == ["Fruit, field 1 of 3. Fruit, Banana, 2 of 4. Not valid: Banana is sold out."])
        _ = say(.down)
        #expect(say(.enter) == ["Fruit: Cherry. Day, field 2 of 3. Day, Monday, November 23, 2026."])
        #expect(say(.right) == ["Day, field 2 of 3. Day, Tuesday, November 24, 2026."])
        #expect(say(.enter) == ["Day: Nov 24, 2026. Time, field 3 of 3. Hour, 2\u{202F}PM."])
        #expect(transcript.handle(.key(KeyStroke(.enter)), now: 0).status == .confirmed)
    }

    @Test("A script with an unknown word is refused before any key is sent, naming the word")
    func unknownWord() throws {
        var driver = try FormFixtures.driver(width: 60)
        #expect(throws: KeyScript.ParseError(token: "dwon")) { try driver.run("tab dwon enter") }
        #expect(driver.picker.focus == 0)
    }
}

/// A yes/no field that leaves the arrows unbound, so ↑/↓ move between fields.
struct ToggleField: PromptPicker {
    enum Action: Sendable { case toggle, done, quit }
    var prompt = PromptFrame()
    var isOn = false
    var body: ToggleView { ToggleView(isOn: isOn) }
    var keyBindings: KeyBindingTable<Action> {
        KeyBindingTable([
            KeyBinding([KeyStroke(.character(" "))], .toggle, help: "space toggle", spoken: "Space toggles"),
            KeyBinding([KeyStroke(.enter)], .done, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .quit, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ])
    }
    var spokenValue: String { isOn ? "yes" : "no" }
    var output: [UInt8] { Array(spokenValue.utf8) }
    mutating func perform(_ action: Action) -> PickerStatus {
        switch action {
        case .toggle: isOn.toggle()
        case .done: return .confirmed
        case .quit: return .cancelled
        }
        return .running
    }
}

/// `[x] yes` or `[ ] no` on one line.
struct ToggleView: TerminalView {
    var isOn: Bool
    func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: 8, height: 1) }
    func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        buffer.write(isOn ? "[x] yes" : "[ ] no", x: area.x, y: area.y, style: .plain, clip: area)
    }
}

@Suite("Forms: arrows between fields")
struct FormArrowTests {
    @Test("↑/↓ move between fields when the focused picker does not use them, and the help line says so")
    func arrowsMoveBetweenFields() throws {
        let fields = ["Wine", "Dessert"].map { FormField($0, ToggleField(), summary: { $0.spokenValue }) }
        var driver = PickerDriver(FormPicker(fields), width: 80)
        #expect(driver.frame == """
            Wine
            [ ] no

            Dessert
            space toggle · tab/⇧tab field · ↑↓ field · enter next · esc cancel
            """)
        try driver.run("space down")
        #expect(driver.picker.focus == 1)
        #expect(driver.lines[0] == "Wine: yes")
        try driver.run("up")
        #expect(driver.picker.focus == 0)
        try driver.run("down space enter")
        #expect(driver.outputText == "yes\nyes")
    }
}
