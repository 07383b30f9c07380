import PickerCore
import PickerTerminal
import TerminalUI
import Testing

/// Golden frames of the wheel view without colour: what a person sees, as text.
@Suite("Wheel view: golden frames")
struct WheelViewGoldenTests {
    @Test("One component: the band in the middle, two neighbours each side (Behaviour 1.1, 1.2)")
    func oneComponent() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.fruits, [2]), width: 20, height: 5)
        #expect(
            frame.text == """
                  Apple
                  Banana
                › Cherry     ‹
                  Damson
                  Elderberry
                """)
    }

    @Test("A non-looping component shows blanks past its first row (Behaviour 1.9)")
    func blanksBeforeTheFirstRow() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.fruits, [0]), width: 20, height: 5)
        #expect(
            frame.text == """


                › Apple      ‹
                  Banana
                  Cherry
                """)
    }

    @Test("A non-looping component shows blanks past its last row (Behaviour 1.9)")
    func blanksAfterTheLastRow() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.fruits, [4]), width: 20, height: 5)
        #expect(
            frame.text == """
                  Cherry
                  Damson
                › Elderberry ‹


                """)
    }

    @Test("Two components: the unfocused one marked with dots when there is no colour")
    func twoComponents() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.clock, [9, 30]), width: 20, height: 5)
        #expect(
            frame.text == """
                  07     28
                  08     29
                › 09 ‹ · 30 ·
                  10     31
                  11     32
                """)
    }

    @Test("Three components, focus on the middle one, numbers right-aligned, blanks past the ends")
    func threeComponents() {
        var wheel = Fixtures.wheel(Fixtures.date, [0, 0, 1])
        wheel.apply(.tick(now: 0))
        wheel.apply(.focusNext)
        let frame = renderWheel(wheel, width: 30, height: 5)
        #expect(
            frame.text == """

                                 2024
                · Jan · ›  1 ‹ · 2025 ·
                  Feb      2     2026
                  Mar      3
                """)
    }

    @Test("A looping component wraps: the rows after the last are the first again (Behaviour 1.9)")
    func loopingWrapsForward() {
        let minutes = ListSource(columns: [Fixtures.twoDigits], loops: [0], numeric: [0])
        let frame = renderWheel(Fixtures.wheel(minutes, [59]), width: 10, height: 5)
        #expect(
            frame.text == """
                  57
                  58
                › 59 ‹
                  00
                  01
                """)
    }

    @Test("A looping component wraps backwards too: 58 59 above 00")
    func loopingWrapsBackward() {
        let minutes = ListSource(columns: [Fixtures.twoDigits], loops: [0], numeric: [0])
        let frame = renderWheel(Fixtures.wheel(minutes, [0]), width: 10, height: 5)
        #expect(
            frame.text == """
                  58
                  59
                › 00 ‹
                  01
                  02
                """)
    }

    @Test("Right-to-left: components mirrored, logical focus on component 0 now on the right (Behaviour 1.4)")
    func rightToLeftMirrorsColumns() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.clock, [9, 30]), width: 13, height: 5, rightToLeft: true)
        #expect(
            frame.text == """
                  28     07
                  29     08
                · 30 · › 09 ‹
                  31     10
                  32     11
                """)
    }

    @Test("Right-to-left: the columns are packed against the right edge")
    func rightToLeftPacksRight() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.clock, [9, 30]), width: 20, height: 5, rightToLeft: true)
        #expect(frame.lines[2] == "       · 30 · › 09 ‹")
    }

    @Test("Long titles are cut with an ellipsis to fit the area")
    func longTitlesTruncated() {
        let source = ListSource(columns: [["Short", "A very long title that will not fit", "Mid"]])
        let frame = renderWheel(Fixtures.wheel(source, [1]), width: 16, height: 5)
        #expect(
            frame.text == """

                  Short
                › A very long… ‹
                  Mid

                """)
    }

    @Test("A narrow area shortens the widest titles and keeps the markers")
    func narrowAreaShortensTitles() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.fruits, [2]), width: 10, height: 5)
        #expect(
            frame.text == """
                  Apple
                  Banana
                › Cherry ‹
                  Damson
                  Elder…
                """)
    }

    @Test("Width hints win over measured titles (Behaviour 1.6)")
    func widthHint() {
        var source = Fixtures.fruits
        source.widthHints = [0: 3]
        let frame = renderWheel(Fixtures.wheel(source, [2]), width: 20, height: 5)
        #expect(frame.lines[2] == "› Ch… ‹")
    }

    @Test("Fewer rows when the area is lower (Behaviour 1.2)", arguments: [
        (4, ["  08", "› 09 ‹", "  10", "  11"]),
        (3, ["  08", "› 09 ‹", "  10"]),
        (2, ["› 09 ‹", "  10"]),
        (1, ["› 09 ‹"]),
    ])
    func lowAreas(height: Int, expected: [String]) {
        let hours = ListSource(columns: [Array(Fixtures.twoDigits.prefix(24))], numeric: [0])
        let frame = renderWheel(Fixtures.wheel(hours, [9]), width: 10, height: height)
        #expect(frame.lines == expected)
    }

    @Test("A 1×1 area shows the first character of the selected title")
    func oneByOne() {
        let frame = renderWheel(Fixtures.wheel(Fixtures.fruits, [2]), width: 1, height: 1)
        #expect(frame.lines == ["C"])
    }

    @Test("Zero-size areas draw nothing and do not crash")
    func zeroSize() {
        let wheel = Fixtures.wheel(Fixtures.clock, [9, 30])
        #expect(renderWheel(wheel, width: 0, height: 0).lines.isEmpty)
        #expect(renderWheel(wheel, width: 10, height: 0).lines.isEmpty)
        #expect(renderWheel(wheel, width: 0, height: 5).lines == ["", "", "", "", ""])

        var buffer = Buffer(width: 8, height: 3)
        let view = WheelView(wheel)
        view.render(into: &buffer, area: Rect(x: 2, y: 1, width: 0, height: 0), theme: .default(for: .trueColor))
        view.render(into: &buffer, area: Rect(x: 4, y: 1, width: 3, height: 0), theme: .default(for: .trueColor))
        #expect(buffer == Buffer(width: 8, height: 3))
    }

    @Test("An area reaching outside the buffer is clipped to it")
    func areaOutsideBuffer() {
        var buffer = Buffer(width: 8, height: 3)
        WheelView(Fixtures.wheel(Fixtures.fruits, [2])).render(
            into: &buffer, area: Rect(x: 3, y: -1, width: 40, height: 10), theme: .default(for: .none))
        // Laid out in the visible 5×3 part: three rows, markers without padding, titles cut.
        #expect(buffer.lines == ["    Ba…", "   ›Ch…‹", "    Da…"])
    }

    @Test("A picker with no components, or an empty component, draws sanely")
    func emptySources() {
        let none = renderWheel(Fixtures.wheel(ListSource(columns: []), []), width: 10, height: 5)
        #expect(none.lines == ["", "", "", "", ""])
        let empty = renderWheel(Fixtures.wheel(ListSource(columns: [[]]), [0]), width: 10, height: 5)
        #expect(empty.lines == ["", "", "›   ‹", "", ""])
    }

    @Test("Control characters in titles never reach the terminal")
    func controlCharactersSanitised() {
        let source = ListSource(columns: [["a\tb", "x\u{1B}[31my"]])
        let frame = renderWheel(Fixtures.wheel(source, [1]), width: 20, height: 5)
        #expect(frame.lines[1] == "  a b")
        #expect(frame.lines[2] == "› x\u{FFFD}[31my ‹")
    }

    @Test("Wide (East Asian) titles are measured in columns")
    func wideTitles() {
        let source = ListSource(columns: [["東京", "大阪", "札幌"], ["a", "b", "c"]])
        let frame = renderWheel(Fixtures.wheel(source, [1, 1]), width: 20, height: 5)
        #expect(frame.lines[2] == "› 大阪 ‹ · b ·")
    }

    @Test("A 10,000,000-row component is measured from a bounded sample (Behaviour 1.5)")
    func hugeComponentStaysCheap() {
        let counter = TitleCounter()
        let wheel = Fixtures.wheel(HugeSource(counter: counter), [5_000_000])
        let frame = renderWheel(wheel, width: 30, height: 5)
        #expect(frame.lines[2] == "› Row 5000000 ‹")
        #expect(frame.lines[4] == "  Row 5000002")
        #expect(counter.count < 200)
    }
}
