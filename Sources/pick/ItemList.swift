import PickerTerminal

/// The items of `pick choose`: the arguments, or the lines of standard input as raw bytes.
///
/// Standard input is read whole in one go and only the line boundaries are recorded, so a
/// million lines cost one buffer and two integer arrays, and each line keeps its exact bytes.
struct ItemList {
    let bytes: [UInt8]
    /// The start of each line in ``bytes``, and its end (before the newline).
    let starts: [Int]
    let ends: [Int]

    /// The items from `arguments`, or, when there are none, from standard input.
    static func load(arguments: [String]) throws(PickFailure) -> ItemList {
        if !arguments.isEmpty {
            return ItemList(lines: arguments.map { Array($0.utf8) })
        }
        guard !StandardStreams.inputIsTerminal else {
            throw .usage("no items: give them as arguments, or pipe them one per line on stdin")
        }
        do {
            return ItemList(bytes: try StandardStreams.readAllInput())
        } catch {
            throw .usage(error.description)
        }
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = []
        var ends: [Int] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                starts.append(start)
                ends.append(index)
                start = index + 1
            }
        }
        if start < bytes.count {
            starts.append(start)
            ends.append(bytes.count)
        }
        self.starts = starts
        self.ends = ends
    }

    init(lines: [[UInt8]]) {
        self.init(bytes: Array(lines.joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")])
    }

    var count: Int { starts.count }
    var isEmpty: Bool { starts.isEmpty }

    /// The exact bytes of `row`.
    func line(_ row: Int) -> ArraySlice<UInt8> { bytes[starts[row]..<ends[row]] }

    /// The first row whose bytes are exactly `value`'s UTF-8.
    func row(of value: String) -> Int? {
        let wanted = Array(value.utf8)
        // Lengths first: a million-line scan then compares bytes only for same-length lines.
        return (0..<count).first { ends[$0] - starts[$0] == wanted.count && line($0).elementsEqual(wanted) }
    }
}
