/// A type-ahead search under way: which rows are still to be read, so that a search over
/// millions of rows reads a bounded slice per event and goes on with the next tick
/// (Behaviour 1.5, 1.11).
///
/// The rows are walked in order from `nextRow`, wrapping from the last row to the first,
/// until `rowsLeft` is 0. Characters typed while it runs wait in ``queued`` and are typed once
/// it has answered, so the outcome is that of typing one character at a time.
///
/// ```swift
/// picker.apply(.type("z"))                  // 10,000,000 rows: the search starts
/// picker.state.typeAhead.search?.rowsLeft   // rows still to read
/// picker.apply(.tick(now: 0.02))            // reads the next slice
/// ```
public struct TypeAheadSearch: Equatable, Sendable {
    /// The component searched.
    public var component: Int
    /// The next row to read.
    public var nextRow: Int
    /// How many rows are still to be read, counting the wrap past the last row.
    public var rowsLeft: Int
    /// What the rows are compared with: the prefix typed so far.
    var matcher: TypeAheadMatcher
    /// Characters typed after the prefix, to be typed once the search answers.
    public internal(set) var queued = ""
}
