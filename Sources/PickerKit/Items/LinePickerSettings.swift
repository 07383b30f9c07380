import PickerTerminal
import PickerFormats

/// What a line picker is asked to be, as values: the presets, the style, filtering, choosing
/// several, and the frame around it. `pick choose` fills one from its flags; the builder
/// (``LinePickerBuilder``) checks it against the lines and gives back what can be run.
///
/// ```swift
/// var settings = LinePickerSettings()
/// settings.watchStyle = .list
/// settings.filter = LineFilterSettings(mode: .fuzzy, query: "rdme")
/// let assembly = try LinePickerBuilder.build(.arguments(["README.md", "LICENSE"]), settings)
/// ```
package struct LinePickerSettings: Sendable {
    /// The lines chosen at first, by their exact text (with fields, by their titles); the
    /// first is where the selection starts. More than one needs ``choices``.
    package var selected: [String] = []
    /// Lines shown dimmed that cannot be chosen (Behaviour 1.10).
    package var disabled: [String] = []
    /// The list wraps from its last line to its first.
    package var loops = false
    /// A watch style (Behaviour 4); nil for the wheel.
    package var watchStyle: WatchStyle?
    /// How a watch style shows its items; nil when none of it was asked for (the style's own
    /// defaults). A look with the wheel breaks ``LineRule/lookNeedsWatchStyle``.
    package var look: ItemLook?
    /// Filtering (Behaviour 5.3); nil for none.
    package var filter: LineFilterSettings?
    /// Choosing several (Behaviour 5.2); nil for one.
    package var choices: ChoiceLimits?
    /// The header line.
    package var header: String?
    /// How many of the first lines are a header under ``header`` instead of rows
    /// (`--header-lines`, as fzf's).
    package var headerLines = 0
    /// What ends each line of a stream: a newline, or NUL (`--read0`, as fzf's), so items may
    /// hold newlines.
    package var lineSeparator = UInt8(ascii: "\n")
    /// `--ansi`: escape sequences are taken out of the lines, so they match and print as their
    /// text, as fzf's do.
    package var stripsEscapes = false
    /// What is printed around the chosen lines (`--print-query`, `--expect`, `--print0`), and
    /// the keys that accept besides Enter.
    package var ending = LineEnding()
    /// `--bind`: keys doing fzf's actions instead of the picker's own.
    package var boundKeys = BoundKeys()
    /// fzf's fields of each line: what is drawn, matched and printed (`--with-nth`, `--nth`,
    /// `--accept-nth`); nil: the whole line.
    package var lineFields: LineFields?
    /// Whether the help line is shown.
    package var showsHelp = true
    /// Mirrors the picker (Behaviour 1.4).
    package var isRightToLeft = false
    /// The picker is never shown (`--no-input`): a filter with no choosable match answers
    /// "nothing" at once rather than a value no one could confirm.
    package var usesInitialValue = false
    /// When loading the lines must be over, on ``/PickerTerminal/MonotonicClock``: a stream still
    /// silent then ends the prompt with ``PromptError/timedOut``, so `--timeout` counts from the
    /// start whatever the prompt is waiting for. Nil: no deadline.
    package var deadline: Double?
    /// The preview pane beside or under the picker (`--preview`); nil for none.
    package var preview: PreviewSettings?

    package init() {}

    /// The frame of a typed prompt: `question` as the header, the help line as `presentation`
    /// says, mirrored when `isRightToLeft`.
    package init(_ question: String?, presentation: PromptPresentation, isRightToLeft: Bool) {
        header = question
        showsHelp = presentation.showsHelp
        self.isRightToLeft = isRightToLeft
    }
}

extension LinePickerSettings {
    /// These settings with the input's header lines (``LoadedLines/header``) under the header.
    func withHeader(_ lines: [String]) -> Self {
        guard !lines.isEmpty else { return self }
        var settings = self
        settings.header = ((header.map { [$0] } ?? []) + lines).joined(separator: "\n")
        return settings
    }
}

/// How a watch style shows line items: which tab-separated fields a line holds, what is printed
/// for the chosen one, and the look of the picker (caption, outline, indicator, caption place).
///
/// ```swift
/// let look = ItemLook(fields: try ItemFields(parsing: "title,caption"), printed: .line)
/// ```
package struct ItemLook: Equatable, Sendable {
    package var fields: ItemFields
    package var printed: ItemOutput
    package var style: Prompt.StyleLook

    package init(fields: ItemFields = .wholeLine, printed: ItemOutput = .title, style: Prompt.StyleLook = Prompt.StyleLook()) {
        self.fields = fields
        self.printed = printed
        self.style = style
    }

    /// The decorations `style` draws: the indicator is on by default where one item at a time
    /// shows (stack, sequence).
    package func decorations(for watchStyle: WatchStyle) -> WatchDecorations {
        WatchDecorations(
            caption: style.caption, outline: style.outline, indicator: style.indicator ?? watchStyle.showsIndicatorByDefault)
    }
}

/// Filtering a line picker (Behaviour 5.3), as fzf's flags have it: the mode, a query typed at
/// first, and the two answers given without asking once every line is matched.
///
/// ```swift
/// let filter = LineFilterSettings(mode: .exact, query: "4242", selectsOnlyMatch: true)
/// ```
package struct LineFilterSettings: Equatable, Sendable {
    package var mode: FilterMode
    /// Typed at first; its first match is selected.
    package var query: String?
    /// `--select-1`: exactly one choosable match is the answer, without asking.
    package var selectsOnlyMatch: Bool
    /// `--exit-0`: no choosable match answers "nothing" (status 1), without asking.
    package var exitsWithoutMatch: Bool

    package init(mode: FilterMode, query: String? = nil, selectsOnlyMatch: Bool = false, exitsWithoutMatch: Bool = false) {
        self.mode = mode
        self.query = query
        self.selectsOnlyMatch = selectsOnlyMatch
        self.exitsWithoutMatch = exitsWithoutMatch
    }

    /// Whether every line must be read and matched before anything is shown.
    package var answersAtOnce: Bool { selectsOnlyMatch || exitsWithoutMatch }
}
