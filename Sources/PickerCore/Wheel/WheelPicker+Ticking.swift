/// Time: easing, momentum, snapping and settling, all driven by ``WheelAction/tick(now:)``.
///
/// Each tick integrates the elapsed time exactly (see ``ComponentMotion``), so the outcome
/// does not depend on how often the session ticks. When every component has come to rest,
/// those resting on a disabled row move to where they should rest (Behaviour 1.10), animated,
/// and once that too is done a single `.settled` ends the person's movement (Behaviour 1.8).
extension WheelPicker {
    mutating func advanceTime(to now: Double, events: inout [WheelEvent]) {
        let elapsed = state.now.map { max(0, now - $0) } ?? 0
        state.now = max(state.now ?? now, now)
        expireTypeAheadIfIdle()
        var remaining = elapsed
        // Each round either ends with everything at rest and nothing to correct, or moves
        // a component off a disabled row onto an enabled one; a correction can disable a
        // row elsewhere only through a dependency, so rounds are bounded by the components.
        for _ in 0...state.selection.count {
            var latestRest = 0.0
            var allAtRest = true
            for component in state.selection.indices {
                let used = advance(component, for: remaining, events: &events)
                if state.motion[component].isAtRest {
                    latestRest = max(latestRest, used)
                } else {
                    allAtRest = false
                }
            }
            guard allAtRest else { return }
            remaining = max(0, remaining - latestRest)
            var corrected = false
            for component in state.selection.indices {
                if moveOffDisabledRow(component, animated: true, byPerson: state.awaitingSettle, events: &events) {
                    corrected = true
                }
            }
            if !corrected { break }
        }
        guard state.motion.allSatisfy(\.isAtRest) else { return }
        if state.awaitingSettle {
            state.awaitingSettle = false
            events.append(.settled(selection: state.selection))
        }
    }

    /// Advances `component` by up to `duration` seconds: coasting, then easing. Returns the
    /// seconds it took to come to rest, or `duration` when it is still moving.
    mutating func advance(_ component: Int, for duration: Double, events: inout [WheelEvent]) -> Double {
        var used = 0.0
        let velocity = state.motion[component].velocity
        if velocity != 0 {
            used += state.motion[component].coast(for: duration, tuning: tuning)
            // The spin may have ended within this tick: the rows it crossed still count.
            crossRows(component, direction: velocity > 0 ? 1 : -1, events: &events)
            if state.motion[component].velocity != 0 { return duration }
        }
        if state.motion[component].offset != 0 {
            used += state.motion[component].ease(for: max(0, duration - used), tuning: tuning)
            if state.motion[component].offset != 0 { return duration }
        }
        return used
    }

    /// While coasting, the selection follows the wheel: each time the drawn position passes
    /// half-way to the next row, that row becomes selected (one `.valueChanged` per row).
    /// A plain component stops at its end, overshooting by at most half a row.
    mutating func crossRows(_ component: Int, direction step: Int, events: inout [WheelEvent]) {
        while state.motion[component].offset * Double(step) > 0.5 {
            let from = state.selection[component]
            let next = row(from, movedBy: step, inComponent: component)
            guard next != from, numberOfRows(inComponent: component) > 1 else {
                state.motion[component].velocity = 0
                let overshoot = state.motion[component].offset
                state.motion[component].offset = min(max(overshoot, -0.5), 0.5)
                return
            }
            state.motion[component].offset -= Double(step)
            setSelectedRow(next, inComponent: component, byPerson: state.awaitingSettle, events: &events)
        }
    }

    /// Stops everything at once on its selected row (the row drawn emphasised, which coasting
    /// keeps within half a row of the wheel) and leaves disabled rows at once: what a person
    /// sees selected is what they confirm.
    mutating func settleImmediately(events: inout [WheelEvent]) {
        for component in state.selection.indices {
            state.motion[component].velocity = 0
            state.motion[component].offset = 0
        }
        for _ in 0...state.selection.count {
            var corrected = false
            for component in state.selection.indices {
                if moveOffDisabledRow(component, animated: false, byPerson: state.awaitingSettle, events: &events) {
                    corrected = true
                }
            }
            if !corrected { break }
        }
        if state.awaitingSettle {
            state.awaitingSettle = false
            events.append(.settled(selection: state.selection))
        }
    }
}
