#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits until one of some file descriptors can be read, or a timeout passes.
///
/// ```swift
/// let ready = Poller.wait(for: [tty, signals], timeout: 0.016)   // e.g. [false, true]
/// ```
enum Poller {
    /// For each descriptor, whether it is readable (or hung up, or not open: then the read
    /// fails, rather than `poll` answering at once forever with nothing to read) after waiting
    /// at most `timeout` seconds (nil: forever). An interrupting signal ends the wait early
    /// with nothing ready: its byte is then waiting on the signal pipe.
    static func wait(for descriptors: [Int32], timeout: Double?) -> [Bool] {
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds: Int32 =
            if let timeout { Int32(min(max(0, (timeout * 1000).rounded(.up)), 86_400_000)) } else { -1 }
        let result = poll(&fds, nfds_t(fds.count), milliseconds)
        guard result > 0 else { return descriptors.map { _ in false } }
        let readable = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
        return fds.map { $0.revents & readable != 0 }
    }
}
