/// Ctrl-A over a list of any length, worked through a slice of rows at a time (Behaviour 5.2,
/// 6.6): each event or tick chooses at most ``rowsPerSlice`` more rows, so Ctrl-C, Esc and
/// signals are seen between slices even over ten million rows.
///
/// A sweep covers the rows the list had when it began, in order, choosing every choosable one
/// until the set is full. When it ends having added none — all of them were chosen already, or
/// the set was full — it clears the set instead, so the same key undoes it.
///
/// ```swift
/// var choices = ChoiceSet(limit: 3)
/// var sweep = ChoiceSweep(rowCount: 10)
/// sweep.advance(&choices) { row in row == 1 ? nil : row }   // true: finished
/// choices.ordered                                            // [0, 2, 3]
/// ```
package struct ChoiceSweep: Equatable, Sendable {
    /// The most rows one step looks at: through a generic list each row costs about a
    /// microsecond, so a step stays within a frame's time.
    package static let rowsPerSlice = 16_384

    /// The next row to look at.
    package private(set) var nextRow = 0
    /// The rows the sweep covers, `0..<rowCount`.
    package let rowCount: Int
    /// True once the sweep has chosen a row.
    package private(set) var hasAdded = false

    /// A sweep over the rows `0..<rowCount`.
    package init(rowCount: Int) {
        self.rowCount = max(0, rowCount)
    }

    /// Chooses the next `budget` rows' items in `choices`; `item` gives a row's item, or nil
    /// when the row cannot be chosen.
    /// - Returns: true when the sweep has finished (and, having added nothing, cleared `choices`).
    @discardableResult
    package mutating func advance(_ choices: inout ChoiceSet, budget: Int = rowsPerSlice, item: (Int) -> Int?) -> Bool {
        // Room for every row at once: growing a set of millions rehashes it all in one step.
        if nextRow == 0 { choices.reserveCapacity(forAdding: rowCount) }
        let end = rowCount - nextRow > budget ? nextRow + max(1, budget) : rowCount
        while nextRow < end, !choices.isFull {
            if let number = item(nextRow), choices.add(number) { hasAdded = true }
            nextRow += 1
        }
        guard nextRow >= rowCount || choices.isFull else { return false }
        nextRow = rowCount
        if !hasAdded { choices.removeAll() }
        return true
    }
}
