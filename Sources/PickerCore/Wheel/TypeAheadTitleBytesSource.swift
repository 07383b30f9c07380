/// A data source holding its titles as UTF-8 bytes, which type-ahead can search without
/// decoding a `String` per row (Behaviour 1.11): a search over 1,000,000 lines reads bytes.
///
/// The bytes must read as the title does wherever they are ASCII (they may hold anything
/// else, e.g. invalid UTF-8 that the title shows as U+FFFD): type-ahead compares ASCII bytes
/// through its folding table and asks for the title itself as soon as a byte is not ASCII.
///
/// ```swift
/// extension Lines: TypeAheadTitleBytesSource {
///     func firstRow(in rows: Range<Int>, inComponent component: Int, selection: [Int],
///                   where test: (Int, UnsafeBufferPointer<UInt8>) -> Bool) -> Int? {
///         storage.withUnsafeBufferPointer { bytes in
///             rows.first { test($0, UnsafeBufferPointer(rebasing: bytes[ranges[$0]])) }
///         }
///     }
/// }
/// ```
public protocol TypeAheadTitleBytesSource: WheelDataSource {
    /// The first of `rows` (in order; rows that do not exist are skipped) for which `test`
    /// holds, given the row and the UTF-8 bytes of its title; nil when there is none.
    ///
    /// The whole walk happens in the source, so a search costs no call through the generic
    /// picker per row.
    func firstRow(
        in rows: Range<Int>, inComponent component: Int, selection: [Int],
        where test: (_ row: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Int?
}
