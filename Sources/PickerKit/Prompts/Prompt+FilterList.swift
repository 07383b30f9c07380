import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for one of `items` by filtering them in the list style: a query line under the
    /// question, the items that match what is typed listed below it, each with its optional
    /// `caption` (Behaviour 4.1, 5.3); returns the item chosen.
    ///
    /// The keys are those of the wheel's filter
    /// (`choose(_:from:filter:query:validate:presentation:environment:label:)`): typing filters (case,
    /// diacritics and word order ignored; ``/PickerCore/FilterMode/fuzzy`` ranks as fzf does, the matched
    /// characters highlighted), Backspace widens, Ctrl-U clears, ↑/↓ move among the matches,
    /// Enter chooses the selected match, Esc clears the query, then cancels. The query matches
    /// the label and the caption.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - items: What to choose from, in order.
    ///   - style: ``/PickerTerminal/WatchStyle/list``; the other watch styles show one item at a time and do not filter.
    ///   - mode: How typed words select items.
    ///   - query: What is typed at first.
    ///   - look: The picker's caption, focus ring, indicator and where item captions go.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Colours, screen-reader mode, terminal; see ``PromptEnvironment``.
    ///   - label: The title of an item.
    ///   - caption: A line shown with an item; nil for none.
    /// - Throws: ``PromptError/invalidArgument(_:)`` for no items or a style other than the
    ///   list; otherwise how the prompt ended without an answer.
    ///
    /// ```swift
    /// let fruit = try Prompt.choose("Fruit", from: fruits, style: .list, filter: .fuzzy, label: { $0.name }, caption: { $0.taste })
    /// // after typing "bn", 40 columns, no colour:
    /// // Fruit
    /// // > bn                                 1/5
    /// // › Banana
    /// //   Yellow and sweet
    /// // type to filter · ↑↓ move · enter select · esc clear/cancel
    /// ```
    public static func choose<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, filter mode: FilterMode, query: String = "",
        look: StyleLook = StyleLook(), validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> Item {
        try choosePrompt(question, from: items, style: style, filter: mode, query: query, look: look,
                         presentation: presentation, environment: environment, label: label, caption: caption)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of the filtered list's `choose(_:from:style:filter:query:look:validate:presentation:environment:label:caption:)`:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let fruit = try await Prompt.choose("Fruit", from: fruits, style: .list, filter: .fuzzy, label: { $0.name })
    /// ```
    public static func choose<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, filter mode: FilterMode, query: String = "",
        look: StyleLook = StyleLook(), validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) async throws(PromptError) -> Item {
        try await choosePrompt(question, from: items, style: style, filter: mode, query: query, look: look,
                               presentation: presentation, environment: environment, label: label, caption: caption)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// ``choosePrompt(_:from:style:filter:query:look:isRightToLeft:presentation:label:caption:)``
    /// mirrored when the environment's language is written right to left (Behaviour 1.4).
    static func choosePrompt<Item: Equatable>(
        _ question: String?, from items: [Item], style: WatchStyle, filter mode: FilterMode, query: String, look: StyleLook,
        presentation: PromptPresentation, environment: PromptEnvironment, label: (Item) -> String,
        caption: ((Item) -> String?)?
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        try choosePrompt(
            question, from: items, style: style, filter: mode, query: query, look: look,
            isRightToLeft: environment.isRightToLeft, presentation: presentation,
            label: label, caption: caption)
    }

    /// The prompt the filtered list's `choose` runs, for a caller that runs it itself: its
    /// value is the item of the selected match (the first item while nothing matches, which a
    /// person cannot confirm).
    ///
    /// ```swift
    /// let prompt = try Prompt.choosePrompt("Fruit", from: ["Apple", "Banana"], style: .list, filter: .exact,
    ///                                      query: "ban", label: { $0 })
    /// prompt.initialValue   // "Banana"
    /// ```
    public static func choosePrompt<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, filter mode: FilterMode, query: String = "",
        look: StyleLook = StyleLook(), isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(),
        label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        var picker = try styled(
            question, from: items, style: style, initial: nil, disabled: [], loops: false, look: look, filter: mode,
            isRightToLeft: isRightToLeft, presentation: presentation, label: label, caption: caption
        ).picker
        LinePickers.typeQuery(query, into: &picker)
        let chosenRow = { (answered: WatchStylePicker) -> Int in
            answered.wheel.source.lineRow(forRow: answered.wheel.selectedRow(inComponent: 0) ?? 0)
        }
        return PickerPrompt(
            picker,
            answer: { answered in
                PickerPrompt<WatchStylePicker, Item>.answeredLine(
                    title: question, answer: answered.wheel.source.item(forRow: answered.wheel.selectedRow(inComponent: 0) ?? 0).title)
            },
            value: { answered in items[chosenRow(answered)] })
    }
}
