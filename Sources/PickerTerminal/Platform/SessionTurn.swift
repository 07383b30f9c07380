#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one-session-at-a-time rule: a process runs one interactive session on a terminal at a
/// time, and a second one started meanwhile waits for the first to end.
///
/// The rule is the platform's, not a choice: a session owns process-wide state that has one
/// slot — the signal handlers and the descriptor they write to (``SignalRelay``), the crash
/// handler's saved terminal settings (``CrashGuard``) — and two sessions drawing on one
/// terminal would draw over each other. Waiting, rather than failing, suits `async` code: two
/// tasks that each `await` a prompt get them one after the other, in the order they asked.
///
/// A turn belongs to a thread and may be taken again on that thread (a prompt takes it before
/// it opens the terminal, so its warnings are printed in its turn, and the session it starts
/// takes it again). A thread waiting for its turn stops waiting when its
/// ``SessionCancellation`` is cancelled: ``SessionCancellation/cancel()`` wakes every waiter.
///
/// ```swift
/// let outcome = SessionTurn.during(cancellation: options.cancellation) {
///     // arm the signal relay and the crash guard, run the loop, disarm
/// }
/// // nil: cancelled while another session held the turn, and nothing was opened
/// ```
package enum SessionTurn {
    /// Who holds the turn and who waits; only touched with ``Turns/condition`` locked.
    private struct State {
        var owner: pthread_t?
        /// How many times the owner took the turn (it takes it again for a nested call).
        var depth = 0
        /// Threads waiting for the turn, in the order they came.
        var queue: [UInt64] = []
        var nextTicket: UInt64 = 0
    }

    /// The state and the condition guarding it. A condition rather than the package's lock
    /// type: this is the one place a thread sleeps until another is done. Unchecked because
    /// `state` is only read or written with `condition` locked.
    private final class Turns: @unchecked Sendable {
        let condition = NSCondition()
        var state = State()
    }

    private static let turns = Turns()

    /// Runs `body` holding the turn, after waiting for a session on another thread to end;
    /// nil, without running `body`, when `cancellation` is cancelled while waiting.
    package static func during<Result, Failure: Error>(
        cancellation: SessionCancellation?, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard take(cancellation: cancellation) else { return nil }
        defer { give() }
        return try body()
    }

    /// How many threads are waiting for their turn now: for tests that show a second session
    /// waits.
    package static var waitingCount: Int {
        let turns = turns
        turns.condition.lock()
        defer { turns.condition.unlock() }
        return turns.state.queue.count
    }

    /// Wakes every waiting thread to look at its cancellation again.
    static func wakeWaiters() {
        turns.condition.lock()
        turns.condition.broadcast()
        turns.condition.unlock()
    }

    /// Waits for the turn, first come first served; false when `cancellation` was cancelled first.
    private static func take(cancellation: SessionCancellation?) -> Bool {
        let me = pthread_self()
        let turns = turns
        turns.condition.lock()
        defer { turns.condition.unlock() }
        if let owner = turns.state.owner, pthread_equal(owner, me) != 0 {
            turns.state.depth += 1
            return true
        }
        let ticket = turns.state.nextTicket
        turns.state.nextTicket &+= 1
        turns.state.queue.append(ticket)
        while turns.state.owner != nil || turns.state.queue.first != ticket {
            if cancellation?.isCancelled == true {
                turns.state.queue.removeAll { $0 == ticket }
                // The next in line may have been waiting behind this one.
                turns.condition.broadcast()
                return false
            }
            turns.condition.wait()
        }
        turns.state.queue.removeFirst()
        turns.state.owner = me
        turns.state.depth = 1
        return true
    }

    /// Gives the turn back once the outermost holder is done, and wakes the next in line.
    private static func give() {
        let turns = turns
        turns.condition.lock()
        defer { turns.condition.unlock() }
        turns.state.depth -= 1
        guard turns.state.depth == 0 else { return }
        turns.state.owner = nil
        turns.condition.broadcast()
    }
}

extension TerminalSessionOptions {
    /// Opens and closes the terminal at ``terminalPath``: whether a session could start there.
    /// Asked before waiting for a turn, so that without a terminal (cron, CI, `setsid`) a prompt
    /// fails at once instead of waiting to find out. The session opens the terminal again once
    /// it has its turn, since the settings it restores are the ones it finds then.
    package func checkTerminal() throws(TerminalDeviceError) {
        _ = try TerminalDevice(path: terminalPath)
    }
}
