import Foundation

/// Grapheme clusters too long to keep inside a ``Cell`` (over 15 UTF-8 bytes), each kept once
/// and known by its number, so cells stay plain words (see ``InlineGrapheme``).
///
/// Such clusters are rare (family and profession ZWJ emoji, subdivision flags, text stacked
/// with combining marks), and the same few come back frame after frame, so the table only
/// grows by the distinct long clusters ever drawn: a number per byte sequence, never freed.
/// Cells are made on any thread (buffers are `Sendable`), so the table is behind a lock; the
/// lock is only taken for long clusters.
///
/// ```swift
/// let number = LongGraphemeTable.shared.number(of: "👨‍👩‍👧‍👦")
/// LongGraphemeTable.shared.string(number: number)   // "👨‍👩‍👧‍👦"
/// ```
final class LongGraphemeTable: @unchecked Sendable {
    static let shared = LongGraphemeTable()

    // Guarded by `lock`. Keys are the exact bytes (not `String`, whose equality would merge
    // canonically equivalent spellings and so change the bytes a cell writes).
    private var numbers: [[UInt8]: Int] = [:]
    private var strings: [String] = []
    private let lock = NSLock()

    private init() {}

    /// The number of `text`, given it the first time.
    func number(of text: String) -> Int {
        let bytes = Array(text.utf8)
        return locked {
            if let number = numbers[bytes] { return number }
            strings.append(text)
            numbers[bytes] = strings.count - 1
            return strings.count - 1
        }
    }

    /// The text numbered `number` (empty for a number never given, which no cell holds).
    func string(number: Int) -> String {
        locked { strings.indices.contains(number) ? strings[number] : "" }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        // Not `withLock`: it is newer than the macOS 13 floor.
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
