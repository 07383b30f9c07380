/// Dependent components (Behaviour 1.12): a change in one component may change what another holds,
/// as a country's cities follow the country.
extension WheelPicker {
    /// Asks `component`'s row count again and clamps its selection into range (Behaviour 1.7).
    /// A component that lost its selected row stops moving.
    mutating func recount(_ component: Int) {
        let count = max(0, source.numberOfRows(inComponent: component, selection: state.selection))
        state.rowCounts[component] = count
        let clamped = min(max(state.selection[component], 0), max(0, count - 1))
        if clamped != state.selection[component] {
            state.selection[component] = clamped
            state.motion[component].velocity = 0
            state.motion[component].offset = 0
        }
    }

    /// After `component` changed, recounts every other component.
    ///
    /// For a person's change, a component whose row count, selected row, or selected title
    /// differs from before is reported with `.valueChanged` for its (possibly unchanged) row:
    /// what it shows changed even when its index did not (Paris → Berlin, both row 0).
    /// Asking the two titles costs two title calls per other component per change, no more
    /// (Behaviour 1.5). Code changes report nothing (Behaviour 1.8).
    mutating func recountDependents(
        of component: Int, previousSelection: [Int], byPerson: Bool, events: inout [WheelEvent]
    ) {
        let countsBefore = state.rowCounts
        let rowsBefore = state.selection
        // A clamped component may in turn change another (country → region → city), so
        // recount until nothing moves; each pass settles at least one more link of a chain.
        for _ in 0..<max(1, state.selection.count) {
            let passStart = state.selection
            for other in state.selection.indices where other != component { recount(other) }
            if state.selection == passStart { break }
        }
        guard byPerson else { return }
        for other in state.selection.indices where other != component {
            let rowAfter = state.selection[other]
            var changed = state.rowCounts[other] != countsBefore[other] || rowAfter != rowsBefore[other]
            if !changed, state.rowCounts[other] > 0 {
                let titleBefore = source.title(
                    forRow: rowsBefore[other], inComponent: other, selection: previousSelection)
                let titleAfter = source.title(forRow: rowAfter, inComponent: other, selection: state.selection)
                changed = titleBefore != titleAfter
            }
            if changed {
                events.append(.valueChanged(component: other, row: rowAfter))
                state.awaitingSettle = true
            }
        }
    }
}
