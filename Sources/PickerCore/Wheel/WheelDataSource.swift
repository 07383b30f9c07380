/// Supplies a wheel picker's components and rows on demand, like UIPickerView's data source.
///
/// Rows are asked for one at a time and only when needed, so a component of 10,000,000 rows
/// costs the same as one of 10 (Behaviour 1.5). Every question receives the current selection of
/// all components, which is how a component depends on another (Behaviour 1.12): a city component
/// answers from the selected country.
///
/// ```swift
/// struct Digits: WheelDataSource {
///     var numberOfComponents: Int { 1 }
///     func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { 10 }
///     func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String { "\(row)" }
/// }
/// ```
public protocol WheelDataSource: Sendable {
    /// How many components (columns) the picker has.
    var numberOfComponents: Int { get }

    /// How many rows `component` has, given the selected row of every component.
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int

    /// The text drawn for `row` of `component`.
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String

    /// False for a row that is drawn dimmed and never settled on (Behaviour 1.10). Default: true.
    func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool

    /// True when `component` wraps from its last row to its first (Behaviour 1.9). Default: false.
    func componentLoops(_ component: Int) -> Bool

    /// The width in columns `component` should take, or nil to measure its titles (Behaviour 1.6).
    func widthHint(forComponent component: Int) -> Int?

    /// The number `row` stands for when `component` takes digit entry (Behaviour 1.11); nil for a
    /// textual component. Default: nil.
    func numericValue(forRow row: Int, inComponent component: Int, selection: [Int]) -> Int?

    /// Where `component`, having stopped on the disabled `row`, should rest instead; nil for
    /// the nearest enabled row, ties going in `direction` (+1 later rows, -1 earlier), the
    /// rule of Behaviour 1.10. Default: nil.
    ///
    /// A source with its own rule answers here, e.g. a looping day-of-month component that
    /// stopped on 31 February rests on the last day of the month (Behaviour 2.8), not on the 1st
    /// that is nearer across the wrap.
    func restingRow(near row: Int, inComponent component: Int, selection: [Int], direction: Int) -> Int?

    /// Whether any row's title carries colours of its own (lines read with `pick choose
    /// --ansi`). Default: false.
    ///
    /// A view asks for a row's colours only when this holds: asking needs a dynamic cast, whose
    /// first use costs the Swift runtime a scan of every conformance in the program, a cost
    /// every first frame would pay otherwise.
    var hasTitleColors: Bool { get }
}

extension WheelDataSource {
    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool { true }
    public func componentLoops(_ component: Int) -> Bool { false }
    public func widthHint(forComponent component: Int) -> Int? { nil }
    public func numericValue(forRow row: Int, inComponent component: Int, selection: [Int]) -> Int? { nil }
    public func restingRow(near row: Int, inComponent component: Int, selection: [Int], direction: Int) -> Int? {
        nil
    }
    /// No colours of its own: the titles are drawn in the view's style.
    public var hasTitleColors: Bool { false }
}
