import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// A header keeps its line breaks, a row each; a short terminal gives up the help line, then
/// the header's first lines (Behaviour 6.9).
@Suite("Header lines")
struct HeaderLinesTests {
    func wheel(header: String?) -> WheelTerminalPicker<ListSource> {
        WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [1]), header: header)
    }

    @Test("Each line of a header is its own row, in the header's style, above the body")
    func linesAreRows() {
        let driver = PickerDriver(wheel(header: "Orchard\nFruit"), width: 40)
        #expect(driver.height == 8)
        #expect(
            driver.frame == """
                Orchard
                Fruit

                  Apple
                › Banana     ‹
                  Cherry
                  Damson
                ↑↓ change · enter select · esc cancel
                """)
        #expect(driver.buffer[0, 1].style == Theme.default(for: .none).header)
    }

    @Test("CR LF, a blank line and control characters: a row per line, each made safe")
    func lineEndings() {
        let frame = PromptFrame(header: "a\r\nb\n\nc\u{1B}[31m")
        #expect(frame.headerLines == ["a", "b", "", "c\u{FFFD}[31m"])
        #expect(PromptFrame(header: "one line").headerLines == ["one line"])
        #expect(PromptFrame().headerLines.isEmpty)
        // The rows the layout counts are the lines the drawing makes, for every kind of break.
        for header in ["a\r\nb\n\nc", "a\rb", "a\n", "\r\n\r\n", "one", "a\u{2028}b\u{85}c"] {
            let frame = PromptFrame(header: header, showsHelp: false)
            #expect(frame.chromeRows == frame.headerLines.count, "\(header.debugDescription)")
        }
    }

    @Test("Short of rows: the help line goes, then the header's first lines; its last stays by the body")
    func shortArea() {
        let frame = PromptFrame(header: "one\ntwo\nthree")
        let area = { (height: Int) in Rect(x: 0, y: 0, width: 20, height: height) }
        let roomy = frame.sections(in: area(9), body: (preferred: 5, minimum: 3))
        #expect(roomy.header == Rect(x: 0, y: 0, width: 20, height: 3))
        #expect(roomy.help != nil)
        let noHelp = frame.sections(in: area(8), body: (preferred: 5, minimum: 3))
        #expect(noHelp.help == nil)
        #expect(noHelp.header?.height == 3)
        let twoLines = frame.sections(in: area(5), body: (preferred: 5, minimum: 3))
        #expect(twoLines.header?.height == 2)
        #expect(twoLines.body == Rect(x: 0, y: 2, width: 20, height: 3))
        let none = frame.sections(in: area(3), body: (preferred: 5, minimum: 3))
        #expect(none.header == nil)

        let driver = PickerDriver(wheel(header: "Orchard\nFruit"), width: 40, height: 4)
        #expect(driver.lines.first == "Fruit", "the line naming the body stays")
    }

    @Test("A question goes under the header as its last line")
    func asking() {
        #expect(PromptFrame(header: "Deploy").asking("Delete it?").header == "Deploy\nDelete it?")
        #expect(PromptFrame().asking("Delete it?").header == "Delete it?")
        #expect(PromptFrame(header: "Deploy").asking(nil).header == "Deploy")
        let confirm = ConfirmTerminalPicker(
            question: "Delete it?", confirmation: Confirmation(affirmative: "Yes", negative: "No"),
            prompt: PromptFrame(header: "Deploy"))
        let driver = PickerDriver(confirm, width: 50)
        #expect(Array(driver.lines.prefix(3)) == ["Deploy", "Delete it?", "  Yes     No"])
        #expect(confirm.spokenName == "Delete it?")
    }
}
