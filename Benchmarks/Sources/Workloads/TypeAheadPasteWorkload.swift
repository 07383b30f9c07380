import PickerCore

/// A 100,000-character paste into a component of 1,000,000 rows (issue 16): the paste names
/// the last "zucchini" row and goes on with "x" that nothing matches, so type-ahead walks down
/// the rows prefix by prefix and then reads them all once more before it knows that nothing
/// matches. Ticks carry the search on until it ends, as the session does.
public struct TypeAheadPasteWorkload: Workload {
    public static let name = "Type-ahead: a 100,000-character paste into 1,000,000 rows"
    public static let key = "typeahead-paste"

    let source = TypeAheadWorkload().source
    let paste = "zucchini 999999" + String(repeating: "x", count: 100_000 - 15)

    public init() {}

    /// The row selected once the search has ended (999,999: the last "zucchini").
    public func run() -> Int {
        var picker = WheelPicker(source: source)
        picker.apply(.tick(now: 0))
        picker.apply(.type(paste))
        TypeAheadTicks.untilSearchEnds(&picker)
        return picker.selectedRow(inComponent: 0) ?? -1
    }
}

/// Drives a picker's type-ahead search to its end with ticks a frame apart.
enum TypeAheadTicks {
    /// Ticks 1/60 s apart until no search is under way; the number of ticks.
    @discardableResult
    static func untilSearchEnds<Source>(_ picker: inout WheelPicker<Source>) -> Int {
        var ticks = 0
        var now = picker.state.now ?? 0
        while picker.state.typeAhead.search != nil {
            now += 1.0 / 60
            picker.apply(.tick(now: now))
            ticks += 1
        }
        return ticks
    }
}
