// SKELETON (wheel-core owner replaces the bodies; public names are the contract, extend freely).

/// A wheel picker: a data source plus the state a person moves, like UIPickerView without a view.
public struct WheelPicker<Source: WheelDataSource>: Sendable {
    public var source: Source
    public private(set) var state: WheelPickerState

    public init(source: Source, selection: [Int] = []) {
        self.source = source
        state = WheelPickerState(selection: Array(repeating: 0, count: source.numberOfComponents))
    }

    /// Applies a person's action and returns what it caused.
    @discardableResult
    public mutating func apply(_ action: WheelAction) -> [WheelEvent] { [] }

    /// The selected row of `component`, or nil when it has no rows (SPEC 1.7).
    public func selectedRow(inComponent component: Int) -> Int? { nil }

    /// Selects `row` by code, clamped into range; emits no person events (SPEC 1.7, 1.8).
    public mutating func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {}

    /// Asks the source again for `component` (or all), keeping selections clamped (SPEC 1.7).
    public mutating func reloadComponent(_ component: Int) {}
    public mutating func reloadAllComponents() {}

    /// Where `component` is drawn right now, in rows relative to its selected row: 0 at rest,
    /// fractional while animating (e.g. -0.4 means the wheel is 0.4 rows short of the selection).
    public func displayOffset(ofComponent component: Int) -> Double { 0 }

    /// True while any component moves; the session ticks at ~60 Hz only then.
    public var isMoving: Bool { false }
}
