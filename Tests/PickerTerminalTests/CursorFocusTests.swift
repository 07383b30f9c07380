import Foundation
import PickerCore
import PickerFormats
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Behaviour 6.2: after every frame the terminal's cursor rests on the value the person is on,
/// which the view drawing it marks as the frame's focus: the wheel's band at the focused
/// column's title, the grid's day, the field's segment, the list's row, the filter's
/// highlighted match, the form's focused field, the compact button or its open popover.
@Suite("The cursor rests on the selected value")
struct CursorFocusTests {
    /// The text from the frame's focus to the end of its row.
    static func textAtFocus<Picker>(_ driver: PickerDriver<Picker>) -> String {
        guard let focus = driver.buffer.focus else { return "<no focus>" }
        let buffer = driver.buffer
        return (focus.x..<buffer.width).map { buffer[$0, focus.y].grapheme }.joined()
    }

    /// The row the focus is on, as text.
    static func focusedLine<Picker>(_ driver: PickerDriver<Picker>) -> String {
        driver.buffer.focus.map { driver.lines[$0.y] } ?? "<no focus>"
    }

    @Test("A wheel: the band, at the selected title, following ↓")
    func wheel() {
        var driver = PickerDriver(WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [0]), header: "Fruit"), width: 30)
        #expect(Self.textAtFocus(driver).hasPrefix("Apple "), "\(driver.frame)")
        driver.press(.down)
        driver.settle()
        #expect(Self.textAtFocus(driver).hasPrefix("Banana "), "\(driver.frame)")
        #expect(Self.focusedLine(driver).hasPrefix("› Banana "), "the band's row: \(driver.frame)")
    }

    @Test("Wheels of several columns: the focused column's title, left to right and mirrored")
    func columns() {
        var driver = PickerDriver(WheelTerminalPicker(Fixtures.wheel(Fixtures.clock, [9, 30]), header: "Time"), width: 30)
        let hours = driver.buffer.focus
        #expect(Self.textAtFocus(driver).hasPrefix("09"), "\(driver.frame)")
        driver.press(.right)
        #expect(Self.textAtFocus(driver).hasPrefix("30"), "\(driver.frame)")
        #expect((driver.buffer.focus?.x ?? 0) > (hours?.x ?? .max), "minutes are right of hours")

        var mirrored = PickerDriver(
            WheelTerminalPicker(Fixtures.wheel(Fixtures.clock, [9, 30]), header: "Time", isRightToLeft: true), width: 30)
        let mirroredHours = mirrored.buffer.focus
        #expect(Self.textAtFocus(mirrored).hasPrefix("09"), "\(mirrored.frame)")
        // Mirrored, the minutes are on the left, and ← goes to them.
        mirrored.press(.left)
        #expect(Self.textAtFocus(mirrored).hasPrefix("30"), "\(mirrored.frame)")
        #expect((mirrored.buffer.focus?.x ?? .max) < (mirroredHours?.x ?? 0), "mirrored, minutes are left of hours")
    }

    @Test("The month grid: the chosen day, then from the first key the caption naming it; without the caption's row, the day")
    func monthGrid() throws {
        var driver = DateFixtures.driver(try DateFixtures.picker(.date, .inline))
        #expect(Self.textAtFocus(driver).hasPrefix("22"), "\(driver.frame)")
        #expect(driver.lines[8].isEmpty, "the caption's row waits for a key")
        driver.press(.down)
        #expect(Self.textAtFocus(driver).hasPrefix("Day, Sunday, November 29, 2026"), "\(driver.frame)")
        let caption = try #require(driver.buffer.focus)
        #expect(caption.y == 8 && driver.lines[caption.y + 1].hasPrefix("←→↑↓"), "the caption is the row above the help line")
        driver.press(.up)
        #expect(Self.textAtFocus(driver).hasPrefix("Day, Today, Sunday, November 22, 2026"), "\(driver.frame)")
        #expect(driver.buffer.focus == caption)

        // Eight rows for the grid: no caption, and the cursor rests on the day itself.
        var short = PickerDriver(try DateFixtures.picker(.date, .inline), width: 80, height: 8)
        #expect(Self.textAtFocus(short).hasPrefix("22"), "\(short.frame)")
        let day = try #require(short.buffer.focus)
        short.press(.down)
        #expect(Self.textAtFocus(short).hasPrefix("29"), "\(short.frame)")
        #expect(short.buffer.focus == CursorPosition(x: day.x, y: day.y + 1))
    }

    @Test("A date field: the focused segment, following →; mirrored, on the right")
    func field() throws {
        var driver = DateFixtures.driver(try DateFixtures.picker(.date, .field, header: "Check-in"), width: 60)
        #expect(driver.buffer.focus == CursorPosition(x: 0, y: 1))
        driver.press(.right)
        #expect(driver.buffer.focus == CursorPosition(x: 3, y: 1))
        #expect(Self.textAtFocus(driver).hasPrefix("22/"))

        let state = DatePickerState(
            mode: .date, style: .field, date: DateFixtures.nov22, locale: Locale(identifier: "he_IL"),
            calendar: Calendar(identifier: .hebrew), timeZone: DateFixtures.berlin, now: DateFixtures.nov22)
        let mirrored = DateFixtures.driver(try DateTerminalPicker(state: state, header: nil, showsHelp: false), width: 30)
        // The day, first in reading order, is focused: on the right.
        #expect(mirrored.buffer.focus == CursorPosition(x: 28, y: 0), "\(mirrored.frame)")
    }

    @Test("The list style: the highlighted row's title")
    func list() {
        var driver = PickerDriver(WatchFixtures.picker(.list, WatchFixtures.fruits(captions: false), row: 3), width: 40)
        #expect(Self.textAtFocus(driver).hasPrefix("Banana"), "\(driver.frame)")
        #expect(Self.focusedLine(driver).hasPrefix("› Banana"))
        driver.press(.down)
        driver.settle()
        #expect(Self.textAtFocus(driver).hasPrefix("Blackberry"), "\(driver.frame)")
    }

    @Test("A filter: the highlighted match while typing, the query line when nothing matches")
    func filter() {
        let lines = LineListSource(lines: ["apple", "banana", "cherry"])
        var driver = PickerDriver(FilteringWheelPicker(LineFilter(source: lines), header: "Fruit"), width: 30)
        #expect(Self.textAtFocus(driver).hasPrefix("apple"), "\(driver.frame)")
        driver.type("an")
        driver.settle()
        #expect(Self.textAtFocus(driver).hasPrefix("banana"), "\(driver.frame)")
        driver.type("zz")
        driver.settle()
        #expect(Self.focusedLine(driver).hasPrefix("> anzz"), "\(driver.frame)")
        #expect(driver.buffer.focus?.x == 6, "at the query's end: \(driver.frame)")
    }

    @Test("A form: the focused field's value, under its label")
    func form() throws {
        let driver = try FormFixtures.driver()
        #expect(Self.textAtFocus(driver).hasPrefix("Apple"), "\(driver.frame)")
        let focus = try #require(driver.buffer.focus)
        #expect(driver.lines.prefix(focus.y).contains("Fruit"), "the label is above: \(driver.frame)")
    }

    @Test("A compact date: the button's date, then the open popover's day")
    func compact() throws {
        var driver = PickerDriver(try DateFixtures.picker(.date, .compact), width: 40, followsHeight: true)
        let button = try #require(driver.buffer.focus)
        #expect(Self.textAtFocus(driver).hasPrefix("Nov 22, 2026"), "\(driver.frame)")
        driver.press(.enter)
        #expect(Self.textAtFocus(driver).hasPrefix("Day, November 22, 2026"), "\(driver.frame)")
        #expect((driver.buffer.focus?.y ?? 0) > button.y, "the popover is under the button")
    }

    @Test("The window-too-small notice: its first cell")
    func tooSmall() {
        let driver = PickerDriver(WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [2])), width: 4, height: 2)
        #expect(driver.buffer.focus == CursorPosition(x: 0, y: 0))
    }
}
