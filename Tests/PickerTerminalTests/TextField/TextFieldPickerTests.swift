import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The text field (Behaviour 8): golden frames, the cursor at the editing point, keys, paste,
/// suggestions, secure echo, validation and what screen-reader mode says.
@Suite("Text field: frames, keys and screen-reader lines")
struct TextFieldPickerTests {
    static func driver(_ picker: TextTerminalPicker, width: Int = 40) -> PickerDriver<TextTerminalPicker> {
        PickerDriver(picker, width: width)
    }

    /// Where the dimmed cells (placeholder, suggestion) are on row `y`.
    static func dimMask(_ driver: PickerDriver<TextTerminalPicker>, row y: Int) -> String {
        driver.buffer.mask { $0.dim }[y]
    }

    @Test("Golden frame: header, the placeholder dimmed with the cursor on its first cell, the help line")
    func placeholder() {
        let driver = Self.driver(TextTerminalPicker(header: "Name", placeholder: "Ada Lovelace"))
        #expect(driver.frame == """
            Name
            > Ada Lovelace
            ←→ move · enter select · esc cancel
            """)
        #expect(Self.dimMask(driver, row: 1) == "  ############")
        #expect(driver.buffer.focus == CursorPosition(x: 2, y: 1))
        #expect(driver.picker.showsCursor)
    }

    @Test("Typing replaces the placeholder; the cursor follows by display width (CJK two cells, an accent none, 👍🏽 four as tmux draws it)")
    func typingWidths() {
        var driver = Self.driver(TextTerminalPicker(header: "Name", placeholder: "Ada"))
        driver.type("ab中")
        #expect(driver.lines[1].hasPrefix("> ab中"))
        #expect(driver.buffer.focus == CursorPosition(x: 6, y: 1))
        driver.type("👍🏽")
        driver.type("e\u{301}")
        #expect(driver.picker.text == "ab中👍🏽e\u{301}")
        // "> " 2, "ab" 2, 中 2, 👍🏽 4 (the hand and its skin tone, a cell each, as tmux draws them), é 1.
        #expect(driver.buffer.focus == CursorPosition(x: 11, y: 1))
        driver.press(.left)
        driver.press(.left)
        #expect(driver.buffer.focus == CursorPosition(x: 6, y: 1))
        driver.press(.backspace)
        #expect(driver.picker.text == "ab👍🏽e\u{301}")
        #expect(driver.buffer.focus == CursorPosition(x: 4, y: 1))
        driver.press(.enter)
        #expect(driver.outputText == "ab👍🏽e\u{301}")
    }

    @Test("Readline keys: Ctrl-A/E, Alt-B/F and Ctrl-←/→, Ctrl-W, Ctrl-U, Ctrl-K, Delete")
    func readlineKeys() {
        var driver = Self.driver(TextTerminalPicker(text: "one two three"))
        driver.press(.character("b"), .alt)
        #expect(driver.picker.editor.cursor == 8)
        driver.press(.left, .control)
        #expect(driver.picker.editor.cursor == 4)
        driver.press(.character("f"), .alt)
        #expect(driver.picker.editor.cursor == 7)
        driver.press(.character("k"), .control)
        #expect(driver.picker.text == "one two")
        driver.press(.character("a"), .control)
        driver.press(.delete)
        #expect(driver.picker.text == "ne two")
        driver.press(.character("e"), .control)
        driver.press(.character("w"), .control)
        #expect(driver.picker.text == "ne ")
        driver.press(.character("u"), .control)
        #expect(driver.picker.text == "")
    }

    @Test("Letters type whatever the key mode: vim's j is a j")
    func vimTypes() {
        var picker = TextTerminalPicker()
        picker.keyMode = .vim
        var driver = Self.driver(picker)
        driver.type("jk")
        #expect(driver.picker.text == "jk")
    }

    @Test("A line wider than the area scrolls so the cursor stays in view, and back at Home")
    func scrolls() {
        var driver = Self.driver(TextTerminalPicker(text: "abcdefghijklmnopqrstuvwxyz", showsHelp: false), width: 12)
        // 10 columns after "> ": nine characters and the cursor's cell.
        #expect(driver.frame == "> rstuvwxyz")
        #expect(driver.buffer.focus == CursorPosition(x: 11, y: 0))
        driver.press(.home)
        #expect(driver.frame == "> abcdefghij")
        #expect(driver.buffer.focus == CursorPosition(x: 2, y: 0))
        var wide = Self.driver(TextTerminalPicker(text: "中文中文中文中文", showsHelp: false), width: 12)
        #expect(wide.frame == "> 中文中文")
        wide.press(.left)
        #expect(wide.buffer.focus.map { $0.x < 12 } == true)
    }

    @Test("The character limit refuses more, counting characters")
    func limit() {
        var driver = Self.driver(TextTerminalPicker(characterLimit: 3))
        driver.type("👍🏽中ab")
        #expect(driver.picker.text == "👍🏽中a")
    }

    @Test("A paste is typed with its line breaks as spaces and no escape sequence")
    func paste() {
        var driver = Self.driver(TextTerminalPicker(text: "x"))
        driver.paste("one\ntwo\u{1B}[2J")
        #expect(driver.picker.text == "xone two[2J")
        #expect(!driver.frame.contains("\u{1B}"))
    }

    @Test("A suggestion shows dimmed after the cursor; Tab or → at the end takes it")
    func suggestion() {
        var driver = Self.driver(TextTerminalPicker(suggestions: ["Lisbon", "London"]))
        driver.type("lo")
        #expect(driver.lines[0].hasPrefix("> london"))
        #expect(Self.dimMask(driver, row: 0).hasPrefix("    ####"))
        #expect(driver.buffer.focus == CursorPosition(x: 4, y: 0))
        #expect(driver.lines[1].contains("tab complete"))
        driver.press(.tab)
        #expect(driver.picker.text == "London")
        var byArrow = Self.driver(TextTerminalPicker(suggestions: ["Lisbon"]))
        byArrow.type("L")
        byArrow.press(.right)
        #expect(byArrow.picker.text == "Lisbon")
        byArrow.press(.home)
        byArrow.press(.right)
        #expect(byArrow.picker.editor.cursor == 1, "→ away from the end moves")
    }

    @Test("Secure: nothing echoed, or a mask a character; never the text, not even in the answered line")
    func secure() {
        var hidden = Self.driver(TextTerminalPicker(header: "Password", echo: .hidden))
        hidden.type("s3cret")
        #expect(hidden.lines[1] == ">")
        #expect(hidden.buffer.focus == CursorPosition(x: 2, y: 1))
        #expect(hidden.picker.shownText == "")
        var masked = Self.driver(TextTerminalPicker(header: "Password", suggestions: ["s3cretly"], echo: .masked("•")))
        masked.type("s3cret")
        #expect(masked.lines[1] == "> ••••••")
        #expect(!masked.frame.contains("s3cret") && !masked.frame.contains("ly"))
        #expect(masked.picker.shownText == "••••••")
        masked.press(.enter)
        #expect(masked.outputText == "s3cret")
    }

    @Test("Validation (the seam's, as every family's): Enter refused with the message under the prompt, until the text is valid")
    func validation() {
        // The inline area follows the prompt's height, as the session's does: a row more for the message.
        var driver = PickerDriver(ValidatingPicker(TextTerminalPicker(header: "Name")) { $0.text.count < 2 ? "Two letters at least" : nil },
                                  width: 40, followsHeight: true)
        driver.type("A")
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(driver.frame == """
            Name
            > A
            ←→ move · enter select · esc cancel
            ✗ Two letters at least
            """)
        driver.type("d")
        #expect(!driver.frame.contains("✗"))
        driver.press(.enter)
        #expect(driver.outputText == "Ad")
    }

    @Test("Esc cancels")
    func escape() {
        var driver = Self.driver(TextTerminalPicker(text: "x"))
        driver.press(.escape)
        #expect(driver.status == .cancelled)
    }

    // MARK: Screen reader

    @Test("Screen-reader transcript: the line said after each key; a secure one says only how many characters")
    func transcript() {
        var plain = AccessibleTranscript(TextTerminalPicker(header: "City", suggestions: ["Lisbon"]))
        #expect(plain.openingLines == [
            "City, empty",
            "Typing writes the text, Left and Right arrows move the cursor, Tab completes the suggestion. Enter selects, Escape cancels.",
            "Question mark repeats these hints.",
        ])
        #expect(plain.handle(.key(KeyStroke(.character("L"))), now: 1).lines == ["L"])
        #expect(plain.handle(.key(KeyStroke(.tab)), now: 2).lines == ["Lisbon"])
        #expect(plain.handle(.key(KeyStroke(.home)), now: 3).lines == ["Lisbon, cursor at character 1 of 6"])

        var secure = AccessibleTranscript(TextTerminalPicker(header: "Password", echo: .masked("•")))
        #expect(secure.openingLines.first == "Password, 0 characters")
        let typed = secure.handle(.key(KeyStroke(.character("s"))), now: 1).lines
            + secure.handle(.key(KeyStroke(.character("3"))), now: 2).lines
        #expect(typed == ["1 character", "2 characters"])
        #expect(!typed.joined().contains("s3"))
        #expect(secure.closingLines(after: .confirmed, answer: "Password: ••").allSatisfy { !$0.contains("s3") })
    }

    @Test("Screen reader: a refused Enter says the message")
    func spokenValidation() {
        var transcript = AccessibleTranscript(ValidatingPicker(TextTerminalPicker(header: "Name")) { $0.text.isEmpty ? "A name, please" : nil })
        let lines = transcript.handle(.key(KeyStroke(.enter)), now: 1).lines
        #expect(lines.first?.hasPrefix("empty. ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix(" A name, please") == true, "\(lines)")
    }

    @Test("In a form the caret shows while the text field is focused, and hides on a wheel")
    func formCaret() {
        let wheel = WheelTerminalPicker(WheelPicker(source: LineListSource(lines: ["S", "M"])))
        var form = FormPicker([
            FormField("Name", TextTerminalPicker(), summary: { $0.text }),
            FormField("Size", wheel),
        ])
        #expect(form.showsCursor)
        _ = form.handle(.key(KeyStroke(.tab)), now: 1)
        #expect(form.focus == 1)
        #expect(!form.showsCursor)
    }
}
