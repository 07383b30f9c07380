/// Moving a selection: row arithmetic for plain and looping components, and the one place a
/// selected row changes, so events and dependent components are never forgotten.
extension WheelPicker {
    /// `row` clamped into `component`'s rows: past the end the last, before the start the
    /// first (Behaviour 1.7).
    func clampedRow(_ row: Int, inComponent component: Int) -> Int {
        let count = numberOfRows(inComponent: component)
        return min(max(row, 0), max(0, count - 1))
    }

    /// The row `rows` away from `row`: wrapping in a looping component (Behaviour 1.9), stopping
    /// at the ends otherwise.
    func row(_ row: Int, movedBy rows: Int, inComponent component: Int) -> Int {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return 0 }
        if source.componentLoops(component) {
            // Remainders first, so a step of Int.max rows cannot overflow.
            let shifted = (row % count) + (rows % count)
            return ((shifted % count) + count) % count
        }
        let (sum, overflow) = row.addingReportingOverflow(rows)
        return clampedRow(overflow ? (rows > 0 ? Int.max : Int.min) : sum, inComponent: component)
    }

    /// A person moves `component` by `rows`: at once, animated from where it was drawn.
    /// `momentum` says whether inputs in quick succession build momentum: scroll notches do
    /// from the second on, key steps only once the key is clearly held (auto-repeat).
    ///
    /// A key step (arrow, page; every momentum but `.scroll`) never traps a keyboard user
    /// (Behaviour 1.10): when the row it lands on is disabled and the wheel would come to rest back
    /// on the row it started from, it goes on to the next enabled row in its direction
    /// instead (Apple → past disabled Banana and Cherry → Durian). Otherwise it lands as a
    /// scroll does and rests on the nearest enabled row (or where the source says).
    mutating func personStep(_ component: Int, by rows: Int, momentum: StepMomentum, events: inout [WheelEvent]) {
        guard numberOfRows(inComponent: component) > 0, rows != 0 else { return }
        let from = state.selection[component]
        var target = row(from, movedBy: rows, inComponent: component)
        var travelled = target == from ? 0 : source.componentLoops(component) ? rows : target - from
        if momentum != .scroll {
            guard let overshoot = keyStepOvershoot(from: from, landing: target, direction: rows > 0 ? 1 : -1,
                                                   inComponent: component)
            else { return }
            target = row(target, movedBy: overshoot, inComponent: component)
            travelled += overshoot
            if overshoot != 0, target == from { return }
        }
        if momentum != .none {
            let minimumBurst = momentum == .scroll ? 2 : max(2, tuning.heldKeyRepeats)
            state.motion[component].recordImpulse(
                rows: rows, at: state.now, minimumBurst: minimumBurst, tuning: tuning)
        } else {
            state.motion[component].velocity = 0
            state.motion[component].direction = rows > 0 ? 1 : -1
        }
        // A whole number of turns of a looping wheel lands where it started: no movement.
        move(component, to: target, travelled: travelled, animated: true, byPerson: true, events: &events)
        if !state.motion[component].isAtRest { state.awaitingSettle = true }
    }

    /// A person picks `row` of `component` directly (a click, type-ahead, Home/End):
    /// any spin stops and the wheel eases onto the row.
    mutating func personSelect(_ row: Int, inComponent component: Int, events: inout [WheelEvent]) {
        guard numberOfRows(inComponent: component) > 0 else { return }
        state.motion[component].velocity = 0
        move(component, to: clampedRow(row, inComponent: component), animated: true, byPerson: true, events: &events)
        if !state.motion[component].isAtRest { state.awaitingSettle = true }
    }

    /// Moves `component`'s selection to `target`, keeping the wheel drawn where it was when
    /// `animated` (its offset grows by the distance travelled, capped at
    /// `tuning.maximumOffset`). `travelled` is the signed distance, when known (a looping
    /// step of +1 from the last row travels 1, not 1 − count); otherwise the short way round.
    mutating func move(
        _ component: Int, to target: Int, travelled: Int? = nil, animated: Bool, byPerson: Bool,
        events: inout [WheelEvent]
    ) {
        let from = state.selection[component]
        let distance = travelled ?? shortestDistance(from: from, to: target, inComponent: component)
        if animated {
            let limit = tuning.maximumOffset
            let offset = state.motion[component].offset - Double(distance)
            state.motion[component].offset = min(max(offset, -limit), limit)
        } else {
            state.motion[component].offset = 0
        }
        if distance != 0 { state.motion[component].direction = distance > 0 ? 1 : -1 }
        setSelectedRow(target, inComponent: component, byPerson: byPerson, events: &events)
    }

    /// The signed distance from `from` to `to`, the short way round in a looping component.
    func shortestDistance(from: Int, to: Int, inComponent component: Int) -> Int {
        let direct = to - from
        let count = numberOfRows(inComponent: component)
        guard source.componentLoops(component), count > 0 else { return direct }
        if direct > count / 2 { return direct - count }
        if direct < -(count / 2) { return direct + count }
        return direct
    }

    /// The one place a selected row changes: reports it (for a person, Behaviour 1.8) and
    /// recounts the components that depend on it (Behaviour 1.12).
    mutating func setSelectedRow(_ row: Int, inComponent component: Int, byPerson: Bool, events: inout [WheelEvent]) {
        let previous = state.selection
        guard previous[component] != row else { return }
        state.selection[component] = row
        if byPerson {
            events.append(.valueChanged(component: component, row: row))
            state.awaitingSettle = true
        }
        recountDependents(of: component, previousSelection: previous, byPerson: byPerson, events: &events)
    }
}

/// Which inputs may build momentum when they come in quick succession.
enum StepMomentum: Equatable {
    /// Page moves: exactly what was asked, never coasting.
    case none
    /// Arrow keys: coasting only when the key is held down (auto-repeat).
    case heldKey
    /// Scroll-wheel notches: a burst coasts.
    case scroll
}
