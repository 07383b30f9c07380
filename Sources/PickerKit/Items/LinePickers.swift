import PickerTerminal

/// The one place each picker over lines is put together: the wheel, the filtering wheel, a
/// watch style, and any of them choosing several. ``LinePickerBuilder`` (`pick choose`) and the
/// typed prompts (`Prompt.choosePrompt…`, `Prompt.chooseManyPrompt…`) both call these, so a picker's
/// frame, direction and presets are set the same way whoever asks.
///
/// ```swift
/// let lines = LineListSource(lines: ["Apple", "Banana"])
/// let wheel = LinePickers.wheel(lines, selectedRow: 1, settings)
/// ```
package enum LinePickers {
    /// One wheel of `lines`, `selectedRow` selected; confirming prints the selected line's exact
    /// bytes. Right-to-left, the lines are drawn from the right edge (Behaviour 1.4).
    package static func wheel(_ lines: LineListSource, selectedRow: Int, _ settings: LinePickerSettings)
        -> WheelTerminalPicker<LineListSource>
    {
        WheelTerminalPicker(
            WheelPicker(source: lines, selection: [selectedRow]), header: settings.header, showsHelp: settings.showsHelp,
            isRightToLeft: settings.isRightToLeft, separator: "")
    }

    /// A wheel of the lines that match a query (Behaviour 5.3), `selectedRow` selected while
    /// nothing is typed; ``typeQuery(_:into:)`` types the query.
    package static func filteringWheel(_ lines: LineListSource, mode: FilterMode, selectedRow: Int, _ settings: LinePickerSettings)
        -> FilteringWheelPicker
    {
        var picker = FilteringWheelPicker(
            LineFilter(source: lines, mode: mode), header: settings.header, showsHelp: settings.showsHelp,
            isRightToLeft: settings.isRightToLeft)
        picker.wheel.selectRow(selectedRow, inComponent: 0, animated: false)
        return picker
    }

    /// The lines as items of `style` (Behaviour 4), read as `look`'s fields and printed as it
    /// says, `selectedRow` selected; filtered in `filter`'s mode when given (the list alone
    /// filters: ``LineRule/filterNeedsList(_:)``), the query typed by ``typeQuery(_:into:)``.
    package static func watch(
        _ lines: LineListSource, style: WatchStyle, selectedRow: Int, filter: FilterMode? = nil, _ settings: LinePickerSettings
    ) -> WatchStylePicker {
        let look = settings.look ?? ItemLook()
        let source = filter.map { ItemListSource(filtering: lines, mode: $0, fields: look.fields) }
            ?? ItemListSource(lines: lines, fields: look.fields)
        var picker = WatchStylePicker(
            WheelPicker(source: source, selection: [selectedRow]), style: style, header: settings.header,
            showsHelp: settings.showsHelp, isRightToLeft: settings.isRightToLeft, decorations: look.decorations(for: style),
            captionPlacement: look.style.captionPlacement, printed: look.printed)
        if filter != nil { picker.wheel.selectRow(selectedRow, inComponent: 0, animated: false) }
        return picker
    }

    /// Types `query` into a filtering wheel: its first match is selected.
    package static func typeQuery(_ query: String?, into picker: inout FilteringWheelPicker) {
        if let query, !query.isEmpty { _ = picker.perform(.type(query)) }
    }

    /// Types `query` into a filtered list: its first match is selected.
    package static func typeQuery(_ query: String?, into picker: inout WatchStylePicker) {
        if let query, !query.isEmpty { _ = picker.perform(.filter(.type(query))) }
    }

    /// `list` choosing several (Behaviour 5.2): Space (Tab where Space is typed) chooses, the
    /// `choices` chosen at first, checked by ``checkPresets(_:of:wording:)``.
    package static func several<List: RowListPicker>(_ list: List, choices: ChoiceSet, wording: LineWording)
        throws(PromptError) -> MultiSelectPicker<List>
    {
        try checkPresets(choices, of: list, wording: wording)
        return several(list, checkedChoices: choices)
    }

    /// `list` choosing several, its presets checked already: a filtering list checks them
    /// before its query is typed, while its rows are still its lines.
    package static func several<List: RowListPicker>(_ list: List, checkedChoices choices: ChoiceSet) -> MultiSelectPicker<List> {
        MultiSelectPicker(list, choices: choices)
    }

    /// A preset that is a disabled row breaks ``LineRule/selectedDisabled(_:)`` (Behaviour 1.10).
    /// Presets are rows before any query.
    package static func checkPresets<List: RowListPicker>(_ choices: ChoiceSet, of list: List, wording: LineWording)
        throws(PromptError)
    {
        if let disabled = choices.ordered.first(where: { !list.isRowChoosable($0) }) {
            throw LineRule.selectedDisabled(String(decoding: list.outputBytes(forRow: disabled), as: UTF8.self)).error(wording)
        }
    }
}
