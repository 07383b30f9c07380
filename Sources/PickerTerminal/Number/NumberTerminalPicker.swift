import Foundation
import PickerCore
import TerminalUI

/// What a number field's keys mean.
public enum NumberAction: Sendable, Equatable {
    /// Step this many steps (negative: down).
    case step(Int)
    /// Go to the lower bound (false) or the upper one (true).
    case bound(maximum: Bool)
    /// Type a character, already read into ASCII (a digit, `-` or `.`).
    case type(Character)
    /// Take back the last character.
    case deleteBackward
    /// Accept the value.
    case commit
    /// End without a value.
    case cancel
}

/// A number field in the terminal: ``NumberView`` over a `NumberStepper` with its key table
/// (Behaviour 6.8).
///
/// ↑/↓ step, Page Up/Page Down step ten steps, Home/End go to the bounds; digits (ASCII or the
/// locale's), `-` where negatives are allowed and the decimal separator type a value, which
/// Backspace takes back. A typed value out of bounds shows why under the field, and Enter is
/// refused until it is mended; a prompt's `validate:` is asked next, through
/// ``ValidatingPicker`` as for every family (Behaviour 6.4). The value is formatted by
/// `NumberText` for the locale; ``output`` is the plain ASCII form scripts read.
///
/// ```swift
/// let picker = NumberTerminalPicker(
///     question: "Guests", stepper: NumberStepper(value: 2, bounds: 1...8), text: NumberText(locale: .current, fractionDigits: 0))
/// // Guests
/// // 2  ▲▼
/// // ↑↓ step · enter select · esc cancel
/// ```
public struct NumberTerminalPicker: PromptPicker {
    public var prompt: PromptFrame
    /// The question, the frame's header's last line and the name said for the picker; nil in a
    /// form, whose label asks it.
    public var question: String?
    /// The value, its bounds and what is typed.
    public private(set) var stepper: NumberStepper
    /// How the locale writes the value.
    public let text: NumberText

    /// A field asking `question` for `stepper`'s value, written as `text` says.
    public init(question: String?, stepper: NumberStepper, text: NumberText, prompt: PromptFrame = PromptFrame()) {
        self.prompt = prompt.asking(question)
        self.question = question
        self.stepper = stepper
        self.text = text
    }

    /// The value or what is typed, as the field shows it.
    public var shownText: String {
        stepper.typed.map { typed in text.display(typed: typed) } ?? text.display(stepper.value)
    }

    /// Why the field refuses Enter now, in numbers alone: the allowed range (`1 … 8`, `≥ 1`,
    /// `≤ 8`) for a typed value out of it; nil otherwise.
    public var refusal: String? {
        stepper.problem == nil ? nil : rangeText
    }

    private var rangeText: String {
        switch (stepper.minimum, stepper.maximum) {
        case let (low?, high?): "\(text.display(low)) … \(text.display(high))"
        case let (low?, nil): "≥ \(text.display(low))"
        case let (nil, high?): "≤ \(text.display(high))"
        case (nil, nil): "0–9"
        }
    }

    public var body: NumberView {
        NumberView(text: shownText, message: refusal, isRightToLeft: prompt.isRightToLeft)
    }

    public var keyBindings: KeyBindingTable<NumberAction> {
        var entries: [KeyBinding<NumberAction>] = [
            KeyBinding([KeyStroke(.up)], .step(1), help: "↑↓ step", spoken: "Up and Down arrows step the value", priority: .high),
            KeyBinding([KeyStroke(.down)], .step(-1)),
            KeyBinding([KeyStroke(.pageUp)], .step(10)),
            KeyBinding([KeyStroke(.pageDown)], .step(-10)),
            KeyBinding([KeyStroke(.backspace)], .deleteBackward),
            KeyBinding([], .commit, help: "0-9 type", spoken: "digits type a value", priority: .low),
            KeyBinding([KeyStroke(.enter)], .commit, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]
        if stepper.minimum != nil { entries.append(KeyBinding([KeyStroke(.home)], .bound(maximum: false))) }
        if stepper.maximum != nil { entries.append(KeyBinding([KeyStroke(.end)], .bound(maximum: true))) }
        let text = self.text
        return KeyBindingTable(entries, typing: { character in text.ascii(character).map(NumberAction.type) })
            .applying(prompt.keyMode)
    }

    public mutating func perform(_ action: NumberAction) -> PickerStatus {
        switch action {
        case .step(let count): stepper.step(by: count)
        case .bound(let maximum): stepper.goToBound(maximum: maximum)
        case .type(let character): stepper.type(character)
        case .deleteBackward: stepper.deleteBackward()
        case .commit:
            return stepper.commit() ? .confirmed : .running
        case .cancel:
            return .cancelled
        }
        return .running
    }

    public var spokenName: String {
        (question ?? prompt.header).map(DisplayText.sanitized) ?? PromptStrings.current[.spokenNumber]
    }

    /// The value as shown, and why it is refused while it is: "9. 1 … 8".
    public var spokenValue: String {
        refusal.map { "\(shownText). \(DisplayText.sanitized($0))" } ?? shownText
    }

    /// The value in plain ASCII, as scripts read it (`-12.50`).
    public var output: [UInt8] { Array(stepper.plainText.utf8) }
}
