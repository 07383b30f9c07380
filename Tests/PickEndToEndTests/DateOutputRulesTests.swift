import Foundation
import Testing

extension PickEndToEndTests {
    /// Issue 10's command lines, run on the real binary with `--no-input`: a mode's exact
    /// value, locale names people use, `--format` names and patterns, zones named like
    /// abbreviations, and years at the edges.
    @Suite("date commands: exact values, locale names, formats, zones and year edges") struct DateOutputRules {
        static func pick(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
            try CommandRunner.run(PickBinary.path, arguments + ["--no-input"], environment: environment)
        }

        @Test("pick date and pick month print their first moment, whatever time it is now")
        func firstMoments() throws {
            let date = try Self.pick(["date", "--time-zone", "Europe/Berlin", "--format", "json"])
            #expect(date.status == 0)
            #expect(date.outputText.contains("T00:00:00+01:00\",\"unix\":"), "\(date.outputText)")
            let month = try Self.pick(["month", "--time-zone", "UTC", "--format", "json"])
            #expect(month.outputText.contains("-01T00:00:00+00:00\",\"unix\":"), "\(month.outputText)")
            let unix = try Self.pick(["date", "--time-zone", "Europe/Berlin", "--value", "2026-11-22T14:30", "--format", "unix"])
            #expect(unix.outputText == "1795302000\n")
            let time = try Self.pick(["datetime", "--time-zone", "UTC", "--format", "unix"])
            #expect((Int(time.outputText.trimmingCharacters(in: .newlines)) ?? 1) % 60 == 0, "\(time.outputText)")
        }

        @Test("locale names with implied scripts, and LANG=zh_CN.UTF-8, show their language")
        func localeNames() throws {
            let arguments = ["date", "--value", "2026-11-22", "--format", "MMMM", "--time-zone", "UTC"]
            let months = [("zh_TW", "11月"), ("zh_CN", "十一月"), ("zh-CN", "十一月"), ("zh_HK", "11月"), ("sr_RS", "новембар"),
                          ("ur_PK", "نومبر"), ("az_AZ", "noyabr"), ("pa_IN", "ਨਵੰਬਰ"), ("uz_UZ", "noyabr")]
            for (name, month) in months {
                let result = try Self.pick(arguments + ["--locale", name])
                #expect(result.status == 0 && result.outputText == month + "\n", "\(name): \(result.standardError)")
            }
            let lang = try Self.pick(arguments, environment: ["LANG": "zh_CN.UTF-8"])
            #expect(lang.outputText == "十一月\n")
            #expect(lang.standardError.isEmpty)
            let unusable = try Self.pick(arguments, environment: ["LANG": "xx_YY.UTF-8"])
            #expect(unusable.outputText == "November\n")
            #expect(unusable.errorLines == ["pick: warning: LANG=xx_YY.UTF-8 names no locale with data; using en_US_POSIX"])
        }

        @Test("--format names in any case; patterns without fields or with undefined letters exit 2 with one line")
        func formats() throws {
            let arguments = ["date", "--value", "2026-11-22", "--time-zone", "UTC"]
            #expect(try Self.pick(arguments + ["--format", "JSON"]).outputText.hasPrefix(#"{"value":"2026-11-22""#))
            #expect(try Self.pick(arguments + ["--format", "ISO"]).outputText == "2026-11-22\n")
            #expect(try Self.pick(arguments + ["--format", "unix "]).outputText == "1795305600\n")
            for pattern in ["Jsn", "'at'", "Hello"] {
                let result = try Self.pick(arguments + ["--format", pattern])
                #expect(result.status == 2 && result.standardOutput.isEmpty, "\(pattern)")
                #expect(result.errorLines.count == 1 && result.standardError.hasPrefix("pick: --format '\(pattern)'"),
                        "\(result.standardError)")
            }
        }

        @Test("EST, MST: the printed wall time and offset are the zone's own")
        func abbreviationZones() throws {
            let est = try Self.pick(["datetime", "--time-zone", "EST", "--value", "2028-06-27T15:54"])
            #expect(est.outputText == "2028-06-27T15:54:00-05:00\n")
            let mst = try Self.pick(["datetime", "--time-zone", "MST", "--value", "2028-06-27T15:54", "--format", "HH:mm xxx"])
            #expect(mst.outputText == "15:54 -07:00\n")
        }

        @Test("years at the edges: proleptic Gregorian input and output, one line outside 0001–9999")
        func yearEdges() throws {
            let reform = try Self.pick(["date", "--time-zone", "UTC", "--value", "1582-10-04", "--format", "unix"])
            #expect(reform.outputText == "-12220243200\n")
            let tenth = try Self.pick(["date", "--time-zone", "UTC", "--value", "1582-10-10"])
            #expect(tenth.outputText == "1582-10-10\n")
            let zero = try Self.pick(["date", "--value", "0000-06-01"])
            #expect(zero.status == 2)
            #expect(zero.errorLines == [#"pick: --value: cannot read "0000-06-01" as a date in the supported years 0001 to 9999"#])
        }
    }
}
