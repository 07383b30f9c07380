import Foundation

/// A value behind a lock: the one lock type of the package, for every piece of state that
/// threads share (the process-wide caches listed in ``ProcessCaches``, a ranking finished
/// lazily, a loader's queue).
///
/// The value is only reached inside ``withLock(_:)``, so no read or write can forget the lock,
/// and the lock is never held past the closure. It is an `NSLock` underneath: `Mutex` of the
/// Synchronization module would do as well, but needs macOS 15 where the package supports
/// macOS 13, and `NSLock.withLock` needs macOS 14.
///
/// Unchecked `Sendable`: every access to `value` goes through the lock. A closure may still
/// hand out a class instance the value holds; the caches that do (formatters) only hand out
/// objects that are themselves safe to use from any thread or that the caller owns.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["apple", default: 0] += 1 }
/// let apples = counts.withLock { $0["apple"] ?? 0 }   // 1
/// ```
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    /// The value's storage, owned by this object and never handed out. A stored `var` of a class
    /// is checked for exclusive access at run time on every access (a thread-local look-up),
    /// which costs more than the lock on the caches' paths that a frame takes hundreds of times;
    /// the lock already makes each access exclusive.
    @usableFromInline let storage: UnsafeMutablePointer<Value>

    /// `value`, behind a lock of its own.
    package init(_ value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with the value, holding the lock; gives back what `body` returns.
    ///
    /// `body` should be short and must not take the same lock again (it is not recursive):
    /// work that needs no lock (formatting, computing a table) belongs outside it.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&storage.pointee)
    }
}
