import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Multi-select around the wheel (issue 13, item 2): frames, keys, clicks, output, speech.
@Suite("Multi-select: frames, keys and output")
struct MultiSelectGoldenTests {
    static let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elder"]

    func picker(_ choices: ChoiceSet, selected: Int = 2, header: String? = "Fruit", disabled: Set<Int> = [])
        -> MultiSelectPicker<WheelTerminalPicker<ListSource>>
    {
        let source = ListSource(columns: [Self.fruits], disabled: [0: disabled])
        return MultiSelectPicker(WheelTerminalPicker(WheelPicker(source: source, selection: [selected]), header: header),
                                 choices: choices)
    }

    @Test("the marker column: ✓ before chosen items, • before the others; the count in the header")
    func frame() {
        let driver = PickerDriver(picker(ChoiceSet([1, 3], limit: 3)), width: 70)
        #expect(driver.lines == [
            "Fruit · 2/3 chosen",
            "•   Apple",
            "✓   Banana",
            "• › Cherry ‹",
            "✓   Damson",
            "•   Elder",
            "space choose · ctrl-a all · ↑↓ change · enter select · esc cancel",
        ])
        // Short of room, the help line keeps Space before the wheel's own keys.
        #expect(PickerDriver(picker(ChoiceSet()), width: 40).lines.last == "space choose · enter select · esc cancel")
        // Without a limit the count is of all items; without a header the count alone.
        #expect(PickerDriver(picker(ChoiceSet(), header: nil), width: 40).lines[0] == "0/5 chosen")
    }

    @Test("the marks differ by style too: a chosen mark bold, the others not")
    func styles() {
        var buffer = Buffer(width: 20, height: 5)
        let wheel = WheelPicker(source: ListSource(columns: [Self.fruits]), selection: [2])
        let view = ChoiceMarkerColumnView(list: WheelView(wheel), choices: ChoiceSet([1]))
        view.render(into: &buffer, area: buffer.bounds, theme: .default(for: .indexed256))
        #expect(buffer.lines.map { String($0.prefix(1)) } == ["•", "✓", "•", "•", "•"])
        #expect(buffer.mask { $0.bold }.map { $0.first == "#" } == [false, true, false, false, false])
    }

    @Test("an item drawn on several lines gets one mark, on its first line")
    func multiLineItems() {
        /// Each item on two lines: its title, then a caption line.
        struct TwoLineList: RowListView {
            var rows: Int
            func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: width, height: rows * 2) }
            func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
                for line in 0..<min(area.height, rows * 2) {
                    buffer.write(line % 2 == 0 ? "item \(line / 2)" : "  caption", x: area.x, y: area.y + line,
                                 style: .plain, clip: area)
                }
            }
            func row(atLine line: Int, in area: Rect) -> Int? { line < rows * 2 ? line / 2 : nil }
        }
        var buffer = Buffer(width: 14, height: 5)
        ChoiceMarkerColumnView(list: TwoLineList(rows: 2), choices: ChoiceSet([1]))
            .render(into: &buffer, area: buffer.bounds, theme: .default(for: .none))
        #expect(buffer.lines == ["• item 0", "    caption", "✓ item 1", "    caption", ""])
    }

    @Test("Space toggles, a third is refused at limit 2 with a notice; the next key clears it")
    func limit() {
        var driver = PickerDriver(picker(ChoiceSet(limit: 2), selected: 0), width: 60)
        driver.type(" ")
        driver.press(.down)
        driver.type(" ")
        driver.press(.down)
        driver.type(" ")
        #expect(driver.lines[0] == "Fruit · 2/2 chosen")
        #expect(driver.lines.last == "at most 2 can be chosen")
        #expect(driver.picker.choices.ordered == [0, 1])
        driver.press(.up)
        #expect(driver.lines.last == "space choose · ↑↓ change · enter select · esc cancel")
    }

    @Test("Enter prints the chosen in list order, one per line, whatever the order they were chosen in")
    func outputOrder() {
        var driver = PickerDriver(picker(ChoiceSet()), width: 40)
        driver.press(.down)            // Damson
        driver.type(" ")
        driver.press(.home)            // Apple
        driver.type(" ")
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Apple\nDamson")
    }

    @Test("nothing toggled: Enter gives the item under the selection; with --min-count it refuses and says why")
    func nothingToggled() {
        var plain = PickerDriver(picker(ChoiceSet()), width: 40)
        plain.press(.enter)
        #expect(plain.outputText == "Cherry")
        var needy = PickerDriver(picker(ChoiceSet(minimumCount: 1)), width: 40)
        needy.press(.enter)
        #expect(needy.status == .running)
        #expect(needy.lines.last == "choose at least 1 (0 chosen)")
        needy.type(" ")
        needy.press(.enter)
        #expect(needy.status == .confirmed && needy.outputText == "Cherry")
    }

    @Test("a minimum of 0 given: Enter with nothing toggled confirms with no line at all; a toggled item still prints")
    func minimumOfZero() {
        var none = PickerDriver(picker(ChoiceSet(minimumCount: 0)), width: 40)
        none.press(.enter)
        #expect(none.status == .confirmed)
        #expect(none.picker.reportedRows == [])
        #expect(none.picker.outputLines == nil)
        var one = PickerDriver(picker(ChoiceSet(minimumCount: 0)), width: 40)
        one.type(" ")
        one.press(.enter)
        #expect(one.picker.outputLines == Array("Cherry".utf8))
        var plain = PickerDriver(picker(ChoiceSet()), width: 40)
        plain.press(.enter)
        #expect(plain.picker.outputLines == Array("Cherry".utf8))
    }

    @Test("Ctrl-A chooses all available up to the limit (a disabled item is skipped), again clears")
    func selectAll() {
        var driver = PickerDriver(picker(ChoiceSet(limit: 3), disabled: [1]), width: 60)
        driver.press(.character("a"), .control)
        #expect(driver.picker.choices.ordered == [0, 2, 3])
        driver.press(.character("a"), .control)
        #expect(driver.picker.choices.ordered == [])
        driver.press(.up)             // Banana, disabled
        driver.type(" ")
        #expect(driver.lines.last == "this item cannot be chosen")
    }

    @Test("Ctrl-A over a long list chooses a slice per event and tick, so it never holds up a key; Enter first finishes it")
    func selectAllInSlices() {
        let rows = ChoiceSweep.rowsPerSlice * 2 + 7
        let source = ListSource(columns: [(0..<rows).map { "item \($0)" }])
        func longList() -> PickerDriver<MultiSelectPicker<WheelTerminalPicker<ListSource>>> {
            PickerDriver(MultiSelectPicker(WheelTerminalPicker(WheelPicker(source: source, selection: [0]), header: nil),
                                           choices: ChoiceSet()), width: 40)
        }
        var driver = longList()
        driver.press(.character("a"), .control)
        #expect(driver.picker.choices.count == ChoiceSweep.rowsPerSlice)
        // Counts are written as the language writes numbers: English groups thousands.
        let grouped = { (count: Int) in count.formatted(.number.locale(Locale(identifier: "en"))) }
        #expect(driver.lines.first == "\(grouped(ChoiceSweep.rowsPerSlice))/\(grouped(rows)) chosen")
        driver.advance(by: 1)
        #expect(driver.picker.choices.count == rows)
        #expect(!driver.picker.needsTicks)

        // Ctrl-A again while the first is under way undoes it.
        var undone = longList()
        undone.press(.character("a"), .control)
        undone.press(.character("a"), .control)
        #expect(undone.picker.choices.count == 0)
        undone.advance(by: 1)
        #expect(undone.picker.choices.count == 0)

        // Enter while it is under way answers with every row.
        var confirmed = longList()
        confirmed.press(.character("a"), .control)
        confirmed.press(.enter)
        #expect(confirmed.status == .confirmed)
        #expect(confirmed.picker.reportedRows.count == rows)
    }

    @Test("a click on a mark toggles its item; a click on a row still moves the wheel")
    func clicks() {
        var driver = PickerDriver(picker(ChoiceSet()), width: 40)
        driver.click(x: 0, y: 1)      // Apple's mark
        #expect(driver.picker.choices.ordered == [0])
        #expect(driver.lines[1] == "✓   Apple")
        driver.click(x: 0, y: 1)
        #expect(driver.picker.choices.ordered == [])
    }

    @Test("screen-reader lines: Space says the item, chosen or not, and the count; a move, the item and its place; a refusal")
    func speech() {
        var speaker = AccessibleTranscript(picker(ChoiceSet(limit: 1)))
        #expect(speaker.openingLines[0] == "Fruit, Cherry, 3 of 5, not chosen, 0 of 1 chosen")
        #expect(speaker.handle(.key(KeyStroke(.character(" "))), now: 1).lines == ["Cherry chosen, 1 of 1"])
        #expect(speaker.handle(.key(KeyStroke(.down)), now: 2).lines == ["Damson, 4 of 5, not chosen"])
        #expect(speaker.handle(.key(KeyStroke(.character(" "))), now: 3).lines == ["Damson not chosen, 1 of 1, at most 1 can be chosen"])
        #expect(speaker.handle(.key(KeyStroke(.up)), now: 4).lines == ["Cherry, 3 of 5, chosen"])
        #expect(speaker.handle(.key(KeyStroke(.character(" "))), now: 5).lines == ["Cherry not chosen, 0 of 1"])
        // Behaviour 6.3: at most six words after a key.
        #expect(speaker.handle(.key(KeyStroke(.character(" "))), now: 6).lines.joined().split(separator: " ").count <= 6)
    }

    @Test("screen-reader lines say the toggle in the chrome's language")
    func speechInGerman() {
        let strings = PromptStrings(language: "de")
        #expect(strings.text(.spokenItemChosen, .text("Apfel"), .count(1), .count(3)) == "Apfel gewählt, 1 von 3")
        #expect(strings.text(.spokenItemNotChosen, .text("Apfel"), .count(0), .count(3)) == "Apfel nicht gewählt, 0 von 3")
    }
}
