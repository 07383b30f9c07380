import PickerCore
import TerminalUI

/// Choosing several items of a list (Behaviour 5.2, as `fzf -m` and `gum choose --limit`): any
/// ``RowListPicker`` — a wheel, the watch styles' list — with a `ChoiceSet` and a marker
/// column (``ChoiceMarkerColumnView``), composed as one ``PromptPicker``: the list keeps its own
/// keys, drawing and mouse, and this adds what choosing many needs.
///
/// - Space (or a click on an item's mark) chooses or unchooses the item under the selection;
///   past the `ChoiceSet.limit` it is refused with a short notice on the help line (spoken
///   in screen-reader mode), and so is a disabled item. On a filtering list
///   (``RowListPicker/typesSpaces``) Tab does, and Space is typed into the query, as in
///   `fzf -m` and `gum filter --no-limit`; what is chosen is kept by input line
///   (``RowListPicker/item(forRow:)``), so it survives a changed query.
/// - Ctrl-A chooses every item up to the limit, or unchooses all when nothing more can be added.
/// - The header shows the count: `Fruit · 2/5 chosen` (of the limit, or of all items without one).
/// - Enter confirms with the chosen items, printed one per line in input order (each line's
///   exact bytes); with none chosen, the item under the selection, as `gum choose` does —
///   unless `ChoiceSet.minimumCount` asks for more: then Enter says so and does not confirm.
/// - Esc cancels, as the list does.
///
/// ```swift
/// var picker = MultiSelectPicker(WheelTerminalPicker(WheelPicker(source: fruits), header: "Fruit"),
///                                choices: ChoiceSet(limit: 2))
/// // 30×7, no colour, after Space on Banana:
/// // Fruit · 1/2 chosen
/// //
/// // •   Apple
/// // ✓ › Banana ‹
/// // •   Cherry
/// //
/// // space choose · ↑↓ change · enter select · esc cancel
/// ```
public struct MultiSelectPicker<List: RowListPicker>: PromptPicker {
    /// What a key means: the list's own action, a toggle, or the list's confirming key (which
    /// first checks there are enough).
    public enum Action: Sendable {
        /// The list's own action (moving, typing, cancelling).
        case list(List.Action)
        /// Choose or unchoose the item under the selection (Space).
        case toggle
        /// Choose every item up to the limit, or unchoose all (Ctrl-A).
        case toggleAll
        /// The list's confirming action, taken only once enough items are chosen (Enter).
        case confirm(List.Action)
    }

    /// The list, with its own selection, keys and drawing.
    public var list: List
    /// What is printed between the chosen items: a newline, or NUL for `pick choose --print0`.
    package var outputSeparator: [UInt8] = [UInt8(ascii: "\n")]
    /// What is chosen: items as ``RowListPicker/item(forRow:)`` numbers them (the rows of a
    /// list that never renumbers).
    public private(set) var choices: ChoiceSet
    /// A short line shown in place of the help line until the next key: why a toggle or
    /// Enter was refused.
    public private(set) var notice: String?
    /// A Ctrl-A under way: the rows it has yet to choose, a slice per event and tick.
    private var sweep: ChoiceSweep?
    /// The item Space or a click on its mark last chose or unchose, while the selection stays
    /// on it: screen-reader mode then says the toggle, not the item's place again.
    var toggledItem: Int?

    /// `list` with `choices` chosen (items of the list: its rows before any query).
    public init(_ list: List, choices: ChoiceSet) {
        self.list = list
        self.choices = choices
    }

    // MARK: PromptPicker

    /// The list's frame with the count added to the header.
    public var prompt: PromptFrame {
        get {
            var frame = list.prompt
            frame.header = header(list.prompt.header)
            return frame
        }
        set {
            let header = list.prompt.header
            list.prompt = newValue
            list.prompt.header = header
        }
    }

    /// `Fruit · 2/5 chosen`, or `2/5 chosen` without a header: chosen of the limit, or of the
    /// items known when there is no limit.
    func header(_ title: String?) -> String {
        let limit = choices.limit ?? list.itemCount
        let count = PromptStrings.current.text(.headerCountChosen, .count(choices.count), .count(limit))
        return title.map { "\($0) · \(count)" } ?? count
    }

    /// The list's body behind the marker column.
    public var body: ChoiceMarkerColumnView<List.Body> {
        let list = self.list
        return ChoiceMarkerColumnView(
            list: list.body, choices: choices, isRightToLeft: prompt.isRightToLeft, item: { list.item(forRow: $0) })
    }

    /// Space and Ctrl-A, then the list's keys, its confirming key checking the count first.
    public var keyBindings: KeyBindingTable<Action> {
        let toggle =
            list.typesSpaces
            ? KeyBinding([KeyStroke(.tab)], Action.toggle, help: "tab choose", spoken: "Tab chooses or unchooses the item",
                         priority: .high)
            : KeyBinding([KeyStroke(.character(" "))], Action.toggle, help: "space choose",
                         spoken: "Space chooses or unchooses the item", priority: .high)
        let own = [
            toggle,
            KeyBinding([KeyStroke(.character("a"), .control)], .toggleAll, help: "ctrl-a all",
                       spoken: "Control A chooses all", priority: .low),
        ]
        let lifted = list.keyBindings.map { Action.list($0) }
        let entries = lifted.entries.map { entry -> KeyBinding<Action> in
            guard entry.role == .confirm, case .list(let action) = entry.action else { return entry }
            var confirming = entry
            confirming.action = .confirm(action)
            return confirming
        }
        return KeyBindingTable(own + entries, typing: lifted.typing)
    }

    /// Applies a key's action; any key clears the notice.
    public mutating func perform(_ action: Action) -> PickerStatus {
        notice = nil
        switch action {
        case .list(let action):
            // A list that takes typed text renumbers its rows when the query changes: the sweep
            // first finishes over the rows it began with.
            if list.typesSpaces { finishSweep() }
            let status = list.perform(action)
            forgetToggleOnceMoved()
            return status
        case .toggle:
            if let row = list.currentRow { toggle(row) }
        case .toggleAll:
            toggledItem = nil
            if sweep != nil {
                // Ctrl-A again before the first has finished undoes it.
                sweep = nil
                choices.removeAll()
            } else {
                sweep = ChoiceSweep(rowCount: list.rowCount)
                advanceSweep()
            }
        case .confirm(let action):
            finishSweep()
            guard choices.isEnough else {
                notice = PromptStrings.current.text(.noticeAtLeast, .count(choices.minimumCount), .count(choices.count))
                return .running
            }
            let status = list.perform(action)
            // A filter whose query leaves nothing to choose still confirms what is chosen, as
            // `fzf -m` does: the answer is the chosen items, not the one under the selection.
            if status == .running, choices.count > 0, list.currentRow.map(list.isRowChoosable) != true { return .confirmed }
            return status
        }
        return .running
    }

    /// A key bound with `--bind` (fzf's actions): the choosing ones act on the rows shown (a
    /// filter's matches, as fzf's do), the others are the list's own, accepting through the
    /// count check Enter makes.
    ///
    /// `select-all` chooses every choosable row shown up to the limit and `deselect-all`
    /// unchooses them (neither undoes itself, unlike Ctrl-A); `toggle-all` turns each row's
    /// choice over. They work through the rows in one step, as fzf's do.
    public mutating func perform(bound action: BoundKeyAction) -> PickerStatus {
        switch action {
        case .toggle: return perform(.toggle)
        case .accept:
            guard let own = ownAction(for: .accept) else { return .running }
            return perform(own)
        case .selectAll, .deselectAll, .toggleAll:
            notice = nil
            toggledItem = nil
            finishSweep()
            let list = self.list
            for row in 0..<list.rowCount {
                let item = list.item(forRow: row)
                let choosable = list.isRowChoosable(row)
                switch action {
                case .selectAll: if choosable { _ = choices.add(item) }
                case .deselectAll: if choices.contains(item) { choices.toggle(item) }
                default: if choosable || choices.contains(item) { choices.toggle(item, isAvailable: choosable) }
                }
            }
            return .running
        case .abort, .first, .last, .pageUp, .pageDown:
            guard let own = list.ownAction(for: action) else { return .running }
            return perform(.list(own))
        }
    }

    /// Chooses or unchooses `row`, with a notice when refused.
    mutating func toggle(_ row: Int) {
        toggledItem = list.item(forRow: row)
        switch choices.toggle(list.item(forRow: row), isAvailable: list.isRowChoosable(row)) {
        case .refused(let limit): notice = PromptStrings.current.text(.noticeAtMost, .count(limit))
        case .unavailable: notice = PromptStrings.current[.noticeItemUnavailable]
        case .chosen, .unchosen: break
        }
    }

    /// A click on a mark toggles its item; everything else goes to the list, in the list's own area.
    public mutating func handleMouse(_ mouse: MouseEvent, hit: ChoiceMarkerColumnView<List.Body>.Hit?, body: Rect) {
        let listRect = self.body.listRect(in: body)
        switch hit {
        case .marker(let row)?:
            guard case .press(.left) = mouse.kind else { return }
            notice = nil
            toggle(row)
        case .list(let listHit)?:
            list.handleMouse(mouse, hit: listHit, body: listRect)
        case nil:
            list.handleMouse(mouse, hit: nil, body: listRect)
        }
        forgetToggleOnceMoved()
    }

    /// Forgets the item last toggled once the selection is on another, so the next change is
    /// said as a move.
    private mutating func forgetToggleOnceMoved() {
        guard let toggledItem else { return }
        if list.currentRow.map(list.item(forRow:)) != toggledItem { self.toggledItem = nil }
    }

    /// The list's own paste, ticks and per-event work.
    public mutating func handlePaste(_ text: String) -> PickerStatus {
        let status = list.handlePaste(text)
        forgetToggleOnceMoved()
        return status
    }
    public mutating func didHandleEvent() { list.didHandleEvent() }
    public mutating func tick(now: Double) {
        list.tick(now: now)
        advanceSweep()
    }
    public var needsTicks: Bool { list.needsTicks || sweep != nil }

    /// Chooses the next slice of a Ctrl-A's rows.
    private mutating func advanceSweep(budget: Int = ChoiceSweep.rowsPerSlice) {
        guard var sweep else { return }
        let list = self.list
        let finished = sweep.advance(&choices, budget: budget) { row in
            list.isRowChoosable(row) ? list.item(forRow: row) : nil
        }
        self.sweep = finished ? nil : sweep
    }

    /// Chooses the rest of a Ctrl-A's rows now, before a confirmation or a new query.
    private mutating func finishSweep() {
        while sweep != nil { advanceSweep(budget: .max) }
    }

    /// The notice while there is one, else the help line of ``keyBindings``.
    public func helpText(width: Int?) -> String {
        guard let notice else { return keyBindings.rebound(prompt.boundKeys).helpLine(width: width) }
        return width.map { DisplayText.fitted(notice, toWidth: $0) } ?? notice
    }

    /// The list's name.
    public var spokenName: String { list.spokenName }

    /// The list's value, whether it is chosen, the count, and any notice:
    /// "Banana, 2 of 3, chosen, 1 of 2 chosen".
    public var spokenValue: String {
        var parts = [list.spokenValue]
        let strings = PromptStrings.current
        if let row = list.currentRow { parts.append(strings[choices.contains(list.item(forRow: row)) ? .spokenChosen : .spokenNotChosen]) }
        parts.append(strings.text(.spokenCountChosen, .count(choices.count), .count(choices.limit ?? list.itemCount)))
        if let notice { parts.append(notice) }
        return parts.joined(separator: ", ")
    }

    /// The items a confirmed prompt reports (as ``RowListPicker/item(forRow:)`` numbers them:
    /// an unfiltered list's rows): the chosen ones in input order, or the item under the
    /// selection when none is chosen and none is required (see `ChoiceSet.reported(current:)`).
    package var reportedRows: [Int] {
        // A disabled row under the selection is never the answer (Behaviour 1.10).
        let list = self.list
        return choices.reported(current: list.currentRow.flatMap { list.isRowChoosable($0) ? list.item(forRow: $0) : nil })
    }

    /// The reported items' bytes in input order, `outputSeparator` between them.
    public var output: [UInt8] {
        Array(reportedRows.map(list.outputBytes(forItem:)).joined(separator: outputSeparator))
    }

    /// ``output`` as lines to print, or nil when nothing is reported because none is an answer
    /// (`ChoiceSet.allowsNone`): `pick` then prints no line at all, which one chosen empty item
    /// (an empty line) cannot be mistaken for.
    package var outputLines: [UInt8]? {
        choices.allowsNone && reportedRows.isEmpty ? nil : output
    }
}

extension MultiSelectPicker: Sendable {}
