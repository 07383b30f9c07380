import TerminalUI

/// Any picker with a validation that refuses Enter (Behaviour 6.4): when the picker would
/// confirm, `validate` is asked about it as it stands; a message keeps the prompt open and
/// shows under the picker, marked as a form marks its field's (`✗ At least two`), until the
/// value is valid again.
///
/// This is the one validation every prompt family goes through (PickerKit's `validate:`
/// parameters wrap the prompt's picker in it), so a wheel, a date, a range and a list refuse
/// Enter alike. The message follows the value: after every key while it shows, `validate` is
/// asked again and the message changes or goes. Esc still cancels, whatever the value.
///
/// The picker keeps its own rows; the message takes one more row below them (below the help
/// line) while it shows, and the area given to the picker shrinks by that row when the session
/// cannot grow it.
///
/// ```swift
/// var picker = ValidatingPicker(WheelTerminalPicker(fruits, header: "Fruit")) { wheel in
///     wheel.wheel.selectedRow(inComponent: 0) == 0 ? "Apples are sold out" : nil
/// }
/// _ = picker.handle(.key(KeyStroke(.enter)), now: 0)   // .running: refused
/// picker.message                                       // "Apples are sold out"
/// // Fruit
/// //   …
/// // ↑↓ change · enter select · esc cancel
/// // ✗ Apples are sold out
/// ```
public struct ValidatingPicker<Base: TerminalPicker>: TerminalPicker {
    /// The picker as input has left it.
    public var base: Base
    /// Why the picker's value cannot be accepted (nil: it can), asked when it would confirm.
    public var validate: (Base) -> String?
    /// The message shown under the picker: from a refused Enter until the value is valid.
    public private(set) var message: String?
    /// The message is written from the right edge, as the prompt's other lines (Behaviour 1.4).
    public var isRightToLeft: Bool
    /// The area the session last gave, the message's row included.
    private var area: AreaSize?

    /// The marker before a message, the same as a form's field (Behaviour 6.4).
    public static var messageMarker: String { FormView.messageMarker }

    /// `base`, with Enter refused while `validate` returns a message.
    ///
    /// ```swift
    /// ValidatingPicker(stepper) { $0.value == 0 ? "Nobody?" : nil }
    /// ```
    public init(_ base: Base, isRightToLeft: Bool = false, validate: @escaping (Base) -> String?) {
        self.base = base
        self.isRightToLeft = isRightToLeft
        self.validate = validate
    }

    /// The picker's rows and one for a message.
    public func preferredHeight(forWidth width: Int) -> Int { base.preferredHeight(forWidth: width) + 1 }

    /// The picker's smallest area; a message row that does not fit is left out.
    public var minimumSize: AreaSize { base.minimumSize }

    /// The picker's rows now, and the message's while it shows.
    public func currentPreferredHeight(forWidth width: Int) -> Int {
        base.currentPreferredHeight(forWidth: width) + (message == nil ? 0 : 1)
    }

    /// The picker's smallest area now.
    public var currentMinimumSize: AreaSize { base.currentMinimumSize }

    /// Keeps the area, and gives the picker what the message leaves.
    public mutating func areaDidChange(to size: AreaSize) {
        area = size
        giveBaseItsArea()
    }

    /// Hands `event` to the picker; its confirming is checked first and refused with a message
    /// when `validate` gives one. A message showing is checked again after every event.
    public mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        var status = base.handle(event, now: now)
        if status == .confirmed, let refusal = validate(base) {
            message = refusal
            status = .running
        } else if message != nil {
            message = validate(base)
        }
        giveBaseItsArea()
        return status
    }

    public mutating func tick(now: Double) { base.tick(now: now) }

    public var needsTicks: Bool { base.needsTicks }

    /// The picker in its rows, then the message on the row below them.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        guard let message, let row = messageRow(in: area) else {
            base.render(into: &buffer, area: area, theme: theme)
            return
        }
        base.render(into: &buffer, area: Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1), theme: theme)
        let line = DisplayText.fitted(Self.messageMarker + DisplayText.sanitized(message), toWidth: area.width)
        let x = isRightToLeft ? row.x + row.width - DisplayText.width(line) : row.x
        _ = buffer.write(line, x: x, y: row.y, style: theme.notice)
    }

    public var output: [UInt8] { base.output }

    public var accessibleDescription: [String] {
        base.accessibleDescription + (message.map { [$0] } ?? [])
    }

    /// The picker's announcement, then the message while it shows, as a form says its field's.
    public var accessibleAnnouncement: String {
        guard let message else { return base.accessibleAnnouncement }
        return "\(base.accessibleAnnouncement) \(DisplayText.sanitized(message))"
    }

    public var spokenAnswer: String { base.spokenAnswer }

    /// The base's change, then the message while one shows: a value refused is heard with why.
    public var accessibleChange: String {
        guard let message else { return base.accessibleChange }
        return "\(base.accessibleChange). \(DisplayText.sanitized(message))"
    }

    public var keyMode: KeyMode {
        get { base.keyMode }
        set { base.keyMode = newValue }
    }

    public var showsCursor: Bool { base.showsCursor }

    /// The last row of `area` when the picker keeps at least its minimum above it.
    private func messageRow(in area: Rect) -> Rect? {
        guard area.height - 1 >= max(1, base.currentMinimumSize.height) else { return nil }
        return Rect(x: area.x, y: area.y + area.height - 1, width: area.width, height: 1)
    }

    private mutating func giveBaseItsArea() {
        guard let area else { return }
        let rows = message != nil && area.height - 1 >= max(1, base.currentMinimumSize.height) ? area.height - 1 : area.height
        base.areaDidChange(to: AreaSize(width: area.width, height: rows))
    }
}
