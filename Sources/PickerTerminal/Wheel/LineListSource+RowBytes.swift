import PickerCore

/// Lines read by `pick` come back out byte for byte: a confirmed ``WheelTerminalPicker`` over a
/// ``LineListSource`` outputs the selected line's exact bytes, even when they are not UTF-8 (or
/// the fields its `fields` print, `pick choose --accept-nth`).
///
/// ```swift
/// let lines = LineListSource(bytes: Array("Apple\nBanana\n".utf8))
/// var picker = WheelTerminalPicker(WheelPicker(source: lines, selection: [1]))
/// picker.output   // Array("Banana".utf8)
/// ```
extension LineListSource: WheelRowBytesSource {
    public func bytes(forRow row: Int, inComponent component: Int, selection: [Int]) -> [UInt8] {
        printedBytes(forRow: row)
    }
}
