import PickerCore
import PickerTerminal

/// Where `pick choose` gets its items: the arguments, or else the lines of standard input as
/// raw bytes (each line keeps its exact bytes).
///
/// Standard input is read only until the picker can open: a first screenful of lines, or
/// whatever came before the input paused, or the end. The rest loads while the person looks
/// (see ``InputFeed``), so `seq 1000000 | pick choose` draws before `seq` is done. What must be
/// known before drawing is waited for: at least one line (else "no items", before anything is
/// drawn), each `--selected` value's line, and, with `--disabled`, a line that can be chosen.
enum ItemInput {
    /// The items read so far, and where the rest comes from; no reader when everything is in.
    struct Loaded {
        var items: LineListSource
        /// The row of the first `--selected` value; 0 without one.
        var selectedRow: Int
        /// The rows of every `--selected` value, in the order given (multi-select's presets).
        var selectedRows: [Int] = []
        var rest: InputReader?
    }

    /// Lines enough for a first frame: the wheel's five rows with room to spare (a column's
    /// width may still grow while its first 256 rows come in, which redraws). More are read
    /// before opening only when they are already there.
    static let firstScreenful = 64
    /// The most read at once.
    static let chunkSize = 1 << 16

    /// The items from `arguments`, else from `piped`, with one `--selected` value or none.
    static func load(
        arguments: [String], piped: InputReader?, selected: String?, disabled: [String], loops: Bool
    ) throws(PickFailure) -> Loaded {
        try load(arguments: arguments, piped: piped, selected: selected.map { [$0] } ?? [], disabled: disabled, loops: loops)
    }

    /// The items from `arguments`, else from `piped` (standard input when it is not a terminal),
    /// waiting for the line of each of the `selected` values.
    static func load(
        arguments: [String], piped: InputReader?, selected: [String], disabled: [String], loops: Bool
    ) throws(PickFailure) -> Loaded {
        if !arguments.isEmpty {
            let items = LineListSource(lines: arguments, disabledValues: Set(disabled), loops: loops)
            var wanted = Wanted(selected: selected, needsEnabledRow: !disabled.isEmpty)
            wanted.look(at: items)
            return try checked(Loaded(items: items, selectedRow: 0, rest: nil), wanted, selected: selected)
        }
        guard let reader = piped else {
            throw .usage("no items: give them as arguments, or pipe them one per line on stdin")
        }
        var loaded = Loaded(items: LineListSource(bytes: [], disabledValues: Set(disabled), loops: loops), selectedRow: 0, rest: reader)
        if let size = reader.sizeHint { loaded.items.reserveCapacity(size + 1) }
        var wanted = Wanted(selected: selected, needsEnabledRow: !disabled.isEmpty)
        while true {
            wanted.look(at: loaded.items)
            if wanted.isFound, loaded.items.count > 0,
                loaded.items.count >= firstScreenful || !reader.isReadable(waiting: 0)
            {
                break
            }
            switch reader.read(upTo: chunkSize) {
            case .bytes(let bytes):
                loaded.items.append(bytes)
                continue
            case .end:
                loaded.items.closeLastLine()
                loaded.rest = nil
            case .failed(let error):
                throw .usage(error.description)
            }
            break
        }
        wanted.look(at: loaded.items)
        return try checked(loaded, wanted, selected: selected)
    }

    /// `loaded` with the `--selected` row, or the error when what was read cannot be chosen
    /// from; `wanted` has looked at every row read.
    private static func checked(_ loaded: Loaded, _ wanted: Wanted, selected: [String]) throws(PickFailure) -> Loaded {
        var loaded = loaded
        guard loaded.items.count > 0 else { throw .usage("no items to choose from") }
        if wanted.needsEnabledRow { throw .usage("every item is --disabled: nothing could be chosen") }
        if let missing = wanted.selectedRows.firstIndex(of: nil) {
            throw .usage("--selected '\(selected[missing])' is not among the items")
        }
        loaded.selectedRows = wanted.selectedRows.compactMap { $0 }
        loaded.selectedRow = loaded.selectedRows.first ?? 0
        return loaded
    }
}

/// What must be among the rows before the picker opens, looked for in each row once as the
/// rows arrive.
private struct Wanted {
    /// The `--selected` values' UTF-8, and the row of each once found.
    var selected: [[UInt8]]
    var selectedRows: [Int?]
    /// True until an enabled row is found (only asked with `--disabled`).
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
            selectedRows[index] = (scanned..<items.count).first { items.bytes(forRow: $0) == wanted }
        }
        if needsEnabledRow {
            needsEnabledRow = !(scanned..<items.count).contains { items.isRowEnabled($0, inComponent: 0, selection: [0]) }
        }
    }
}
