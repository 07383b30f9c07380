extension DateTerminalPicker {
    /// The help line, whole: the labels of the keys in force (``keyBindings``), joined by ` · `.
    ///
    /// - wheels: `↑↓ change · ←→ column · enter select · esc cancel`
    ///   (beside a grid, `tab calendar` comes before `enter`);
    /// - grid: `←→↑↓ day · pgup/pgdn month · t today · tab time · enter select · esc cancel`
    ///   (`tab time` only with time wheels);
    /// - compact, closed: `enter edit · esc cancel` until the popover has been opened, then
    ///   `enter select · space edit · esc cancel`;
    /// - compact, open: the grid's or wheels' keys ending in `enter/esc close`.
    ///
    /// In a narrow area the frame drops `tab …`, `t today`, then `pgup/pgdn month` and
    /// `←→ column`, never `enter` and `esc` (see ``KeyBindingTable/helpLine(width:)``).
    public var helpText: String { helpText(width: nil) }
}
