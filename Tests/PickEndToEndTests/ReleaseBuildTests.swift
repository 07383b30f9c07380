import Foundation
import Testing

extension PickEndToEndTests {
    /// The binary people ship is optimised, and the optimiser once broke what the debug build
    /// (and so every other test) never showed: a release `pick` crashed on every Enter. So the
    /// release build is built here too, as the README and the benchmark harness build it, and
    /// run as a person would.
    @Suite("release build") struct ReleaseBuild {
        @Test("the optimised pick chooses a line and a day, prints them, restores the terminal")
        func optimisedBinary() throws {
            let binary = try ReleaseBinary.build()

            let choose = try PickRun("printf 'Apple\\nBanana\\nCherry\\n' | '\(binary)' choose")
            try choose.terminal.waitFor(readyMarker)
            try choose.terminal.press("Down")
            try choose.terminal.waitFor("› Banana")
            try choose.terminal.press("Enter")
            #expect(try choose.status() == 0)
            #expect(choose.outputText == "Banana\n")
            #expect(choose.sttyRestored)

            let date = try PickRun("'\(binary)' date --value 2026-11-22 --locale en_US --time-zone UTC")
            try date.terminal.waitFor("[22]")
            try date.terminal.press("Right")
            try date.terminal.waitFor("[23]")
            try date.terminal.press("Enter")
            #expect(try date.status() == 0)
            #expect(date.outputText == "2026-11-23\n")
            #expect(date.sttyRestored)
        }

        @Test("Scripts/install.sh puts pick, its manual page and completions under a prefix, and the installed pick runs")
        func install() throws {
            let binary = try ReleaseBinary.build()
            let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("pick-install-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: prefix) }
            let script = PackageRoot.url.appendingPathComponent("Scripts/install.sh").path
            var environment = PackageRoot.buildEnvironment
            environment["PICK_BINARY"] = binary
            let installed = try CommandRunner.run("/bin/bash", [script, prefix], environment: environment)
            #expect(installed.status == 0, "\(installed.standardError)")
            let version = try CommandRunner.run(prefix + "/bin/pick", ["--version"])
            #expect(version.status == 0)
            #expect(installed.outputText.contains("installed pick \(version.outputText.trimmingCharacters(in: .newlines)) in"))
            let page = try String(contentsOfFile: prefix + "/share/man/man1/pick.1", encoding: .utf8)
            #expect(page.hasPrefix(".TH PICK 1") && page.contains(".SS \"pick range\""))
            for file in ["bash-completion/completions/pick", "zsh/site-functions/_pick", "fish/vendor_completions.d/pick.fish"] {
                let script = try String(contentsOfFile: prefix + "/share/" + file, encoding: .utf8)
                #expect(script.contains("--time-zone") || script.contains("time-zone"), "\(file)")
            }
            let chosen = try CommandRunner.run(prefix + "/bin/pick", ["choose", "--no-input", "--selected", "b", "a", "b"])
            #expect(chosen.outputText == "b\n")
        }
    }
}

/// `pick` built as it ships, `-c release` and `-static-executable`, into `.build-release` at the
/// package's root: the benchmark harness's folder and flags (Benchmarks/compare/run.sh), so the
/// two share one build.
enum ReleaseBinary {
    /// One static executable on Linux (Darwin has no fully static executables), and generic
    /// types' metadata through their accessors, as run.sh builds it.
    #if os(Linux)
    static let staticFlags = ["-Xswiftc", "-static-executable"] + accessorFlags
    #else
    static let staticFlags: [String] = accessorFlags
    #endif
    static let accessorFlags = ["-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors"]

    static func build() throws -> String {
        let scratch = PackageRoot.url.appendingPathComponent(".build-release").path
        let result = try CommandRunner.run(
            "/usr/bin/env",
            ["swift", "build", "--package-path", PackageRoot.url.path, "--scratch-path", scratch, "-c", "release",
             "--product", "pick"] + staticFlags,
            environment: PackageRoot.buildEnvironment)
        try #require(result.status == 0, "swift build -c release failed: \(result.standardError.suffix(2000))")
        return scratch + "/release/pick"
    }
}
