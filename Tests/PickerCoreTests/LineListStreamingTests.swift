import PickerCore
import PropertyBased
import Testing

/// Lines that arrive in chunks (`seq 1000000 | pick choose` draws before stdin ends) become the
/// same rows as the whole input loaded at once, whatever the chunks.
@Suite("Lines arriving in chunks")
struct LineListStreamingTests {
    /// `source`'s rows as byte arrays.
    static func rows(_ source: LineListSource) -> [[UInt8]] {
        (0..<source.count).map(source.bytes(forRow:))
    }

    /// A source fed `chunks` one after another, then closed.
    static func streamed(_ chunks: [String], disabled: Set<String> = []) -> LineListSource {
        var source = LineListSource(bytes: [], disabledValues: disabled)
        for chunk in chunks { source.append(Array(chunk.utf8)) }
        source.closeLastLine()
        return source
    }

    @Test("a line split across chunks joins up; only ended lines are rows until the input ends")
    func splitLine() {
        var source = LineListSource(bytes: [])
        source.append(Array("App".utf8))
        #expect(source.count == 0)
        #expect(source.hasOpenLine)
        source.append(Array("le\nBan".utf8))
        #expect(Self.rows(source) == [Array("Apple".utf8)])
        source.append(Array("ana\n".utf8))
        #expect(source.count == 2)
        #expect(!source.hasOpenLine)
        #expect(source.title(forRow: 1) == "Banana")
    }

    @Test("the bytes after the last newline are the last row once the input ends, and only then")
    func unterminatedLastLine() {
        var source = LineListSource(bytes: [])
        source.append(Array("a\nb".utf8))
        #expect(source.count == 1)
        source.closeLastLine()
        #expect((0..<source.count).map(source.title(forRow:)) == ["a", "b"])
        source.closeLastLine()
        #expect(source.count == 2)
        // Bytes after the end start a new line, never extend the closed one.
        source.append(Array("c\n".utf8))
        #expect((0..<source.count).map(source.title(forRow:)) == ["a", "b", "c"])
    }

    @Test("CRLF split between chunks: the CR is still not part of the row; a lone CR at EOF is")
    func crlfAcrossChunks() {
        let source = Self.streamed(["Apple\r", "\nBa\rnana\r", "\n\r"])
        #expect((0..<source.count).map(source.title(forRow:)) == ["Apple", "Ba\rnana", "\r"])
        #expect(source.bytes(forRow: 0) == Array("Apple".utf8))
    }

    @Test("invalid UTF-8 split across chunks keeps its exact bytes")
    func invalidUTF8AcrossChunks() {
        var source = LineListSource(bytes: [])
        source.append([0x41, 0xE2])
        source.append([0x82, 0x0A, 0xFF])
        source.append([0x0A])
        #expect(Self.rows(source) == [[0x41, 0xE2, 0x82], [0xFF]])
        #expect(source.title(forRow: 1) == "\u{FFFD}")
    }

    @Test("disabled values apply to rows that arrive later (Behaviour 1.10)")
    func disabledLateRows() {
        var source = LineListSource(bytes: Array("one\n".utf8), disabledValues: ["three"])
        source.append(Array("two\nthree\n".utf8))
        #expect(source.isRowEnabled(1, inComponent: 0, selection: [0]))
        #expect(!source.isRowEnabled(2, inComponent: 0, selection: [0]))
    }

    @Test("a wheel over growing lines keeps its selection and motion; new rows come after")
    func wheelKeepsSelection() {
        var picker = WheelPicker(source: LineListSource(bytes: Array("1\n2\n3\n".utf8)), selection: [2])
        picker.apply(.tick(now: 0))
        picker.apply(.step(by: -1))
        let moving = picker.state
        picker.source.append(Array("4\n5\n".utf8))
        picker.reloadComponent(0)
        #expect(picker.state.selection == [1])
        #expect(picker.state.motion == moving.motion)
        #expect(picker.numberOfRows(inComponent: 0) == 5)
        picker.apply(.jumpToEnd(last: true))
        #expect(picker.state.selection == [4])
    }

    @Test("a looping wheel keeps its row as rows arrive: Up from the first reaches the newest last (Behaviour 1.9)")
    func loopingGrows() {
        var picker = WheelPicker(source: LineListSource(bytes: Array("a\nb\n".utf8), loops: true))
        picker.apply(.tick(now: 0))
        picker.source.append(Array("c\nd\n".utf8))
        picker.reloadComponent(0)
        #expect(picker.state.selection == [0])
        #expect(picker.state.motion[0].offset == 0)
        picker.apply(.step(by: -1))
        #expect(picker.state.selection == [3])
    }

    @Test("1,000,000 lines in 64 KiB chunks: the same rows as loaded at once, still about 15 MB")
    func millionLinesInChunks() {
        var input: [UInt8] = []
        for number in 1...1_000_000 {
            input.append(contentsOf: String(number).utf8)
            input.append(0x0A)
        }
        var source = LineListSource(bytes: [])
        source.reserveCapacity(input.count)
        var start = 0
        while start < input.count {
            let end = min(start + 65_536, input.count)
            source.append(Array(input[start..<end]))
            start = end
        }
        source.closeLastLine()
        #expect(source.count == 1_000_000)
        #expect(source.title(forRow: 999_999) == "1000000")
        #expect(source.title(forRow: 123_456) == "123457")
        // The offsets grow by doubling: at most 2 × 8 MB.
        #expect(source.memoryFootprint < input.count + 2 * 8_000_000)
    }

    /// Input bytes drawn from a small alphabet rich in line endings, and where to cut it.
    static let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x62, 0xFF, 0xC3, 0xA9, 0x20]

    @Test("any input cut into any chunks gives the rows of the same input loaded at once")
    func anyChunkingMatchesOneShot() async {
        await propertyCheck(
            count: 500,
            input: Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 0...60), Gen.int(in: 0...60).array(of: 0...8)
        ) { letters, cuts in
            let input = letters.map { Self.alphabet[$0] }
            let whole = LineListSource(bytes: input)
            var pieces = LineListSource(bytes: [])
            var start = 0
            for cut in cuts.map({ min($0, input.count) }).sorted() + [input.count] where cut >= start {
                pieces.append(Array(input[start..<cut]))
                start = cut
            }
            pieces.closeLastLine()
            #expect(Self.rows(pieces) == Self.rows(whole))
            #expect(pieces.data == input)
        }
    }
}
