#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on a clock that never jumps (unlike the wall clock), for animation and timeouts.
///
/// ```swift
/// let start = MonotonicClock.now()
/// let elapsed = MonotonicClock.now() - start
/// ```
package enum MonotonicClock {
    package static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
