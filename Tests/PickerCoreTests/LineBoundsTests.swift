import PickerCore
import Testing

/// Lines kept within their bounds (Behaviour 7.4): a line too long is cut and cannot be chosen,
/// every line within the length is kept byte for byte, and full lines take no more input.
@Suite("Lines within bounds")
struct LineBoundsTests {
    static let small = LineBounds(lineLength: 8, lineCount: 100, byteCount: 1000)

    static func rows(_ source: LineListSource) -> [String] {
        (0..<source.count).map { String(decoding: source.bytes(forRow: $0), as: UTF8.self) }
    }

    static func choosable(_ source: LineListSource) -> [Bool] {
        (0..<source.count).map { source.isRowEnabled($0, inComponent: 0, selection: [0]) }
    }

    static let input = "short\n" + String(repeating: "x", count: 20) + "\r\nexactly8\nabcdefgh\r\nlast"

    @Test("a line longer than the length keeps its first bytes and cannot be chosen; the others are exact, whatever the chunks",
          arguments: 0...input.utf8.count)
    func cutLine(split: Int) {
        let bytes = Array(Self.input.utf8)
        var source = LineListSource(bytes: [], bounds: Self.small)
        source.append(Array(bytes[..<split]))
        source.append(Array(bytes[split...]))
        source.closeLastLine()
        #expect(Self.rows(source) == ["short", "xxxxxxxx", "exactly8", "abcdefgh", "last"])
        #expect(Self.choosable(source) == [true, false, true, true, true])
        #expect(source.isKeptWhole(0) && !source.isKeptWhole(1))
        #expect(!source.isFull)
        #expect(source.boundNotice == "line 2 is longer than 8 bytes: it is shown cut and cannot be chosen")
        // Loaded at once, the same rows.
        let whole = LineListSource(bytes: bytes, bounds: Self.small)
        #expect(Self.rows(whole) == Self.rows(source))
        #expect(Self.choosable(whole) == Self.choosable(source))
    }

    @Test("a line that never ends is a row as soon as it passes the length, and the rest of it is not kept")
    func endlessLine() {
        var source = LineListSource(bytes: [], bounds: Self.small)
        source.append(Array(repeating: 0, count: 5))
        #expect(source.count == 0)
        for _ in 0..<1000 { source.append(Array(repeating: 0, count: 5)) }
        #expect(source.count == 1)
        #expect(source.bytes(forRow: 0) == Array(repeating: 0, count: 8))
        #expect(source.data.count <= 9)
        #expect(!source.isRowEnabled(0, inComponent: 0, selection: [0]))
        // The byte bound (1000 read) ends the reading; the notice names both bounds.
        #expect(source.isFull)
        #expect(source.boundNotice == "only the first 1 line (1000 bytes) of the input are read: no more can be chosen among; "
            + "line 1 is longer than 8 bytes: it is shown cut and cannot be chosen")
        source.append(Array("later\n".utf8))
        #expect(source.count == 1)
    }

    @Test("lines past the count are not kept, and the source says it is full")
    func lineCount() {
        var source = LineListSource(bytes: [], bounds: LineBounds(lineLength: 8, lineCount: 3, byteCount: 1000))
        source.append(Array("a\nb\nc\nd\ne".utf8))
        source.closeLastLine()
        #expect(Self.rows(source) == ["a", "b", "c"])
        #expect(source.isFull)
        #expect(source.boundNotice?.hasPrefix("only the first 3 lines") == true)
        source.append(Array("f\n".utf8))
        #expect(source.count == 3)
        // Reaching the count exactly, in one chunk, is full too: the next line is not kept.
        var exact = LineListSource(bytes: [], bounds: LineBounds(lineLength: 8, lineCount: 3, byteCount: 1000))
        exact.append(Array("a\nb\nc\n".utf8))
        #expect(exact.isFull)
        exact.append(Array("d\n".utf8))
        #expect(Self.rows(exact) == ["a", "b", "c"])
    }

    @Test("a line the byte bound falls inside is left out whole")
    func byteCount() {
        var source = LineListSource(bytes: [], bounds: LineBounds(lineLength: 8, lineCount: 100, byteCount: 12))
        source.append(Array("aaaa\nbbbb\ncccc\n".utf8))
        source.closeLastLine()
        #expect(Self.rows(source) == ["aaaa", "bbbb"])
        #expect(source.isFull)
    }

    @Test("under the standard bounds a line of exactly 1 MiB is kept whole and its bytes are exact; one byte more is cut")
    func standardLength() {
        let line = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 % 200 + 32) }.map { $0 == 10 ? 11 : $0 }
        var source = LineListSource(bytes: [])
        source.append(line + [10] + line + [65, 10])
        #expect(source.count == 2)
        #expect(source.bytes(forRow: 0) == line)
        #expect(source.isRowEnabled(0, inComponent: 0, selection: [0]))
        #expect(!source.isRowEnabled(1, inComponent: 0, selection: [0]))
        #expect(LineBounds.standard.lineCount == 10_000_000)
    }

    @Test("a cut line is found by a filter and shown, but is never a choosable match")
    func filteredCutLine() {
        let source = LineListSource(bytes: Array("xxxxxxxxxxxx\nxx\n".utf8), bounds: Self.small)
        var filter = LineFilter(source: source)
        filter.setQuery("xx")
        while filter.isSearching { filter.advance(budget: 1000) }
        #expect(filter.matchCount == 2)
        #expect(filter.choosableMatches(limit: 2) == [1])
        let items = ItemListSource(lines: source)
        #expect(!items.isRowEnabled(0, inComponent: 0, selection: [0]))
        #expect(items.isRowEnabled(1, inComponent: 0, selection: [0]))
    }
}

extension LineBoundsTests {
    @Test("a CR one past the length: part of the line at the end of the input (cut), a line ending before a newline (kept)",
          arguments: 0...11)
    func carriageReturnAtTheLength(split: Int) {
        let bytes = Array("abcdefgh\r\nabcdefgh\r".utf8)
        var source = LineListSource(bytes: [], bounds: Self.small)
        source.append(Array(bytes[..<min(split, bytes.count)]))
        source.append(Array(bytes[min(split, bytes.count)...]))
        source.closeLastLine()
        #expect(Self.rows(source) == ["abcdefgh", "abcdefgh"])
        #expect(Self.choosable(source) == [true, false])
    }
}

extension LineBoundsTests {
    @Test("a long line is drawn from its first 4 KiB, cut at a character's start, while its bytes stay whole")
    func displayTitle() {
        let line = String(repeating: "é", count: 5000) + "end"
        let source = LineListSource(bytes: Array((line + "\nshort\n").utf8))
        let drawn = source.title(forRow: 0, inComponent: 0, selection: [0])
        #expect(drawn.utf8.count == LineBounds.displayLength)
        #expect(drawn.allSatisfy { $0 == "é" })
        let whole = source.bytes(forRow: 0) == Array(line.utf8)
        #expect(whole)
        #expect(source.title(forRow: 1, inComponent: 0, selection: [0]) == "short")
        // An odd cut falls inside a character: the drawn title stops before it.
        let odd = LineListSource(bytes: Array(("x" + line).utf8))
        #expect(odd.title(forRow: 0, inComponent: 0, selection: [0]).utf8.count == LineBounds.displayLength - 1)
        var filter = LineFilter(source: source)
        filter.setQuery("end")
        while filter.isSearching { filter.advance(budget: 1000) }
        #expect(filter.matchCount == 1)
        #expect(filter.title(forRow: 0, inComponent: 0, selection: [0]) == drawn)
    }
}
