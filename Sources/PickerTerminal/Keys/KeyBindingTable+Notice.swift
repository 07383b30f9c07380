import TerminalUI

extension KeyBindingTable {
    /// The help line, or in its place a short `notice` (why the last key was refused) fitted to
    /// `width` columns, as the pickers with a notice show it until the next key.
    ///
    /// ```swift
    /// table.helpLine(width: 40, notice: "this day cannot be chosen")   // "this day cannot be chosen"
    /// table.helpLine(width: 40, notice: nil)                           // the help line
    /// ```
    public func helpLine(width: Int?, notice: String?) -> String {
        guard let notice else { return helpLine(width: width) }
        return width.map { DisplayText.fitted(notice, toWidth: $0) } ?? notice
    }
}
