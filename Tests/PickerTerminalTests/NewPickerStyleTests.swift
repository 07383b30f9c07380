import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

// MARK: A new picker style, written as a user of the library would: a view, a model, a key table
// (issue 9, "Done when": no chrome copied, 80 lines at most from here to the tests).

/// Draws a number between arrows, `‹ 3 ›`; the arrows can be clicked.
struct StepperView: TerminalView {
    enum Hit { case less, more }
    var value: Int
    var text: String { "‹ \(value) ›" }
    func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: DisplayText.width(text), height: 1) }
    func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        buffer.write(text, x: area.x, y: area.y, style: theme.selected, clip: area)
    }
    func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        guard y == area.y else { return nil }
        return x == area.x ? .less : x == area.x + DisplayText.width(text) - 1 ? .more : nil
    }
}

/// A number in a range, stepped by keys or clicks.
struct StepperPicker: PromptPicker {
    enum Action: Sendable { case step(Int), done, quit }
    var prompt: PromptFrame
    var value: Int
    let range: ClosedRange<Int>
    var body: StepperView { StepperView(value: value) }
    var keyBindings: KeyBindingTable<Action> {
        KeyBindingTable([
            KeyBinding([KeyStroke(.up), KeyStroke(.character("+"))], .step(1), help: "↑↓ step",
                       spoken: "Up and Down arrows step the number", priority: .high),
            KeyBinding([KeyStroke(.down), KeyStroke(.character("-"))], .step(-1)),
            KeyBinding([KeyStroke(.enter)], .done, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .quit, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ])
    }
    var spokenValue: String { "\(value) of \(range.upperBound)" }
    var output: [UInt8] { Array(String(value).utf8) }
    mutating func perform(_ action: Action) -> PickerStatus {
        switch action {
        case .step(let by): value = min(max(value + by, range.lowerBound), range.upperBound)
        case .done: return .confirmed
        case .quit: return .cancelled
        }
        return .running
    }
    mutating func handleMouse(_ mouse: MouseEvent, hit: StepperView.Hit?, body: Rect) {
        guard case .press(.left) = mouse.kind, let hit else { return }
        _ = perform(.step(hit == .more ? 1 : -1))
    }
}

// MARK: What it gets for free

@Suite("A new picker style from a view, a model and a key table")
struct NewPickerStyleTests {
    func stepper(header: String? = "Guests") -> StepperPicker {
        StepperPicker(prompt: PromptFrame(header: header), value: 3, range: 1 ... 9)
    }

    @Test("PickerDriver frames: header, body, help line; keys and clicks; the output")
    func frames() {
        var driver = PickerDriver(stepper(), width: 40)
        #expect(driver.height == 3)
        #expect(driver.frame == "Guests\n‹ 3 ›\n↑↓ step · enter select · esc cancel")
        driver.press(.up)
        driver.type("+")
        #expect(driver.lines[1] == "‹ 5 ›")
        driver.click(x: 0, y: 1)
        #expect(driver.lines[1] == "‹ 4 ›")
        driver.press(.enter)
        #expect(driver.status == .confirmed && driver.outputText == "4")
    }

    @Test("The help line drops the picker's own keys before Enter and Esc; a short area drops help, then header")
    func narrowAndLow() {
        #expect(PickerDriver(stepper(), width: 30).lines[2] == "enter select · esc cancel")
        #expect(PickerDriver(stepper(), width: 40, height: 2).lines == ["Guests", "‹ 3 ›"])
        #expect(PickerDriver(stepper(), width: 40, height: 1).lines == ["‹ 3 ›"])
        #expect(PickerDriver(stepper(), width: 3, height: 1).lines == ["≥5…"])  // the too-small notice, cut
    }

    @Test("Screen-reader lines come from the key table")
    func screenReader() {
        var speaker = AccessibleTranscript(stepper())
        #expect(speaker.openingLines == [
            "Guests, 3 of 9", "Up and Down arrows step the number. Enter selects, Escape cancels.", "Question mark repeats these hints.",
        ])
        #expect(speaker.handle(.key(KeyStroke(.down)), now: 1).lines
            == ["2 of 9"])
        #expect(speaker.handle(.key(KeyStroke(.escape)), now: 2).status == .cancelled)
    }

    @Test("Ctrl-C and Ctrl-Z are never the picker's: the session core decides what they mean")
    func reservedKeys() {
        var picker = stepper()
        for key in [KeyStroke(.character("c"), .control), KeyStroke(.character("z"), .control)] {
            #expect(picker.keyBindings.action(for: key) == nil)
            #expect(picker.handle(.key(key), now: 0) == .running)
        }
        // Pasted text with a line break cannot press Enter.
        #expect(picker.handle(.paste("+\n"), now: 0) == .running)
        // In the virtual terminal, as in the real session, Ctrl-C interrupts: status 130.
        var driver = PickerDriver(stepper(), width: 40)
        driver.press(.character("c"), .control)
        #expect(driver.outcome?.exitStatus == 130)
        #expect(driver.output == nil)
    }
}
