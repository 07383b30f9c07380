import PickerCore
import Testing

/// Behaviour 1.11: keyboard data entry.
@Suite("Type-ahead")
struct TypeAheadTests {
    static let fruit = Words("Apple", "Banana", "Blueberry", "Cherry", "Éclair", "élan", "Zürich", "zucchini")

    @Test("Behaviour 1.11: letters jump to the next row whose title starts with what was typed")
    func lettersJump() {
        var picker = WheelPicker(source: Self.fruit)
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("b")) == [.valueChanged(component: 0, row: 1)])
        #expect(picker.state.typeAhead.text == "b")
        picker.apply(.tick(now: 0.3))
        // "bl": Banana no longer matches, Blueberry does.
        #expect(picker.apply(.type("l")) == [.valueChanged(component: 0, row: 2)])
        #expect(picker.state.typeAhead.text == "bl")
        picker.apply(.tick(now: 0.6))
        // "blu": Blueberry still matches the longer prefix, so it stays.
        #expect(picker.apply(.type("u")) == [])
        #expect(picker.state.selection == [2])
        // Nothing starts with "blux": no move.
        #expect(picker.apply(.type("x")) == [])
        #expect(picker.state.selection == [2])
    }

    @Test("Behaviour 1.11: case and diacritics are ignored, on both sides")
    func caseAndDiacriticInsensitive() {
        var picker = WheelPicker(source: Self.fruit)
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("C")) == [.valueChanged(component: 0, row: 3)])
        picker.apply(.tick(now: 2))
        #expect(picker.apply(.type("EL")) == [.valueChanged(component: 0, row: 4), .valueChanged(component: 0, row: 5)])
        picker.apply(.tick(now: 4))
        #expect(picker.apply(.type("ZU")) == [.valueChanged(component: 0, row: 6)])
        picker.apply(.tick(now: 6))
        #expect(picker.apply(.type("ÉCL")) == [.valueChanged(component: 0, row: 4)])
        picker.apply(.tick(now: 8))
        // "z" finds Zürich, "zu" keeps it, "zuc" goes on to zucchini.
        #expect(picker.apply(.type("zuc")) == [.valueChanged(component: 0, row: 6), .valueChanged(component: 0, row: 7)])
    }

    @Test("Behaviour 1.11: the typed prefix resets after about a second without typing")
    func prefixResets() {
        var picker = WheelPicker(source: Self.fruit)
        picker.apply(.tick(now: 0))
        picker.apply(.type("b"))
        picker.apply(.tick(now: 0.9))
        // Within the second: "bb" matches nothing, so the selection stays on Banana.
        #expect(picker.apply(.type("b")) == [])
        #expect(picker.state.typeAhead.text == "bb")
        picker.apply(.tick(now: 2.0))
        #expect(picker.state.typeAhead.text == "")
        // A fresh "b" goes on to the next b-row.
        #expect(picker.apply(.type("b")) == [.valueChanged(component: 0, row: 2)])
        picker.apply(.tick(now: 3.5))
        // ... and after the last b-row wraps round to the first.
        #expect(picker.apply(.type("b")) == [.valueChanged(component: 0, row: 1)])
    }

    @Test("Behaviour 1.11: type-ahead skips disabled rows and does not leave the focused component")
    func skipsDisabledRows() {
        var picker = WheelPicker(source: ColumnsSource(components: [["Ant", "Bee", "Bat", "Cat"], ["Bx"]], disabledValues: ["Bee"]))
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("b")) == [.valueChanged(component: 0, row: 2)])
        #expect(picker.state.selection == [2, 0])
    }

    @Test("Behaviour 1.11: lines are searched on their bytes with the same answers as on their titles")
    func lineBytesMatchLikeTitles() {
        // ASCII, case, diacritics (precomposed and combining), invalid UTF-8 (shown as U+FFFD),
        // a CRLF line, a disabled line, and a line that is only non-ASCII.
        var bytes = Array("Apple\nbanana\r\nÉclair\nE\u{301}lan\nZürich\nzucchini\nBee\n".utf8)
        bytes += [0x42, 0xFF, 0x61, 0x64, 0x0A] + Array("日本\nBat\n".utf8)
        let lines = LineListSource(bytes: bytes, disabledValues: ["Bee"])
        let titles = ColumnsSource(components: [(0..<lines.count).map { lines.title(forRow: $0) }], disabledValues: ["Bee"])
        for typed in ["a", "B", "b", "ba", "é", "EL", "e\u{301}", "zu", "ZUC", "B\u{FFFD}", "日", "x", "bat"] {
            for start in 0..<lines.count {
                var onLines = WheelPicker(source: lines, selection: [start])
                var onTitles = WheelPicker(source: titles, selection: [start])
                onLines.apply(.tick(now: 0))
                onTitles.apply(.tick(now: 0))
                #expect(onLines.apply(.type(typed)) == onTitles.apply(.type(typed)), "typing \(typed) from row \(start)")
                #expect(onLines.state.selection == onTitles.state.selection)
            }
        }
        // And the search really happened: "zu" from the top lands on Zürich.
        var picker = WheelPicker(source: lines)
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("zu")) == [.valueChanged(component: 0, row: 4)])
    }

    @Test("Behaviour 1.11: digits select numbers: \"0\", \"7\" selects 07; \"56\" then \"7\" selects 07")
    func digitEntryExamples() {
        var picker = WheelPicker(source: NumberRows(60, numeric: true), selection: [30])
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("0")) == [.valueChanged(component: 0, row: 0)])
        picker.apply(.tick(now: 0.2))
        #expect(picker.apply(.type("7")) == [.valueChanged(component: 0, row: 7)])
        #expect(picker.state.typeAhead.text == "07")
        #expect(picker.title(forRow: 7, inComponent: 0) == "07")

        picker.apply(.tick(now: 2))
        #expect(picker.apply(.type("56")) == [.valueChanged(component: 0, row: 5), .valueChanged(component: 0, row: 56)])
        picker.apply(.tick(now: 2.3))
        #expect(picker.apply(.type("7")) == [.valueChanged(component: 0, row: 7)])
        #expect(picker.state.typeAhead.text == "7")
        #expect(picker.apply(.tick(now: 3)) == [.settled(selection: [7])])
    }

    @Test("Behaviour 1.11: digit entry restarts after a second without typing")
    func digitEntryResets() {
        var picker = WheelPicker(source: NumberRows(60, numeric: true))
        picker.apply(.tick(now: 0))
        picker.apply(.type("2"))
        picker.apply(.tick(now: 1.5))
        #expect(picker.apply(.type("4")) == [.valueChanged(component: 0, row: 4)])
    }

    @Test("Behaviour 1.11: digit entry finds values in evenly spaced and irregular components")
    func digitEntrySpacing() {
        let fives = ColumnsSource(components: [stride(from: 0, to: 60, by: 5).map { $0 < 10 ? "0\($0)" : "\($0)" }])
        var picker = WheelPicker(source: fives)
        picker.apply(.tick(now: 0))
        // "3" alone is no row, "30" is (row 6).
        #expect(picker.apply(.type("3")) == [])
        #expect(picker.apply(.type("0")) == [.valueChanged(component: 0, row: 6)])
        let hours = ColumnsSource(components: [["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]])
        var clock = WheelPicker(source: hours)
        clock.apply(.tick(now: 0))
        #expect(clock.apply(.type("1")) == [.valueChanged(component: 0, row: 1)])
        #expect(clock.apply(.type("2")) == [.valueChanged(component: 0, row: 0)])
        // "123" is no hour: restart from "3".
        #expect(clock.apply(.type("3")) == [.valueChanged(component: 0, row: 3)])
    }

    @Test("Behaviour 1.11: in a textual component digits are ordinary type-ahead characters")
    func digitsInTextualComponent() {
        var picker = WheelPicker(source: Words("10", "2", "200", "3"))
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("2")) == [.valueChanged(component: 0, row: 1)])
        #expect(picker.apply(.type("0")) == [.valueChanged(component: 0, row: 2)])
    }

    @Test("Behaviour 1.11: digits from other scripts count as digits")
    func otherScriptDigits() {
        var picker = WheelPicker(source: NumberRows(60, numeric: true))
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("٤٢")) == [.valueChanged(component: 0, row: 4), .valueChanged(component: 0, row: 42)])
    }

    @Test("Behaviour 1.11: moving focus starts typing afresh")
    func focusResetsTyping() {
        var picker = WheelPicker(source: ColumnsSource(components: [["ab", "ac"], ["ab", "ac"]]))
        picker.apply(.tick(now: 0))
        picker.apply(.type("a"))
        picker.apply(.focusNext)
        #expect(picker.state.typeAhead.text == "")
        #expect(picker.apply(.type("ac")) == [.valueChanged(component: 1, row: 1)])
    }

    @Test("the matcher folds only what it needs and agrees with Foundation's folding")
    func matcher() {
        let matcher = TypeAheadMatcher(prefix: "ZU", locale: nil)
        #expect(matcher.matches("Zürich"))
        #expect(matcher.matches("zucchini"))
        #expect(matcher.matches("Zu"))
        #expect(!matcher.matches("Z"))
        #expect(!matcher.matches("Zagreb"))
        #expect(!matcher.matches(""))
        #expect(TypeAheadMatcher(prefix: "é", locale: nil).matches("Elephant"))
        #expect(TypeAheadMatcher(prefix: "e", locale: nil).matches("e\u{301}t\u{E9}"))
        #expect(TypeAheadMatcher(prefix: "ø", locale: nil).matches("Ørsted"))
        #expect(TypeAheadMatcher(prefix: "", locale: nil).isEmpty)
    }
}
