import Foundation

/// One run of `pick` in a tmux pane, as a person at a shell prompt would start it, with what
/// the tests check afterwards recorded in the scratch folder: stdout, stderr, the exit status,
/// and `stty -g` just before and just after.
///
/// The command goes into a small script that the pane's shell sources (`. $D/t`), so the pick
/// process is a direct child of the interactive shell, exactly as when typed, and the screen
/// shows one short command line above the picker.
final class PickRun {
    let scratch: Scratch
    let terminal: TmuxTerminal

    /// Starts `command` (`$P` is the pick binary; `$D` the scratch folder) in a fresh 80×24 terminal.
    init(_ command: String, width: Int = 80, height: Int = 24) throws {
        scratch = try Scratch()
        terminal = try TmuxTerminal(width: width, height: height, scratch: scratch)
        let script = """
            stty -g > "$D/before"
            \(command) > "$D/out" 2> "$D/err"
            echo $? > "$D/s"; stty -g > "$D/after"; mv "$D/s" "$D/status"

            """
        try scratch.write(Data(script.utf8), to: "t")
        try terminal.type(". $D/t")
    }

    /// The exit status, once the command has finished; `patience` seconds at most (the
    /// terminal's own by default).
    func status(patience: Double? = nil) throws -> Int32 {
        let text = try terminal.waitForFile("status", patience: patience)
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// What pick wrote on stdout (valid once ``status()`` returned).
    var output: Data { scratch.data("out") ?? Data() }
    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { scratch.text("err") ?? "" }

    /// True when the terminal settings after the run are exactly those before it.
    var sttyRestored: Bool {
        guard let before = scratch.text("before"), let after = scratch.text("after") else { return false }
        return !before.isEmpty && before == after
    }
}
