import PickerCore
import PickerTerminal

extension Prompt {
    /// How `choose(_:from:style:selected:disabled:loops:look:presentation:environment:label:caption:)`
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
    /// - Throws: ``PromptError/invalidArgument(_:)`` for no items, a `selected` item not among
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
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> Item {
        try choosing(
            question, from: items, style: style, selected: selected, disabled: disabled, loops: loops, look: look,
            isRightToLeft: environment.locale.language.characterDirection == .rightToLeft, presentation: presentation,
            label: label, caption: caption
        ).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``choose(_:from:style:selected:disabled:loops:look:presentation:environment:label:caption:)``:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let fruit = try await Prompt.choose("Fruit", from: names, style: .link, label: { $0 })
    /// ```
    public static func choose<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) async throws(PromptError) -> Item {
        try await choosing(
            question, from: items, style: style, selected: selected, disabled: disabled, loops: loops, look: look,
            isRightToLeft: environment.locale.language.characterDirection == .rightToLeft, presentation: presentation,
            label: label, caption: caption
        ).run(presentation: presentation, environment: environment)
    }

    /// The prompt the watch-style `choose` runs, for a caller that runs it itself.
    ///
    /// ```swift
    /// let prompt = try Prompt.choosing("Fruit", from: ["Apple", "Banana"], style: .list, label: { $0 })
    /// prompt.initialValue   // "Apple"
    /// ```
    public static func choosing<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String,
        caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        // The wheel's prompt checks the items, the selection and the disabled ones, and finds
        // the selected row; the style shows the same rows.
        let checked = try choosing(question, from: items, selected: selected, disabled: disabled, loops: loops,
                                   presentation: presentation, label: label)
        let selectedRow = checked.picker.wheel.selectedRow(inComponent: 0) ?? 0
        // A tab inside a label or caption would start another field.
        let clean = { (text: String) in String(text.map { $0 == "\t" ? " " : $0 }) }
        let labels = items.map { clean(label($0)) }
        let disabledLabels = Set(disabled.map { clean(label($0)) })
        let lines = zip(items, labels).map { item, title in caption?(item).map { title + "\t" + clean($0) } ?? title }
        let source = ItemListSource(
            lines: LineListSource(lines: lines, disabledValues: disabledLabels, loops: loops),
            fields: ItemFields(order: [.title, .caption]))
        let decorations = WatchDecorations(
            caption: look.caption, outline: look.outline, indicator: look.indicator ?? style.showsIndicatorByDefault)
        let picker = WatchStylePicker(
            WheelPicker(source: source, selection: [selectedRow]), style: style, header: question,
            showsHelp: presentation.showsHelp, isRightToLeft: isRightToLeft, decorations: decorations,
            captionPlacement: look.captionPlacement)
        return PickerPrompt(
            picker,
            answer: { answered in
                PickerPrompt<WatchStylePicker, Item>.answeredLine(
                    title: question, answer: labels[answered.wheel.selectedRow(inComponent: 0) ?? 0])
            },
            value: { answered in items[answered.wheel.selectedRow(inComponent: 0) ?? 0] })
    }
}
