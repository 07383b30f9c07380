import Foundation
import Testing

extension PickEndToEndTests {
    /// The date commands as scripts use them: `--no-input` prints the initial value in the
    /// requested format without a terminal, so parsing, defaults and formats are checked fast.
    /// Every run names its locale and zone (or sets `LANG` / `TZ`), so results do not depend on
    /// the machine.
    @Suite("date commands: values and formats") struct DateOutput {
        static func pick(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
            try CommandRunner.run(PickBinary.path, arguments + ["--no-input"], environment: environment)
        }

        /// Runs `arguments` in Berlin with en_US and expects status 0, `output` and a silent stderr.
        static func expect(_ arguments: [String], prints output: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let result = try pick(arguments + ["--time-zone", "Europe/Berlin", "--locale", "en_US"])
            #expect(result.status == 0, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
            #expect(result.outputText == output + "\n", sourceLocation: sourceLocation)
            #expect(result.standardError == "", sourceLocation: sourceLocation)
        }

        @Test(
            "default output per command: ISO 8601 showing what the mode picks, countdown in whole seconds",
            arguments: [
                (["date", "--value", "2026-11-22"], "2026-11-22"),
                (["time", "--value", "14:30"], "14:30"),
                (["datetime", "--value", "2026-11-22T14:30"], "2026-11-22T14:30:00+01:00"),
                (["datetime", "--value", "2026-07-01T09:05"], "2026-07-01T09:05:00+02:00"),
                (["month", "--value", "2026-11-22"], "2026-11"),
                (["month", "--value", "2026-11"], "2026-11"),
                (["countdown", "--value", "1h15m"], "4500"),
                (["countdown", "--value", "4500"], "4500"),
                (["countdown", "--value", "90m"], "5400"),
            ])
        func isoOutput(arguments: [String], output: String) throws {
            try Self.expect(arguments, prints: output)
        }

        @Test(
            "--format unix, json and an ICU pattern",
            arguments: [
                (["date", "--value", "2026-11-22", "--format", "unix"], "1795302000"),
                (["datetime", "--value", "2026-11-22T14:30", "--format", "unix"], "1795354200"),
                (["datetime", "--value", "2026-11-22T14:30", "--format", "json"],
                 #"{"value":"2026-11-22T14:30:00+01:00","iso":"2026-11-22T14:30:00+01:00","unix":1795354200}"#),
                (["date", "--value", "2026-11-22", "--format", "json"],
                 #"{"value":"2026-11-22","iso":"2026-11-22T00:00:00+01:00","unix":1795302000}"#),
                (["month", "--value", "2026-11", "--format", "json"],
                 #"{"value":"2026-11","iso":"2026-11-01T00:00:00+01:00","unix":1793487600}"#),
                (["countdown", "--value", "1h15m", "--format", "json"], #"{"seconds":4500}"#),
                (["countdown", "--value", "1h15m", "--format", "unix"], "4500"),
                (["date", "--value", "2026-11-22", "--format", "dd.MM.yyyy"], "22.11.2026"),
                (["datetime", "--value", "2026-11-22T14:30", "--format", "EEEE h:mm a"], "Sunday 2:30 PM"),
            ])
        func formats(arguments: [String], output: String) throws {
            try Self.expect(arguments, prints: output)
        }

        @Test("values print in ISO/gregorian form whatever calendar is shown; a PATTERN uses the calendar and locale")
        func calendars() throws {
            try Self.expect(["date", "--value", "2026-11-22", "--calendar", "japanese"], prints: "2026-11-22")
            try Self.expect(["date", "--value", "2026-11-22", "--calendar", "hebrew"], prints: "2026-11-22")
            try Self.expect(["date", "--value", "2026-11-22", "--calendar", "buddhist", "--format", "y G"],
                            prints: "2569 BE")
            let japanese = try Self.pick(
                ["date", "--value", "2026-11-22", "--locale", "ja_JP", "--calendar", "japanese", "--format", "Gy年M月d日",
                 "--time-zone", "Asia/Tokyo"])
            #expect(japanese.outputText == "令和8年11月22日\n")
        }

        @Test("values with an offset name an instant, printed in the picker's zone")
        func offsets() throws {
            try Self.expect(["datetime", "--value", "2026-11-22T14:30+09:00"], prints: "2026-11-22T06:30:00+01:00")
            try Self.expect(["datetime", "--value", "2026-11-22T14:30Z"], prints: "2026-11-22T15:30:00+01:00")
            try Self.expect(["time", "--value", "2026-11-22T14:30-05:00"], prints: "20:30")
        }

        @Test("a wall time in the spring-forward gap moves forward by the gap (Behaviour 2.5)")
        func springForward() throws {
            try Self.expect(["datetime", "--value", "2026-03-29T02:30"], prints: "2026-03-29T03:30:00+02:00")
        }

        @Test("--minute-interval rounds the value down; a countdown starts at one interval (Behaviour 2.7, 2.9)")
        func interval() throws {
            try Self.expect(["time", "--value", "14:37", "--minute-interval", "15"], prints: "14:30")
            try Self.expect(["datetime", "--value", "2026-11-22T14:59", "--minute-interval", "20"],
                            prints: "2026-11-22T14:40:00+01:00")
            try Self.expect(["countdown"], prints: "60")
            try Self.expect(["countdown", "--minute-interval", "5"], prints: "300")
            try Self.expect(["countdown", "--value", "0"], prints: "60")
            try Self.expect(["countdown", "--value", "1h17m", "--minute-interval", "5"], prints: "4500")
            try Self.expect(["countdown", "--value", "30h"], prints: "86340")
        }

        @Test("the value defaults to now, rounded down to the interval")
        func defaultValue() throws {
            let time = try Self.pick(["time", "--minute-interval", "15", "--time-zone", "UTC"])
            #expect(time.status == 0)
            let minutes = time.outputText.split(separator: ":").last.map { $0.trimmingCharacters(in: .newlines) }
            #expect(["00", "15", "30", "45"].contains(minutes ?? ""), "printed \(time.outputText)")

            // Today in UTC, read before and after (a run across midnight may see either day).
            let before = try CommandRunner.run("/bin/date", ["-u", "+%F"]).outputText
            let date = try Self.pick(["date", "--time-zone", "UTC"])
            let after = try CommandRunner.run("/bin/date", ["-u", "+%F"]).outputText
            #expect([before, after].contains(date.outputText))
        }

        @Test("--min and --max clamp the value into the bounds (Behaviour 2.6)")
        func bounds() throws {
            try Self.expect(["date", "--value", "2026-06-01", "--min", "2026-12-01"], prints: "2026-12-01")
            try Self.expect(["date", "--value", "2027-06-01", "--min", "2026-01-01", "--max", "2026-12-31"],
                            prints: "2026-12-31")
            try Self.expect(["time", "--value", "08:00", "--min", "09:30", "--max", "17:00"], prints: "09:30")
        }

        @Test("locale, zone and calendar from LC_ALL / LC_TIME / LANG and TZ, in POSIX form")
        func environmentDefaults() throws {
            let arguments = ["date", "--value", "2026-11-22", "--format", "EEEE"]
            let german = try Self.pick(arguments, environment: ["LANG": "de_DE.UTF-8"])
            #expect(german.outputText == "Sonntag\n")
            let timeBeatsLang = try Self.pick(arguments, environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "fr_FR.UTF-8"])
            #expect(timeBeatsLang.outputText == "dimanche\n")
            let allBeatsAll = try Self.pick(
                arguments, environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "fr_FR.UTF-8", "LC_ALL": "es_ES@euro"])
            #expect(allBeatsAll.outputText == "domingo\n")
            let posix = try Self.pick(arguments, environment: ["LANG": "C"])
            #expect(posix.outputText == "Sunday\n")
            let flagWins = try Self.pick(arguments + ["--locale", "it_IT"], environment: ["LANG": "de_DE.UTF-8"])
            #expect(flagWins.outputText == "domenica\n")
            let bcp47 = try Self.pick(arguments + ["--locale", "de-DE"])
            #expect(bcp47.outputText == "Sonntag\n")
            // An ICU keyword in the locale picks the calendar; a POSIX modifier (@euro) is dropped.
            let keyword = try Self.pick(
                ["date", "--value", "2026-11-22", "--format", "G y", "--locale", "ja_JP@calendar=japanese"])
            #expect(keyword.outputText == "令和 8\n")

            // The calendar follows the locale: Thai dates are Buddhist, and ISO output stays gregorian.
            let thai = try Self.pick(["date", "--value", "2026-11-22", "--format", "y"], environment: ["LANG": "th_TH.UTF-8"])
            #expect(thai.outputText == "2569\n")
            let thaiISO = try Self.pick(["date", "--value", "2026-11-22"], environment: ["LANG": "th_TH.UTF-8"])
            #expect(thaiISO.outputText == "2026-11-22\n")

            let tokyo = try Self.pick(["datetime", "--value", "2026-11-22T14:30"], environment: ["TZ": "Asia/Tokyo"])
            #expect(tokyo.outputText == "2026-11-22T14:30:00+09:00\n")
            let colon = try Self.pick(["datetime", "--value", "2026-11-22T14:30"], environment: ["TZ": ":America/New_York"])
            #expect(colon.outputText == "2026-11-22T14:30:00-05:00\n")
        }

        @Test("flags from PICK_<COMMAND>_<FLAG> variables; a flag on the command line wins")
        func environmentFlags() throws {
            let environment = ["PICK_DATE_FORMAT": "json", "PICK_DATE_TIME_ZONE": "UTC", "PICK_DATE_VALUE": "2026-11-22"]
            let result = try Self.pick(["date"], environment: environment)
            #expect(result.outputText == #"{"value":"2026-11-22","iso":"2026-11-22T00:00:00+00:00","unix":1795305600}"# + "\n")
            let flagWins = try Self.pick(["date", "--format", "iso"], environment: environment)
            #expect(flagWins.outputText == "2026-11-22\n")
            let countdown = try Self.pick(["countdown"], environment: ["PICK_COUNTDOWN_VALUE": "2h"])
            #expect(countdown.outputText == "7200\n")
        }

        @Test("warnings, not errors: a minute interval the platform ignores, --min later than --max (Behaviour 2.6, 2.7)")
        func warnings() throws {
            let interval = try Self.pick(["time", "--value", "14:37", "--minute-interval", "7", "--time-zone", "UTC"])
            #expect(interval.status == 0)
            #expect(interval.outputText == "14:37\n")
            #expect(interval.errorLines == ["pick: warning: minute interval 7 is not one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30; using 1"])

            let bounds = try Self.pick(
                ["date", "--value", "2026-06-01", "--min", "2026-12-01", "--max", "2026-01-01", "--time-zone", "UTC"])
            #expect(bounds.status == 0)
            #expect(bounds.outputText == "2026-06-01\n")
            #expect(bounds.errorLines == ["pick: warning: --min 2026-12-01 is later than --max 2026-01-01; both are ignored"])
        }

        @Test(
            "bad input: status 2, one clear line on stderr, nothing on stdout",
            arguments: [
                (["date", "--value", "2026-13-01"], "2026-13-01"),
                (["date", "--value", "2026-02-30"], "2026-02-30"),
                (["date", "--value", "tomorrow"], "tomorrow"),
                (["time", "--value", "25:00"], "25:00"),
                (["date", "--min", "soon"], "--min"),
                (["countdown", "--value", "1x"], "1x"),
                (["date", "--locale", "xx_YY"], "unknown locale 'xx_YY'"),
                (["date", "--calendar", "julian"], "unknown calendar 'julian'"),
                (["date", "--time-zone", "Mars/Olympus"], "unknown time zone 'Mars/Olympus'"),
                (["countdown", "--style", "compact"], "--style compact is not available for pick countdown"),
                (["countdown", "--style", "inline"], "--style inline is not available for pick countdown"),
                (["month", "--style", "inline"], "--style inline is not available for pick month"),
                (["month", "--style", "compact"], "--style compact is not available for pick month"),
                (["date", "--style", "dial"], "'dial'"),
                (["countdown", "--format", "dd.MM"], "dd.MM"),
                (["date", "--minute-interval", "often"], "often"),
                (["date", "--bogus"], "--bogus"),
            ])
        func badInput(arguments: [String], mentioned: String) throws {
            let result = try Self.pick(arguments)
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines.count == 1, "stderr: \(result.standardError)")
            #expect(result.standardError.hasPrefix("pick: "))
            #expect(result.standardError.contains(mentioned), "stderr: \(result.standardError)")
        }

        @Test("without a terminal and without --no-input: status 2, saying so")
        func noTerminal() throws {
            let result = try CommandRunner.run("/usr/bin/env", ["setsid", "--wait", PickBinary.path, "date"])
            #expect(result.status == 2)
            #expect(result.errorLines.count == 1)
            #expect(result.standardError.contains("no terminal"))
        }
    }
}
