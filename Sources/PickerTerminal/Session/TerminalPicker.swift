import TerminalUI

/// A picker the terminal session can run: it turns input into its own actions, draws itself,
/// and says when the person is done. The session owns the terminal; the picker owns meaning.
///
/// Everything here is pure, so `PickerTesting` drives the same pickers in a virtual terminal.
///
/// A new picker rarely implements this directly: ``PromptPicker`` provides all of it from a
/// model, a body of ``TerminalView``s and a ``KeyBindingTable`` (header, help line, sizes,
/// keys, mouse, paste and screen-reader lines), as ``WheelTerminalPicker`` and
/// ``DateTerminalPicker`` do.
///
/// The session's loop, per frame:
/// 1. ``areaDidChange(to:)`` when the picker's area is new or has changed size (at start, on resize);
/// 2. ``handle(_:now:)`` for each input event: mouse coordinates are **relative to the picker's
///    area top-left** (the session subtracts the area's origin on screen), so a picker maps them
///    back through the layout it computes for the size it was last given;
/// 3. ``tick(now:)`` at ~60 Hz while ``needsTicks``;
/// 4. `FrameComposer.frame(for:width:height:theme:)` to draw, which shows a "Window too small"
///    notice instead of the picker when the area is below ``minimumSize``.
///
/// ```swift
/// var picker = WheelTerminalPicker(fruits)
/// picker.areaDidChange(to: AreaSize(width: 40, height: picker.preferredHeight(forWidth: 40)))
/// _ = picker.handle(.key(KeyStroke(.down)), now: 0)
/// let frame = FrameComposer.frame(for: picker, width: 40, height: 7, theme: .default(for: .none))
/// ```
public protocol TerminalPicker {
    /// The rows the picker wants when drawn inline at `width` (header, wheel, help line).
    func preferredHeight(forWidth width: Int) -> Int

    /// The smallest area the picker can be used in, whatever it shows (an open popover
    /// included): what `--height` is checked against. Default: 1×1.
    var minimumSize: AreaSize { get }

    /// The rows the picker needs at `width` for what it shows now: less than
    /// ``preferredHeight(forWidth:)`` while part of it is hidden (a compact button whose popover
    /// is closed). An inline session without a height asked for follows it as it changes,
    /// growing its area when a popover opens and giving the rows back when it closes.
    /// Default: ``preferredHeight(forWidth:)``.
    func currentPreferredHeight(forWidth width: Int) -> Int

    /// The smallest area for what the picker shows now; below it the session shows the "window
    /// too small" notice. Default: ``minimumSize``.
    var currentMinimumSize: AreaSize { get }

    /// Tells the picker the size of the area it is drawn in, before it is drawn or given mouse
    /// events, and again whenever that size changes. Default: ignored.
    mutating func areaDidChange(to size: AreaSize)

    /// Applies an input event at monotonic time `now` (seconds). Mouse coordinates are
    /// relative to the top-left cell of the picker's area.
    mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus

    /// Advances animations to `now`.
    mutating func tick(now: Double)

    /// True while something moves: the session then ticks at ~60 Hz instead of sleeping.
    var needsTicks: Bool { get }

    /// Draws the picker into `area` of `buffer`. Pure: everything comes from the picker's state.
    ///
    /// The picker reports its focus point here: it sets `buffer.focus` to the first cell of the
    /// value the person is on, where the session then leaves the terminal's cursor for screen
    /// readers and braille displays to follow. A ``PromptPicker`` marks its body's first row
    /// unless a view of its body marks the value it draws; a picker that marks nothing leaves
    /// the cursor on the area's first cell.
    func render(into buffer: inout Buffer, area: Rect, theme: Theme)

    /// Draws the picker into the whole of `buffer` and returns nil when `buffer` holds
    /// ``currentMinimumSize``; otherwise draws nothing and returns that minimum (what
    /// `FrameComposer` does for every frame). Default: ``currentMinimumSize``, then
    /// ``render(into:area:theme:)``; a ``PromptPicker`` makes its body once for both.
    ///
    /// ```swift
    /// var buffer = Buffer(width: 80, height: 24)
    /// if let minimum = picker.renderIfLargeEnough(into: &buffer, theme: theme) {
    ///     print("needs \(minimum.width)×\(minimum.height)")
    /// }
    /// ```
    func renderIfLargeEnough(into buffer: inout Buffer, theme: Theme) -> AreaSize?

    /// The bytes printed on stdout when the person confirms (bytes, so input lines that were
    /// not valid UTF-8 come back exactly as they went in). No trailing newline: the caller adds
    /// what its output format needs.
    var output: [UInt8] { get }

    /// Plain-language lines for screen-reader mode: the prompt when it opens.
    var accessibleDescription: [String] { get }

    /// The one line screen-reader mode prints after a change: the focused element's label,
    /// value, traits and keys, as the platform announces an adjustable element (Behaviour 2.12),
    /// e.g. "Hour, 2 PM, adjustable. Up or Down arrow to adjust the value; ...".
    /// Default: the first line of ``accessibleDescription``.
    var accessibleAnnouncement: String { get }

    /// What screen-reader mode says after a key changed the focused element: its label and
    /// value without traits or key hints ("Fruit, Banana, 2 of 5", "Hour, 3 PM"), since the
    /// hints were said when the prompt opened and are said again on `?`. The transcript leaves
    /// out the picker's name when it is the label (see ``AccessibleTranscript``).
    /// Default: ``accessibleAnnouncement`` up to its trait (`, adjustable.`, `, selected.`,
    /// `, button.`, `, text field.`), the whole of it when it has none.
    var accessibleChange: String { get }

    /// The answer as screen-reader mode's closing line confirms it after Enter, in the chosen
    /// sentence of ``/PickerCore/PromptStrings`` ("Banana" → "Banana chosen.", Behaviour 6.3):
    /// every chosen item as the language lists them ("Apple, Banana and Cherry"), a range as
    /// the locale writes an interval ("1 – 5 March 2026").
    /// Default: the summary line (the first of ``accessibleDescription``) without the picker's
    /// name and the list position ("Fruit, Banana, 2 of 5" → "Banana").
    var spokenAnswer: String { get }

    /// This picker as a ``GraphicsPicker``, or nil when it shows no pictures.
    ///
    /// The session asks this instead of casting (`picker as? any GraphicsPicker`): a cast to a
    /// protocol makes the Swift runtime scan every conformance of the program the first time, a
    /// cost every picker's first frame would pay (Benchmarks/README.md). Default: nil, and `self`
    /// for a ``GraphicsPicker``; a type that conforms to ``GraphicsPicker`` only under a condition
    /// returns `self` itself where the condition holds.
    ///
    /// ```swift
    /// WheelTerminalPicker(fruits).graphicsPicker == nil   // true: text only
    /// ```
    var graphicsPicker: (any GraphicsPicker)? { get }

    /// Standard or vim keys (``KeyMode``): set before the session starts, e.g. from `pick --vim`
    /// or PickerKit's presentation. Default: a ``PromptPicker`` keeps it in its ``PromptFrame``;
    /// any other picker reads its keys one way, reports ``KeyMode/standard`` and ignores a change.
    var keyMode: KeyMode { get set }

    /// Whether the terminal's cursor shows at the frame's focus, as a text field's caret does
    /// (Behaviour 8.1); hidden otherwise, so it never sits on a wheel's row. Default: false.
    var showsCursor: Bool { get }
}

extension TerminalPicker {
    public var minimumSize: AreaSize { AreaSize(width: 1, height: 1) }
    public func currentPreferredHeight(forWidth width: Int) -> Int { preferredHeight(forWidth: width) }
    public var currentMinimumSize: AreaSize { minimumSize }

    public func renderIfLargeEnough(into buffer: inout Buffer, theme: Theme) -> AreaSize? {
        let minimum = currentMinimumSize
        guard AreaSize(width: buffer.width, height: buffer.height).contains(minimum) else { return minimum }
        render(into: &buffer, area: buffer.bounds, theme: theme)
        return nil
    }

    public mutating func areaDidChange(to size: AreaSize) {}

    public var accessibleAnnouncement: String { accessibleDescription.first ?? "" }

    public var accessibleChange: String { AccessibleTranscript<Self>.withoutTraits(accessibleAnnouncement) }

    public var spokenAnswer: String { AccessibleTranscript<Self>.chosenValue(of: self) }

    public var graphicsPicker: (any GraphicsPicker)? { nil }

    public var showsCursor: Bool { false }

    public var keyMode: KeyMode {
        get { .standard }
        set {}  // No key table of its own here, so no mode to change.
    }
}

/// Where a picker stands after an input event.
public enum PickerStatus: Equatable, Sendable {
    /// Still waiting for the person.
    case running
    /// The person chose (Enter): the picker's output is the value.
    case confirmed
    /// The person gave up (Esc): no value.
    case cancelled
}

/// A size in terminal cells: columns wide, rows high.
public struct AreaSize: Equatable, Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width`×`height` cells; negative counts as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// True when an area of this size holds `other`.
    public func contains(_ other: AreaSize) -> Bool { width >= other.width && height >= other.height }
}
