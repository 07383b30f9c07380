/// Ctrl-Z and SIGTSTP: give the terminal back to the shell, stop, and come back on `fg`.
extension TerminalSession {
    /// Restores the terminal (clearing the inline area), stops the process, and once continued
    /// in the foreground re-enters picker mode with a freshly reserved area, fully redrawn.
    func suspend(preferredHeight: (Int) -> Int) {
        close(showing: nil)
        ProcessControl.stopSelf()
        // Continued by `bg`: touching the terminal now would stop us with SIGTTOU anyway, so
        // stay stopped until `fg`.
        while !terminal.isForeground {
            ProcessControl.stopSelf()
        }
        // The SIGCONT this caused also reaches the loop, as a harmless extra full redraw.
        try? terminal.enterRawMode()
        open(preferredHeight: preferredHeight)
    }
}
