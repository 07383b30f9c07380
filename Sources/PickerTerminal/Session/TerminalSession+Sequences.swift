/// The escape sequences the session writes to put the terminal into picker mode and back.
///
/// Only relative cursor moves are used around the inline area, so it works wherever the
/// prompt happens to be; the frames themselves come from ``FrameDiff``.
enum TerminalSequences {
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// Mouse clicks and wheel (1000) reported in SGR form (1006), which has no 223-column limit.
    static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"
    /// Pasted text arrives wrapped in markers, so a paste is not taken for typed keys.
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let resetStyle = "\u{1B}[0m"
    static let home = "\u{1B}[H"
    static let clearScreen = "\u{1B}[2J"
    /// Clears from the cursor to the end of the screen: the inline area and anything below it.
    static let clearBelow = "\u{1B}[J"
    /// Asks for the cursor position; the terminal answers `ESC [ row ; column R`.
    static let reportCursorPosition = "\u{1B}[6n"

    static func up(_ rows: Int) -> String { rows > 0 ? "\u{1B}[\(rows)A" : "" }
    static func down(_ rows: Int) -> String { rows > 0 ? "\u{1B}[\(rows)B" : "" }
    static func right(_ columns: Int) -> String { columns > 0 ? "\u{1B}[\(columns)C" : "" }

    /// Picker mode: no cursor, mouse and bracketed paste on (after the alternate screen, if any).
    static func enter(fullscreen: Bool) -> String {
        (fullscreen ? enterAlternateScreen + home + clearScreen : "") + hideCursor + enableMouse
            + enableBracketedPaste
    }

    /// Everything ``enter(fullscreen:)`` turned on, turned off again.
    static func leave(fullscreen: Bool) -> String {
        resetStyle + disableBracketedPaste + disableMouse + showCursor + (fullscreen ? leaveAlternateScreen : "")
    }
}
