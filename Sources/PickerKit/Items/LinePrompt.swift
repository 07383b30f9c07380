import PickerTerminal

/// A prompt whose value is the exact bytes to print, whatever picker it shows: what
/// ``LinePickerBuilder`` and the other builders over lines give back for `pick` to run, one
/// type for the wheel, the filter, the watch styles and their multi-select forms alike.
///
/// It keeps the ``PickerPrompt`` it was made from and runs that, so the session, the feed and
/// the answered line are the typed prompt's own; only the picker's type is hidden.
///
/// ```swift
/// let prompt = LinePrompt(PickerPrompt(picker, value: \.output))
/// let bytes = try prompt.run(presentation: PromptPresentation(), environment: .current)
/// ```
package struct LinePrompt {
    /// Lines printed as warnings when the prompt opens.
    package let warnings: [String]
    private let initial: () -> [UInt8]?
    private let minimum: (_ height: Int) -> Int
    private let runner: (PromptPresentation, PromptEnvironment, _ keptTitle: String??) throws(PromptError) -> [UInt8]?

    /// Set by the prompt's value when it was confirmed with nothing chosen (`--print-query`'s
    /// Enter on no match): what it prints ends with status 1, as fzf's.
    private let nothingChosen: NothingChosenMark?

    /// `prompt`, its type hidden; `mark` is what its value sets when nothing was chosen.
    package init<Picker: TerminalPicker>(_ prompt: PickerPrompt<Picker, [UInt8]>, mark: NothingChosenMark? = nil) {
        self.init(lines: prompt.map { Optional($0) }, mark: mark)
    }

    /// `prompt`, its type hidden, whose nil value is no line at all: a multi-select confirmed
    /// with nothing chosen where none is an answer (`--min-count 0`, Behaviour 5.2), which
    /// prints nothing rather than an empty line (the answer of one empty item).
    ///
    /// ```swift
    /// let prompt = LinePrompt(lines: PickerPrompt(many, value: \.outputLines))
    /// ```
    package init<Picker: TerminalPicker>(lines prompt: PickerPrompt<Picker, [UInt8]?>, mark: NothingChosenMark? = nil) {
        nothingChosen = mark
        warnings = prompt.warnings
        initial = { prompt.initialValue }
        minimum = { height in
            var widest = prompt.picker
            widest.areaDidChange(to: AreaSize(width: 10_000, height: height))
            return widest.minimumSize.height
        }
        runner = { (presentation, environment, keptTitle) throws(PromptError) -> [UInt8]? in
            // A preview command still running ends with the prompt, however it ended.
            defer { PreviewProcess.terminateAll() }
            var prompt = prompt
            if let title = keptTitle {
                let value = prompt.value
                prompt.answer = { picker in
                    PickerPrompt<Picker, [UInt8]?>.answeredLine(title: title, answer: String(decoding: value(picker) ?? [], as: UTF8.self))
                }
            }
            return try prompt.run(presentation: presentation, environment: environment)
        }
    }

    /// Whether the prompt last run was confirmed with nothing chosen (`--print-query`'s Enter
    /// on no match): its bytes are then printed with status 1.
    package var choseNothing: Bool { nothingChosen?.isSet ?? false }

    /// The bytes the prompt starts with: what it prints when confirmed at once, or never shown.
    package var initialValue: [UInt8] { initial() ?? [] }

    /// What the prompt prints when confirmed at once (`--no-input`): its bytes, or nil for no
    /// line at all (see ``init(lines:)``).
    package var initialLines: [UInt8]? { initial() }

    /// The fewest rows the picker can be used in at a wide window, `height` rows tall: a date
    /// and time picker stacks its wheels under the grid only when the window is narrow.
    package func minimumHeight(at height: Int) -> Int { minimum(height) }

    /// Shows the prompt and gives back the bytes confirmed, or nil for no line at all (see
    /// ``init(lines:)``). With `answersWithValue`, the line left on screen is those bytes
    /// (`pick --keep`) after `title` as every answered line has it (`Name: Ada`, see
    /// ``PickerPrompt/answeredLine(title:answer:)``), not the picker's own answered line.
    package func run(
        presentation: PromptPresentation, environment: PromptEnvironment, answersWithValue: Bool = false, title: String? = nil
    ) throws(PromptError) -> [UInt8]? {
        try runner(presentation, environment, answersWithValue ? .some(title) : .none)
    }
}

/// A flag a prompt's value sets when the prompt was confirmed with nothing chosen: a value
/// can only give back bytes, and the run that reads them needs to know. Set once, on the
/// session's thread, before the run returns.
///
/// ```swift
/// let mark = NothingChosenMark()
/// let prompt = LinePrompt(PickerPrompt(picker) { mark.isSet = $0.output.isEmpty; return $0.output }, mark: mark)
/// ```
package final class NothingChosenMark: @unchecked Sendable {
    package var isSet = false

    package init() {}
}

/// What a builder over lines gives back: a prompt to run, or the answer it found without
/// asking (`--select-1`, `--exit-0`, `--no-input` under a query).
///
/// ```swift
/// switch try LinePickerBuilder.build(input, settings) {
/// case .prompt(let prompt): try prompt.run(presentation: presentation, environment: environment)
/// case .answered(let bytes): bytes
/// case .unanswered: nil   // status 1, as fzf's
/// }
/// ```
package enum LineAssembly {
    /// A picker to show.
    case prompt(LinePrompt)
    /// The only choosable match, chosen without asking.
    case answered([UInt8])
    /// No choosable match: nothing is printed and the status is 1.
    case unanswered
}
