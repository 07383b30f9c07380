/// The reducer: one person action in, the events it caused out.
extension WheelPicker {
    /// Applies a person's action and returns what it caused.
    ///
    /// - `step`, `stepComponent`, `scroll`: move at once, animated. A burst of scroll notches,
    ///   or a key held down (``WheelMotionTuning/heldKeyRepeats`` repeats), builds momentum
    ///   that later ticks carry on; a few quick presses move exactly one row each (a scroll
    ///   notch does not move focus).
    /// - `page`: moves by ``rowsPerPage``; `jumpToEnd`: first or last row.
    /// - `select(row:component:)`: a click; focuses that component too.
    /// - `focus…`: in logical order, stopping at the ends (renderers mirror for right-to-left,
    ///   Behaviour 1.4); focus changes start type-ahead afresh.
    /// - `type`: type-ahead and digit entry (Behaviour 1.11).
    /// - `tick`: time passes (animation, momentum, settling, type-ahead reset, the next slice
    ///   of a type-ahead search over many rows).
    /// - `commit`: anything still moving settles at once (and leaves a disabled row), then
    ///   `.committed`; `cancel`: `.cancelled`.
    @discardableResult
    public mutating func apply(_ action: WheelAction) -> [WheelEvent] {
        var events: [WheelEvent] = []
        let focused = state.focusedComponent
        let components = state.selection.indices
        switch action {
        case .type, .tick: break
        // Any other move answers the person instead of a type-ahead search still under way.
        default: state.typeAhead.search = nil
        }
        switch action {
        case .tick(let now):
            advanceTime(to: now, events: &events)
            var budget = typeAheadRowsPerEvent
            runTypeAheadSearches(budget: &budget, events: &events)
        case .step(let rows):
            guard components.contains(focused) else { break }
            personStep(focused, by: rows, momentum: .heldKey, events: &events)
        case .stepComponent(let component, let rows):
            guard components.contains(component) else { break }
            personStep(component, by: rows, momentum: .heldKey, events: &events)
        case .scroll(let component, let rows):
            guard components.contains(component) else { break }
            personStep(component, by: rows, momentum: .scroll, events: &events)
        case .page(let forward):
            guard components.contains(focused) else { break }
            let rows = max(1, rowsPerPage)
            personStep(focused, by: forward ? rows : -rows, momentum: .none, events: &events)
        case .jumpToEnd(let last):
            guard components.contains(focused) else { break }
            personSelect(last ? numberOfRows(inComponent: focused) - 1 : 0, inComponent: focused, events: &events)
        case .select(let row, let component):
            guard components.contains(component) else { break }
            setFocus(component)
            personSelect(row, inComponent: component, events: &events)
        case .focus(let component):
            setFocus(component)
        case .focusNext:
            setFocus(focused + 1)
        case .focusPrevious:
            setFocus(focused - 1)
        case .type(let text):
            guard components.contains(focused) else { break }
            typeText(text, events: &events)
        case .commit:
            settleImmediately(events: &events)
            events.append(.committed(selection: state.selection))
        case .cancel:
            events.append(.cancelled)
        }
        return events
    }

    /// Moves focus to `component`, kept within the components (Behaviour 1.13).
    mutating func setFocus(_ component: Int) {
        let clamped = min(max(component, 0), max(0, state.selection.count - 1))
        guard clamped != state.focusedComponent else { return }
        state.focusedComponent = clamped
        state.typeAhead = TypeAheadBuffer()
        state.typeAhead.component = clamped
    }
}
