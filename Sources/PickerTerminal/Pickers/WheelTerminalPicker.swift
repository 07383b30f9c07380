import PickerCore
import TerminalUI

/// A wheel picker ready for the terminal session: a ``WheelPicker`` plus the header, help line,
/// keys and mouse handling around it.
///
/// It draws, top to bottom: an optional header line, the wheel (five rows, SPEC 1.2), and a help
/// line naming the keys (hidden with `showsHelp: false`; the `←→ column` part only appears with
/// more than one component). When the area is lower than it wants, the help line goes first,
/// then the header, then wheel rows.
///
/// On confirm, ``output`` is, per component, the selected row's bytes for a
/// ``WheelRowBytesSource`` (exactly what was read) or its title's UTF-8 otherwise, joined by
/// ``separator`` (a tab by default); ``formatOutput`` replaces all of that when set.
///
/// Keys come from ``WheelKeyMap``: ``KeyMode/standard`` lets letters do type-ahead as the
/// platform does (SPEC 1.11); ``KeyMode/vim`` moves with h/j/k/l and types after `/`, showing
/// what is typed on the help line until Enter or Esc.
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
public struct WheelTerminalPicker<Source: WheelDataSource>: TerminalPicker, Sendable {
    /// How keys are read; see ``WheelKeyMap``.
    public enum KeyMode: Equatable, Sendable {
        /// Letters do type-ahead (the platform's behaviour).
        case standard
        /// h/j/k/l move, `/` starts a type-ahead entry (`pick --vim`).
        case vim
    }

    /// The picker itself: selection, focus, motion.
    public var wheel: WheelPicker<Source>
    /// A line above the wheel, e.g. the question asked; nil for none.
    public var header: String?
    /// Whether the help line shows.
    public var showsHelp: Bool
    /// How keys are read.
    public var keyMode: KeyMode
    /// Mirror the columns and the Left/Right keys, for right-to-left locales (SPEC 1.4).
    public var isRightToLeft: Bool
    /// Put between components' values in ``output``.
    public var separator: String
    /// Names the picker in ``accessibleDescription``, e.g. "Fruit picker"; defaults to the header.
    public var accessibilityLabel: String?
    /// Replaces the default ``output`` when set, e.g. to format a time from two components.
    public var formatOutput: (@Sendable (WheelPicker<Source>) -> [UInt8])?

    /// What has been typed since `/` in vim mode, or nil when no entry is open.
    public private(set) var typeAheadEntry: String?
    /// The area size last given by the session; mouse hit-testing lays the wheel out in it.
    public private(set) var areaSize: AreaSize?

    public init(
        _ wheel: WheelPicker<Source>, header: String? = nil, showsHelp: Bool = true, keyMode: KeyMode = .standard,
        isRightToLeft: Bool = false, separator: String = "\t", accessibilityLabel: String? = nil
    ) {
        self.wheel = wheel
        self.header = header
        self.showsHelp = showsHelp
        self.keyMode = keyMode
        self.isRightToLeft = isRightToLeft
        self.separator = separator
        self.accessibilityLabel = accessibilityLabel
    }

    /// The rows of the wheel (SPEC 1.2).
    static var wheelRows: Int { 5 }
    /// The fewest wheel rows still worth drawing: the band and a neighbour each side.
    static var minimumWheelRows: Int { 3 }

    /// The keys in force right now.
    public var keyMap: WheelKeyMap {
        switch (keyMode, typeAheadEntry) {
        case (.standard, _): .standard(isRightToLeft: isRightToLeft)
        case (.vim, nil): .vim(isRightToLeft: isRightToLeft)
        case (.vim, _?): .typeAheadEntry(isRightToLeft: isRightToLeft)
        }
    }

    /// The wheel as drawn now.
    public var wheelView: WheelView<Source> {
        WheelView(wheel, isRightToLeft: isRightToLeft, visibleRows: Self.wheelRows)
    }

    // MARK: TerminalPicker

    public func preferredHeight(forWidth width: Int) -> Int {
        (header == nil ? 0 : 1) + Self.wheelRows + (showsHelp ? 1 : 0)
    }

    /// Every component keeps three columns of title (or its whole title when shorter) between
    /// its markers, and the wheel keeps three rows.
    public var minimumSize: AreaSize {
        let view = wheelView
        let count = wheel.source.numberOfComponents
        let titles = (0..<count).reduce(0) { $0 + max(1, view.contentWidth(ofComponent: $1, upTo: 3)) }
        let width = titles + count * WheelLayout.Chrome.levels[0].perColumn + max(0, count - 1)
        return AreaSize(width: max(1, width), height: Self.minimumWheelRows)
    }

    public mutating func areaDidChange(to size: AreaSize) {
        areaSize = size
    }

    public mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        // Time first, so the type-ahead prefix resets after a pause (SPEC 1.11).
        wheel.apply(.tick(now: now))
        switch event {
        case .key(let key):
            switch keyMap.command(for: key) {
            case .action(let action)?: return perform(action)
            case .beginTypeAhead?: typeAheadEntry = ""
            case .endTypeAhead?: typeAheadEntry = nil
            case nil: break
            }
        case .mouse(let mouse):
            let view = wheelView
            let layout = view.layout(in: sections(in: currentArea).wheel)
            for action in WheelMouseMap.actions(for: mouse, view: view, layout: layout) {
                wheel.apply(action)
            }
        case .paste(let text):
            // Pasted text is typed, whatever the key mode: it cannot be mistaken for motions.
            let typed = String(text.filter { !$0.isNewline && $0 != "\t" })
            if !typed.isEmpty { return perform(.type(typed)) }
        }
        return .running
    }

    public mutating func tick(now: Double) {
        wheel.apply(.tick(now: now))
    }

    public var needsTicks: Bool { wheel.isMoving }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let parts = sections(in: area)
        if let header, let line = parts.header {
            write(DisplayText.sanitized(header), in: line, style: theme.header, into: &buffer)
        }
        wheelView.render(into: &buffer, area: parts.wheel, theme: theme)
        if let line = parts.help {
            write(helpText, in: line, style: theme.help, into: &buffer)
        }
    }

    /// Writes a line of text cut to `line`, from its leading edge (the right one right-to-left).
    private func write(_ text: String, in line: Rect, style: Style, into buffer: inout Buffer) {
        let fitted = DisplayText.fitted(text, toWidth: line.width)
        let x = isRightToLeft ? line.x + line.width - DisplayWidth.of(fitted) : line.x
        buffer.write(fitted, x: x, y: line.y, style: style, clip: line)
    }

    public var output: [UInt8] {
        if let formatOutput { return formatOutput(wheel) }
        let selection = wheel.state.selection
        let values = (0..<wheel.source.numberOfComponents).map { component -> [UInt8] in
            guard let row = wheel.selectedRow(inComponent: component) else { return [] }
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
            return .confirmed
        case .cancel:
            return .cancelled
        case .type(let text):
            if typeAheadEntry != nil { typeAheadEntry?.append(text) }
            return .running
        default:
            return .running
        }
    }

    /// The area mouse events are mapped in: the one the session gave, or (before it gave any)
    /// the preferred size, wide enough that nothing is shortened.
    private var currentArea: Rect {
        let size = areaSize ?? AreaSize(width: 10_000, height: preferredHeight(forWidth: 10_000))
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
}

extension WheelTerminalPicker {
    /// Where the header, the wheel and the help line go in `area`.
    struct Sections {
        var header: Rect?
        var wheel: Rect
        var help: Rect?
    }

    /// Splits `area`: the wheel wants five rows, keeps at least three, and gives up the help
    /// line first, then the header, when rows are short.
    func sections(in area: Rect) -> Sections {
        var wantsHeader = header != nil
        var wantsHelp = showsHelp
        let lines = { (wantsHeader ? 1 : 0) + (wantsHelp ? 1 : 0) }
        if area.height < lines() + Self.wheelRows { wantsHelp = false }
        if area.height < lines() + Self.minimumWheelRows { wantsHeader = false }
        let wheelHeight = min(Self.wheelRows, area.height - lines())
        var y = area.y
        var result = Sections(wheel: area)
        if wantsHeader {
            result.header = Rect(x: area.x, y: y, width: area.width, height: 1)
            y += 1
        }
        result.wheel = Rect(x: area.x, y: y, width: area.width, height: wheelHeight)
        y += wheelHeight
        if wantsHelp { result.help = Rect(x: area.x, y: y, width: area.width, height: 1) }
        return result
    }
}
