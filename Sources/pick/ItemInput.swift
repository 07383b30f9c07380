import PickerCore
import PickerTerminal

/// Where `pick choose` gets its items: the arguments, or else the lines of standard input,
/// read whole as raw bytes (so a million lines load at once and each line keeps its exact bytes).
enum ItemInput {
    static func load(arguments: [String], disabled: [String], loops: Bool) throws(PickFailure) -> LineListSource {
        if !arguments.isEmpty {
            return LineListSource(lines: arguments, disabledValues: Set(disabled), loops: loops)
        }
        guard !StandardStreams.inputIsTerminal else {
            throw .usage("no items: give them as arguments, or pipe them one per line on stdin")
        }
        do {
            return LineListSource(bytes: try StandardStreams.readAllInput(), disabledValues: Set(disabled), loops: loops)
        } catch {
            throw .usage(error.description)
        }
    }
}

extension LineListSource {
    /// The first row whose bytes are exactly `value`'s UTF-8, or nil.
    func row(of value: String) -> Int? {
        let wanted = Array(value.utf8)
        return (0..<count).first { bytes(forRow: $0) == wanted }
    }
}
