import PickerCore
import TerminalUI

/// The keys of a date picker's wheels, as data: the wheel picker's table
/// (``KeyMap/standard(isRightToLeft:labelsColumns:)``) with the spoken hints a date
/// component needs, so the help line and a screen reader name the same keys from one table.
///
/// What typing does depends on the focused component: digits enter a number (hour, day,
/// year), letters choose a name (AM/PM, era), and a month name wheel says nothing of typing.
/// The core keeps the component's label and value (from ICU); the key words are here.
///
/// ```swift
/// DateWheelKeyMap.bindings(isRightToLeft: false, typingOn: .hour).spokenPartHints
/// // ["Up or Down arrow to adjust the value", "type digits to enter it",
/// //  "Left or Right arrow for another component"]
/// ```
enum DateWheelKeyMap {
    /// Up and Down, spoken.
    static let adjust = "Up or Down arrow to adjust the value"
    /// Left and Right, spoken.
    static let otherComponent = "Left or Right arrow for another component"
    /// Typing on a numeric component, spoken.
    static let typeDigits = "type digits to enter it"
    /// Typing on a component of names (AM/PM, era), spoken.
    static let typeLetters = "type the first letters to choose"

    /// The wheels' table, its spoken hints worded for typing on a component of `kind`.
    static func bindings(isRightToLeft: Bool, typingOn kind: DateComponentKind?) -> KeyBindingTable<WheelKeyCommand> {
        let table = WheelKeyMap.standard(isRightToLeft: isRightToLeft).bindings
        let entries = table.entries.map { entry in
            guard entry.spoken != nil else { return entry }
            var entry = entry
            switch entry.action {
            case .action(.step): entry.spoken = adjust
            case .action(.type): entry.spoken = typingHint(on: kind)
            case .action(.focusNext), .action(.focusPrevious): entry.spoken = otherComponent
            default: break
            }
            return entry
        }
        return KeyBindingTable(entries, typing: table.typing)
    }

    /// What typing does on a component of `kind`, spoken; nil when it is not worth saying.
    private static func typingHint(on kind: DateComponentKind?) -> String? {
        guard let kind else { return nil }
        if kind.isNumeric { return typeDigits }
        if kind == .dayPeriod || kind == .era { return typeLetters }
        return nil
    }
}
