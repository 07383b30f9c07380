import PickerTerminal

/// The lines of a line picker as far as they are read, the rows of its presets, and the stream
/// the rest still comes from (nil once everything is in).
///
/// Standard input is read only until the picker can open: a first screenful of lines, or
/// whatever came before the input paused or before a read that ended no line, or the end. It is
/// kept within ``LineBounds/standard`` (Behaviour 7.4), so endless input costs bounded memory. The rest loads while the person looks
/// (see `InputFeed`), so `seq 1000000 | pick choose` draws before `seq` is done. What must be
/// known before drawing is waited for: at least one line (else ``LineRule/noItems``, before
/// anything is drawn), each preset's line, and, with disabled lines, a line that can be chosen;
/// all of it before the deadline, when there is one.
///
/// ```swift
/// let loaded = try LoadedLines(.arguments(["a", "b"]), selected: ["b"], disabled: [], loops: false, wording: .commandLine)
/// loaded.selectedRow   // 1
/// ```
package struct LoadedLines {
    package var items: LineListSource
    /// The row of the first preset; 0 without one.
    package var selectedRow = 0
    /// The rows of every preset, in the order given (multi-select's presets).
    package var selectedRows: [Int] = []
    /// Where the lines not read yet come from.
    package var rest: InputReader?
    /// The first lines of the input taken as a header (`--header-lines`), as drawn.
    package var header: [String] = []

    /// Lines enough for a first frame: the wheel's five rows with room to spare (a column's
    /// width may still grow while its first 256 rows come in, which redraws). More are read
    /// before opening only when they are already there.
    package static let firstScreenful = 64
    /// The most read at once.
    package static let chunkSize = 1 << 16

    /// The lines of `input`, waiting for the line of each of the `selected` values and, with
    /// `disabled` lines, for one that can be chosen. The first `headerLines` lines are the
    /// ``header``, not rows; `fields` are fzf's fields of each line (`--with-nth`, …); a stream's
    /// lines end at `separator` (NUL for `--read0`).
    package init(
        _ input: LineInput, selected: [String], disabled: [String], loops: Bool, deadline: Double? = nil,
        fields: LineFields? = nil, headerLines: Int = 0, separator: UInt8 = UInt8(ascii: "\n"), stripsEscapes: Bool = false,
        wording: LineWording
    ) throws(PromptError) {
        var wanted = WantedLines(selected: selected, needsEnabledRow: !disabled.isEmpty)
        switch input {
        case .none:
            throw LineRule.noInput.error(wording)
        case .arguments(let given):
            // --ansi: an argument's escape sequences go as a stream's do.
            let lines = stripsEscapes ? given.map(EscapeSequenceFilter.stripped) : given
            var header = LineListSource(lines: Array(lines.prefix(headerLines)))
            header.fields = fields
            self.header = (0..<header.count).map { header.title(forRow: $0) }
            items = stripsEscapes
                ? LineListSource(strippingEscapesFrom: Array(given.dropFirst(headerLines)), disabledValues: Set(disabled), loops: loops)
                : LineListSource(lines: Array(lines.dropFirst(headerLines)), disabledValues: Set(disabled), loops: loops)
            items.fields = fields
            rest = nil
        case .stream(let reader):
            items = LineListSource(bytes: [], disabledValues: Set(disabled), loops: loops)
            items.fields = fields
            items.separator = separator
            items.stripsEscapes = stripsEscapes
            rest = reader
            if let size = reader.sizeHint { items.reserveCapacity(min(size, items.bounds.byteCount) + 1) }
            // Whether the last read ended a line: input that keeps coming without line breaks
            // (`/dev/zero`, one enormous line) opens the picker once a row is there to show.
            var lastReadAddedRows = true
            // The header is taken once its lines are in, before any row is looked at.
            var headerTaken = headerLines == 0
            reading: while true {
                if !headerTaken, items.count >= headerLines {
                    header = (0..<headerLines).map { items.title(forRow: $0) }
                    items.removeFirstRows(headerLines)
                    headerTaken = true
                }
                wanted.look(at: items)
                // Full lines take no more input (Behaviour 7.4): a preset not among them is missing.
                if items.isFull { break }
                if headerTaken, wanted.isFound, items.count > 0,
                    items.count >= Self.firstScreenful || !lastReadAddedRows || !reader.isReadable(waiting: 0)
                {
                    break
                }
                guard reader.waitUntilReadable(before: deadline) else { throw PromptError.timedOut }
                switch reader.readReady(upTo: Self.chunkSize) {
                case .bytes(let bytes):
                    let before = items.count
                    items.append(bytes)
                    lastReadAddedRows = items.count > before
                case .end:
                    items.closeLastLine()
                    rest = nil
                    if !headerTaken {
                        // Fewer lines than the header asks for: all of them are the header.
                        header = (0..<items.count).map { items.title(forRow: $0) }
                        items.removeFirstRows(items.count)
                    }
                    break reading
                case .failed(let error):
                    throw LineRule.unreadable(error.description).error(wording)
                }
            }
        }
        wanted.look(at: items)
        guard items.count > 0 else { throw LineRule.noItems.error(wording) }
        if wanted.needsEnabledRow { throw LineRule.allDisabled.error(wording) }
        if let missing = wanted.selectedRows.firstIndex(of: nil) {
            throw LineRule.selectedMissing(selected[missing]).error(wording)
        }
        selectedRows = wanted.selectedRows.compactMap { $0 }
        selectedRow = selectedRows.first ?? 0
    }
}

/// What must be among the rows before the picker opens, looked for in each row once as the
/// rows arrive.
private struct WantedLines {
    /// The presets' UTF-8, and the row of each once found.
    var selected: [[UInt8]]
    var selectedRows: [Int?]
    /// True until an enabled row is found (only asked with disabled lines).
    var needsEnabledRow: Bool
    /// Rows before this were looked at.
    private var scanned = 0

    init(selected: [String], needsEnabledRow: Bool) {
        self.selected = selected.map { Array($0.utf8) }
        selectedRows = selected.map { _ in nil }
        self.needsEnabledRow = needsEnabledRow
    }

    var isFound: Bool { !selectedRows.contains(nil) && !needsEnabledRow }

    /// Looks at the rows that arrived since the last look.
    mutating func look(at items: LineListSource) {
        defer { scanned = items.count }
        for (index, wanted) in selected.enumerated() where selectedRows[index] == nil {
            selectedRows[index] = (scanned..<items.count).first { items.isKeptWhole($0) && items.bytes(forRow: $0) == wanted }
        }
        if needsEnabledRow {
            needsEnabledRow = !(scanned..<items.count).contains { items.isRowEnabled($0, inComponent: 0, selection: [0]) }
        }
    }
}
