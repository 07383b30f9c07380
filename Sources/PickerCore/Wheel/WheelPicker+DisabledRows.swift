/// Disabled rows (Behaviour 1.10): a person may move across them, but a component never comes to
/// rest on one.
extension WheelPicker {
    /// The enabled row nearest `row` in `component`, ties going in `direction`; nil when no
    /// row is enabled. A looping component searches across the wrap.
    ///
    /// The scan walks outwards one distance at a time, so it asks only as many rows as it must.
    package func nearestEnabledRow(to row: Int, inComponent component: Int, direction: Int) -> Int? {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return nil }
        let loops = source.componentLoops(component)
        let forward = direction >= 0 ? 1 : -1
        if source.isRowEnabled(row, inComponent: component, selection: state.selection) { return row }
        let farthest = loops ? count / 2 : count - 1
        guard farthest >= 1 else { return nil }
        for distance in 1...farthest {
            var inRange = false
            for candidate in [row + forward * distance, row - forward * distance] {
                let wrapped = loops ? ((candidate % count) + count) % count : candidate
                guard wrapped >= 0, wrapped < count else { continue }
                inRange = true
                if source.isRowEnabled(wrapped, inComponent: component, selection: state.selection) {
                    return wrapped
                }
            }
            if !inRange { break }
        }
        return nil
    }

    /// How many rows past `row` (a signed count, in `direction`) the next enabled row of
    /// `component` lies; nil when there is none that way. A looping component searches once
    /// round, across the wrap; a plain one up to its end. Rows are asked one at a time, as
    /// far as the search must go (Behaviour 1.5).
    func rowsToNextEnabledRow(from row: Int, direction: Int, inComponent component: Int) -> Int? {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return nil }
        let loops = source.componentLoops(component)
        let step = direction >= 0 ? 1 : -1
        var distance = 1
        while distance < count {
            let candidate = row + step * distance
            let wrapped = loops ? ((candidate % count) + count) % count : candidate
            guard wrapped >= 0, wrapped < count else { return nil }
            if source.isRowEnabled(wrapped, inComponent: component, selection: state.selection) { return step * distance }
            distance += 1
        }
        return nil
    }

    /// For a key step from `from` landing on `landing`, how many rows further (signed) it
    /// goes: 0 when it may land there (an enabled row, or a disabled one the wheel would leave
    /// for a row other than `from`); the distance to the next enabled row in `direction` when
    /// the wheel would rest back on `from`; nil when it would and no row that way is enabled,
    /// so the step does not move at all.
    func keyStepOvershoot(from: Int, landing: Int, direction: Int, inComponent component: Int) -> Int? {
        guard !source.isRowEnabled(landing, inComponent: component, selection: state.selection) else { return 0 }
        var selection = state.selection
        selection[component] = landing
        let resting = source.restingRow(near: landing, inComponent: component, selection: selection, direction: direction)
            .map { clampedRow($0, inComponent: component) }
            ?? nearestEnabledRow(to: landing, inComponent: component, direction: direction)
        guard resting == from else { return 0 }
        return rowsToNextEnabledRow(from: landing, direction: direction, inComponent: component)
    }

    /// When `component` rests on a disabled row, moves it to where it should rest instead
    /// (the source's ``WheelDataSource/restingRow(near:inComponent:selection:direction:)`` or
    /// the nearest enabled row). Returns true when it moved. With no enabled row it stays.
    @discardableResult
    mutating func moveOffDisabledRow(
        _ component: Int, animated: Bool, byPerson: Bool, events: inout [WheelEvent]
    ) -> Bool {
        guard numberOfRows(inComponent: component) > 0 else { return false }
        let row = state.selection[component]
        guard !source.isRowEnabled(row, inComponent: component, selection: state.selection) else { return false }
        let direction = state.motion[component].direction
        let preferred = source.restingRow(
            near: row, inComponent: component, selection: state.selection, direction: direction)
        let target = preferred.map { clampedRow($0, inComponent: component) }
            ?? nearestEnabledRow(to: row, inComponent: component, direction: direction)
        guard let target, target != row else { return false }
        move(component, to: target, animated: animated, byPerson: byPerson, events: &events)
        // Moving off a disabled row is not a new travel: keep the tie-break direction.
        state.motion[component].direction = direction
        return true
    }

    /// Moves `component` off a disabled row at once, reporting nothing (code changes, Behaviour 1.8).
    mutating func moveOffDisabledRowSilently(_ component: Int) {
        var discarded: [WheelEvent] = []
        moveOffDisabledRow(component, animated: false, byPerson: false, events: &discarded)
    }
}

/// The row a picker may report as chosen (Behaviour 1.10): every path that ends in a value
/// (Enter, `--select-1`, `--no-input`, a multi-select with nothing marked) asks here, so a
/// disabled row is never the answer, however the selection came to rest on it.
extension WheelPicker {
    /// The selected row of `component` when it may be chosen; nil when the component is empty,
    /// or rests on a disabled row because no enabled row is left to move to (a filter whose
    /// matches are all disabled).
    ///
    /// ```swift
    /// let lines = LineListSource(lines: ["Apple", "Banana"], disabledValues: ["Banana"])
    /// var filter = LineFilter(source: lines)
    /// filter.setQuery("ban")
    /// filter.advance(budget: LineFilter.rowsPerEvent)
    /// WheelPicker(source: filter).chosenRow(inComponent: 0)   // nil: the one match is disabled
    /// ```
    public func chosenRow(inComponent component: Int) -> Int? {
        guard let row = selectedRow(inComponent: component), isRowEnabled(row, inComponent: component) else { return nil }
        return row
    }
}
