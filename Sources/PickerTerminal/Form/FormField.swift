import Foundation
import PickerCore
import TerminalUI

/// One field of a ``FormPicker``: a label, any ``PromptPicker`` to answer it with, how its
/// answer reads once given, and an optional validation.
///
/// The picker runs inside the form with its own header and help line off; the form draws the
/// label above it, the validation message under it and one help line for all. Keys reach the
/// picker as they would on its own, except Tab and Shift-Tab, which move between fields.
///
/// `validate` is asked when the person leaves the field forward (Enter or Tab) and again when
/// the form is submitted: a message refuses the move and is shown under the field (and spoken
/// in screen-reader mode) until the value is valid; nil accepts.
///
/// ```swift
/// let fruit = FormField("Fruit", WheelTerminalPicker(WheelPicker(source: fruits)))
/// let guests = FormField("Guests", stepper, summary: { "\($0.value)" },
///                        validate: { $0.value > 8 ? "At most 8 guests" : nil })
/// // Answered, the field stays on screen as its label and summary:
/// // Fruit: Cherry
/// ```
public struct FormField {
    /// The field's name, drawn above the picker and before the answer (`Fruit: Cherry`).
    public var label: String
    /// The picker, erased, with the summary and validation bound to its type.
    var editor: any FormFieldEditor
    /// Builds the field again from the fields before it, for a field whose options or bounds
    /// follow earlier answers: ``FormPicker`` calls it with the fields above and the field as it
    /// stands whenever a field above is answered, and the new field keeps the value where it
    /// still fits. Nil (the default) for a field that does not depend on others; a nil result
    /// keeps the field as it is.
    package var rebuild: ((_ earlier: [FormField], _ current: FormField) -> FormField?)?
    /// How the module that built the field reads its typed value back, carried with the field
    /// so that a rebuilt field brings the reader for its own options.
    package var valueReader: Any?

    /// A field answered with `picker`; `summary` says how the answer reads on the answered
    /// line, `validate` returns why the value cannot be accepted (nil: it can).
    ///
    /// ```swift
    /// FormField("Guests", stepper, summary: { "\($0.value)" }, validate: { $0.value == 0 ? "Nobody?" : nil })
    /// ```
    public init<Picker: PromptPicker>(
        _ label: String, _ picker: Picker, summary: @escaping (Picker) -> String,
        validate: @escaping (Picker) -> String? = { _ in nil }
    ) {
        self.label = label
        editor = FormFieldBox(picker, summarize: summary, validate: validate)
    }

    /// The field's picker as it stands, when it is a `Picker`; nil for another type.
    ///
    /// ```swift
    /// form.fields[0].picker(as: WheelTerminalPicker<LineListSource>.self)?.wheel.selectedRow(inComponent: 0)
    /// ```
    public func picker<Picker: PromptPicker>(as type: Picker.Type) -> Picker? {
        (editor as? FormFieldBox<Picker>)?.picker
    }

    /// The answer as the answered line shows it, e.g. `Cherry`.
    public var summary: String { editor.summary }

    /// Why the value cannot be accepted now, or nil when it can.
    public var validationMessage: String? { editor.validationMessage }
}

extension FormField {
    /// A field answered on wheels: the answered line shows each component's selected title,
    /// separated by spaces; the field is spoken as `label`.
    ///
    /// ```swift
    /// FormField("Fruit", WheelTerminalPicker(WheelPicker(source: LineListSource(lines: ["Apple", "Cherry"]))))
    /// // Fruit: Cherry
    /// ```
    public init<Source: WheelDataSource>(
        _ label: String, _ picker: WheelTerminalPicker<Source>,
        validate: @escaping (WheelTerminalPicker<Source>) -> String? = { _ in nil }
    ) {
        var picker = picker
        picker.accessibilityLabel = picker.accessibilityLabel ?? label
        self.init(label, picker, summary: Self.selectedTitles, validate: validate)
    }

    /// A date field: the answered line shows the value as the locale writes it
    /// (`Tuesday, November 24, 2026`, `14:30`). `isDateEnabled` turns days down beside the
    /// bounds: in the month grid they are dimmed and the cursor skips them (Behaviour 1.10); a value
    /// still on one (the wheels style shows no days) is refused with `unavailableMessage`.
    /// `validate` runs after that.
    ///
    /// ```swift
    /// FormField("Day", try DateTerminalPicker(state: tomorrow),
    ///           isDateEnabled: { gregorian.component(.weekday, from: $0) != 1 },
    ///           unavailableMessage: "We are closed on Sundays")
    /// ```
    public init(
        _ label: String, _ picker: DateTerminalPicker, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available",
        validate: @escaping (DateTerminalPicker) -> String? = { _ in nil }
    ) {
        var picker = picker
        picker.accessibilityLabel = picker.accessibilityLabel ?? label
        if let isDateEnabled { picker.isDateEnabled = isDateEnabled }
        self.init(label, picker, summary: { $0.picker.formattedValue }, validate: { picker in
            if let isDateEnabled, picker.state.mode.picksInstant, !isDateEnabled(Self.firstInstant(ofDayOf: picker)) {
                return unavailableMessage
            }
            return validate(picker)
        })
    }

    /// The first instant of the picked day in the picker's zone: what `isDateEnabled` is asked.
    private static func firstInstant(ofDayOf picker: DateTerminalPicker) -> Date {
        let state = picker.state
        return state.calendar.startOfDay(for: state.date)
    }

    private static func selectedTitles<Source: WheelDataSource>(of picker: WheelTerminalPicker<Source>) -> String {
        let wheel = picker.wheel
        return (0..<wheel.source.numberOfComponents).compactMap { component in
            wheel.selectedRow(inComponent: component).map { wheel.title(forRow: $0, inComponent: component) }
        }.map(DisplayText.sanitized).joined(separator: " ")
    }
}
