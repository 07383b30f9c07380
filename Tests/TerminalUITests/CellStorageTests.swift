import TestSupport
import Testing

@testable import TerminalUI

/// A cell keeps its grapheme inline (up to 15 UTF-8 bytes) or in the long-grapheme table, and its
/// style packed in a word; what reads back must be exactly what was stored.
@Suite("Cell storage") struct CellStorageTests {
    @Test(arguments: [
        "", " ", "a", "~", "\u{7}", "é", "e\u{301}", "日", "😀", "🇫🇷", "❤️", "👍🏽",
        "123456789012345",  // 15 bytes: the most kept inline
        "1234567890123456",  // 16 bytes: the first kept in the table
        "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", "a\u{1B}[2J",
    ])
    func graphemesReadBackExactly(text: String) {
        let cell = Cell(text, style: Style(bold: true))
        #expect(cell.grapheme == text)
        #expect(Array(cell.grapheme.utf8) == Array(text.utf8))
        #expect(cell.text.isLong == (text.utf8.count > InlineGrapheme.inlineCapacity))
        #expect(cell.isContinuation == text.isEmpty)
        var bytes: [UInt8] = []
        cell.text.withUTF8 { bytes = Array($0) }
        #expect(bytes == Array(text.utf8))
    }

    @Test(arguments: [
        ("a", 1), (" ", 1), ("\u{7}", 0), ("", 0), ("ab", 0), ("e\u{301}", 1), ("日", 2), ("😀", 2),
        ("👨‍👩‍👧‍👦", 2), ("❤️", 1), ("\u{301}", 0), ("a\u{1B}[2J", 0),
        // Clusters the terminal draws over several cells of their own are not one cell's text:
        // ``Buffer`` writes them a cell per terminal cell.
        ("🇫🇷", 0), ("कि", 0), ("👍🏽", 0),
    ])
    func drawnWidthIsThatOfExactlyOneDrawableGrapheme(text: String, width: Int) {
        #expect(InlineGrapheme(text).drawnWidth == width)
    }

    @Test func theSameLongClusterGetsTheSameNumber() {
        let family = "👨‍👩‍👧‍👦"
        #expect(Cell(family).text == Cell(family).text)
        #expect(Cell(family).text != Cell("👨‍👩‍👧‍👧").text)
        #expect(Cell("👨‍👩‍👧‍👧").grapheme == "👨‍👩‍👧‍👧")
    }

    @Test func cellsCompareAsTheirStringsDid() {
        // Canonically equivalent spellings are equal strings, so equal cells (and equal hashes).
        let precomposed = Cell("é")
        let decomposed = Cell("e\u{301}")
        #expect(precomposed == decomposed)
        #expect(precomposed.hashValue == decomposed.hashValue)
        #expect(precomposed.grapheme.utf8.count == 2 && decomposed.grapheme.utf8.count == 3)
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("a") != Cell("a", style: Style(underline: true)))
        #expect(Cell("") == .continuation)
        #expect(Cell(" ") == .blank)
    }

    @Test func settingTheGraphemeOrStyleKeepsTheOther() {
        var cell = Cell("x", style: Style(foreground: .rgb(1, 2, 3)))
        cell.grapheme = "👨‍👩‍👧‍👦"
        #expect(cell.grapheme == "👨‍👩‍👧‍👦" && cell.style == Style(foreground: .rgb(1, 2, 3)))
        cell.style.bold = true
        #expect(cell.grapheme == "👨‍👩‍👧‍👦" && cell.style == Style(foreground: .rgb(1, 2, 3), bold: true))
    }

    @Test func everyStyleRoundTripsThroughItsPackedWord() {
        let colors: [TerminalColor?] = [
            nil, .basic(0), .basic(7), .basic(15), .basic(255), .indexed(0), .indexed(16), .indexed(255),
            .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(1, 2, 3), .rgb(255, 0, 128),
        ]
        var seen: Set<UInt64> = []
        var count = 0
        for foreground in colors {
            for background in colors {
                for attributes in 0..<64 {
                    let style = Style(
                        foreground: foreground, background: background, bold: attributes & 1 != 0,
                        dim: attributes & 2 != 0, italic: attributes & 4 != 0, underline: attributes & 8 != 0,
                        reverse: attributes & 16 != 0, strikethrough: attributes & 32 != 0)
                    #expect(Style(packed: style.packed) == style)
                    seen.insert(style.packed)
                    count += 1
                }
            }
        }
        // Distinct styles, distinct words: comparing words compares styles.
        #expect(seen.count == count)
    }

    @Test func longClustersAreWrittenAndDiffedWhole() {
        var buffer = Buffer(width: 6, height: 1)
        #expect(buffer.write("👨‍👩‍👧‍👦x", x: 0, y: 0) == 3)
        #expect(buffer.lines == ["👨‍👩‍👧‍👦x"])
        var cursor = CursorPosition(x: 0, y: 0)
        // Terminals measure a family in their own ways (tmux: eight columns), so it is written with
        // autowrap off, and the cells after it from an absolute column, up to the eight (the last
        // column written, a CR ends the frame).
        #expect(
            FrameDiff.bytes(from: Buffer(width: 6, height: 1), to: buffer, cursor: &cursor, depth: .none)
                == "\u{1B}[?7l👨‍👩‍👧‍👦\u{1B}[?7h\u{1B}[3Gx   \r")
    }
}

/// Text made only of scalars that stand alone is measured and drawn scalar by scalar; that must
/// be exactly what grapheme breaking gives.
@Suite("Scalars that stand alone") struct StandaloneScalarTests {
    private static let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x52F, 0x2000...0x206F, 0x2190...0x28FF]

    private static var standalone: [Unicode.Scalar] {
        ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }.filter(DisplayWidth.standsAlone)
    }

    @Test func everyPairOfThemBreaksBetweenScalars() {
        let scalars = Self.standalone
        #expect(scalars.count > 2_000)
        // Each scalar after each neighbour in code point order, and after a shuffled one.
        var generator = SplitMix64(seed: 7)
        for order in [scalars, scalars.reversed(), scalars.shuffled(using: &generator)] {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: order)
            #expect(String(text).count == order.count)
        }
    }

    @Test func eachMeasuresAsItsGraphemeDoes() {
        for scalar in Self.standalone {
            let character = Character(scalar)
            #expect(DisplayWidth.of(scalar: scalar) == DisplayWidth.of(character), "U+\(String(scalar.value, radix: 16))")
            #expect(DisplayWidth.ofStandalone(scalar) == DisplayWidth.of(character), "U+\(String(scalar.value, radix: 16))")
            #expect(InlineGrapheme(scalar, drawnWidth: DisplayWidth.of(character)) == InlineGrapheme(String(character)))
        }
    }

    @Test func textOfThemDrawsAsTheGraphemePathDoes() {
        let text = "↑↓ change · enter select · Ünïcödé «ok» ─┼─ ☂ ✓ ⢀⡠⠒⣄"
        var fast = Buffer(width: 60, height: 1)
        fast.write(text, x: 1, y: 0, style: Style(dim: true))
        var slow = Buffer(width: 60, height: 1)
        var column = 1
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            slow[column, 0] = Cell(String(character), style: Style(dim: true))
            if width == 2 { slow[column + 1, 0] = Cell("", style: Style(dim: true)) }
            column += width
        }
        #expect(fast == slow)
        #expect(fast.cells.map(\.text) == slow.cells.map(\.text))
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(!DisplayWidth.standsAlone("\u{301}") && !DisplayWidth.standsAlone("\u{200D}") && !DisplayWidth.standsAlone("\u{AD}"))
    }
}
