import Foundation

/// Text worked out the first time it is read, then kept; a class, so every copy of the value
/// holding it shares the one result.
///
/// For words a picker may never show but that cost ICU real work to make, such as the
/// locale's "Today" (a relative date formatter: about a tenth of `pick date`'s start-up).
///
/// ```swift
/// let today = LazyText { "Heute" }
/// today.value   // made now
/// today.value   // kept
/// ```
final class LazyText: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?
    private let make: @Sendable () -> String

    init(_ make: @escaping @Sendable () -> String) {
        self.make = make
    }

    var value: String {
        lock.lock()
        defer { lock.unlock() }
        if let text { return text }
        let made = make()
        text = made
        return made
    }
}
