import Foundation

/// The index of a long list (Behaviour 1.14, "a list or table with an index"): the first row of
/// each initial letter, or for numeric items of each leading number rounded down to one
/// significant digit (`365` → "300"), four-digit numbers, years, to their decade (1994 →
/// "1990"), in row order.
///
/// Keys fold case and diacritics (`é` → `E`); a title starting with neither a letter nor a
/// digit is under `#`. A key is listed once, at its first row, so an unsorted list still jumps
/// to the first item of a letter. The index grows with the rows (``extend(from:)`` looks only
/// at rows it has not seen), so lines still arriving cost nothing twice.
///
/// ```swift
/// var index = ListIndex()
/// index.extend(from: fruits)            // Apple, Avocado, Banana, Cherry
/// index.entries.map(\.key)              // ["A", "B", "C"]
/// index.row(forKeyStartingWith: "b", from: 0)   // 2
/// ListIndex.key(forTitle: "1994")       // "1990"
/// ```
public struct ListIndex: Equatable, Sendable {
    /// One key and the row it starts at.
    public struct Entry: Equatable, Sendable {
        /// What the strip shows: `A`, `7`, `1990`, `#`.
        public var key: String
        /// The first row under the key.
        public var row: Int

        /// `key`, first seen at `row`.
        public init(key: String, row: Int) {
            self.key = key
            self.row = row
        }
    }

    /// The keys in row order.
    public private(set) var entries: [Entry] = []
    /// Rows before this have been looked at.
    public private(set) var scannedRows = 0
    private var seen: Set<String> = []

    /// An empty index.
    public init() {}

    /// Looks at the rows of `source`'s first component it has not seen yet. Titles kept as
    /// bytes (``TypeAheadTitleBytesSource``) are read in place: a title starting with an ASCII
    /// letter costs one byte, so a million streamed lines are indexed as they arrive.
    public mutating func extend<Source: WheelDataSource>(from source: Source) {
        let count = source.numberOfRows(inComponent: 0, selection: [0])
        guard count > scannedRows else { return }
        if let bytes = source as? any TypeAheadTitleBytesSource {
            _ = bytes.firstRow(in: scannedRows..<count, inComponent: 0, selection: [0]) { row, utf8 in
                note(Self.key(forUTF8: utf8), row: row)
                return false
            }
        } else {
            for row in scannedRows..<count {
                note(Self.key(forTitle: source.title(forRow: row, inComponent: 0, selection: [0])), row: row)
            }
        }
        scannedRows = count
    }

    private mutating func note(_ key: String, row: Int) {
        if seen.insert(key).inserted { entries.append(Entry(key: key, row: row)) }
    }

    /// ``key(forTitle:)`` of a title's UTF-8: an ASCII letter first is read from its byte,
    /// anything else from the first few characters decoded.
    static func key(forUTF8 utf8: UnsafeBufferPointer<UInt8>) -> String {
        // Clearing bit 5 upper-cases an ASCII letter; only letters land in A...Z.
        if let first = utf8.first, (0x41...0x5A).contains(first & 0xDF) {
            return String(UnicodeScalar(first & 0xDF))
        }
        // Enough bytes for spaces, a number or a letter with its combining marks.
        return key(forTitle: String(decoding: UnsafeBufferPointer(rebasing: utf8.prefix(48)), as: UTF8.self))
    }

    /// The key of a title: its first letter folded and upper-cased, its leading number rounded
    /// down to one significant digit (four digits, a year: to the decade), else `#`.
    public static func key(forTitle title: String) -> String {
        let trimmed = title.drop { $0 == " " || $0 == "\t" }
        guard let first = trimmed.first else { return "#" }
        if first.isASCII, first.isNumber {
            let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
            switch digits.count {
            case 1: return String(digits)
            case 4: return String(digits.dropLast()) + "0"
            default: return String(digits.prefix(1)) + String(repeating: "0", count: digits.count - 1)
            }
        }
        guard first.isLetter else { return "#" }
        if first.isASCII { return first.uppercased() }
        let folded = String(first).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).uppercased()
        return folded.first.map(String.init) ?? "#"
    }

    /// The row to jump to for `character` (Alt+letter): the first key starting with it after the
    /// one `row` is under, else the first such key; nil when no key starts with it.
    public func row(forKeyStartingWith character: Character, from row: Int) -> Int? {
        let wanted = Self.key(forTitle: String(character)).first
        let matching = entries.filter { $0.key.first == wanted }
        return (matching.first { $0.row > row } ?? matching.first)?.row
    }
}
