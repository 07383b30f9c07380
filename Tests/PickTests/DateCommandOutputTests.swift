import Foundation
import PickerCore
import Testing

@testable import pick

/// The date commands' flags read in-process, as `pick` reads them, and printed by the one
/// formatter: issue 10 items 1, 2, 10, 11 and 12 as their command lines show them.
@Suite("date commands: values, locales and formats in-process")
struct DateCommandOutputTests {
    /// 2026-11-22T22:02:02.5Z: an evening "now" with seconds.
    static let now = Date(timeIntervalSince1970: 1_795_384_922.5)

    static func request(_ mode: DatePickerMode, _ arguments: [String], environment: [String: String] = [:]) throws
        -> DatePickerRequest
    {
        let command = try #require(try CommandLineReader.read(DateCommand.self, arguments, environment: [:]))
        return try DatePickerRequest(mode: mode, command: mode.rawValue, options: command.date,
                                     context: CommandContext(environment: environment), now: now)
    }

    static func printed(_ mode: DatePickerMode, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let request = try request(mode, arguments, environment: environment)
        return request.output.string(for: request.state)
    }

    /// The usage error's message, or nil when the flags were accepted.
    static func failure(_ mode: DatePickerMode, _ arguments: [String]) throws -> String? {
        do {
            _ = try request(mode, arguments)
            return nil
        } catch let failure as PickFailure {
            return failure.description
        }
    }

    @Test("a date prints the first moment of its day, a month of the month; no seconds survive from now")
    func modeValues() throws {
        let berlin = ["--time-zone", "Europe/Berlin"]
        #expect(try Self.printed(.date, berlin + ["--format", "json"])
            == #"{"value":"2026-11-22","iso":"2026-11-22T00:00:00+01:00","unix":1795302000}"#)
        #expect(try Self.printed(.yearAndMonth, berlin + ["--format", "json"])
            == #"{"value":"2026-11","iso":"2026-11-01T00:00:00+01:00","unix":1793487600}"#)
        #expect(try Self.printed(.yearAndMonth, berlin + ["--format", "yyyy-MM-dd"]) == "2026-11-01")
        #expect(try Self.printed(.yearAndMonth, berlin + ["--value", "2026-11", "--format", "json"])
            == #"{"value":"2026-11","iso":"2026-11-01T00:00:00+01:00","unix":1793487600}"#)
        #expect(try Self.printed(.date, berlin + ["--value", "2026-11-22T14:30", "--format", "unix"]) == "1795302000")
        #expect(try Self.printed(.dateAndTime, berlin + ["--format", "iso"]) == "2026-11-22T23:02:00+01:00")
        #expect(try Self.printed(.time, berlin + ["--format", "unix"]) == "1795384920")
    }

    @Test("locale names people use", arguments: ["zh_TW", "zh_CN", "zh-CN", "zh_HK", "sr_RS", "ur_PK", "az_AZ", "pa_IN", "uz_UZ"])
    func localeNames(name: String) throws {
        let request = try Self.request(.date, ["--locale", name])
        #expect(request.state.locale.language.languageCode?.identifier == String(name.prefix(2)))
        #expect(request.warnings.isEmpty)
    }

    @Test("LANG=zh_CN.UTF-8 shows Chinese; an unusable LANG says so once")
    func environmentLocale() throws {
        #expect(try Self.printed(.date, ["--format", "MMMM"], environment: ["LANG": "zh_CN.UTF-8"]) == "十一月")
        let unusable = try Self.request(.date, [], environment: ["LANG": "xx_YY.UTF-8"])
        #expect(unusable.warnings == ["LANG=xx_YY.UTF-8 names no locale with data; using en_US_POSIX"])
        #expect(unusable.state.locale.identifier == "en_US_POSIX")
    }

    @Test("--format names in any case; 'unix ' is unix; patterns without fields or with undefined letters are usage errors")
    func formats() throws {
        let value = ["--value", "2026-11-22", "--time-zone", "UTC"]
        #expect(try Self.printed(.date, value + ["--format", "JSON"]) == #"{"value":"2026-11-22","iso":"2026-11-22T00:00:00+00:00","unix":1795305600}"#)
        #expect(try Self.printed(.date, value + ["--format", "Json"]) == #"{"value":"2026-11-22","iso":"2026-11-22T00:00:00+00:00","unix":1795305600}"#)
        #expect(try Self.printed(.date, value + ["--format", "ISO"]) == "2026-11-22")
        #expect(try Self.printed(.date, value + ["--format", "unix "]) == "1795305600")
        for pattern in ["Jsn", "'at'", "isoo", "Hello"] {
            let message = try Self.failure(.date, value + ["--format", pattern])
            #expect(message?.hasPrefix("--format '\(pattern)'") == true, "\(pattern): \(message ?? "accepted")")
        }
    }

    @Test("zones named like abbreviations print Foundation's wall time and offset")
    func abbreviationZones() throws {
        #expect(try Self.printed(.dateAndTime, ["--time-zone", "EST", "--value", "2028-06-27T15:54"])
            == "2028-06-27T15:54:00-05:00")
        #expect(try Self.printed(.dateAndTime, ["--time-zone", "MST", "--value", "2028-06-27T15:54"])
            == "2028-06-27T15:54:00-07:00")
    }

    @Test("years at the edges: proleptic Gregorian, 0001–9999")
    func yearEdges() throws {
        #expect(try Self.printed(.date, ["--time-zone", "UTC", "--value", "1582-10-04", "--format", "unix"]) == "-12220243200")
        #expect(try Self.printed(.date, ["--time-zone", "UTC", "--value", "1582-10-10"]) == "1582-10-10")
        // A pattern prints the day the picker showed, proleptic too (Python: date(1582, 10, 10).strftime("%A") is a Sunday).
        #expect(try Self.printed(.date, ["--time-zone", "UTC", "--value", "1582-10-10", "--format", "yyyy-MM-dd EEEE"])
            == "1582-10-10 Sunday")
        #expect(try Self.printed(.date, ["--time-zone", "UTC", "--value", "0800-12-25", "--format", "d MMMM y"]) == "25 December 800")
        let message = try Self.failure(.date, ["--value", "0000-06-01"])
        #expect(message == #"--value: cannot read "0000-06-01" as a date in the supported years 0001 to 9999"#)
    }

    @Test("pick date --help and its guide say which forms --locale and --format take")
    func documentedForms() throws {
        // The flags' own sentences, which --help wraps: a phrase may break across its lines.
        let help = DateCommand.flags.flags.map(\.help).joined(separator: " ")
        let guide = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/pick/date-and-time.md"),
            encoding: .utf8)
        let localeRow = guide.split(separator: "\n").first { $0.hasPrefix("| `--locale ID`") }.map(String.init) ?? ""
        for form in ["de-DE", "zh_TW", "de_DE.UTF-8", "sr_RS@latin", "ja_JP@calendar=japanese"] {
            #expect(help.contains(form), "help lacks \(form)")
            #expect(localeRow.contains(form), "docs/pick/date-and-time.md lacks \(form)")
        }
        #expect(help.contains("any letter case") && guide.contains("0001 to 9999"))
    }
}
