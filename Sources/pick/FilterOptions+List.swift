import PickerCore
import PickerKit
import PickerTerminal

/// `pick choose --style list --filter[=fuzzy]`: the list style filters as the wheel does, the
/// query line under the header, the items' captions still shown (SPEC 5.3). `--query`,
/// `--select-1` and `--exit-0` mean what they mean on the wheel. The stack, sequence and link
/// show one item at a time, where a narrowing count is all a person would see, and multi-select
/// keeps rows that a changing query renumbers: those are refused (status 2).
///
/// ```sh
/// seq 100000 | pick choose --style list --filter --query 4242
/// pick choose --style list --fields title,caption --filter=fuzzy < fruits.tsv
/// ```
extension FilterOptions {
    /// Refuses `--filter` (or its flags) where the list cannot filter: another watch style, or
    /// with `--limit` / `--no-limit`.
    func checkList(style: WatchStyle, isMultiple: Bool) throws(PickFailure) {
        guard mode != nil else { return }
        guard style == .list else {
            throw .usage("--filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style \(style.rawValue)")
        }
        try checkSingle(isMultiple: isMultiple)
    }

    /// Refuses `--filter` with `--limit` / `--no-limit` / `--min-count`, on the wheel as on the
    /// list: a changing query renumbers the rows that multi-select keeps, so the flags would
    /// otherwise be silently dropped.
    func checkSingle(isMultiple: Bool) throws(PickFailure) {
        guard mode != nil, isMultiple else { return }
        throw .usage("--filter chooses one item: leave out --limit, --no-limit and --min-count")
    }

    /// The list's items: filtered in the mode asked for, else every line.
    func listSource(_ lines: LineListSource, fields: ItemFields) -> ItemListSource {
        guard let mode else { return ItemListSource(lines: lines, fields: fields) }
        return ItemListSource(filtering: lines, mode: mode, fields: fields)
    }

    /// Runs a filtered list, its items checked and `selectedRow` found with no query yet: the
    /// `--query` is typed now (its first match selected), else `selectedRow` is. With
    /// `--select-1` or `--exit-0`, all input is read and matched first and may answer without
    /// asking; else the list opens and lines still arriving are matched as they come.
    func launchList(
        _ picker: WatchStylePicker, selectedRow: Int, rest: InputReader?, session: SessionFlags, context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        var picker = picker
        if let query, !query.isEmpty {
            _ = picker.perform(.filter(.type(query)))
        } else {
            picker.wheel.selectRow(selectedRow, inComponent: 0, animated: false)
        }
        var feed = rest.map(WatchStylePicker.feed(from:))
        if selectOne || exitZero {
            feed?.drain(into: &picker)
            feed = nil
            QueryFiltering.finish(&picker.wheel)
            if let answer = answerAtOnce(&picker, wheel: \.wheel) { return answer }
        }
        if let answer = noChoiceWithoutInput(picker.wheel, session: session) { return answer }
        return try PickerLauncher.launch(PickerPrompt(picker, feed: feed, value: \.output), presentation: session, context: context)
    }
}
