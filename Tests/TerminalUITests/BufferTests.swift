import TestSupport
import Testing

@testable import TerminalUI

@Suite struct BufferTests {
    @Test func writesTextAndReportsColumnsUsed() {
        var buffer = Buffer(width: 10, height: 2)
        #expect(buffer.write("hello", x: 1, y: 0) == 5)
        #expect(buffer.write("日本", x: 0, y: 1) == 4)
        #expect(buffer.lines == [" hello", "日本"])
        #expect(buffer[0, 1] == Cell("日"))
        #expect(buffer[1, 1].isContinuation)
        #expect(buffer[2, 1] == Cell("本"))
    }

    @Test func combiningMarksStayInTheirCell() {
        var buffer = Buffer(width: 4, height: 1)
        #expect(buffer.write("e\u{301}x", x: 0, y: 0) == 2)
        #expect(buffer[0, 0].grapheme == "e\u{301}")
        #expect(buffer[1, 0].grapheme == "x")
    }

    @Test func emojiSequencesTakeTheCellsTmuxGivesThem() {
        var buffer = Buffer(width: 8, height: 1)
        // The family in the cell of its first emoji, the flag as two regional indicators of one
        // column each, the heart one column with its VS16.
        #expect(buffer.write("👨‍👩‍👧🇫🇷❤️", x: 0, y: 0) == 5)
        #expect(buffer.lines == ["👨‍👩‍👧🇫🇷❤️"])
        #expect(buffer.cells.prefix(5).map(\.isContinuation) == [false, true, false, false, false])
        #expect(buffer.cells.prefix(5).map(\.joinsPrevious) == [false, false, false, true, false])
    }

    @Test func aSpacingVowelSignTakesACellOfItsOwnThatJoinsTheConsonant() {
        var buffer = Buffer(width: 8, height: 1)
        #expect(buffer.write("कि👍🏽x", x: 0, y: 0) == 7)
        #expect(buffer.lines == ["कि👍🏽x"])
        #expect(buffer.cells.prefix(7).map(\.grapheme) == ["क", "ि", "👍", "", "🏽", "", "x"])
        #expect(buffer.cells.prefix(7).map(\.joinsPrevious) == [false, true, false, false, true, false, false])
    }

    @Test func writingOverAnyCellOfAClusterBlanksTheRestOfIt() {
        var buffer = Buffer(width: 8, height: 1)
        buffer.write("क्षि", x: 1, y: 0)  // one cluster, three cells: क् ष ि
        #expect(buffer.cells[1...3].map(\.joinsPrevious) == [false, true, true])
        buffer.write("x", x: 3, y: 0)
        #expect(buffer.lines == ["   x"])
        #expect(buffer.cells.allSatisfy { !$0.joinsPrevious })
        buffer.write("👍🏽", x: 4, y: 0)
        buffer.write("y", x: 5, y: 0)  // the continuation of 👍
        #expect(buffer.lines == ["   x y"])
    }

    @Test func aLetterAndASpacingMarkAreTwoCellsEvenInFourBytes() {
        var buffer = Buffer(width: 4, height: 1)
        #expect(buffer.write("a\u{903}b", x: 0, y: 0) == 3)  // a and the visarga: one cluster
        #expect(buffer.cells.prefix(3).map(\.grapheme) == ["a", "\u{903}", "b"])
        #expect(buffer.cells.prefix(3).map(\.joinsPrevious) == [false, true, false])
    }

    @Test func aClusterThatDoesNotFitWholeIsNotDrawn() {
        var buffer = Buffer(width: 4, height: 1)
        #expect(buffer.write("abकि", x: 0, y: 0) == 4)
        #expect(buffer.write("abcकि", x: 0, y: 0) == 3)
        #expect(buffer.lines == ["abc"])
    }

    @Test func clipsAtTheBufferEdgeWithoutSplittingAWideGrapheme() {
        var buffer = Buffer(width: 5, height: 1)
        #expect(buffer.write("日本語", x: 0, y: 0) == 4)
        #expect(buffer.lines == ["日本"])
        #expect(buffer[4, 0] == .blank)
    }

    @Test func clipsToARectangle() {
        var buffer = Buffer(width: 10, height: 3)
        let clip = Rect(x: 2, y: 1, width: 4, height: 1)
        #expect(buffer.write("abcdefgh", x: 0, y: 1, clip: clip) == 6)  // columns 0...5; 2...5 drawn
        #expect(buffer.write("outside", x: 2, y: 0, clip: clip) == 0)
        #expect(buffer.lines == ["", "  cdef", ""])
    }

    @Test func wideGraphemeAcrossTheLeftClipEdgeIsNotDrawn() {
        var buffer = Buffer(width: 6, height: 1)
        let clip = Rect(x: 1, y: 0, width: 4, height: 1)
        buffer.write("日本語", x: 0, y: 0, clip: clip)
        // "日" would straddle the left edge (columns 0–1), "語" the right (4–5).
        #expect(buffer.lines == ["  本"])
    }

    @Test func wideGraphemeAtTheRightClipEdgeIsNotDrawn() {
        var buffer = Buffer(width: 6, height: 1)
        let used = buffer.write("ab日", x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(used == 2)
        #expect(buffer.lines == ["ab"])
    }

    @Test func negativeOriginAndOutOfBoundsRowsAreSafe() {
        var buffer = Buffer(width: 3, height: 1)
        buffer.write("abcdef", x: -2, y: 0)
        buffer.write("zzz", x: 0, y: 5)
        buffer.write("zzz", x: 0, y: -1)
        #expect(buffer.lines == ["cde"])
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.write("日本語", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)  // right half of 日
        buffer.write("y", x: 2, y: 0)  // left half of 本
        #expect(buffer.lines == [" xy 語"])
        #expect(!buffer.cells.contains { $0.isContinuation && $0 != buffer[5, 0] })
        buffer.write("漢", x: 3, y: 0)  // covers 本's blank right half and 語's left half
        #expect(buffer.lines == [" xy漢"])
        #expect(buffer[4, 0].isContinuation)
        #expect(buffer[5, 0] == .blank)
    }

    @Test func noContinuationWithoutAHead() {
        var generator = SplitMix64(seed: 7)
        let pieces = ["a", "日", "😀", "e\u{301}", "bc", "語x"]
        for _ in 0..<500 {
            var buffer = Buffer(width: 7, height: 1)
            for _ in 0..<6 {
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                buffer.write(piece, x: Int(generator.next() % 9) - 1, y: 0)
                if generator.next() % 4 == 0 {
                    let x = Int(generator.next() % 7)
                    buffer.fill(Rect(x: x, y: 0, width: Int(generator.next() % 3), height: 1), with: Cell("-"))
                }
            }
            for column in 0..<7 where buffer[column, 0].isContinuation {
                #expect(column > 0 && DisplayWidth.of(buffer[column - 1, 0].grapheme) == 2)
            }
            for column in 0..<7 where DisplayWidth.of(buffer[column, 0].grapheme) == 2 {
                #expect(column < 6 && buffer[column + 1, 0].isContinuation)
            }
        }
    }

    @Test func fillAndRestyle() {
        var buffer = Buffer(width: 5, height: 3)
        buffer.write("日本", x: 0, y: 1)
        buffer.fill(Rect(x: 1, y: 0, width: 3, height: 2), with: Cell("·"))
        #expect(buffer.lines == [" ···", " ···", ""])
        buffer.restyle(Rect(x: 0, y: 1, width: 2, height: 5)) { $0.bold = true }
        #expect(buffer.mask { $0.bold } == ["", "##", "##"])
        #expect(buffer[0, 0].style == .plain)
    }

    @Test func fillOutsideTheBufferIsIgnored() {
        var buffer = Buffer(width: 2, height: 2)
        buffer.fill(Rect(x: -5, y: -5, width: 3, height: 3), with: Cell("x"))
        buffer.fill(Rect(x: 1, y: 1, width: 9, height: 9), with: Cell("y"))
        #expect(buffer.lines == ["", " y"])
    }

    @Test func maskMarksStyledCellsIncludingContinuations() {
        var buffer = Buffer(width: 8, height: 1)
        buffer.write("ab", x: 0, y: 0)
        buffer.write("日c", x: 2, y: 0, style: Style(underline: true))
        #expect(buffer.mask("_") { $0.underline } == ["  ___"])
    }

    @Test func zeroSizeBuffer() {
        var buffer = Buffer(width: 0, height: 0)
        #expect(buffer.write("abc", x: 0, y: 0) == 0)
        buffer.fill(buffer.bounds, with: Cell("x"))
        #expect(buffer.lines == [])
        #expect(Buffer(width: -3, height: 2).lines == ["", ""])
    }

    @Test func rectIntersection() {
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(a.intersection(Rect(x: 2, y: 3, width: 5, height: 5)) == Rect(x: 2, y: 3, width: 2, height: 1))
        #expect(a.intersection(Rect(x: 9, y: 9, width: 1, height: 1)).isEmpty)
    }
}
