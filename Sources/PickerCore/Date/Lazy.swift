import Foundation

/// A value worked out the first time it is read, then kept; a class, so every copy of the
/// value holding it shares the one result.
///
/// For what a picker may never show but that costs ICU real work to make: the locale's
/// "Today" (a relative date formatter: about a tenth of `pick date`'s start-up), AM and PM
/// (a date formatter), whether the calendar inserts leap months (five years of months walked).
///
/// ```swift
/// let today = Lazy { "Heute" }
/// today.value   // made now
/// today.value   // kept
/// ```
final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
