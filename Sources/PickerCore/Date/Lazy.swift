import Foundation
import ProcessState

/// A value worked out the first time it is read, then kept; a class, so every copy of the
/// value holding it shares the one result.
///
/// For what a picker may never show but that costs ICU real work to make: the locale's
/// "Today" (a relative date formatter, a large share of `pick date`'s start-up), AM and PM
/// (a date formatter), whether the calendar inserts leap months (five years of months walked).
///
/// ```swift
/// let today = Lazy { "Heute" }
/// today.value   // made now
/// today.value   // kept
/// ```
final class Lazy<Value: Sendable>: Sendable {
    private let made = Locked<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made under the lock the first time, so it is made once whoever asks first.
    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
