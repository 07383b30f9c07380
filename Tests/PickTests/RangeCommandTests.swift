import Testing

@testable import pick

/// `pick range` run in-process: presets in every output form, flags shared with `pick dates`,
/// usage errors.
@Suite("pick range: commands in-process")
struct RangeCommandTests {
    static let berlin = ["TZ": "Europe/Berlin", "LANG": "en_US.UTF-8"]
    static let dash = "\u{2009}–\u{2009}"

    @Test("--no-input prints the preset range in the --format asked for, byte-exact", arguments: [
        (["--value", "2026-11-22/2026-11-28"], "2026-11-22/2026-11-28\n"),
        (["--value", "2026-11-28/2026-11-22"], "2026-11-22/2026-11-28\n"),
        (["--value", "2026-11-22/2026-11-22"], "2026-11-22/2026-11-22\n"),
        (["--value", "2026-11-22/2026-11-28", "--format", "json"],
         #"{"start":"2026-11-22","end":"2026-11-28","days":7,"seconds":604800}"# + "\n"),
        (["--value", "2026-10-24/2026-10-26", "--format", "JSON"],
         #"{"start":"2026-10-24","end":"2026-10-26","days":3,"seconds":262800}"# + "\n"),
        (["--value", "2026-11-22/2026-11-28", "--format", "unix"], "1795302000 1795820400\n"),
        (["--value", "2026-11-22/2026-11-28", "--format", "dd.MM."], "22.11. – 28.11.\n"),
        (["--value", "2026-11-22/2026-11-28", "--format", "dd.MM.", "--separator", "-"], "22.11.-28.11.\n"),
        (["--value", "2026-11-22/2026-11-28", "--format", "interval"], "Nov 22\(dash)28, 2026\n"),
        (["--value", "2026-11-22/2026-11-28", "--format", "interval", "--locale", "de_DE"], "22.–28. Nov. 2026\n"),
        (["--value", "2026-11-22/2026-11-28", "--min", "2026-11-22", "--max", "2026-11-28"], "2026-11-22/2026-11-28\n"),
    ] as [([String], String)])
    func presets(arguments: [String], expected: String) throws {
        let outcome = try CommandRun.pick(["range", "--no-input"] + arguments, environment: Self.berlin)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("usage errors: one line, status 2", arguments: [
        (["--value", "2026-11-22"], "pick: --no-input needs a complete range: --value START/END"),
        (["--value", "2026-11-22/2026-11-28", "--max", "2026-11-27"],
         "pick: --value 2026-11-22/2026-11-28 reaches outside --min/--max"),
        (["--value", "2026-11-22/2026-11-28/2026-11-30"],
         "pick: --value: \"2026-11-22/2026-11-28/2026-11-30\" is neither a day nor START/END"),
        (["--value", "22.11.2026/2026-11-28"], nil),
        (["--value", "2026-11-22/2026-11-28", "--style", "wheels"],
         "pick: --style must be inline or compact for pick range, not 'wheels'"),
        (["--value", "2026-11-22/2026-11-28", "--format", "Jsn"], nil),
        (["--value", "2026-11-22/2026-11-28", "--locale", "xx_nowhere_QQ"], nil),
    ] as [([String], String?)])
    func usage(arguments: [String], message: String?) throws {
        let outcome = try CommandRun.pick(["range", "--no-input"] + arguments, environment: Self.berlin)
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines.count == 1)
        if let message { #expect(outcome.errorLines.first == message) }
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("pick dates and pick range share one option group for locale, calendar and zone, same help")
    func sharedOptions() {
        let dates = HelpText.command(DatesCommand.self)
        let range = HelpText.command(RangeCommand.self)
        for flag in ["--locale <ID>", "--calendar <ID>", "--time-zone <ID>"] {
            let line = { (help: String) in help.split(separator: "\n").first { $0.contains(flag) }.map(String.init) }
            #expect(line(dates) != nil)
            #expect(line(dates) == line(range))
        }
        #expect(HelpText.root().contains("range"))
    }

    @Test("PICK_RANGE_* variables give flags, as for every command")
    func environment() throws {
        let outcome = try CommandRun.pick(["range", "--no-input"],
                                          environment: Self.berlin.merging(["PICK_RANGE_VALUE": "2026-11-22/2026-11-23",
                                                                            "PICK_RANGE_FORMAT": "json"]) { $1 })
        #expect(outcome.outputText == #"{"start":"2026-11-22","end":"2026-11-23","days":2,"seconds":172800}"# + "\n")
    }
}
