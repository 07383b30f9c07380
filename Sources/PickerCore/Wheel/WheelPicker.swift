import Foundation

/// A wheel picker: a data source plus the state a person moves, like UIPickerView without a view.
///
/// Person input arrives as ``WheelAction``s through ``apply(_:)``, which returns the
/// ``WheelEvent``s it caused; code changes the selection with
/// ``selectRow(_:inComponent:animated:)`` and the `reload` methods, which emit nothing
/// (Behaviour 1.8). Time only arrives as ``WheelAction/tick(now:)``: send one before each input
/// action and at ~60 Hz while ``isMoving``, and the picker animates, coasts, snaps, and
/// reports ``WheelEvent/settled(selection:)`` once everything is at rest.
///
/// Rows are asked for lazily (Behaviour 1.5): moving, clamping and settling ask only row counts
/// and whether the rows landed on are enabled; titles are asked only by type-ahead (which
/// scans until it finds a match) and, for dependent components, for the selected row before
/// and after a change (Behaviour 1.12).
///
/// Dependent components (Behaviour 1.12): after any selection change every other component's row
/// count is asked again and its selection clamped. When a person's change alters what another
/// component shows — its row count, its selected row, or its selected row's title — that
/// component is reported with its own `.valueChanged` right after the change that caused it.
///
/// ```swift
/// var picker = WheelPicker(source: Digits())     // rows "0"..."9"
/// picker.apply(.tick(now: 0))
/// picker.apply(.step(by: 1))                     // [.valueChanged(component: 0, row: 1)]
/// picker.displayOffset(ofComponent: 0)           // -1: drawn where it was, easing in
/// picker.apply(.tick(now: 0.5))                  // [.settled(selection: [1])]
/// ```
public struct WheelPicker<Source: WheelDataSource>: Sendable {
    /// Where the rows come from.
    public var source: Source
    /// Selection, focus, motion and type-ahead, changed only by ``apply(_:)``.
    public internal(set) var state: WheelPickerState
    /// How motion feels (easing, momentum); see ``WheelMotionTuning``.
    public var tuning: WheelMotionTuning = .standard
    /// Rows moved by ``WheelAction/page(forward:)``: the visible height (Behaviour 1.2).
    public var rowsPerPage: Int = 5
    /// Seconds without typing after which type-ahead starts afresh (Behaviour 1.11).
    public var typeAheadResetInterval: Double = 1.0
    /// The locale whose rules fold case and diacritics in type-ahead; nil for the root rules.
    package var typeAheadLocale: Locale?

    /// Creates a picker showing `selection` (one row per component, clamped into range;
    /// missing components start at 0). A selection on a disabled row moves to the nearest
    /// enabled one (Behaviour 1.10). Focus starts on the first component (Behaviour 1.13).
    public init(source: Source, selection: [Int] = []) {
        self.source = source
        let count = max(0, source.numberOfComponents)
        var initial = Array(repeating: 0, count: count)
        for component in 0..<min(count, selection.count) { initial[component] = selection[component] }
        state = WheelPickerState(selection: initial)
        // Dependent components answer from the selection of others, so settle counts in
        // reading order until nothing changes (one pass for the usual left-to-right chain).
        for _ in 0..<max(1, count) {
            let before = state.selection
            for component in 0..<count { recount(component) }
            if state.selection == before { break }
        }
        for component in 0..<count { moveOffDisabledRowSilently(component) }
    }

    /// The number of components.
    public var numberOfComponents: Int { state.selection.count }

    /// How many rows `component` has now (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        state.rowCounts.indices.contains(component) ? state.rowCounts[component] : 0
    }

    /// The selected row of `component`, or nil when it has no rows (Behaviour 1.7).
    public func selectedRow(inComponent component: Int) -> Int? {
        numberOfRows(inComponent: component) > 0 ? state.selection[component] : nil
    }

    /// The title of `row` in `component`, asked of the source with the current selection.
    public func title(forRow row: Int, inComponent component: Int) -> String {
        source.title(forRow: row, inComponent: component, selection: state.selection)
    }

    /// Whether `row` of `component` may be settled on (Behaviour 1.10).
    public func isRowEnabled(_ row: Int, inComponent component: Int) -> Bool {
        source.isRowEnabled(row, inComponent: component, selection: state.selection)
    }

    /// Where `component` is drawn right now, in rows relative to its selected row: 0 at rest,
    /// fractional while animating (e.g. -0.4 means the wheel is 0.4 rows short of the selection).
    public func displayOffset(ofComponent component: Int) -> Double {
        state.motion.indices.contains(component) ? state.motion[component].offset : 0
    }

    /// True while any component moves, a settled event is still due, or a type-ahead search
    /// is still reading rows; the session ticks at ~60 Hz only then.
    public var isMoving: Bool {
        state.awaitingSettle || state.motion.contains { !$0.isAtRest } || state.typeAhead.search != nil
    }

    // MARK: Changes made by code (no person events, Behaviour 1.8)

    /// Selects `row` by code, clamped into range; emits no person events (Behaviour 1.7, 1.8).
    ///
    /// Past the end selects the last row, before the start the first. `animated` eases the
    /// wheel from where it was drawn (the short way round on a looping component). A
    /// disabled row is left for the nearest enabled one, at once or, when animated, once
    /// the animation ends (Behaviour 1.10). Components that depend on this one are recounted.
    public mutating func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard numberOfRows(inComponent: component) > 0 else { return }
        var discarded: [WheelEvent] = []
        let target = clampedRow(row, inComponent: component)
        state.motion[component].velocity = 0
        move(component, to: target, animated: animated, byPerson: false, events: &discarded)
        if !animated {
            state.motion[component].offset = 0
            moveOffDisabledRowSilently(component)
        }
    }

    /// Asks the source again for `component`, keeping its selection clamped (Behaviour 1.7).
    package mutating func reloadComponent(_ component: Int) {
        guard state.selection.indices.contains(component) else { return }
        var discarded: [WheelEvent] = []
        let before = state.selection
        recount(component)
        if state.selection != before {
            state.motion[component] = ComponentMotion()
            recountDependents(of: component, previousSelection: before, byPerson: false, events: &discarded)
        }
        if state.motion[component].isAtRest { moveOffDisabledRowSilently(component) }
    }

    /// Asks the source again for everything, the number of components included, keeping
    /// selections clamped (Behaviour 1.7). New components start at row 0; focus stays in range.
    package mutating func reloadAllComponents() {
        let count = max(0, source.numberOfComponents)
        if count != state.selection.count {
            let kept = Array(state.selection.prefix(count))
            var resized = WheelPickerState(selection: kept + Array(repeating: 0, count: count - kept.count))
            resized.now = state.now
            resized.focusedComponent = min(state.focusedComponent, max(0, count - 1))
            resized.awaitingSettle = state.awaitingSettle
            state = resized
        }
        for component in state.selection.indices { reloadComponent(component) }
    }
}
