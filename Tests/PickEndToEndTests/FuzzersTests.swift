import Foundation
import Testing

extension PickEndToEndTests {
    /// The fuzzers in `Fuzz/` are built with libFuzzer and AddressSanitizer and each run for
    /// 30 s on its committed seed corpus, so CI keeps them building and finds a crash that a
    /// change brings within reach (issue 16). Long runs are `Fuzz/run.sh SECONDS`.
    @Suite("fuzzers") struct Fuzzers {
        static let targets = ["FuzzInputDecoder", "FuzzDateInputParser", "FuzzPickArguments", "FuzzTypeAhead", "FuzzFrameDiff"]

        @Test("every fuzzer builds and runs 30 s without a crash or a broken invariant")
        func eachFuzzerRunsCleanly() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let environment = ProcessInfo.processInfo.environment
            let result = try CommandRunner.run(
                "/bin/bash", [root.appendingPathComponent("Fuzz/run.sh").path, "30"],
                environment: ["PATH": environment["PATH"] ?? "/usr/bin:/bin", "HOME": environment["HOME"] ?? "/tmp"])
            #expect(result.status == 0, "Fuzz/run.sh 30 failed:\n\(result.outputText)\n\(result.standardError.suffix(3000))")
            for target in Self.targets {
                // Each line says how many inputs ran: proof the fuzzer really ran, not just built.
                let line = result.outputText.split(separator: "\n").first { $0.hasPrefix("\(target):") }
                let inputs = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
                #expect(line?.hasSuffix("no crash") == true, "\(target): \(line ?? "no report")")
                #expect(inputs > 0, "\(target) ran no input")
            }
        }
    }
}
