import Foundation
import Testing

@testable import pick

/// The completion scripts come from the flag tables: bash (and zsh through it) completes
/// commands, flags and the values flags take; fish gets one line per flag.
@Suite("Completion scripts")
struct CompletionScriptTests {
    /// What bash's completion function offers for the words of a command line, the last one
    /// being completed.
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let script = CompletionScript.script(for: .bash)
        let quoted = (["pick"] + words).map { "'\($0)'" }.joined(separator: " ")
        let driver = script + """
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count)
            _pick
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", driver]
        let output = Pipe()
        bash.standardOutput = output
        try bash.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        #expect(bash.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("bash completes commands, flags and flag values")
    func bash() throws {
        #expect(try Self.bashCompletions(["ch"]) == ["choose"])
        #expect(try Self.bashCompletions(["choose", "--hei"]) == ["--height"])
        #expect(try Self.bashCompletions(["choose", "--style", "s"]).sorted() == ["sequence", "stack"])
        let zones = try Self.bashCompletions(["date", "--time-zone", "Europe/Be"])
        #expect(zones.contains("Europe/Berlin") && zones.contains("Europe/Belgrade"))
        #expect(try Self.bashCompletions(["range", "--calendar", "jap"]) == ["japanese"])
        #expect(try Self.bashCompletions(["date", "--format", "js"]) == ["json"])
        #expect(try Self.bashCompletions(["choose", "--language", "zh"]).sorted() == ["zh-Hans", "zh-Hant"])
    }

    @Test("every flag of every command is in every script")
    func everyFlag() {
        let scripts = CompletionScript.Shell.allCases.map { CompletionScript.script(for: $0) }
        func check<Command: PickSubcommand>(_ type: Command.Type) {
            for flag in Command.flags.flags {
                #expect(scripts[0].contains("--\(flag.name)"), "bash: \(Command.name) --\(flag.name)")
                #expect(scripts[2].contains("'__fish_seen_subcommand_from \(Command.name)' -l \(flag.name) "), "fish: \(Command.name) --\(flag.name)")
            }
        }
        for command in PickCommand.commands { check(command) }
        #expect(scripts[1].hasPrefix("#compdef pick\n"))
    }

    @Test("pick --generate-completion-script prints the script; a shell it does not know is a usage error")
    func commandLine() throws {
        let fish = try CommandRun.pick(["--generate-completion-script", "fish"])
        #expect(fish.exit == .status(0))
        #expect(fish.outputText == CompletionScript.script(for: .fish))
        let bad = try CommandRun.pick(["--generate-completion-script", "tcsh"])
        #expect(bad.errorLines == ["pick: --generate-completion-script takes one shell: bash, zsh or fish"])
    }
}
