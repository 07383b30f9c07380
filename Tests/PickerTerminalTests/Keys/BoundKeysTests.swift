import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// `--bind`'s key map: keys rebound to fzf's actions, looked up before a picker's own keys, on
/// the wheel, the filter and multi-select, and the help line naming rebound accept and abort keys.
@Suite("Bound keys: fzf's actions on the choose pickers")
struct BoundKeysTests {
    static let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elder"]
    static let ctrlY = KeyStroke(.character("y"), .control)

    static func keys(_ bindings: [(KeyStroke, String, BoundKeyAction)]) -> BoundKeys {
        var keys = BoundKeys()
        for (stroke, name, action) in bindings { keys.bind(stroke, named: name, to: action) }
        return keys
    }

    func wheel(_ bindings: [(KeyStroke, String, BoundKeyAction)], selected: Int = 2) -> WheelTerminalPicker<ListSource> {
        var picker = WheelTerminalPicker(WheelPicker(source: ListSource(columns: [Self.fruits]), selection: [selected]), header: "Fruit")
        picker.prompt.boundKeys = Self.keys(bindings)
        return picker
    }

    func many(_ bindings: [(KeyStroke, String, BoundKeyAction)], limit: Int? = nil, disabled: Set<Int> = [])
        -> MultiSelectPicker<WheelTerminalPicker<ListSource>>
    {
        let source = ListSource(columns: [Self.fruits], disabled: [0: disabled])
        var picker = MultiSelectPicker(WheelTerminalPicker(WheelPicker(source: source, selection: [0]), header: "Fruit"),
                                       choices: ChoiceSet(limit: limit))
        picker.prompt.boundKeys = Self.keys(bindings)
        return picker
    }

    @Test("a key bound again keeps its last action; Enter accepts unless it is rebound")
    func laterWins() {
        let keys = Self.keys([(Self.ctrlY, "ctrl-y", .abort), (Self.ctrlY, "ctrl-y", .accept), (KeyStroke(.enter), "enter", .toggle)])
        #expect(keys.action(for: Self.ctrlY) == .accept)
        #expect(keys.accepts(Self.ctrlY))
        #expect(!keys.accepts(KeyStroke(.enter)))
        #expect(BoundKeys().accepts(KeyStroke(.enter)))
        #expect(keys.action(for: KeyStroke(.tab)) == nil)
    }

    @Test("the wheel: a key bound to accept confirms, to abort cancels; Enter bound elsewhere no longer confirms")
    func acceptAndAbort() {
        var driver = PickerDriver(wheel([(Self.ctrlY, "ctrl-y", .accept), (KeyStroke(.enter), "enter", .last)]), width: 50)
        driver.press(.enter)
        driver.settle()
        #expect(driver.status == .running)
        driver.press(.character("y"), .control)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Elder")

        var aborting = PickerDriver(wheel([(KeyStroke(.character("q"), .control), "ctrl-q", .abort)]), width: 50)
        aborting.press(.character("q"), .control)
        #expect(aborting.status == .cancelled)
    }

    @Test("first, last and the page keys move as Home, End and Page Up/Down do", arguments: [
        (BoundKeyAction.first, 2, "Apple"), (.last, 2, "Elder"), (.pageDown, 0, "Elder"), (.pageUp, 4, "Apple"),
    ])
    func moving(action: BoundKeyAction, selected: Int, expected: String) {
        var driver = PickerDriver(wheel([(Self.ctrlY, "ctrl-y", action)], selected: selected), width: 50, height: 8)
        driver.press(.character("y"), .control)
        driver.settle()
        driver.press(.enter)
        #expect(driver.outputText == expected)
    }

    @Test("on a picker of one item the choosing actions do nothing, as fzf's do without --multi", arguments: [
        BoundKeyAction.toggle, .toggleAll, .selectAll, .deselectAll,
    ])
    func choosingOnOne(action: BoundKeyAction) {
        var driver = PickerDriver(wheel([(KeyStroke(.enter), "enter", action)]), width: 50)
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(String(decoding: driver.picker.output, as: UTF8.self) == "Cherry")
    }

    @Test("multi-select: select-all chooses every item up to the limit and stays so; deselect-all unchooses")
    func selectAndDeselectAll() {
        let ctrlD = KeyStroke(.character("d"), .control)
        var driver = PickerDriver(many([(Self.ctrlY, "ctrl-y", .selectAll), (ctrlD, "ctrl-d", .deselectAll)], disabled: [1]), width: 70)
        driver.press(.character("y"), .control)
        driver.press(.character("y"), .control)
        #expect(driver.picker.choices.ordered == [0, 2, 3, 4])
        driver.press(.character("d"), .control)
        #expect(driver.picker.choices.ordered == [])

        var limited = PickerDriver(many([(Self.ctrlY, "ctrl-y", .selectAll)], limit: 2), width: 70)
        limited.press(.character("y"), .control)
        #expect(limited.picker.choices.ordered == [0, 1])
        limited.press(.enter)
        #expect(limited.outputText == "Apple\nBanana")
    }

    @Test("multi-select: toggle-all turns each item's choice over; toggle chooses the item under the selection")
    func toggles() {
        let ctrlT = KeyStroke(.character("t"), .control)
        var driver = PickerDriver(many([(Self.ctrlY, "ctrl-y", .toggleAll), (ctrlT, "ctrl-t", .toggle)]), width: 70)
        driver.press(.character("t"), .control)
        #expect(driver.picker.choices.ordered == [0])
        driver.press(.character("y"), .control)
        #expect(driver.picker.choices.ordered == [1, 2, 3, 4])
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Banana\nCherry\nDamson\nElder")
    }

    @Test("the help line names the keys bound to accept and abort, and drops a rebound Enter")
    func helpLine() {
        let added = wheel([(Self.ctrlY, "ctrl-y", .accept)])
        #expect(added.helpText(width: nil) == "↑↓ change · enter/ctrl-y select · esc cancel")
        let moved = wheel([(KeyStroke(.enter), "enter", .toggle), (Self.ctrlY, "ctrl-y", .accept), (KeyStroke(.character("q"), .control), "ctrl-q", .abort)])
        #expect(moved.helpText(width: nil) == "↑↓ change · ctrl-y select · esc/ctrl-q cancel")
        let chosen = many([(Self.ctrlY, "ctrl-y", .accept)])
        #expect(chosen.helpText(width: nil).contains("enter/ctrl-y select"))
        #expect(wheel([]).helpText(width: nil) == "↑↓ change · enter select · esc cancel")
    }
}
