import TerminalUI

/// Several fields in one prompt, each answered with any ``PromptPicker`` (wheels, a date, a
/// time, a made-up stepper), like huh's forms: answered fields stay on screen as
/// `Fruit: Cherry` lines above the focused field, the fields not reached yet are listed dimmed
/// below it, and one help line, generated from the key tables, serves them all.
///
/// Keys:
/// - **Enter** is the focused picker's own (a compact date button opens on it, its popover
///   closes on it); when the picker would confirm, the form validates the field instead: a
///   message refuses it (shown under the field until the value is valid), else the field is
///   answered and the next one focused. Enter on the last field submits the form, once every
///   field is valid.
/// - **Tab** answers the field the same way and moves on (never submitting); **Shift-Tab**
///   goes back one field, unvalidated, keeping the answers. The form owns Tab and Shift-Tab,
///   so a picker that uses them for its own parts (a `dateAndTime` grid's time) is better
///   asked as two fields, a date and a time.
/// - **↑/↓** belong to the focused picker (every wheel and grid uses them); for a picker that
///   does not bind them they move between fields as Shift-Tab and Tab do.
/// - **Esc** is the focused picker's: a compact popover closes; otherwise it cancels the whole
///   form, as it cancels every picker (going back is Shift-Tab's job, so Esc always gets out).
/// - Every other key, typing and pastes go to the focused picker; a click on an answered line
///   above goes back to that field, a click in the picker is the picker's.
///
/// A field whose options or bounds follow earlier answers (a city after its country) is built
/// again each time a field above it is answered, keeping its value where it still fits.
///
/// Sizes, the too-small notice and a short area follow the prompt frame's rules: the header
/// (the form's title) and the help line go first, then `FormLayout` gives up the other
/// fields' lines, and below the focused field's minimum the session shows its notice.
///
/// On submit, ``output`` is each field's own output on its own line (`Cherry`, `2026-11-24`,
/// `14:30`), so a script reads one line per field.
///
/// ```swift
/// var form = FormPicker([
///     FormField("Fruit", WheelTerminalPicker(WheelPicker(source: fruits))),
///     FormField("Day", try DateTerminalPicker(state: day), isDateEnabled: { !isSunday($0) }),
///     FormField("Time", try DateTerminalPicker(state: time)),
/// ], header: "Book a table")
/// // 60 columns, after Cherry was chosen, no colour:
/// // Book a table
/// // Fruit: Cherry
/// // Day
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// //   …
/// //
/// // Time
/// // ←→↑↓ day · tab/⇧tab field · enter next · esc cancel
/// ```
public struct FormPicker: PromptPicker {
    /// The fields, with their pickers as input has left them.
    public private(set) var fields: [FormField]
    /// The field keys act on.
    public private(set) var focus: Int
    /// Which fields have been answered (Enter or Tab accepted them).
    public private(set) var answered: [Bool]
    /// The focused field's validation message, while one is shown: from a refused Enter or Tab
    /// until the field's value is valid (it follows the value as it changes meanwhile).
    public private(set) var message: String?
    /// Header (the form's title), help line, direction and area.
    public var prompt: PromptFrame
    /// A rule across the fields, asked when the person submits once every field is valid: an
    /// issue refuses the submit, focuses the field it names and shows its message there
    /// (Behaviour 6.4). Nil for none.
    public var formValidation: (([FormField]) -> FormIssue?)?
    /// Whether ``message`` is the form-level issue's, checked again as the answers change.
    private var showsFormIssue = false
    /// The field whose answer was just accepted, said with the next field in screen-reader
    /// mode; cleared by the next key the field handles.
    var justAnswered: Int?

    /// A form of `fields` (at least one), the first focused, with `header` as its title.
    ///
    /// ```swift
    /// FormPicker([FormField("Fruit", fruitPicker), FormField("Day", dayPicker)], header: "Order")
    /// ```
    public init(_ fields: [FormField], header: String? = nil, showsHelp: Bool = true, isRightToLeft: Bool = false) {
        precondition(!fields.isEmpty, "A form needs at least one field")
        self.fields = fields
        focus = 0
        answered = Array(repeating: false, count: fields.count)
        prompt = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: isRightToLeft)
    }

    /// The form's key mode, and every field's: a letter the form hands a field means there what
    /// it means in the form's help line.
    public var keyMode: KeyMode {
        get { prompt.keyMode }
        set {
            prompt.keyMode = newValue
            for index in fields.indices { fields[index].editor.keyMode = newValue }
        }
    }

    /// True when the focused field is the last one: Enter there submits.
    public var isOnLastField: Bool { focus == fields.count - 1 }

    // MARK: PromptPicker

    /// The answered lines, the focused field and the fields not reached, as drawn now.
    public var body: FormView {
        FormView(fields: fields, focus: focus, answered: answered, message: message, frame: prompt)
    }

    /// Keeps the area for mouse mapping and gives the focused picker its rows in it.
    public mutating func areaDidChange(to size: AreaSize) {
        prompt.areaSize = size
        giveFocusedFieldItsArea()
    }

    /// Tab answers the field and moves on, Shift-Tab goes back; ``FormAction/field`` keys are
    /// handed to the picker by ``handle(_:now:)`` instead.
    public mutating func perform(_ action: FormAction) -> PickerStatus {
        switch action {
        case .nextField: _ = accept(submitting: false)
        case .previousField: moveFocus(to: focus - 1)
        case .field: break
        }
        return .running
    }

    /// Looks a key up in ``keyBindings``: the form's own keys act here, the picker's go to the
    /// focused picker (its confirming becomes the field's Enter, its cancelling the form's);
    /// pastes go to the picker, clicks as ``FormPicker`` says. A validation message showing
    /// is checked again afterwards.
    public mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        tick(now: now)
        var status = PickerStatus.running
        switch event {
        case .key(let key):
            switch keyBindings.action(for: key) {
            case .field?: status = handleInField(event, now: now)
            case let action?: status = perform(action)
            case nil: break
            }
        case .mouse(let mouse):
            handleMouse(mouse, now: now)
        case .paste:
            status = handleInField(event, now: now)
        }
        if message != nil { message = fields[focus].validationMessage ?? formIssueMessageHere() }
        if message == nil { showsFormIssue = false }
        giveFocusedFieldItsArea()
        return status
    }

    /// Advances every field's animations to `now`.
    public mutating func tick(now: Double) {
        // Every field, so a wheel left while it still turned comes to rest on its answer.
        for index in fields.indices where fields[index].editor.needsTicks {
            fields[index].editor.tick(now: now)
        }
    }

    /// True while any field's picker moves.
    public var needsTicks: Bool { fields.contains { $0.editor.needsTicks } }

    /// The cursor shows while the focused field is a text field, at its caret.
    public var showsCursor: Bool { fields[focus].editor.showsCursor }

    /// Each field's output on its own line.
    public var output: [UInt8] {
        Array(fields.map(\.editor.output).joined(separator: [0x0A]))
    }

    // MARK: Moving between fields

    /// The focused field's answer, checked: refused with its message, or accepted and the next
    /// field focused; on the last field with `submitting`, every field is checked and the form
    /// confirms (a field still invalid is focused with its message instead).
    mutating func accept(submitting: Bool) -> PickerStatus {
        if let refusal = fields[focus].validationMessage {
            message = refusal
            return .running
        }
        answered[focus] = true
        justAnswered = focus
        rebuildFields(after: focus)
        guard isOnLastField else {
            moveFocus(to: focus + 1)
            justAnswered = focus - 1
            return .running
        }
        guard submitting else { return .running }
        if let invalid = fields.indices.first(where: { fields[$0].validationMessage != nil }) {
            moveFocus(to: invalid)
            message = fields[invalid].validationMessage
            return .running
        }
        if let issue = formValidation?(fields) {
            moveFocus(to: index(of: issue))
            message = issue.message
            showsFormIssue = true
            return .running
        }
        return .confirmed
    }

    /// Builds again every field after `index` that follows earlier answers (``FormField`` with a
    /// rebuild), so its options and bounds match the answers above it; a field whose answer
    /// changed that way is no longer answered.
    mutating func rebuildFields(after index: Int) {
        for later in fields.indices where later > index {
            guard let rebuild = fields[later].rebuild,
                  var rebuilt = rebuild(Array(fields[..<later]), fields[later]) else { continue }
            rebuilt.rebuild = rebuild
            rebuilt.editor.keyMode = keyMode
            if rebuilt.summary != fields[later].summary { answered[later] = false }
            fields[later] = rebuilt
        }
    }

    /// The field `issue` points at: the one with its label, else the focused one.
    private func index(of issue: FormIssue) -> Int {
        issue.field.flatMap { label in fields.firstIndex { $0.label == label } } ?? focus
    }

    /// The form-level issue's message while it is shown and still points at the focused field.
    private func formIssueMessageHere() -> String? {
        guard showsFormIssue, let issue = formValidation?(fields), index(of: issue) == focus else { return nil }
        return issue.message
    }

    /// Focuses field `index` (when it exists), the message cleared.
    mutating func moveFocus(to index: Int) {
        guard fields.indices.contains(index), index != focus else { return }
        focus = index
        message = nil
        showsFormIssue = false
        justAnswered = nil
        giveFocusedFieldItsArea()
    }

    // MARK: Events in the field

    /// Hands `event` to the focused picker; its confirming becomes the field's acceptance, its
    /// cancelling the form's.
    private mutating func handleInField(_ event: InputEvent, now: Double) -> PickerStatus {
        justAnswered = nil
        switch fields[focus].editor.handle(event, now: now) {
        case .running: return .running
        case .confirmed: return accept(submitting: true)
        case .cancelled: return .cancelled
        }
    }

    /// A click on a line above goes back to its field; one in the picker's rows is the
    /// picker's, made relative to them.
    private mutating func handleMouse(_ mouse: MouseEvent, now: Double) {
        let parts = body.layout(in: sections(in: currentArea).body)
        if case .press(.left) = mouse.kind, let field = parts.field(onRow: mouse.y), field < focus {
            moveFocus(to: field)
            return
        }
        guard parts.picker.height > 0, mouse.y >= parts.picker.y, mouse.y < parts.picker.y + parts.picker.height else { return }
        var local = mouse
        local.x -= parts.picker.x
        local.y -= parts.picker.y
        _ = handleInField(.mouse(local), now: now)
    }

    /// Tells the focused picker the size of its rows in the area the session last gave.
    private mutating func giveFocusedFieldItsArea() {
        guard prompt.areaSize != nil else { return }
        let rows = body.layout(in: sections(in: currentArea).body).picker
        fields[focus].editor.areaDidChange(to: AreaSize(width: rows.width, height: rows.height))
    }
}

/// What a key does in a ``FormPicker``.
public enum FormAction: Equatable, Sendable {
    /// Answers the focused field and focuses the next (Tab; ↓ when the field does not use it).
    case nextField
    /// Focuses the previous field (Shift-Tab; ↑ when the field does not use it).
    case previousField
    /// Goes to the focused field's picker, which binds the key.
    case field
}
