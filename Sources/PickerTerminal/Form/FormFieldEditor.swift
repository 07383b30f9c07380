import TerminalUI

/// What a form asks of a field's picker, whatever the picker's type: the form holds its fields
/// as `any FormFieldEditor`, so a wheel, a date picker and a made-up stepper sit side by side.
///
/// The picker runs with its own chrome off (no header, no help line): the form draws the
/// field's label and one help line for everything.
protocol FormFieldEditor {
    /// The rows the picker wants now at `width` (its body alone).
    func currentPreferredHeight(forWidth width: Int) -> Int
    /// The rows it wants whatever it shows (an open popover included).
    func preferredHeight(forWidth width: Int) -> Int
    /// The smallest area for what it shows now.
    var currentMinimumSize: AreaSize { get }
    /// The smallest area whatever it shows.
    var minimumSize: AreaSize { get }
    /// Tells the picker the size of the rows the form gives it.
    mutating func areaDidChange(to size: AreaSize)
    /// Hands the picker an event (mouse coordinates relative to its rows).
    mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus
    /// Advances the picker's animations.
    mutating func tick(now: Double)
    /// True while the picker moves.
    var needsTicks: Bool { get }
    /// Draws the picker's body into `area`.
    func render(into buffer: inout Buffer, area: Rect, theme: Theme)
    /// The picker's keys in force now, each standing for "hand the key to the field".
    var keyBindings: KeyBindingTable<FormAction> { get }
    /// The picker's key mode: the form's, so a vim letter handed to the field moves it.
    var keyMode: KeyMode { get set }
    /// What the picker says about its focused part, e.g. "Fruit, Banana, 2 of 3, adjustable. ...".
    var accessibleAnnouncement: String { get }
    /// The value as the answered line shows it, e.g. `Cherry`.
    var summary: String { get }
    /// Why the value cannot be accepted, or nil when it can.
    var validationMessage: String? { get }
    /// The picker's own output bytes.
    var output: [UInt8] { get }
    /// Whether the terminal's cursor shows on the picker (a text field's caret).
    var showsCursor: Bool { get }
}

/// A field's picker with the closures that make it a field: its answered line and its
/// validation, both read from the picker as it stands.
struct FormFieldBox<Picker: PromptPicker>: FormFieldEditor {
    var picker: Picker
    let summarize: (Picker) -> String
    let validate: (Picker) -> String?

    init(_ picker: Picker, summarize: @escaping (Picker) -> String, validate: @escaping (Picker) -> String?) {
        var picker = picker
        picker.header = nil
        picker.showsHelp = false
        self.picker = picker
        self.summarize = summarize
        self.validate = validate
    }

    func currentPreferredHeight(forWidth width: Int) -> Int { picker.currentPreferredHeight(forWidth: width) }
    func preferredHeight(forWidth width: Int) -> Int { picker.preferredHeight(forWidth: width) }
    var currentMinimumSize: AreaSize { picker.currentMinimumSize }
    var minimumSize: AreaSize { picker.minimumSize }
    mutating func areaDidChange(to size: AreaSize) { picker.areaDidChange(to: size) }
    mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus { picker.handle(event, now: now) }
    mutating func tick(now: Double) { picker.tick(now: now) }
    var needsTicks: Bool { picker.needsTicks }
    func render(into buffer: inout Buffer, area: Rect, theme: Theme) { picker.render(into: &buffer, area: area, theme: theme) }
    var keyBindings: KeyBindingTable<FormAction> { picker.keyBindings.map { _ in FormAction.field } }
    var keyMode: KeyMode {
        get { picker.keyMode }
        set { picker.keyMode = newValue }
    }
    var accessibleAnnouncement: String { picker.accessibleAnnouncement }
    var summary: String { summarize(picker) }
    var validationMessage: String? { validate(picker) }
    var output: [UInt8] { picker.output }
    var showsCursor: Bool { picker.showsCursor }
}
