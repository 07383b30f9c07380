import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing
import PickerFormats

/// Issue 13, section 3 on the list style: `pick choose --style list --filter` as a person uses
/// it, in the virtual terminal — the same keys and answers as the wheel's filter.
@Suite("Watch styles: filtering the list")
struct WatchFilterTests {
    static let fruit = ["Apple", "Banana", "Mango", "Orange", "Ananas", "Zürich"]

    /// A filtered list of `lines` (split into title and caption when `captions`).
    static func picker(
        _ lines: [String] = fruit, mode: FilterMode = .exact, query: String = "", captions: Bool = false,
        printed: ItemOutput = .title
    ) -> WatchStylePicker {
        let source = ItemListSource(
            filtering: LineListSource(lines: lines), mode: mode, fields: captions ? ItemFields(order: [.title, .caption]) : .wholeLine)
        return WatchStylePicker(WheelPicker(source: source), style: .list, header: "Fruit", printed: printed, query: query)
    }

    @Test("Golden frame, exact: the query line under the header, the matching items listed under it")
    func goldenExact() {
        var driver = PickerDriver(Self.picker(), width: 44, height: 9)
        #expect(driver.frame == """
            Fruit
            >                                        6/6
            › Apple
              Banana
              Mango
              Orange
              Ananas
              Zürich
            enter select · esc clear/cancel
            """)
        driver.type("an")
        #expect(driver.frame == """
            Fruit
            > an                                     4/6
            › Banana
              Mango
              Orange
              Ananas


            enter select · esc clear/cancel
            """)
    }

    @Test("Golden frame, fuzzy with captions: ranked best first, captions under the titles, matched characters underlined")
    func goldenFuzzyCaptions() {
        var driver = PickerDriver(Self.picker(WatchFixtures.fruitLines, mode: .fuzzy, captions: true), width: 44, height: 13)
        driver.type("bry")
        #expect(driver.frame == """
            Fruit
            > bry                                   4/30
            › Elderberry
              For cordial
              Raspberry
              Red and soft
              Blackberry
              Dark and tart
              Blueberry
              Small and blue


            enter select · esc clear/cancel
            """)
        // b, r and y of each title; the captions under them are not marked.
        #expect(driver.buffer.mask { $0.underline } == [
            "", "", "       # # #", "", "      # # #", "", "       # # #", "", "      # # #", "", "", "", "",
        ])
    }

    @Test("Fuzzy ranks by match quality: a match at word starts comes before one spread inside a word")
    func fuzzyRanking() {
        var driver = PickerDriver(
            Self.picker(["src/main.swift", "README.md", "src/model/item.swift"], mode: .fuzzy), width: 40, height: 8)
        driver.type("mi")
        #expect(driver.lines[1].hasSuffix("2/3"))
        #expect(driver.lines[2] == "› src/model/item.swift")
        #expect(driver.lines[3] == "  src/main.swift")
    }

    @Test("Backspace widens, Ctrl-U clears, ↑/↓ move within the matches, Enter chooses the selected match")
    func keys() {
        var driver = PickerDriver(Self.picker(), width: 44, height: 9)
        driver.type("ana")
        #expect(driver.lines[1].hasSuffix("2/6"))
        driver.press(.backspace)
        #expect(driver.lines[1].hasPrefix("> an ") && driver.lines[1].hasSuffix("4/6"))
        driver.press(.character("u"), .control)
        #expect(driver.lines[1].hasSuffix("6/6"))
        driver.type("AN")
        driver.press(.down)
        driver.press(.down)
        driver.settle()
        #expect(driver.lines.contains("› Orange"))
        driver.press(.up)
        driver.settle()
        driver.press(.enter)
        #expect(driver.status == .confirmed && driver.outputText == "Mango")
    }

    @Test("Case and diacritics are ignored, words match in any order; letters type instead of jumping")
    func matching() {
        var driver = PickerDriver(Self.picker(["Zürich Hauptbahnhof", "Bern", "Zug Bahnhof"]), width: 44, height: 9)
        driver.type("BAHN zu")
        #expect(driver.lines[1].hasSuffix("2/3"))
        driver.type("r")
        #expect(driver.lines[1].hasSuffix("1/3"))
        driver.press(.enter)
        #expect(driver.outputText == "Zürich Hauptbahnhof")
    }

    @Test("Esc clears a query first, and cancels once it is empty")
    func escapeTwice() {
        var driver = PickerDriver(Self.picker(query: "zu"), width: 44, height: 9)
        #expect(driver.lines[1].hasPrefix("> zu ") && driver.lines[2] == "› Zürich")
        driver.press(.escape)
        driver.advance(by: 0.1)
        #expect(driver.status == .running)
        #expect(driver.lines[1].hasSuffix("6/6"))
        driver.press(.escape)
        driver.advance(by: 0.1)
        #expect(driver.outcome == .cancelled)
        #expect(driver.output == nil)
    }

    @Test("Enter with no match does nothing; a paste is typed into the query")
    func noMatchAndPaste() {
        var driver = PickerDriver(Self.picker(), width: 44, height: 9)
        driver.paste("xyz")
        #expect(driver.lines[1].hasPrefix("> xyz ") && driver.lines[1].hasSuffix("0/6"))
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(driver.picker.spokenValue == "no matches")
    }

    @Test("What is printed is the chosen match's line or input row, not its place among the matches")
    func printedFields() {
        var line = PickerDriver(Self.picker(["Apple\tred", "Banana\tyellow"], query: "yel", captions: true, printed: .line), width: 40)
        line.press(.enter)
        #expect(line.outputText == "Banana\tyellow")
        var index = PickerDriver(Self.picker(query: "zu", printed: .index), width: 40)
        index.press(.enter)
        #expect(index.outputText == "5")
    }

    @Test("Lines arriving while it is shown are matched as they come; the count follows")
    func arrivingLines() {
        let source = ItemListSource(filtering: LineListSource(bytes: Array("apple\nbanana\n".utf8)), mode: .exact)
        var picker = WatchStylePicker(WheelPicker(source: source), style: .list, query: "an")
        #expect(picker.queryLine?.countText == "1/2")
        let grew = picker.absorb(.bytes(Array("mango\nkiwi\nana".utf8)))
        #expect(grew)
        #expect(picker.queryLine?.countText == "2/4")
        let ended = picker.absorb(.end)
        #expect(ended)
        #expect(picker.queryLine?.countText == "3/5")
        #expect(picker.index.entries.isEmpty)
    }

    @Test("The help line and the keys are the filter's: letters type into the query, no index jumps")
    func bindings() {
        let picker = Self.picker()
        #expect(picker.keyBindings.action(for: KeyStroke(.character("b"))) == .filter(.type("b")))
        #expect(picker.keyBindings.action(for: KeyStroke(.escape)) == .filter(.escape))
        #expect(picker.keyBindings.helpLine(width: 80) == FilterKeyMap.bindings.helpLine(width: 80))
    }

    @Test("A click picks the match under it (the query line is not a row); a page is the rows under the query line")
    func mouseAndPages() {
        var driver = PickerDriver(Self.picker((1...100).map(String.init)), width: 30, height: 9)
        driver.type("1")
        // Rows: header, query line, then the matches 1, 10, 11, ...
        driver.click(x: 4, y: 4)
        driver.settle()
        #expect(driver.lines[4] == "› 11")
        driver.click(x: 4, y: 1)
        driver.settle()
        #expect(driver.lines[4] == "› 11")
        // Six item rows between the query line and the help line: Page Down moves six matches.
        driver.press(.pageDown)
        driver.settle()
        #expect(driver.picker.wheel.selectedRow(inComponent: 0) == 8)
        #expect(driver.picker.spokenValue == "17, 9 of 20 matches")
    }

    @Test("Right-to-left: the titles sit at the right edge and their matched characters are highlighted there")
    func rightToLeft() {
        let source = ItemListSource(filtering: LineListSource(lines: ["Apple", "Banana"]), mode: .exact)
        let picker = WatchStylePicker(WheelPicker(source: source), style: .list, header: "Fruit", isRightToLeft: true, query: "nan")
        let driver = PickerDriver(picker, width: 20, height: 5)
        #expect(driver.lines[2] == "            Banana ‹")
        // "nan" is scalars 2 to 4 of "Banana": columns 14 to 16.
        #expect(driver.buffer.mask { $0.underline }[2] == "              ###")
    }
}
