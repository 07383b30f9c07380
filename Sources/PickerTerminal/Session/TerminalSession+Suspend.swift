/// Ctrl-Z and SIGTSTP: give the terminal back to the shell, stop, and come back on `fg`.
extension TerminalSession {
    /// Restores the terminal (clearing the inline area), stops the job, and once continued
    /// in the foreground re-enters picker mode with a freshly reserved area, fully redrawn.
    /// Where the job cannot be stopped (``ProcessControl/canSuspendJob``) the picker stays.
    func suspend(preferredHeight: (Int) -> Int) {
        guard ProcessControl.canSuspendJob else { return }
        close(showing: nil)
        // The whole job stops, so a shell waiting on us (`$(…)`, a script) stops too and the
        // person's shell gets its prompt back; `fg` continues us here.
        ProcessControl.suspendJob(untilForegroundOf: terminal)
        // The SIGCONT this caused also reaches the loop, as a harmless extra full redraw.
        try? terminal.enterRawMode()
        open(preferredHeight: preferredHeight)
    }
}
