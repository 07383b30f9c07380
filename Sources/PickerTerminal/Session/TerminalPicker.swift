import TerminalUI

/// A picker the terminal session can run: it turns input into its own actions, draws itself,
/// and says when the person is done. The session owns the terminal; the picker owns meaning.
///
/// Everything here is pure, so ``PickerTesting`` drives the same pickers in a virtual terminal.
public protocol TerminalPicker {
    /// The rows the picker wants when drawn inline at `width` (header, wheel, help line).
    func preferredHeight(forWidth width: Int) -> Int

    /// Applies an input event at monotonic time `now` (seconds).
    mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus

    /// Advances animations to `now`.
    mutating func tick(now: Double)

    /// True while something moves: the session then ticks at ~60 Hz instead of sleeping.
    var needsTicks: Bool { get }

    /// Draws the picker into `area` of `buffer`. Pure: everything comes from the picker's state.
    func render(into buffer: inout Buffer, area: Rect, theme: Theme)

    /// The bytes printed on stdout when the person confirms (bytes, so input lines that were
    /// not valid UTF-8 come back exactly as they went in).
    var output: [UInt8] { get }

    /// Plain-language lines for screen-reader mode: the prompt when it opens.
    var accessibleDescription: [String] { get }
}

/// Where a picker stands after an input event.
public enum PickerStatus: Equatable, Sendable {
    case running
    case confirmed
    case cancelled
}
