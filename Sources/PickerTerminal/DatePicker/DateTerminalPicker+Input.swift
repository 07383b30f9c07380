import PickerCore
import TerminalUI

/// Keys, mouse and paste: the focused editor's key table inside the presentation's, and what
/// each action does.
extension DateTerminalPicker {
    /// The keys of the focused editor (grid, wheels or field), without the presentation's.
    public var editorKeyBindings: KeyBindingTable<DateEditorAction> {
        switch focus {
        case .field:
            return DateFieldKeyMap.standard(isRightToLeft: isRightToLeft).bindings.map { DateEditorAction.field($0) }
        case .grid:
            return Self.gridKeyTables[(isRightToLeft ? 2 : 0) + (timePicker != nil ? 1 : 0)]
        case .wheels:
            let wheelsPicker = wheelsPicker
            let focused = wheelsPicker.wheel.state.focusedComponent
            return wheelKeyBindings(typingOn: wheelsPicker.components.indices.contains(focused)
                                        ? wheelsPicker.components[focused] : nil)
        }
    }

    /// The grid's four key tables as editor actions (left to right, then right to left; without
    /// and with the time beside the grid), made once: the help line asks for them on every
    /// frame, and making a table hashes every key.
    private static let gridKeyTables: [KeyBindingTable<DateEditorAction>] = [false, true].flatMap { isRightToLeft in
        [false, true].map { labelsTime in
            MonthGridKeyMap.standard(isRightToLeft: isRightToLeft, labelsTime: labelsTime).bindings
                .map { DateEditorAction.grid($0) }
        }
    }

    /// The wheels' keys, their spoken hints worded for typing on a component of `kind`.
    func wheelKeyBindings(typingOn kind: DateComponentKind?) -> KeyBindingTable<DateEditorAction> {
        var wheels = DateWheelKeyMap.bindings(isRightToLeft: isRightToLeft, typingOn: kind).map { DateEditorAction.wheels($0) }
        guard showsGrid else { return wheels }
        // Beside a grid, Tab past the last wheel (Shift-Tab before the first) goes back to it.
        wheels[KeyStroke(.tab)] = nil
        wheels[KeyStroke(.tab, .shift)] = nil
        let tab = [
            KeyBinding([KeyStroke(.tab)], DateEditorAction.tabOnWheels(forward: true), help: "tab calendar",
                       spoken: "Tab goes to the calendar", priority: .low),
            KeyBinding([KeyStroke(.tab, .shift)], .tabOnWheels(forward: false)),
        ]
        return KeyBindingTable(wheels.entries.filter { $0.role == nil } + tab + wheels.entries.filter { $0.role != nil },
                               typing: wheels.typing)
    }

    public var keyBindings: KeyBindingTable<PresentedAction<DateEditorAction>> {
        presentation.keyBindings(around: editorKeyBindings).applying(keyMode)
    }

    public mutating func perform(_ action: PresentedAction<DateEditorAction>) -> PickerStatus {
        switch action {
        case .edit(let edit):
            return perform(edit)
        case .open:
            focus = showsGrid ? .grid : .wheels
        case .close, .confirm:
            // Wheels settle first (on an enabled row), so the value kept is one a person can see;
            // digits still being typed into a field count.
            editors.editWheels(.commit)
            editors.editField(.commit)
        case .cancel:
            break
        }
        return presentation.perform(action)
    }

    private mutating func perform(_ action: DateEditorAction) -> PickerStatus {
        switch action {
        case .grid(.move(let move)): editors.editCalendar { $0.move(move) }
        case .grid(.nextPart): focusWheels(first: true)
        case .grid(.previousPart): focusWheels(first: false)
        case .grid(.commit): return perform(PresentedAction<DateEditorAction>.confirm)
        case .grid(.cancel): return perform(PresentedAction<DateEditorAction>.cancel)
        case .wheels(.action(let wheelAction)): editors.editWheels(wheelAction)
        case .wheels: break
        case .field(.edit(let fieldAction)): editors.editField(fieldAction)
        case .field(.commit): return perform(PresentedAction<DateEditorAction>.confirm)
        case .field(.cancel): return perform(PresentedAction<DateEditorAction>.cancel)
        case .tabOnWheels(let forward):
            let focused = wheelsPicker.wheel.state.focusedComponent
            if forward ? focused == wheelsPicker.components.count - 1 : focused == 0 {
                focus = .grid
            } else {
                editors.editWheels(forward ? .focusNext : .focusPrevious)
            }
        }
        return .running
    }

    /// Focuses the wheels beside the grid, on their first or last component in reading order.
    private mutating func focusWheels(first: Bool) {
        guard timePicker != nil else { return }
        focus = .wheels
        editors.editWheels(.focus(component: first ? 0 : max(0, wheelsPicker.components.count - 1)))
    }

    /// Pasted text types on the wheels while they are edited.
    public mutating func handlePaste(_ text: String) -> PickerStatus {
        if isEditing, focus == .wheels { editors.editWheels(.type(text)) }
        if isEditing, focus == .field { editors.editField(.type(text)) }
        return .running
    }

    // MARK: Mouse

    public mutating func handleMouse(_ mouse: MouseEvent, hit: PresentedEditorView<DateEditorView>.Hit?, body: Rect) {
        switch hit {
        case .button?:
            if case .press(.left) = mouse.kind { _ = perform(.open) }
        case .outside?:
            // A click outside the popover (the button included) closes it and keeps the edits.
            if case .press(.left) = mouse.kind { _ = perform(.close) }
        case .editor(.grid(let gridHit))?:
            handleGridMouse(mouse, hit: gridHit)
        case .editor(.wheels(let wheelHit))?:
            let actions = WheelMouseMap.actions(for: mouse, hit: wheelHit, view: wheelsView.wheelView)
            guard !actions.isEmpty else { return }
            if case .press = mouse.kind { focus = .wheels }
            for action in actions { editors.editWheels(action) }
        case .editor(.field(let fieldHit))?:
            for action in DateFieldMouseMap.actions(for: mouse, hit: fieldHit, focus: editors.field?.focus ?? .end,
                                                    segmentCount: editors.field?.segments.count ?? 0) {
                editors.editField(action)
            }
        case .editorSpace?, nil:
            break
        }
    }

    /// The grid's mouse map (``MonthGridMouseMap``); choosing a day focuses the grid.
    private mutating func handleGridMouse(_ mouse: MouseEvent, hit: MonthGridLayout.Hit?) {
        for action in MonthGridMouseMap.actions(for: mouse, hit: hit) {
            if case .selectDay = action { focus = .grid }
            editors.editCalendar { $0.apply(action) }
        }
    }
}
