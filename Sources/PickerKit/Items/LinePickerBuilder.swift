import PickerTerminal

/// Builds the picker over lines that `pick choose` shows, in any style, filtered or not,
/// choosing one or several: checks every rule (``LineRule``) against the settings and the
/// lines, loads the lines (streamed input keeps loading while the picker is shown), and gives
/// back a prompt whose value is the exact bytes to print, or the answer found without asking.
///
/// With `--select-1` or `--exit-0` (``LineFilterSettings/answersAtOnce``) the whole input is
/// read and matched first, so the answer is about every line; otherwise the picker opens as
/// soon as a screenful is read and the rest is matched as it arrives. Only enabled lines are
/// ever the answer (Behaviour 1.10), on every path.
///
/// ```swift
/// var settings = LinePickerSettings()
/// settings.filter = LineFilterSettings(mode: .exact, query: "an", selectsOnlyMatch: true)
/// try LinePickerBuilder.build(.arguments(["Apple", "Banana"]), settings)   // .answered("Banana")
/// ```
package enum LinePickerBuilder {
    /// What `settings` over the lines of `input` come to; rules broken are invalid arguments
    /// in `wording`'s words.
    package static func build(
        _ input: LineInput, _ settings: LinePickerSettings, wording: LineWording = .commandLine
    ) throws(PromptError) -> LineAssembly {
        let assembly = try assemble(input, settings, wording: wording)
        // An answer found without asking is printed as a confirmed one: the query, Enter's empty key name.
        guard settings.ending.hasPrefix, case .answered(let bytes) = assembly else { return assembly }
        return .answered(settings.ending.compose(query: settings.filter?.query ?? "", key: nil, body: bytes))
    }

    private static func assemble(
        _ input: LineInput, _ settings: LinePickerSettings, wording: LineWording
    ) throws(PromptError) -> LineAssembly {
        try check(settings, wording: wording)
        if let style = settings.watchStyle { return try watch(input, style: style, settings, wording: wording) }
        if let filter = settings.filter { return try filteringWheel(input, filter: filter, settings, wording: wording) }
        return try wheel(input, settings, wording: wording)
    }

    /// The rule about the presets' count alone, which `pick` checks while it parses its flags;
    /// nil when it holds.
    package static func presetRule(selected: Int, several: Bool) -> LineRule? {
        selected > 1 && !several ? .severalSelectedNeedSeveral : nil
    }

    /// The rules about the settings alone, checked before any line is read.
    package static func check(_ settings: LinePickerSettings, wording: LineWording) throws(PromptError) {
        if let rule = presetRule(selected: settings.selected.count, several: settings.choices != nil) {
            throw rule.error(wording)
        }
        guard let style = settings.watchStyle else {
            if settings.look != nil { throw LineRule.lookNeedsWatchStyle.error(wording) }
            return
        }
        if settings.filter != nil, style != .list { throw LineRule.filterNeedsList(style).error(wording) }
        if settings.choices != nil, style == .link { throw LineRule.severalNeedList.error(wording) }
    }

    // MARK: The wheel

    private static func wheel(_ input: LineInput, _ settings: LinePickerSettings, wording: LineWording) throws(PromptError)
        -> LineAssembly
    {
        let loaded = try LoadedLines(
            input, selected: settings.selected, disabled: settings.disabled, loops: settings.loops, deadline: settings.deadline,
            fields: settings.lineFields, headerLines: settings.headerLines, separator: settings.lineSeparator,
                stripsEscapes: settings.stripsEscapes, wording: wording)
        let settings = settings.withHeader(loaded.header)
        let picker = LinePickers.wheel(loaded.items, selectedRow: loaded.selectedRow, settings)
        if let limits = settings.choices {
            var many = try LinePickers.several(
                picker, choices: limits.choices(presetRows: loaded.selectedRows, wording: wording), wording: wording)
            many.outputSeparator = [settings.ending.terminator]
            // The static method, not a closure naming the picker: in a function that never
            // returns, Swift 6.3.1's release build copies such a capture as garbage and crashes.
            let feed = loaded.rest.map(MultiSelectPicker<WheelTerminalPicker<LineListSource>>.feed(from:))
            return manyPrompt(many, feed: feed, settings)
        }
        let feed = loaded.rest.map(WheelTerminalPicker<LineListSource>.feed(from:))
        return prompt(picker, feed: feed, settings)
    }

    // MARK: The filtering wheel

    /// The lines, loaded; nil when there are none and `--exit-0` asks for an empty input to be
    /// no match (status 1, as fzf's `--exit-0` gives), rather than a usage error.
    private static func linesToFilter(
        _ input: LineInput, selected: [String], _ settings: LinePickerSettings, wording: LineWording
    ) throws(PromptError) -> LoadedLines? {
        do {
            return try LoadedLines(
                input, selected: selected, disabled: settings.disabled, loops: settings.loops, deadline: settings.deadline,
                fields: settings.lineFields, headerLines: settings.headerLines, separator: settings.lineSeparator,
                stripsEscapes: settings.stripsEscapes, wording: wording)
        } catch {
            if settings.filter?.exitsWithoutMatch == true, error == LineRule.noItems.error(wording) { return nil }
            throw error
        }
    }

    private static func filteringWheel(
        _ input: LineInput, filter: LineFilterSettings, _ settings: LinePickerSettings, wording: LineWording
    ) throws(PromptError) -> LineAssembly {
        let several = settings.choices != nil
        guard let loaded = try linesToFilter(
            input, selected: several ? settings.selected : Array(settings.selected.prefix(1)), settings, wording: wording)
        else { return .unanswered }
        let settings = settings.withHeader(loaded.header)
        var picker = LinePickers.filteringWheel(loaded.items, mode: filter.mode, selectedRow: loaded.selectedRow, settings)
        // Presets are rows before any query: lines, as multi-select keeps them.
        let choices = try settings.choices?.choices(presetRows: loaded.selectedRows, wording: wording)
        if let choices { try LinePickers.checkPresets(choices, of: picker, wording: wording) }
        LinePickers.typeQuery(filter.query, into: &picker)
        var rest = loaded.rest
        if filter.answersAtOnce {
            if let rest, !FilteringWheelPicker.feed(from: rest).drain(into: &picker, before: settings.deadline) {
                throw PromptError.timedOut
            }
            rest = nil
            picker.finishFiltering()
            if let answer = answerAtOnce(&picker, wheel: \.wheel, filter: filter) { return answer }
        }
        return try finish(picker, wheel: \.wheel, choices: choices, rest: rest, settings, wording: wording)
    }

    // MARK: The watch styles

    private static func watch(
        _ input: LineInput, style: WatchStyle, _ settings: LinePickerSettings, wording: LineWording
    ) throws(PromptError) -> LineAssembly {
        let look = settings.look ?? ItemLook()
        // With fields a preset is a title, not a whole line: it is looked for once every line is in.
        let titlesSelected = look.fields.order.isEmpty ? [] : settings.selected
        guard let loaded = try linesToFilter(
            input, selected: titlesSelected.isEmpty ? settings.selected : [], settings, wording: wording)
        else { return .unanswered }
        let settings = settings.withHeader(loaded.header)
        var picker = LinePickers.watch(
            loaded.items, style: style, selectedRow: loaded.selectedRow, filter: settings.filter?.mode, settings)
        var rest = loaded.rest
        var presetRows = loaded.selectedRows
        if !titlesSelected.isEmpty {
            if let rest, !WatchStylePicker.feed(from: rest).drain(into: &picker, before: settings.deadline) {
                throw PromptError.timedOut
            }
            rest = nil
            let source = picker.wheel.source
            presetRows = []
            for title in titlesSelected {
                guard let row = (0..<source.count).first(where: { source.bytes(of: .title, forRow: $0) == Array(title.utf8) }) else {
                    throw LineRule.selectedTitleMissing(title).error(wording)
                }
                presetRows.append(row)
            }
            picker.wheel.selectRow(presetRows[0], inComponent: 0, animated: false)
        }
        let choices = try settings.choices?.choices(presetRows: presetRows, wording: wording)
        guard let filter = settings.filter else {
            if let choices {
                var many = try LinePickers.several(picker, choices: choices, wording: wording)
                many.outputSeparator = [settings.ending.terminator]
                let feed = rest.map(MultiSelectPicker<WatchStylePicker>.feed(from:))
                return manyPrompt(many, feed: feed, settings)
            }
            return prompt(picker, feed: rest.map(WatchStylePicker.feed(from:)), settings)
        }
        picker.wheel.selectRow(presetRows.first ?? loaded.selectedRow, inComponent: 0, animated: false)
        if let choices { try LinePickers.checkPresets(choices, of: picker, wording: wording) }
        LinePickers.typeQuery(filter.query, into: &picker)
        if filter.answersAtOnce {
            if let rest, !WatchStylePicker.feed(from: rest).drain(into: &picker, before: settings.deadline) {
                throw PromptError.timedOut
            }
            rest = nil
            QueryFiltering.finish(&picker.wheel)
            if let answer = answerAtOnce(&picker, wheel: \.wheel, filter: filter) { return answer }
        }
        return try finish(picker, wheel: \.wheel, choices: choices, rest: rest, settings, wording: wording)
    }

    // MARK: Filtered answers

    /// What `--select-1` and `--exit-0` answer once every line is matched, on the wheel and the
    /// list alike; nil to open the picker. Only enabled matches count (Behaviour 1.10): with
    /// none, `--exit-0` answers nothing as for no match; with exactly one, `--select-1` answers
    /// it, even when disabled matches are shown beside it.
    private static func answerAtOnce<Picker: TerminalPicker, Source: QueryFilteredSource>(
        _ picker: inout Picker, wheel: WritableKeyPath<Picker, WheelPicker<Source>>, filter: LineFilterSettings
    ) -> LineAssembly? {
        let choosable = picker[keyPath: wheel].source.choosableMatches(limit: 2)
        if filter.exitsWithoutMatch, choosable.isEmpty { return .unanswered }
        guard filter.selectsOnlyMatch, choosable.count == 1 else { return nil }
        picker[keyPath: wheel].selectRow(choosable[0], inComponent: 0, animated: false)
        return .answered(picker.output)
    }

    /// A filtered picker as it opens, choosing one or several. Never shown (`--no-input`) under
    /// a query with no enabled match (nothing matches, or every match is disabled, Behaviour
    /// 1.10), it answers nothing, as fzf's filter does when nothing matches.
    private static func finish<Picker: RowListPicker & LineFeedAbsorbing & TypedQueryReporting & PreviewSubject, Source: QueryFilteredSource>(
        _ picker: Picker, wheel: KeyPath<Picker, WheelPicker<Source>>, choices: ChoiceSet?, rest: InputReader?,
        _ settings: LinePickerSettings, wording: LineWording
    ) throws(PromptError) -> LineAssembly {
        let unchoosable = settings.usesInitialValue && picker[keyPath: wheel].chosenRow(inComponent: 0) == nil
        guard let choices else {
            if unchoosable { return .unanswered }
            return prompt(picker, feed: rest.map(lineFeed(from:)), settings)
        }
        if choices.count == 0, unchoosable { return .unanswered }
        var many = LinePickers.several(picker, checkedChoices: choices)
        many.outputSeparator = [settings.ending.terminator]
        return manyPrompt(many, feed: rest.map(MultiSelectPicker<Picker>.feed(from:)), settings)
    }

    /// The prompt over a multi-select `picker`: its chosen lines, or no line at all when
    /// nothing is chosen and none is an answer (`--min-count 0`); with `--print-query` or
    /// `--expect`, as ``endingPrompt(_:feed:_:keys:)`` gives it; beside a preview pane with `--preview`.
    private static func manyPrompt<List: RowListPicker>(
        _ picker: MultiSelectPicker<List>, feed: InputFeed<MultiSelectPicker<List>>?, _ settings: LinePickerSettings
    ) -> LineAssembly where MultiSelectPicker<List>: TypedQueryReporting & PreviewSubject {
        var picker = picker
        // --bind: the picker looks its bound keys up before its own.
        picker.prompt.boundKeys = settings.boundKeys
        guard settings.ending.hasPrefix else {
            guard let preview = settings.preview else {
                return .prompt(LinePrompt(lines: PickerPrompt(picker, feed: feed, value: \.outputLines)))
            }
            var shownFeed: InputFeed<PreviewingPicker<MultiSelectPicker<List>>>?
            if let feed { shownFeed = PreviewingPicker.feed(feed) }
            let shown = PreviewingPicker(picker, settings: preview)
            return .prompt(LinePrompt(lines: PickerPrompt(shown, feed: shownFeed, value: \.inner.outputLines)))
        }
        return prompt(picker, feed: feed, settings)
    }

    /// The prompt over `picker` as ``endingPrompt(_:feed:_:keys:)`` gives it, its `--bind` keys
    /// looked up before its own, beside a preview pane with `--preview`.
    private static func prompt<Picker: PromptPicker & TypedQueryReporting & PreviewSubject>(
        _ picker: Picker, feed: InputFeed<Picker>?, _ settings: LinePickerSettings
    ) -> LineAssembly {
        var picker = picker
        picker.prompt.boundKeys = settings.boundKeys
        guard let preview = settings.preview else {
            return endingPrompt(picker, feed: feed, settings.ending, keys: settings.boundKeys)
        }
        var shownFeed: InputFeed<PreviewingPicker<Picker>>?
        if let feed { shownFeed = PreviewingPicker.feed(feed) }
        return endingPrompt(PreviewingPicker(picker, settings: preview), feed: shownFeed, settings.ending, keys: settings.boundKeys)
    }

    /// The prompt over `picker`, its value what is printed: the chosen lines, after the query
    /// and the accepting key's name when `ending` asks for them (`--print-query`, `--expect`);
    /// with expected keys, they accept as Enter does. A value reads the picker it is given and
    /// captures none (see ``wheel(_:_:wording:)``).
    private static func endingPrompt<Picker: TerminalPicker & TypedQueryReporting>(
        _ picker: Picker, feed: InputFeed<Picker>?, _ ending: LineEnding, keys: BoundKeys
    ) -> LineAssembly {
        guard ending.hasPrefix else { return .prompt(LinePrompt(PickerPrompt(picker, feed: feed, value: \.output))) }
        // With --print-query, Enter (or a key bound to accept) on no match accepts too: the
        // query is printed, status 1.
        let expecting = ExpectingPicker(
            picker, keys: ending.expectedKeys, acceptsNothing: ending.printsQuery, accepting: { keys.accepts($0) })
        var expectingFeed: InputFeed<ExpectingPicker<Picker>>?
        if let feed { expectingFeed = ExpectingPicker.feed(feed) }
        let mark = NothingChosenMark()
        let prompt = PickerPrompt(expecting, feed: expectingFeed) { picker -> [UInt8] in
            mark.isSet = picker.acceptedNothing
            return picker.acceptedNothing
                ? Array(ending.prefix(query: picker.inner.typedQuery, key: nil).dropLast())
                : ending.compose(query: picker.inner.typedQuery, key: picker.pressed, body: picker.output)
        }
        return .prompt(LinePrompt(prompt, mark: mark))
    }

    /// A feed that gives `Picker` what the reader reads: a static function, so no closure
    /// captures a picker (see ``wheel(_:_:wording:)``).
    private static func lineFeed<Picker: TerminalPicker & LineFeedAbsorbing>(from reader: InputReader) -> InputFeed<Picker> {
        InputFeed(reader: reader) { picker, arrival in picker.absorb(arrival) }
    }
}
