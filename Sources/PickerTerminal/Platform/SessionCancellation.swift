#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A way to end a running session from another thread: the session's `poll` loop watches a
/// pipe, and ``cancel()`` writes one byte into it, so a session asleep waiting for keys wakes at
/// once and ends as ``TerminalSessionOutcome/cancelled``.
///
/// This is what lets an `async` prompt honour task cancellation: the prompt runs the blocking
/// session on its own thread and calls ``cancel()`` from the task's cancellation handler. A
/// cancellation is sticky: cancelling before the session starts ends it as soon as it looks.
///
/// ```swift
/// let cancellation = try SessionCancellation()
/// var options = TerminalSessionOptions()
/// options.cancellation = cancellation
/// // on another thread, while `session.run(...)` waits for keys:
/// cancellation.cancel()   // the run returns .cancelled, terminal restored
/// ```
public final class SessionCancellation: @unchecked Sendable {
    // Unchecked: the descriptors are set once in `init` and only read afterwards; `write` on a
    // pipe is safe from any thread.
    /// The read end, watched by the session's `poll`.
    public let descriptor: Int32
    private let writeDescriptor: Int32

    /// Makes the pipe; throws when the process has no descriptors left.
    public init() throws(TerminalDeviceError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .cannotConfigure(reason: TerminalDevice.describe(errno)) }
        for fd in ends {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(descriptor)
        close(writeDescriptor)
    }

    /// Asks the session to end; safe from any thread, and more than once.
    public func cancel() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
        // A session still waiting for its turn (`SessionTurn`) stops waiting.
        SessionTurn.wakeWaiters()
    }

    /// Whether ``cancel()`` was called: the byte it wrote stays in the pipe (nothing reads it),
    /// so the answer needs no lock and holds from any thread. A prompt asks it to tell a task
    /// cancelled from an Esc, since both end the session as ``TerminalSessionOutcome/cancelled``.
    public var isCancelled: Bool {
        Poller.wait(for: [descriptor], timeout: 0).first ?? false
    }
}

extension TerminalSessionOptions {
    /// The descriptors a session's `poll` watches for a cancellation: none without one.
    var cancellationDescriptors: [Int32] { cancellation.map { [$0.descriptor] } ?? [] }
}
