import PickerCore

/// Content a picker keeps receiving while the session runs it, e.g. the lines still being piped
/// into `pick choose` after its first frame is drawn.
///
/// The session watches its reader's descriptor in the same `poll` as the terminal, reads at
/// most ``chunkSize`` bytes per wake-up and hands them to ``absorb``, so keys are answered
/// between chunks however fast the input comes. `absorb` returns whether anything drawn
/// changed (the session redraws only then); it gets ``Arrival/end`` once, when the input ended
/// or could not be read, after which the descriptor is no longer watched.
///
/// Our own targets build feeds (over standard input, for `pick` and PickerKit's streaming
/// prompts); a `PromptTerminal` of yours is handed one with the picker and passes it on:
///
/// ```swift
/// let outcome = try TerminalSession().run(&picker, theme: settings.theme, feed: feed)
/// ```
public struct InputFeed<Picker> {
    /// What the session hands the picker.
    public enum Arrival: Equatable, Sendable {
        /// Bytes read, in order.
        case bytes([UInt8])
        /// Nothing more will come (end of file, or a read error: the picker keeps what it has).
        case end
    }

    /// Where the input comes from.
    package var reader: InputReader
    /// The most read per wake-up: large enough to load quickly, small enough that taking a
    /// chunk in keeps a key waiting well under a millisecond.
    public var chunkSize: Int
    /// Gives the picker what arrived; true when the frame must be redrawn.
    public var absorb: (inout Picker, Arrival) -> Bool

    /// A feed reading `chunkSize` bytes at a time from `reader` and handing them to `absorb`.
    /// For a picker of lines (``LineFeedAbsorbing``), the feed ends as at the end of the input
    /// once its lines are full (their bounds reached, Behaviour 7.4), so endless input is not
    /// read on.
    package init(reader: InputReader, chunkSize: Int = 1 << 16, absorb: @escaping (inout Picker, Arrival) -> Bool) {
        self.reader = reader
        self.chunkSize = chunkSize
        self.absorb = absorb
    }

    /// What to tell the person about input the picker's lines left out (a line cut, input not
    /// read); nil when everything is kept.
    package func notice(for picker: Picker) -> String? {
        (picker as? any LineFeedAbsorbing)?.fedLines.boundNotice
    }

    /// Whether the picker takes no more input.
    private func isFull(_ picker: Picker) -> Bool {
        (picker as? any LineFeedAbsorbing)?.fedLines.isFull == true
    }

    /// Reads one chunk (the descriptor is known to be readable) into `picker`.
    /// - Returns: whether to redraw, and whether the input has ended.
    func pull(into picker: inout Picker) -> (redraw: Bool, ended: Bool) {
        switch reader.readReady(upTo: chunkSize) {
        case .bytes(let bytes):
            let redraw = !bytes.isEmpty && absorb(&picker, .bytes(bytes))
            guard isFull(picker) else { return (redraw, false) }
            return (absorb(&picker, .end) || redraw, true)
        case .end, .failed:
            return (absorb(&picker, .end), true)
        }
    }

    /// Reads everything left into `picker`, waiting for it: for a mode that shows the whole
    /// list at once (screen-reader mode).
    public func drain(into picker: inout Picker) {
        _ = drain(into: &picker, before: nil)
    }

    /// Reads everything left into `picker`, waiting for it until the monotonic clock
    /// (``MonotonicClock``) reaches `deadline`; false when the deadline came first.
    package func drain(into picker: inout Picker, before deadline: Double?) -> Bool {
        while true {
            guard reader.waitUntilReadable(before: deadline) else { return false }
            switch reader.readReady(upTo: chunkSize) {
            case .bytes(let bytes):
                if !bytes.isEmpty { _ = absorb(&picker, .bytes(bytes)) }
                if isFull(picker) {
                    _ = absorb(&picker, .end)
                    return true
                }
            case .end, .failed:
                _ = absorb(&picker, .end)
                return true
            }
        }
    }
}
