import Foundation
import Testing

@testable import pick

/// `--time-zone` takes IANA names, `UTC`, and fixed offsets as ISO 8601 writes them.
@Suite("--time-zone: names and offsets")
struct TimeZoneArgumentTests {
    @Test("offsets: ±HH, ±HHMM, ±HH:MM up to 18 hours; anything else is not an offset", arguments: [
        ("+05:30", 19_800), ("-14:00", -50_400), ("+0545", 20_700), ("-03", -10_800), ("+00:00", 0), ("+18:00", 64_800),
    ])
    func offsets(text: String, seconds: Int) throws {
        #expect(TimeZoneArgument.offsetSeconds(text) == seconds)
        #expect(try TimeZoneArgument.timeZone(text).secondsFromGMT() == seconds)
    }

    @Test("not offsets", arguments: ["+5:30", "+05:3", "+19:00", "+05:60", "05:30", "+05::30", "+0:530", "-", "+ab:cd"])
    func notOffsets(text: String) {
        #expect(TimeZoneArgument.offsetSeconds(text) == nil)
    }

    @Test("a negative offset on the command line is a value, not a flag")
    func negativeOffsetOnTheCommandLine() throws {
        let outcome = try CommandRun.pick(["datetime", "--no-input", "--time-zone", "-03:00", "--value", "2026-11-22T10:00-03:00"])
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == "2026-11-22T10:00:00-03:00\n")
    }

    @Test("pick --version prints the version alone")
    func version() throws {
        let outcome = try CommandRun.pick(["--version"])
        #expect(outcome.exit == .status(0))
        #expect(outcome.outputText == PickVersion.current + "\n")
        #expect(outcome.outputText.split(separator: ".").count == 3)
    }
}
