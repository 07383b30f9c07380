import Foundation
import Testing

extension PickEndToEndTests {
    /// Every end-to-end scenario again, against `pick` built with AddressSanitizer, in debug and
    /// in release: a write past a buffer (such as the 3 bytes `CrashGuard` once wrote past a
    /// global, see `Platform/CrashGuard.swift`) or a use after free fails the run, where the
    /// plain binaries may survive it by luck of the memory layout.
    ///
    /// The scenarios run in a child process, this same test runner filtered to the other
    /// end-to-end suites, with `PICK_E2E_BINARY` naming the sanitized binary; every `pick` it
    /// starts writes its reports under a fresh folder (`ASAN_OPTIONS=log_path`), which must stay
    /// empty. Leak checking is off: a command ends with `exit`, leaving what it holds.
    @Suite("AddressSanitizer") struct AddressSanitizer {
        @Test("every end-to-end scenario passes against pick built with -sanitize=address, debug")
        func debugBuild() throws {
            try runScenarios(against: SanitizedBinary.build(configuration: "debug"))
        }

        @Test("every end-to-end scenario passes against pick built with -sanitize=address, release")
        func releaseBuild() throws {
            try runScenarios(against: SanitizedBinary.build(configuration: "release"))
        }

        private func runScenarios(against binary: String) throws {
            let reports = try Scratch()
            let result = try CommandRunner.run(
                TestRunner.executable,
                TestRunner.arguments(
                    filter: "PickEndToEndTests",
                    // Not these suites again: the child would build and recurse (the fuzzers
                    // build their own package, and are sanitized already; the documentation,
                    // the README's snippets, Examples/ and the package layout run no `pick`).
                    skipping: ["PickEndToEndTests/AddressSanitizer/", "PickEndToEndTests/ReleaseBuild/",
                               "PickEndToEndTests/Fuzzers/", "PickEndToEndTests/DocumentationBuild/",
                               "PickEndToEndTests/ReadmeSnippets/", "PickEndToEndTests/ExamplesPackage/",
                               "PickEndToEndTests/PackageLayout/"]),
                environment: [
                    "PICK_E2E_BINARY": binary,
                    "ASAN_OPTIONS": "detect_leaks=0:log_path=\(reports.file("asan"))",
                ])
            let found = (try? FileManager.default.contentsOfDirectory(atPath: reports.path)) ?? []
            let texts = found.compactMap { reports.text($0) }.joined(separator: "\n")
            #expect(found.isEmpty, "AddressSanitizer reported:\n\(texts.prefix(4000))")
            let output = result.outputText + result.standardError
            // The failures by name first: the child's output is long, and its end only shows
            // the last suites.
            let failures = output.split(separator: "\n").filter { $0.contains("✘") }.joined(separator: "\n")
            #expect(result.status == 0, "the scenarios failed against \(binary):\n\(failures.prefix(4000))\n\(output.suffix(2000))")
            // A filter that matched nothing would pass without testing anything.
            let count = output.firstMatch(of: /Test run with (\d+) tests/).flatMap { Int($0.1) } ?? 0
            #expect(count > 20, "\(output.suffix(2000))")
        }
    }
}

/// `pick` built with `-sanitize=address` into `.build-asan-debug` or `.build-asan-release` at the
/// package's root (dynamically linked: the sanitizer's runtime is not part of a static build),
/// with the fast paths' invariants checked (`PICKERKIT_CHECKS`) in release too, so a broken
/// invariant traps where the sanitizer may see no bad access.
enum SanitizedBinary {
    static func build(configuration: String) throws -> String {
        let scratch = PackageRoot.url.appendingPathComponent(".build-asan-\(configuration)").path
        let result = try CommandRunner.run(
            "/usr/bin/env",
            ["swift", "build", "--package-path", PackageRoot.url.path, "--scratch-path", scratch,
             "-c", configuration, "--product", "pick", "-Xswiftc", "-sanitize=address",
             "-Xswiftc", "-DPICKERKIT_CHECKS"],
            environment: PackageRoot.buildEnvironment)
        try #require(result.status == 0, "swift build -sanitize=address failed: \(result.standardError.suffix(2000))")
        return scratch + "/\(configuration)/pick"
    }
}

/// How to run this test runner again, for a subset of its tests.
enum TestRunner {
    /// The running test executable: on Linux the `….xctest` executable itself; on Darwin the
    /// helper `swift test` hosts the test bundle with.
    static var executable: String {
        #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        #else
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        #endif
    }

    /// Arguments that run swift-testing's tests matching `filter` but none of `skipped`, with the
    /// bundle the helper was given, where there is one.
    static func arguments(filter: String, skipping skipped: [String]) -> [String] {
        let own = CommandLine.arguments
        var arguments: [String] = []
        if let index = own.firstIndex(of: "--test-bundle-path"), index + 1 < own.count {
            arguments += own[index...(index + 1)]
        }
        return arguments + ["--testing-library", "swift-testing", "--filter", filter]
            + skipped.flatMap { ["--skip", $0] }
    }
}
