import Foundation
import PickerCore

/// The field's line as last drawn, kept between the several times a frame asks for it.
///
/// A frame reads ``DateTerminalPicker/fieldView`` for the layout, the minimum size and the
/// drawing, and each read built the line anew: every segment's value resolved through the
/// calendar and written by ICU's number formatter, about half a million instructions a frame
/// (`Benchmarks/callgrind.sh frame-field`). The line depends only on what ``Key`` holds (the
/// pattern and layout never change for an editor), so it is made again only when that changes.
/// Copies of a picker share one cache; it is locked, since a picker is `Sendable`.
///
/// ```swift
/// let cache = DateFieldLineCache()
/// cache.line(of: field)   // made
/// cache.line(of: field)   // the same line, not made again
/// ```
final class DateFieldLineCache: @unchecked Sendable {
    /// What a field's text is made from, beside its pattern and layout.
    private struct Key: Equatable {
        var state: DatePickerState
        var focus: DateFieldFocus
        var pendingDigits: String
        var clearedSegment: Int?

        init(_ field: DateFieldEditor) {
            state = field.state
            focus = field.focus
            pendingDigits = field.pendingDigits
            clearedSegment = field.clearedSegment
        }
    }

    private let lock = NSLock()
    private var last: (key: Key, line: DateFieldLine)?

    /// `field.line`, made only if `field` differs from the last one asked for.
    func line(of field: DateFieldEditor) -> DateFieldLine {
        let key = Key(field)
        lock.lock()
        defer { lock.unlock() }
        if let last, last.key == key { return last.line }
        let line = field.line
        last = (key, line)
        return line
    }
}
