import TerminalUI

/// The form's key table: the focused picker's keys, Tab and Shift-Tab between fields, and the
/// picker's Enter and Esc worded for a form, so the help line and the spoken hints come from one
/// table as for every picker.
extension FormPicker {
    /// The keys in force: the focused picker's own keys (all standing for ``FormAction/field``),
    /// then `tab/⇧tab field` (and `↑↓ field` when the picker leaves the arrows unbound), then
    /// the picker's Enter and Esc, Enter labelled `enter next`, or `enter submit` on the last
    /// field.
    ///
    /// ```swift
    /// form.helpText(width: nil)   // on a wheel field: "↑↓ change · tab/⇧tab field · enter next · esc cancel"
    /// ```
    public var keyBindings: KeyBindingTable<FormAction> {
        var field = fields[focus].editor.keyBindings
        for key in Self.fieldKeys { field[key] = nil }
        var navigation = [
            KeyBinding([KeyStroke(.tab)], FormAction.nextField, help: "tab/⇧tab field",
                       spoken: "Tab and Shift-Tab move between fields", priority: .high),
            KeyBinding([KeyStroke(.tab, .shift)], FormAction.previousField),
        ]
        if field.action(for: KeyStroke(.up)) == nil, field.action(for: KeyStroke(.down)) == nil {
            navigation += [
                KeyBinding([KeyStroke(.down)], FormAction.nextField, help: "↑↓ field", priority: .high),
                KeyBinding([KeyStroke(.up)], FormAction.previousField),
            ]
        }
        let own = field.entries.filter { $0.role == nil }
        let endings = field.entries.filter { $0.role != nil }.map(wordedForForm)
        return KeyBindingTable(own + navigation + endings, typing: field.typing)
    }

    /// The keys the form takes from every picker.
    static var fieldKeys: [KeyStroke] { [KeyStroke(.tab), KeyStroke(.tab, .shift)] }

    /// A picker's "enter select" as the form means it: the next field, or submitting.
    private func wordedForForm(_ binding: KeyBinding<FormAction>) -> KeyBinding<FormAction> {
        // Only the plain confirming Enter changes meaning; a compact button's "enter edit" or
        // a popover's "enter/esc close" still do what they say.
        guard binding.role == .confirm, binding.help == "enter select" else { return binding }
        var worded = binding
        worded.help = isOnLastField ? "enter submit" : "enter next"
        worded.spoken = isOnLastField ? "Enter submits the form" : "Enter goes to the next field"
        return worded
    }
}
