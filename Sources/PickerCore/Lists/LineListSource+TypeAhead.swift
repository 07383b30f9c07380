/// Type-ahead reads the lines' bytes in place (Behaviour 1.11): the input is kept as bytes anyway,
/// and decoding a `String` for each of a million lines would be most of a search's cost.
extension LineListSource: TypeAheadTitleBytesSource {
    public func firstRow(
        in rows: Range<Int>, inComponent component: Int, selection: [Int],
        where test: (_ row: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Int? {
        let rows = rows.clamped(to: 0..<count)
        if let fields, fields.shown != nil {
            // Typing goes by what is drawn (`--with-nth`), worked out for each row it reads.
            return rows.first { row in fields.shownBytes(of: bytes(forRow: row)).withUnsafeBufferPointer { test(row, $0) } }
        }
        return data.withUnsafeBufferPointer { buffer in
            rows.first { row in test(row, UnsafeBufferPointer(rebasing: buffer[lines.range(ofLine: row)])) }
        }
    }
}
