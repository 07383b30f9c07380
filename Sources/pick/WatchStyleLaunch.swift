import Foundation
import PickerCore
import PickerKit
import PickerTerminal

/// Runs `pick choose --style list|stack|sequence|link`: the items as a ``WatchStylePicker``,
/// launched as every picker is (``PickerLauncher``), right-to-left when the locale of `LC_ALL`,
/// `LC_TIME` or `LANG` writes so.
///
/// ```swift
/// let outcome = try WatchStyleLaunch.run(command, style: .stack, context: context)
/// ```
enum WatchStyleLaunch {
    /// Loads the items, builds the picker and runs it.
    static func run(_ command: ChooseCommand, style: WatchStyle, context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let options = command.style
        guard !command.presentation.vim else { throw .usage("--vim is for the wheel style; the watch styles use the standard keys") }
        let (fields, printed, captions) = try options.resolved()
        // With fields the `--selected` value is a title, not a whole line: it is looked for here.
        let titleSelected = fields.order.isEmpty ? nil : command.selected
        let loaded = try ItemInput.load(
            arguments: command.items, piped: context.pipedInput, selected: titleSelected == nil ? command.selected : nil,
            disabled: command.disabled, loops: command.presentation.loop)
        let session = command.presentation.session
        let direction = LocaleName.fromEnvironment(context.environment).locale.language.characterDirection
        var picker = WatchStylePicker(
            WheelPicker(source: ItemListSource(lines: loaded.items, fields: fields), selection: [loaded.selectedRow]),
            style: style, header: session.header, showsHelp: !session.noHelp, isRightToLeft: direction == .rightToLeft,
            decorations: options.decorations(for: style),
            captionPlacement: captions, printed: printed)
        var feed = loaded.rest.map(WatchStylePicker.feed(from:))
        if let titleSelected {
            feed?.drain(into: &picker)
            feed = nil
            let source = picker.wheel.source
            guard let row = (0..<source.count).first(where: { source.bytes(of: .title, forRow: $0) == Array(titleSelected.utf8) }) else {
                throw .usage("--selected '\(titleSelected)' is not among the items' titles")
            }
            picker.wheel.selectRow(row, inComponent: 0, animated: false)
        }
        return try PickerLauncher.launch(PickerPrompt(picker, feed: feed, value: \.output), presentation: session, context: context)
    }
}
