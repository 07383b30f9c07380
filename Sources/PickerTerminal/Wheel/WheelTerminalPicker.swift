import PickerCore
import TerminalUI

/// A wheel picker ready for the terminal session: a `WheelPicker` as the body of a
/// ``PromptPicker``, with the keys of ``WheelKeyMap`` and the mouse of ``WheelMouseMap``.
///
/// It draws, top to bottom: an optional header line, the wheel (five rows, Behaviour 1.2), and a help
/// line generated from the key table (hidden with `showsHelp: false`; the `←→ column` part only
/// appears with more than one component), on the area's last row. When the area is lower than it
/// wants, the help line goes first, then the header, then wheel rows.
///
/// On confirm, ``output`` is, per component, the selected row's bytes for a
/// ``WheelRowBytesSource`` (exactly what was read) or its title's UTF-8 otherwise, joined by
/// ``separator`` (a tab by default); ``formatOutput`` replaces all of that when set.
///
/// Keys come from ``WheelKeyMap``: ``KeyMode/standard`` lets letters do type-ahead as the
/// platform does (Behaviour 1.11); ``KeyMode/vim`` moves with h/j/k/l and types after `/`,
/// showing what is typed on the help line until Enter or Esc. The wheel has its own vim table
/// rather than ``KeyBindingTable/applying(_:)``'s, as every letter types on a standard wheel.
///
/// ```swift
/// let picker = WheelTerminalPicker(WheelPicker(source: fruits), header: "Fruit")
/// // 40×7 frame, no colour, Banana selected:
/// // Fruit
/// //
/// //   Apple
/// // › Banana ‹
/// //   Cherry
/// //
/// // ↑↓ change · enter select · esc cancel
/// ```
public struct WheelTerminalPicker<Source: WheelDataSource>: PromptPicker, Sendable {
    /// The picker itself: selection, focus, motion.
    public var wheel: WheelPicker<Source>
    /// Header, help line, direction and area.
    public var prompt: PromptFrame
    /// Put between components' values in ``output``.
    public var separator: String
    /// Names the picker in ``accessibleDescription``, e.g. "Fruit picker"; defaults to the header.
    public var accessibilityLabel: String?
    /// Replaces the default ``output`` when set, e.g. to format a time from two components.
    public var formatOutput: (@Sendable (WheelPicker<Source>) -> [UInt8])?

    /// What has been typed since `/` in vim mode, or nil when no entry is open.
    public private(set) var typeAheadEntry: String?

    /// A prompt around `wheel`: an optional `header` line, the help line unless `showsHelp`
    /// is false, standard or vim keys, mirrored when `isRightToLeft`; `separator` goes between
    /// the components' values in ``output``, `accessibilityLabel` names it to a screen reader.
    public init(
        _ wheel: WheelPicker<Source>, header: String? = nil, showsHelp: Bool = true, keyMode: KeyMode = .standard,
        isRightToLeft: Bool = false, separator: String = "\t", accessibilityLabel: String? = nil
    ) {
        self.wheel = wheel
        prompt = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: isRightToLeft, keyMode: keyMode)
        self.separator = separator
        self.accessibilityLabel = accessibilityLabel
    }

    /// Mirror the columns and the Left/Right keys, for right-to-left locales (Behaviour 1.4).
    public var isRightToLeft: Bool {
        get { prompt.isRightToLeft }
        set { prompt.isRightToLeft = newValue }
    }
    /// The rows of the wheel (Behaviour 1.2).
    static var wheelRows: Int { 5 }

    /// The keys in force right now.
    public var keyMap: WheelKeyMap {
        let columns = wheel.source.numberOfComponents > 1
        switch (keyMode, typeAheadEntry) {
        case (.standard, _): return .standard(isRightToLeft: isRightToLeft, labelsColumns: columns)
        case (.vim, nil): return .vim(isRightToLeft: isRightToLeft, labelsColumns: columns)
        case (.vim, _?): return .typeAheadEntry(isRightToLeft: isRightToLeft)
        }
    }

    /// The wheel as drawn now: five rows, more when the area has them.
    public var wheelView: WheelView<Source> {
        var view = WheelView(wheel, isRightToLeft: isRightToLeft, visibleRows: Self.wheelRows)
        view.fillsHeight = true
        return view
    }

    // MARK: PromptPicker

    public var body: WheelView<Source> { wheelView }

    public var keyBindings: KeyBindingTable<WheelKeyCommand> { keyMap.bindings }

    public mutating func perform(_ command: WheelKeyCommand) -> PickerStatus {
        switch command {
        case .action(let action): return perform(action)
        case .beginTypeAhead: typeAheadEntry = ""
        case .endTypeAhead: typeAheadEntry = nil
        }
        return .running
    }

    public mutating func handleMouse(_ mouse: MouseEvent, hit: WheelLayout.Hit?, body: Rect) {
        for action in WheelMouseMap.actions(for: mouse, hit: hit, view: wheelView) {
            wheel.apply(action)
        }
    }

    /// Pasted text is typed, whatever the key mode: it cannot be mistaken for motions.
    public mutating func handlePaste(_ text: String) -> PickerStatus { perform(.type(text)) }

    public mutating func tick(now: Double) {
        wheel.apply(.tick(now: now))
    }

    public var needsTicks: Bool { wheel.isMoving }

    public var output: [UInt8] {
        if let formatOutput { return formatOutput(wheel) }
        let selection = wheel.state.selection
        let values = (0..<wheel.source.numberOfComponents).map { component -> [UInt8] in
            // A disabled row is never the answer (Behaviour 1.10): it is selected only when no row
            // can be chosen, as when every line was cut at its length (Behaviour 7.4).
            guard let row = wheel.selectedRow(inComponent: component), wheel.isRowEnabled(row, inComponent: component) else {
                return []
            }
            if let raw = wheel.source as? any WheelRowBytesSource {
                return raw.bytes(forRow: row, inComponent: component, selection: selection)
            }
            return Array(wheel.source.title(forRow: row, inComponent: component, selection: selection).utf8)
        }
        return Array(values.joined(separator: Array(separator.utf8)))
    }

    // MARK: Actions

    private mutating func perform(_ action: WheelAction) -> PickerStatus {
        wheel.apply(action)
        switch action {
        case .commit:
            // Settled on a disabled row, a component has nothing to choose: Enter waits for one.
            let stuck = (0..<wheel.source.numberOfComponents).contains { component in
                wheel.selectedRow(inComponent: component).map { !wheel.isRowEnabled($0, inComponent: component) } ?? false
            }
            return stuck ? .running : .confirmed
        case .cancel:
            return .cancelled
        case .type(let text):
            if typeAheadEntry != nil { typeAheadEntry?.append(text) }
            return .running
        default:
            return .running
        }
    }
}
