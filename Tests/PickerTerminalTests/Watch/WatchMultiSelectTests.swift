import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing
import PickerFormats

/// Multi-select on the watch styles' list, stack and sequence (issue 13, item 2): the same
/// ``MultiSelectPicker`` the wheel has, wrapped around a ``WatchStylePicker``.
@Suite("Watch styles: choosing several")
struct WatchMultiSelectTests {
    let plain = WatchFixtures.fruits(captions: false)

    func many(_ style: WatchStyle, _ choices: ChoiceSet, row: Int = 3, source: ItemListSource? = nil, printed: ItemOutput = .title)
        -> MultiSelectPicker<WatchStylePicker>
    {
        MultiSelectPicker(WatchFixtures.picker(style, source ?? plain, row: row, printed: printed), choices: choices)
    }

    @Test("List: a ✓ before chosen items, a • before the others, the count in the header")
    func listFrame() {
        let driver = PickerDriver(many(.list, ChoiceSet([1, 3], limit: 3)), width: 40, height: 8)
        #expect(driver.lines == [
            "Fruit · 2/3 chosen",
            "✓   Apricot                            A",
            "•   Avocado                            D",
            "✓ › Banana                             G",
            "•   Blackberry                         K",
            "•   Blueberry                          N",
            "•   Cherry                             Q",
            "space choose · enter select · esc cancel",
        ])
    }

    @Test("List with captions: each item marked once, on its title's line")
    func listWithCaptions() {
        let driver = PickerDriver(many(.list, ChoiceSet([3]), source: WatchFixtures.fruits()), width: 40, height: 8)
        // Three items of two lines fit; the seventh line, under the last whole item, gets no mark.
        #expect(driver.lines == [
            "Fruit · 1/30 chosen",
            "•   Avocado                            A",
            "    Creamy                             C",
            "✓ › Banana                             F",
            "    Yellow and sweet                   H",
            "•   Blackberry                         L",
            "    Dark and tart                      N",
            "                                       Q",
        ])
    }

    @Test("Stack and sequence: the card under the selection is marked when chosen")
    func cards() {
        var stack = PickerDriver(many(.stack, ChoiceSet()), width: 30, height: 12)
        stack.type(" ")
        stack.settle()
        // The top card is marked on its first line; each peeking card on its edge.
        #expect(stack.lines == [
            "Fruit · 1/30 chosen",
            "✓ ╭──────────────────────────╮",
            "  │                          │",
            "  │                          │",
            "  │          Banana          │",
            "  │                          │",
            "  │                          │",
            "  ╰──────────────────────────╯",
            "•   ╰───── Blackberry ─────╯",
            "•     ╰─── Blueberry ────╯",
            "•       ╰─── Cherry ───╯",
            "enter select · esc cancel",
        ])
        var sequence = PickerDriver(many(.sequence, ChoiceSet()), width: 24, height: 7)
        sequence.type(" ")
        #expect(sequence.lines == [
            "Fruit · 1/30 chosen",
            "✓ ╭────────────────────╮",
            "  │                    │",
            "  │       Banana       │",
            "  │                    │",
            "  │                    │",
            "  ╰────────────────────╯",
        ])
        sequence.press(.right)
        #expect(sequence.lines[1] == "• ╭────────────────────╮")
        #expect(sequence.lines[3] == "  │     Blackberry     │")
    }

    @Test("Space toggles; past --limit a toggle is refused with a notice")
    func limit() {
        var driver = PickerDriver(many(.list, ChoiceSet(limit: 2), row: 0), width: 60, height: 8)
        driver.type(" ")
        driver.press(.down)
        driver.type(" ")
        driver.press(.down)
        driver.type(" ")
        #expect(driver.lines[0] == "Fruit · 2/2 chosen")
        #expect(driver.lines.last == "at most 2 can be chosen")
        #expect(driver.picker.choices.ordered == [0, 1])
    }

    @Test("Enter prints the chosen items in list order, as --print says, whatever the order chosen in")
    func outputOrder() {
        for style in [WatchStyle.list, .stack, .sequence] {
            var driver = PickerDriver(many(style, ChoiceSet()), width: 40, height: 10)
            driver.press(.down)       // Blackberry
            driver.type(" ")
            driver.press(.home)       // Apple
            driver.type(" ")
            driver.settle()
            driver.press(.enter)
            #expect(driver.status == .confirmed, "\(style)")
            #expect(driver.outputText == "Apple\nBlackberry", "\(style)")
        }
        var captions = PickerDriver(many(.list, ChoiceSet([6, 0]), source: WatchFixtures.fruits(), printed: .caption), width: 40)
        captions.press(.enter)
        #expect(captions.outputText == "Crisp and red\nDark red")
    }

    @Test("A click on a list item's mark toggles that item, not the selection")
    func clickOnMark() {
        var driver = PickerDriver(many(.list, ChoiceSet()), width: 40, height: 8)
        let line = driver.lines.firstIndex { $0.contains("Apricot") } ?? 0
        driver.click(x: 0, y: line)
        #expect(driver.picker.choices.ordered == [1])
        #expect(driver.picker.list.currentRow == 3)
    }

    @Test("Lines still arriving become items; the chosen stay chosen and the count grows")
    func streaming() {
        let empty = ItemListSource(lines: LineListSource(bytes: []))
        var picker = MultiSelectPicker(WatchStylePicker(WheelPicker(source: empty), style: .list), choices: ChoiceSet())
        let first = picker.absorb(.bytes(Array("Apple\nBanana\n".utf8)))
        _ = picker.perform(.toggle)
        let second = picker.absorb(.bytes(Array("Cherry\n".utf8)))
        #expect(first && second)
        #expect(picker.list.rowCount == 3)
        #expect(picker.prompt.header == "1/3 chosen")
        #expect(picker.output == Array("Apple".utf8))
    }
}
