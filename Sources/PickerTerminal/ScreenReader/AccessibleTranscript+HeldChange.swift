import PickerCore
import TerminalUI

/// Screen-reader mode's rule for a burst of keys (Behaviour 6.3): a console reader queues every
/// line it is given and does not cut one short for the next, so a held ↓ that said each row it
/// passed would leave the person listening to rows long gone. `AccessibleSession` therefore
/// holds a key's change a moment before saying it, and a key that comes meanwhile replaces it:
/// a burst is said once, where it ended, worded against what was last said.
///
/// Only changes are held. A key that changes nothing says its lines at once ("End of list.",
/// the hints on `?`), after the change still held, so they are never lost; Enter and Esc drop
/// the held change, since the closing line says the answer.
extension AccessibleTranscript {
    /// How long a change waits for another key before it is said: longer than the 30–50 ms
    /// between a held key's repeats, so a held key is said once where it stops, and shorter
    /// than a keyboard's delay before a key starts repeating, so a single key is heard at once.
    package static var settleWindow: Double { 0.12 }

    /// What the picker says now, to tell whether an event changed anything: the focused
    /// element's change line and the summary line.
    package var spokenState: [String] {
        [DisplayText.sanitized(picker.accessibleChange), Self.summary(of: picker)]
    }

    /// What to say at once after the picker handled `event` at `now`, standing at `status`,
    /// having said `before` (its `spokenState` before the event): nothing for a change, which
    /// is held until `heldLines(now:inputQueued:)` says it; for a key that changed nothing,
    /// the change still held, then that key's own lines.
    package mutating func linesHoldingChange(
        after status: PickerStatus, event: InputEvent?, before: [String], now: Double
    ) -> [String] {
        guard status == .running else {
            heldSince = nil
            return []
        }
        if spokenState != before {
            heldSince = now
            return []
        }
        return releaseHeld() + lines(after: status, event: event)
    }

    /// The change held, once it is due: `settleWindow` has passed since the key that made it
    /// and no more input is waiting (a key already queued will replace it). Empty otherwise.
    package mutating func heldLines(now: Double, inputQueued: Bool) -> [String] {
        guard let heldSince, !inputQueued, now >= heldSince + Self.settleWindow else { return [] }
        return releaseHeld()
    }

    /// How long until the held change is due (nil: none held), so the session wakes to say it.
    package func heldWait(now: Double) -> Double? {
        heldSince.map { max(0, $0 + Self.settleWindow - now) }
    }

    /// `handle(_:now:)` with the change held, as `AccessibleSession` applies keys: the step's
    /// lines are those said at once.
    ///
    /// ```swift
    /// transcript.handleHoldingChange(.key(KeyStroke(.down)), now: 0).lines        // []
    /// transcript.handleHoldingChange(.key(KeyStroke(.down)), now: 0.04).lines     // []
    /// transcript.heldLines(now: 0.2, inputQueued: false)                          // ["Cherry, 3 of 10"]
    /// ```
    package mutating func handleHoldingChange(_ event: InputEvent, now: Double) -> Step {
        let before = spokenState
        let status = picker.handle(event, now: now)
        return Step(status: status, lines: linesHoldingChange(after: status, event: event, before: before, now: now))
    }

    /// The change held, said now whether due or not; empty when none is held.
    private mutating func releaseHeld() -> [String] {
        guard heldSince != nil else { return [] }
        heldSince = nil
        return changes(atRest: !picker.needsTicks)
    }
}
