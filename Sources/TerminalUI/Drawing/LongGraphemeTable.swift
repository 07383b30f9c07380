import Foundation
import ProcessState

/// Grapheme clusters too long to keep inside a ``Cell`` (over 15 UTF-8 bytes), each kept once
/// and known by its number, so cells stay plain words (see ``InlineGrapheme``).
///
/// Such clusters are rare (family and profession ZWJ emoji, subdivision flags, text stacked
/// with combining marks), and the same few come back frame after frame, so the table only
/// grows by the distinct long clusters ever drawn: a number per byte sequence, never freed
/// (``ProcessCaches/longGraphemes``). Cells are made on any thread (buffers are `Sendable`),
/// so the table is behind a lock; the lock is only taken for long clusters.
///
/// ```swift
/// let number = LongGraphemeTable.shared.number(of: "👨‍👩‍👧‍👦")
/// LongGraphemeTable.shared.string(number: number)   // "👨‍👩‍👧‍👦"
/// ```
final class LongGraphemeTable: Sendable {
    static let shared = LongGraphemeTable()

    /// Keys are the exact bytes (not `String`, whose equality would merge canonically
    /// equivalent spellings and so change the bytes a cell writes).
    private struct Table {
        var numbers: [[UInt8]: Int] = [:]
        var strings: [String] = []
    }

    private let table = Locked(Table())

    private init() {}

    /// The number of `text`, given it the first time.
    func number(of text: String) -> Int {
        let bytes = Array(text.utf8)
        return table.withLock { table in
            if let number = table.numbers[bytes] { return number }
            table.strings.append(text)
            table.numbers[bytes] = table.strings.count - 1
            return table.strings.count - 1
        }
    }

    /// The text numbered `number` (empty for a number never given, which no cell holds).
    func string(number: Int) -> String {
        table.withLock { $0.strings.indices.contains(number) ? $0.strings[number] : "" }
    }
}
