import TerminalUI

/// What screen-reader mode says: a picker and its input turned into plain lines, with no
/// cursor movement and no colour, so a screen reader or braille display reads each line as it
/// arrives (Behaviour 2.12).
///
/// When the picker opens, the transcript says its ``TerminalPicker/accessibleDescription``
/// (its name with the whole value, the focused part, the keys). After each input event that
/// changes something it says one line: the focused element's
/// ``TerminalPicker/accessibleAnnouncement`` when that changed (a new value, another column,
/// the calendar instead of the time), else the picker's summary line when only the rest of the
/// value changed. While wheels move it stays quiet and speaks once they come to rest, so a spin
/// is one line, not one per row, and a value that settles elsewhere (29 February stepped into
/// 2025 settles on the 28th, Behaviour 2.8) is said as it ends up.
///
/// Pure: ``AccessibleSession`` feeds it real keys and ticks; tests feed it scripted ones.
///
/// ```swift
/// var transcript = AccessibleTranscript(picker)     // en_US, time, wheels, 2:30 PM
/// transcript.openingLines
/// // ["Time, 2:30 PM", "Hour, 2 PM, adjustable. Up or Down arrow ...", "Enter selects, Escape cancels."]
/// transcript.handle(.key(KeyStroke(.down)), now: 0).lines
/// // ["Hour, 3 PM, adjustable. Up or Down arrow to adjust the value; ..."]
/// ```
public struct AccessibleTranscript<Picker: TerminalPicker> {
    /// What one input event did: where the picker stands, and the lines to say.
    public struct Step: Equatable, Sendable {
        /// Where the picker stands after the event.
        public var status: PickerStatus
        /// What to say, one line each; empty when nothing changed.
        public var lines: [String]

        /// A step with the picker's `status` and the `lines` to say.
        public init(status: PickerStatus, lines: [String]) {
            self.status = status
            self.lines = lines
        }
    }

    /// The picker, with every event applied. ``AccessibleSession`` hands it to the session core
    /// in place, then asks `lines(after:)` what to say.
    public internal(set) var picker: Picker
    /// The focused element's line as last said.
    private var spokenAnnouncement: String
    /// The summary line as it stood when something was last said.
    private var spokenSummary: String

    /// A transcript of `picker`, nothing said yet.
    public init(_ picker: Picker) {
        self.picker = picker
        spokenAnnouncement = picker.accessibleAnnouncement
        spokenSummary = Self.summary(of: picker)
    }

    /// The lines said when the picker opens.
    public var openingLines: [String] { picker.accessibleDescription.map(DisplayText.sanitized) }

    /// Applies `event` at monotonic time `now` and says what changed (nothing once the person
    /// confirms or cancels: the value goes to stdout, the prompt returns).
    public mutating func handle(_ event: InputEvent, now: Double) -> Step {
        let status = picker.handle(event, now: now)
        return Step(status: status, lines: lines(after: status))
    }

    /// Advances animations to `now`; says what changed once everything has come to rest.
    public mutating func tick(now: Double) -> [String] {
        picker.tick(now: now)
        return linesAfterTick()
    }

    /// What to say once the picker has handled an event and stands at `status`.
    mutating func lines(after status: PickerStatus) -> [String] {
        status == .running ? changes(atRest: !picker.needsTicks) : []
    }

    /// What to say once the picker has been ticked.
    mutating func linesAfterTick() -> [String] {
        picker.needsTicks ? [] : changes(atRest: true)
    }

    /// The lines said as the session ends (Behaviour 6.3): after Enter the answer, after Esc
    /// the cancellation, so a person who cannot see the screen hears that the prompt is over
    /// and with what. The answer is `answer` when given (a prompt's answered line, `Fruit:
    /// Cherry`, one line said per line of it), else the picker's summary line (`Time, 2:30
    /// PM`). Ctrl-C, a timeout and a signal say nothing: the shell or the program reports those.
    ///
    /// ```swift
    /// transcript.closingLines(after: .confirmed, answer: "Fruit: Cherry")   // ["Fruit: Cherry"]
    /// transcript.closingLines(after: .cancelled, answer: nil)               // ["Cancelled."]
    /// ```
    public func closingLines(after outcome: TerminalSessionOutcome, answer: String?) -> [String] {
        switch outcome {
        case .confirmed:
            let lines = answer.map { $0.split(separator: "\n").map(String.init) } ?? [Self.summary(of: picker)]
            return lines.filter { !$0.isEmpty }.map(DisplayText.sanitized)
        case .cancelled:
            return ["Cancelled."]
        case .interrupted, .timedOut, .terminated:
            return []
        }
    }

    /// Lets the session tell the picker its area (for pickers whose layout depends on it).
    public mutating func areaDidChange(to size: AreaSize) {
        picker.areaDidChange(to: size)
    }

    /// The line to say, if any: the focused element when it changed; at rest, the summary
    /// when the value changed somewhere the focused element does not show.
    private mutating func changes(atRest: Bool) -> [String] {
        let announcement = picker.accessibleAnnouncement
        let summary = Self.summary(of: picker)
        var lines: [String] = []
        if announcement != spokenAnnouncement {
            lines = [announcement]
        } else if atRest, summary != spokenSummary {
            lines = [summary]
        }
        guard !lines.isEmpty else { return [] }
        spokenAnnouncement = announcement
        spokenSummary = summary
        // Anything a terminal would act on is made visible, so a line cannot move the cursor.
        return lines.map(DisplayText.sanitized)
    }

    private static func summary(of picker: Picker) -> String {
        picker.accessibleDescription.first ?? ""
    }
}
