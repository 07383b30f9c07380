extension DateTerminalPicker {
    /// The help line: the keys of the focused part, joined by ` · `.
    ///
    /// - wheels: `↑↓ change · ←→ column · enter select · esc cancel`
    ///   (beside a grid, `tab calendar` comes before `enter`);
    /// - grid: `←→↑↓ day · pgup/pgdn month · t today · tab time · enter select · esc cancel`
    ///   (`tab time` only with time wheels);
    /// - compact, closed: `enter edit · esc cancel` until the popover has been opened, then
    ///   `enter select · space edit · esc cancel`;
    /// - compact, open: the grid's or wheels' keys ending in `enter/esc close`.
    public var helpText: String {
        if style == .compact, !isPopoverOpen {
            let parts = hasOpenedPopover ? ["enter select", "space edit", "esc cancel"] : ["enter edit", "esc cancel"]
            return parts.joined(separator: " · ")
        }
        let ending = style == .compact ? ["enter/esc close"] : ["enter select", "esc cancel"]
        let keys: [String]
        switch focus {
        case .grid:
            keys = ["←→↑↓ day", "pgup/pgdn month", "t today"] + (timePicker != nil ? ["tab time"] : [])
        case .wheels:
            keys = ["↑↓ change", "←→ column"] + (showsGrid ? ["tab calendar"] : [])
        }
        return (keys + ending).joined(separator: " · ")
    }
}
