import PickerCore
import Testing

/// The ready data sources `pick` uses: lines of input and fixed columns.
@Suite("Lists")
struct ListsTests {
    @Test("lines: invalid UTF-8 shows U+FFFD but gives back its exact bytes")
    func invalidUTF8RoundTrips() {
        let lines: [[UInt8]] = [[0x41, 0xFF, 0x42], [0xC3, 0x28], Array("Zürich".utf8), [0xE2, 0x82]]
        let input: [UInt8] = lines.flatMap { line -> [UInt8] in line + [0x0A] }
        let source = LineListSource(bytes: input)
        #expect(source.count == 4)
        #expect(source.title(forRow: 0) == "A\u{FFFD}B")
        #expect(source.title(forRow: 1) == "\u{FFFD}(")
        #expect(source.title(forRow: 2) == "Zürich")
        #expect(source.title(forRow: 3) == "\u{FFFD}")
        for (row, line) in lines.enumerated() { #expect(source.bytes(forRow: row) == line) }
        #expect(source.data == input)
    }

    @Test("lines: CRLF endings are not part of the rows, a lone CR inside a line is")
    func crlf() {
        let source = LineListSource(bytes: Array("Apple\r\nBa\rnana\r\n\r\nCherry".utf8))
        #expect(source.count == 4)
        #expect((0..<4).map(source.title(forRow:)) == ["Apple", "Ba\rnana", "", "Cherry"])
        #expect(source.bytes(forRow: 0) == Array("Apple".utf8))
    }

    @Test("lines: a trailing newline makes no empty last row; blank lines inside are rows")
    func trailingNewline() {
        #expect(LineListSource(bytes: Array("a\nb\n".utf8)).count == 2)
        #expect(LineListSource(bytes: Array("a\nb".utf8)).count == 2)
        #expect(LineListSource(bytes: Array("a\n\nb\n".utf8)).count == 3)
        #expect(LineListSource(bytes: Array("\n".utf8)).count == 1)
        #expect(LineListSource(bytes: []).count == 0)
        let empty = WheelPicker(source: LineListSource(bytes: []))
        #expect(empty.selectedRow(inComponent: 0) == nil)
    }

    @Test("lines: out-of-range rows answer empty instead of crashing")
    func outOfRange() {
        let source = LineListSource(bytes: Array("a\n".utf8))
        #expect(source.title(forRow: 5) == "")
        #expect(source.bytes(forRow: -1) == [])
    }

    @Test("lines from strings: one row per string, a newline inside included")
    func fromStrings() {
        let source = LineListSource(lines: ["one", "two\nlines", "", "drei"], disabledValues: ["drei"], loops: true)
        #expect(source.count == 4)
        #expect(source.title(forRow: 1) == "two\nlines")
        #expect(source.title(forRow: 2) == "")
        #expect(source.bytes(forRow: 3) == Array("drei".utf8))
        #expect(!source.isRowEnabled(3, inComponent: 0, selection: [0]))
        #expect(source.isRowEnabled(0, inComponent: 0, selection: [0]))
        #expect(source.componentLoops(0))
    }

    @Test("lines: 1,000,000 lines (seq 1000000) load and stay small, about 15 MB")
    func millionLines() {
        var input: [UInt8] = []
        input.reserveCapacity(6_888_896)
        for number in 1...1_000_000 {
            input.append(contentsOf: String(number).utf8)
            input.append(0x0A)
        }
        let source = LineListSource(bytes: input)
        #expect(source.count == 1_000_000)
        #expect(source.title(forRow: 0) == "1")
        #expect(source.title(forRow: 999_999) == "1000000")
        // 6.9 MB of text and two 4-byte offsets per line; a String per line would be far more.
        #expect(source.memoryFootprint < 6_888_896 + 8_000_000 + 20_000)
        var picker = WheelPicker(source: source)
        picker.apply(.tick(now: 0))
        picker.apply(.jumpToEnd(last: true))
        #expect(picker.state.selection == [999_999])
        // Type-ahead scans the titles lazily: a letter no row starts with visits all of them
        // and stays; each longer prefix goes on from the last match (9, 99, ..., 99999).
        picker.apply(.jumpToEnd(last: false))
        #expect(picker.apply(.type("z")) == [])
        picker.apply(.tick(now: 5))
        picker.apply(.type("99999"))
        #expect(picker.state.selection == [99_998])
    }

    @Test("columns: several components of fixed rows, looping, disabled values")
    func columns() {
        let source = ColumnsSource(components: [["a", "b", "c"], ["1", "2", "3"]], loops: true, disabledValues: ["b"])
        var picker = WheelPicker(source: source)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.state.rowCounts == [3, 3])
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.step(by: -1)) == [.valueChanged(component: 0, row: 2)])
        #expect(picker.apply(.tick(now: 1)) == [.settled(selection: [2, 0])])
        #expect(!source.isRowEnabled(1, inComponent: 0, selection: [0, 0]))
        #expect(source.numericValue(forRow: 1, inComponent: 0, selection: [0, 0]) == nil)
        #expect(source.numericValue(forRow: 2, inComponent: 1, selection: [0, 0]) == 3)
    }

    @Test("columns: digits select numbers in a numeric component, letters elsewhere")
    func columnsDigitEntry() {
        let minutes = (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }
        let source = ColumnsSource(components: [["10", "x2", "30"], minutes])
        #expect(source.numericValue(forRow: 0, inComponent: 0, selection: [0, 0]) == nil)
        var picker = WheelPicker(source: source)
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("x")) == [.valueChanged(component: 0, row: 1)])
        picker.apply(.focusNext)
        #expect(picker.apply(.type("42")) == [.valueChanged(component: 1, row: 4), .valueChanged(component: 1, row: 42)])
    }
}
