import PickerCore
import PickerKit
import PickerTerminal

/// `pick choose --style list --filter[=fuzzy]`: the list style filters as the wheel does, the
/// query line under the header, the items' captions still shown (Behaviour 5.3). `--query`,
/// `--select-1` and `--exit-0` mean what they mean on the wheel, and so do `--limit N` /
/// `--no-limit` (Tab chooses, the chosen lines survive a changed query). The stack, sequence
/// and link show one item at a time, where a narrowing count is all a person would see: those
/// are refused (status 2).
///
/// ```sh
/// seq 100000 | pick choose --style list --filter --query 4242
/// pick choose --style list --fields title,caption --filter=fuzzy < fruits.tsv
/// ```
extension FilterOptions {
    /// Refuses `--filter` (or its flags) where the list cannot filter: another watch style.
    func checkList(style: WatchStyle) throws(PickFailure) {
        guard mode != nil else { return }
        guard style == .list else {
            throw .usage("--filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style \(style.rawValue)")
        }
    }

    /// The list's items: filtered in the mode asked for, else every line.
    func listSource(_ lines: LineListSource, fields: ItemFields) -> ItemListSource {
        guard let mode else { return ItemListSource(lines: lines, fields: fields) }
        return ItemListSource(filtering: lines, mode: mode, fields: fields)
    }

    /// Runs a filtered list, its items checked and `selectedRow` found with no query yet: the
    /// `--query` is typed now (its first match selected), else `selectedRow` is. With
    /// `--select-1` or `--exit-0`, all input is read and matched first and may answer without
    /// asking; else the list opens and lines still arriving are matched as they come. With
    /// `choices` (rows before any query: lines) it is a multi-select.
    func launchList(
        _ picker: WatchStylePicker, selectedRow: Int, choices: ChoiceSet?, rest: InputReader?, session: SessionFlags,
        context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        var picker = picker
        picker.wheel.selectRow(selectedRow, inComponent: 0, animated: false)
        if let choices { try MultiSelectOptions.checkPresets(choices, of: picker) }
        if let query, !query.isEmpty { _ = picker.perform(.filter(.type(query))) }
        var feed = rest.map(WatchStylePicker.feed(from:))
        if selectOne || exitZero {
            feed?.drain(into: &picker)
            feed = nil
            QueryFiltering.finish(&picker.wheel)
            if let answer = answerAtOnce(&picker, wheel: \.wheel) { return answer }
        }
        guard let choices else {
            if let answer = noChoiceWithoutInput(picker.wheel, session: session) { return answer }
            return try PickerLauncher.launch(PickerPrompt(picker, feed: feed, value: \.output), presentation: session, context: context)
        }
        if choices.count == 0, let answer = noChoiceWithoutInput(picker.wheel, session: session) { return answer }
        return try MultiSelectOptions.run(
            picker, choices: choices, feed: feed == nil ? nil : rest.map(MultiSelectPicker<WatchStylePicker>.feed(from:)),
            presentation: session, context: context)
    }
}
