import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The number field (Behaviour 6.8): frames, keys, native digits, mirroring, refusals and speech.
@Suite("Number: frames, keys and speech")
struct NumberGoldenTests {
    static func picker(
        _ question: String? = "Guests", value: Decimal = 3, bounds: ClosedRange<Decimal>? = 1...8, fractionDigits: Int = 0,
        locale: String = "en_US", rightToLeft: Bool = false, keyMode: KeyMode = .standard
    ) -> NumberTerminalPicker {
        NumberTerminalPicker(
            question: question, stepper: NumberStepper(value: value, bounds: bounds, fractionDigits: fractionDigits),
            text: NumberText(locale: Locale(identifier: locale), fractionDigits: fractionDigits),
            prompt: PromptFrame(isRightToLeft: rightToLeft, keyMode: keyMode))
    }

    @Test("The question, the value with ▲▼, the help line; the cursor on the value")
    func frame() {
        let driver = PickerDriver(Self.picker(), width: 50)
        #expect(driver.lines == ["Guests", "3  ▲▼", "↑↓ step · 0-9 type · enter select · esc cancel"])
        #expect(driver.buffer.focus == CursorPosition(x: 0, y: 1))
    }

    @Test("↑↓ step, PgUp/PgDn ten steps, Home/End the bounds; Enter prints plain digits")
    func keys() {
        var driver = PickerDriver(Self.picker(), width: 50)
        driver.press(.up)
        #expect(driver.lines[1] == "4  ▲▼")
        driver.press(.pageDown)
        #expect(driver.lines[1] == "1  ▲▼")
        driver.press(.end)
        #expect(driver.lines[1] == "8  ▲▼")
        driver.press(.home)
        driver.press(.down)
        #expect(driver.lines[1] == "1  ▲▼")
        driver.press(.enter)
        #expect(driver.outputText == "1")
    }

    @Test("A typed value out of bounds shows the range and Enter waits until it is mended")
    func refused() {
        var driver = PickerDriver(Self.picker(), width: 50)
        driver.type("9")
        #expect(driver.lines[1] == "9  ▲▼")
        #expect(driver.lines[2] == "✗ 1 … 8")
        driver.press(.enter)
        #expect(driver.status == .running)
        driver.press(.backspace)
        driver.type("7")
        #expect(!driver.lines.contains("✗ 1 … 8"))
        driver.press(.enter)
        #expect(driver.outputText == "7")
    }

    @Test("Native digits shown and typed: ar_EG shows ١٢٣ right to left, ▲▼ on the left; typed ٤ is 4")
    func arabic() {
        var driver = PickerDriver(Self.picker(value: 123, bounds: 0...500, locale: "ar_EG", rightToLeft: true), width: 30)
        #expect(driver.lines[1].hasSuffix("▲▼  ١٢٣"), "\(driver.lines)")
        #expect(DisplayWidth.of(driver.lines[1]) == 30)
        driver.type("٤")
        driver.type("2")
        #expect(driver.lines[1].hasSuffix("▲▼  ٤٢"))
        driver.press(.enter)
        #expect(driver.outputText == "42")
    }

    @Test("Devanagari digits with -nu-deva; a decimal separator and two fraction digits")
    func devanagariAndFractions() {
        let driver = PickerDriver(Self.picker(value: 123, bounds: nil, locale: "hi_IN@numbers=deva"), width: 30)
        #expect(driver.lines[1] == "१२३  ▲▼")
        var german = PickerDriver(Self.picker(value: 1.5, bounds: nil, fractionDigits: 2, locale: "de_DE"), width: 30)
        #expect(german.lines[1] == "1,50  ▲▼")
        german.type("2")
        german.type(",")
        german.type("7")
        #expect(german.lines[1] == "2,7  ▲▼")
        german.press(.enter)
        #expect(german.outputText == "2.70")
    }

    @Test("vim: j/k step, named on the help line")
    func vim() {
        var driver = PickerDriver(Self.picker(keyMode: .vim), width: 60)
        #expect(driver.lines.last == "j/k step · 0-9 type · enter select · esc cancel")
        driver.type("k")
        #expect(driver.lines[1] == "4  ▲▼")
    }

    @Test("validate (the seam's, as every family's): the message under the prompt, Enter refused, gone once the value changes")
    func validation() {
        var driver = PickerDriver(ValidatingPicker(Self.picker()) { $0.stepper.value == 3 ? "Three is taken" : nil }, width: 50)
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(driver.lines[3] == "✗ Three is taken")
        driver.press(.up)
        #expect(!driver.lines.contains { $0.hasPrefix("✗") })
        driver.press(.enter)
        #expect(driver.outputText == "4")
    }

    @Test("Screen-reader lines: the question and value, then the keys; a step says the new value")
    func transcript() {
        var transcript = AccessibleTranscript(Self.picker())
        #expect(transcript.openingLines == [
            "Guests, 3", "Up and Down arrows step the value, digits type a value. Enter selects, Escape cancels.",
            "Question mark repeats these hints.",
        ])
        let stepped = transcript.handle(.key(KeyStroke(.up)), now: 1)
        #expect(stepped.lines == ["4"])
    }
}
