import PickerCore

/// The bytes of `seq 10000000` as a list, made once for both ten-million-row jobs (79 MB).
enum TenMillionLines {
    static let source = LineListSource(bytes: SeqLines.make(count: 10_000_000))

    /// A fresh picker over the lines, after "x" was typed: the search's first slice is read.
    static func pickerAfterTypingX() -> WheelPicker<LineListSource> {
        var picker = WheelPicker(source: source)
        picker.apply(.tick(now: 0))
        picker.apply(.type("x"))
        return picker
    }
}

/// Type-ahead over 10,000,000 rows, the whole search (issue 16): "x" matches no line of
/// `seq 10000000`, so the search reads every row, one slice per event, carried on by ticks a
/// frame apart; no single event reads more than a slice (see ``TypeAheadEventWorkload``).
public struct TypeAheadTenMillionWorkload: Workload {
    public static let name = "Type-ahead: a search through 10,000,000 rows, to its end"
    public static let key = "typeahead-10m"

    public init() {
        _ = TenMillionLines.source
    }

    /// The events the search took: the typing and the ticks after it (20: half a million rows each).
    public func run() -> Int {
        var picker = TenMillionLines.pickerAfterTypingX()
        return 1 + TypeAheadTicks.untilSearchEnds(&picker)
    }
}

/// One key event of that search: the most work type-ahead does between two frames.
public struct TypeAheadEventWorkload: Workload {
    public static let name = "Type-ahead: one key event over 10,000,000 rows"
    public static let key = "typeahead-10m-event"

    public init() {
        _ = TenMillionLines.source
    }

    /// The rows the search still has to read after the event (9,500,000).
    public func run() -> Int {
        TenMillionLines.pickerAfterTypingX().state.typeAhead.search?.rowsLeft ?? -1
    }
}
