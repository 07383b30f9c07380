import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The yes/no question (Behaviour 6.7): frames, keys, mirroring, validation and speech.
@Suite("Confirm: frames, keys and speech")
struct ConfirmGoldenTests {
    static func picker(
        _ question: String? = "Delete it?", default answer: Bool = true, yes: String = "Yes", no: String = "No",
        keys: AnswerKeys = AnswerKeys(), rightToLeft: Bool = false, keyMode: KeyMode = .standard
    ) -> ConfirmTerminalPicker {
        ConfirmTerminalPicker(
            question: question, confirmation: Confirmation(default: answer, affirmative: yes, negative: no, keys: keys),
            prompt: PromptFrame(isRightToLeft: rightToLeft, keyMode: keyMode))
    }

    @Test("The question, the buttons with the default focused, the help line; the cursor on the focused label")
    func frame() {
        let driver = PickerDriver(Self.picker(), width: 50)
        #expect(driver.lines == [
            "Delete it?",
            "  Yes     No",
            "←→ choose · y/n answer · enter select · esc cancel",
        ])
        #expect(driver.buffer.focus == CursorPosition(x: 2, y: 1))
        var no = PickerDriver(Self.picker(default: false), width: 50)
        #expect(no.buffer.focus == CursorPosition(x: 10, y: 1))
        no.press(.enter)
        #expect(no.outputText == "No")
    }

    @Test("The focused button is drawn reversed without colour, in the selected style with it")
    func focusedStyle() {
        var buffer = Buffer(width: 20, height: 2)
        let view = ConfirmView(confirmation: Confirmation(affirmative: "Yes", negative: "No"))
        view.render(into: &buffer, area: buffer.bounds, theme: .default(for: .none))
        #expect(buffer[2, 0].style.reverse)
        #expect(!buffer[10, 0].style.reverse)
        let colour = Theme.default(for: .trueColor)
        view.render(into: &buffer, area: buffer.bounds, theme: colour)
        #expect(buffer[2, 0].style == colour.selected || buffer[2, 0].style.reverse)
    }

    @Test("Arrows and h/l move to their side, Tab and ↑↓ to the other; moving never answers; Enter answers the focus")
    func keys() {
        var driver = PickerDriver(Self.picker(), width: 50)
        driver.press(.right)
        #expect(driver.status == .running)
        #expect(driver.buffer.focus?.x == 10)
        driver.press(.right)
        #expect(driver.buffer.focus?.x == 10, "the right end stays")
        driver.type("h")
        #expect(driver.buffer.focus?.x == 2)
        driver.type("l")
        #expect(driver.buffer.focus?.x == 10)
        driver.press(.tab)
        #expect(driver.buffer.focus?.x == 2)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "No")
    }

    @Test("y and n answer at once, whatever the focus, in either case", arguments: [("y", "Yes"), ("Y", "Yes"), ("n", "No"), ("N", "No")])
    func letters(letter: String, answer: String) {
        var driver = PickerDriver(Self.picker(default: answer == "No"), width: 50)
        driver.type(letter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == answer)
    }

    @Test("The locale's letters answer, and one of them wins over h: Turkish answers no with h")
    func localeLetters() {
        let turkish = AnswerKeys.forLocale(yes: "Evet", no: "Hayır", expressions: nil)
        var driver = PickerDriver(Self.picker(yes: "Evet", no: "Hayır", keys: turkish), width: 50)
        driver.type("h")
        #expect(driver.outputText == "Hayır")
        var yes = PickerDriver(Self.picker(default: false, yes: "Evet", no: "Hayır", keys: turkish), width: 50)
        yes.type("e")
        #expect(yes.outputText == "Evet")
        let hebrew = AnswerKeys.forLocale(yes: "כן", no: "לא", expressions: nil)
        var mirrored = PickerDriver(Self.picker(yes: "כן", no: "לא", keys: hebrew, rightToLeft: true), width: 40)
        mirrored.type("ל")
        #expect(mirrored.outputText == "לא")
    }

    @Test("Right to left: the lines right-aligned, the affirmative button rightmost, ← moves to the left one (Behaviour 1.4)")
    func rightToLeft() {
        var driver = PickerDriver(Self.picker(yes: "כן", no: "לא", rightToLeft: true), width: 30)
        #expect(driver.lines.map { String($0.drop { $0 == " " }) } == ["Delete it?", "לא     כן", "enter select · esc cancel"])
        #expect(DisplayWidth.of(driver.lines[0]) == 30, "the question right-aligned: \(driver.lines)")
        let buttons = driver.lines[1]
        // Blanks after the last button are not drawn text: the line ends with its label, two
        // columns short of the edge.
        #expect(buttons.hasSuffix("לא     כן") && DisplayWidth.of(buttons) == 28, "the affirmative button is rightmost: \(buttons)")
        #expect(driver.buffer.focus?.x == 30 - 2 - 2, "the cursor on כן")
        driver.press(.left)
        driver.press(.enter)
        #expect(driver.outputText == "לא")
    }

    @Test("vim keys: hjkl named on the help line; standard help names no letters")
    func vim() {
        let vim = PickerDriver(Self.picker(keyMode: .vim), width: 60)
        #expect(vim.lines.last == "h/l choose · y/n answer · enter select · esc cancel")
        var moved = vim
        moved.type("j")
        #expect(moved.buffer.focus?.x == 10)
    }

    @Test("validate (the seam's, as every family's) refuses an answer: the message under the prompt, Enter and y refused, gone once the focus moves")
    func validation() {
        var driver = PickerDriver(ValidatingPicker(Self.picker()) { $0.answer ? "Say no to go on" : nil }, width: 50)
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(driver.lines[3] == "✗ Say no to go on")
        driver.type("y")
        #expect(driver.status == .running)
        driver.press(.right)
        #expect(!driver.lines.contains("✗ Say no to go on"))
        driver.press(.enter)
        #expect(driver.outputText == "No")
    }

    @Test("Esc cancels")
    func escape() {
        var driver = PickerDriver(Self.picker(), width: 50)
        driver.press(.escape)
        #expect(driver.status == .cancelled)
    }

    static let hints = "Left and Right arrows choose the answer; y answers yes; n answers no"

    @Test("Screen-reader lines: the question with the focused answer, then the keys; each move says the new answer")
    func transcript() {
        var transcript = AccessibleTranscript(Self.picker())
        #expect(transcript.openingLines == [
            "Delete it?, Yes, 1 of 2",
            "Left and Right arrows choose the answer, y answers yes, n answers no. Enter answers, Escape cancels.",
            "Question mark repeats these hints.",
        ])
        let moved = transcript.handle(.key(KeyStroke(.right)), now: 1)
        #expect(moved.lines == ["No, 2 of 2"])
        let refused = AccessibleTranscript(ValidatingPicker(Self.picker()) { _ in "Not now" })
        var speaking = refused
        #expect(speaking.handle(.key(KeyStroke(.enter)), now: 1).lines == ["Yes, 1 of 2. Not now"])
    }

    @Test("The platform's letters where the locale is installed, the words' first letters where not: Turkish h is no either way")
    func platformLetters() {
        #expect(LocaleAnswers.expressions(for: Locale(identifier: "xx_YY")) == nil)
        let turkish = LocaleAnswers.keys(for: Locale(identifier: "tr_TR"))
        #expect(turkish.answer(for: "h") == false)
        #expect(turkish.answer(for: "e") == true)
        #expect(turkish.answer(for: "y") == true)
        let german = LocaleAnswers.keys(for: Locale(identifier: "de_DE"))
        #expect(german.answer(for: "j") == true)
        #expect(german.answer(for: "n") == false)
    }
}
