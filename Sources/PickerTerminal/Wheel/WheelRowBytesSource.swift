import PickerCore

/// A wheel data source whose rows stand for exact bytes, such as lines read from a file that
/// may not be valid UTF-8: a confirmed ``WheelTerminalPicker`` outputs these bytes instead of
/// the titles, so what went in comes back out unchanged.
///
/// ```swift
/// struct Lines: WheelRowBytesSource {
///     var lines: [[UInt8]]
///     var numberOfComponents: Int { 1 }
///     func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { lines.count }
///     func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
///         String(decoding: lines[row], as: UTF8.self)    // invalid bytes drawn as �
///     }
///     func bytes(forRow row: Int, inComponent component: Int, selection: [Int]) -> [UInt8] { lines[row] }
/// }
/// ```
public protocol WheelRowBytesSource: WheelDataSource {
    /// The bytes `row` of `component` stands for.
    func bytes(forRow row: Int, inComponent component: Int, selection: [Int]) -> [UInt8]
}
