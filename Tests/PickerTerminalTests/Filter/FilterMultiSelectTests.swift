import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Issue 24: filtering with several chosen (`pick choose --filter --no-limit`, as `fzf -m` and
/// `gum filter --no-limit`), on the wheel and the list style — the same ``MultiSelectPicker``
/// around the filtering list: Tab chooses the selected match, the chosen set survives query
/// changes, Enter prints the chosen lines in input order (the selected match when none is
/// chosen), the limit and the minimum hold, and disabled matches cannot be chosen.
@Suite("Filtering with several chosen")
struct FilterMultiSelectTests {
    static let fruit = ["Apple", "Banana", "Cherry", "Mango", "Orange"]

    /// The filtering pickers, each made multi-select with `choices`: the wheel, then the list.
    static func pickers(_ choices: ChoiceSet, disabled: Set<String> = []) -> [any FilterMultiSelectCase] {
        let lines = LineListSource(lines: fruit, disabledValues: disabled)
        return [
            DrivenPicker(MultiSelectPicker(FilteringWheelPicker(LineFilter(source: lines), header: "Fruit"), choices: choices)),
            DrivenPicker(MultiSelectPicker(
                WatchStylePicker(WheelPicker(source: ItemListSource(filtering: lines, mode: .exact)), style: .list, header: "Fruit"),
                choices: choices)),
        ]
    }

    @Test("Tab chooses across queries; Enter prints the chosen in input order", arguments: 0..<2)
    func chosenSurviveQueries(index: Int) throws {
        // Mango chosen under "ng", then Banana under "an": printed Banana first, as read.
        let output = try Self.pickers(ChoiceSet())[index].run(#""ng" tab ctrl-u "ban" tab enter"#)
        #expect(output == "Banana\nMango")
    }

    @Test("Enter with items chosen confirms them even when the query matches nothing", arguments: 0..<2)
    func chosenWithoutMatch(index: Int) throws {
        let picker = Self.pickers(ChoiceSet())[index]
        #expect(try picker.run(#""kiwi" enter"#) == nil)
        #expect(try picker.run(#"ctrl-u "man" tab ctrl-u "kiwi" enter"#) == "Mango")
    }

    @Test("Space is typed into the query, not a toggle", arguments: 0..<2)
    func spaceTypes(index: Int) throws {
        // "a n" matches lines holding both words' letters: Banana, Mango, Orange; Tab chooses the first.
        let output = try Self.pickers(ChoiceSet())[index].run(#""a n" tab enter"#)
        #expect(output == "Banana")
    }

    @Test("Enter with nothing chosen prints the selected match", arguments: 0..<2)
    func noneChosen(index: Int) throws {
        #expect(try Self.pickers(ChoiceSet())[index].run(#""ch" enter"#) == "Cherry")
    }

    @Test("Tab again unchooses; the header counts the chosen of all lines", arguments: 0..<2)
    func untoggle(index: Int) throws {
        let picker = Self.pickers(ChoiceSet())[index]
        #expect(try picker.run(#""app" tab"#) == nil)
        #expect(picker.lines.first == "Fruit · 1/5 chosen")
        #expect(try picker.run(#"tab ctrl-u "che" tab enter"#) == "Cherry")
    }

    @Test("--limit: one past the limit is refused with the multi-select notice", arguments: 0..<2)
    func limit(index: Int) throws {
        let picker = Self.pickers(ChoiceSet(limit: 1))[index]
        #expect(try picker.run(#""app" tab ctrl-u "che" tab"#) == nil)
        #expect(picker.lines.last == "at most 1 can be chosen")
        #expect(try picker.run("enter") == "Apple")
    }

    @Test("--min-count: Enter waits until enough are chosen", arguments: 0..<2)
    func minimum(index: Int) throws {
        let picker = Self.pickers(ChoiceSet(minimumCount: 2))[index]
        #expect(try picker.run(#""app" tab enter"#) == nil)
        #expect(picker.lines.last == "choose at least 2 (1 chosen)")
        #expect(try picker.run(#"ctrl-u "man" tab enter"#) == "Apple\nMango")
    }

    @Test("A disabled match cannot be chosen", arguments: 0..<2)
    func disabled(index: Int) throws {
        let picker = Self.pickers(ChoiceSet(), disabled: ["Banana"])[index]
        #expect(try picker.run(#""ban" tab"#) == nil)
        #expect(picker.lines.last == "this item cannot be chosen")
        #expect(try picker.run(#"ctrl-u "man" tab enter"#) == "Mango")
    }

    @Test("Golden frame: the marks beside the query line's matches, the chosen kept under a new query")
    func goldenFrame() throws {
        var driver = PickerDriver(
            MultiSelectPicker(
                WatchStylePicker(
                    WheelPicker(source: ItemListSource(filtering: LineListSource(lines: Self.fruit), mode: .exact)), style: .list,
                    header: "Fruit"),
                choices: ChoiceSet()),
            width: 40, height: 9)
        try driver.run(#""an" tab down tab ctrl-u"#)
        // The query cleared: every line matches again, Banana and Mango still chosen.
        #expect(driver.lines == [
            "Fruit · 2/5 chosen",
            "  >                                  5/5",
            "• › Apple",
            "✓   Banana",
            "•   Cherry",
            "✓   Mango",
            "•   Orange",
            "",
            "enter select · esc clear/cancel",
        ])
    }
}

/// One multi-select filtering picker under test, whatever list it wraps.
protocol FilterMultiSelectCase: AnyObject {
    /// Runs `script`; the printed lines once confirmed, nil while still open.
    func run(_ script: String) throws -> String?
    /// The frame's lines after the last run.
    var lines: [String] { get }
}

/// Kept between runs: the driver, so a second script goes on where the first stopped.
final class DrivenPicker<List: RowListPicker>: FilterMultiSelectCase {
    var driver: PickerDriver<MultiSelectPicker<List>>

    init(_ picker: MultiSelectPicker<List>) {
        driver = PickerDriver(picker, width: 40, height: 9)
    }

    func run(_ script: String) throws -> String? {
        try driver.run(script)
        driver.settle()
        return driver.outputText
    }

    var lines: [String] { driver.lines }
}
