/// The colours `pick choose --ansi` takes out of its lines: for each line that had SGR escapes,
/// where they stood in its text and their parameters, so the line is drawn in them again while
/// it matches, measures and prints as its text alone (as fzf's `--ansi`).
///
/// Only lines with escapes cost anything: a row's marks are kept in flat arrays, found by a
/// binary search over the rows that have any, so a million plain lines add nothing, and a
/// coloured line costs 12 bytes for its row, 8 a mark and its parameter bytes.
///
/// ```swift
/// var colors = LineColors()
/// colors.append(row: 3, marks: [(offset: 0, parameters: Array("31".utf8)), (offset: 3, parameters: [])])
/// colors.marks(forRow: 3).map(\.offset)   // [0, 3]
/// colors.marks(forRow: 2)                 // []
/// ```
package struct LineColors: Equatable, Sendable {
    /// An SGR escape in a line: the byte of the line's text it stood before, and its parameters
    /// (the `1;31` of `ESC [ 1 ; 3 1 m`; empty for a reset).
    package struct Mark: Equatable, Sendable {
        /// The index in the line's bytes (escapes taken out) the escape stood at.
        package var offset: Int
        /// The parameter bytes between `ESC [` and `m`.
        package var parameters: ArraySlice<UInt8>

        /// A mark at `offset` with `parameters`.
        package init(offset: Int, parameters: ArraySlice<UInt8>) {
            self.offset = offset
            self.parameters = parameters
        }
    }

    /// The rows with marks, ascending.
    private var rows: [Int] = []
    /// Where each of `rows` has its first mark in `offsets`.
    private var firstMarks: [Int32] = []
    /// Each mark's offset in its line.
    private var offsets: [Int32] = []
    /// Where each mark's parameters end in `parameterBytes` (they start where the one before ends).
    private var parameterEnds: [Int32] = []
    private var parameterBytes: [UInt8] = []

    package init() {}

    /// Whether no row has marks.
    package var isEmpty: Bool { rows.isEmpty }

    /// Records `row`'s marks, offsets ascending; `row` comes after every row recorded so far.
    package mutating func append(row: Int, marks: [(offset: Int, parameters: [UInt8])]) {
        guard !marks.isEmpty, rows.last.map({ $0 < row }) ?? true else { return }
        rows.append(row)
        firstMarks.append(Int32(clamping: offsets.count))
        for mark in marks {
            offsets.append(Int32(clamping: mark.offset))
            parameterBytes.append(contentsOf: mark.parameters)
            parameterEnds.append(Int32(clamping: parameterBytes.count))
        }
    }

    /// The marks of `row`, offsets ascending; empty for a row without any.
    package func marks(forRow row: Int) -> [Mark] {
        guard let index = index(ofRow: row) else { return [] }
        let first = Int(firstMarks[index])
        let end = index + 1 < rows.count ? Int(firstMarks[index + 1]) : offsets.count
        return (first..<end).map { mark in
            let start = mark == 0 ? 0 : Int(parameterEnds[mark - 1])
            return Mark(offset: Int(offsets[mark]), parameters: parameterBytes[start..<Int(parameterEnds[mark])])
        }
    }

    /// The marks with every row `count` lower, the rows below `count` left out (the lines
    /// `--header-lines` takes off the top).
    package func droppingFirstRows(_ count: Int) -> LineColors {
        var rest = LineColors()
        for row in rows where row >= count {
            rest.append(row: row - count, marks: marks(forRow: row).map { ($0.offset, Array($0.parameters)) })
        }
        return rest
    }

    /// Roughly what the marks cost in memory.
    package var byteSize: Int {
        rows.capacity * 8 + (firstMarks.capacity + offsets.capacity + parameterEnds.capacity) * 4 + parameterBytes.capacity
    }

    private func index(ofRow row: Int) -> Int? {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low < rows.count && rows[low] == row ? low : nil
    }
}
