import PickerCore
import TerminalUI

/// Keys and mouse: what each does depends on the style and on the focused part.
extension DateTerminalPicker {
    /// The wheels' keys (the foundation's, SPEC 1.11, 1.13), mirrored right-to-left.
    var wheelKeyMap: WheelKeyMap { .standard(isRightToLeft: isRightToLeft) }

    /// The grid's keys, mirrored right-to-left.
    var gridKeyMap: MonthGridKeyMap { .standard(isRightToLeft: isRightToLeft) }

    // MARK: Keys

    mutating func handleKey(_ key: KeyPress) -> PickerStatus {
        guard isEditing else { return handleClosedButtonKey(key) }
        switch focus {
        case .grid: return handleGridKey(key)
        case .wheels: return handleWheelKey(key)
        }
    }

    /// The compact style's closed button: Enter or Space opens it; once it has been opened,
    /// Enter confirms (SPEC 2.10).
    private mutating func handleClosedButtonKey(_ key: KeyPress) -> PickerStatus {
        switch (key.key, key.modifiers) {
        case (.enter, []):
            if hasOpenedPopover { return confirm() }
            openPopover()
        case (.character(" "), []):
            openPopover()
        case (.escape, []), (.character("c"), .control):
            return .cancelled
        default:
            break
        }
        return .running
    }

    private mutating func handleGridKey(_ key: KeyPress) -> PickerStatus {
        guard let command = gridKeyMap.command(for: key) else { return .running }
        switch command {
        case .moveDays(let days): applyToGrid(.moveSelection(days: days))
        case .moveMonths(let months): applyToGrid(.moveSelection(days: picker.daysToSameDay(months: months)))
        case .moveYears(let years): applyToGrid(.moveSelection(days: picker.daysToSameDay(years: years)))
        case .weekStart: applyToGrid(.moveSelection(days: picker.daysToWeekEdge(last: false)))
        case .weekEnd: applyToGrid(.moveSelection(days: picker.daysToWeekEdge(last: true)))
        case .today: applyToGrid(.moveSelection(days: picker.daysToToday))
        case .nextPart: focusWheels(first: true)
        case .previousPart: focusWheels(first: false)
        case .commit: return finish(confirming: true)
        case .cancel: return finish(confirming: false)
        }
        return .running
    }

    private mutating func handleWheelKey(_ key: KeyPress) -> PickerStatus {
        let components = wheelsPicker.components.count
        let focused = wheelsPicker.wheel.state.focusedComponent
        // Tab past the last time wheel (Shift-Tab before the first) goes back to the grid.
        if showsGrid, key.key == .tab {
            let leaving = key.modifiers.contains(.shift) ? focused == 0 : focused == components - 1
            if leaving {
                focus = .grid
                return .running
            }
        }
        guard case .action(let action)? = wheelKeyMap.command(for: key) else { return .running }
        switch action {
        case .commit: return finish(confirming: true)
        case .cancel: return finish(confirming: false)
        default: applyToWheels(action)
        }
        return .running
    }

    /// Focuses the wheels beside the grid, on their first or last component in reading order.
    private mutating func focusWheels(first: Bool) {
        guard timePicker != nil else { return }
        focus = .wheels
        let count = wheelsPicker.components.count
        applyToWheels(.focus(component: first ? 0 : max(0, count - 1)))
    }

    /// Enter or Esc while editing: in the compact style both close the popover and keep the
    /// edits (SPEC 2.10); otherwise they confirm or cancel the prompt.
    private mutating func finish(confirming: Bool) -> PickerStatus {
        if style == .compact {
            closePopover()
            return .running
        }
        return confirming ? confirm() : .cancelled
    }

    // MARK: Mouse

    mutating func handleMouse(_ mouse: MouseEvent) {
        let area = currentArea
        let parts = sections(in: area)
        guard style == .compact else {
            handleEditorMouse(mouse, rect: parts.body)
            return
        }
        guard case .press(.left) = mouse.kind else {
            if isPopoverOpen { handleEditorMouse(mouse, rect: PopoverFrame.contentRect(of: popoverFrame(in: area))) }
            return
        }
        let onButton = buttonFrame(in: parts.body).contains(x: mouse.x, y: mouse.y)
        if !isPopoverOpen {
            if onButton { openPopover() }
            return
        }
        let box = popoverFrame(in: area)
        if box.contains(x: mouse.x, y: mouse.y) {
            handleEditorMouse(mouse, rect: PopoverFrame.contentRect(of: box))
        } else {
            // A click outside (the button included) closes the popover and keeps the edits.
            closePopover()
        }
    }

    /// Clicks and scrolling on the grid and the wheels laid out in `rect`.
    private mutating func handleEditorMouse(_ mouse: MouseEvent, rect: Rect) {
        let rects = editorRects(in: rect)
        if let grid = rects.grid {
            let layout = gridView.layout(in: grid)
            if layout.contains(x: mouse.x, y: mouse.y) {
                handleGridMouse(mouse, layout: layout)
                return
            }
        }
        if let wheels = rects.wheels {
            let view = wheelsView
            let actions = WheelMouseMap.actions(for: mouse, view: view.wheelView, layout: view.layout(in: wheels))
            guard !actions.isEmpty else { return }
            if case .press = mouse.kind { focus = .wheels }
            for action in actions { applyToWheels(action) }
        }
    }

    /// A click on a day chooses it, on an arrow turns the page; the scroll wheel turns pages
    /// (down: the next month, as a wheel brings the next row, SPEC 1.13).
    private mutating func handleGridMouse(_ mouse: MouseEvent, layout: MonthGridLayout) {
        switch mouse.kind {
        case .scrollDown: applyToGrid(.showNextMonth)
        case .scrollUp: applyToGrid(.showPreviousMonth)
        case .press(.left):
            switch layout.hit(x: mouse.x, y: mouse.y) {
            case .previousMonth?: applyToGrid(.showPreviousMonth)
            case .nextMonth?: applyToGrid(.showNextMonth)
            case .day(let day)?:
                focus = .grid
                applyToGrid(.selectDay(day))
            case nil: break
            }
        default:
            break
        }
    }
}
