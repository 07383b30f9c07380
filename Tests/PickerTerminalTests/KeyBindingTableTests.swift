import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Key bindings as data (issue 9): one table per picker generates its help line and its spoken
/// hints; a narrow help line drops low-priority labels first and never Enter or Esc.
@Suite("Key binding tables")
struct KeyBindingTableTests {
    typealias F = DateFixtures

    static let table = KeyBindingTable<String>([
        KeyBinding([KeyPress(.down)], "move", help: "↑↓ move", spoken: "Arrows move", priority: .high),
        KeyBinding([KeyPress(.pageDown)], "page", help: "pgdn page", spoken: "Page Down pages"),
        KeyBinding([KeyPress(.character("t"))], "today", help: "t today", priority: .low),
        KeyBinding([KeyPress(.character("x"))], "extra", help: "x extra", priority: .low),
        KeyBinding([KeyPress(.enter)], "ok", help: "enter select", spoken: "Enter selects", role: .confirm),
        KeyBinding([KeyPress(.escape)], "no", help: "esc cancel", spoken: "Escape cancels", role: .cancel),
    ])

    @Test("The help line drops the lowest priority first, the later of equals first, never Enter or Esc",
          arguments: [
              (80, "↑↓ move · pgdn page · t today · x extra · enter select · esc cancel"),
              (60, "↑↓ move · pgdn page · t today · enter select · esc cancel"),
              (50, "↑↓ move · pgdn page · enter select · esc cancel"),
              (40, "↑↓ move · enter select · esc cancel"),
              (25, "enter select · esc cancel"),
              // Too narrow even for Enter and Esc: nothing dropped, the line is cut.
              (20, "↑↓ move · pgdn page…"),
          ])
    func narrowHelp(width: Int, line: String) {
        #expect(Self.table.helpLine(width: width) == line)
    }

    @Test("Spoken hints and the ending come from the same rows")
    func spoken() {
        #expect(Self.table.spokenPartHints == ["Arrows move", "Page Down pages"])
        #expect(Self.table.spokenEnding == "Enter selects, Escape cancels.")
    }

    @Test("Ctrl-C and Ctrl-Z are dropped from any table")
    func reserved() {
        let table = KeyBindingTable([KeyBinding([KeyPress(.character("c"), .control), KeyPress(.escape)], "quit")])
        #expect(table.action(for: KeyPress(.character("c"), .control)) == nil)
        #expect(table.action(for: KeyPress(.escape)) == "quit")
    }

    @Test("pick date at 40 columns keeps `esc cancel`; the wheel picker keeps it too")
    func realPickersAtForty() throws {
        let date = PickerDriver(try F.picker(.date, .inline), width: 40)
        #expect(date.lines.last == "←→↑↓ day · enter select · esc cancel")
        let wide = PickerDriver(try F.picker(.date, .inline), width: 80)
        #expect(wide.lines.last == "←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel")
        let clock = WheelTerminalPicker(WheelPicker(source: Fixtures.clock, selection: [9, 30]))
        #expect(PickerDriver(clock, width: 40).lines.last == "↑↓ change · enter select · esc cancel")
        let time = PickerDriver(try F.picker(.dateAndTime, .compact), width: 34)
        #expect(time.lines.last == "enter edit · esc cancel")
    }

    @Test("A picker's spoken hints are its table's")
    func hintsFromTable() throws {
        let picker = WheelTerminalPicker(WheelPicker(source: Fixtures.fruits, selection: [1]), header: "Fruit")
        let hints = picker.keyBindings.spokenPartHints
        #expect(hints == ["Up and Down arrows adjust the value", "typing jumps to an item"])
        #expect(picker.accessibleAnnouncement.hasSuffix(hints.joined(separator: "; ") + "."))
        let grid = try F.picker(.date, .inline)
        let gridHints = grid.editorKeyBindings.spokenPartHints
        #expect(gridHints == ["Arrow keys move by day and week", "Page Up and Page Down by month", "T goes to today"])
        #expect(grid.announcement().hasSuffix(gridHints.joined(separator: ", ") + "."))
    }
}
