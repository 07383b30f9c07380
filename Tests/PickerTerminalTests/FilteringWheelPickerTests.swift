import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Issue 13, section 3: `pick choose --filter` as a person uses it, in the virtual terminal.
@Suite("Filtering wheel picker")
struct FilteringWheelPickerTests {
    static let fruit = ["Apple", "Banana", "Mango", "Orange", "Ananas", "Zürich"]

    static func picker(_ lines: [String] = fruit, mode: FilterMode = .exact, query: String = "", header: String? = "Fruit")
        -> FilteringWheelPicker
    {
        FilteringWheelPicker(LineFilter(source: LineListSource(lines: lines), mode: mode), query: query, header: header)
    }

    @Test("Golden frame: the query line under the header, the matches on the wheel")
    func goldenFrame() {
        var driver = PickerDriver(Self.picker(), width: 44)
        // At 44 columns the help line keeps Enter and Esc; wider, it shows them all.
        #expect(PickerDriver(Self.picker(), width: 70).lines[7] == "type to filter · ↑↓ move · enter select · esc clear/cancel")
        #expect(driver.frame == """
            Fruit
            >                                        6/6


            › Apple  ‹
              Banana
              Mango
            enter select · esc clear/cancel
            """)
        driver.type("an")
        #expect(driver.frame == """
            Fruit
            > an                                     4/6


            › Banana ‹
              Mango
              Orange
            enter select · esc clear/cancel
            """)
    }

    @Test("Golden mask: the matched characters are highlighted, underlined without colour")
    func highlightedMatches() {
        var driver = PickerDriver(Self.picker(), width: 30, height: 7)
        driver.type("an")
        let underlined = driver.buffer.mask { $0.underline }
        // Rows 4-6: › Banana ‹, Mango, Orange (no help line in 7 rows).
        #expect(Array(underlined[2...6]) == [
            "",
            "",
            "   ##",
            "   ##",
            "    ##",
        ])
        // Fuzzy: "mgo" in Mango is M, g, o.
        var fuzzy = PickerDriver(Self.picker(mode: .fuzzy), width: 30, height: 7)
        fuzzy.type("mgo")
        #expect(fuzzy.lines[4] == "› Mango ‹")
        #expect(fuzzy.buffer.mask { $0.underline }[4] == "  #  ##")
        // With colour, the matched characters also take the match colour.
        var coloured = PickerDriver(Self.picker(), width: 30, height: 7, theme: .default(for: .trueColor))
        coloured.type("an")
        let matchColour = Theme.default(for: .trueColor).match.foreground
        #expect(coloured.buffer.mask { $0.foreground == matchColour }[4] == "   ##")
    }

    @Test("Backspace widens, Ctrl-U clears, arrows move within the matches, Enter chooses the selected match")
    func keys() {
        var driver = PickerDriver(Self.picker(), width: 44)
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
        #expect(driver.lines[4] == "› Orange ‹")
        driver.press(.up)
        driver.settle()
        driver.press(.enter)
        #expect(driver.status == .confirmed && driver.outputText == "Mango")
    }

    @Test("Esc clears a query first, and cancels once it is empty")
    func escapeTwice() {
        var driver = PickerDriver(Self.picker(query: "zu"), width: 44)
        #expect(driver.lines[1].hasPrefix("> zu ") && driver.lines[4] == "› Zürich ‹")
        driver.press(.escape)
        driver.advance(by: 0.1)
        #expect(driver.status == .running)
        #expect(driver.lines[1].hasSuffix("6/6") && driver.lines[1].hasPrefix(">  "))
        driver.press(.escape)
        driver.advance(by: 0.1)
        #expect(driver.outcome == .cancelled)
        #expect(driver.output == nil)
    }

    @Test("Enter with no match does nothing; a paste is typed into the query")
    func noMatchAndPaste() {
        var driver = PickerDriver(Self.picker(), width: 44)
        driver.paste("xyz\n")
        #expect(driver.lines[1].hasPrefix("> xyz ") && driver.lines[1].hasSuffix("0/6"))
        driver.press(.enter)
        #expect(driver.status == .running)
    }

    @Test("Lines arriving while it is shown are filtered as they come; the count follows")
    func arrivingLines() {
        var picker = FilteringWheelPicker(LineFilter(source: LineListSource(bytes: Array("apple\nbanana\n".utf8))), query: "an")
        #expect(picker.queryLine.countText == "1/2")
        let redraws = picker.absorb(.bytes(Array("mango\nkiwi\nana".utf8)))
        #expect(redraws)
        #expect(picker.queryLine.countText == "2/4")
        _ = picker.absorb(.end)
        #expect(picker.queryLine.countText == "3/5")
        let moved = picker.perform(.move(by: 2))
        #expect(moved == .running)
        picker.tick(now: 10)
        let chosen = picker.perform(.choose)
        #expect(chosen == .confirmed && picker.output == Array("ana".utf8))
    }

    @Test("A search longer than one event's budget goes on with ticks; Enter finishes it first")
    func boundedWorkPerEvent() {
        let lines = (0..<(LineFilter.rowsPerEvent + 10)).map { $0 == LineFilter.rowsPerEvent + 5 ? "needle" : "hay" }
        var picker = FilteringWheelPicker(LineFilter(source: LineListSource(lines: lines)))
        _ = picker.perform(.type("needle"))
        #expect(picker.needsTicks && picker.filter.matchCount == 0)
        #expect(picker.queryLine.countText == "0/\(lines.count)…")
        picker.tick(now: 1)
        #expect(!picker.needsTicks && picker.filter.matchCount == 1)
        _ = picker.perform(.type("s"))
        _ = picker.perform(.deleteBackward)
        #expect(picker.filter.matchCount == 1 && !picker.needsTicks)  // Backspace: the kept result
        let chosen = picker.perform(.choose)
        #expect(chosen == .confirmed && picker.output == Array("needle".utf8))
    }

    @Test("Screen-reader mode speaks the match and how many match")
    func screenReader() {
        var speaker = AccessibleTranscript(Self.picker())
        #expect(speaker.openingLines == [
            "Fruit, Apple, 1 of 6 matches",
            "Typing filters the items, Up and Down move among the matches. Enter selects, Escape clears the filter, then cancels.",
            "Question mark repeats these hints.",
        ])
        var lines: [String] = []
        for (index, character) in "ana".enumerated() {
            lines = speaker.handle(.key(KeyStroke(.character(character))), now: Double(index)).lines
        }
        #expect(lines == ["Banana, 1 of 2 matches"])
        let none = speaker.handle(.key(KeyStroke(.character("q"))), now: 5).lines
        #expect(none.first?.hasPrefix("no matches") == true, "\(none)")
    }
}

extension FilteringWheelPickerTests {
    @Test("The filtering guide's fuzzy frame, as drawn at 60 columns")
    func readmeFuzzyFrame() {
        let files = ["src/main.swift", "README.md", "src/model/item.swift", "Sources/Filter/Matching.swift"]
        var driver = PickerDriver(Self.picker(files, mode: .fuzzy, header: "File"), width: 60)
        driver.type("mi")
        #expect(driver.frame == """
            File
            > mi                                                     3/4


            › src/model/item.swift          ‹
              src/main.swift
              Sources/Filter/Matching.swift
            type to filter · ↑↓ move · enter select · esc clear/cancel
            """)
    }
}
