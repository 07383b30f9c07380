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
