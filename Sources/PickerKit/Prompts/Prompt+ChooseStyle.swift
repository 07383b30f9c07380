import PickerCore
import PickerTerminal

extension Prompt {
    /// How `choose(_:from:style:initial:disabled:loops:look:validate:presentation:environment:label:caption:)`
    /// shows its items (Behaviour 4.4): one caption for the whole picker, a focus ring, a scroll
    /// indicator (nil: on where one item at a time is all that shows, stack and sequence), and
    /// where the list puts item captions.
    ///
    /// ```swift
    /// let look = Prompt.StyleLook(caption: "Today's fruit", outline: true)
    /// ```
    public struct StyleLook: Equatable, Sendable {
        /// One caption under the whole picker; nil for none.
        public var caption: String?
        /// Draw a focus ring around the picker.
        public var outline: Bool
        /// Show the scroll indicator; nil for the style's default.
        public var indicator: Bool?
        /// Where the list puts per-item captions.
        public var captionPlacement: ItemListView.CaptionPlacement

        /// A look; the defaults add nothing.
        public init(
            caption: String? = nil, outline: Bool = false, indicator: Bool? = nil,
            captionPlacement: ItemListView.CaptionPlacement = .under
        ) {
            self.caption = caption
            self.outline = outline
            self.indicator = indicator
            self.captionPlacement = captionPlacement
        }
    }

    /// Asks for one of `items` shown in a watch style (Behaviour 4): a list, a stack of cards, one
    /// card at a time, or a one-line button that opens the list, each item by its `label` with
    /// an optional per-item `caption`; returns the item chosen.
    ///
    /// Arrows, Page Up/Down, Home/End, typing and the mouse wheel (one item a notch, momentum
    /// on a fast spin, Shift for a page) move; Enter confirms. The link's button scrubs with ↑↓
    /// and the wheel without opening; Space or → opens its list. Right-to-left locales of
    /// `environment` mirror the layout.
    ///
    /// - Throws: ``PromptError/invalidArgument(_:)`` for no items, an `initial` item not among
    ///   them, or every item disabled; otherwise how the prompt ended without an answer.
    ///
    /// ```swift
    /// let fruit = try Prompt.choose("Fruit", from: fruits, style: .stack, label: { $0.name }, caption: { $0.taste })
    /// // 60 columns, after ↓, no colour (Apple, Banana, Cherry, Damson, Elderberry):
    /// // Fruit
    /// // ╭────────────────────────────────────────────────────────╮ │
    /// // │                                                        │ │
    /// // │                         Banana                         │ ┃
    /// // │                                                        │ ┃
    /// // │                                                        │ │
    /// // │                    Yellow and sweet                    │ │
    /// // ╰────────────────────────────────────────────────────────╯ │
    /// //   ╰────────────────────── Cherry ──────────────────────╯   │
    /// //     ╰──────────────────── Damson ────────────────────╯     │
    /// //       ╰──────────────── Elderberry ────────────────╯       │
    /// // ↑↓ change · enter select · esc cancel
    /// ```
    public static func choose<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> Item {
        try choosePrompt(
            question, from: items, style: style, initial: initial, disabled: disabled, loops: loops, look: look,
            isRightToLeft: environment.isRightToLeft, presentation: presentation,
            label: label, caption: caption
        ).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``choose(_:from:style:initial:disabled:loops:look:validate:presentation:environment:label:caption:)``:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let fruit = try await Prompt.choose("Fruit", from: names, style: .link, label: { $0 })
    /// ```
    public static func choose<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) async throws(PromptError) -> Item {
        try await choosePrompt(
            question, from: items, style: style, initial: initial, disabled: disabled, loops: loops, look: look,
            isRightToLeft: environment.isRightToLeft, presentation: presentation,
            label: label, caption: caption
        ).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The prompt the watch-style `choose` runs, for a caller that runs it itself.
    ///
    /// ```swift
    /// let prompt = try Prompt.choosePrompt("Fruit", from: ["Apple", "Banana"], style: .list, label: { $0 })
    /// prompt.initialValue   // "Apple"
    /// ```
    public static func choosePrompt<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String,
        caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        let picker = try styled(
            question, from: items, style: style, initial: initial, disabled: disabled, loops: loops, look: look,
            filter: nil, isRightToLeft: isRightToLeft, presentation: presentation, label: label, caption: caption)
        let labels = picker.labels
        return PickerPrompt(
            picker.picker,
            answer: { answered in
                PickerPrompt<WatchStylePicker, Item>.answeredLine(
                    title: question, answer: labels[answered.wheel.selectedRow(inComponent: 0) ?? 0])
            },
            value: { answered in items[answered.wheel.selectedRow(inComponent: 0) ?? 0] })
    }

    /// The watch-style picker of `items` (filtered in `filter`'s mode when given) and the
    /// labels on its rows: each item a line of its label and its caption, read as those two
    /// fields, assembled as `pick choose`'s lines are (``LinePickers``).
    static func styled<Item: Equatable>(
        _ question: String?, from items: [Item], style: WatchStyle, initial: Item?, disabled: [Item], loops: Bool,
        look: StyleLook, filter: FilterMode?, isRightToLeft: Bool, presentation: PromptPresentation,
        label: (Item) -> String, caption: ((Item) -> String?)?
    ) throws(PromptError) -> (picker: WatchStylePicker, labels: [String]) {
        var settings = LinePickerSettings(question, presentation: presentation, isRightToLeft: isRightToLeft)
        settings.watchStyle = style
        settings.filter = filter.map { LineFilterSettings(mode: $0) }
        settings.look = ItemLook(fields: ItemFields(order: [.title, .caption]), style: look)
        try LinePickerBuilder.check(settings, wording: .swift)
        // A tab inside a label or caption would start another field.
        let clean = { (text: String) in String(text.map { $0 == "\t" ? " " : $0 }) }
        let rows = try ItemRows(
            items, selected: initial.map { [$0] } ?? [], disabled: disabled, wording: .swift, label: { clean(label($0)) })
        let lines = zip(items, rows.labels).map { item, title in caption?(item).map { title + "\t" + clean($0) } ?? title }
        let source = LineListSource(lines: lines, disabledValues: rows.disabledLabels, loops: loops)
        return (LinePickers.watch(source, style: style, selectedRow: rows.selectedRow, filter: filter, settings), rows.labels)
    }
}
