import Foundation
import PickerCore
import PickerKit
import PickerTerminal

/// Runs `pick choose --style list|stack|sequence|link`: the items as a ``WatchStylePicker``,
/// launched as every picker is (``PickerLauncher``), right-to-left when the locale of `LC_ALL`,
/// `LC_TIME` or `LANG` writes so. With `--limit N` / `--no-limit` the list, stack or sequence
/// is wrapped in a ``PickerTerminal/MultiSelectPicker`` (the link, one closed button, refuses
/// them); `--filter` and its flags filter the list (``FilterOptions/listSource(_:fields:)``), with
/// multi-select too, and are refused for the other styles (status 2).
///
/// ```swift
/// let outcome = try WatchStyleLaunch.run(command, style: .stack, context: context)
/// ```
enum WatchStyleLaunch {
    /// Loads the items, builds the picker and runs it.
    static func run(_ command: ChooseCommand, style: WatchStyle, context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let options = command.style
        let isMultiple = command.multiSelect.isMultiple
        try command.filter.checkList(style: style)
        if isMultiple, style == .link {
            throw .usage("--limit, --no-limit and --min-count need a list; --style link shows one item on a button")
        }
        let (fields, printed, captions) = try options.resolved()
        // With fields the `--selected` value is a title, not a whole line: it is looked for here.
        let titlesSelected = fields.order.isEmpty ? [] : command.selectedValues
        let loaded = try ItemInput.load(
            arguments: command.items, piped: context.pipedInput, selected: titlesSelected.isEmpty ? command.selectedValues : [],
            disabled: command.disabled, loops: command.presentation.loop)
        let session = command.presentation.session
        let direction = LocaleName.fromEnvironment(context.environment).locale.language.characterDirection
        var picker = WatchStylePicker(
            WheelPicker(source: command.filter.listSource(loaded.items, fields: fields), selection: [loaded.selectedRow]),
            style: style, header: session.header, showsHelp: !session.noHelp, isRightToLeft: direction == .rightToLeft,
            decorations: options.decorations(for: style),
            captionPlacement: captions, printed: printed)
        var rest = loaded.rest
        var presetRows = loaded.selectedRows
        if !titlesSelected.isEmpty {
            let feed = rest.map(WatchStylePicker.feed(from:))
            feed?.drain(into: &picker)
            rest = nil
            let source = picker.wheel.source
            presetRows = []
            for title in titlesSelected {
                guard let row = (0..<source.count).first(where: { source.bytes(of: .title, forRow: $0) == Array(title.utf8) }) else {
                    throw .usage("--selected '\(title)' is not among the items' titles")
                }
                presetRows.append(row)
            }
            picker.wheel.selectRow(presetRows[0], inComponent: 0, animated: false)
        }
        if command.filter.mode != nil {
            return try command.filter.launchList(
                picker, selectedRow: presetRows.first ?? loaded.selectedRow,
                choices: isMultiple ? command.multiSelect.choices(presetRows: presetRows) : nil, rest: rest, session: session,
                context: context)
        }
        if isMultiple {
            return try MultiSelectOptions.launch(
                picker, choices: command.multiSelect.choices(presetRows: presetRows),
                feed: rest.map(MultiSelectPicker<WatchStylePicker>.feed(from:)), presentation: session, context: context)
        }
        let feed = rest.map(WatchStylePicker.feed(from:))
        return try PickerLauncher.launch(PickerPrompt(picker, feed: feed, value: \.output), presentation: session, context: context)
    }
}
