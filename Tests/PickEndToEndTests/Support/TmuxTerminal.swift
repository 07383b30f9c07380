import Foundation

/// A real terminal for one test: a private tmux server (its own socket) running an interactive
/// bash in an 80×24 window, driven as a person would: type, press keys, look at the screen.
///
/// The pane's shell has `$P` (the `pick` binary) and `$D` (the test's scratch folder) set and
/// the screen cleared, so commands stay short and the screen holds only what the test did. The
/// server is killed when the value goes away, whatever the test's fate.
final class TmuxTerminal {
    let socket = "pick-e2e-\(UUID().uuidString.prefix(12))"
    let scratch: Scratch
    /// How long to wait for the screen or a file before failing: generous, for loaded CI machines.
    let patience: Double = 30

    init(width: Int = 80, height: Int = 24, scratch: Scratch) throws {
        self.scratch = scratch
        // The pane's shell gets its variables with -e: tmux does not hand its own environment
        // to new panes wholesale.
        // PS1 goes on the command itself: bash takes no prompt from a variable tmux sets.
        let passedOn = CommandRunner.passedOn.compactMap { name in
            ProcessInfo.processInfo.environment[name].map { "\(name)=\($0)" }
        }
        let variables = ["HISTFILE=/dev/null", "P=\(PickBinary.path)", "D=\(scratch.path)"] + passedOn
        try tmux(
            ["-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)"]
                + variables.flatMap { ["-e", $0] } + ["env PS1='$ ' bash --norc --noprofile"])
        // A lone Esc must reach pick at once, not after tmux's own 500 ms wait.
        try tmux(["set-option", "-s", "escape-time", "0"])
        try tmux(["set-option", "-g", "status", "off"])
        try waitForScreen("prompt") { $0.contains("$") }
        try type("export P D; clear")
        try waitForScreen("a cleared screen") { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "$" }
    }

    deinit {
        // Killing the session ends the server (it exits when empty); kill-server alone can be
        // ignored by a server that inherited a blocked SIGTERM from the test runner.
        _ = try? tmux(["kill-session", "-t", "e2e"])
        _ = try? tmux(["kill-server"])
    }

    /// Types `text` into the pane and presses Enter.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "e2e", "-l", text])
        try tmux(["send-keys", "-t", "e2e", "Enter"])
    }

    /// Presses keys by tmux name: "Down", "Enter", "Escape", "C-c", "End", or literal text with `literal`.
    func press(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", "e2e"] + (literal ? ["-l"] : []) + keys)
    }

    /// Whether the terminal's cursor is shown (tmux's `cursor_flag`).
    func isCursorVisible() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "e2e", "#{cursor_flag}"]).outputText.hasPrefix("1")
    }

    /// The screen as text, one line per row, trailing blanks trimmed.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "e2e"]).outputText
    }

    /// The screen with its escape sequences (colours and attributes) kept.
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "e2e"]).outputText
    }

    /// Where the terminal's cursor is: column and row of the pane, from zero.
    func cursor() throws -> (x: Int, y: Int) {
        let text = try tmux(["display-message", "-p", "-t", "e2e", "#{cursor_x},#{cursor_y}"]).outputText
        let numbers = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard numbers.count == 2 else { throw TmuxTerminalError.failed("no cursor position in \(text.debugDescription)") }
        return (numbers[0], numbers[1])
    }

    /// The screen's rows.
    func lines() throws -> [String] {
        try screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Appends everything the program in the pane writes from now on to the file at `path`
    /// (the raw bytes, escape sequences tmux itself would drop included).
    func recordOutput(to path: String) throws {
        try tmux(["pipe-pane", "-o", "-t", "e2e", "cat >> '\(path)'"])
    }

    /// Resizes the window, as dragging the terminal's corner would.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `isExpected` holds, failing with the last screen after ``patience``.
    @discardableResult
    func waitForScreen(_ what: String, _ isExpected: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(patience)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if isExpected(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxTerminalError.timedOut("waiting for \(what); the screen was:\n\(last)")
    }

    /// Waits until `text` shows on screen.
    @discardableResult
    func waitFor(_ text: String) throws -> String {
        try waitForScreen("'\(text)'") { $0.contains(text) }
    }

    /// Waits for a file the shell writes last (e.g. the exit status) and returns its text.
    func waitForFile(_ name: String, patience: Double? = nil) throws -> String {
        let deadline = Date().addingTimeInterval(patience ?? self.patience)
        while Date() < deadline {
            if let text = scratch.text(name), text.hasSuffix("\n") { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxTerminalError.timedOut("waiting for \(name); the screen was:\n\((try? screen()) ?? "")")
    }

    /// The process id of the program running in the foreground of the pane (a child of its shell).
    func foregroundProcessID(named name: String) throws -> Int32 {
        let shell = try tmux(["display-message", "-p", "-t", "e2e", "#{pane_pid}"]).outputText
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let deadline = Date().addingTimeInterval(patience)
        while Date() < deadline {
            if let pid = Self.children(of: shell).first(where: { Self.commandName(of: $0) == name }) { return pid }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxTerminalError.timedOut("no '\(name)' process under the pane's shell \(shell)")
    }

    /// The pane's title: what an OSC 0 or OSC 2 sequence written to the terminal last set.
    func paneTitle() throws -> String {
        try tmux(["display-message", "-p", "-t", "e2e", "#{pane_title}"]).outputText
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The child processes of `pid`, from /proc (no procps needed on a bare CI machine).
    private static func children(of pid: String) -> [Int32] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { Int32($0) }
    }

    private static func commandName(of pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> ProcessResult {
        try Self.tmux(socket: socket, arguments)
    }

    /// Runs tmux on the private server at `socket`; a failure other than a `kill-` command's
    /// (the server may be gone already) is an error naming the command.
    @discardableResult
    static func tmux(socket: String, _ arguments: [String]) throws -> ProcessResult {
        let result = try CommandRunner.run("/usr/bin/env", ["tmux", "-L", socket] + arguments)
        guard result.status == 0 || arguments.first?.hasPrefix("kill-") == true else {
            throw TmuxTerminalError.failed("tmux \(arguments.joined(separator: " ")): \(result.standardError)")
        }
        return result
    }
}

enum TmuxTerminalError: Error, CustomStringConvertible {
    case timedOut(String)
    case failed(String)

    var description: String {
        switch self {
        case let .timedOut(message): "timed out \(message)"
        case let .failed(message): message
        }
    }
}
