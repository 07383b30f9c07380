import Testing

@testable import pick

/// `pick range --with-time` run in-process: every output format with times, the default
/// times, DST, --minute-interval, and a --value given end first.
@Suite("pick range --with-time: commands in-process")
struct RangeWithTimeCommandTests {
    static let berlin = ["TZ": "Europe/Berlin", "LANG": "en_GB.UTF-8"]
    static let week = ["--with-time", "--value", "2026-11-22T09:00/2026-11-28T17:30"]

    @Test("--no-input prints the preset range with its times in every --format, byte-exact", arguments: [
        (week, "2026-11-22T09:00:00+01:00/2026-11-28T17:30:00+01:00\n"),
        (week + ["--format", "json"],
         #"{"start":"2026-11-22T09:00:00+01:00","end":"2026-11-28T17:30:00+01:00","days":7,"seconds":549000}"# + "\n"),
        (week + ["--format", "unix"], "1795334400 1795883400\n"),
        (week + ["--format", "dd.MM. HH:mm"], "22.11. 09:00 – 28.11. 17:30\n"),
        (week + ["--format", "HH:mm", "--separator", "-"], "09:00-17:30\n"),
        (week + ["--format", "interval", "--locale", "de_DE"], "22. Nov. 2026, 09:00\u{2009}–\u{2009}28. Nov. 2026, 17:30\n"),
        (["--with-time", "--value", "2026-11-22/2026-11-28"], "2026-11-22T00:00:00+01:00/2026-11-28T23:59:00+01:00\n"),
        (["--with-time", "--value", "2026-10-24T09:00/2026-10-26T17:30", "--format", "json"],
         #"{"start":"2026-10-24T09:00:00+02:00","end":"2026-10-26T17:30:00+01:00","days":3,"seconds":207000}"# + "\n"),
        (["--with-time", "--value", "2026-11-22/2026-11-28", "--minute-interval", "15"],
         "2026-11-22T00:00:00+01:00/2026-11-28T23:45:00+01:00\n"),
    ] as [([String], String)])
    func presets(arguments: [String], expected: String) throws {
        let outcome = try CommandRun.pick(["range", "--no-input"] + arguments, environment: Self.berlin)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("without --with-time, times in --value are read as their days (the output stays days)")
    func daysOnly() throws {
        let outcome = try CommandRun.pick(["range", "--no-input", "--value", "2026-11-22T09:00/2026-11-28T17:30"],
                                          environment: Self.berlin)
        #expect(outcome.outputText == "2026-11-22/2026-11-28\n")
    }

    @Test("--value given end first is put in order, times with their days, as days alone are")
    func reversedValue() throws {
        let outcome = try CommandRun.pick(["range", "--no-input", "--with-time", "--value", "2026-11-22T17:30/2026-11-22T09:00"],
                                          environment: Self.berlin)
        #expect(outcome.outputText == "2026-11-22T09:00:00+01:00/2026-11-22T17:30:00+01:00\n")
    }
}
