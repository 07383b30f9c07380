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
        KeyBinding([KeyStroke(.down)], "move", help: "↑↓ move", spoken: "Arrows move", priority: .high),
        KeyBinding([KeyStroke(.pageDown)], "page", help: "pgdn page", spoken: "Page Down pages"),
        KeyBinding([KeyStroke(.character("t"))], "today", help: "t today", priority: .low),
        KeyBinding([KeyStroke(.character("x"))], "extra", help: "x extra", priority: .low),
        KeyBinding([KeyStroke(.enter)], "ok", help: "enter select", spoken: "Enter selects", role: .confirm),
        KeyBinding([KeyStroke(.escape)], "no", help: "esc cancel", spoken: "Escape cancels", role: .cancel),
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

    /// The help line as first written: join the labels kept, measure the whole line, drop one
    /// label, again, until it fits. ``KeyBindingTable/helpLine(width:)`` adds widths instead.
    static func helpLineByRemeasuring<Action>(_ table: KeyBindingTable<Action>, width: Int) -> String {
        let entries = table.entries
        var shown = entries.indices.filter { entries[$0].help != nil }
        let line = { shown.compactMap { entries[$0].help }.joined(separator: " · ") }
        let all = line()
        let essentials = shown.filter { entries[$0].priority == .essential }
        let essentialLine = essentials.compactMap { entries[$0].help }.joined(separator: " · ")
        guard DisplayText.width(all) > width, DisplayText.width(essentialLine) <= width else {
            return DisplayText.fitted(all, toWidth: width)
        }
        while DisplayText.width(line()) > width,
              let drop = shown.filter({ entries[$0].priority != .essential })
                  .min(by: { (entries[$0].priority, -$0) < (entries[$1].priority, -$1) }) {
            shown.removeAll { $0 == drop }
        }
        return line()
    }

    @Test("Adding label widths fits the line exactly as measuring it whole: the real tables and 500 varied ones, every width up to 90")
    func widthsAddUp() throws {
        let real: [KeyBindingTable<String>] = [
            Self.table,
            WatchKeyMap.list(hasIndex: true).map { "\($0)" },
            WatchKeyMap.linkClosed(isRightToLeft: true).map { "\($0)" },
            try F.picker(.dateAndTime, .inline).keyBindings.map { "\($0)" },
            try F.picker(.date, .compact).keyBindings.map { "\($0)" },
        ]
        let labels = ["↑↓ change", "←→ column", "t today", "enter select", "esc cancel", "pgup/pgdn 月", "alt+key index", "", "⌫ back", "tab 時間"]
        let priorities: [HelpPriority] = [.low, .normal, .high, .essential]
        // 500 more, their labels and priorities picked by arithmetic on a counter (the same
        // tables every run): 0 to 8 bindings, a third of them unlabelled.
        let variedTables = (0..<500).map { seed in
            KeyBindingTable<String>((0..<(seed % 9)).map { index in
                let pick = seed * 31 + index * 17
                let help = pick % 3 != 0 || index == 0 ? labels[pick % labels.count] : nil
                return KeyBinding([], "\(index)", help: help, priority: priorities[(seed / 9 + index * 5) % priorities.count])
            })
        }
        for table in real + variedTables {
            for width in 0...90 {
                #expect(table.helpLine(width: width) == Self.helpLineByRemeasuring(table, width: width))
            }
        }
    }

    @Test("Spoken hints and the ending come from the same rows")
    func spoken() {
        #expect(Self.table.spokenPartHints == ["Arrows move", "Page Down pages"])
        #expect(Self.table.spokenEnding == "Enter selects, Escape cancels.")
    }

    @Test("Ctrl-C and Ctrl-Z are dropped from any table")
    func reserved() {
        let table = KeyBindingTable([KeyBinding([KeyStroke(.character("c"), .control), KeyStroke(.escape)], "quit")])
        #expect(table.action(for: KeyStroke(.character("c"), .control)) == nil)
        #expect(table.action(for: KeyStroke(.escape)) == "quit")
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
